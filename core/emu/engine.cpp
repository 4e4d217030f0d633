// The grid: worker threads take CTAs in index order; finished CTAs are merged (findings, counters,
// observer sinks) strictly in CTA order, whichever worker ran them, so results do not depend on
// the number of threads.
#include "core/emu/engine.h"

#include "core/emu/ctarunner.h"
#include "core/emu/stopfinding.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <numeric>
#include <thread>

namespace warpscope::core::emu {

namespace {

/// The CTAs to run as sorted, merged, grid-clipped inclusive ranges; every CTA when none are given.
std::vector<std::pair<std::uint64_t, std::uint64_t>> sampledRanges(
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges, std::uint64_t gridCtas)
{
    if (ranges.empty())
        return gridCtas ? std::vector<std::pair<std::uint64_t, std::uint64_t>> {{0, gridCtas - 1}}
                        : std::vector<std::pair<std::uint64_t, std::uint64_t>> {};
    std::sort(ranges.begin(), ranges.end());
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
    for (auto [first, last] : ranges) {
        if (first >= gridCtas || first > last)
            continue;
        last = std::min(last, gridCtas - 1);
        if (!out.empty() && first <= out.back().second + 1)
            out.back().second = std::max(out.back().second, last);
        else
            out.emplace_back(first, last);
    }
    return out;
}

class Grid {
public:
    Grid(LaunchState& launch, const RunControl& control)
        : m_launch(launch)
        , m_control(control)
    {
        const auto& g = launch.grid;
        m_gridCtas = static_cast<std::uint64_t>(g[0]) * g[1] * g[2];
        m_shared.launch = &launch;
        m_shared.control = &control;
        for (ExecutionObserver* o : control.observers)
            if (o)
                m_shared.observers.push_back(o);
        buildRegisterImage();
        m_result.deviceOutput.fifoBytes = launch.printfFifo;
        const Schedule& sched = control.schedule;
        m_shared.randomSchedule = sched.random;
        m_shared.scheduleSeed = sched.seed;
        m_clusterMode = launch.geometry.explicitCluster || launch.prog->usesCluster;
        const auto& c = launch.geometry.cluster;
        m_clusterSize = m_clusterMode ? static_cast<std::uint64_t>(c[0]) * c[1] * c[2] : 1;
        // a sampled run (--blocks, --sample-blocks) takes single CTAs; clusters and cooperative grids
        // run whole, since their CTAs wait for one another
        const bool groups = m_clusterMode || launch.cooperative;
        m_ranges = sampledRanges(groups ? decltype(control.ctaRanges) {} : control.ctaRanges, m_gridCtas);
        for (const auto& [first, last] : m_ranges) {
            m_rangeStart.push_back(m_ctaCount);
            m_ctaCount += last - first + 1;
        }
        const std::uint64_t clusters = (groups ? m_gridCtas : m_ctaCount) / m_clusterSize;
        m_clustersPerGroup = launch.cooperative ? clusters : 1;
        m_groupCount = clusters / m_clustersPerGroup;
        if (sched.random) {
            // CTA (group) order: an affine permutation id -> (a * id + b) mod n with a coprime to n
            const std::uint64_t n = std::max<std::uint64_t>(m_groupCount, 1);
            m_permB = splitmix(sched.seed ^ 0x5DEECE66Dull) % n;
            m_permA = splitmix(sched.seed) % n | 1;
            while (std::gcd(m_permA, n) != 1)
                m_permA = (m_permA + 2) % (2 * n) | 1;
        }
    }

    EngineResult run()
    {
        unsigned threads = m_control.threads > 0 ? static_cast<unsigned>(m_control.threads)
                                                 : std::max(1u, std::thread::hardware_concurrency());
        if (m_launch.prog->orderedGlobalAtomics)
            threads = 1; // see Program::orderedGlobalAtomics
        // a random schedule's CTA order only means something (and is reproducible) on one worker;
        // a cooperative grid is one group of co-resident CTAs
        if (m_shared.randomSchedule || m_launch.cooperative)
            threads = 1;
        threads = static_cast<unsigned>(std::min<std::uint64_t>(threads, std::max<std::uint64_t>(m_groupCount, 1)));
        std::vector<std::thread> pool;
        for (unsigned t = 1; t < threads; ++t)
            pool.emplace_back([this] { work(); });
        work();
        for (auto& t : pool)
            t.join();
        return finish();
    }

private:
    void buildRegisterImage()
    {
        const Program& p = *m_launch.prog;
        m_shared.regImage.assign(p.regBytes, std::byte {0});
        for (const ConstInit& c : p.constants)
            for (int lane = 0; lane < kWarpSize; ++lane)
                std::memcpy(
                    m_shared.regImage.data() + c.offset + static_cast<std::size_t>(lane) * c.bytes, &c.bits, c.bytes);
    }

    static std::uint64_t splitmix(std::uint64_t z)
    {
        z += 0x9E3779B97F4A7C15ull;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    /// The group (CTA, cluster, or the whole cooperative grid) run n-th.
    std::uint64_t groupAt(std::uint64_t n) const
    {
        if (!m_shared.randomSchedule)
            return n;
        const unsigned __int128 x = static_cast<unsigned __int128>(m_permA) * n + m_permB;
        return static_cast<std::uint64_t>(x % m_groupCount);
    }

    /// The linear id of the k-th CTA to run (every CTA, or the sampled ones in ascending order).
    std::uint64_t idAt(std::uint64_t k) const
    {
        const auto it = std::upper_bound(m_rangeStart.begin(), m_rangeStart.end(), k);
        const std::size_t r = static_cast<std::size_t>(it - m_rangeStart.begin()) - 1;
        return m_ranges[r].first + (k - m_rangeStart[r]);
    }

    void work()
    {
        // an allocation failure on a worker thread would end the process (std::terminate): it halts
        // the launch with an out-of-memory finding instead
        try {
            if (m_clusterSize > 1 || m_clustersPerGroup > 1 || m_clusterMode)
                workGroups();
            else
                workLoop();
        } catch (const std::bad_alloc&) {
            m_shared.halt.store(HaltReason::Memory);
        }
    }

    void workLoop()
    {
        CtaRunner runner(m_shared);
        while (true) {
            if (m_shared.halt.load() != HaltReason::Running)
                return;
            const std::uint64_t n = m_next.fetch_add(1);
            if (n >= m_ctaCount)
                return;
            const std::uint64_t id = idAt(groupAt(n));
            if (id > m_shared.stopAt.load()) {
                if (m_shared.randomSchedule)
                    continue; // a later turn may be an earlier CTA
                return;
            }
            CtaOutcome out = runner.run(id);
            if (out.faulted)
                lowerStop(id);
            if (out.finished && m_control.progress)
                m_control.progress(m_done.fetch_add(1) + 1, m_ctaCount);
            deliver(std::move(out));
        }
    }

    void lowerStop(std::uint64_t id)
    {
        std::uint64_t cur = m_shared.stopAt.load();
        while (id < cur && !m_shared.stopAt.compare_exchange_weak(cur, id))
            ;
    }

    /// The CTAs of cluster c in rank order (x fastest), as linear CTA indices.
    void clusterCtas(std::uint64_t c, std::vector<std::uint64_t>& out) const
    {
        const auto& g = m_launch.grid;
        const auto& k = m_launch.geometry.cluster;
        const std::array<std::uint32_t, 3> n {g[0] / k[0], g[1] / k[1], g[2] / k[2]};
        const std::uint64_t cx = c % n[0], cy = (c / n[0]) % n[1], cz = c / (static_cast<std::uint64_t>(n[0]) * n[1]);
        for (std::uint32_t z = 0; z < k[2]; ++z)
            for (std::uint32_t y = 0; y < k[1]; ++y)
                for (std::uint32_t x = 0; x < k[0]; ++x)
                    out.push_back((cx * k[0] + x) + (cy * k[1] + y) * g[0] + (cz * k[2] + z) * g[0] * g[1]);
    }

    /// Co-resident CTAs (a cluster, or every CTA of a cooperative grid) on this worker, interleaved
    /// round by round so that one spinning or waiting for another lets the other run.
    void workGroups()
    {
        std::vector<std::unique_ptr<CtaRunner>> runners;
        std::vector<ClusterState> clusters;
        std::vector<std::uint64_t> ids;
        std::vector<std::uint32_t> order;
        std::uint64_t rng = m_shared.scheduleSeed;
        while (m_shared.halt.load() == HaltReason::Running) {
            const std::uint64_t n = m_next.fetch_add(1);
            if (n >= m_groupCount)
                return;
            const std::uint64_t group = groupAt(n);
            ids.clear();
            clusters.assign(m_clusterMode ? m_clustersPerGroup : 0, {});
            for (std::uint64_t c = 0; c < m_clustersPerGroup; ++c)
                clusterCtas(group * m_clustersPerGroup + c, ids);
            if (m_clustersPerGroup > 1 && !m_clusterMode)
                std::sort(ids.begin(), ids.end()); // a cooperative grid without clusters: CTA order
            const std::size_t count = ids.size();
            while (runners.size() < count)
                runners.push_back(std::make_unique<CtaRunner>(m_shared));
            for (std::size_t k = 0; k < clusters.size(); ++k)
                for (std::uint64_t r = 0; r < m_clusterSize; ++r)
                    clusters[k].ctas.push_back(&runners[k * m_clusterSize + r]->cta());
            std::vector<CtaOutcome> outs(count);
            std::vector<char> done(count, 0);
            for (std::size_t k = 0; k < count; ++k)
                runners[k]->begin(ids[k], outs[k], m_clusterMode ? &clusters[k / m_clusterSize] : nullptr,
                    static_cast<std::uint32_t>(k % m_clusterSize));
            order.resize(count);
            std::size_t left = count;
            bool faulted = false;
            while (left && !faulted) {
                for (std::uint32_t k = 0; k < count; ++k)
                    order[k] = k;
                if (m_shared.randomSchedule)
                    for (std::size_t k = count; k > 1; --k)
                        std::swap(order[k - 1], order[(rng = splitmix(rng)) % k]);
                bool any = false;
                for (std::uint32_t k : order) {
                    if (done[k])
                        continue;
                    bool progress = false;
                    if (runners[k]->round(outs[k], progress, false)) {
                        done[k] = 1;
                        --left;
                        faulted = faulted || outs[k].faulted;
                    }
                    any = any || progress;
                }
                bool woke = false; // mbarrier waiters of a stuck group time out once before it is a deadlock
                for (std::size_t k = 0; k < count && left && !any && !faulted; ++k)
                    woke = (!done[k] && runners[k]->timeoutWaits()) || woke;
                if (left && !any && !faulted && !woke) {
                    // nobody in the group can move: the first waiting CTA reports the deadlock
                    for (std::size_t k = 0; k < count; ++k)
                        if (!done[k]) {
                            runners[k]->deadlock();
                            outs[k].faulted = faulted = true;
                            done[k] = 1;
                            break;
                        }
                }
            }
            std::uint64_t firstFault = ~std::uint64_t(0);
            for (std::size_t k = 0; k < count; ++k)
                if (outs[k].faulted)
                    firstFault = std::min(firstFault, ids[k]);
            for (std::size_t k = 0; k < count; ++k) {
                runners[k]->end(outs[k]);
                // CTAs the group's fault interrupted count as run, so the fault's CTA is merged and reported
                if (!done[k] && ids[k] < firstFault)
                    outs[k].finished = true;
                if (outs[k].faulted)
                    lowerStop(ids[k]);
                if (outs[k].finished && m_control.progress)
                    m_control.progress(m_done.fetch_add(1) + 1, m_ctaCount);
                deliver(std::move(outs[k]));
            }
        }
    }

    /// Queues a CTA's outcome and merges the contiguous prefix of finished CTAs in order.
    void deliver(CtaOutcome out)
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_pending.emplace(out.linear, std::move(out));
        while (!m_pending.empty() && m_merged < m_ctaCount && m_pending.begin()->first == idAt(m_merged)) {
            CtaOutcome o = std::move(m_pending.begin()->second);
            m_pending.erase(m_pending.begin());
            merge(o);
            ++m_merged;
        }
    }

    void merge(CtaOutcome& o)
    {
        if (o.linear > m_shared.stopAt.load() || m_stoppedMerging)
            return;
        m_result.warpInstructions += o.warpInstructions;
        m_result.threadInstructions += o.threadInstructions;
        for (Finding& f : o.findings)
            addFinding(std::move(f));
        mergePrintf(o);
        for (std::size_t k = 0; k < o.sinks.size(); ++k)
            m_shared.observers[k]->endCta(o.info, std::move(o.sinks[k]));
        if (o.faulted || !o.finished)
            m_stoppedMerging = true; // the run ends here, as it would with one thread
        else
            ++m_finished;
    }

    /// Appends a CTA's printf lines while the launch's FIFO has room; the first line that does
    /// not fit ends the output, as a full FIFO drops what comes after it.
    void mergePrintf(CtaOutcome& o)
    {
        DeviceOutput& out = m_result.deviceOutput;
        if (out.truncated)
            return;
        for (PrintfLine& line : o.printfLines) {
            const std::uint64_t cost = printfFifoCost(line);
            if (out.usedBytes + cost > out.fifoBytes) {
                out.truncated = true;
                return;
            }
            out.usedBytes += cost;
            out.lines.push_back(std::move(line));
        }
        out.truncated = o.printfTruncated;
    }

    void addFinding(Finding f)
    {
        for (Finding& old : m_result.findings) {
            const bool sameStop = old.kind == f.kind
                && (f.kind == Finding::Kind::BudgetExceeded || f.kind == Finding::Kind::Cancelled
                    || f.kind == Finding::Kind::Deadline || f.kind == Finding::Kind::OutOfMemory);
            const bool sameFault = old.kind == f.kind && old.ptxLine == f.ptxLine && old.buffer == f.buffer
                && (f.kind == Finding::Kind::OutOfBounds || f.kind == Finding::Kind::Misaligned);
            if (sameStop)
                return;
            if (sameFault && m_launch.reportAll) {
                old.count += f.count;
                return;
            }
        }
        m_result.findings.push_back(std::move(f));
    }

    EngineResult finish()
    {
        // outcomes past a fault or a halt are still queued (they were not merged): drop them
        const HaltReason halt = m_shared.halt.load();
        const bool halted = halt != HaltReason::Running;
        if (halted && !hasStopFinding()) {
            // the CTA that reported the halt may sit behind one that never ran: its finding still counts
            for (auto& [linear, o] : m_pending)
                for (Finding& f : o.findings)
                    if (f.kind == haltKind(halt) && !hasStopFinding())
                        m_result.findings.push_back(std::move(f));
        }
        if (halted && !hasStopFinding())
            m_result.findings.push_back(gridStopFinding(halt, m_control, m_finished, m_ctaCount,
                m_finished < m_ctaCount ? idAt(m_finished) : 0, m_launch.grid));
        m_pending.clear();
        m_result.completed = m_finished == m_ctaCount && !halted;
        return std::move(m_result);
    }

    bool hasStopFinding() const
    {
        const Finding::Kind k = haltKind(m_shared.halt.load());
        return std::any_of(
            m_result.findings.begin(), m_result.findings.end(), [k](const Finding& f) { return f.kind == k; });
    }

    LaunchState& m_launch;
    const RunControl& m_control;
    GridShared m_shared;
    std::uint64_t m_gridCtas = 0;
    std::uint64_t m_ctaCount = 0; ///< CTAs this launch runs: the grid's, or the sampled ones
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_ranges; ///< inclusive, ascending, disjoint
    std::vector<std::uint64_t> m_rangeStart; ///< index of each range's first CTA in the run order
    bool m_clusterMode = false; ///< CTAs join ClusterStates (explicit clusters, or cluster instructions)
    std::uint64_t m_clusterSize = 1; ///< CTAs per cluster
    std::uint64_t m_clustersPerGroup = 1; ///< clusters run interleaved on one worker (all: cooperative)
    std::uint64_t m_groupCount = 0;
    std::uint64_t m_permA = 1; ///< random schedules: the group order's permutation
    std::uint64_t m_permB = 0;
    alignas(64) std::atomic<std::uint64_t> m_next {0}; ///< taken by every worker per CTA: a cache line of its own
    alignas(64) std::atomic<std::uint64_t> m_done {0};
    std::mutex m_mutex;
    std::map<std::uint64_t, CtaOutcome> m_pending;
    std::uint64_t m_merged = 0;
    std::uint64_t m_finished = 0;
    bool m_stoppedMerging = false;
    EngineResult m_result;
};

} // namespace

EngineResult runGrid(LaunchState& launch, const RunControl& control, const LaunchInfo* info)
{
    for (ExecutionObserver* o : control.observers)
        if (o && info)
            o->beginLaunch(*info);
    Grid grid(launch, control);
    EngineResult r = grid.run();
    for (ExecutionObserver* o : control.observers)
        if (o)
            o->endLaunch(r.completed);
    return r;
}

} // namespace warpscope::core::emu
