#pragma once

// The cp.async copies of one CTA that no wait has retired yet, and asynccheck over them.
//
// Model (docs/emulator.md, "Asynchronous copies"): a cp.async is issued by one thread, joins the
// thread's open group, and is retired by the first cp.async.wait_group / wait_all of that thread that
// covers its group. Retiring lands the copy (its bytes reach shared memory) if it has not landed yet.
// Under the default schedule every copy lands at the wait that retires it and reads its global source
// at issue; random schedules land some copies at issue and sample some sources at landing, as a GPU
// may. Whether a copy has landed is a fact about the data only: for asynccheck a copy is in flight from
// its issue until a wait of its thread retires it, whatever the schedule did with the data.

#include "core/emu/warp.h"

#include <array>
#include <cstdint>
#include <vector>

namespace warpscope::core::emu {

/// One issued, not yet retired cp.async of one thread.
struct PendingCopy {
    std::uint32_t warp = 0;
    std::uint32_t lane = 0;
    std::uint32_t pc = 0; ///< the cp.async
    std::uint64_t issue = 0; ///< the warp-instruction that issued it (one MemoryEvent per issue)
    std::uint32_t group = 0; ///< the thread's commit count when issued: its group
    std::uint32_t sharedOffset = 0; ///< CTA-relative destination
    std::uint64_t srcAddress = 0; ///< global source
    std::byte* dst = nullptr; ///< host address of the destination
    const std::byte* src = nullptr; ///< host address of the source (null when nothing is read)
    std::uint8_t bytes = 0; ///< cp-size: 4, 8 or 16
    std::uint8_t srcBytes = 0; ///< bytes read from the source (src-size; 0 with ignore-src); the rest is zero
    bool sampled = false; ///< data holds the source bytes
    bool landed = false; ///< the destination has been written
    std::array<std::byte, 16> data {};
};

/// A bulk copy (cp.async.bulk, TMA) into this CTA's shared memory whose mbarrier no thread has
/// observed yet: its bytes land at that observation, so a read of the range before it is stale.
struct BulkInFlight {
    std::uint64_t id = 0;
    std::uint64_t offset = 0; ///< CTA-relative destination range
    std::uint64_t bytes = 0;
    std::uint32_t pc = 0;
    std::uint32_t warp = 0;
    std::uint32_t lane = 0;
};

/// The in-flight cp.async copies of a CTA and the per-thread group counters.
class AsyncState {
public:
    /// Clears everything for a new CTA. random: the CTA runs under a random schedule whose completion
    /// choices come from seed.
    void reset(std::uint32_t threads, std::uint32_t sharedBytes, bool random, std::uint64_t seed);

    /// Whether the thread has cp.async copies no wait has retired.
    bool anyPending(std::uint32_t warp, std::uint32_t lane) const
    {
        const std::size_t t = std::size_t(warp) * kWarpSize + lane;
        return t < m_perThread.size() && m_perThread[t] != 0;
    }
    /// Copies in flight in the whole CTA.
    std::size_t inFlight() const { return m_inFlight; }
    /// Bulk copies into the CTA's shared memory whose barrier no thread has observed.
    std::size_t bulkInFlight() const { return m_bulk.size(); }
    /// Records a bulk copy into [offset, offset + bytes); returns its id for removeBulk.
    std::uint64_t addBulk(
        std::uint32_t warp, std::uint32_t lane, std::uint32_t pc, std::uint64_t offset, std::uint64_t bytes);
    /// The copy landed (a thread observed its barrier, or the CTA ended).
    void removeBulk(std::uint64_t id);

    /// Issues one copy (already bounds-checked); lands it at once when the schedule says so.
    void issue(Warp& w, PendingCopy copy);
    /// Closes the open group of the lanes of mask (cp.async.commit_group).
    void commit(const Warp& w, std::uint32_t mask);
    /// Retires, for the lanes of mask, every copy of a committed group except the newest `keep`
    /// groups (cp.async.wait_group keep); all = every copy, committed or not (cp.async.wait_all is
    /// commit_group then this).
    void retire(Warp& w, const Instr& in, std::uint32_t mask, std::uint32_t keep, bool all);
    /// Lands the copies of the lanes of mask now, retired or not (a thread that exits: a GPU finishes
    /// its copies, but nobody can wait for them, so they stay in flight for asynccheck).
    void landThreads(Warp& w, std::uint32_t mask);

    /// asynccheck: an access of `bytes` per lane at the shared offsets addr[lane] by the lanes of
    /// mask. Reports reads and overwrites of bytes an in-flight copy writes (a finding per lane, folded
    /// per line).
    void checkShared(
        Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addr, unsigned bytes, bool write);
    /// asynccheck for one lane's shared access over an in-flight bulk copy's destination; true when
    /// it reported one.
    bool checkBulk(Warp& w, const Instr& in, std::uint32_t lane, std::uint64_t offset, unsigned bytes, bool write);
    /// asynccheck: a store to global memory over the source of an in-flight copy.
    void checkGlobalStore(Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addr, unsigned bytes);
    /// The first in-flight copy writing a byte of [offset, offset + bytes), or nullptr.
    const PendingCopy* findShared(std::uint64_t offset, unsigned bytes) const;

    /// Random schedules: the next choice in [0, n).
    std::uint64_t draw(std::uint64_t n);
    std::uint64_t nextIssue() { return ++m_issues; }

private:
    void addShadow(const PendingCopy& c, int delta);

    /// per warp, in issue order: a wait scans only its own warp's copies
    std::vector<std::vector<PendingCopy>> m_copies;
    std::size_t m_inFlight = 0;
    std::vector<BulkInFlight> m_bulk;
    std::uint64_t m_bulkIds = 0;
    std::vector<PendingCopy> m_landed; ///< scratch: the copies a wait lands, for their events
    std::vector<std::uint32_t> m_perThread; ///< pending copies per thread
    std::vector<std::uint32_t> m_commits; ///< commit_group count per thread
    std::vector<std::uint16_t> m_shadow; ///< in-flight copies writing each 4-byte word of shared memory
    bool m_random = false;
    std::uint64_t m_rng = 0;
    std::uint64_t m_issues = 0;
};

/// Writes the copy's bytes to shared memory (sampling the source first if it has not been).
void landCopy(PendingCopy& c);
/// Sends the shared-memory writes of landed copies to the memory observers: one event per issuing
/// warp-instruction, async = true. The count copies belong to warp w, in issue order.
void emitLanded(Warp& w, const PendingCopy* copies, std::size_t count);
/// A memory event of an asynchronous copy (async = true) at pc: bytes per lane at addr[lane].
void emitAsync(Warp& w, std::uint32_t pc, std::uint32_t mask, const std::uint64_t* addr, ObservedSpace space,
    AccessKind kind, unsigned bytes);

/// asynccheck for an ordinary load, store or atomic (ld / st / atom / red, ldmatrix, stmatrix): call
/// only while copies are in flight. addr are the lanes' addresses in `space` (Generic: the generic
/// address map), bytes per lane.
void asyncCheckAccess(Warp& w, const Instr& in, std::uint32_t mask, const std::uint64_t* addr, MemSpace space,
    unsigned bytes, bool write);
/// Whether the CTA has copies in flight (the one test on the ordinary access paths).
inline bool asyncInFlight(const Warp& w)
{
    return w.cta->async && (w.cta->async->inFlight() != 0 || w.cta->async->bulkInFlight() != 0);
}

/// The CTA's async state, created on first use.
AsyncState& asyncState(Warp& w);

/// Whether thread (warp, lane) of the CTA has cp.async copies no wait has retired (for
/// cp.async.mbarrier.arrive and kernel-exit checks).
bool cpAsyncPending(const Cta& cta, std::uint32_t warp, std::uint32_t lane);
/// Completes now every cp.async of the lanes of mask, committed or not: lands them and retires them
/// (what cp.async.mbarrier.arrive waits for before its arrive-on). in locates events and findings.
void cpAsyncCompleteAll(Warp& w, const Instr& in, std::uint32_t mask);

} // namespace warpscope::core::emu
