// The views' item models (findings, hot spots, worst elements, thread trace, run verdicts) checked by
// QAbstractItemModelTester through resets, sorting and filtering, and read through their roles the
// way the views and the controllers read them.
#include "runfixture.h"
#include "widgets/findingsmodel.h"
#include "widgets/hotspotmodel.h"
#include "widgets/runverdictmodel.h"
#include "widgets/threadtracemodel.h"
#include "widgets/worstelementsmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace warpscope;
using Tester = QAbstractItemModelTester;

namespace {

constexpr auto kReport = QAbstractItemModelTester::FailureReportingMode::QtTest;

core::Finding finding(core::Finding::Kind kind, int line, std::uint64_t count)
{
    core::Finding f;
    f.kind = kind;
    f.sourceLine = line;
    f.ptxLine = line * 10;
    f.count = count;
    f.kernel = "k";
    f.message = "in kernel 'k'";
    return f;
}

core::analysis::LineMetrics line(int n, std::uint64_t executed, std::uint64_t sectors, std::uint64_t ideal)
{
    core::analysis::LineMetrics m;
    m.sourceLine = n;
    m.counters.instExecuted = executed;
    m.counters.threadInstExecuted = executed * 32;
    m.counters.globalRequests = executed;
    m.counters.globalSectors = sectors;
    m.counters.globalSectorsIdeal = ideal;
    return m;
}

} // namespace

class TestItemModels : public QObject {
    Q_OBJECT
private slots:
    void findingsSortAsNumbers()
    {
        widgets::FindingsModel model;
        Tester tester(&model, kReport);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(widgets::FindingsModel::SortRole);
        Tester proxyTester(&proxy, kReport);
        model.setFindings({finding(core::Finding::Kind::Race, 12, 250), finding(core::Finding::Kind::OutOfBounds, 9, 3),
            finding(core::Finding::Kind::BudgetExceeded, 0, 1)});
        QCOMPARE(model.rowCount(), 3);
        proxy.sort(widgets::FindingsModel::LineColumn);
        // an unknown line shows a dash and sorts first; 9 before 12 (numbers, not text)
        QCOMPARE(proxy.index(0, widgets::FindingsModel::LineColumn).data().toString(), QString("–"));
        QCOMPARE(proxy.index(1, widgets::FindingsModel::LineColumn).data().toString(), QString("9"));
        QCOMPARE(proxy.index(2, widgets::FindingsModel::LineColumn).data().toString(), QString("12"));
        QCOMPARE(proxy.index(2, 0).data(widgets::FindingsModel::LineRole).toInt(), 12);
        QCOMPARE(proxy.index(2, 0).data(widgets::FindingsModel::KernelRole).toString(), QString("k"));
        QVERIFY(proxy.index(2, 0).data(Qt::ToolTipRole).toString().contains("racecheck"));
        proxy.sort(widgets::FindingsModel::CountColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, widgets::FindingsModel::CountColumn).data().toString(), QString("250"));
        model.clear();
        QCOMPARE(proxy.rowCount(), 0);
    }

    void hotspotsPerLineAndPerInstruction()
    {
        core::analysis::AnalysisReport r;
        r.lines = {line(0, 5, 0, 0), line(3, 10, 40, 40), line(7, 100, 3200, 400)};
        core::analysis::InstructionMetrics ld {3, 40, 7, "ld.global.f32", line(7, 100, 400, 400).counters};
        r.instructions = {ld};
        widgets::HotspotModel model;
        Tester tester(&model, kReport);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(widgets::HotspotModel::SortRole);
        Tester proxyTester(&proxy, kReport);
        model.setReport(r, false);
        QCOMPARE(model.rowCount(), 2); // line 0 (code without a .loc) is left out
        proxy.sort(widgets::HotspotModel::ExcessSectorsColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, widgets::HotspotModel::LineColumn).data(widgets::HotspotModel::SortRole).toInt(), 7);
        QCOMPARE(proxy.index(0, widgets::HotspotModel::ExcessSectorsColumn).data().toString(), QString("2800"));
        // no cache model: its columns say so and sort below every real rate
        QCOMPARE(proxy.index(0, widgets::HotspotModel::L2HitColumn).data().toString(), QString("–"));
        QCOMPARE(
            proxy.index(0, widgets::HotspotModel::L2HitColumn).data(widgets::HotspotModel::SortRole).toDouble(), -1.0);
        QVERIFY(!model.headerData(widgets::HotspotModel::ExecutedColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString()
                     .isEmpty());

        core::LineDelta worse;
        worse.line = 7;
        worse.baselineLine = 6;
        worse.current = line(7, 100, 3200, 400).counters;
        worse.baseline = line(6, 100, 400, 400).counters;
        core::LineDelta fresh;
        fresh.line = 3;
        model.setReport(r, false, {worse, fresh}, QStringLiteral("coalesced"));
        const int row7 = model.sourceLineAt(0) == 7 ? 0 : 1;
        const QModelIndex change = model.index(row7, widgets::HotspotModel::BaselineSectorsColumn);
        QCOMPARE(change.data().toString(), QStringLiteral("+%1").arg(QLocale().toString(2800.0, 'f', 0)));
        QCOMPARE(change.data(Qt::ForegroundRole).value<QColor>(), QColor(0xb0, 0x20, 0x20));
        QVERIFY(change.data(Qt::ToolTipRole).toString().contains("coalesced"));
        QCOMPARE(model.index(1 - row7, widgets::HotspotModel::BaselineSectorsColumn).data().toString(), QString("new"));

        model.setReport(r, true);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, widgets::HotspotModel::InstructionColumn).data().toString(),
            QString("PTX 40: ld.global.f32"));
        QVERIFY(!model.index(0, widgets::HotspotModel::BaselineSectorsColumn).data().isValid());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void worstElementsKeepTheCoreOrder()
    {
        const auto run = runfixture::makeRun({3, 4});
        const core::OutputStats& stats = run->seeds[1].outputs[0].stats;
        widgets::WorstElementsModel model;
        Tester tester(&model, kReport);
        model.setStats(stats);
        QCOMPARE(model.rowCount(), int(stats.worst.size()));
        QCOMPARE(model.index(0, widgets::WorstElementsModel::Category).data().toString(), QString("NaN"));
        QCOMPARE(model.index(0, widgets::WorstElementsModel::Category).data(Qt::ForegroundRole).value<QColor>(),
            QColor(180, 0, 0));
        QCOMPARE(model.flatIndexAt(2), qint64(stats.worst[2].flatIndex));
        QCOMPARE(model.index(2, 0).data(widgets::WorstElementsModel::FlatIndexRole).toLongLong(),
            qlonglong(stats.worst[2].flatIndex));
        core::OutputStats exact;
        exact.elements = 10;
        model.setStats(exact);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.showsNothingToRank());
        QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsSelectable));
        QCOMPARE(model.flatIndexAt(0), qint64(-1));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void traceFiltersBySourceLine()
    {
        core::analysis::ThreadTrace trace;
        for (int i = 0; i < 5; ++i) {
            core::analysis::TraceStep s;
            s.ptxLine = 20 + i;
            s.sourceLine = i % 2 ? 6 : 4;
            s.opcode = "add.s32";
            s.guard = i != 3;
            trace.steps.push_back(s);
        }
        widgets::ThreadTraceModel model;
        Tester tester(&model, kReport);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setFilterRole(widgets::ThreadTraceModel::LineRole);
        Tester proxyTester(&proxy, kReport);
        model.setTrace(trace);
        QCOMPARE(proxy.rowCount(), 5);
        proxy.setFilterRegularExpression(QStringLiteral("^6$"));
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(proxy.index(1, widgets::ThreadTraceModel::StepColumn).data().toString(), QString("3"));
        QVERIFY(proxy.index(1, widgets::ThreadTraceModel::OpcodeColumn).data().toString().contains("guard false"));
        QVERIFY(proxy.index(1, 0).data(Qt::ForegroundRole).isValid());
        QVERIFY(!proxy.index(0, 0).data(Qt::ForegroundRole).isValid());
        model.clear();
        QCOMPARE(proxy.rowCount(), 0);
    }

    void runVerdictsOnePerSeedAndOutput()
    {
        widgets::RunVerdictModel model;
        Tester tester(&model, kReport);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        Tester proxyTester(&proxy, kReport);
        QCOMPARE(model.firstFailingRow(), -1);
        model.setRun(runfixture::makeRun({3, 4}));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.firstFailingRow(), 1);
        QCOMPARE(model.rowOf(1, 0), 1);
        QCOMPARE(model.rowOf(5, 0), -1);
        QCOMPARE(model.index(1, widgets::RunVerdictModel::Verdict).data().toString(), QString("FAIL"));
        QCOMPARE(model.index(1, 0).data(widgets::RunVerdictModel::SeedRole).toInt(), 1);
        QVERIFY(model.index(0, 0).data(Qt::BackgroundRole).value<QColor>()
            != model.index(1, 0).data(Qt::BackgroundRole).value<QColor>());
        proxy.sort(widgets::RunVerdictModel::Verdict); // "FAIL" before "pass"
        QCOMPARE(proxy.index(0, widgets::RunVerdictModel::Verdict).data().toString(), QString("FAIL"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
