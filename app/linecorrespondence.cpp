#include "app/linecorrespondence.h"

#include <algorithm>

namespace warpscope::app {

LineCorrespondence::LineCorrespondence(const core::CompileResult& result)
    : m_entries(result.lineMap)
{
    int rank = 0;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const core::LineMapEntry& e = m_entries[i];
        if (e.ptxLines.empty() && e.sassLines.empty())
            continue;
        m_bySource[e.sourceLine] = i;
        m_colour[e.sourceLine] = rank++;
        for (int p : e.ptxLines)
            m_sourceOfPtx[p] = e.sourceLine;
        for (int s : e.sassLines)
            m_sourceOfSass[s] = e.sourceLine;
    }
}

std::vector<int> LineCorrespondence::ptxLinesFor(int sourceLine) const
{
    const auto it = m_bySource.find(sourceLine);
    return it == m_bySource.end() ? std::vector<int> {} : m_entries[it->second].ptxLines;
}

std::vector<int> LineCorrespondence::sassLinesFor(int sourceLine) const
{
    const auto it = m_bySource.find(sourceLine);
    return it == m_bySource.end() ? std::vector<int> {} : m_entries[it->second].sassLines;
}

int LineCorrespondence::sourceLineOfPtx(int ptxLine) const
{
    const auto it = m_sourceOfPtx.find(ptxLine);
    return it == m_sourceOfPtx.end() ? 0 : it->second;
}

int LineCorrespondence::sourceLineOfSass(int sassLine) const
{
    const auto it = m_sourceOfSass.find(sassLine);
    return it == m_sourceOfSass.end() ? 0 : it->second;
}

int LineCorrespondence::colourOf(int sourceLine) const
{
    const auto it = m_colour.find(sourceLine);
    return it == m_colour.end() ? -1 : it->second;
}

QMap<int, int> LineCorrespondence::sourceColours(int firstLine, int lastLine) const
{
    QMap<int, int> out;
    for (auto it = m_colour.lower_bound(firstLine); it != m_colour.end() && it->first <= lastLine; ++it)
        out.insert(it->first, it->second);
    return out;
}

QMap<int, int> LineCorrespondence::ptxColours(int firstLine, int lastLine) const
{
    QMap<int, int> out;
    for (auto it = m_bySource.lower_bound(firstLine); it != m_bySource.end() && it->first <= lastLine; ++it)
        for (int p : m_entries[it->second].ptxLines)
            out.insert(p, colourOf(it->first));
    return out;
}

QMap<int, int> LineCorrespondence::sassColours(int firstLine, int lastLine) const
{
    QMap<int, int> out;
    for (auto it = m_bySource.lower_bound(firstLine); it != m_bySource.end() && it->first <= lastLine; ++it)
        for (int s : m_entries[it->second].sassLines)
            out.insert(s, colourOf(it->first));
    return out;
}

int LineCorrespondence::nextBlock(const std::vector<int>& lines, int after)
{
    if (lines.empty())
        return 0;
    std::vector<int> sorted = lines;
    std::sort(sorted.begin(), sorted.end());
    // A block starts where the previous line is not its neighbour.
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const bool starts = i == 0 || sorted[i - 1] + 1 != sorted[i];
        if (starts && sorted[i] > after)
            return sorted[i];
    }
    return sorted.front();
}

} // namespace warpscope::app
