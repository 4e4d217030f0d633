#pragma once

// The C++ names users read in place of NVRTC's lowered (mangled) kernel names.

#include <string>

namespace warpscope::core {

/// The C++ signature of a lowered name, as a user wrote it: "gelu_forward_kernel2(__nv_bfloat16*, const
/// __nv_bfloat16*, int)" for "_Z20gelu_forward_kernel2P13__nv_bfloat16PKS_i", "scale<float>(float*, int)"
/// (a template's return type dropped). A name that is not mangled (extern "C") comes back unchanged.
std::string demangledName(const std::string& lowered);

/// The name alone, for titles and tables: "gelu_forward_kernel2", "scale<float>", "vector_add".
std::string shortDemangledName(const std::string& lowered);

/// The text with every mangled name in it (a word starting with _Z) replaced by its demangled signature:
/// for messages assembled from parts that carry lowered names (driver errors, PTX listings of kernels).
std::string demangleWithin(const std::string& text);

/// A PTX parameter's name without the lowered kernel name NVRTC puts in front of it: "param_0" for
/// "_Z5scaleIfEvPT_i_param_0" of kernel "_Z5scaleIfEvPT_i"; other names come back unchanged.
std::string ptxParamName(const std::string& param, const std::string& kernelLowered);

/// Whether the text holds a word that looks like an Itanium-mangled name (_Z + a length or N/L/Z).
bool containsMangledName(const std::string& text);

} // namespace warpscope::core
