// Half and bfloat16 rounding: the generators and the emulator depend on these being correctly rounded.
#include "core/common/floatbits.h"
#include "core/task/generators.h"

#include <cstring>

#include <QTest>

#include <cmath>
#include <limits>

using namespace warpscope::core;

class TestFloatBits : public QObject {
    Q_OBJECT
private slots:
    void halfFromDouble_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("bits");
        const int rn = int(RoundMode::NearestEven), rz = int(RoundMode::TowardZero), rm = int(RoundMode::Down),
                  rp = int(RoundMode::Up);
        QTest::newRow("one") << 1.0 << rn << 0x3C00;
        QTest::newRow("minus two") << -2.0 << rn << 0xC000;
        QTest::newRow("max") << 65504.0 << rn << 0x7BFF;
        QTest::newRow("tie to inf") << 65520.0 << rn << 0x7C00;
        QTest::newRow("below tie") << 65519.99 << rn << 0x7BFF;
        QTest::newRow("rz overflow") << 1e6 << rz << 0x7BFF;
        QTest::newRow("rm negative overflow") << -1e6 << rm << 0xFC00;
        QTest::newRow("rp negative overflow") << -1e6 << rp << 0xFBFF;
        QTest::newRow("min subnormal") << std::ldexp(1.0, -24) << rn << 0x0001;
        QTest::newRow("half min subnormal ties to zero") << std::ldexp(1.0, -25) << rn << 0x0000;
        QTest::newRow("three quarters subnormal") << 3 * std::ldexp(1.0, -26) << rn << 0x0001;
        QTest::newRow("rp tiny") << 1e-30 << rp << 0x0001;
        QTest::newRow("rm tiny") << 1e-30 << rm << 0x0000;
        QTest::newRow("rm negative tiny") << -1e-30 << rm << 0x8001;
        QTest::newRow("min normal") << std::ldexp(1.0, -14) << rn << 0x0400;
        QTest::newRow("negative zero") << -0.0 << rn << 0x8000;
        QTest::newRow("inf") << std::numeric_limits<double>::infinity() << rn << 0x7C00;
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << rn << 0x7FFF;
        QTest::newRow("tie even down") << 1.0 + std::ldexp(1.0, -11) << rn << 0x3C00;
        QTest::newRow("tie even up") << 1.0 + 3 * std::ldexp(1.0, -11) << rn << 0x3C02;
        QTest::newRow("rp up") << 1.0 + std::ldexp(1.0, -20) << rp << 0x3C01;
        QTest::newRow("rz down") << 1.0 + std::ldexp(1.0, -11) * 1.9 << rz << 0x3C00;
    }
    void halfFromDouble()
    {
        QFETCH(double, value);
        QFETCH(int, mode);
        QFETCH(int, bits);
        QCOMPARE(int(doubleToHalfBits(value, RoundMode(mode))), bits);
    }

    void halfRoundTripsEveryPattern()
    {
        for (std::uint32_t b = 0; b < 0x10000; ++b) {
            const double d = halfBitsToDouble(static_cast<std::uint16_t>(b));
            if (std::isnan(d))
                continue;
            QCOMPARE(int(doubleToHalfBits(d)), int(b));
        }
    }

    void halfMatchesCompilerConversion()
    {
        Rng rng(7);
        for (int i = 0; i < 200000; ++i) {
            const float f = bitsToFloat(static_cast<std::uint32_t>(rng.next()));
            if (std::isnan(f))
                continue;
            const _Float16 h = static_cast<_Float16>(f);
            std::uint16_t expected;
            std::memcpy(&expected, &h, 2);
            QCOMPARE(int(doubleToHalfBits(f)), int(expected));
        }
    }

    void bf16MatchesBitTrick()
    {
        Rng rng(11);
        for (int i = 0; i < 200000; ++i) {
            const std::uint32_t u = static_cast<std::uint32_t>(rng.next());
            const float f = bitsToFloat(u);
            if (std::isnan(f))
                continue;
            const std::uint32_t rounded = (u + 0x7FFFu + ((u >> 16) & 1u)) >> 16;
            QCOMPARE(int(doubleToBf16Bits(f)), int(rounded & 0xFFFF));
        }
    }

    void bf16Widening()
    {
        QCOMPARE(bf16BitsToDouble(0x3F80), 1.0);
        QCOMPARE(bf16BitsToFloat(0xC040), -3.0f);
        QVERIFY(std::isinf(bf16BitsToDouble(0x7F80)));
    }

    void floatDirectedRounding()
    {
        const double x = 1.0 + std::ldexp(1.0, -30);
        QCOMPARE(doubleToFloat(x, RoundMode::TowardZero), 1.0f);
        QCOMPARE(doubleToFloat(x, RoundMode::Up), std::nextafter(1.0f, 2.0f));
        QCOMPARE(doubleToFloat(-x, RoundMode::Down), -std::nextafter(1.0f, 2.0f));
        QCOMPARE(doubleToFloat(1e300, RoundMode::TowardZero), std::numeric_limits<float>::max());
        QVERIFY(std::isinf(doubleToFloat(1e300, RoundMode::NearestEven)));
    }
};

QTEST_GUILESS_MAIN(TestFloatBits)
#include "tst_floatbits.moc"
