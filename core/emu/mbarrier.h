#pragma once

// The Hopper asynchronous units of one CTA: mbarrier objects (mbarrier.*, the complete_tx side of
// cp.async.bulk and TMA) and the bulk async-groups of cp.async.bulk ... .bulk_group.
//
// A barrier's state lives here, keyed by its shared-memory offset, not in the 8 bytes the kernel
// allocated for it: those bytes hold an image of the state (see imageOf) that every operation
// compares with what it left there, so a kernel that overwrites a live barrier with an ordinary
// store is reported. Copies that complete on a barrier are deferred: their bytes land when a thread
// observes the barrier (test_wait / try_wait), so a read before the wait sees stale data, as it can
// on a GPU.

#include "core/emu/warp.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace warpscope::core::emu {

/// Lanes of one warp blocked in mbarrier.test_wait / try_wait until a phase completes.
struct MbarrierWaiter {
    std::uint32_t warp = 0;
    std::uint32_t lanes = 0;
    std::uint32_t pred = 0; ///< predicate slot set to true for these lanes when the phase completes
    bool parity = false; ///< waits for the phase of parity `value` (else for phase number `value`) to complete
    std::uint32_t value = 0;
    std::uint32_t pc = 0;
};

/// A copy whose bytes have not landed yet: land() writes them and reports the observer events.
struct DeferredCopy {
    std::function<void()> land;
    std::uint32_t bytes = 0; ///< the tx-count it completes on its barrier (0 for bulk-group copies)
};

/// One mbarrier object.
struct Mbarrier {
    bool valid = false; ///< between mbarrier.init and mbarrier.inval
    std::uint32_t expected = 0; ///< arrivals per phase (the init count, less arrive_drop's)
    std::uint32_t pending = 0; ///< arrivals still missing in the current phase
    std::int64_t tx = 0; ///< bytes expected (expect_tx) and not yet completed (complete_tx)
    std::uint32_t phase = 0; ///< completed phases
    std::uint64_t image = 0; ///< the 8 bytes the emulator last wrote into shared memory
    std::uint32_t lastPc = 0; ///< last operation, for findings after the kernel ends
    std::uint32_t lastWarp = 0;
    std::uint32_t lastLane = 0;
    bool txUsed = false; ///< expect_tx was used: undelivered bytes are reported at the end
    bool overwriteReported = false;
    std::vector<MbarrierWaiter> waiters;
    std::vector<DeferredCopy> copies;
};

/// The mbarriers and bulk async-groups of one CTA (Cta::hopper), created on first use.
struct HopperUnits {
    std::map<std::uint32_t, Mbarrier> bars; ///< by shared-memory offset
    std::uint64_t epoch = 1; ///< bumped by every change of any barrier's state
    /// (warp, pc) of waits woken by a timeout, and the epoch then: a wait that times out again at the
    /// same place with nothing changed since can never complete
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint64_t> timedOut;
    /// per thread (warp * 32 + lane): committed bulk groups, oldest first, and the open group
    std::map<std::uint32_t, std::vector<std::vector<DeferredCopy>>> committed;
    std::map<std::uint32_t, std::vector<DeferredCopy>> open;
};

/// The barrier id observers see when an mbarrier phase completes (CTA barriers are 0..15, 16 is the cluster's).
inline constexpr std::uint32_t kMbarrierBarrierId = 17;

/// The CTA's units, created on first use.
HopperUnits& hopperOf(Cta& cta);

/// Where an mbarrier operand points: the CTA whose shared memory holds it and the offset there.
struct BarrierRef {
    Cta* owner = nullptr;
    std::uint32_t offset = 0;
};

/// Resolves lane's address (space Shared, shared::cluster or a generic shared address) to its barrier;
/// raises an out-of-bounds / misaligned finding and returns owner null when it is not a barrier slot.
BarrierRef resolveBarrier(Warp& w, const Instr& in, int lane, std::uint64_t addr, Step& step);

/// The live barrier at ref, or nullptr after raising the "used before init / after inval" finding.
Mbarrier* liveBarrier(Warp& w, const Instr& in, int lane, const BarrierRef& ref, EngineMessage op, Step& step);

/// "shared offset 64 (variable 'bar', byte 0)" for messages.
EngineMessage describeBarrier(const Cta& owner, std::uint32_t offset);

/// Writes the barrier's state image into its 8 bytes (after every change).
void storeImage(Cta& owner, std::uint32_t offset, Mbarrier& b);
/// Reports, once, that the 8 bytes no longer hold the image the emulator left (an ordinary store).
void checkImage(Warp& w, const Instr& in, int lane, const BarrierRef& ref, Mbarrier& b);

/// Counts `count` arrivals (after landing deferred copies when only bytes are missing). Returns the
/// number of phases that completed; excess receives arrivals that found a phase with no arrival left
/// to count (it waits only for bytes): undefined behaviour in PTX, reported by the caller.
std::uint32_t arriveOn(Cta& owner, std::uint32_t offset, Mbarrier& b, std::uint32_t count, std::uint32_t& excess);
/// Adds (expect_tx) or removes (complete_tx) tx bytes; completes the phase when nothing is missing.
void changeTx(Cta& owner, std::uint32_t offset, Mbarrier& b, std::int64_t delta);
/// Lands the barrier's deferred copies (their complete_tx included).
void landCopies(Cta& owner, std::uint32_t offset, Mbarrier& b);
/// Defers a copy completing on barrier ref; lands it at once when a thread already waits there.
void deferCopy(const BarrierRef& ref, DeferredCopy copy);

/// Whether a wait for (parity, value) is satisfied by the barrier's current phase.
bool waitSatisfied(const Mbarrier& b, bool parity, std::uint32_t value);

/// No warp of the CTA can move: lands every deferred copy and, if that completes nothing, wakes the
/// mbarrier waiters with "not complete" (test_wait's answer, try_wait's time limit) unless every one
/// of them already timed out at the same instruction with no barrier changed since. Returns whether
/// any lane can run again.
bool timeoutMbarrierWaits(Cta& cta);
/// The deadlock finding of warp `warp` when it waits on an mbarrier: fills f, lanes and pc.
bool describeMbarrierDeadlock(Cta& cta, std::uint32_t warp, Finding& f, std::uint32_t& lanes, std::uint32_t& pc);
/// The CTA has ended: lands every deferred copy and bulk group, and reports expect_tx bytes that
/// never arrived.
void finishHopperUnits(Cta& cta);

} // namespace warpscope::core::emu
