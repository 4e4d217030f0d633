// The Implementations page with canned data: one column per implementation, the verdict colours,
// the migration line, the difference chooser (the first pair that differs comes first), the status
// with the first differing element, and the |A - B| heatmap of the chosen pair.
#include "core/analysis/analysisreport.h"
#include "core/compare/tolerance.h"
#include "widgets/heatmapview.h"
#include "widgets/implementationsview.h"
#include "widgets/runresultspane.h"

#include <QAbstractItemModel>
#include <QAbstractItemModelTester>
#include <QColor>
#include <QComboBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <cstring>
#include <tuple>

using namespace warpscope;

namespace {

core::Tensor f32(std::vector<float> v)
{
    core::Tensor t = core::Tensor::zeros(core::DType::F32, {2, std::int64_t(v.size() / 2)});
    std::memcpy(t.bytes.data(), v.data(), v.size() * sizeof(float));
    return t;
}

core::ImplementationRun run(const std::string& name, bool passed, int registers)
{
    core::ImplementationRun r;
    r.name = name;
    r.language = "cuda";
    r.arch = "sm_90";
    r.ran = true;
    r.run.passed = passed;
    core::SeedResult seed;
    seed.seed = 7;
    core::OutputResult out;
    out.stats.name = "y";
    out.stats.maxAbsError = passed ? 0.0 : 0.5;
    out.stats.mismatches = passed ? 0 : 3;
    seed.outputs.push_back(out);
    r.run.seeds.push_back(seed);
    r.resources = core::KernelResources {};
    r.resources->registers = registers;
    return r;
}

/// cuda and triton: identical; cuda and zero_mask: differ from element [0, 1] on.
std::shared_ptr<core::ImplementationsResult> canned()
{
    auto r = std::make_shared<core::ImplementationsResult>();
    r->runs = {run("cuda", true, 16), run("triton", true, 24), run("zero_mask", false, 20)};
    const core::Tensor a = f32({1, 2, 3, 4, 5, 6});
    const core::Tensor z = f32({1, 1.5f, 2.5f, 4, 5, 5});
    const core::Tolerance tol = core::defaultTolerance(core::DType::F32);
    for (auto [name, other] : {std::pair {"triton", a}, std::pair {"zero_mask", z}}) {
        core::ImplementationDiff d = core::diffOutputs(a, other, tol, true);
        d.a = "cuda";
        d.b = name;
        d.output = "y";
        d.seed = 7;
        r->differences.push_back(d);
        core::ImplementationPair p {"cuda", name, {}};
        core::SeedResult seed;
        seed.seed = 7;
        core::OutputResult out;
        out.stats = *core::compareOutput(a, other, tol, {}, &out.maps);
        out.stats.name = "y";
        out.output = a;
        out.reference = other;
        out.tensorsKept = true;
        seed.outputs.push_back(out);
        p.asRun.seeds.push_back(seed);
        r->pairs.push_back(p);
    }
    core::MigrationDiff m;
    m.a = "cuda";
    m.b = "triton";
    m.what = "sm_80 -> sm_90a";
    m.compiled = true;
    m.diff.sass.identical = false;
    m.diff.sass.added = 4;
    m.diff.sass.removed = 2;
    r->migrations.push_back(m);
    return r;
}

} // namespace

class TestImplementationsView : public QObject {
    Q_OBJECT

private slots:
    void showsOneColumnPerImplementation()
    {
        widgets::ImplementationsView view;
        QAbstractItemModelTester tester(view.table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setImplementations(canned());
        const QAbstractItemModel* t = view.table()->model();
        QCOMPARE(t->columnCount(), 3);
        QCOMPARE(
            t->headerData(widgets::ImplementationsView::Verdict, Qt::Vertical).toString(), QStringLiteral("Verdict"));
        QCOMPARE(t->headerData(2, Qt::Horizontal, Qt::UserRole).toString(), QStringLiteral("zero_mask"));
        QCOMPARE(t->headerData(2, Qt::Horizontal).toString(), QStringLiteral("zero_mask"));
        QCOMPARE(t->index(widgets::ImplementationsView::Verdict, 0).data().toString(), QStringLiteral("pass"));
        QCOMPARE(t->index(widgets::ImplementationsView::Verdict, 2).data().toString(), QStringLiteral("FAIL"));
        QCOMPARE(t->index(widgets::ImplementationsView::Mismatches, 2).data().toString(), QStringLiteral("3"));
        QCOMPARE(t->index(widgets::ImplementationsView::Registers, 1).data().toString(), QStringLiteral("24"));
        QVERIFY(t->index(widgets::ImplementationsView::Verdict, 2).data(Qt::BackgroundRole).value<QColor>()
            != t->index(widgets::ImplementationsView::Verdict, 0).data(Qt::BackgroundRole).value<QColor>());
        QVERIFY(view.migrationText().contains(QStringLiteral("SASS +4 −2 lines")));
    }

    // An analysed run adds the emulator's predicted counters, one row each in Nsight's names; an
    // implementation without analysis shows a dash.
    void analysedRunsAddTheirPredictedCounters()
    {
        auto result = canned();
        core::analysis::AnalysisReport report;
        core::analysis::InstructionMetrics load;
        load.opcode = "ld.global.f32";
        load.counters.globalRequests = 8;
        load.counters.globalSectors = 32;
        report.instructions.push_back(load);
        result->runs[0].run.metrics = core::analysis::analysisReportToJson(report);
        report.instructions[0].counters.globalSectors = 256; // the translation reads eight times the sectors
        result->runs[1].run.metrics = core::analysis::analysisReportToJson(report);
        widgets::ImplementationsView view;
        QAbstractItemModelTester tester(view.table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setImplementations(result);
        const QAbstractItemModel* t = view.table()->model();
        int row = -1;
        for (int r = widgets::ImplementationsView::RowCount; r < t->rowCount(); ++r)
            if (t->headerData(r, Qt::Vertical, Qt::UserRole).toString()
                == QStringLiteral("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"))
                row = r;
        QVERIFY(row >= 0);
        // the counter's row header: elided to fit, the whole name and where it comes from in the tooltip
        QVERIFY(t->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString().contains(QStringLiteral("Nsight")));
        QVERIFY(t->headerData(row, Qt::Vertical).toString().size()
            <= t->headerData(row, Qt::Vertical, Qt::UserRole).toString().size());
        QCOMPARE(t->index(row, 0).data().toString(), QStringLiteral("32"));
        QCOMPARE(t->index(row, 1).data().toString(), QStringLiteral("256"));
        QCOMPARE(t->index(row, 2).data().toString(), QStringLiteral("–"));
        view.setImplementations(canned()); // not analysed: the fixed rows only
        QCOMPARE(t->rowCount(), int(widgets::ImplementationsView::RowCount));
    }

    void choosesTheFirstDifferingPair()
    {
        widgets::ImplementationsView view;
        view.setImplementations(canned());
        QCOMPARE(view.pairBox()->count(), 2);
        QCOMPARE(view.pairBox()->currentIndex(), 1); // cuda vs zero_mask differs
        QVERIFY2(view.statusText().contains(QStringLiteral("differs")), qPrintable(view.statusText()));
        QVERIFY2(view.statusText().contains(QStringLiteral("[0, 1]")), qPrintable(view.statusText()));
        QCOMPARE(view.heatmap()->emptyReason(), QString());
        QCOMPARE(view.heatmap()->outputIndex(), 0);
        view.selectDifference(0);
        QVERIFY(view.statusText().contains(QStringLiteral("bit-identical")));
        view.setImplementations(nullptr);
        QCOMPARE(view.table()->model()->columnCount(), 0);
        QCOMPARE(view.pairBox()->count(), 0);
    }

    void resultsPaneShowsThePageOnlyWithImplementations()
    {
        widgets::RunResultsPane pane;
        QCOMPARE(pane.pages()->count(), 1);
        pane.setImplementations(canned());
        QCOMPARE(pane.pages()->count(), 2);
        QCOMPARE(pane.pages()->tabText(1), QStringLiteral("Implementations (3)"));
        QVERIFY2(pane.implementationsVerdictText().contains(QStringLiteral("1 of 2 comparisons")),
            qPrintable(pane.implementationsVerdictText()));
        pane.setImplementations(nullptr);
        QCOMPARE(pane.pages()->count(), 1);
        QVERIFY(pane.implementationsVerdictText().isEmpty());
    }

    // Without a CUDA device the GPU time row says so in every column, and the tooltip says why.
    void gpuTimeRowWithoutAGpu()
    {
        widgets::ImplementationsView view;
        view.setImplementations(canned());
        const QAbstractItemModel* t = view.table()->model();
        QCOMPARE(
            t->headerData(widgets::ImplementationsView::GpuTime, Qt::Vertical).toString(), QStringLiteral("GPU time"));
        for (int c = 0; c < 3; ++c)
            QCOMPARE(t->index(widgets::ImplementationsView::GpuTime, c).data().toString(),
                QStringLiteral("— (needs a GPU)"));
        view.setGpuAvailable(false, QStringLiteral("cuInit failed: no CUDA-capable device is detected"));
        const QModelIndex cell = t->index(widgets::ImplementationsView::GpuTime, 1);
        QCOMPARE(cell.data().toString(), QStringLiteral("— (needs a GPU)"));
        QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("no CUDA-capable device")),
            qPrintable(cell.data(Qt::ToolTipRole).toString()));
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("--baseline-implementation")));
        // with a device and nothing timed yet: how to time them
        view.setGpuAvailable(true);
        QCOMPARE(t->index(widgets::ImplementationsView::GpuTime, 0).data().toString(), QStringLiteral("not timed"));
    }

    // An A/B benchmark of triton against cuda fills both cells: the candidate with its speedup, the
    // baseline with its own median; a new run clears them.
    void gpuTimeRowFromABenchmark()
    {
        core::BenchmarkResult bench;
        bench.timer = "cuda_events";
        bench.cache = "flush_l2";
        bench.scheme = "abba";
        bench.device.name = "NVIDIA H100";
        bench.candidate.stats.count = 40;
        bench.candidate.stats.median = 12.5e-6;
        bench.candidate.stats.q1 = 12.0e-6;
        bench.candidate.stats.q3 = 13.0e-6;
        bench.baseline = core::BenchSideResult {};
        bench.baseline->stats.count = 40;
        bench.baseline->stats.median = 15e-6;
        bench.speedupStats.count = 40;
        bench.speedupStats.median = 1.2;
        widgets::ImplementationsView view;
        view.setImplementations(canned());
        view.setGpuAvailable(true);
        view.setGpuTime(QStringLiteral("triton"), widgets::GpuTimeText::candidate(bench, QStringLiteral("cuda")));
        view.setGpuTime(QStringLiteral("cuda"), widgets::GpuTimeText::baseline(bench));
        const QAbstractItemModel* t = view.table()->model();
        QCOMPARE(t->index(widgets::ImplementationsView::GpuTime, 1).data().toString(),
            QStringLiteral("12.5 µs (×1.20 vs cuda)"));
        QCOMPARE(t->index(widgets::ImplementationsView::GpuTime, 0).data().toString(), QStringLiteral("15 µs"));
        QCOMPARE(t->index(widgets::ImplementationsView::GpuTime, 2).data().toString(), QStringLiteral("not timed"));
        const QString tip = t->index(widgets::ImplementationsView::GpuTime, 1).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("40 timed runs")) && tip.contains(QStringLiteral("NVIDIA H100"))
                && tip.contains(QStringLiteral("audit passed")),
            qPrintable(tip));
        // a failed audit is flagged in the cell itself
        bench.audit.push_back({"same_inputs", core::AuditVerdict::Fail, "the inputs differ"});
        view.setGpuTime(QStringLiteral("triton"), widgets::GpuTimeText::candidate(bench, QStringLiteral("cuda")));
        QVERIFY(
            t->index(widgets::ImplementationsView::GpuTime, 1).data().toString().endsWith(QStringLiteral("⚠ audit")));
        QCOMPARE(widgets::GpuTimeText::duration(2.5e-3), QStringLiteral("2.5 ms"));
        QCOMPARE(widgets::GpuTimeText::duration(850e-9), QStringLiteral("850 ns"));
        view.setImplementations(canned()); // another run: the old times are not its own
        QCOMPARE(t->index(widgets::ImplementationsView::GpuTime, 1).data().toString(), QStringLiteral("not timed"));
    }

    // A pipeline needs its most demanding step's registers and shared memory: the cell shows the
    // maximum, the tooltip and the line under the table each step's.
    void pipelineShowsItsStepsAndTheirMaximum()
    {
        auto result = canned();
        core::ImplementationRun& pipeline = result->runs[1];
        pipeline.launches = 2;
        for (auto [name, regs, shared, occ] :
            {std::tuple {"step 1 (mean)", 24, 128, 1.0}, std::tuple {"step 2 (normalize)", 40, 4096, 0.5}}) {
            core::StepResources s;
            s.step = name;
            s.resources = core::KernelResources {};
            s.resources->registers = regs;
            s.resources->sharedStatic = shared;
            s.occupancy = core::OccupancyResult {};
            s.occupancy->occupancy = occ;
            pipeline.steps.push_back(s);
        }
        widgets::ImplementationsView view;
        view.setImplementations(result);
        const QAbstractItemModel* t = view.table()->model();
        QCOMPARE(t->index(widgets::ImplementationsView::Registers, 1).data().toString(), QStringLiteral("40 (max)"));
        QCOMPARE(t->index(widgets::ImplementationsView::Shared, 1).data().toString(), QStringLiteral("4096 B (max)"));
        QCOMPARE(t->index(widgets::ImplementationsView::Occupancy, 1).data().toString(), QStringLiteral("50% (min)"));
        QCOMPARE(
            t->index(widgets::ImplementationsView::Registers, 0).data().toString(), QStringLiteral("16")); // one launch
        const QString tip = t->index(widgets::ImplementationsView::Registers, 1).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("step 1 (mean): 24 registers, 128 B shared")), qPrintable(tip));
        QVERIFY2(view.migrationText().contains(QStringLiteral("Steps of triton: step 1 (mean): 24 registers")),
            qPrintable(view.migrationText()));
        QVERIFY(view.migrationText().contains(QStringLiteral("step 2 (normalize): 40 registers, 4096 B shared, 50%")));
    }

    // A narrow dock (1280x800) puts the difference view under the table, which gets the whole width;
    // long implementation names are elided in the header and whole in its tooltip.
    void narrowPageStacksAndElides()
    {
        auto result = canned();
        result->runs[2].name = "cuda_fast_math@sm_90a";
        widgets::ImplementationsView view;
        view.setImplementations(result);
        view.resize(450, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto* split = view.findChild<QSplitter*>();
        QVERIFY(split);
        QCOMPARE(split->orientation(), Qt::Vertical);
        const QString headText = view.table()->model()->headerData(2, Qt::Horizontal).toString();
        const QString headTip = view.table()->model()->headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY(headText.size() < 21);
        QVERIFY(headText.contains(QChar(0x2026)));
        QCOMPARE(headTip, QStringLiteral("cuda_fast_math@sm_90a"));
        view.resize(1500, 600);
        QTRY_COMPARE(split->orientation(), Qt::Horizontal);
    }
};

QTEST_MAIN(TestImplementationsView)
#include "tst_implementationsview.moc"
