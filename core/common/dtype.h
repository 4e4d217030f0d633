#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace warpscope::core {

/// Element types a task buffer may hold (ARCHITECTURE §3).
enum class DType { F64, F32, F16, BF16, I64, I32, I16, I8, U64, U32, U16, U8 };

/// Bytes per element.
std::size_t dtypeSize(DType t);
/// The task-file spelling: "f32", "bf16", "u8", ...
const char* dtypeName(DType t);
/// Parses the task-file spelling; nullopt when unknown.
std::optional<DType> parseDType(std::string_view name);
/// The list of valid spellings, for error messages.
std::string dtypeNames();
bool isFloat(DType t);
bool isSignedInt(DType t);

/// Reads one element as a double (exact for every type but 64-bit integers beyond 2^53).
double loadAsDouble(const std::byte* p, DType t);
/// Writes one element from a double: floats rounded to nearest even, integers truncated toward
/// zero and saturated at the type's range (NaN becomes 0).
void storeFromDouble(std::byte* p, DType t, double v);

} // namespace warpscope::core
