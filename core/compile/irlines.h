#pragma once

#include <string>
#include <vector>

namespace warpscope::core {

/// For each 1-based line of a front end's IR text (index 0 unused), the source line its location names,
/// 0 when none. Reads MLIR locations (Triton's TTIR and TTGIR: `loc(#loc3)` resolved through
/// `#loc3 = loc("k.py":9:17)` and the named locations that wrap another, `loc("x"(#loc1))`) and LLVM debug
/// locations (`!dbg !12` resolved through `!12 = !DILocation(line: 9, ...)`).
std::vector<int> irSourceLines(const std::string& text);

} // namespace warpscope::core
