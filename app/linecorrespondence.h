#pragma once

#include "core/compile/compiler.h"

#include <QMap>

#include <map>
#include <vector>

namespace warpscope::app {

/// The source ↔ PTX ↔ SASS correspondence of one compile result, in the shape the linked views
/// need: which PTX/SASS lines a source line became, which source line a PTX/SASS line came from,
/// each mapped source line's colour, and the contiguous blocks for "next block".
class LineCorrespondence {
public:
    LineCorrespondence() = default;
    explicit LineCorrespondence(const core::CompileResult& result);

    std::vector<int> ptxLinesFor(int sourceLine) const;
    std::vector<int> sassLinesFor(int sourceLine) const;
    /// 0 when the line came from no main-source line (directives, header code).
    int sourceLineOfPtx(int ptxLine) const;
    int sourceLineOfSass(int sassLine) const;
    /// The palette index of a source line: its rank among the mapped lines, so that neighbours
    /// differ; -1 for a line that made no code.
    int colourOf(int sourceLine) const;

    /// Colours for a range of source lines, and for the PTX and SASS lines made from them.
    QMap<int, int> sourceColours(int firstLine, int lastLine) const;
    QMap<int, int> ptxColours(int firstLine, int lastLine) const;
    QMap<int, int> sassColours(int firstLine, int lastLine) const;

    /// The first line of the next contiguous block of lines after `after` (wrapping to the first
    /// block); 0 when the source line made none.
    static int nextBlock(const std::vector<int>& lines, int after);

private:
    std::map<int, std::size_t> m_bySource; // source line → index in m_entries (indices survive copies)
    std::map<int, int> m_sourceOfPtx;
    std::map<int, int> m_sourceOfSass;
    std::map<int, int> m_colour;
    std::vector<core::LineMapEntry> m_entries;
};

} // namespace warpscope::app
