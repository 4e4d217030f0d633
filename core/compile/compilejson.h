#pragma once

#include "core/common/result.h"
#include "core/compile/compiler.h"

#include <nlohmann/json.hpp>

namespace warpscope::core {

/// The version of the `compile` JSON document; bumped when a key is renamed or removed.
inline constexpr int kCompileJsonSchema = 1;

/// What compileResultToJson adds beyond the documented keys.
struct CompileJsonOptions {
    bool includeCubin = false; ///< "cubin_base64": the worker protocol and the cache need it, reports do not
};

/// The `compile` document of ARCHITECTURE §8: schema, arch, ok, diagnostics, ptx, sass, resources (of the
/// entry kernel), occupancy, line_map; plus source_name, entry, entry_lowered, lowered_names, kernels
/// (resources of every kernel), ptx_sass_map, hints, sass_error, log, versions, timings and cached.
nlohmann::json compileResultToJson(const CompileResult& result, const CompileJsonOptions& options = {});

/// Reads a document written by compileResultToJson (the GUI receives results from the worker this way).
/// A newer schema, a missing key or a key of the wrong type is an error naming the key.
Result<CompileResult> compileResultFromJson(const nlohmann::json& json);

/// Standard base64 of bytes (the cubin in documents and the Triton compile's answer).
std::string base64Encode(const std::vector<std::uint8_t>& bytes);
/// Decodes standard base64; false on a character outside the alphabet.
bool base64Decode(const std::string& text, std::vector<std::uint8_t>& out);

/// One kernel's resources with the §8 key names.
nlohmann::json kernelResourcesToJson(const KernelResources& resources);

/// An occupancy result: active_warps_per_sm, max_warps_per_sm, limiter, and the details.
nlohmann::json occupancyToJson(const OccupancyResult& occupancy);

} // namespace warpscope::core
