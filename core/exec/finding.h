#pragma once

#include "core/common/enginemessage.h"

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
        Assert, ///< "assert": a device assert() failed (__assertfail); stops the launch
        Printf, ///< "printf": a printf whose format string or arguments could not be read
        StackOverflow, ///< "stack_overflow": a call, alloca or recursion outgrew the per-thread stack
        Deadline, ///< "deadline": the run's time limit passed
        OutOfMemory, ///< "out_of_memory": an allocation failed while the launch ran
        AsyncHazard, ///< "async": asynccheck: shared memory touched while an async copy or wgmma is in flight
        Deadlock, ///< "deadlock": warps wait on an mbarrier phase that can never complete
        Other, ///< "other"
    };
    /// How much a finding weighs: an error fails the run (exit 1), a warning is reported beside the
    /// verdict and fails nothing by itself (compute-sanitizer's two levels, e.g. a race where both
    /// threads wrote the same value).
    enum class Severity { Error, Warning };
    Kind kind = Kind::Other;
    Severity severity = Severity::Error;
    std::string message; ///< a sentence naming the kernel, buffer, thread and what to do
    /// The same sentence as message ids and arguments, concatenated in order (the GUI translates
    /// them); empty where the engine has no id for it yet, or in a bundle from before ids.
    std::vector<EngineMessage> messageParts;
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
    /// The emulator schedule that showed it ("default", "random:SEED"; empty on the GPU), to replay
    /// it with warpscope-cli run --schedule.
    std::string schedule;
};

const char* findingKindName(Finding::Kind k);
/// Sets the finding's message to `what` (its id and arguments) and the English rendered from it.
void setFindingMessage(Finding& f, EngineMessage what);
/// " in kernel 'K', block (..), thread (..), PTX line N[, source line M]." for a located finding.
EngineMessage findingLocation(const Finding& f);
/// "error" or "warning" (JSON, messages).
const char* findingSeverityName(Finding::Severity s);
/// The severity named `name`; anything but "warning" is an error (old bundles carry none).
Finding::Severity findingSeverityFromName(const std::string& name);
/// Whether the finding fails a run: true for errors, false for warnings.
inline bool failsRun(const Finding& f)
{
    return f.severity == Finding::Severity::Error;
}

/// The finding that explains why a launch did not complete: a stop (budget, cancel, deadline, out of
/// memory) first, else the first finding (a fault); nullptr when there is none.
const Finding* stoppingFinding(const std::vector<Finding>& findings);
Finding::Kind findingKindFromName(const std::string& name);

} // namespace warpscope::core
