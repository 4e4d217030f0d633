// The grid: worker threads take CTAs in index order; finished CTAs are merged (findings, counters,
// observer sinks) strictly in CTA order, whichever worker ran them, so results do not depend on
// the number of threads.
#include "core/emu/engine.h"

#include "core/emu/ctarunner.h"
#include "core/emu/stopfinding.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <new>
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
        m_ranges = sampledRanges(control.ctaRanges, m_gridCtas);
        for (const auto& [first, last] : m_ranges) {
            m_rangeStart.push_back(m_ctaCount);
            m_ctaCount += last - first + 1;
        }
        m_shared.launch = &launch;
        m_shared.control = &control;
        for (ExecutionObserver* o : control.observers)
            if (o)
                m_shared.observers.push_back(o);
        buildRegisterImage();
    }

    EngineResult run()
    {
        unsigned threads = m_control.threads > 0 ? static_cast<unsigned>(m_control.threads)
                                                 : std::max(1u, std::thread::hardware_concurrency());
        if (m_launch.prog->orderedGlobalAtomics)
            threads = 1; // see Program::orderedGlobalAtomics
        threads = static_cast<unsigned>(std::min<std::uint64_t>(threads, std::max<std::uint64_t>(m_ctaCount, 1)));
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
            workLoop();
        } catch (const std::bad_alloc&) {
            m_shared.halt.store(kHaltMemory);
        }
    }

    void workLoop()
    {
        CtaRunner runner(m_shared);
        while (true) {
            if (m_shared.halt.load())
                return;
            const std::uint64_t k = m_next.fetch_add(1);
            if (k >= m_ctaCount)
                return;
            const std::uint64_t id = idAt(k);
            if (id > m_shared.stopAt.load())
                return;
            CtaOutcome out = runner.run(id);
            if (out.faulted) {
                std::uint64_t cur = m_shared.stopAt.load();
                while (id < cur && !m_shared.stopAt.compare_exchange_weak(cur, id))
                    ;
            }
            if (out.finished && m_control.progress)
                m_control.progress(m_done.fetch_add(1) + 1, m_ctaCount);
            deliver(std::move(out));
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
        for (std::size_t k = 0; k < o.sinks.size(); ++k)
            m_shared.observers[k]->endCta(o.info, std::move(o.sinks[k]));
        if (o.faulted || !o.finished)
            m_stoppedMerging = true; // the run ends here, as it would with one thread
        else
            ++m_finished;
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
        const int halt = m_shared.halt.load();
        if (halt && !hasStopFinding()) {
            // the CTA that reported the halt may sit behind one that never ran: its finding still counts
            for (auto& [linear, o] : m_pending)
                for (Finding& f : o.findings)
                    if (f.kind == haltKind(halt) && !hasStopFinding())
                        m_result.findings.push_back(std::move(f));
        }
        if (halt && !hasStopFinding())
            m_result.findings.push_back(gridStopFinding(halt, m_control, m_finished, m_ctaCount,
                m_finished < m_ctaCount ? idAt(m_finished) : 0, m_launch.grid));
        // outcomes past a fault or a halt are still queued (they were not merged): drop them
        m_pending.clear();
        m_result.completed = m_finished == m_ctaCount && !halt;
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
    std::atomic<std::uint64_t> m_next {0};
    std::atomic<std::uint64_t> m_done {0};
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
