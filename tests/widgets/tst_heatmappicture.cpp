// The heatmap's picture, made off the GUI thread, against the heatmap as the view drew it before: two
// QCPColorMaps (values, and the NaN / Inf / unwritten overlay over them) filled cell by cell on the GUI
// thread and coloured by QCustomPlot at the paint. Pixel for pixel, for every mode, linear and log, on
// a small map (oversampled), a large one, a folded 1-D one and a pooled one; drawn whole and zoomed.
// And the view: a large output's picture is made on a worker while the old map stays, and what the
// accessors read is the new one.
#include "runfixture.h"
#include "widgets/heatmappicture.h"
#include "widgets/heatmapview.h"
#include "widgets/picturecolormap.h"

#include <QPainter>
#include <QSet>
#include <QTest>

#include <cmath>
#include <optional>
#include <tuple>

#include <qcustomplot.h>

using namespace warpscope;
using core::HeatmapMode;

namespace {

/// A colour map that shows the image QCustomPlot colours from its cells.
class ColouredMap : public QCPColorMap {
public:
    using QCPColorMap::QCPColorMap;
    QImage colouredImage()
    {
        updateMapImage();
        return mMapImage;
    }
};

/// The view's colouring before the picture (heatmapplot.cpp, fillPlot): the values (log10 above a
/// floor on a log bar) and the overlay codes in two colour maps, their gradients and ranges.
struct OldColourMaps {
    ColouredMap* map = nullptr;
    ColouredMap* overlay = nullptr;
};

std::optional<double> oldTolerance(HeatmapMode mode, const core::Tolerance& t)
{
    if (mode == HeatmapMode::Ulp && t.maxUlp)
        return double(*t.maxUlp);
    if (mode == HeatmapMode::AbsError && t.useClose)
        return t.atol;
    if (mode == HeatmapMode::RelError && t.useClose)
        return t.rtol;
    return std::nullopt;
}

OldColourMaps fillTheOldWay(
    QCustomPlot* plot, const core::HeatmapGrid& g, HeatmapMode mode, bool logAsked, const core::Tolerance& tolerance)
{
    OldColourMaps m;
    m.map = new ColouredMap(plot->xAxis, plot->yAxis);
    m.map->setInterpolate(false);
    m.overlay = new ColouredMap(plot->xAxis, plot->yAxis);
    m.overlay->setInterpolate(false);
    QCPColorGradient overlayColors;
    overlayColors.clearColorStops();
    overlayColors.setColorStopAt(0.0, QColor(0, 0, 0));
    overlayColors.setColorStopAt(0.2, QColor(255, 140, 0));
    overlayColors.setColorStopAt(0.4, QColor(255, 0, 255));
    overlayColors.setColorStopAt(0.6, QColor(20, 20, 20));
    overlayColors.setColorStopAt(0.8, QColor(225, 225, 225));
    overlayColors.setColorStopAt(1.0, QColor(150, 160, 185));
    overlayColors.setLevelCount(6);
    m.overlay->setGradient(overlayColors);
    m.overlay->setDataRange(QCPRange(0, 5));

    const int rows = int(g.rows);
    const int cols = int(g.cols);
    const double kx = (g.blockCols - 1) / 2.0;
    const double ky = (g.blockRows - 1) / 2.0;
    const QCPRange keys(kx, kx + double(cols - 1) * g.blockCols);
    const QCPRange values(ky, ky + double(rows - 1) * g.blockRows);
    for (ColouredMap* map : {m.map, m.overlay}) {
        map->data()->setSize(cols, rows);
        map->data()->setRange(keys, values);
    }
    const bool errorMode = mode == HeatmapMode::Ulp || mode == HeatmapMode::AbsError || mode == HeatmapMode::RelError;
    const bool allExact = errorMode && !(g.maxValue > 0);
    const bool log = logAsked && errorMode && !allExact;
    const double floor = g.minPositive > 0 ? g.minPositive / 10.0 : 1e-30;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::size_t i = std::size_t(r) * std::size_t(cols) + std::size_t(c);
            double v = g.values[i];
            if (log && !std::isnan(v))
                v = std::log10(std::max(v, floor));
            m.map->data()->setCell(c, r, std::isnan(v) ? 0.0 : v);
            const auto o = g.overlay[i];
            m.overlay->data()->setCell(c, r, double(o));
            m.overlay->data()->setAlpha(c, r, o == core::HeatmapOverlay::None ? 0 : 255);
        }
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    gradient.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
    gradient.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8c));
    gradient.setColorStopAt(0.75, QColor(0x5e, 0xc9, 0x62));
    gradient.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    QCPRange range(g.minValue, g.maxValue);
    if (mode == HeatmapMode::PassFail) {
        gradient.clearColorStops();
        gradient.setColorStopAt(0.0, QColor(200, 235, 200));
        gradient.setColorStopAt(1.0, QColor(200, 0, 0));
        gradient.setLevelCount(2);
        range = QCPRange(0, 1);
    } else if (log) {
        range = QCPRange(std::log10(floor), std::log10(std::max(g.maxValue, floor * 10)));
    }
    if (range.size() <= 0)
        range = QCPRange(range.lower, range.lower + 1.0);
    std::optional<double> tol;
    if (!allExact)
        tol = oldTolerance(mode, tolerance);
    if (tol && (!log || *tol > 0))
        range.expand(log ? std::log10(*tol) : *tol);
    if (allExact)
        range = QCPRange(0.0, 1.0);
    m.map->setGradient(gradient);
    m.map->setDataRange(range);
    return m;
}

/// An output of rows x cols with errors of every size, every overlay and a tolerance to mark.
std::shared_ptr<const core::RunResult> variedRun(std::vector<std::int64_t> shape)
{
    auto run = std::make_shared<core::RunResult>(*runfixture::makeRun(shape));
    core::OutputResult& o = run->seeds[1].outputs[0];
    const std::size_t n = o.output.elementCount();
    for (std::size_t i = 0; i < n; ++i) {
        const double error = (i % 7 == 0) ? 0.0 : std::pow(10.0, -double(i % 9)) * double(1 + i % 5);
        o.output.set(i, 1.0f + float(error));
        o.maps.absError.set(i, float(error));
        o.maps.relError.set(i, float(error));
        o.maps.ulp.set(i, float(std::floor(error * 1e6)));
        o.maps.category.set(i, float(error > 0.01 ? core::ElementCategory::Fail : core::ElementCategory::PassClose));
        if (i % 97 == 5) {
            o.output.set(i, std::numeric_limits<float>::quiet_NaN());
            o.maps.category.set(i, float(core::ElementCategory::NaN));
        } else if (i % 89 == 3) {
            o.output.set(i, std::numeric_limits<float>::infinity());
            o.maps.category.set(i, float(core::ElementCategory::Inf));
        } else if (i % 83 == 7) {
            o.maps.category.set(i, float(core::ElementCategory::Unwritten));
        } else if (i % 79 == 11) {
            o.maps.category.set(i, float(core::ElementCategory::NotCompared));
        }
    }
    o.stats.tolerance.atol = 0.01;
    o.stats.tolerance.rtol = 0.001;
    o.stats.tolerance.maxUlp = 40;
    return run;
}

struct Case {
    const char* name;
    std::vector<std::int64_t> shape;
    std::int64_t foldWidth;
};

const std::vector<Case>& cases()
{
    static const std::vector<Case> all {
        {"3x4 (oversampled)", {3, 4}, 64},
        {"150x230", {150, 230}, 64},
        {"1-D 5000 folded to 64", {5000}, 64},
        {"1100x1030 (pooled)", {1100, 1030}, 64},
    };
    return all;
}

const std::vector<HeatmapMode> kModes {HeatmapMode::PassFail, HeatmapMode::Ulp, HeatmapMode::AbsError,
    HeatmapMode::RelError, HeatmapMode::Value, HeatmapMode::Reference};

QImage render(QCustomPlot& plot, const QSize& size)
{
    plot.resize(size);
    return plot.toPixmap(size.width(), size.height()).toImage();
}

int distinctColours(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

void setUpAxes(QCustomPlot& plot)
{
    plot.yAxis->setRangeReversed(true); // as the view: row 0 at the top
}

} // namespace

class TestHeatmapPicture : public QObject {
    Q_OBJECT
private slots:
    void sameAsBefore_data()
    {
        QTest::addColumn<int>("caseIndex");
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("log");
        for (int c = 0; c < int(cases().size()); ++c)
            for (HeatmapMode mode : kModes)
                for (bool log : {false, true})
                    QTest::addRow(
                        "%s %s%s", cases()[std::size_t(c)].name, core::heatmapModeName(mode), log ? " log" : "")
                        << c << int(mode) << log;
    }

    void sameAsBefore()
    {
        QFETCH(int, caseIndex);
        QFETCH(int, mode);
        QFETCH(bool, log);
        const Case& c = cases()[std::size_t(caseIndex)];
        widgets::HeatmapPictureRequest request;
        request.run = variedRun(c.shape);
        request.seed = 1;
        request.output = 0;
        auto layout = core::layoutGrid(c.shape, c.foldWidth, {});
        QVERIFY(layout);
        request.layout = *layout;
        request.mode = HeatmapMode(mode);
        request.log = log;
        widgets::HeatmapPicture picture = widgets::makeHeatmapPicture(request);
        QVERIFY2(picture.error.isEmpty(), qPrintable(picture.error));
        const core::HeatmapGrid& g = *picture.grid;
        QVERIFY(g.rows > 0 && g.cols > 0);

        // the image: QCustomPlot's colours of the two maps, the overlay drawn over the values, row 0 on top
        QCustomPlot before;
        setUpAxes(before);
        const core::OutputResult& out = request.run->seeds[1].outputs[0];
        OldColourMaps old = fillTheOldWay(&before, g, request.mode, log, out.stats.tolerance);
        QImage expected = old.map->colouredImage();
        {
            QPainter p(&expected);
            p.drawImage(0, 0, old.overlay->colouredImage());
        }
        expected = expected.mirrored(false, true);
        QCOMPARE(picture.image.size(), expected.size());
        QCOMPARE(picture.image.format(), expected.format());
        QVERIFY(picture.image == expected);
        QCOMPARE(picture.dataRange.lower, old.map->dataRange().lower);
        QCOMPARE(picture.dataRange.upper, old.map->dataRange().upper);
        QVERIFY(picture.gradient == old.map->gradient());

        // drawn: the whole map and a zoom into it, at two sizes, the same pixels
        QCustomPlot after;
        setUpAxes(after);
        auto* map = new widgets::PictureColorMap(after.xAxis, after.yAxis);
        map->setInterpolate(false);
        map->setData(picture.cells.release());
        map->setPicture(picture.image);
        map->setGradient(picture.gradient);
        map->setDataRange(picture.dataRange);
        before.rescaleAxes();
        const QCPRange x = before.xAxis->range();
        const QCPRange y = before.yAxis->range();
        // the whole map at one size, a zoom into it at another (odd sizes: uneven cell widths)
        const QList<std::tuple<QCPRange, QCPRange, QSize>> views {{x, y, QSize(640, 480)},
            {QCPRange(x.lower + x.size() * 0.3, x.lower + x.size() * 0.45),
                QCPRange(y.lower + y.size() * 0.2, y.lower + y.size() * 0.4), QSize(333, 517)}};
        for (const auto& [vx, vy, size] : views) {
            for (QCustomPlot* plot : {&before, &after}) {
                plot->xAxis->setRange(vx);
                plot->yAxis->setRange(vy);
            }
            const QImage a = render(before, size);
            const QImage b = render(after, size);
            QVERIFY(distinctColours(a) > 3); // the map is drawn, not a blank plot
            QVERIFY2(a == b, qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
        }
    }

    // A large output is pooled and coloured off the GUI thread; the old map stays until it comes, and
    // the accessors wait for it, so they read the new map at once.
    void aLargeOutputIsMadeOnAWorker()
    {
        auto run = variedRun({600, 500});
        widgets::HeatmapView view;
        view.resize(700, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0); // small: made at once
        QVERIFY(!view.picturePending());
        QCOMPARE(int(view.grid().rows), 3);

        view.setOutput(run, 1, 0);
        QVERIFY(view.picturePending()); // shown when the worker is done, in a later event
        QTRY_VERIFY(!view.picturePending());
        QCOMPARE(int(view.grid().rows), 600);
        QCOMPARE(int(view.grid().cols), 500);
        auto* map = dynamic_cast<widgets::PictureColorMap*>(view.plot()->plottable(0));
        QVERIFY(map);
        widgets::HeatmapPictureRequest request;
        request.run = run;
        request.seed = 1;
        request.output = 0;
        request.layout = *core::layoutGrid({600, 500}, 64, {});
        request.mode = view.mode();
        QVERIFY(map->picture() == widgets::makeHeatmapPicture(request).image);

        // a mode switch while nothing waits, read at once: the accessor waits for the worker
        view.setMode(HeatmapMode::AbsError);
        QVERIFY(view.picturePending());
        QCOMPARE(view.grid().values[1], 0.2f); // element 1's error: 10^-1 * 2 (variedRun)
        QVERIFY(!view.picturePending());
        request.mode = HeatmapMode::AbsError;
        QVERIFY(map->picture() == widgets::makeHeatmapPicture(request).image);

        // the first paint of a picture from the worker has the ticks of its own map, not of the one before
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        view.plot()->replot();
        view.setOutput(run, 1, 0);
        view.finishPicture(); // shown with no event in between, as a picture arriving on its own is
        view.plot()->replot();
        QVERIFY2(view.plot()->xAxis->tickVector().last() >= 400, "columns labelled up to 499");
        QVERIFY2(view.plot()->yAxis->tickVector().last() >= 500, "rows labelled up to 599");

        // a newer request overtakes one still being made: only the newer is shown
        view.setMode(HeatmapMode::Ulp);
        view.setOutput(runfixture::makeRun({3, 4}), 1, 0);
        QVERIFY(!view.picturePending());
        QTest::qWait(50);
        QCOMPARE(int(view.grid().rows), 3);
        QVERIFY(view.emptyReason().isEmpty());
    }
};

QTEST_MAIN(TestHeatmapPicture)
#include "tst_heatmappicture.moc"
