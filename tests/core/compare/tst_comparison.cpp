#include "core/common/floatbits.h"
#include "core/compare/comparison.h"
#include "core/task/generators.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace warpscope::core;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::uint32_t kPoison32 = 0x7FFFDEAD;

Tensor make(DType t, const std::vector<double>& values, std::vector<std::int64_t> shape = {})
{
    if (shape.empty())
        shape = {static_cast<std::int64_t>(values.size())};
    Tensor x = Tensor::zeros(t, shape);
    for (std::size_t i = 0; i < values.size(); ++i)
        x.set(i, values[i]);
    return x;
}

void setBits32(Tensor& t, std::size_t i, std::uint32_t bits)
{
    std::memcpy(t.bytes.data() + 4 * i, &bits, 4);
}

OutputStats compare(
    const Tensor& out, const Tensor& ref, const Tolerance& tol, CompareOptions o = {}, ErrorMaps* maps = nullptr)
{
    if (o.name.empty())
        o.name = "y";
    auto s = compareOutput(out, ref, tol, o, maps);
    if (!s)
        qFatal("%s", s.error().describe().c_str());
    return *s;
}

bool hasWarning(const OutputStats& s, CompareWarning::Kind k)
{
    for (const auto& w : s.warnings)
        if (w.kind == k)
            return true;
    return false;
}

Tolerance exactOrUlp(std::uint64_t ulp)
{
    Tolerance t;
    t.maxUlp = ulp;
    return t;
}

} // namespace

Q_DECLARE_METATYPE(CompareWarning::Kind)

class TestComparison : public QObject {
    Q_OBJECT
private slots:
    void identicalOutputPassesSilently()
    {
        const Tensor ref = make(DType::F32, {0.5, -1.25, 3.0, 7.5, -0.0, 2.0, 1e-3});
        const OutputStats s = compare(ref, ref, defaultTolerance(DType::F32));
        QVERIFY(s.passed);
        QCOMPARE(s.exact, std::int64_t(7));
        QCOMPARE(s.mismatches, std::int64_t(0));
        QCOMPARE(s.maxUlp, std::uint64_t(0));
        QVERIFY(s.warnings.empty());
        QVERIFY(s.worst.empty());
        QVERIFY(s.worstIndex.empty());
        QCOMPARE(s.ulpHistogram[0], std::uint64_t(7));
    }

    // One element per row against its reference: which category, and by which rule it passed.
    void categories_data()
    {
        QTest::addColumn<double>("out");
        QTest::addColumn<double>("ref");
        QTest::addColumn<int>("category");
        QTest::newRow("exact") << 1.0 << 1.0 << int(ElementCategory::Exact);
        QTest::newRow("+0 -0") << 0.0 << -0.0 << int(ElementCategory::Exact);
        QTest::newRow("both nan") << kNaN << kNaN << int(ElementCategory::Exact);
        QTest::newRow("equal inf") << kInf << kInf << int(ElementCategory::Exact);
        QTest::newRow("close") << 1.000001 << 1.0 << int(ElementCategory::PassClose);
        QTest::newRow("fail") << 1.1 << 1.0 << int(ElementCategory::Fail);
        QTest::newRow("nan out") << kNaN << 1.0 << int(ElementCategory::NaN);
        QTest::newRow("nan ref") << 1.0 << kNaN << int(ElementCategory::NaN);
        QTest::newRow("inf out") << kInf << 1.0 << int(ElementCategory::Inf);
        QTest::newRow("opposite inf") << -kInf << kInf << int(ElementCategory::Inf);
        QTest::newRow("sign") << -1.0 << 1.0 << int(ElementCategory::Sign);
        QTest::newRow("sign within atol passes") << -1e-7 << 1e-7 << int(ElementCategory::PassClose);
    }
    void categories()
    {
        QFETCH(double, out);
        QFETCH(double, ref);
        QFETCH(int, category);
        ErrorMaps maps;
        const OutputStats s
            = compare(make(DType::F32, {out}), make(DType::F32, {ref}), defaultTolerance(DType::F32), {}, &maps);
        const float* c = reinterpret_cast<const float*>(maps.category.bytes.data());
        QCOMPARE(int(c[0]), category);
        QCOMPARE(s.passed, !isMismatch(ElementCategory(category)));
    }

    void ulpRuleAloneAndTogether()
    {
        const double one = 1.0, next2 = 1.0 + 2 * 0x1p-23;
        Tolerance ulpOnly;
        ulpOnly.useClose = false;
        ulpOnly.maxUlp = 2;
        OutputStats s = compare(make(DType::F32, {next2}), make(DType::F32, {one}), ulpOnly);
        QVERIFY(s.passed);
        QCOMPARE(s.passedByUlp, std::int64_t(1));
        ulpOnly.maxUlp = 1;
        s = compare(make(DType::F32, {next2}), make(DType::F32, {one}), ulpOnly);
        QVERIFY(!s.passed);
        QCOMPARE(s.maxUlp, std::uint64_t(2));
        // atol = rtol = 0 or max_ulp 2: the ULP rule passes what the close rule fails.
        Tolerance both = exactOrUlp(2);
        s = compare(make(DType::F32, {next2}), make(DType::F32, {one}), both);
        QVERIFY(s.passed);
        QCOMPARE(s.passedByUlp, std::int64_t(1));
    }

    void f64ReferenceRoundedIsExact()
    {
        // An f32 output equal to the f64 reference rounded to f32 is exact (0 ulp) even under atol = rtol = 0.
        const double ref = 0.1;
        Tolerance exact;
        const OutputStats s = compare(make(DType::F32, {ref}), make(DType::F64, {ref}), exact);
        QVERIFY(s.passed);
        QCOMPARE(s.exact, std::int64_t(1));
        QVERIFY(s.maxAbsError > 0.0); // |float(0.1) - 0.1| is not zero
        QVERIFY(s.maxAbsError < 0x1p-27);
    }

    void statisticsAndWorst()
    {
        // 2 x 3 output; errors 0, 0.1, 0, 0.3, 0.2, 0 against a reference of ones.
        const Tensor ref = make(DType::F32, {1, 1, 1, 1, 1, 1}, {2, 3});
        const Tensor out = make(DType::F32, {1, 1.1, 1, 1.3, 1.2, 1}, {2, 3});
        CompareOptions o;
        o.worstK = 2;
        const OutputStats s = compare(out, ref, defaultTolerance(DType::F32), o);
        QVERIFY(!s.passed);
        QCOMPARE(s.mismatches, std::int64_t(3));
        QCOMPARE(s.elements, std::int64_t(6));
        QCOMPARE(s.worst.size(), std::size_t(2));
        QCOMPARE(s.worst[0].flatIndex, std::int64_t(3));
        QCOMPARE(s.worst[0].index, (std::vector<std::int64_t> {1, 0}));
        QCOMPARE(s.worst[1].flatIndex, std::int64_t(4));
        QCOMPARE(s.worstIndex, (std::vector<std::int64_t> {1, 0}));
        QCOMPARE(float(s.maxAbsError), 0.3f);
        QCOMPARE(float(s.worst[0].value), 1.3f);
        QCOMPARE(s.worst[0].reference, 1.0);
        QVERIFY(s.worst[0].excess > 1.0);
    }

    void relativeErrorOfZeroReference()
    {
        const OutputStats s
            = compare(make(DType::F32, {1e-6, 0.0}), make(DType::F32, {0.0, 0.0}), defaultTolerance(DType::F32));
        QVERIFY(s.passed); // within atol
        QVERIFY(std::isinf(s.maxRelError));
    }

    void unwrittenElements()
    {
        Tensor out = make(DType::F32, {1, 2, 3, 4, 5});
        const Tensor ref = out;
        setBits32(out, 3, kPoison32);
        CompareOptions o;
        o.poisonBits = kPoison32;
        const OutputStats s = compare(out, ref, defaultTolerance(DType::F32), o);
        QVERIFY(!s.passed);
        QCOMPARE(s.unwritten, std::int64_t(1));
        QVERIFY(hasWarning(s, CompareWarning::Kind::Unwritten));
        QCOMPARE(s.worst[0].category, ElementCategory::Unwritten);
        QCOMPARE(s.worst[0].flatIndex, std::int64_t(3));
    }

    void neitherSideWroteIsNotExact_data()
    {
        QTest::addColumn<bool>("forceScalar");
        QTest::newRow("fast path") << false;
        QTest::newRow("scalar") << true;
    }
    void neitherSideWroteIsNotExact()
    {
        QFETCH(bool, forceScalar);
        Tensor out = make(DType::F32, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
        Tensor ref = out;
        for (std::size_t i : {7u, 8u, 9u}) {
            setBits32(out, i, kPoison32);
            setBits32(ref, i, kPoison32); // a reference kernel that skipped them too
        }
        CompareOptions o;
        o.poisonBits = kPoison32;
        o.referencePoisoned = true;
        o.forceScalar = forceScalar;
        ErrorMaps maps;
        const OutputStats s = compare(out, ref, defaultTolerance(DType::F32), o, &maps);
        QVERIFY(s.passed); // nothing to blame either side for
        QCOMPARE(s.neitherWrote, std::int64_t(3));
        QCOMPARE(s.exact, std::int64_t(7)); // not 10
        QCOMPARE(s.mismatches, std::int64_t(0));
        QCOMPARE(s.unwritten, std::int64_t(0));
        QCOMPARE(s.ulpHistogram[0], std::uint64_t(7));
        QCOMPARE(maps.category.at(8), double(ElementCategory::NeitherWrote));
        QCOMPARE(QString(elementCategoryName(ElementCategory::NeitherWrote)), QString("neither_wrote"));
        QVERIFY(!isMismatch(ElementCategory::NeitherWrote));
        // a builtin reference is never poisoned: the same bits there are the kernel's unwritten elements
        o.referencePoisoned = false;
        const OutputStats builtin = compare(out, ref, defaultTolerance(DType::F32), o);
        QCOMPARE(builtin.neitherWrote, std::int64_t(0));
    }

    void integerPoisonThatIsTheAnswerIsNotUnwritten()
    {
        const Tensor out = make(DType::I32, {-1, 5, -1});
        const Tensor ref = make(DType::I32, {-1, 5, 7});
        CompareOptions o;
        o.poisonBits = 0xffffffffu;
        const OutputStats s = compare(out, ref, defaultTolerance(DType::I32), o);
        QCOMPARE(s.unwritten, std::int64_t(1)); // only the element whose reference is 7
        QCOMPARE(s.exact, std::int64_t(2));
    }

    void integersCompareExactly()
    {
        const OutputStats s
            = compare(make(DType::I64, {1, 2, 3}), make(DType::I64, {1, 2, 4}), defaultTolerance(DType::I64));
        QCOMPARE(s.mismatches, std::int64_t(1));
        QCOMPARE(s.maxUlp, std::uint64_t(1));
        QCOMPARE(s.maxAbsError, 1.0);
        // An f64 reference of an integer output (a builtin sum) compares the same way.
        const OutputStats f
            = compare(make(DType::U32, {10, 20}), make(DType::F64, {10, 20}), defaultTolerance(DType::U32));
        QVERIFY(f.passed);
    }

    void halfTypes_data()
    {
        QTest::addColumn<int>("type");
        QTest::newRow("f16") << int(DType::F16);
        QTest::newRow("bf16") << int(DType::BF16);
        QTest::newRow("f64") << int(DType::F64);
    }
    void halfTypes()
    {
        QFETCH(int, type);
        const DType t = DType(type);
        const Tensor ref = make(DType::F64, {1.0, 2.0, -3.0, 0.1});
        Tensor out = make(t, {1.0, 2.0, -3.0, 0.1});
        OutputStats s = compare(out, ref, defaultTolerance(t));
        QVERIFY(s.passed);
        QCOMPARE(s.exact, std::int64_t(4));
        out.set(1, 2.5);
        s = compare(out, ref, defaultTolerance(t));
        QCOMPARE(s.mismatches, std::int64_t(1));
        QCOMPARE(s.worst[0].flatIndex, std::int64_t(1));
    }

    // Each warning: a crafted case that triggers it; the clean case above triggers none.
    void warnings_data()
    {
        QTest::addColumn<CompareWarning::Kind>("kind");
        QTest::newRow("vacuous") << CompareWarning::Kind::VacuousTolerance;
        QTest::newRow("constant") << CompareWarning::Kind::ConstantReference;
        QTest::newRow("nonfinite reference") << CompareWarning::Kind::NonFiniteReference;
        QTest::newRow("unwritten") << CompareWarning::Kind::Unwritten;
    }
    void warnings()
    {
        QFETCH(CompareWarning::Kind, kind);
        Tensor ref, out;
        CompareOptions o;
        switch (kind) {
        case CompareWarning::Kind::VacuousTolerance: // values far below atol = 1e-5
            ref = make(DType::F32, {1e-7, -3e-7, 2e-8, 5e-7});
            out = ref;
            break;
        case CompareWarning::Kind::ConstantReference:
            ref = make(DType::F32, {0.5, 0.5, 0.5, 0.5, 0.5});
            out = ref;
            break;
        case CompareWarning::Kind::NonFiniteReference:
            ref = make(DType::F32, {1.0, kNaN, 2.0});
            out = ref;
            break;
        default:
            ref = make(DType::F32, {1.0, 2.0, 3.0});
            out = ref;
            setBits32(out, 1, kPoison32);
            o.poisonBits = kPoison32;
            break;
        }
        const OutputStats s = compare(out, ref, defaultTolerance(DType::F32), o);
        QVERIFY(hasWarning(s, kind));
        QCOMPARE(int(s.warnings.size()), 1);
    }

    void allZeroReferenceIsNotVacuous()
    {
        const Tensor ref = make(DType::F32, {0.0, 0.0, 0.0});
        const OutputStats s = compare(ref, ref, defaultTolerance(DType::F32));
        QVERIFY(!hasWarning(s, CompareWarning::Kind::VacuousTolerance));
        QVERIFY(hasWarning(s, CompareWarning::Kind::ConstantReference));
    }

    void errorMaps()
    {
        const Tensor ref = make(DType::F32, {1.0, 2.0, 4.0}, {1, 3});
        const Tensor out = make(DType::F32, {1.0, 2.5, kNaN}, {1, 3});
        ErrorMaps maps;
        compare(out, ref, defaultTolerance(DType::F32), {}, &maps);
        QCOMPARE(maps.absError.shape, (std::vector<std::int64_t> {1, 3}));
        const float* a = reinterpret_cast<const float*>(maps.absError.bytes.data());
        const float* r = reinterpret_cast<const float*>(maps.relError.bytes.data());
        const float* u = reinterpret_cast<const float*>(maps.ulp.bytes.data());
        const float* c = reinterpret_cast<const float*>(maps.category.bytes.data());
        QCOMPARE(a[0], 0.0f);
        QCOMPARE(a[1], 0.5f);
        QCOMPARE(r[1], 0.25f);
        QCOMPARE(u[1], float(0x1p21)); // 2.5 - 2 is 2^21 f32 steps at exponent 1
        QVERIFY(std::isinf(a[2]));
        QCOMPARE(int(c[0]), int(ElementCategory::Exact));
        QCOMPARE(int(c[1]), int(ElementCategory::Fail));
        QCOMPARE(int(c[2]), int(ElementCategory::NaN));
    }

    void shapeMismatchIsAnError()
    {
        CompareOptions o;
        o.name = "out";
        auto s = compareOutput(make(DType::F32, {1, 2, 3}), make(DType::F32, {1, 2}), defaultTolerance(DType::F32), o);
        QVERIFY(!s);
        QVERIFY(s.error().message.find("'out'") != std::string::npos);
    }

    // The vectorised f32 path must agree with the scalar definition on every statistic, whatever the
    // data: sizes around the block and the lane width, NaN/Inf/poison sprinkled in, both reference types,
    // all three rule shapes.
    void fastPathMatchesScalar_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("refF64");
        QTest::addColumn<int>("rule"); // 0 close, 1 ulp, 2 both
        QTest::addColumn<bool>("specials");
        QTest::addColumn<bool>("portable");
        for (int n : {1, 7, 4096, 5003, 40000})
            for (bool f64 : {false, true})
                for (int rule : {0, 1, 2})
                    for (bool sp : {false, true})
                        for (bool portable : {false, true})
                            QTest::addRow("n%d %s rule%d %s %s", n, f64 ? "f64" : "f32", rule,
                                sp ? "specials" : "clean", portable ? "portable" : "auto")
                                << n << f64 << rule << sp << portable;
    }
    void fastPathMatchesScalar()
    {
        QFETCH(int, n);
        QFETCH(bool, refF64);
        QFETCH(int, rule);
        QFETCH(bool, specials);
        Rng rng(static_cast<std::uint64_t>(n * 7 + rule));
        Tensor ref = Tensor::zeros(refF64 ? DType::F64 : DType::F32, {n});
        Tensor out = Tensor::zeros(DType::F32, {n});
        for (int i = 0; i < n; ++i) {
            const double r = (rng.uniform01() - 0.5) * (i % 97 == 0 ? 1e-6 : 4.0);
            ref.set(i, r);
            const double noise = i % 13 == 0 ? 0.05 : (rng.uniform01() - 0.5) * 1e-6;
            out.set(i, i % 31 == 0 ? -r : r * (1.0 + noise));
            if (i % 53 == 0) { // zeros of both signs
                ref.set(i, 0.0);
                out.set(i, i % 2 ? -0.0 : 0.0);
            }
            if (refF64
                && i % 211 == 3) { // rounds to zero in f32; against a negative output: a failure, not a sign flip
                ref.set(i, 1e-50);
                out.set(i, -0.5);
            }
            if (specials && refF64 && i % 997 == 11)
                ref.set(i, 1e39); // beyond f32: rounds to infinity
            if (specials && i % 501 == 5)
                out.set(i, i % 2 ? kNaN : kInf);
            if (specials && i % 777 == 9)
                setBits32(out, i, kPoison32);
        }
        Tolerance tol = defaultTolerance(DType::F32);
        if (rule >= 1)
            tol.maxUlp = 3;
        if (rule == 1)
            tol.useClose = false;
        CompareOptions o;
        o.poisonBits = kPoison32;
        o.worstK = 5;
        QFETCH(bool, portable);
        o.forcePortable = portable;
        const OutputStats fast = compare(out, ref, tol, o);
        o.forceScalar = true;
        const OutputStats slow = compare(out, ref, tol, o);
        QCOMPARE(fast.exact, slow.exact);
        QCOMPARE(fast.passedByClose, slow.passedByClose);
        QCOMPARE(fast.passedByUlp, slow.passedByUlp);
        QCOMPARE(fast.mismatches, slow.mismatches);
        QCOMPARE(fast.signMismatches, slow.signMismatches);
        QCOMPARE(fast.nanMismatches, slow.nanMismatches);
        QCOMPARE(fast.infMismatches, slow.infMismatches);
        QCOMPARE(fast.unwritten, slow.unwritten);
        QCOMPARE(fast.zeroWouldPass, slow.zeroWouldPass);
        QCOMPARE(fast.maxAbsError, slow.maxAbsError);
        QCOMPARE(fast.maxRelError, slow.maxRelError);
        QCOMPARE(fast.maxUlp, slow.maxUlp);
        QCOMPARE(fast.maxUlpBeyondAtol, slow.maxUlpBeyondAtol);
        QCOMPARE(fast.passedByAtol, slow.passedByAtol);
        if (rule != 1 && n > 100)
            QVERIFY2(slow.passedByAtol > 0, "the near-zero references pass by atol");
        QCOMPARE(fast.ulpHistogram, slow.ulpHistogram);
        QCOMPARE(fast.referenceConstant, slow.referenceConstant);
        QCOMPARE(fast.worst.size(), slow.worst.size());
        for (std::size_t i = 0; i < fast.worst.size(); ++i)
            QCOMPARE(fast.worst[i].flatIndex, slow.worst[i].flatIndex);
        std::int64_t total = fast.exact + fast.passedByClose + fast.passedByUlp + fast.mismatches;
        QCOMPARE(total, std::int64_t(n));
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
