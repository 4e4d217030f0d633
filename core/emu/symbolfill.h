#pragma once

// [[symbol]] fills on the emulator: a launch's SymbolBindings copied into the module's .const bank
// and .global variables before the grid runs, and read back into their buffers after it.

#include "core/common/result.h"
#include "core/emu/program.h"
#include "core/emu/warp.h"
#include "core/exec/backend.h"

namespace warpscope::core::emu {

/// Copies each bound buffer into its variable. The variable must exist (the error lists those the
/// module declares) and its PTX size must equal the buffer's bytes (the error names both).
Status fillSymbols(const LaunchRequest& request, const Program& prog, LaunchState& launch);

/// Copies each bound variable back into its buffer (a __device__ output the kernel wrote).
void readBackSymbols(const LaunchRequest& request, const Program& prog, const LaunchState& launch);

} // namespace warpscope::core::emu
