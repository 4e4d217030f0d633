// The compile and run tables moved from QTableWidget items onto models (pipeline steps, kernel
// resources, ...) checked by QAbstractItemModelTester through resets and read through their roles
// the way the views read them.
#include "widgets/bookmarksmodel.h"
#include "widgets/occupancylimitsmodel.h"
#include "widgets/resourcediffmodel.h"
#include "widgets/resourcesmodel.h"
#include "widgets/reviewnotespane.h"
#include "widgets/steptablemodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QFont>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

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

    void resourceDiffSevenRowsPerKernel()
    {
        widgets::ResourceDiffModel model;
        Tester tester(&model, kReport);
        core::ResourceDelta grown;
        grown.kernel = "_Z4halfPf";
        grown.inA = grown.inB = true;
        grown.a = kernel("_Z4halfPf", 32, 0);
        grown.b = kernel("_Z4halfPf", 40, 0);
        grown.b.sharedStatic = 512;
        core::ResourceDelta gone;
        gone.kernel = "_Z3oldv";
        gone.inA = true;
        gone.a = kernel("_Z3oldv", 8, 0);
        model.setDeltas({grown, gone});
        using M = widgets::ResourceDiffModel;
        QCOMPARE(model.rowCount(), 14);
        QCOMPARE(model.headerData(M::DeltaColumn, Qt::Horizontal).toString(), QString("B − A"));
        QCOMPARE(model.index(0, M::MetricColumn).data().toString(), QString("Registers"));
        QCOMPARE(model.index(0, M::DeltaColumn).data().toString(), QString("+8"));
        // more is red, less green, the same uncoloured
        QCOMPARE(model.index(0, M::DeltaColumn).data(Qt::ForegroundRole).value<QColor>(), QColor(0xb3, 0x1d, 0x28));
        QCOMPARE(model.index(1, M::DeltaColumn).data().toString(), QString("-512"));
        QCOMPARE(model.index(1, M::DeltaColumn).data(Qt::ForegroundRole).value<QColor>(), QColor(0x22, 0x86, 0x3a));
        QVERIFY(!model.index(2, M::DeltaColumn).data(Qt::ForegroundRole).isValid());
        // a kernel on one side only: absent, no change
        QCOMPARE(model.index(7, M::BColumn).data().toString(), QString("absent"));
        QCOMPARE(model.index(7, M::AColumn).data().toString(), QString("8"));
        QCOMPARE(model.index(7, M::DeltaColumn).data().toString(), QString());
        QVERIFY(model.index(7, M::KernelColumn).data().toString().startsWith("old"));
        model.setDeltas({});
        QCOMPARE(model.rowCount(), 0);
    }

    void occupancyLimitsMarkTheLimitingOne()
    {
        widgets::OccupancyLimitsModel model;
        Tester tester(&model, kReport);
        core::OccupancyResult o;
        o.blocksByWarps = 8;
        o.blocksByBlocks = 32;
        o.blocksByRegisters = 1 << 20; // no register use
        o.blocksBySharedMemory = 4;
        o.blocksByBarriers = 0; // no barrier limit on this architecture: no row
        o.limiter = core::OccupancyLimiter::SharedMemory;
        model.setOccupancy(o);
        using M = widgets::OccupancyLimitsModel;
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.headerData(M::LimitColumn, Qt::Horizontal).toString(), QString("Limit"));
        QCOMPARE(model.index(0, M::LimitColumn).data().toString(), QString("warps per SM"));
        QCOMPARE(model.index(2, M::BlocksColumn).data().toString(), QString("no limit"));
        QCOMPARE(model.index(3, M::LimitColumn).data().toString(), QString("shared memory per block (limiting)"));
        QVERIFY(model.index(3, M::BlocksColumn).data(Qt::FontRole).value<QFont>().bold());
        QCOMPARE(model.index(3, M::LimitColumn).data(Qt::ForegroundRole).value<QColor>(), QColor(0xd7, 0x3a, 0x49));
        QVERIFY(!model.index(0, M::LimitColumn).data(Qt::FontRole).isValid());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void bookmarksFileLineAndNote()
    {
        widgets::BookmarksModel model;
        Tester tester(&model, kReport);
        model.setBookmarks({{"kernel.cu", 12, "the tail is read past N"}, {"ref.py", 3, ""}});
        using M = widgets::BookmarksModel;
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.headerData(M::NoteColumn, Qt::Horizontal).toString(), QString("Note"));
        QCOMPARE(model.index(0, M::FileColumn).data().toString(), QString("kernel.cu"));
        QCOMPARE(model.index(0, M::LineColumn).data().toString(), QString("12"));
        QCOMPARE(model.index(0, M::NoteColumn).data().toString(), QString("the tail is read past N"));
        QCOMPARE(model.index(1, M::NoteColumn).data().toString(), QString());
        QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable)); // edited through the controller
        model.setBookmarks({});
        QCOMPARE(model.rowCount(), 0);
    }

    void bookmarkListAsksToGoAndToRemove()
    {
        widgets::ReviewNotesPane pane;
        pane.setReviewOpen(true);
        core::Review review;
        review.bookmarks = {{"kernel.cu", 12, "a"}, {"ref.py", 3, "b"}};
        pane.setReview(review);
        QTreeView* list = pane.bookmarkList();
        QCOMPARE(list->model()->rowCount(), 2);
        QSignalSpy go(&pane, &widgets::ReviewNotesPane::bookmarkActivated);
        QSignalSpy remove(&pane, &widgets::ReviewNotesPane::bookmarkRemoveRequested);
        emit list->activated(list->model()->index(1, 0));
        QCOMPARE(go.count(), 1);
        QCOMPARE(go.first().at(0).toInt(), 1);
        list->setCurrentIndex(list->model()->index(0, 2));
        for (QPushButton* b : pane.findChildren<QPushButton*>())
            if (b->text() == "Remove")
                b->click();
        QCOMPARE(remove.count(), 1);
        QCOMPARE(remove.first().at(0).toInt(), 0);
    }
};

QTEST_MAIN(TestTableModels)
#include "tst_tablemodels.moc"
