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
    /// The lanes of one warp access that fell in one watched buffer.
    struct Entry {
        std::uint32_t pc;
        std::uint32_t warp;
        std::uint32_t mask; ///< the lanes, each accessing `bytes` bytes
        std::uint32_t bytes;
        std::uint32_t first; ///< their offsets from the buffer's start: offsets()[first...], in lane order
        std::uint16_t buffer; ///< index into the watch's buffers
        AccessKind kind;
        bool contiguous; ///< a full warp back to back from offsets()[first]: that one offset is stored
    };
    struct Range {
        std::uint64_t begin;
        std::uint64_t end;
        bool poisoned; ///< loads matter only here (initcheck); stores everywhere (provenance)
    };
    explicit OutputWatchCta(const std::vector<Range>& ranges);
    /// `contiguous`: contiguousWarp() of the access.
    void onMemory(const MemoryEvent& e, bool contiguous);
    const std::vector<Entry>& entries() const { return m_entries; }
    const std::vector<std::uint64_t>& offsets() const { return m_offsets; }

private:
    /// True when [lo, hi) overlaps a watched buffer (a poisoned one when `poisonedOnly`).
    bool overlapsWatched(std::uint64_t lo, std::uint64_t hi, bool poisonedOnly) const;
    /// The watched buffer holding address `a`, or m_ranges.size().
    std::size_t rangeOf(std::uint64_t a) const;

    const std::vector<Range>& m_ranges;
    std::vector<Entry> m_entries;
    std::vector<std::uint64_t> m_offsets;
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
    /// A read of bytes no CTA up to this one has written: an `uninitialized` finding.
    void checkRead(const CtaInfo& cta, std::uint16_t buffer, std::uint64_t offset, std::uint32_t bytes,
        std::uint32_t pc, std::uint32_t thread);
    /// True when every lane of a store wrote one whole, aligned element of at most 64 bytes inside the
    /// buffer (the usual store), which recordElements() records without a division.
    bool wholeElements(
        const OutputWatchCta::Entry& e, const std::vector<std::uint64_t>& offsets, std::uint64_t bufferBytes) const;
    void recordElements(const OutputWatchCta::Entry& e, const std::vector<std::uint64_t>& offsets, std::uint32_t block);
    /// Marks `bytes` bytes at `offset` written and makes the thread their elements' last writer (any
    /// size and alignment; merge() records whole elements itself).
    void recordWrite(std::uint16_t buffer, std::uint64_t offset, std::uint32_t bytes, std::uint32_t block,
        std::uint32_t thread, std::uint32_t pc);

    const LaunchInfo* m_launch = nullptr;
    std::vector<WatchedBuffer> m_buffers;
    std::vector<OutputWatchCta::Range> m_ranges;
    std::vector<std::vector<std::uint64_t>> m_written; ///< per poisoned buffer, one bit per byte
    Provenance m_provenance;
    std::vector<bool> m_sitesUsed;
    std::vector<bool> m_exchange; ///< per pc: an atom.exch, whose old value is not an input of the store
    FindingSet m_findings;
};

} // namespace warpscope::core::analysis
