// A pipeline implementation's resources are its steps': each step's kernel is compiled on its own
// (registers, shared memory, occupancy), the table shows the most demanding step's figures, and the
// implementations document carries every step and which implementation the views show
// (kernels/layernorm_fused_vs_unfused: the fused kernel against the three-kernel pipeline).
#include "core/pipeline/backendfactory.h"
#include "core/pipeline/impljson.h"
#include "core/pipeline/implrun.h"
#include "core/task/taskloader.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace warpscope::core;

class TestImplSteps : public QObject {
    Q_OBJECT
    std::unique_ptr<Backend> m_emu;
    std::optional<ImplementationsResult> m_result;

private slots:
    void initTestCase()
    {
        qputenv("WARPSCOPE_COMPILE_CACHE_DIR", "off");
        auto b = createBackend("emu");
        QVERIFY2(b.ok(), b.ok() ? "" : b.error().describe().c_str());
        m_emu = std::move(b->backend);
        auto task = loadTask(WARPSCOPE_SOURCE_DIR "/kernels/layernorm_fused_vs_unfused");
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        // the CUDA two only: the Triton one needs Triton, and is a single launch anyway
        auto fused = selectImplementations(*task, "fused");
        auto steps = selectImplementations(*task, "three_kernels");
        QVERIFY(fused.ok() && steps.ok());
        RunOptions o;
        o.collectEnvironment = false;
        o.seedCount = 1;
        o.overrides = {{"COLS", 100}};
        auto r = runImplementations(*task, *m_emu, o, {fused->front(), steps->front()});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        m_result = std::move(*r);
    }

    void eachStepHasItsOwnResources()
    {
        const ImplementationRun& single = m_result->runs[0];
        const ImplementationRun& pipeline = m_result->runs[1];
        QVERIFY(single.steps.empty()); // a single launch: its kernel's figures, no steps
        QVERIFY(single.resources);
        QCOMPARE(peakRegisters(single), std::optional<int>(single.resources->registers));
        QCOMPARE(pipeline.launches, 3);
        QCOMPARE(pipeline.steps.size(), std::size_t(3));
        int most = 0;
        int mostShared = 0;
        double lowest = 2.0;
        std::set<std::string> entries;
        for (const StepResources& s : pipeline.steps) {
            QVERIFY2(s.resources, s.note.c_str());
            QVERIFY(s.occupancy);
            QVERIFY(!s.step.empty());
            entries.insert(s.entry);
            most = std::max(most, s.resources->registers);
            mostShared = std::max(mostShared, s.resources->sharedStatic + s.launchShared);
            lowest = std::min(lowest, s.occupancy->occupancy);
        }
        QCOMPARE(entries.size(), std::size_t(3)); // three kernels, not the first one three times
        QCOMPARE(peakRegisters(pipeline), std::optional<int>(most));
        QCOMPARE(peakShared(pipeline), std::optional<int>(mostShared));
        QCOMPARE(lowestOccupancy(pipeline)->occupancy, lowest);
        // the first step is the one the old table showed: the peak is at least its figure
        QVERIFY(*peakRegisters(pipeline) >= pipeline.resources->registers);
    }

    void theDocumentKeepsTheStepsAndTheShownImplementation()
    {
        ImplementationsResult r = *m_result;
        r.shown = "three_kernels";
        auto back = implementationsFromJson(implementationsToJson(r));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->shown, std::string("three_kernels"));
        QCOMPARE(back->runs[1].steps.size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            const StepResources& a = r.runs[1].steps[i];
            const StepResources& b = back->runs[1].steps[i];
            QCOMPARE(b.step, a.step);
            QCOMPARE(b.entry, a.entry);
            QCOMPARE(b.resources->registers, a.resources->registers);
            QCOMPARE(b.resources->sharedStatic, a.resources->sharedStatic);
            QCOMPARE(b.occupancy->occupancy, a.occupancy->occupancy);
        }
        QCOMPARE(peakRegisters(back->runs[1]), peakRegisters(r.runs[1]));
        QVERIFY(back->runs[0].steps.empty());
        // the CLI's table marks the pipeline's figures as its steps' maximum
        const std::string table = summarizeImplementations(r);
        QVERIFY2(table.find(std::to_string(*peakRegisters(r.runs[1])) + " (max)") != std::string::npos, table.c_str());
    }
};

QTEST_GUILESS_MAIN(TestImplSteps)
#include "tst_implsteps.moc"
