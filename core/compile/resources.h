#pragma once

#include "core/compile/compiler.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// Parses ptxas' `-v` report (from NVRTC's log or nvJitLink's info log) into one entry per kernel, in
/// the order ptxas compiled them: registers, barriers, static shared memory ("smem"), stack frame,
/// spill stores and loads, and the bank-0 constant bytes when reported (nvJitLink's "cmem[0]").
std::vector<KernelResources> parsePtxasInfo(const std::string& log);

/// Completes resources from the cubin: the size of each kernel's .nv.constant0 section (kernel
/// parameters plus driver constants) where the log did not say, the register count from the .text section
/// header where the log did not say (a cubin made without ptxas' report), and an entry for every kernel the
/// cubin holds but the log did not mention.
void addCubinResources(const std::vector<std::uint8_t>& cubin, std::vector<KernelResources>& resources);

} // namespace warpscope::core
