// The approximate instructions against their PTX ISA bounds (core/emu/approxbounds.h), run through the
// emulator: the default (correctly rounded) results lie within the bound; in a worst-case mode every
// result lies within the bound, on the requested side of the exact value, and no further than one ulp
// inside the bound's edge; special values (the ISA's tables) are what the default mode gives; a
// random direction is fixed by the seed and differs between seeds.
#include "opharness.h"

#include "core/emu/approxbounds.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <numbers>
#include <random>

using namespace emutest;
using warpscope::core::emu::ApproxBound;
using warpscope::core::emu::approxBound;
using warpscope::core::emu::ApproxFn;

namespace {

using V = std::vector<std::uint64_t>;
constexpr int kCount = 2000;

float f(std::uint64_t bits)
{
    return bitsToFloat(static_cast<std::uint32_t>(bits));
}

double h(std::uint64_t bits, bool bf16)
{
    return bf16 ? bf16BitsToDouble(static_cast<std::uint16_t>(bits))
                : halfBitsToDouble(static_cast<std::uint16_t>(bits));
}

ApproxMode worst(ApproxMode::Direction d, std::uint64_t seed = 7)
{
    ApproxMode m;
    m.kind = ApproxMode::Kind::Worst;
    m.direction = d;
    m.seed = seed;
    return m;
}

struct Case {
    ApproxFn fn;
    double lo, hi; ///< input range (log-uniform when logScale)
    bool logScale = false;
    bool ftz = false;
};

double exactOf(ApproxFn fn, double x, double y)
{
    switch (fn) {
    case ApproxFn::Rcp:
        return 1.0 / x;
    case ApproxFn::Sqrt:
        return std::sqrt(x);
    case ApproxFn::Rsqrt:
        return 1.0 / std::sqrt(x);
    case ApproxFn::Sin:
        return std::sin(x);
    case ApproxFn::Cos:
        return std::cos(x);
    case ApproxFn::Lg2:
        return std::log2(x);
    case ApproxFn::Ex2:
    case ApproxFn::Ex2F16:
    case ApproxFn::Ex2BF16:
        return std::exp2(x);
    case ApproxFn::Tanh:
    case ApproxFn::TanhF16:
    case ApproxFn::TanhBF16:
        return std::tanh(x);
    case ApproxFn::DivApprox:
    case ApproxFn::DivFull:
        return x / y;
    }
    return 0;
}

/// The error of `got` against `exact` in the bound's own measure (ulps from the correctly rounded
/// f32 result for ulp bounds).
double errorIn(const ApproxBound& b, double got, double exact)
{
    if (b.kind == ApproxBound::Kind::UlpsFromRounded) {
        const float cr = static_cast<float>(exact);
        const double ulp
            = std::fabs(static_cast<double>(std::nextafter(cr, std::numeric_limits<float>::infinity())) - cr);
        return std::fabs(got - cr) / ulp;
    }
    if (b.kind == ApproxBound::Kind::Relative)
        return std::fabs(got - exact) / std::fabs(exact);
    return std::fabs(got - exact);
}

int directionOf(ApproxMode::Direction d, double exact)
{
    switch (d) {
    case ApproxMode::Direction::Up:
        return 1;
    case ApproxMode::Direction::Down:
        return -1;
    case ApproxMode::Direction::Away:
        return std::signbit(exact) ? -1 : 1;
    default:
        return std::signbit(exact) ? 1 : -1;
    }
}

} // namespace

class TestEmuApprox : public QObject {
    Q_OBJECT

    static void addF32Rows()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<int>("fn");
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<bool>("logScale");
        QTest::addColumn<bool>("ftz");
        // ranges inside the documented ones: sin/cos in [-2pi, 2pi] (2^-20.5) and [-100pi, 100pi] (2^-14.7)
        QTest::newRow("ex2") << "ex2.approx.f32 %d, %a;" << int(ApproxFn::Ex2) << -100.0 << 100.0 << false << false;
        QTest::newRow("ex2.ftz") << "ex2.approx.ftz.f32 %d, %a;" << int(ApproxFn::Ex2) << -20.0 << 20.0 << false
                                 << true;
        QTest::newRow("lg2") << "lg2.approx.f32 %d, %a;" << int(ApproxFn::Lg2) << -30.0 << 30.0 << true << false;
        QTest::newRow("lg2 near 1") << "lg2.approx.f32 %d, %a;" << int(ApproxFn::Lg2) << 0.51 << 1.99 << false << false;
        QTest::newRow("sin") << "sin.approx.f32 %d, %a;" << int(ApproxFn::Sin) << -6.28 << 6.28 << false << false;
        QTest::newRow("sin 100pi") << "sin.approx.f32 %d, %a;" << int(ApproxFn::Sin) << -300.0 << 300.0 << false
                                   << false;
        QTest::newRow("cos") << "cos.approx.ftz.f32 %d, %a;" << int(ApproxFn::Cos) << -6.28 << 6.28 << false << true;
        QTest::newRow("tanh") << "tanh.approx.f32 %d, %a;" << int(ApproxFn::Tanh) << -8.0 << 8.0 << false << false;
        QTest::newRow("rcp") << "rcp.approx.f32 %d, %a;" << int(ApproxFn::Rcp) << -60.0 << 60.0 << true << false;
        QTest::newRow("rcp.ftz") << "rcp.approx.ftz.f32 %d, %a;" << int(ApproxFn::Rcp) << -60.0 << 60.0 << true << true;
        QTest::newRow("rsqrt") << "rsqrt.approx.f32 %d, %a;" << int(ApproxFn::Rsqrt) << -60.0 << 60.0 << true << false;
        QTest::newRow("sqrt") << "sqrt.approx.f32 %d, %a;" << int(ApproxFn::Sqrt) << -60.0 << 60.0 << true << false;
        QTest::newRow("div.approx") << "div.approx.f32 %d, %a, %b;" << int(ApproxFn::DivApprox) << -30.0 << 30.0 << true
                                    << false;
        QTest::newRow("div.full.ftz") << "div.full.ftz.f32 %d, %a, %b;" << int(ApproxFn::DivFull) << -30.0 << 30.0
                                      << true << true;
    }

    static void inputs(const Case& c, std::uint64_t seed, V& a, V& b)
    {
        std::mt19937_64 rng(seed);
        a.assign(kCount, 0);
        b.assign(kCount, 0);
        for (int i = 0; i < kCount; ++i) {
            const double u = std::uniform_real_distribution<double>(c.lo, c.hi)(rng);
            const double x = c.logScale ? std::exp(u) : u;
            a[i] = floatBits(static_cast<float>(
                c.logScale && (rng() & 1) && c.fn != ApproxFn::Sqrt && c.fn != ApproxFn::Rsqrt && c.fn != ApproxFn::Lg2
                    ? -x
                    : x));
            b[i] = floatBits(static_cast<float>(std::exp(std::uniform_real_distribution<double>(-30, 30)(rng))));
        }
    }

private slots:
    void defaultWithinBound_data() { addF32Rows(); }
    void defaultWithinBound()
    {
        QFETCH(QString, body);
        QFETCH(int, fn);
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(bool, logScale);
        QFETCH(bool, ftz);
        const Case c {ApproxFn(fn), lo, hi, logScale, ftz};
        V a, b;
        inputs(c, 100 + fn, a, b);
        std::string error;
        const V got = runOp(body, "f32,f32,f32,f32", a, b, {}, &error);
        QVERIFY2(error.empty(), error.c_str());
        for (int i = 0; i < kCount; ++i) {
            const double x = f(a[i]), y = f(b[i]);
            const double exact = exactOf(c.fn, x, y);
            const ApproxBound bound = approxBound(c.fn, x, y);
            if (bound.kind == ApproxBound::Kind::None || (ftz && std::fabs(exact) < 0x1p-126))
                continue;
            const double err = errorIn(bound, f(got[i]), exact);
            QVERIFY2(err <= bound.amount,
                qPrintable(QString("%1 of %2: got %3, exact %4, error %5 > %6")
                               .arg(body)
                               .arg(x, 0, 'g', 9)
                               .arg(f(got[i]), 0, 'g', 9)
                               .arg(exact, 0, 'g', 12)
                               .arg(err)
                               .arg(bound.amount)));
        }
    }

    void worstAtTheBound_data() { addF32Rows(); }
    void worstAtTheBound()
    {
        QFETCH(QString, body);
        QFETCH(int, fn);
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(bool, logScale);
        QFETCH(bool, ftz);
        const Case c {ApproxFn(fn), lo, hi, logScale, ftz};
        V a, b;
        inputs(c, 200 + fn, a, b);
        for (auto d : {ApproxMode::Direction::Up, ApproxMode::Direction::Down, ApproxMode::Direction::Away,
                 ApproxMode::Direction::TowardZero}) {
            std::string error;
            const V got = runOp(body, "f32,f32,f32,f32", a, b, {}, &error, {}, worst(d));
            QVERIFY2(error.empty(), error.c_str());
            int pushed = 0;
            for (int i = 0; i < kCount; ++i) {
                const double x = f(a[i]), y = f(b[i]);
                const double exact = exactOf(c.fn, x, y);
                const ApproxBound bound = approxBound(c.fn, x, y);
                const float g = f(got[i]);
                if (bound.kind == ApproxBound::Kind::None || !std::isfinite(exact) || std::fabs(exact) < 0x1p-125
                    || std::fabs(exact) > 0x1p127)
                    continue; // flushed, overflowing or unbounded results are checked elsewhere
                const int dir = directionOf(d, exact);
                const QString what = QString("%1 (%2) of %3: got %4, exact %5")
                                         .arg(body, approxModeName(worst(d)).c_str())
                                         .arg(x, 0, 'g', 9)
                                         .arg(g, 0, 'g', 9)
                                         .arg(exact, 0, 'g', 12);
                // within the bound
                QVERIFY2(
                    errorIn(bound, g, exact) <= bound.amount * (1 + 1e-12), qPrintable(what + " beyond the bound"));
                // at the edge: one more ulp in the direction leaves the bound (or passes zero)
                const float beyond = std::nextafter(
                    g, dir > 0 ? std::numeric_limits<float>::infinity() : -std::numeric_limits<float>::infinity());
                const bool atEdge = bound.kind == ApproxBound::Kind::UlpsFromRounded
                    ? std::fabs(errorIn(bound, g, exact) - bound.amount) < 1e-9
                    : errorIn(bound, beyond, exact) > bound.amount || dir * (beyond - exact) < 0;
                const float cr = static_cast<float>(exact);
                if (g != cr) {
                    // on the requested side of the exact value
                    QVERIFY2(dir * (g - exact) > 0, qPrintable(what + " on the wrong side"));
                    ++pushed;
                }
                QVERIFY2(atEdge || g == cr, qPrintable(what + " not at the bound's edge"));
            }
            QVERIFY2(pushed > kCount / 2, qPrintable(QString("%1: only %2 results moved").arg(body).arg(pushed)));
        }
    }

    void specialValuesUnchanged_data() { addF32Rows(); }
    void specialValuesUnchanged()
    {
        QFETCH(QString, body);
        QFETCH(bool, ftz);
        // the ISA's special-case tables: +-0, +-inf, NaN, and subnormals under .ftz, divisors 0 and inf
        V a = {0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001};
        V b = {0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000};
        if (ftz) {
            a.insert(a.end(), {0x00000001, 0x807fffff});
            b.insert(b.end(), {0x3f800000, 0x3f800000});
        }
        a.insert(a.end(), {0x3f800000, 0x3f800000, 0x3f800000});
        b.insert(b.end(), {0x00000000, 0x7f800000, 0xff800000});
        std::string error;
        const V plain = runOp(body, "f32,f32,f32,f32", a, b, {}, &error);
        QVERIFY2(error.empty(), error.c_str());
        for (auto d : {ApproxMode::Direction::Up, ApproxMode::Direction::Down, ApproxMode::Direction::Random}) {
            const V got = runOp(body, "f32,f32,f32,f32", a, b, {}, &error, {}, worst(d));
            QVERIFY2(error.empty(), error.c_str());
            for (std::size_t i = 0; i < a.size(); ++i) {
                const bool divisorOnly = body.startsWith("div") && i >= a.size() - 3;
                if (!divisorOnly && (f(a[i]) == 1.0f))
                    continue;
                QVERIFY2(got[i] == plain[i],
                    qPrintable(QString("%1 of %2 / %3: %4 in worst case, %5 by default")
                                   .arg(body)
                                   .arg(a[i], 0, 16)
                                   .arg(b[i], 0, 16)
                                   .arg(got[i], 0, 16)
                                   .arg(plain[i], 0, 16)));
            }
        }
    }

    void halfForms_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<int>("fn");
        QTest::addColumn<bool>("bf16");
        QTest::newRow("ex2.f16") << "ex2.approx.f16 %d, %a;" << int(ApproxFn::Ex2F16) << false;
        QTest::newRow("ex2.bf16") << "ex2.approx.ftz.bf16 %d, %a;" << int(ApproxFn::Ex2BF16) << true;
        QTest::newRow("tanh.f16") << "tanh.approx.f16 %d, %a;" << int(ApproxFn::TanhF16) << false;
        QTest::newRow("tanh.bf16") << "tanh.approx.bf16 %d, %a;" << int(ApproxFn::TanhBF16) << true;
    }
    void halfForms()
    {
        QFETCH(QString, body);
        QFETCH(int, fn);
        QFETCH(bool, bf16);
        std::mt19937_64 rng(300 + fn);
        V a(kCount);
        for (auto& v : a) {
            const double x = std::uniform_real_distribution<double>(-6, 6)(rng);
            v = bf16 ? doubleToBf16Bits(x) : doubleToHalfBits(x);
        }
        for (int mode = 0; mode < 3; ++mode) {
            const ApproxMode m = mode == 0 ? ApproxMode {}
                                           : worst(mode == 1 ? ApproxMode::Direction::Up : ApproxMode::Direction::Down);
            std::string error;
            const V got = runOp(body, "b16,b16,b16,b16", a, {}, {}, &error, {}, m);
            QVERIFY2(error.empty(), error.c_str());
            int moved = 0;
            for (int i = 0; i < kCount; ++i) {
                const double x = h(a[i], bf16);
                const double exact = exactOf(ApproxFn(fn), x, 1);
                const ApproxBound bound = approxBound(ApproxFn(fn), x);
                const double g = h(got[i], bf16);
                if (std::fabs(x) < 0x1p-14)
                    continue;
                QVERIFY2(errorIn(bound, g, exact) <= bound.amount,
                    qPrintable(QString("%1 of %2: got %3, exact %4").arg(body).arg(x).arg(g).arg(exact)));
                if (mode != 0
                    && g
                        != (bf16 ? bf16BitsToDouble(doubleToBf16Bits(exact))
                                 : halfBitsToDouble(doubleToHalfBits(exact)))) {
                    QVERIFY2((mode == 1 ? 1 : -1) * (g - exact) > 0, qPrintable(body + " on the wrong side"));
                    ++moved;
                }
            }
            if (mode != 0)
                QVERIFY2(moved > kCount / 4, qPrintable(QString("%1: only %2 results moved").arg(body).arg(moved)));
        }
    }

    void randomFollowsTheSeed()
    {
        V a(kCount), b(kCount);
        std::mt19937_64 rng(9);
        for (int i = 0; i < kCount; ++i)
            a[i] = floatBits(static_cast<float>(std::uniform_real_distribution<double>(-10, 10)(rng)));
        const QString body = "ex2.approx.f32 %d, %a;";
        std::string error;
        const V plain = runOp(body, "f32,f32,f32,f32", a, b, {}, &error);
        const V one = runOp(body, "f32,f32,f32,f32", a, b, {}, &error, {}, worst(ApproxMode::Direction::Random, 1));
        const V again = runOp(body, "f32,f32,f32,f32", a, b, {}, &error, {}, worst(ApproxMode::Direction::Random, 1));
        const V two = runOp(body, "f32,f32,f32,f32", a, b, {}, &error, {}, worst(ApproxMode::Direction::Random, 2));
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(one, again); // deterministic per seed
        int up = 0, down = 0, differ = 0;
        for (int i = 0; i < kCount; ++i) {
            up += f(one[i]) > f(plain[i]);
            down += f(one[i]) < f(plain[i]);
            differ += one[i] != two[i];
        }
        QVERIFY2(up > kCount / 3 && down > kCount / 3, qPrintable(QString("%1 up, %2 down").arg(up).arg(down)));
        QVERIFY2(differ > kCount / 3, "another seed draws other directions");
    }

    void modeNames()
    {
        for (const char* name : {"default", "worst:up", "worst:down", "worst:away", "worst:zero", "worst:random"}) {
            auto m = parseApproxMode(name);
            QVERIFY(m.ok());
            QCOMPARE(approxModeName(*m), std::string(name));
        }
        QCOMPARE(approxModeName(*parseApproxMode("worst")), std::string("worst:random"));
        auto bad = parseApproxMode("worst:sideways");
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("worst:up") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestEmuApprox)
#include "tst_emuapprox.moc"
