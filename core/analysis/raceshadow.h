#pragma once

// The exact half of racecheck (racecheck.h): shared-memory hazards between two threads of different
// warps with no barrier between them (write-after-write, write-after-read, read-after-write), found
// access by access and reported with both threads and both lines. Shadow state per byte, as
// compute-sanitizer tracks it, so two threads writing different bytes of one word (byte counters)
// are no race: which warps wrote and read the byte in the current barrier interval (the writer, the
// first reader, and the first reader from another warp) and the value the writer left. The thread and
// pc of each of those accesses sit in side arrays, read only to report a hazard. A write-after-write
// whose bytes all equal what the other warp wrote is a warning ("same value written"), not an error.
// Accesses by lanes of one warp are treated as ordered (the emulator runs a warp's lanes in
// lockstep); atomics are not passed in. Both limits are in docs/analysis.md.

#include "core/analysis/findingset.h"
#include "core/exec/observer.h"

#include <vector>

namespace warpscope::core::analysis {

class RaceShadow {
public:
    RaceShadow(const LaunchInfo& launch, const CtaInfo& cta);
    /// A plain (non-atomic) shared load or store; hazards go into `findings`. `values`: for a store,
    /// the bytes each active lane wrote, lane after lane (width bytes each, in ascending lane order);
    /// null when unknown, and then every write-after-write counts as writing a different value.
    void onMemory(const MemoryEvent& e, FindingSet& findings, const std::uint8_t* values = nullptr);
    /// Starts a new barrier interval: what came before cannot race with what follows.
    void newInterval() { ++m_epoch; }

private:
    /// Warps are stored as warp + 1 (a block has at most 32 warps); 0 is "none this interval".
    struct Byte {
        std::uint32_t epoch = 0; ///< the interval the fields belong to; 0: none yet
        std::uint8_t writer = 0;
        std::uint8_t reader = 0;
        std::uint8_t otherReader = 0; ///< the first reader from a warp other than `reader`
        std::uint8_t value = 0; ///< what the writer wrote
    };
    /// Who made one of the recorded accesses.
    struct Site {
        std::uint32_t thread = 0; ///< linear thread index in the CTA
        std::uint32_t pc = 0;
    };
    /// The worst hazard one lane's access met, over its bytes.
    enum class Hazard { None, SameValueWrite, ReadAfterWrite, WriteAfterRead, WriteAfterWrite };
    struct Found {
        Hazard hazard = Hazard::None;
        Site other;
        std::uint64_t offset = 0;
    };
    struct Access {
        const MemoryEvent& event;
        std::uint32_t lane;
        Site site;
        std::uint8_t warp; ///< event.warp + 1
    };
    void load(std::uint64_t b, const Access& a, Found& found);
    void store(std::uint64_t b, const Access& a, std::uint8_t value, bool known, Found& found);
    void report(const Access& a, const Found& found, FindingSet& findings);

    const LaunchInfo& m_launch;
    CtaInfo m_cta;
    std::vector<Byte> m_bytes;
    std::vector<Site> m_writeAt;
    std::vector<Site> m_readAt;
    std::vector<Site> m_otherReadAt;
    std::uint32_t m_epoch = 1;
};

} // namespace warpscope::core::analysis
