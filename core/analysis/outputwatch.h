#pragma once

// What happens to the output buffers during the analysed launch: each CTA logs its global accesses
// to them in execution order; the observer replays the logs in CTA order (the contract's endCta
// order), which makes the merged state deterministic. The replay records provenance (the last writer
// of every element) and finds reads of output bytes that nothing wrote yet in this launch (initcheck
// on global memory: outputs start poisoned; inputs, inout and scratch buffers count as written).

#include "core/analysis/findingset.h"
#include "core/analysis/provenance.h"
#include "core/exec/observer.h"

#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// A launch buffer the analysis follows (by LaunchRequest::buffers index).
struct WatchedBuffer {
    int index = -1;
    std::string name;
    std::uint32_t elementBytes = 4;
    bool poisoned = false; ///< role output: its bytes start unwritten (initcheck)
};

/// One CTA's accesses to watched buffers, in execution order.
class OutputWatchCta {
public:
    /// `lanes` consecutive threads from `thread` on, each accessing `bytes` bytes, back to back from
    /// `offset` (a coalesced warp access is one entry; anything else one entry per lane).
    struct Entry {
        std::uint64_t offset; ///< from the buffer's start
        std::uint32_t bytes;
        std::uint32_t pc;
        std::uint32_t thread; ///< linear in the CTA
        std::uint16_t buffer; ///< index into the watch's buffers
        std::uint8_t lanes;
        AccessKind kind;
    };
    struct Range {
        std::uint64_t begin;
        std::uint64_t end;
    };
    explicit OutputWatchCta(const std::vector<Range>& ranges);
    void onMemory(const MemoryEvent& e);
    const std::vector<Entry>& entries() const { return m_entries; }

private:
    const std::vector<Range>& m_ranges;
    std::vector<Entry> m_entries;
};

/// The merged state of every CTA seen so far.
class OutputWatch {
public:
    /// Maps the watched buffers to their launch addresses; buffers the launch lacks are skipped.
    void begin(const LaunchInfo& launch, const std::vector<WatchedBuffer>& buffers);
    std::unique_ptr<OutputWatchCta> createCta() const;
    /// Replays one CTA's log; called in ascending CTA order.
    void merge(const CtaInfo& cta, const OutputWatchCta& log);
    const FindingSet& findings() const { return m_findings; }
    Provenance takeProvenance();

private:
    void replay(const CtaInfo& cta, std::uint16_t buffer, std::uint64_t offset, std::uint32_t bytes, std::uint32_t pc,
        std::uint32_t thread, AccessKind kind);

    const LaunchInfo* m_launch = nullptr;
    std::vector<WatchedBuffer> m_buffers;
    std::vector<OutputWatchCta::Range> m_ranges;
    std::vector<std::vector<std::uint8_t>> m_written; ///< per poisoned buffer, one flag per byte
    Provenance m_provenance;
    std::vector<bool> m_sitesUsed;
    FindingSet m_findings;
};

} // namespace warpscope::core::analysis
