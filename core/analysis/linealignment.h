#pragma once

#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// Which line of a baseline's source each line of the current source stands for, so per-line metrics
/// can be compared across an edit (lines moved) or across two versions of a kernel (strided and
/// coalesced copies). Lines equal after trimming spaces are matched along their longest common
/// subsequence (what diff does); between two matched anchors, lines that still look alike (an edit
/// that rewrote `out[i]` as `out[j]`) are paired in order, and the others count as inserted or removed.
/// Two files of thousands of lines that differ throughout (generated PTX) pair only their equal lines,
/// greedily in order, so the work stays near linear.
/// Returns a vector of current.size() + 1 entries indexed by 1-based current line: the 1-based
/// baseline line, or 0 for a line with no counterpart (an inserted line). Entry 0 is always 0.
std::vector<int> alignSourceLines(const std::vector<std::string>& baseline, const std::vector<std::string>& current);

/// Splits a source text into lines (without their end-of-line characters; "\r\n" and "\n").
std::vector<std::string> splitSourceLines(const std::string& text);

} // namespace warpscope::core::analysis
