#include "core/compare/heatmapgrid.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace warpscope::core;

namespace {

Tensor f32(std::vector<std::int64_t> shape, float fill = 0.0f)
{
    Tensor t = Tensor::zeros(DType::F32, std::move(shape));
    for (std::size_t i = 0; i < t.elementCount(); ++i)
        t.set(i, fill);
    return t;
}

/// Error maps of a shape with every element exact.
ErrorMaps cleanMaps(const std::vector<std::int64_t>& shape)
{
    ErrorMaps m;
    m.absError = f32(shape);
    m.relError = f32(shape);
    m.ulp = f32(shape);
    m.category = f32(shape, float(ElementCategory::Exact));
    return m;
}

} // namespace

class TestHeatmapGrid : public QObject {
    Q_OBJECT
private slots:
    void layout_data()
    {
        QTest::addColumn<QList<qint64>>("shape");
        QTest::addColumn<qint64>("fold");
        QTest::addColumn<QList<qint64>>("slice");
        QTest::addColumn<qint64>("rows");
        QTest::addColumn<qint64>("cols");
        QTest::addColumn<qint64>("offset");
        QTest::newRow("1-D folded, exact")
            << QList<qint64> {12} << qint64(4) << QList<qint64> {} << qint64(3) << qint64(4) << qint64(0);
        QTest::newRow("1-D folded, ragged tail")
            << QList<qint64> {10} << qint64(4) << QList<qint64> {} << qint64(3) << qint64(4) << qint64(0);
        QTest::newRow("1-D fold wider than data")
            << QList<qint64> {5} << qint64(64) << QList<qint64> {} << qint64(1) << qint64(5) << qint64(0);
        QTest::newRow("scalar") << QList<qint64> {} << qint64(8) << QList<qint64> {} << qint64(1) << qint64(1)
                                << qint64(0);
        QTest::newRow("2-D as is") << QList<qint64> {3, 7} << qint64(4) << QList<qint64> {} << qint64(3) << qint64(7)
                                   << qint64(0);
        QTest::newRow("3-D slice 2") << QList<qint64> {4, 3, 5} << qint64(1) << QList<qint64> {2} << qint64(3)
                                     << qint64(5) << qint64(30);
        QTest::newRow("4-D slice [1, 2]") << QList<qint64> {2, 3, 4, 5} << qint64(1) << QList<qint64> {1, 2}
                                          << qint64(4) << qint64(5) << qint64((1 * 3 + 2) * 20);
    }
    void layout()
    {
        QFETCH(QList<qint64>, shape);
        QFETCH(qint64, fold);
        QFETCH(QList<qint64>, slice);
        QFETCH(qint64, rows);
        QFETCH(qint64, cols);
        QFETCH(qint64, offset);
        auto g = layoutGrid(std::vector<std::int64_t>(shape.begin(), shape.end()), fold,
            std::vector<std::int64_t>(slice.begin(), slice.end()));
        QVERIFY(g.ok());
        QCOMPARE(qint64(g->rows), rows);
        QCOMPARE(qint64(g->cols), cols);
        QCOMPARE(qint64(g->offset), offset);
    }

    void foldedTailIsOutside()
    {
        const std::vector<std::int64_t> shape {10};
        auto layout = layoutGrid(shape, 4, {});
        QVERIFY(layout.ok());
        QCOMPARE(qint64(flatIndexAt(*layout, 2, 1)), qint64(9));
        QCOMPARE(qint64(flatIndexAt(*layout, 2, 2)), qint64(-1));
        Tensor out = f32(shape, 1.0f);
        ErrorMaps maps = cleanMaps(shape);
        auto grid = buildHeatmapGrid({&out, &out, &maps}, *layout, HeatmapMode::Value);
        QVERIFY(grid.ok());
        QCOMPARE(grid->overlay[2 * 4 + 1], HeatmapOverlay::None);
        QCOMPARE(grid->overlay[2 * 4 + 2], HeatmapOverlay::Outside);
        QCOMPARE(qint64(grid->source[2 * 4 + 3]), qint64(-1));
        QCOMPARE(grid->values[0], 1.0f);
    }

    void sliceOutOfRangeNamesTheDimension()
    {
        auto g = layoutGrid({4, 3, 5}, 1, {4});
        QVERIFY(!g.ok());
        QVERIFY(g.error().message.find("dimension 0") != std::string::npos);
        QVERIFY(g.error().message.find("0..3") != std::string::npos);
    }

    void sliceReadsTheRightElements()
    {
        const std::vector<std::int64_t> shape {3, 2, 2};
        Tensor out = f32(shape);
        for (std::size_t i = 0; i < out.elementCount(); ++i)
            out.set(i, float(i));
        auto layout = layoutGrid(shape, 1, {2});
        QVERIFY(layout.ok());
        auto grid = buildHeatmapGrid({&out, nullptr, nullptr}, *layout, HeatmapMode::Value);
        QVERIFY(grid.ok());
        QCOMPARE(grid->values, (std::vector<float> {8, 9, 10, 11}));
        QCOMPARE(qint64(grid->source[3]), qint64(11));
    }

    void overlayCategories()
    {
        const std::vector<std::int64_t> shape {2, 3};
        ErrorMaps maps = cleanMaps(shape);
        const float inf = std::numeric_limits<float>::infinity();
        maps.category.set(1, float(ElementCategory::NaN));
        maps.absError.set(1, inf);
        maps.category.set(2, float(ElementCategory::Inf));
        maps.absError.set(2, inf);
        maps.category.set(3, float(ElementCategory::Unwritten));
        maps.absError.set(3, inf);
        maps.category.set(4, float(ElementCategory::Fail));
        maps.absError.set(4, 0.5f);
        maps.category.set(5, float(ElementCategory::Sign));
        maps.absError.set(5, 2.0f);
        auto layout = layoutGrid(shape, 1, {});
        QVERIFY(layout.ok());
        auto grid = buildHeatmapGrid({nullptr, nullptr, &maps}, *layout, HeatmapMode::AbsError);
        QVERIFY(grid.ok());
        QCOMPARE(grid->overlay[0], HeatmapOverlay::None);
        QCOMPARE(grid->overlay[1], HeatmapOverlay::NaN);
        QCOMPARE(grid->overlay[2], HeatmapOverlay::Inf);
        QCOMPARE(grid->overlay[3], HeatmapOverlay::Unwritten);
        QCOMPARE(grid->overlay[4], HeatmapOverlay::None); // a finite failure is on the colour scale
        QCOMPARE(grid->overlay[5], HeatmapOverlay::None);
        QVERIFY(std::isnan(grid->values[1])); // non-finite errors stay off the colour scale
        QCOMPARE(grid->values[4], 0.5f);
        QCOMPARE(grid->maxValue, 2.0);
        QCOMPARE(grid->minValue, 0.0);
        QCOMPARE(grid->minPositive, 0.5);

        auto passFail = buildHeatmapGrid({nullptr, nullptr, &maps}, *layout, HeatmapMode::PassFail);
        QVERIFY(passFail.ok());
        QCOMPARE(passFail->values[0], 0.0f);
        QCOMPARE(passFail->values[4], 1.0f);
        QCOMPARE(passFail->values[5], 1.0f);
    }

    // The rule: downsampling a 4096 x 4096 map must never hide a single bad element.
    void notComparedIsItsOwnOverlay()
    {
        // outside a [compare] region or mask: grey "not compared", never the black of an unwritten element
        const std::vector<std::int64_t> shape {1, 3};
        ErrorMaps maps = cleanMaps(shape);
        maps.category.set(0, float(ElementCategory::NotCompared));
        maps.category.set(1, float(ElementCategory::Unwritten));
        auto layout = layoutGrid(shape, 1, {});
        QVERIFY(layout.ok());
        auto grid = buildHeatmapGrid({nullptr, nullptr, &maps}, *layout, HeatmapMode::AbsError);
        QVERIFY(grid.ok());
        QCOMPARE(grid->overlay[0], HeatmapOverlay::NotCompared);
        QCOMPARE(grid->overlay[1], HeatmapOverlay::Unwritten);
        QCOMPARE(grid->overlay[2], HeatmapOverlay::None);
    }

    void maxPoolKeepsOneBadElement()
    {
        const std::vector<std::int64_t> shape {4096, 4096};
        ErrorMaps maps = cleanMaps(shape);
        const std::int64_t badFlat = 1234 * 4096 + 3001;
        maps.ulp.set(std::size_t(badFlat), 7.0f);
        const std::int64_t unwrittenFlat = 4095 * 4096 + 17;
        maps.category.set(std::size_t(unwrittenFlat), float(ElementCategory::Unwritten));
        auto layout = layoutGrid(shape, 1, {});
        QVERIFY(layout.ok());
        auto grid = buildHeatmapGrid({nullptr, nullptr, &maps}, *layout, HeatmapMode::Ulp, 1024);
        QVERIFY(grid.ok());
        QCOMPARE(qint64(grid->rows), qint64(1024));
        QCOMPARE(qint64(grid->cols), qint64(1024));
        QCOMPARE(qint64(grid->blockRows), qint64(4));
        const std::size_t cell = std::size_t((1234 / 4) * 1024 + 3001 / 4);
        QCOMPARE(grid->values[cell], 7.0f);
        QCOMPARE(qint64(grid->source[cell]), qint64(badFlat));
        QCOMPARE(grid->maxValue, 7.0);
        const std::size_t unwrittenCell = std::size_t((4095 / 4) * 1024 + 17 / 4);
        QCOMPARE(grid->overlay[unwrittenCell], HeatmapOverlay::Unwritten);
        QCOMPARE(qint64(grid->source[unwrittenCell]), qint64(unwrittenFlat));
        // Exactly one cell carries the error and one the overlay.
        QCOMPARE(qint64(std::count(grid->values.begin(), grid->values.end(), 7.0f)), qint64(1));
        QCOMPARE(qint64(std::count(grid->overlay.begin(), grid->overlay.end(), HeatmapOverlay::Unwritten)), qint64(1));
    }

    void valueModePoolsByMagnitude()
    {
        const std::vector<std::int64_t> shape {1, 4};
        Tensor out = f32(shape);
        out.set(0, 1.0f);
        out.set(1, -9.0f);
        out.set(2, 3.0f);
        out.set(3, 2.0f);
        auto layout = layoutGrid(shape, 1, {});
        QVERIFY(layout.ok());
        auto grid = buildHeatmapGrid({&out, nullptr, nullptr}, *layout, HeatmapMode::Value, 1);
        QVERIFY(grid.ok());
        QCOMPARE(grid->values.size(), std::size_t(1));
        QCOMPARE(grid->values[0], -9.0f);
        QCOMPARE(qint64(grid->source[0]), qint64(1));
    }

    void missingTensorIsAnError()
    {
        const std::vector<std::int64_t> shape {4};
        auto layout = layoutGrid(shape, 2, {});
        QVERIFY(layout.ok());
        auto grid = buildHeatmapGrid({nullptr, nullptr, nullptr}, *layout, HeatmapMode::Ulp);
        QVERIFY(!grid.ok());
        QVERIFY(grid.error().message.find("ulp") != std::string::npos);
        Tensor wrongSize = f32({5});
        auto wrong = buildHeatmapGrid({nullptr, &wrongSize, nullptr}, *layout, HeatmapMode::Reference);
        QVERIFY(!wrong.ok());
        QVERIFY(wrong.error().message.find("reference") != std::string::npos);
    }

    void detail()
    {
        const std::vector<std::int64_t> shape {2, 3};
        Tensor out = f32(shape, 1.0f);
        Tensor ref = f32(shape, 1.0f);
        out.set(5, 1.5f);
        ErrorMaps maps = cleanMaps(shape);
        maps.absError.set(5, 0.5f);
        maps.relError.set(5, 0.5f);
        maps.ulp.set(5, 4194304.0f);
        maps.category.set(5, float(ElementCategory::Fail));
        auto d = elementDetail({&out, &ref, &maps}, shape, 5);
        QVERIFY(d.ok());
        QCOMPARE(d->index, (std::vector<std::int64_t> {1, 2}));
        QCOMPARE(d->value, 1.5);
        QCOMPARE(d->reference, 1.0);
        QCOMPARE(d->absError, 0.5);
        QCOMPARE(d->ulp, 4194304.0);
        QCOMPARE(d->category, ElementCategory::Fail);
        QVERIFY(!elementDetail({&out, &ref, &maps}, shape, 6).ok());
    }
};

QTEST_APPLESS_MAIN(TestHeatmapGrid)
#include "tst_heatmapgrid.moc"
