#pragma once

#include "core/common/result.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// One parameter of a PTX .entry, as the launch needs it: its size and alignment in bytes.
struct KernelParamInfo {
    std::string name;
    std::string type; ///< the PTX type without the dot: "u64", "f32", "b8" (for arrays)
    int size = 0; ///< bytes, including array extents
    int align = 0;
    bool isPointer = false; ///< declared with .ptr, or a 64-bit integer the launch may bind to a buffer
};

/// The entries a PTX module defines, in order.
std::vector<std::string> ptxEntryNames(const std::string& ptx);

/// The parameters of one .entry; the error lists the entries that do exist.
Result<std::vector<KernelParamInfo>> ptxEntryParams(const std::string& ptx, const std::string& entry);

} // namespace warpscope::core
