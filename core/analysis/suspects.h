#pragma once

// Findings projected onto the outputs (issue 6 item 5): an output element is suspect when its last
// writer (provenance) is a thread that a finding names: the thread of an out-of-bounds, misaligned or
// uninitialised access, or either side of a race. A folded finding names one thread of its kind and
// place, so the projection marks that thread's writes, not every thread that hit the same line.

#include "core/analysis/provenance.h"
#include "core/exec/finding.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// The suspect elements of one output buffer, in ascending element order.
struct SuspectBuffer {
    std::string name;
    std::vector<std::uint64_t> elements;
    std::vector<int> findings; ///< parallel to elements: the index into the findings given
};

/// Whether a finding of this kind makes its thread's writes suspect.
bool marksSuspects(Finding::Kind kind);

/// Per buffer of the provenance (only those with at least one suspect element), the elements whose
/// last writer a finding names; the first such finding wins. Pure: no I/O.
std::vector<SuspectBuffer> findSuspects(const Provenance& provenance, const std::vector<Finding>& findings);

/// The index into the findings that makes `element` of `buffer` suspect, or -1.
int suspectFinding(const std::vector<SuspectBuffer>& suspects, const std::string& buffer, std::uint64_t element);

} // namespace warpscope::core::analysis
