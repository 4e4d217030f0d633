// The heatmap view with a hand-built run: mode values, overlays, hover text, click-to-select,
// folding and slicing, and export to PNG, SVG and PDF.
#include "runfixture.h"
#include "widgets/heatmapview.h"

#include <QApplication>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

#include <qcustomplot.h>

using namespace warpscope;
using core::HeatmapMode;
using core::HeatmapOverlay;

class TestHeatmapView : public QObject {
    Q_OBJECT
private slots:
    void modesShowTheRightValues()
    {
        widgets::HeatmapView view;
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        QVERIFY(view.emptyReason().isEmpty());
        view.setMode(HeatmapMode::Ulp);
        const auto& g = view.grid();
        QCOMPARE(int(g.rows), 3);
        QCOMPARE(int(g.cols), 4);
        QCOMPARE(g.values[8], 8388608.0f);
        QCOMPARE(g.values[0], 0.0f);
        QCOMPARE(g.overlay[1], HeatmapOverlay::NaN);
        QCOMPARE(g.overlay[11], HeatmapOverlay::Unwritten);

        view.setMode(HeatmapMode::AbsError);
        QCOMPARE(view.grid().values[8], 1.0f);
        view.setMode(HeatmapMode::PassFail);
        QCOMPARE(view.grid().values[8], 1.0f);
        QCOMPARE(view.grid().values[3], 0.0f);
        view.setMode(HeatmapMode::Value);
        QCOMPARE(view.grid().values[8], 2.0f);
        QCOMPARE(view.grid().overlay[11], HeatmapOverlay::Unwritten);
        view.setMode(HeatmapMode::Reference);
        QCOMPARE(view.grid().values[8], 1.0f);
        view.setLogScale(true);
        QVERIFY(view.logScale());
    }

    // A linear ULP map drew a few wrong cells as dark as the exact ones: pass / fail comes first.
    void passFailIsTheDefault()
    {
        widgets::HeatmapView view;
        QCOMPARE(view.mode(), HeatmapMode::PassFail);
        QCOMPARE(view.findChild<QComboBox*>("heatmapMode")->currentData().toInt(), int(HeatmapMode::PassFail));
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        QCOMPARE(view.grid().values[8], 1.0f); // the failing element
        QCOMPARE(view.grid().values[3], 0.0f);
    }

    // The tolerance that judged the output is marked on the colour bar by a tick naming it.
    void toleranceIsMarkedOnTheColourBar()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        core::Tolerance& tol = run->seeds[1].outputs[0].stats.tolerance;
        tol.atol = 0.25;
        tol.rtol = 0.0;
        tol.maxUlp = 4;
        tol.fromTask = true;
        widgets::HeatmapView view;
        view.resize(700, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setMode(HeatmapMode::AbsError);
        view.setOutput(run, 1, 0);
        view.plot()->replot();
        QCPAxis* bar = view.colorScale()->axis();
        QVERIFY(bar->tickVector().contains(0.25));
        QVERIFY2(bar->tickVectorLabels().contains(QStringLiteral("atol 0.25 ▸")),
            qPrintable(bar->tickVectorLabels().join('|')));
        view.setMode(HeatmapMode::Ulp);
        view.plot()->replot();
        QVERIFY(bar->tickVector().contains(4.0));
        QVERIFY(bar->tickVectorLabels().contains(QStringLiteral("max_ulp 4 ▸")));
        view.setLogScale(true);
        view.plot()->replot();
        QVERIFY(bar->tickVector().contains(std::log10(4.0)));
        // the pass / fail map has no threshold to mark
        view.setMode(HeatmapMode::PassFail);
        view.plot()->replot();
        QVERIFY(!bar->tickVectorLabels().join(' ').contains(QStringLiteral("▸")));
    }

    // An exact output on a log scale read "-30 ... -29" (log10 of a floor): it says it is exact instead.
    void anExactOutputHasNoLogBar()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        core::OutputResult& out = run->seeds[0].outputs[0];
        out.output = runfixture::f32({3, 4}, 1.0f);
        out.maps.absError = runfixture::f32({3, 4});
        out.maps.relError = runfixture::f32({3, 4});
        out.maps.ulp = runfixture::f32({3, 4});
        out.maps.category = runfixture::f32({3, 4}, float(core::ElementCategory::Exact));
        widgets::HeatmapView view;
        view.setMode(HeatmapMode::Ulp);
        view.setLogScale(true);
        view.setOutput(run, 0, 0);
        view.plot()->replot();
        QCPAxis* bar = view.colorScale()->axis();
        QVERIFY2(bar->label().contains("every compared element is exact"), qPrintable(bar->label()));
        QVERIFY2(bar->range().lower >= 0.0, qPrintable(QString::number(bar->range().lower)));
    }

    // A launch that did not complete keeps its map, under the reason it stopped.
    void aStoppedSeedSaysSo()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        run->seeds[1].completed = false;
        run->seeds[1].stopReason = "budget";
        run->seeds[1].stopMessage = "the kernel did not finish within 10 warp-instructions";
        widgets::HeatmapView view;
        view.setOutput(run, 1, 0);
        QVERIFY(view.emptyReason().isEmpty());
        QVERIFY(view.grid().rows > 0);
        QVERIFY2(view.stopNote().contains("stopped (budget)"), qPrintable(view.stopNote()));
        QVERIFY(view.findChild<QLabel*>("heatmapEmpty")->text().contains("10 warp-instructions"));
        view.setOutput(run, 0, 0);
        QVERIFY(view.stopNote().isEmpty());
    }

    void hoverNamesIndexValueAndErrors()
    {
        widgets::HeatmapView view;
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        const QString text = view.hoverText(2, 0); // flat 8
        QVERIFY2(text.contains("out [2, 0]"), qPrintable(text));
        QVERIFY2(text.contains("value 2"), qPrintable(text));
        QVERIFY2(text.contains("reference 1"), qPrintable(text));
        QVERIFY2(text.contains("ULP 8388608"), qPrintable(text));
        QVERIFY2(text.contains("fail"), qPrintable(text));
        QVERIFY(view.hoverText(0, 1).contains("NaN"));
        QVERIFY(view.hoverText(0, 3).contains("[0, 3]"));
        QVERIFY(view.hoverText(5, 0).isEmpty());
    }

    void clickSelectsAnElement()
    {
        widgets::HeatmapView view;
        view.resize(700, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        view.plot()->replot();
        QSignalSpy spy(&view, &widgets::HeatmapView::elementSelected);
        const QPoint at = view.cellCenter(2, 0);
        QTest::mouseClick(view.plot(), Qt::LeftButton, {}, at);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.first().first().toLongLong(), qlonglong(8));
        QCOMPARE(view.selectedElement(), qint64(8));
        QVERIFY2(view.detailText().contains("[2, 0]"), qPrintable(view.detailText()));
        QVERIFY(view.detailText().contains("8388608"));
    }

    void foldsOneDimensional()
    {
        widgets::HeatmapView view;
        view.setMode(HeatmapMode::Ulp); // these read ULP distances
        view.setOutput(runfixture::makeRun({10}), 1, 0);
        view.setFoldWidth(4);
        QCOMPARE(int(view.grid().rows), 3);
        QCOMPARE(int(view.grid().cols), 4);
        QCOMPARE(view.grid().overlay[10], HeatmapOverlay::Outside);
        QCOMPARE(view.grid().overlay[9], HeatmapOverlay::Unwritten);
        QCOMPARE(view.grid().values[8], 8388608.0f);
        QVERIFY(view.hoverText(2, 0).contains("[8]"));
    }

    void slicesThreeDimensional()
    {
        widgets::HeatmapView view;
        view.setMode(HeatmapMode::Ulp); // these read ULP distances
        view.setOutput(runfixture::makeRun({2, 3, 3}), 1, 0); // flat 8 is [0, 2, 2]; the last is [1, 2, 2]
        QCOMPARE(int(view.grid().rows), 3);
        QCOMPARE(view.grid().values[8], 8388608.0f);
        QCOMPARE(view.grid().overlay[8], HeatmapOverlay::None);
        view.setSliceIndex(0, 1);
        QVERIFY(std::isnan(view.grid().values[8])); // an overlaid element is off the colour scale
        QCOMPARE(view.grid().overlay[8], HeatmapOverlay::Unwritten);
        QVERIFY(view.hoverText(2, 2).contains("[1, 2, 2]"));
    }

    // A mode switch back reuses the grid pooled before; a new slice or output pools afresh.
    void switchingBackShowsTheSameGrid()
    {
        widgets::HeatmapView view;
        view.setMode(HeatmapMode::Ulp); // these read ULP distances
        view.setOutput(runfixture::makeRun({2, 3, 3}), 1, 0);
        const core::HeatmapGrid ulp = view.grid();
        view.setMode(HeatmapMode::AbsError);
        const core::HeatmapGrid abs = view.grid();
        view.setMode(HeatmapMode::Ulp);
        QCOMPARE(view.grid().source, ulp.source);
        QCOMPARE(view.grid().overlay, ulp.overlay);
        QCOMPARE(view.grid().values[8], ulp.values[8]);
        view.setMode(HeatmapMode::AbsError);
        QCOMPARE(view.grid().source, abs.source);
        QCOMPARE(view.grid().values[8], abs.values[8]);
        view.setSliceIndex(0, 1); // the pooled grids of slice 0 must not come back
        view.setMode(HeatmapMode::Ulp);
        QCOMPARE(view.grid().overlay[8], HeatmapOverlay::Unwritten);
        QVERIFY(view.hoverText(2, 2).contains("[1, 2, 2]"));
        view.setMode(HeatmapMode::AbsError);
        QCOMPARE(view.grid().overlay[8], HeatmapOverlay::Unwritten);
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        view.setMode(HeatmapMode::Ulp);
        QCOMPARE(int(view.grid().rows), 3);
        QCOMPARE(int(view.grid().cols), 4);
        QCOMPARE(view.grid().values[8], 8388608.0f);
    }

    void missingTensorsAreExplained()
    {
        auto run = std::make_shared<core::RunResult>(*runfixture::makeRun({3, 4}));
        run->seeds[1].outputs[0].tensorsKept = false;
        widgets::HeatmapView view;
        view.setOutput(run, 1, 0);
        QVERIFY(view.emptyReason().contains("out"));
        QVERIFY(view.emptyReason().contains("not kept"));
        view.setOutput(run, 5, 0);
        QVERIFY(!view.emptyReason().isEmpty());
    }

    void exportWritesFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << "map.png" << QByteArray("\x89PNG");
        QTest::newRow("svg") << "map.svg" << QByteArray("<?xml");
        QTest::newRow("pdf") << "map.pdf" << QByteArray("%PDF");
    }
    void exportWritesFiles()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, magic);
        QTemporaryDir dir;
        widgets::HeatmapView view;
        view.resize(600, 400);
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        const QString file = dir.filePath(name);
        const QString why = view.exportTo(file, 600, 400);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.size() > 200);
        QVERIFY(f.read(magic.size()) == magic);
    }

    void exportRefusesUnknownFormats()
    {
        QTemporaryDir dir;
        widgets::HeatmapView view;
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        const QString why = view.exportTo(dir.filePath("map.bmp"));
        QVERIFY(why.contains("map.bmp"));
        QVERIFY(why.contains(".svg"));
        QVERIFY(!QFileInfo::exists(dir.filePath("map.bmp")));
    }

    void squareDataHasSquareCells_data()
    {
        QTest::addColumn<QSize>("viewSize");
        QTest::newRow("wide dock") << QSize(900, 380);
        QTest::newRow("tall dock") << QSize(420, 800);
    }
    void squareDataHasSquareCells()
    {
        QFETCH(QSize, viewSize);
        widgets::HeatmapView view;
        view.resize(viewSize);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setOutput(runfixture::makeRun({96, 96}), 1, 0);
        view.plot()->replot();
        auto checkSquare = [&] {
            const QPoint origin = view.cellCenter(0, 0);
            const int across = std::abs(view.cellCenter(0, 95).x() - origin.x());
            const int down = std::abs(view.cellCenter(95, 0).y() - origin.y());
            QVERIFY2(std::abs(across - down) <= 2,
                qPrintable(QStringLiteral("95 cells: %1 px across, %2 px down").arg(across).arg(down)));
            // Letterboxed, not cropped: the whole map is in the plot, and fills it one way.
            const QRect area = view.plot()->axisRect()->rect();
            QVERIFY(area.contains(view.cellCenter(95, 95)) && area.contains(origin));
            QVERIFY(across > area.width() * 0.9 || down > area.height() * 0.9);
        };
        checkSquare();
        view.resize(viewSize.height(), viewSize.width()); // the dock turned the other way
        view.plot()->replot();
        checkSquare();
        view.resize(viewSize);
        view.plot()->replot();
        checkSquare();
    }

    void aLongStripFillsThePlot()
    {
        widgets::HeatmapView view;
        view.resize(900, 380);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setOutput(runfixture::makeRun({16, 128}), 1, 0); // 8 times wider than tall
        view.plot()->replot();
        const QRect area = view.plot()->axisRect()->rect();
        const int down = std::abs(view.cellCenter(15, 0).y() - view.cellCenter(0, 0).y());
        QVERIFY2(down > area.height() * 0.8, qPrintable(QString::number(down)));
    }

    void aZoomSurvivesReplotsAndKeepsCellsSquare()
    {
        widgets::HeatmapView view;
        view.resize(900, 380);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setOutput(runfixture::makeRun({96, 96}), 1, 0);
        view.plot()->replot();
        const double before = view.plot()->xAxis->range().size();
        const QPointF at = view.cellCenter(48, 48);
        QWheelEvent wheel(
            at, view.plot()->mapToGlobal(at), {}, {0, 240}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.plot(), &wheel);
        view.plot()->replot();
        view.plot()->replot();
        const double zoomed = view.plot()->xAxis->range().size();
        QVERIFY2(zoomed < before * 0.9, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(zoomed)));
        const int across = std::abs(view.cellCenter(40, 56).x() - view.cellCenter(40, 40).x());
        const int down = std::abs(view.cellCenter(56, 40).y() - view.cellCenter(40, 40).y());
        QVERIFY(std::abs(across - down) <= 2);
        view.setMode(HeatmapMode::AbsError); // a new map is shown whole again
        view.plot()->replot();
        QCOMPARE(view.plot()->yAxis->range().size(), 96.0); // all 96 rows, whole cells, fill the height
    }

    /// Two heatmaps side by side (a baseline's and the current one) share zoom and pan: a user's wheel
    /// announces the range; setViewRange takes it without announcing, so linked views cannot echo.
    void linkedViewRange()
    {
        widgets::HeatmapView left, right;
        QObject::connect(&left, &widgets::HeatmapView::viewRangeChanged, &right, &widgets::HeatmapView::setViewRange);
        QObject::connect(&right, &widgets::HeatmapView::viewRangeChanged, &left, &widgets::HeatmapView::setViewRange);
        for (auto* view : {&left, &right}) {
            view->resize(600, 500);
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view));
            view->setOutput(runfixture::makeRun({96, 96}), 1, 0);
            view->plot()->replot();
        }
        QVERIFY(!left.isZoomed());
        QSignalSpy leftMoves(&left, &widgets::HeatmapView::viewRangeChanged);
        QSignalSpy rightMoves(&right, &widgets::HeatmapView::viewRangeChanged);
        const QPointF at = left.cellCenter(48, 48);
        QWheelEvent wheel(
            at, left.plot()->mapToGlobal(at), {}, {0, 240}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(left.plot(), &wheel);
        QVERIFY(!leftMoves.isEmpty());
        QVERIFY(rightMoves.isEmpty()); // taken, not echoed
        QVERIFY(left.isZoomed());
        QVERIFY(right.isZoomed());
        left.plot()->replot(); // the wheel's replot is queued; both fit their cells square, the same way
        right.plot()->replot();
        QVERIFY(rightMoves.isEmpty());
        // the same part of the map; each view then grows one axis to keep its cells square in its own frame
        QCOMPARE(right.viewRange().center(), left.viewRange().center());
        QCOMPARE(right.viewRange().height(), left.viewRange().height());
        QVERIFY(left.viewRange().width() < 96.0);
        // a fit or a new map is not the user's zoom: nothing is announced
        leftMoves.clear();
        left.setMode(HeatmapMode::AbsError);
        left.plot()->replot();
        QVERIFY(leftMoves.isEmpty());
    }
};

QTEST_MAIN(TestHeatmapView)
#include "tst_heatmapview.moc"
