// Random cross-checks of instruction results against C++: integer ops bit for bit, conversions in
// every rounding mode (built with -frounding-math), and f16/bf16 arithmetic. The f32/f64 arithmetic
// and the approximate instructions are in tst_emufloat.cpp.
#include "floatcheck.h"

#include <QTest>

using namespace floatcheck;

class TestEmuIntConv : public QObject {
    Q_OBJECT
private slots:
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
};

QTEST_GUILESS_MAIN(TestEmuIntConv)
#include "tst_emuintconv.moc"
