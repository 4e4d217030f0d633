// The Implementations page with canned data: one column per implementation, the verdict colours,
// the migration line, the difference chooser (the first pair that differs comes first), the status
// with the first differing element, and the |A - B| heatmap of the chosen pair.
#include "core/analysis/analysisreport.h"
#include "core/compare/tolerance.h"
#include "widgets/heatmapview.h"
#include "widgets/implementationsview.h"
#include "widgets/runresultspane.h"

#include <QComboBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <cstring>

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
        view.setImplementations(canned());
        QTableWidget* t = view.table();
        QCOMPARE(t->columnCount(), 3);
        QCOMPARE(t->horizontalHeaderItem(2)->text(), QStringLiteral("zero_mask"));
        QCOMPARE(t->item(widgets::ImplementationsView::Verdict, 0)->text(), QStringLiteral("pass"));
        QCOMPARE(t->item(widgets::ImplementationsView::Verdict, 2)->text(), QStringLiteral("FAIL"));
        QCOMPARE(t->item(widgets::ImplementationsView::Mismatches, 2)->text(), QStringLiteral("3"));
        QCOMPARE(t->item(widgets::ImplementationsView::Registers, 1)->text(), QStringLiteral("24"));
        QVERIFY(t->item(widgets::ImplementationsView::Verdict, 2)->background().color()
            != t->item(widgets::ImplementationsView::Verdict, 0)->background().color());
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
        view.setImplementations(result);
        QTableWidget* t = view.table();
        int row = -1;
        for (int r = widgets::ImplementationsView::RowCount; r < t->rowCount(); ++r)
            if (t->verticalHeaderItem(r)->data(Qt::UserRole).toString()
                == QStringLiteral("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"))
                row = r;
        QVERIFY(row >= 0);
        QCOMPARE(t->item(row, 0)->text(), QStringLiteral("32"));
        QCOMPARE(t->item(row, 1)->text(), QStringLiteral("256"));
        QCOMPARE(t->item(row, 2)->text(), QStringLiteral("–"));
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
        QCOMPARE(view.table()->columnCount(), 0);
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
};

QTEST_MAIN(TestImplementationsView)
#include "tst_implementationsview.moc"
