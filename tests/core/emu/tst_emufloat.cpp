// Random cross-checks of instruction results against C++: integer ops bit for bit, correctly
// rounded f32/f64 ops in every rounding mode (host rounding mode set with fesetround; this file is
// built with -frounding-math), .ftz, conversions, f16/bf16 arithmetic, and the approximate
// instructions within their documented error bounds.
#include "opharness.h"

#include <QTest>

#include <cfenv>
#include <cmath>
#include <functional>
#include <random>

using namespace emutest;

namespace {

using V = std::vector<std::uint64_t>;

constexpr int kCount = 4000;

/// Random f32 bit patterns: uniform bits, ordinary values, values near 1, specials and subnormals.
V floatInputs(std::mt19937_64& rng, int n)
{
    static const std::uint32_t specials[] = {0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000001, 0x807fffff,
        0x00800000, 0x7f7fffff, 0x3f800000, 0xbf800000, 0x33800000};
    V v(static_cast<std::size_t>(n));
    std::uniform_real_distribution<float> u(-4.0f, 4.0f);
    for (int i = 0; i < n; ++i) {
        const auto r = rng();
        switch (r % 4) {
        case 0:
            v[i] = static_cast<std::uint32_t>(rng());
            break;
        case 1:
            v[i] = floatBits(u(rng));
            break;
        case 2:
            v[i] = floatBits(1.0f) + (rng() % 64) - 32;
            break;
        default:
            v[i] = specials[rng() % std::size(specials)];
            break;
        }
    }
    return v;
}

V doubleInputs(std::mt19937_64& rng, int n)
{
    V v(static_cast<std::size_t>(n));
    std::uniform_real_distribution<double> u(-4.0, 4.0);
    for (int i = 0; i < n; ++i)
        v[i] = (rng() % 3 == 0) ? rng() : doubleBits(u(rng));
    return v;
}

int feMode(int m)
{
    return m == 0 ? FE_TONEAREST : m == 1 ? FE_TOWARDZERO : m == 2 ? FE_DOWNWARD : FE_UPWARD;
}

const char* modeName(int m)
{
    return m == 0 ? "rn" : m == 1 ? "rz" : m == 2 ? "rm" : "rp";
}

float ftz(float x)
{
    return std::fabs(x) < 1.17549435e-38f ? std::copysign(0.0f, x) : x;
}

std::uint64_t canonF(float r)
{
    return r != r ? 0x7fffffffu : floatBits(r);
}

std::uint64_t canonD(double r)
{
    return r != r ? 0x7fffffffffffffffull : doubleBits(r);
}

QString mismatch(
    std::size_t i, std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t got, std::uint64_t want)
{
    return QString("input %1 (a=0x%2 b=0x%3 c=0x%4): got 0x%5, expected 0x%6")
        .arg(i)
        .arg(a, 0, 16)
        .arg(b, 0, 16)
        .arg(c, 0, 16)
        .arg(got, 0, 16)
        .arg(want, 0, 16);
}

/// Runs body over inputs and compares with ref(a, b, c) bit for bit.
QString checkExact(const QString& body, const QString& types, const V& a, const V& b, const V& c,
    const std::function<std::uint64_t(std::uint64_t, std::uint64_t, std::uint64_t)>& ref)
{
    std::string error;
    const V got = runOp(body, types, a, b, c, &error);
    if (!error.empty())
        return QString::fromStdString(error);
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::uint64_t want = ref(a[i], b[i], c.empty() ? 0 : c[i]);
        if (got[i] != want)
            return mismatch(i, a[i], b[i], c.empty() ? 0 : c[i], got[i], want);
    }
    return {};
}

float f(std::uint64_t bits)
{
    return bitsToFloat(static_cast<std::uint32_t>(bits));
}

double d(std::uint64_t bits)
{
    return bitsToDouble(bits);
}

/// |got - want| in units of the last place of want (float).
double ulpError(float got, double want)
{
    if (std::isnan(want) || std::isinf(want))
        return (std::isnan(want) && std::isnan(got)) || got == want ? 0 : 1e9;
    const float w = static_cast<float>(want);
    const double ulp = std::fabs(static_cast<double>(std::nextafter(w, std::numeric_limits<float>::infinity())) - w);
    return std::fabs(got - want) / ulp;
}

} // namespace

class TestEmuFloat : public QObject {
    Q_OBJECT
private slots:
    void f32Binary_data()
    {
        QTest::addColumn<QString>("op");
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("withFtz");
        for (const char* op : {"add", "sub", "mul", "div"})
            for (int m = 0; m < 4; ++m)
                for (bool z : {false, true})
                    QTest::newRow(qPrintable(QString("%1.%2%3").arg(op, modeName(m), z ? ".ftz" : ""))) << op << m << z;
    }

    void f32Binary()
    {
        QFETCH(QString, op);
        QFETCH(int, mode);
        QFETCH(bool, withFtz);
        std::mt19937_64 rng(mode * 31 + op.size());
        const V a = floatInputs(rng, kCount);
        const V b = floatInputs(rng, kCount);
        const QString body = QString("%1.%2%3.f32 %d, %a, %b;").arg(op, modeName(mode), withFtz ? ".ftz" : "");
        const QString problem
            = checkExact(body, "f32,f32,f32,f32", a, b, {}, [&](std::uint64_t x, std::uint64_t y, std::uint64_t) {
                  float p = f(x);
                  float q = f(y);
                  if (withFtz) {
                      p = ftz(p);
                      q = ftz(q);
                  }
                  std::fesetround(feMode(mode));
                  volatile float r = op == "add" ? p + q : op == "sub" ? p - q : op == "mul" ? p * q : p / q;
                  std::fesetround(FE_TONEAREST);
                  return canonF(withFtz ? ftz(r) : r);
              });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void f32FmaSqrt_data()
    {
        QTest::addColumn<int>("mode");
        for (int m = 0; m < 4; ++m)
            QTest::newRow(modeName(m)) << m;
    }

    void f32FmaSqrt()
    {
        QFETCH(int, mode);
        std::mt19937_64 rng(100 + mode);
        const V a = floatInputs(rng, kCount);
        const V b = floatInputs(rng, kCount);
        const V c = floatInputs(rng, kCount);
        QString problem = checkExact(QString("fma.%1.f32 %d, %a, %b, %c;").arg(modeName(mode)), "f32,f32,f32,f32", a, b,
            c, [&](std::uint64_t x, std::uint64_t y, std::uint64_t z) {
                std::fesetround(feMode(mode));
                volatile float r = std::fma(f(x), f(y), f(z));
                std::fesetround(FE_TONEAREST);
                return canonF(r);
            });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = checkExact(QString("sqrt.%1.f32 %d, %a;").arg(modeName(mode)), "f32,f32,f32,f32", a, b, c,
            [&](std::uint64_t x, std::uint64_t, std::uint64_t) {
                std::fesetround(feMode(mode));
                volatile float r = std::sqrt(f(x));
                std::fesetround(FE_TONEAREST);
                return canonF(r);
            });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = checkExact(QString("rcp.%1.f32 %d, %a;").arg(modeName(mode)), "f32,f32,f32,f32", a, b, c,
            [&](std::uint64_t x, std::uint64_t, std::uint64_t) {
                std::fesetround(feMode(mode));
                volatile float r = 1.0f / f(x);
                std::fesetround(FE_TONEAREST);
                return canonF(r);
            });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void f64Ops_data()
    {
        QTest::addColumn<QString>("op");
        QTest::addColumn<int>("mode");
        for (const char* op : {"add", "mul", "div", "fma", "sqrt"})
            for (int m = 0; m < 4; ++m)
                QTest::newRow(qPrintable(QString("%1.%2").arg(op, modeName(m)))) << op << m;
    }

    void f64Ops()
    {
        QFETCH(QString, op);
        QFETCH(int, mode);
        std::mt19937_64 rng(200 + mode);
        const V a = doubleInputs(rng, kCount);
        const V b = doubleInputs(rng, kCount);
        const V c = doubleInputs(rng, kCount);
        const QString body = op == "fma" ? QString("fma.%1.f64 %d, %a, %b, %c;").arg(modeName(mode))
            : op == "sqrt"               ? QString("sqrt.%1.f64 %d, %a;").arg(modeName(mode))
                                         : QString("%1.%2.f64 %d, %a, %b;").arg(op, modeName(mode));
        const QString problem
            = checkExact(body, "f64,f64,f64,f64", a, b, c, [&](std::uint64_t x, std::uint64_t y, std::uint64_t z) {
                  std::fesetround(feMode(mode));
                  volatile double r = op == "add" ? d(x) + d(y)
                      : op == "mul"               ? d(x) * d(y)
                      : op == "div"               ? d(x) / d(y)
                      : op == "fma"               ? std::fma(d(x), d(y), d(z))
                                                  : std::sqrt(d(x));
                  std::fesetround(FE_TONEAREST);
                  return canonD(r);
              });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void integerOps_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("types");
        QTest::addColumn<int>("which");
        const char* names[] = {"add.s32", "sub.s32", "mul.lo.s32", "mul.hi.s32", "mul.hi.u32", "mad.lo.u32", "div.s32",
            "rem.s32", "div.u32", "rem.u32", "min.s32", "max.u32", "shl.b32", "shr.s32", "shr.u32", "mul.lo.u64",
            "mul.hi.s64", "div.s64", "rem.u64", "popc.b32", "clz.b32", "brev.b32", "bfe.u32", "prmt.b32", "lop3.b32"};
        const char* bodies[] = {"add.s32 %d, %a, %b;", "sub.s32 %d, %a, %b;", "mul.lo.s32 %d, %a, %b;",
            "mul.hi.s32 %d, %a, %b;", "mul.hi.u32 %d, %a, %b;", "mad.lo.u32 %d, %a, %b, %c;", "div.s32 %d, %a, %b;",
            "rem.s32 %d, %a, %b;", "div.u32 %d, %a, %b;", "rem.u32 %d, %a, %b;", "min.s32 %d, %a, %b;",
            "max.u32 %d, %a, %b;", "shl.b32 %d, %a, %b;", "shr.s32 %d, %a, %b;", "shr.u32 %d, %a, %b;",
            "mul.lo.u64 %d, %a, %b;", "mul.hi.s64 %d, %a, %b;", "div.s64 %d, %a, %b;", "rem.u64 %d, %a, %b;",
            "popc.b32 %d, %a;", "clz.b32 %d, %a;", "brev.b32 %d, %a;", "bfe.u32 %d, %a, %b, %c;",
            "prmt.b32 %d, %a, %b, %c;", "lop3.b32 %d, %a, %b, %c, 0x6c;"};
        for (int i = 0; i < static_cast<int>(std::size(names)); ++i) {
            const bool wide = QString(names[i]).endsWith("64");
            QTest::newRow(names[i]) << QString(bodies[i]) << QString(wide ? "b64,b64,b64,b64" : "b32,b32,b32,b32") << i;
        }
    }

    void integerOps()
    {
        QFETCH(QString, body);
        QFETCH(QString, types);
        QFETCH(int, which);
        std::mt19937_64 rng(300 + which);
        V a(kCount), b(kCount), c(kCount);
        for (int i = 0; i < kCount; ++i) {
            a[i] = (i % 7 == 0) ? 0x8000000000000000ull >> (rng() % 64) : rng();
            b[i] = (i % 5 == 0) ? rng() % 40 : (i % 11 == 0 ? ~0ull : rng());
            c[i] = rng();
        }
        const QString problem = checkExact(
            body, types, a, b, c, [which](std::uint64_t x, std::uint64_t y, std::uint64_t z) -> std::uint64_t {
                const auto ux = static_cast<std::uint32_t>(x), uy = static_cast<std::uint32_t>(y),
                           uz = static_cast<std::uint32_t>(z);
                const auto sx = static_cast<std::int32_t>(ux), sy = static_cast<std::int32_t>(uy);
                switch (which) {
                case 0:
                    return static_cast<std::uint32_t>(ux + uy);
                case 1:
                    return static_cast<std::uint32_t>(ux - uy);
                case 2:
                    return static_cast<std::uint32_t>(ux * uy);
                case 3:
                    return static_cast<std::uint32_t>((static_cast<std::int64_t>(sx) * sy) >> 32);
                case 4:
                    return static_cast<std::uint32_t>((static_cast<std::uint64_t>(ux) * uy) >> 32);
                case 5:
                    return static_cast<std::uint32_t>(ux * uy + uz);
                case 6:
                    return uy == 0                      ? 0xffffffffu
                        : (sx == INT32_MIN && sy == -1) ? ux
                                                        : static_cast<std::uint32_t>(sx / sy);
                case 7:
                    return uy == 0 ? ux : sy == -1 ? 0u : static_cast<std::uint32_t>(sx % sy);
                case 8:
                    return uy == 0 ? 0xffffffffu : ux / uy;
                case 9:
                    return uy == 0 ? ux : ux % uy;
                case 10:
                    return static_cast<std::uint32_t>(std::min(sx, sy));
                case 11:
                    return std::max(ux, uy);
                case 12:
                    return uy >= 32 ? 0u : ux << uy;
                case 13:
                    return static_cast<std::uint32_t>(uy >= 32 ? (sx < 0 ? -1 : 0) : sx >> uy);
                case 14:
                    return uy >= 32 ? 0u : ux >> uy;
                case 15:
                    return x * y;
                case 16:
                    return static_cast<std::uint64_t>(
                        (static_cast<__int128>(static_cast<std::int64_t>(x)) * static_cast<std::int64_t>(y)) >> 64);
                case 17: {
                    const auto p = static_cast<std::int64_t>(x), q = static_cast<std::int64_t>(y);
                    return q == 0 ? ~0ull : (p == INT64_MIN && q == -1) ? x : static_cast<std::uint64_t>(p / q);
                }
                case 18:
                    return y == 0 ? x : x % y;
                case 19:
                    return static_cast<std::uint32_t>(std::popcount(ux));
                case 20:
                    return static_cast<std::uint32_t>(std::countl_zero(ux));
                case 21: {
                    std::uint32_t r = 0;
                    for (int k = 0; k < 32; ++k)
                        r |= ((ux >> k) & 1u) << (31 - k);
                    return r;
                }
                case 22: {
                    const unsigned pos = uy & 0xff, len = uz & 0xff;
                    std::uint32_t r = 0;
                    for (unsigned k = 0; k < len && pos + k < 32; ++k)
                        r |= ((ux >> (pos + k)) & 1u) << k;
                    return r;
                }
                case 23: {
                    const std::uint64_t src = (static_cast<std::uint64_t>(uy) << 32) | ux;
                    std::uint32_t r = 0;
                    for (int k = 0; k < 4; ++k) {
                        const unsigned ctl = (uz >> (4 * k)) & 0xf;
                        std::uint32_t byte = static_cast<std::uint32_t>((src >> (8 * (ctl & 7))) & 0xff);
                        if (ctl & 8)
                            byte = (byte & 0x80) ? 0xff : 0;
                        r |= byte << (8 * k);
                    }
                    return r;
                }
                default: {
                    std::uint32_t want = 0; // lop3 0x6c, from its truth table
                    for (int bit = 0; bit < 32; ++bit) {
                        const unsigned idx = (((ux >> bit) & 1u) << 2) | (((uy >> bit) & 1u) << 1) | ((uz >> bit) & 1u);
                        want |= ((0x6cu >> idx) & 1u) << bit;
                    }
                    return want;
                }
                }
            });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void conversions_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("types");
        QTest::addColumn<int>("which");
        QTest::addColumn<int>("mode");
        for (int m = 0; m < 4; ++m) {
            const QString r = modeName(m);
            QTest::newRow(qPrintable("cvt.r" + r.mid(1) + "i.s32.f32"))
                << QString("cvt.r%1i.s32.f32 %d, %a;").arg(r.mid(1)) << "f32,f32,f32,s32" << 0 << m;
            QTest::newRow(qPrintable("cvt." + r + ".f32.s32"))
                << QString("cvt.%1.f32.s32 %d, %a;").arg(r) << "s32,s32,s32,f32" << 1 << m;
            QTest::newRow(qPrintable("cvt." + r + ".f32.s64"))
                << QString("cvt.%1.f32.s64 %d, %a;").arg(r) << "s64,s64,s64,f32" << 2 << m;
            QTest::newRow(qPrintable("cvt." + r + ".f32.f64"))
                << QString("cvt.%1.f32.f64 %d, %a;").arg(r) << "f64,f64,f64,f32" << 3 << m;
            QTest::newRow(qPrintable("cvt." + r + ".f16.f32"))
                << QString("cvt.%1.f16.f32 %d, %a;").arg(r) << "f32,f32,f32,b16" << 4 << m;
            QTest::newRow(qPrintable("cvt." + r + ".bf16.f32"))
                << QString("cvt.%1.bf16.f32 %d, %a;").arg(r) << "f32,f32,f32,b16" << 5 << m;
            QTest::newRow(qPrintable("cvt.r" + r.mid(1) + "i.u64.f64"))
                << QString("cvt.r%1i.u64.f64 %d, %a;").arg(r.mid(1)) << "f64,f64,f64,u64" << 6 << m;
        }
    }

    void conversions()
    {
        QFETCH(QString, body);
        QFETCH(QString, types);
        QFETCH(int, which);
        QFETCH(int, mode);
        std::mt19937_64 rng(400 + which * 4 + mode);
        V a = which == 1 || which == 2 ? V(kCount)
            : which == 3 || which == 6 ? doubleInputs(rng, kCount)
                                       : floatInputs(rng, kCount);
        if (which == 1 || which == 2)
            for (auto& x : a)
                x = (rng() % 2) ? rng() : rng() % 100000000;
        if (which == 0 || which == 6)
            for (std::size_t i = 0; i < a.size(); i += 3)
                a[i] = which == 0 ? floatBits(static_cast<float>(static_cast<int>(rng() % 2000) - 1000) / 4.0f)
                                  : doubleBits(static_cast<double>(rng() % 8000) / 8.0 - 100.0);
        const auto rm = static_cast<RoundMode>(mode);
        const QString problem
            = checkExact(body, types, a, a, a, [&](std::uint64_t x, std::uint64_t, std::uint64_t) -> std::uint64_t {
                  auto roundInt = [&](double v) {
                      return mode == 0 ? std::nearbyint(v)
                          : mode == 1  ? std::trunc(v)
                          : mode == 2  ? std::floor(v)
                                       : std::ceil(v);
                  };
                  switch (which) {
                  case 0: {
                      const float v = f(x);
                      if (v != v)
                          return 0;
                      const double r = roundInt(v);
                      return static_cast<std::uint32_t>(r >= 2147483647.0 ? INT32_MAX
                              : r <= -2147483648.0                        ? INT32_MIN
                                                                          : static_cast<std::int32_t>(r));
                  }
                  case 1: {
                      std::fesetround(feMode(mode));
                      volatile float r = static_cast<float>(static_cast<std::int32_t>(x));
                      std::fesetround(FE_TONEAREST);
                      return floatBits(r);
                  }
                  case 2: {
                      std::fesetround(feMode(mode));
                      volatile float r = static_cast<float>(static_cast<std::int64_t>(x));
                      std::fesetround(FE_TONEAREST);
                      return floatBits(r);
                  }
                  case 3: {
                      if (d(x) != d(x))
                          return 0x7fffffff;
                      std::fesetround(feMode(mode));
                      volatile float r = static_cast<float>(d(x));
                      std::fesetround(FE_TONEAREST);
                      return floatBits(r);
                  }
                  case 4:
                      return f(x) != f(x) ? 0x7fff : doubleToHalfBits(f(x), rm);
                  case 5:
                      return f(x) != f(x) ? 0x7fff : doubleToBf16Bits(f(x), rm);
                  default: {
                      const double v = d(x);
                      if (v != v)
                          return 0;
                      const double r = roundInt(v);
                      return r <= 0 ? 0 : r >= 18446744073709551615.0 ? ~0ull : static_cast<std::uint64_t>(r);
                  }
                  }
              });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void halfToFloatEveryPattern()
    {
        V a(65536);
        for (std::size_t i = 0; i < a.size(); ++i)
            a[i] = i;
        const QString problem = checkExact(
            "cvt.f32.f16 %d, %a;", "b16,b16,b16,f32", a, a, a, [](std::uint64_t x, std::uint64_t, std::uint64_t) {
                const float v = halfBitsToFloat(static_cast<std::uint16_t>(x));
                return canonF(v);
            });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void halfArithmetic_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<bool>("bf16");
        QTest::addColumn<int>("op");
        for (bool bf : {false, true}) {
            const QString t = bf ? "bf16" : "f16";
            QTest::newRow(qPrintable("add." + t)) << QString("add.rn.%1 %d, %a, %b;").arg(t) << bf << 0;
            QTest::newRow(qPrintable("mul." + t)) << QString("mul.rn.%1 %d, %a, %b;").arg(t) << bf << 1;
            QTest::newRow(qPrintable("fma." + t)) << QString("fma.rn.%1 %d, %a, %b, %c;").arg(t) << bf << 2;
            QTest::newRow(qPrintable("sub." + t)) << QString("sub.rn.%1 %d, %a, %b;").arg(t) << bf << 3;
        }
    }

    void halfArithmetic()
    {
        QFETCH(QString, body);
        QFETCH(bool, bf16);
        QFETCH(int, op);
        std::mt19937_64 rng(500 + op + (bf16 ? 10 : 0));
        V a(kCount), b(kCount), c(kCount);
        auto pick = [&]() -> std::uint64_t {
            // fma takes ordinary values only, so that its exact result fits a double
            if (op != 2 && rng() % 4 == 0)
                return rng() & 0xffff;
            const double v = std::uniform_real_distribution<double>(-8, 8)(rng);
            return bf16 ? doubleToBf16Bits(v) : doubleToHalfBits(v);
        };
        for (int i = 0; i < kCount; ++i) {
            a[i] = pick();
            b[i] = pick();
            c[i] = pick();
        }
        auto val = [&](std::uint64_t h) {
            return bf16 ? bf16BitsToDouble(static_cast<std::uint16_t>(h))
                        : halfBitsToDouble(static_cast<std::uint16_t>(h));
        };
        const QString problem = checkExact(
            body, "b16,b16,b16,b16", a, b, c, [&](std::uint64_t x, std::uint64_t y, std::uint64_t z) -> std::uint64_t {
                // the exact result rounded once to the 16-bit format (exact in double for these inputs)
                const double r = op == 0 ? val(x) + val(y)
                    : op == 1            ? val(x) * val(y)
                    : op == 2            ? val(x) * val(y) + val(z)
                                         : val(x) - val(y);
                if (r != r)
                    return 0x7fff;
                return bf16 ? doubleToBf16Bits(r) : doubleToHalfBits(r);
            });
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void approximate_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<int>("fn");
        QTest::addColumn<double>("bound");
        // PTX ISA bounds: ex2 2 ulp; lg2 2^-22 absolute in (0.5, 2), else relative; sin/cos 2^-20.5 absolute
        // in [-pi, pi]; tanh 2^-11 relative; rcp 1 ulp; rsqrt 2^-22.9 relative; sqrt 2^-23 relative; div 2 ulp.
        QTest::newRow("ex2") << "ex2.approx.f32 %d, %a;" << 0 << 2.0;
        QTest::newRow("lg2") << "lg2.approx.f32 %d, %a;" << 1 << std::ldexp(1.0, -22);
        QTest::newRow("sin") << "sin.approx.f32 %d, %a;" << 2 << std::ldexp(1.0, -20.5);
        QTest::newRow("cos") << "cos.approx.f32 %d, %a;" << 3 << std::ldexp(1.0, -20.5);
        QTest::newRow("tanh") << "tanh.approx.f32 %d, %a;" << 4 << std::ldexp(1.0, -11);
        QTest::newRow("rcp") << "rcp.approx.f32 %d, %a;" << 5 << 1.0;
        QTest::newRow("rsqrt") << "rsqrt.approx.f32 %d, %a;" << 6 << std::pow(2.0, -22.9);
        QTest::newRow("sqrt") << "sqrt.approx.f32 %d, %a;" << 7 << std::ldexp(1.0, -23);
        QTest::newRow("div.approx") << "div.approx.f32 %d, %a, %b;" << 8 << 2.0;
        QTest::newRow("div.full") << "div.full.f32 %d, %a, %b;" << 9 << 2.0;
        QTest::newRow("ex2.ftz") << "ex2.approx.ftz.f32 %d, %a;" << 10 << 2.0;
    }

    void approximate()
    {
        QFETCH(QString, body);
        QFETCH(int, fn);
        QFETCH(double, bound);
        std::mt19937_64 rng(600 + fn);
        V a(kCount), b(kCount);
        for (int i = 0; i < kCount; ++i) {
            double x;
            switch (fn) {
            case 0:
            case 10:
                x = std::uniform_real_distribution<double>(-120, 120)(rng);
                break;
            case 2:
            case 3:
                x = std::uniform_real_distribution<double>(-M_PI, M_PI)(rng);
                break;
            case 4:
                x = std::uniform_real_distribution<double>(-10, 10)(rng);
                break;
            default:
                x = std::exp(std::uniform_real_distribution<double>(fn >= 8 ? -40 : -80, fn >= 8 ? 40 : 80)(rng));
                break;
            }
            a[i] = floatBits(static_cast<float>(x));
            b[i] = floatBits(static_cast<float>(std::exp(std::uniform_real_distribution<double>(-40, 40)(rng))));
        }
        std::string error;
        const V got = runOp(body, "f32,f32,f32,f32", a, b, {}, &error);
        QVERIFY2(error.empty(), error.c_str());
        for (int i = 0; i < kCount; ++i) {
            const double x = f(a[i]);
            const double y = f(b[i]);
            const float g = f(got[static_cast<std::size_t>(i)]);
            double want = 0;
            switch (fn) {
            case 0:
            case 10:
                want = std::exp2(x);
                break;
            case 1:
                want = std::log2(x);
                break;
            case 2:
                want = std::sin(x);
                break;
            case 3:
                want = std::cos(x);
                break;
            case 4:
                want = std::tanh(x);
                break;
            case 5:
                want = 1.0 / x;
                break;
            case 6:
                want = 1.0 / std::sqrt(x);
                break;
            case 7:
                want = std::sqrt(x);
                break;
            default:
                want = x / y;
                break;
            }
            double err;
            if (fn == 0 || fn == 5 || fn == 8 || fn == 9 || fn == 10) {
                if (fn == 10 && std::fabs(want) < 1.17549435e-38)
                    want = 0; // .ftz flushes subnormal results
                err = ulpError(g, want);
            } else if (fn == 2 || fn == 3 || (fn == 1 && x > 0.5 && x < 2)) {
                err = std::fabs(g - want);
            } else {
                err = std::fabs(g - want) / std::fabs(want);
            }
            QVERIFY2(err <= bound,
                qPrintable(QString("%1 of %2 (%3): got %4, want %5, error %6 > %7")
                               .arg(body)
                               .arg(x, 0, 'g', 9)
                               .arg(y, 0, 'g', 9)
                               .arg(g, 0, 'g', 9)
                               .arg(want, 0, 'g', 9)
                               .arg(err)
                               .arg(bound)));
        }
    }
};

QTEST_GUILESS_MAIN(TestEmuFloat)
#include "tst_emufloat.moc"
