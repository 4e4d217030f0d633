// The compile and run tables moved from QTableWidget items onto models (pipeline steps, kernel
// resources, ...) checked by QAbstractItemModelTester through resets and read through their roles
// the way the views read them.
#include "widgets/resourcesmodel.h"
#include "widgets/steptablemodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QFont>
#include <QTest>

using namespace warpscope;
using Tester = QAbstractItemModelTester;

namespace {

constexpr auto kReport = QAbstractItemModelTester::FailureReportingMode::QtTest;

core::KernelResources kernel(const char* name, int registers, int spillStores)
{
    core::KernelResources r;
    r.kernel = name;
    r.registers = registers;
    r.spillStores = spillStores;
    r.sharedStatic = 1024;
    return r;
}

} // namespace

class TestTableModels : public QObject {
    Q_OBJECT
private slots:
    void stepsPerSeedThenReference()
    {
        widgets::StepTableModel model;
        Tester tester(&model, kReport);
        core::RunResult run;
        run.seeds.resize(2);
        run.seeds[0].seed = 7;
        run.seeds[0].steps = {{"step 1 (partial sums)", 1, 0.002, 1000, false}, {"step 1 (ref)", 1, 0.001, 10, true}};
        run.seeds[1].seed = 8;
        run.seeds[1].steps = {{"step 1 (partial sums)", 2, 0.0105, 2000, false}};
        model.setRun(run);
        using M = widgets::StepTableModel;
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(M::ColumnCount));
        QCOMPARE(model.headerData(M::WarpInstructions, Qt::Horizontal).toString(), QString("Warp instructions"));
        QCOMPARE(model.index(0, M::Seed).data().toString(), QString("7"));
        QCOMPARE(model.index(1, M::Step).data().toString(), QString("reference step 1 (ref)"));
        QCOMPARE(model.index(2, M::Seed).data().toString(), QString("8"));
        QCOMPARE(model.index(2, M::Time).data().toString(), QString("10.5 ms"));
        QCOMPARE(model.index(2, M::WarpInstructions).data().toString(), QString("2000"));
        // numbers right-aligned, the step's name left
        QCOMPARE(
            model.index(0, M::Launches).data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
        QVERIFY(!model.index(0, M::Step).data(Qt::TextAlignmentRole).isValid());
        model.setRun(core::RunResult {});
        QCOMPARE(model.rowCount(), 0);
    }

    void resourcesShowSourceNamesEntryAndSpills()
    {
        widgets::ResourcesModel model;
        Tester tester(&model, kReport);
        model.setResources({kernel("_Z5scaleIfEvPT_", 32, 0), kernel("_Z4halfPf", 255, 96)}, "_Z5scaleIfEvPT_",
            {{"scale<float>", "_Z5scaleIfEvPT_"}});
        using M = widgets::ResourcesModel;
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(M::ColumnCount));
        QCOMPARE(model.headerData(M::SharedColumn, Qt::Horizontal).toString(), QString("Static shared (B)"));
        // the source's name expression, the mangled name in the tooltip; the entry kernel bold
        QCOMPARE(model.index(0, M::KernelColumn).data().toString(), QString("scale<float>"));
        QCOMPARE(model.index(0, M::KernelColumn).data(Qt::ToolTipRole).toString(), QString("_Z5scaleIfEvPT_"));
        QVERIFY(model.index(0, M::RegistersColumn).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!model.index(1, M::RegistersColumn).data(Qt::FontRole).isValid());
        QCOMPARE(model.index(0, M::SharedColumn).data().toString(), QString("1024"));
        // a kernel with no expression falls back to its short demangled name
        QVERIFY(model.index(1, M::KernelColumn).data().toString().startsWith("half"));
        // spills are red with a reason; no spill, no colour
        QCOMPARE(model.index(1, M::SpillStoresColumn).data().toString(), QString("96"));
        QCOMPARE(
            model.index(1, M::SpillStoresColumn).data(Qt::ForegroundRole).value<QColor>(), QColor(0xb3, 0x1d, 0x28));
        QVERIFY(model.index(1, M::SpillStoresColumn).data(Qt::ToolTipRole).toString().contains("local memory"));
        QVERIFY(!model.index(0, M::SpillStoresColumn).data(Qt::ForegroundRole).isValid());
        QVERIFY(!model.index(1, M::SpillLoadsColumn).data(Qt::ForegroundRole).isValid());
        model.setResources({}, "");
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestTableModels)
#include "tst_tablemodels.moc"
