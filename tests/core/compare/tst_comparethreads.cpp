// The f32 fast path splits its blocks over threads; every statistic must be the same for any thread
// count, worst elements and their tie order included.
#include "core/compare/comparison.h"
#include "core/task/generators.h"

#include <QTest>

#include <cstring>
#include <limits>

using namespace warpscope::core;

namespace {

constexpr std::uint32_t kPoison32 = 0x7FFFDEAD;

/// An output a few ULP off its reference, with failures, exact ties of the worst excess, NaN, Inf and
/// poisoned elements spread over the parts so each thread sees some of each.
void fill(Tensor& out, Tensor& ref, bool refF64)
{
    Rng rng(11);
    const std::size_t n = out.elementCount();
    for (std::size_t i = 0; i < n; ++i) {
        const double r = (rng.uniform01() - 0.5) * 4.0;
        ref.set(i, r);
        out.set(i, r * (1.0 + (rng.uniform01() - 0.5) * 1e-6));
        if (i % 4099 == 17) { // the same failure in many places: ties that only the index breaks
            ref.set(i, 1.0);
            out.set(i, 1.5);
        }
        if (i % 30011 == 5)
            out.set(i, std::numeric_limits<double>::quiet_NaN());
        if (i % 50021 == 9) {
            const std::uint32_t poison = kPoison32;
            std::memcpy(out.bytes.data() + 4 * i, &poison, 4);
        }
        if (refF64 && i % 70001 == 3)
            ref.set(i, 1e39); // beyond f32
    }
}

OutputStats compareWith(const Tensor& out, const Tensor& ref, int threads)
{
    CompareOptions o;
    o.name = "y";
    o.poisonBits = kPoison32;
    o.worstK = 8;
    o.threads = threads;
    Tolerance tol = defaultTolerance(DType::F32);
    tol.maxUlp = 2;
    auto s = compareOutput(out, ref, tol, o);
    if (!s)
        qFatal("%s", s.error().describe().c_str());
    return *s;
}

} // namespace

class TestCompareThreads : public QObject {
    Q_OBJECT
private slots:
    void sameStatisticsForAnyThreadCount_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("refF64");
        for (int n : {2048, 2048 * 3 + 5, 300007})
            for (bool f64 : {false, true})
                QTest::addRow("n%d %s", n, f64 ? "f64" : "f32") << n << f64;
    }
    void sameStatisticsForAnyThreadCount()
    {
        QFETCH(int, n);
        QFETCH(bool, refF64);
        Tensor out = Tensor::zeros(DType::F32, {n});
        Tensor ref = Tensor::zeros(refF64 ? DType::F64 : DType::F32, {n});
        fill(out, ref, refF64);
        const OutputStats one = compareWith(out, ref, 1);
        QVERIFY(one.mismatches > 0);
        for (int threads : {0, 2, 3, 7}) {
            const OutputStats s = compareWith(out, ref, threads);
            QCOMPARE(s.exact, one.exact);
            QCOMPARE(s.passedByClose, one.passedByClose);
            QCOMPARE(s.passedByUlp, one.passedByUlp);
            QCOMPARE(s.mismatches, one.mismatches);
            QCOMPARE(s.signMismatches, one.signMismatches);
            QCOMPARE(s.nanMismatches, one.nanMismatches);
            QCOMPARE(s.infMismatches, one.infMismatches);
            QCOMPARE(s.unwritten, one.unwritten);
            QCOMPARE(s.zeroWouldPass, one.zeroWouldPass);
            QCOMPARE(s.nonFiniteReference, one.nonFiniteReference);
            QCOMPARE(s.maxAbsError, one.maxAbsError);
            QCOMPARE(s.maxRelError, one.maxRelError);
            QCOMPARE(s.maxUlp, one.maxUlp);
            QCOMPARE(s.ulpHistogram, one.ulpHistogram);
            QCOMPARE(s.referenceConstant, one.referenceConstant);
            QCOMPARE(s.worstIndex, one.worstIndex);
            QCOMPARE(s.worst.size(), one.worst.size());
            for (std::size_t i = 0; i < s.worst.size(); ++i) {
                QCOMPARE(s.worst[i].flatIndex, one.worst[i].flatIndex);
                QCOMPARE(s.worst[i].excess, one.worst[i].excess);
            }
            QCOMPARE(s.warnings.size(), one.warnings.size());
            for (std::size_t i = 0; i < s.warnings.size(); ++i)
                QCOMPARE(s.warnings[i].message, one.warnings[i].message);
        }
    }
};

QTEST_GUILESS_MAIN(TestCompareThreads)
#include "tst_comparethreads.moc"
