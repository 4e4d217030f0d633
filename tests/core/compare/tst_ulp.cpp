#include "core/common/floatbits.h"
#include "core/compare/ulp.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace warpscope::core;

Q_DECLARE_METATYPE(DType)

class TestUlp : public QObject {
    Q_OBJECT
private slots:
    // Raw-bit tables: each row is two values of one format and their distance in that format's steps.
    void distanceBits_data()
    {
        QTest::addColumn<DType>("type");
        QTest::addColumn<quint64>("a");
        QTest::addColumn<quint64>("b");
        QTest::addColumn<quint64>("ulp");
        const quint64 nan = kUlpNaN;
        // f32
        QTest::newRow("f32 equal") << DType::F32 << quint64(0x3f800000) << quint64(0x3f800000) << quint64(0);
        QTest::newRow("f32 +0 -0") << DType::F32 << quint64(0x00000000) << quint64(0x80000000) << quint64(0);
        QTest::newRow("f32 1 next") << DType::F32 << quint64(0x3f800000) << quint64(0x3f800001) << quint64(1);
        QTest::newRow("f32 1 prev") << DType::F32 << quint64(0x3f800000) << quint64(0x3f7fffff) << quint64(1);
        QTest::newRow("f32 min denormal to -min denormal")
            << DType::F32 << quint64(0x00000001) << quint64(0x80000001) << quint64(2);
        QTest::newRow("f32 0 to min denormal")
            << DType::F32 << quint64(0x00000000) << quint64(0x00000001) << quint64(1);
        QTest::newRow("f32 max denormal to min normal")
            << DType::F32 << quint64(0x007fffff) << quint64(0x00800000) << quint64(1);
        QTest::newRow("f32 max to inf") << DType::F32 << quint64(0x7f7fffff) << quint64(0x7f800000) << quint64(1);
        QTest::newRow("f32 -inf to +inf")
            << DType::F32 << quint64(0xff800000) << quint64(0x7f800000) << quint64(2ull * 0x7f800000);
        QTest::newRow("f32 nan") << DType::F32 << quint64(0x7fc00000) << quint64(0x3f800000) << nan;
        QTest::newRow("f32 -1 to 1") << DType::F32 << quint64(0xbf800000) << quint64(0x3f800000)
                                     << quint64(2ull * 0x3f800000);
        // f64
        QTest::newRow("f64 1 next") << DType::F64 << quint64(0x3ff0000000000000) << quint64(0x3ff0000000000001)
                                    << quint64(1);
        QTest::newRow("f64 +0 -0") << DType::F64 << quint64(0) << quint64(0x8000000000000000) << quint64(0);
        QTest::newRow("f64 denormals across 0")
            << DType::F64 << quint64(1) << quint64(0x8000000000000001) << quint64(2);
        QTest::newRow("f64 max to inf") << DType::F64 << quint64(0x7fefffffffffffff) << quint64(0x7ff0000000000000)
                                        << quint64(1);
        QTest::newRow("f64 -max to +max") << DType::F64 << quint64(0xffefffffffffffff) << quint64(0x7fefffffffffffff)
                                          << quint64(2 * 0x7fefffffffffffffull);
        QTest::newRow("f64 nan") << DType::F64 << quint64(0x7ff8000000000000) << quint64(0) << nan;
        // f16
        QTest::newRow("f16 1 next") << DType::F16 << quint64(0x3c00) << quint64(0x3c01) << quint64(1);
        QTest::newRow("f16 +0 -0") << DType::F16 << quint64(0x0000) << quint64(0x8000) << quint64(0);
        QTest::newRow("f16 denormals across 0") << DType::F16 << quint64(0x0001) << quint64(0x8001) << quint64(2);
        QTest::newRow("f16 max to inf") << DType::F16 << quint64(0x7bff) << quint64(0x7c00) << quint64(1);
        QTest::newRow("f16 -1 to 1") << DType::F16 << quint64(0xbc00) << quint64(0x3c00) << quint64(2 * 0x3c00);
        QTest::newRow("f16 nan") << DType::F16 << quint64(0x7e00) << quint64(0x3c00) << nan;
        QTest::newRow("f16 inf is not nan") << DType::F16 << quint64(0x7c00) << quint64(0x7bff) << quint64(1);
        // bf16
        QTest::newRow("bf16 1 next") << DType::BF16 << quint64(0x3f80) << quint64(0x3f81) << quint64(1);
        QTest::newRow("bf16 +0 -0") << DType::BF16 << quint64(0x0000) << quint64(0x8000) << quint64(0);
        QTest::newRow("bf16 denormals across 0") << DType::BF16 << quint64(0x0001) << quint64(0x8001) << quint64(2);
        QTest::newRow("bf16 max to inf") << DType::BF16 << quint64(0x7f7f) << quint64(0x7f80) << quint64(1);
        QTest::newRow("bf16 nan") << DType::BF16 << quint64(0x7fc0) << quint64(0x0000) << nan;
        // integers: the distance is the difference
        QTest::newRow("i32 -1 to 1") << DType::I32 << quint64(0xffffffff) << quint64(1) << quint64(2);
        QTest::newRow("i8 min to max") << DType::I8 << quint64(0x80) << quint64(0x7f) << quint64(255);
        QTest::newRow("u8 0 to 255") << DType::U8 << quint64(0) << quint64(255) << quint64(255);
        QTest::newRow("i64 min to max") << DType::I64 << quint64(0x8000000000000000) << quint64(0x7fffffffffffffff)
                                        << quint64(0xffffffffffffffff);
        QTest::newRow("u64 0 to max") << DType::U64 << quint64(0) << quint64(0xffffffffffffffff)
                                      << quint64(0xffffffffffffffff);
    }
    void distanceBits()
    {
        QFETCH(DType, type);
        QFETCH(quint64, a);
        QFETCH(quint64, b);
        QFETCH(quint64, ulp);
        QCOMPARE(quint64(ulpDistanceBits(a, b, type)), ulp);
        QCOMPARE(quint64(ulpDistanceBits(b, a, type)), ulp); // symmetric
    }

    void orderedBitsIsMonotonic_data()
    {
        QTest::addColumn<DType>("type");
        QTest::newRow("f32") << DType::F32;
        QTest::newRow("f64") << DType::F64;
        QTest::newRow("f16") << DType::F16;
        QTest::newRow("bf16") << DType::BF16;
    }
    void orderedBitsIsMonotonic()
    {
        QFETCH(DType, type);
        const double values[] = {-std::numeric_limits<double>::infinity(), -65504.0, -1.5, -1.0, -1e-7, -0.0, 0.0, 1e-7,
            0.25, 1.0, 3.0, 65504.0, std::numeric_limits<double>::infinity()};
        std::int64_t previous = std::numeric_limits<std::int64_t>::min();
        for (double v : values) {
            const std::int64_t o = orderedBits(roundedBits(v, type), type);
            QVERIFY2(o >= previous, qPrintable(QString("value %1").arg(v)));
            previous = o;
        }
        QCOMPARE(orderedBits(roundedBits(-0.0, type), type), std::int64_t(0));
    }

    void distanceOfDoubles()
    {
        QCOMPARE(ulpDistance(1.0, 1.0 + 0x1p-23, DType::F32), std::uint64_t(1));
        QCOMPARE(ulpDistance(1.0, 1.0 + 0x1p-25, DType::F32), std::uint64_t(0)); // rounds to 1
        QCOMPARE(ulpDistance(1.0, 1.0 + 0x1p-10, DType::F16), std::uint64_t(1));
        QCOMPARE(ulpDistance(1.0, 1.0 + 0x1p-7, DType::BF16), std::uint64_t(1));
        QCOMPARE(ulpDistance(2.0, -2.0, DType::I32), std::uint64_t(4));
    }

    void nanAndInfBits()
    {
        QVERIFY(isNaNBits(0x7fc00000, DType::F32));
        QVERIFY(!isNaNBits(0x7f800000, DType::F32));
        QVERIFY(isInfBits(0xff800000, DType::F32));
        QVERIFY(isNaNBits(0x7c01, DType::F16));
        QVERIFY(isInfBits(0xfc00, DType::F16));
        QVERIFY(isNaNBits(0x7f81, DType::BF16));
        QVERIFY(isInfBits(0x7ff0000000000000, DType::F64));
        QVERIFY(!isNaNBits(0xffffffff, DType::I32));
    }
};

QTEST_GUILESS_MAIN(TestUlp)
#include "tst_ulp.moc"
