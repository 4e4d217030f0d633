#pragma once

#include "core/emu/ptxast.h"

#include <set>
#include <string>
#include <vector>

namespace warpscope::core::ptx {

/// For each statement of f's body, the register and .param names that may be read after it
/// (live-out), by backward data flow over branches, brx.idx lists and fall-through. An operand is a
/// read unless the opcode is known to write its first operand, so the sets only err on the large
/// side: a recursive call saves what the caller may still need, and no more than that.
std::vector<std::set<std::string>> liveOut(const Function& f);

} // namespace warpscope::core::ptx
