#pragma once

// Run-time state of the emulator: a launch (read-only while CTAs run), a CTA (owned by one worker
// thread) and its warps. Handlers (ops_*.cpp) see only these.

#include "core/emu/program.h"
#include "core/exec/approxmode.h"
#include "core/exec/deviceoutput.h"
#include "core/exec/finding.h"
#include "core/exec/observer.h"

#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace warpscope::core::emu {

/// A mapped piece of the global space: a launch buffer or the module's .global variables.
struct MemRegion {
    std::uint64_t base = 0;
    std::uint64_t size = 0;
    std::byte* host = nullptr;
    std::string name; ///< "buffer 'c'" style name for messages
    std::string shortName; ///< "c"
    int buffer = -1;
};

/// %nsmid when the launch's architecture is not in gpus.json (launchcheck.cpp fills the real count from
/// there): an H100 SXM's 132 SMs, the default GPU of the emulator (sm_90).
inline constexpr std::uint32_t kFallbackSmCount = 132;

/// What special registers read beyond a thread's own indices: the cluster shape, the GPU's SM count,
/// the grid id and the driver's environment registers. Kept in one place so that cooperative and
/// cluster launches fill it; the defaults are those of a plain launch (one CTA per cluster).
struct LaunchGeometry {
    std::array<std::uint32_t, 3> cluster {1, 1, 1}; ///< CTAs per cluster
    bool explicitCluster = false; ///< launched with a cluster shape (%is_explicit_cluster)
    std::uint32_t smCount = kFallbackSmCount; ///< %nsmid; %smid is the CTA's linear index modulo this
    std::uint32_t gridId = 1; ///< %gridid
    std::array<std::uint32_t, 32> envreg {}; ///< %envreg0..31, 0 unless a launch mode sets them
    std::uint32_t reservedShared = 0; ///< bytes of the reserved region (0 when not used)
    std::uint32_t reservedSharedOffset = 0; ///< where it starts in the CTA's shared block
};

/// Everything a launch shares between its CTAs; read-only while they run.
struct LaunchState {
    const Program* prog = nullptr;
    std::array<std::uint32_t, 3> grid {1, 1, 1};
    std::array<std::uint32_t, 3> block {1, 1, 1};
    std::uint32_t threadsPerCta = 1;
    std::uint32_t warpsPerCta = 1;
    std::uint32_t dynamicShared = 0;
    std::uint64_t printfFifo = kDefaultPrintfFifo; ///< bytes of printf output kept for the launch
    std::uint32_t sharedBytes = 0; ///< static + dynamic (+ the reserved region when used)
    LaunchGeometry geometry;
    std::uint32_t localBytes = 0; ///< per thread: the program's .local variables + the call stack
    std::uint32_t callDepth = 0; ///< return addresses per lane (the stack bounds recursion)
    std::vector<std::byte> params; ///< the kernel's parameter block
    std::vector<std::byte> constBank;
    std::vector<std::byte> globalVars; ///< module .global variables (mutable; CTAs share them)
    std::vector<MemRegion> regions; ///< sorted by base
    bool reportAll = false;
    ApproxMode approx; ///< read by the worst-case handlers only (the program's handlers were swapped for them)
    bool cooperative = false; ///< every CTA co-resident, interleaved on one worker
    bool wantInstructions = false;
    bool wantMemory = false;
    bool wantBarriers = false;
    bool wantRegisters = false;

    /// The region holding addr, or nullptr.
    const MemRegion* findRegion(std::uint64_t addr) const;
    /// The region nearest to addr (for "how far outside" messages), or nullptr when none.
    const MemRegion* nearestRegion(std::uint64_t addr) const;
};

struct Cta;
class AsyncState;
struct HopperUnits;
struct WgmmaState;

/// Distributed shared memory: a shared::cluster address is (rank + 1) * kClusterRankStride + offset;
/// below the stride it is the executing CTA's own shared memory (the shared::cta window is part of
/// the shared::cluster window, as in PTX).
inline constexpr std::uint64_t kClusterRankStride = std::uint64_t(1) << 24;

/// The CTAs of one thread-block cluster, run co-scheduled on one worker: distributed shared
/// memory (mapa, ld/st/atom .shared::cluster) and barrier.cluster.
struct ClusterState {
    std::vector<Cta*> ctas; ///< by %cluster_ctarank
    std::uint32_t phase = 0; ///< completed barrier.cluster phases
    std::uint32_t pc = 0; ///< the last barrier.cluster.arrive, for the observers' release event
};

/// The barrier id observers see for barrier.cluster (CTA barriers are 0..15).
inline constexpr std::uint32_t kClusterBarrierId = 16;

/// The observers' sinks for one CTA (empty without observers).
struct CtaSinks {
    std::vector<CtaObserver*> all;
    std::vector<CtaObserver*> memory;
    std::vector<CtaObserver*> barriers;
};

/// One warp: a structure-of-arrays register file (slot offset + lane * bytes) and the per-lane
/// program counters of the "lowest pc among ready lanes" scheduler.
struct Warp {
    std::byte* regs = nullptr;
    std::uint32_t pc = 0; ///< pc of the active group
    std::uint32_t active = 0; ///< lanes at pc that run together
    std::uint32_t nextWait = kNoPc; ///< lowest pc of a lane outside the group (merge point)
    std::uint32_t exited = 0; ///< exited lanes, and lanes beyond the block's thread count
    std::uint32_t barWait = 0; ///< lanes waiting at a CTA barrier
    std::uint32_t syncWait = 0; ///< lanes waiting at bar.warp.sync
    std::uint32_t collWait = 0; ///< lanes waiting for the rest of a collective's member mask
    std::uint32_t syncMember = 0; ///< union of the member masks bar.warp.sync waiters wait for
    std::uint32_t carry = 0; ///< CC.CF per lane for add.cc / addc
    std::uint32_t id = 0;
    std::array<std::uint32_t, 32> lanePc {};
    /// kNoPc, or the pc every lane of the warp was parked at by a whole-warp bar.sync: when the
    /// barrier releases them all, reschedule() resumes the full warp there without its lane scan
    std::uint32_t wholeAt = kNoPc;
    std::array<std::uint16_t, 32> depth {}; ///< call depth per lane
    std::uint32_t* retStack = nullptr; ///< [lane * maxDepth + level]
    std::byte* local = nullptr; ///< 32 frames of launch->localBytes
    const MemRegion* lastRegion = nullptr; ///< cache for the global fast path
    std::uint64_t executed = 0; ///< warp-instructions (also %clock)
    std::uint64_t threadInstructions = 0;
    Cta* cta = nullptr;
    const LaunchState* launch = nullptr;
    const Program* prog = nullptr;
    CtaSinks* sinks = nullptr; ///< null without memory/barrier observers
    bool wgmmaInFlight = false; ///< a wgmma.mma_async no wait_group retired: instructions are checked (wgmmacheck.h)

    template <class T> T* r(std::uint32_t off) { return reinterpret_cast<T*>(regs + off); }
    template <class T> const T* r(std::uint32_t off) const { return reinterpret_cast<const T*>(regs + off); }
    std::uint32_t& pred(std::uint32_t off) { return *reinterpret_cast<std::uint32_t*>(regs + off); }
    std::uint32_t ready() const { return ~(exited | barWait | syncWait | collWait); }

    /// Records the group's pc in lanePc for its lanes (before they leave the group).
    void park()
    {
        for (std::uint32_t m = active; m; m &= m - 1)
            lanePc[static_cast<unsigned>(std::countr_zero(m))] = pc;
    }
    /// Picks the lowest pc among ready lanes as the new group (joining collective waiters there).
    /// Returns false when no lane can run.
    bool reschedule();
};

/// Barrier state of a CTA (bar.sync / barrier.sync / bar.arrive / bar.red, ids 0..15).
struct BarrierState {
    std::uint32_t arrived = 0;
    std::uint32_t expected = 0; ///< 0: every non-exited thread of the CTA
    std::uint32_t pc = 0; ///< last arrival, for messages
    std::uint8_t redOp = 0; ///< 0 none, 1 popc, 2 and, 3 or
    std::uint32_t redValue = 0;
    std::array<std::uint32_t, 32> waiting {}; ///< per warp
    struct Pending {
        std::uint32_t warp;
        std::uint32_t mask;
        std::uint32_t slot;
        bool pred;
    };
    std::vector<Pending> pending; ///< bar.red destinations written at release
};

/// One CTA being run by one worker thread.
struct Cta {
    const LaunchState* launch = nullptr;
    std::array<std::uint32_t, 3> ctaid {0, 0, 0};
    std::uint64_t linear = 0;
    std::byte* shared = nullptr;
    Warp* warps = nullptr;
    std::uint32_t warpCount = 0;
    std::uint32_t threads = 0;
    std::uint32_t exitedThreads = 0;
    std::array<BarrierState, 16> bars {};
    std::uint32_t barsInUse = 0;
    std::vector<Finding> findings;
    bool stopped = false; ///< a fatal finding ended this CTA
    /// printf lines in execution order; a CTA stops collecting once it alone fills the FIFO
    std::vector<PrintfLine> printfLines;
    std::uint64_t printfBytes = 0;
    bool printfTruncated = false;
    CtaSinks sinks;
    ClusterState* cluster = nullptr; ///< set for CTAs of an explicit cluster
    std::uint32_t clusterRank = 0;
    std::vector<std::uint32_t> clusterTarget; ///< per thread: the phase its barrier.cluster arrival completes
    std::vector<std::uint32_t> clusterWaiting; ///< per warp: lanes blocked in barrier.cluster.wait
    /// cp.async copies in flight (asyncstate.h), created by the first cp.async of a launch
    std::shared_ptr<AsyncState> async;
    bool randomSchedule = false; ///< a random schedule: cp.async completion points are drawn too
    std::uint64_t scheduleSeed = 0; ///< with randomSchedule: this CTA's seed for those draws
    std::shared_ptr<HopperUnits> hopper; ///< mbarriers and bulk async-groups (mbarrier.h), made on first use
    std::shared_ptr<WgmmaState> wgmma; ///< wgmma operations in flight per warp (wgmmacheck.h), made on first use

    std::array<std::uint32_t, 3> threadOf(std::uint32_t warp, std::uint32_t lane) const
    {
        return threadIndexOf(launch->block, warp, lane);
    }
};

/// Releases CTA barrier `id` when every thread it waits for has arrived (or exited); returns
/// whether it did. Called on arrival and when threads exit.
bool tryReleaseBarrier(Cta& cta, std::uint32_t id);
/// After lanes exited: completes barriers and warp syncs that only waited for them.
void afterExit(Warp& w);
/// Completes the cluster's barrier phase when every thread arrived or exited, releasing the
/// lanes blocked in barrier.cluster.wait; returns whether it did.
bool tryReleaseClusterBarrier(ClusterState& cluster);

/// A finding located at the instruction, lane and CTA; also decides whether the run stops
/// (memory faults continue in reportAll mode). Returns the handler's Step.
Step raiseFinding(Warp& w, const Instr& in, std::uint32_t lane, Finding finding, bool fatal);

/// Sends a memory event to the CTA's memory observers.
void emitMemory(
    Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addresses, ObservedSpace space, AccessKind kind);

/// Runs fn(lane) for each lane of mask; the full-mask loop is a plain counted loop the compiler
/// can unroll and vectorise.
template <class F> inline void forLanes(std::uint32_t mask, F&& fn)
{
    if (mask == kFullMask) {
        for (int i = 0; i < kWarpSize; ++i)
            fn(i);
    } else {
        for (std::uint32_t m = mask; m; m &= m - 1)
            fn(std::countr_zero(m));
    }
}

/// Reads a T from unaligned host memory.
template <class T> inline T loadBytes(const std::byte* p)
{
    T v;
    std::memcpy(&v, p, sizeof(T));
    return v;
}
template <class T> inline void storeBytes(std::byte* p, T v)
{
    std::memcpy(p, &v, sizeof(T));
}

} // namespace warpscope::core::emu
