#pragma once

#include "core/common/result.h"
#include "core/emu/program.h"
#include "core/emu/ptxast.h"

#include <string>

namespace warpscope::core::emu {

/// Decodes kernel `entry` of a parsed module, with every device function it calls, into a Program
/// whose instructions have their operands resolved to register-file offsets, branch targets to pcs
/// and handlers chosen per opcode and type. Malformed operands are errors with the PTX line and
/// column; an instruction the emulator does not implement becomes an instruction that stops the run
/// with an "unsupported" finding if it is ever executed.
Result<Program> decodeKernel(const ptx::Module& module, const std::string& entry);

} // namespace warpscope::core::emu
