// The observer contract (core/exec/observer.h): memory events carry the 32 addresses and the mask,
// instruction events the masks and the registers, barrier events arrivals and releases; endCta comes
// once per CTA in ascending order whatever the number of worker threads, so merged results agree.
#include "emutest.h"

#include "core/exec/observer.h"

#include <QTest>
#include <algorithm>
#include <bit>

#include <mutex>

using namespace emutest;

namespace {

struct MemoryRecord {
    std::uint32_t pc;
    std::uint32_t warp;
    std::uint32_t mask;
    ObservedSpace space;
    AccessKind kind;
    std::uint8_t bytes;
    int ptxLine;
    std::array<std::uint64_t, 32> addresses;
};

class RecordingCta : public CtaObserver {
public:
    void onInstruction(const InstructionEvent& e) override
    {
        ++instructions;
        if (traced && e.registers && e.pc == tracePc && e.warp == 0 && ((e.executedMask >> 5) & 1u))
            traceValue = static_cast<std::int64_t>(e.registers->read(*traced, 5));
    }
    void onMemory(const MemoryEvent& e) override
    {
        MemoryRecord r {e.pc, e.warp, e.activeMask, e.space, e.kind, e.bytes, e.ptxLine, {}};
        std::copy(e.addresses, e.addresses + 32, r.addresses.begin());
        memory.push_back(r);
    }
    void onBarrier(const BarrierEvent& e) override { barriers.push_back(e); }

    std::uint64_t instructions = 0;
    std::vector<MemoryRecord> memory;
    std::vector<BarrierEvent> barriers;
    const ObservedRegister* traced = nullptr;
    std::uint32_t tracePc = 0;
    std::int64_t traceValue = -1;
};

class Recorder : public ExecutionObserver {
public:
    Interest interest() const override
    {
        Interest i;
        i.instructions = true;
        i.memory = true;
        i.barriers = true;
        i.registers = true;
        return i;
    }
    void beginLaunch(const LaunchInfo& info) override
    {
        launch = info;
        for (const auto& r : launch.registers)
            if (r.name == "%r6")
                traced = &r;
        for (std::size_t pc = 0; pc < launch.instructions.size(); ++pc)
            if (launch.instructions[pc].opcode == "mul.lo.s32")
                tracePc = static_cast<std::uint32_t>(pc);
    }
    std::unique_ptr<CtaObserver> createCta(const CtaInfo&) override
    {
        auto c = std::make_unique<RecordingCta>();
        c->traced = traced;
        c->tracePc = tracePc;
        std::lock_guard<std::mutex> lock(mutex);
        ++created;
        return c;
    }
    void endCta(const CtaInfo& cta, std::unique_ptr<CtaObserver> sink) override
    {
        order.push_back(cta.linear);
        auto* r = static_cast<RecordingCta*>(sink.get());
        for (const auto& m : r->memory)
            memory.push_back(m);
        barriers.insert(barriers.end(), r->barriers.begin(), r->barriers.end());
        instructions += r->instructions;
        if (r->traceValue >= 0)
            traces.push_back(r->traceValue);
    }
    void endLaunch(bool ok) override { completed = ok; }

    LaunchInfo launch;
    std::mutex mutex;
    int created = 0;
    std::vector<std::uint64_t> order;
    std::vector<MemoryRecord> memory;
    std::vector<BarrierEvent> barriers;
    std::uint64_t instructions = 0;
    std::vector<std::int64_t> traces;
    const ObservedRegister* traced = nullptr;
    std::uint32_t tracePc = 0;
    bool completed = false;
};

/// Every instruction event of a launch (`everything`), or only the per-pc tallies and the diverged
/// events (the analysis's cheaper interests), CTA by CTA in merge order.
class InstructionLog : public ExecutionObserver {
public:
    explicit InstructionLog(bool everything)
        : m_everything(everything)
    { }
    struct Cta : CtaObserver {
        void onInstruction(const InstructionEvent& e) override { events.push_back(e); }
        void onInstructionCounts(const std::vector<InstructionCount>& c) override
        {
            counts = c;
            ++countCalls;
        }
        std::vector<InstructionEvent> events;
        std::vector<InstructionCount> counts;
        int countCalls = 0;
    };
    Interest interest() const override
    {
        Interest i;
        i.instructions = m_everything;
        i.instructionCounts = !m_everything;
        i.divergedInstructions = !m_everything;
        return i;
    }
    void beginLaunch(const LaunchInfo& info) override { launch = info; }
    std::unique_ptr<CtaObserver> createCta(const CtaInfo&) override { return std::make_unique<Cta>(); }
    void endCta(const CtaInfo& cta, std::unique_ptr<CtaObserver> sink) override
    {
        auto* c = static_cast<Cta*>(sink.get());
        for (auto& e : c->events)
            e.registers = nullptr;
        ctas.push_back({cta, std::move(c->events), std::move(c->counts), c->countCalls});
    }
    struct Done {
        CtaInfo info;
        std::vector<InstructionEvent> events;
        std::vector<InstructionCount> counts;
        int countCalls;
    };
    LaunchInfo launch;
    std::vector<Done> ctas;

private:
    bool m_everything;
};

} // namespace

class TestEmuObserver : public QObject {
    Q_OBJECT
private slots:
    void eventsAndOrder_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 worker") << 1;
        QTest::newRow("4 workers") << 4;
    }

    void eventsAndOrder()
    {
        QFETCH(int, threads);
        const int n = 300;
        Recorder rec;
        Launch l;
        l.ptx = fixture("fixtures/observed.ptx");
        l.entry = "observed";
        l.grid = {5, 1, 1};
        l.block = {64, 1, 1};
        l.control.threads = threads;
        l.control.observers = {&rec};
        l.buffers = {tensorOf(DType::U32, std::vector<std::uint32_t>(n, 0))};
        l.args = {bufferArg(0), scalarArg<std::uint32_t>(n)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->completed);
        QVERIFY(rec.completed);
        QCOMPARE(rec.created, 5);
        QCOMPARE(rec.order, (std::vector<std::uint64_t> {0, 1, 2, 3, 4}));
        QCOMPARE(rec.instructions, r->warpInstructions);
        QCOMPARE(rec.launch.ctaCount, std::uint64_t(5));
        QCOMPARE(rec.launch.buffers.size(), std::size_t(1));
        const std::uint64_t base = rec.launch.buffers[0].address;

        // per CTA and warp: one shared store, one shared load, one global store
        int globalStores = 0;
        for (const auto& m : rec.memory) {
            if (m.space == ObservedSpace::Param)
                continue; // the kernel's parameter loads
            if (m.space == ObservedSpace::Global) {
                QCOMPARE(m.kind, AccessKind::Store);
                QCOMPARE(int(m.bytes), 4);
                ++globalStores;
                for (int lane = 0; lane < 32; ++lane)
                    if ((m.mask >> lane) & 1u) {
                        const std::uint64_t index = (m.addresses[static_cast<std::size_t>(lane)] - base) / 4;
                        QVERIFY(index < static_cast<std::uint64_t>(n));
                        QCOMPARE(index % 32, static_cast<std::uint64_t>(lane));
                    }
            } else {
                QCOMPARE(m.space, ObservedSpace::Shared);
                QCOMPARE(m.mask, 0xffffffffu);
                QCOMPARE(m.addresses[3] - m.addresses[2], std::uint64_t(4));
            }
        }
        QCOMPARE(globalStores, 10);
        // the last warp of the last block covers elements 288..319: only 12 lanes store (warps of a
        // block may reach their stores in either order, so look the store up by its first address)
        const auto lastWarpStore = std::find_if(rec.memory.begin(), rec.memory.end(), [&](const auto& m) {
            return m.space == ObservedSpace::Global && (m.mask & 1u) && (m.addresses[0] - base) / 4 == 288;
        });
        QVERIFY(lastWarpStore != rec.memory.end());
        QCOMPARE(lastWarpStore->mask, 0x00000fffu);

        // each warp arrives at the barrier; the barrier releases both warps of a block
        int arrivals = 0;
        int releases = 0;
        for (const auto& b : rec.barriers) {
            arrivals += b.kind == BarrierEvent::Kind::Arrive;
            releases += b.kind == BarrierEvent::Kind::Release;
        }
        QCOMPARE(arrivals, 10);
        QCOMPARE(releases, 10);

        // register trace: lane 5 of warp 0 of each block computed %r6 = 3 * (64 * block + 5)
        QCOMPARE(rec.traces.size(), std::size_t(5));
        for (int b = 0; b < 5; ++b)
            QCOMPARE(rec.traces[static_cast<std::size_t>(b)], std::int64_t(3 * (64 * b + 5)));
    }

    void countsAndDivergedEventsFollowFromTheFullStream()
    {
        // n = 300 in blocks of 64: the last block's second warp has 12 lanes inside and 20 that branch
        // to the exit, so it runs diverged and exits lanes at two points
        InstructionLog full(true);
        InstructionLog cheap(false);
        Launch l;
        l.ptx = fixture("fixtures/observed.ptx");
        l.entry = "observed";
        l.grid = {5, 1, 1};
        l.block = {64, 1, 1};
        l.control.threads = 2;
        l.control.observers = {&full, &cheap};
        l.buffers = {tensorOf(DType::U32, std::vector<std::uint32_t>(300, 0))};
        l.args = {bufferArg(0), scalarArg<std::uint32_t>(300)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(full.ctas.size(), std::size_t(5));
        QCOMPARE(cheap.ctas.size(), std::size_t(5));
        const auto& code = full.launch.instructions;
        int divergedSeen = 0;
        for (std::size_t k = 0; k < 5; ++k) {
            const auto& all = full.ctas[k];
            const auto& few = cheap.ctas[k];
            QCOMPARE(few.countCalls, 1);
            QCOMPARE(few.counts.size(), code.size());
            // the tallies are the sums of the full stream
            std::vector<InstructionCount> sums(code.size());
            for (const auto& e : all.events) {
                auto& c = sums[e.pc];
                ++c.warps;
                c.lanes += static_cast<std::uint64_t>(std::popcount(e.activeMask));
                c.lanesOn += static_cast<std::uint64_t>(std::popcount(e.executedMask));
                c.split += e.executedMask != 0 && e.executedMask != e.activeMask;
            }
            for (std::size_t pc = 0; pc < code.size(); ++pc) {
                QCOMPARE(few.counts[pc].warps, sums[pc].warps);
                QCOMPARE(few.counts[pc].lanes, sums[pc].lanes);
                QCOMPARE(few.counts[pc].lanesOn, sums[pc].lanesOn);
                QCOMPARE(few.counts[pc].split, sums[pc].split);
            }
            // the diverged events are the full stream's events of a warp whose active lanes are not
            // all its live ones, and its exits
            std::vector<std::uint32_t> live(all.info.warps, ~0u);
            std::vector<InstructionEvent> expected;
            for (const auto& e : all.events) {
                const bool exits = code[e.pc].cls == InstructionClass::Exit && e.executedMask != 0;
                if (e.activeMask != live[e.warp] || exits)
                    expected.push_back(e);
                divergedSeen += e.activeMask != live[e.warp];
                if (exits)
                    live[e.warp] &= ~e.executedMask;
            }
            QCOMPARE(few.events.size(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i) {
                QCOMPARE(few.events[i].pc, expected[i].pc);
                QCOMPARE(few.events[i].warp, expected[i].warp);
                QCOMPARE(few.events[i].activeMask, expected[i].activeMask);
                QCOMPARE(few.events[i].executedMask, expected[i].executedMask);
            }
        }
        QVERIFY(divergedSeen > 0); // the last warp's store ran with 12 of its 32 lanes
        QCOMPARE(cheap.ctas[0].events.size(), std::size_t(2)); // a converged block: only its warps' exits
    }

    void mergedResultsAgreeAcrossThreadCounts()
    {
        auto run = [](int threads) {
            Recorder rec;
            Launch l;
            l.ptx = fixture("fixtures/observed.ptx");
            l.entry = "observed";
            l.grid = {23, 1, 1};
            l.block = {64, 1, 1};
            l.control.threads = threads;
            l.control.observers = {&rec};
            l.buffers = {tensorOf(DType::U32, std::vector<std::uint32_t>(23 * 64, 0))};
            l.args = {bufferArg(0), scalarArg<std::uint32_t>(23 * 64)};
            (void)l.run();
            std::vector<std::uint64_t> digest;
            for (const auto& m : rec.memory) {
                digest.push_back(m.pc);
                digest.push_back(m.mask);
                for (auto a : m.addresses)
                    digest.push_back(a);
            }
            return digest;
        };
        QVERIFY(run(1) == run(4));
    }

    void infoDescribesTheKernel()
    {
        Recorder rec;
        Launch l;
        l.ptx = fixture("fixtures/observed.ptx");
        l.entry = "observed";
        l.control.observers = {&rec};
        l.buffers = {tensorOf(DType::U32, std::vector<std::uint32_t>(32, 0))};
        l.args = {bufferArg(0), scalarArg<std::uint32_t>(32)};
        QVERIFY(l.run().ok());
        QCOMPARE(rec.launch.kernel, std::string("observed"));
        QCOMPARE(rec.launch.sharedBytes, 256u);
        QCOMPARE(rec.launch.sharedVariables.size(), std::size_t(1));
        QCOMPARE(rec.launch.sharedVariables[0].name, std::string("stage"));
        bool sawStore = false;
        for (const auto& ins : rec.launch.instructions)
            if (ins.opcode == "st.global.u32") {
                sawStore = true;
                QCOMPARE(ins.cls, InstructionClass::Store);
                QCOMPARE(ins.ptxLine, 30);
            }
        QVERIFY(sawStore);
    }
};

QTEST_GUILESS_MAIN(TestEmuObserver)
#include "tst_emuobserver.moc"
