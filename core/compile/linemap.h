#pragma once

#include "core/compile/compiler.h"

#include <map>
#include <string>
#include <vector>

namespace warpscope::core {

/// What PTX's debug directives say: the `.file` table and, for every PTX line, the source position
/// of the `.loc` that governs it. Only instruction lines carry a position.
struct PtxLineInfo {
    std::map<int, std::string> files; ///< .file index → name as written
    std::vector<int> fileOfLine; ///< by 1-based PTX line (index 0 unused); 0 when none
    std::vector<int> sourceLineOfLine; ///< by 1-based PTX line; 0 when none
};

/// Parses `.file N "name"` and `.loc N line col[, ...]` directives. A `.loc` governs the instruction
/// lines after it until the next `.loc` or the end of the function.
PtxLineInfo parsePtxLineInfo(const std::string& ptx);

/// Line info for PTX that is its own source: one .file (index 1, the given name) and every
/// instruction line at its own line number.
PtxLineInfo ptxSelfLineInfo(const std::string& ptx, const std::string& name);

/// The .file index whose name is the main source (compared by the path's ending); 0 when none.
int mainFileIndex(const PtxLineInfo& info, const std::string& sourceName);

/// A compile result's PTX line info; for PTX that is its own source (no .file names the source
/// shown), every instruction line is its own source line.
PtxLineInfo lineInfoOf(const CompileResult& r);

/// nvdisasm's line-info comments (`//## File "name", line N`) resolved per SASS line.
struct SassLineInfo {
    std::vector<int> ptxLineOf; ///< by 1-based SASS line; the PTX line (from -gp output), 0 when none
    std::vector<int> sourceLineOf; ///< by 1-based SASS line; the main-file line (from -g output), 0 when none
};

/// Reads the line-info comments of nvdisasm output: comments naming ".nv_debug_ptx_txt" give PTX
/// lines, comments naming the main source give source lines, others (headers) give nothing.
SassLineInfo parseSassLineInfo(const std::string& sass, const std::string& sourceName);

/// Rewrites nvdisasm's line-info comments to "//## PTX line P, kernel.cu:L" (the source part only when
/// the PTX line maps to the main file), so the text a reviewer reads names lines they can find.
/// Line numbers of the text do not change.
std::string annotateSass(
    const std::string& sass, const PtxLineInfo& ptxInfo, int mainFile, const std::string& sourceName);

/// Builds the source → PTX/SASS map (main-file lines only, ascending) and the PTX → SASS map.
void buildLineMaps(const PtxLineInfo& ptxInfo, int mainFile, const SassLineInfo& sassInfo,
    std::vector<LineMapEntry>& lineMap, std::vector<PtxSassEntry>& ptxSassMap);

} // namespace warpscope::core
