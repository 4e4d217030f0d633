#pragma once
// The defaults every layer shares, in one place: a request, a result, the CLI's options and the GUI's
// choosers all start from these, so changing the default target is one edit.

namespace warpscope::core {

/// The compute capability a kernel is compiled for when nobody chose one: sm_90 (Hopper), the GPU
/// class most reviewed kernels are written for today.
inline constexpr int kDefaultArch = 90;

/// The roofline's GPU when nobody chose one: a resources/gpus.json match word ("H100" picks the SXM
/// part), the GPU most reviewers quote figures for.
inline constexpr const char* kDefaultGpu = "H100";

} // namespace warpscope::core
