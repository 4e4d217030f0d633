// Implementation against implementation on one output: bit-identical, within tolerance or differs,
// the maxima, the first differing element and the signed difference map.
#include "core/compare/tolerance.h"
#include "core/exec/poison.h"
#include "core/pipeline/implrun.h"

#include <QTest>

using namespace warpscope::core;

namespace {

Tensor f32(std::vector<float> v, std::vector<std::int64_t> shape)
{
    Tensor t = Tensor::zeros(DType::F32, std::move(shape));
    std::memcpy(t.bytes.data(), v.data(), v.size() * sizeof(float));
    return t;
}

} // namespace

class TestImplDiff : public QObject {
    Q_OBJECT

private slots:
    void classifies_data()
    {
        QTest::addColumn<std::vector<float>>("b");
        QTest::addColumn<int>("status");
        QTest::addColumn<qint64>("differing");
        QTest::addColumn<qint64>("first");
        QTest::newRow("same bits") << std::vector<float> {1, 2, 3, 4, 5, 6} << int(DiffStatus::BitIdentical)
                                   << qint64(0) << qint64(-1);
        QTest::newRow("one ulp at [1, 0]") << std::vector<float> {1, 2, 3, std::nextafter(4.0f, 5.0f), 5, 6}
                                           << int(DiffStatus::WithinTolerance) << qint64(1) << qint64(3);
        QTest::newRow("far off twice") << std::vector<float> {1, 2.5f, 3, 4, 5, 0} << int(DiffStatus::Differs)
                                       << qint64(2) << qint64(1);
    }
    void classifies()
    {
        QFETCH(std::vector<float>, b);
        QFETCH(int, status);
        QFETCH(qint64, differing);
        QFETCH(qint64, first);
        const Tensor a = f32({1, 2, 3, 4, 5, 6}, {2, 3});
        ToleranceSpec spec;
        spec.atol = 0.0;
        spec.rtol = 1e-6;
        const ImplementationDiff d = diffOutputs(a, f32(b, {2, 3}), toleranceFor(DType::F32, &spec), true);
        QCOMPARE(int(d.status), status);
        QCOMPARE(d.differing, differing);
        QCOMPARE(d.firstIndex, first);
        QCOMPARE(d.elements, std::int64_t(6));
        if (first < 0)
            return;
        QCOMPARE(d.firstIndexNd, unflattenIndex(first, {2, 3}));
        QCOMPARE(d.firstA, double(a.at(std::size_t(first))));
        const float* diff = reinterpret_cast<const float*>(d.difference.bytes.data());
        QCOMPARE(diff[first], float(a.at(std::size_t(first)) - b[std::size_t(first)]));
        QCOMPARE(diff[0], 0.0f);
        if (status == int(DiffStatus::Differs)) {
            QCOMPARE(d.beyondTolerance, std::int64_t(2));
            QCOMPARE(d.maxAbs, 6.0);
            QCOMPARE(d.worstIndex, std::int64_t(5));
        }
    }

    void poisonOnOneSideIsADifference()
    {
        Tensor a = f32({1, 2, 3}, {3});
        Tensor b = poisonTensor(DType::F32, {3});
        const ImplementationDiff d = diffOutputs(a, b, defaultTolerance(DType::F32), true);
        QCOMPARE(d.status, DiffStatus::Differs);
        QCOMPARE(d.differing, std::int64_t(3));
        // neither wrote: the poison on both sides is the same bits
        QCOMPARE(diffOutputs(b, b, defaultTolerance(DType::F32), true).status, DiffStatus::BitIdentical);
    }

    void sizesMustAgree()
    {
        const ImplementationDiff d
            = diffOutputs(f32({1, 2, 3}, {3}), f32({1, 2}, {2}), defaultTolerance(DType::F32), true);
        QCOMPARE(d.status, DiffStatus::NotCompared);
        QVERIFY(d.note.find("dtype or size") != std::string::npos);
        QCOMPARE(std::string(diffStatusName(d.status)), std::string("not compared"));
    }
};

QTEST_GUILESS_MAIN(TestImplDiff)
#include "tst_impldiff.moc"
