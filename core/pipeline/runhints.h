#pragma once

// Hints beside a failed run's verdict: what to try next when the failure itself does not say why
// (issue 16: "a run that fails because of a race gives no hint to try --analyze").

#include "core/pipeline/runresult.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// What the run knows about the kernel's launch that makes a race a likely cause of wrong outputs.
struct RaceSignals {
    bool usesShared = false; ///< the entry reads or writes shared memory, or the launch gives it dynamic shared memory
    bool hasBarrier = false; ///< the entry has a CTA barrier (bar.sync / barrier.sync: __syncthreads)
};

/// The signals of entry `lowered` in the PTX module (its own body only; functions it calls are not
/// scanned), with the launch's dynamic shared bytes.
RaceSignals raceSignalsFromPtx(const std::string& ptx, const std::string& lowered, std::uint64_t dynamicShared);

/// The hints of a finished run: a "possible_race" hint when outputs mismatch on launches that
/// completed, no race finding explains them, the run was not analysed, and the kernel uses shared
/// memory (without a barrier, or with barriers that may be misplaced). Empty for a passing or stopped run.
std::vector<RunHint> runHints(const RunResult& r, const RaceSignals& s, bool analyzed);

} // namespace warpscope::core
