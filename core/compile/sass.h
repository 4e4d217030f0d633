#pragma once

#include "core/common/result.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// nvdisasm's listing of a cubin's code sections.
struct SassListing {
    std::string text; ///< as nvdisasm printed it, with line-info comments
    std::string nvdisasmVersion;
};

/// Disassembles a cubin with nvdisasm (-c: code only; -gp: PTX line info, which the line maps join
/// to the source through PTX's .loc; falls back to -g, source line info, when the cubin has no PTX
/// line table). Runs nvdisasm in a child process with a timeout, on a private temporary file. When
/// nvdisasm is missing the error carries nvdisasmMissingHint().
Result<SassListing> disassembleCubin(
    const std::vector<std::uint8_t>& cubin, std::chrono::milliseconds timeout = std::chrono::seconds(60));

/// The nvdisasm that disassembleCubin() would use, "path version", or empty when none: part of the
/// compile cache key, since another nvdisasm may print other SASS.
std::string nvdisasmIdentity();

} // namespace warpscope::core
