#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// Something the emulator or a sanitizer found while running a kernel (ARCHITECTURE §5, §8).
struct Finding {
    /// Stable kind names used in JSON and in task [[expect]] entries.
    enum class Kind {
        OutOfBounds, ///< "out_of_bounds"
        Misaligned, ///< "misaligned"
        Race, ///< "race": shared-memory hazard between barriers
        Uninitialized, ///< "uninitialized": read of memory never written
        DivergentBarrier, ///< "divergent_barrier"
        BadWarpSyncMask, ///< "bad_mask"
        Trap, ///< "trap": trap or brkpt executed
        BudgetExceeded, ///< "budget": instruction budget ran out
        Unsupported, ///< "unsupported": an instruction the emulator does not implement
        Cancelled, ///< "cancelled"
        Deadline, ///< "deadline": the run's time limit passed
        OutOfMemory, ///< "out_of_memory": an allocation failed while the launch ran
        Other, ///< "other"
    };
    Kind kind = Kind::Other;
    std::string message; ///< a sentence naming the kernel, buffer, thread and what to do
    std::string kernel;
    int sourceLine = 0; ///< 0 when unknown
    int ptxLine = 0;
    std::array<std::uint32_t, 3> block {0, 0, 0};
    std::array<std::uint32_t, 3> thread {0, 0, 0};
    std::uint64_t address = 0;
    std::string buffer; ///< the allocation touched (or nearest), empty when none
    std::int64_t offset = 0; ///< byte offset relative to the buffer's start (negative: before it)
    std::string space; ///< "global", "shared", "local", "param", "const"
    /// The other side of a race: its thread and line.
    std::array<std::uint32_t, 3> otherThread {0, 0, 0};
    int otherSourceLine = 0;
    int otherPtxLine = 0;
    std::uint64_t count = 1; ///< how many occurrences were folded into this one (deduplication)
};

const char* findingKindName(Finding::Kind k);

/// The finding that explains why a launch did not complete: a stop (budget, cancel, deadline, out of
/// memory) first, else the first finding (a fault); nullptr when there is none.
const Finding* stoppingFinding(const std::vector<Finding>& findings);
Finding::Kind findingKindFromName(const std::string& name);

} // namespace warpscope::core
