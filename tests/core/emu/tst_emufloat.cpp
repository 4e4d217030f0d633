// Random cross-checks of instruction results against C++: correctly rounded f32/f64 ops in every
// rounding mode (host rounding mode set with fesetround; this file is built with -frounding-math), .ftz,
// and the approximate instructions within their documented error bounds. Integer ops, conversions and
// f16/bf16 arithmetic are in tst_emuintconv.cpp.
#include "floatcheck.h"

#include <QTest>

using namespace floatcheck;

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
