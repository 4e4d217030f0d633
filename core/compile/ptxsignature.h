#pragma once

#include "core/common/result.h"

#include <cstdint>
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

/// A module-scope .const or .global variable of a PTX module (what a [[symbol]] fills).
struct PtxModuleVariable {
    std::string name; ///< as in the PTX (the lowered name)
    bool isConst = false; ///< .const (__constant__), else .global (__device__)
    std::uint64_t bytes = 0; ///< element size x vector width x every array extent
};

/// The module-scope .const and .global variables a PTX module declares, in order.
std::vector<PtxModuleVariable> ptxModuleVariables(const std::string& ptx);

/// The entries a PTX module defines, in order.
std::vector<std::string> ptxEntryNames(const std::string& ptx);

/// The parameters of one .entry; the error lists the entries that do exist.
Result<std::vector<KernelParamInfo>> ptxEntryParams(const std::string& ptx, const std::string& entry);

} // namespace warpscope::core
