// The grid: worker threads take CTAs in index order; finished CTAs are merged (findings, counters,
// observer sinks) strictly in CTA order, whichever worker ran them, so results do not depend on
// the number of threads.
#include "core/emu/engine.h"

#include "core/emu/ctarunner.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <thread>

namespace warpscope::core::emu {

namespace {

class Grid {
public:
    Grid(LaunchState& launch, const RunControl& control)
        : m_launch(launch)
        , m_control(control)
    {
        const auto& g = launch.grid;
        m_ctaCount = static_cast<std::uint64_t>(g[0]) * g[1] * g[2];
        m_shared.launch = &launch;
        m_shared.control = &control;
        for (ExecutionObserver* o : control.observers)
            if (o)
                m_shared.observers.push_back(o);
        buildRegisterImage();
        m_result.deviceOutput.fifoBytes = launch.printfFifo;
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

    void work()
    {
        CtaRunner runner(m_shared);
        while (true) {
            if (m_shared.halt.load())
                return;
            const std::uint64_t id = m_next.fetch_add(1);
            if (id >= m_ctaCount || id > m_shared.stopAt.load())
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
        while (!m_pending.empty() && m_pending.begin()->first == m_merged) {
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
            const bool sameStop
                = old.kind == f.kind && (f.kind == Finding::Kind::BudgetExceeded || f.kind == Finding::Kind::Cancelled);
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
        m_pending.clear();
        m_result.completed = m_finished == m_ctaCount && !m_shared.halt.load();
        return std::move(m_result);
    }

    LaunchState& m_launch;
    const RunControl& m_control;
    GridShared m_shared;
    std::uint64_t m_ctaCount = 0;
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
