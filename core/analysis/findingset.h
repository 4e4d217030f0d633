#pragma once

// Sanitizer findings, located and deduplicated: one finding per kind, severity and source line (per PTX line
// when the PTX has no .loc), the first occurrence in CTA order kept with its block and thread, the
// others folded into its count.

#include "core/common/tripletext.h"
#include "core/exec/finding.h"
#include "core/exec/observer.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace warpscope::core::analysis {

/// A finding at pc for lane `lane` of warp `warp` of the CTA, with kernel, lines, block and thread
/// filled and the location appended to `what`; `advice` ends the message (what to do). The message
/// is kept both in English and as its parts (what, where, advice).
Finding locatedFinding(const LaunchInfo& launch, const CtaInfo& cta, Finding::Kind kind, std::uint32_t pc,
    std::uint32_t warp, std::uint32_t lane, EngineMessage what, EngineMessage advice);

/// The source name of a shared variable: "tile" for the PTX name "_ZZ15transpose_tiledE4tile".
std::string sourceName(const std::string& ptxName);

/// The shared variable holding byte `offset`, as "shared variable 'tile' (byte 132)"; a plain offset
/// when no variable covers it.
EngineMessage sharedPlace(const LaunchInfo& launch, std::uint64_t offset);

/// Findings keyed by kind and place; insertion order is kept.
class FindingSet {
public:
    /// True when the finding was new (its key had not been seen).
    bool add(Finding f);
    bool contains(
        Finding::Kind kind, int ptxLine, int sourceLine, Finding::Severity severity = Finding::Severity::Error) const;
    /// Counts one more occurrence of a known finding; false when there is none yet (build and add it).
    bool bump(Finding::Kind kind, int ptxLine, int sourceLine, Finding::Severity severity = Finding::Severity::Error);
    void merge(const FindingSet& other);
    const std::vector<Finding>& findings() const { return m_findings; }
    bool empty() const { return m_findings.empty(); }

private:
    std::vector<Finding> m_findings;
    std::map<std::pair<int, int>, std::size_t> m_at;
};

} // namespace warpscope::core::analysis
