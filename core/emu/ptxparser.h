#pragma once

#include "core/common/result.h"
#include "core/emu/ptxast.h"

#include <string_view>

namespace warpscope::core::ptx {

/// Parses the PTX that NVRTC 12/13, nvcc and Triton emit (ISA 7.x–9.x) into a module. Instruction
/// opcodes are not checked here (the decoder does that); the syntax is. Errors carry the PTX line
/// and column and say what was expected.
Result<Module> parsePtx(std::string_view text);

} // namespace warpscope::core::ptx
