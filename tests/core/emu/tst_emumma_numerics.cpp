// The tensor-core numerics model (core/emu/mmamath): the truncating block accumulation on Fasi et al.'s
// test vectors in both accumulation modes, f16 accumulator rounding per block, tf32 truncation, NaN,
// Inf, overflow and signed zeros, e4m3/e5m2 decoding, integer saturation and single-bit products.
#include "core/common/floatbits.h"
#include "core/emu/mmamath.h"

#include <QTest>

#include <random>

#include <bit>
#include <climits>
#include <cmath>
#include <limits>
#include <vector>

using namespace warpscope::core;
using namespace warpscope::core::emu;

class TestEmuMmaNumerics : public QObject {
    Q_OBJECT

private slots:
    void hardwareNumerics_data()
    {
        QTest::addColumn<QString>("abType");
        QTest::addColumn<QString>("dType");
        QTest::addColumn<QList<double>>("a");
        QTest::addColumn<QList<double>>("b");
        QTest::addColumn<double>("c");
        QTest::addColumn<double>("hardware");
        QTest::addColumn<double>("sequential");
        const double u24 = std::ldexp(1.0, -24), u23 = std::ldexp(1.0, -23), u22 = std::ldexp(1.0, -22);
        // Fasi et al. 2021 test vectors (tensor-cores-numerical-behavior): truncation, no guard digit, carries
        QTest::newRow("round toward zero, positive")
            << "f16"
            << "f32" << QList<double> {1, 1} << QList<double> {2, 3 * u24} << 0.0 << 2.0 << 2.0 + u22;
        QTest::newRow("round toward zero, negative")
            << "f16"
            << "f32" << QList<double> {1, 1} << QList<double> {-2, -3 * u24} << 0.0 << -2.0 << -2.0 - u22;
        QTest::newRow("no guard digit in the alignment")
            << "f16"
            << "f32" << QList<double> {1} << QList<double> {1} << -(1 - u24) << u23 << u24;
        QTest::newRow("carry bits, truncated normalisation")
            << "f16"
            << "f32" << QList<double> {1, 1, 1, 1} << QList<double> {1, 1, 1, 1} << 1 + u22 + u23 << 5.0
            << 5.0 + std::ldexp(1.0, -21);
        QTest::newRow("f16 accumulator rounds to nearest")
            << "f16"
            << "f16" << QList<double> {u24, u24} << QList<double> {0.5, 0.25} << 0.0 << u24 << 0.0;
        // two blocks of 8: the second block's 8 * 2^-10 is one f16 ulp at 8, lost when rounded per product
        QList<double> ones(16, 1.0), second(16, 1.0);
        for (int k = 8; k < 16; ++k)
            second[k] = std::ldexp(1.0, -10);
        QTest::newRow("f16 accumulator rounds per block") << "f16"
                                                          << "f16" << ones << second << 0.0 << 8.0078125 << 8.0;
        QTest::newRow("tf32 blocks of 4")
            << "tf32"
            << "f32" << QList<double> {1, 1, 1, 1, 1} << QList<double> {1, 1, 1, 1, u24} << 0.0 << 4.0 << 4.0;
        QTest::newRow("bf16 exact products") << "bf16"
                                             << "f32" << QList<double> {1.0078125} << QList<double> {1.0078125} << 0.0
                                             << 1.01568603515625 << 1.01568603515625;
    }

    void hardwareNumerics()
    {
        QFETCH(QString, abType);
        QFETCH(QString, dType);
        QFETCH(QList<double>, a);
        QFETCH(QList<double>, b);
        QFETCH(double, c);
        QFETCH(double, hardware);
        QFETCH(double, sequential);
        const MmaType ab = parseMmaType(abType.toStdString());
        const MmaType dt = parseMmaType(dType.toStdString());
        auto value = [&](std::uint32_t bits) {
            return dt == MmaType::F16 ? halfBitsToDouble(static_cast<std::uint16_t>(bits))
                                      : static_cast<double>(std::bit_cast<float>(bits));
        };
        const std::vector<double> av(a.begin(), a.end()), bv(b.begin(), b.end());
        const int K = static_cast<int>(av.size());
        QCOMPARE(value(mmaDotFloat(av.data(), bv.data(), K, c, ab, dt, MmaAccumulation::Hardware)), hardware);
        QCOMPARE(value(mmaDotFloat(av.data(), bv.data(), K, c, ab, dt, MmaAccumulation::Sequential)), sequential);
    }

    void specialValues()
    {
        const double inf = std::numeric_limits<double>::infinity();
        const double nan = std::numeric_limits<double>::quiet_NaN();
        auto dot = [](std::vector<double> a, std::vector<double> b, double c) {
            return mmaDotFloat(a.data(), b.data(), static_cast<int>(a.size()), c, MmaType::F16, MmaType::F32,
                MmaAccumulation::Hardware);
        };
        QCOMPARE(dot({nan, 1}, {1, 1}, 0), 0x7FFFFFFFu); // NaN in, the canonical NaN out
        QCOMPARE(dot({inf, 1}, {0, 1}, 0), 0x7FFFFFFFu); // inf * 0
        QCOMPARE(dot({inf, 1}, {1, 1}, -inf), 0x7FFFFFFFu); // inf - inf
        QCOMPARE(dot({inf, 1}, {1, 1}, 5), 0x7F800000u);
        QCOMPARE(dot({1, 1}, {1, 1}, -inf), 0xFF800000u);
        QCOMPARE(dot({std::ldexp(1.0, 127)}, {2}, std::ldexp(1.0, 127)), 0x7F800000u); // overflow
        QCOMPARE(dot({-0.0}, {1}, -0.0), 0x80000000u); // -0 + -0
        QCOMPARE(dot({1}, {1}, -1), 0u); // exact cancellation gives +0
        // e4m3 has NaN only at S.1111.111 and no infinity; e5m2 follows IEEE
        QVERIFY(std::isnan(mmaDecodeFloat(MmaType::E4M3, 0x7F)));
        QCOMPARE(mmaDecodeFloat(MmaType::E4M3, 0x7E), 448.0);
        QCOMPARE(mmaDecodeFloat(MmaType::E4M3, 0x01), std::ldexp(1.0, -9));
        QCOMPARE(mmaDecodeFloat(MmaType::E5M2, 0x7C), inf);
        QCOMPARE(mmaDecodeFloat(MmaType::E5M2, 0x7B), 57344.0);
    }

    void tf32IgnoresLowBits()
    {
        // the 13 low bits of a tf32 container are not part of the value: 1 + 2^-11 reads as 1
        QCOMPARE(mmaDecodeFloat(MmaType::TF32, 0x3F801000u), 1.0);
        QCOMPARE(mmaDecodeFloat(MmaType::TF32, 0x3F801FFFu), 1.0);
        QCOMPARE(mmaDecodeFloat(MmaType::TF32, 0x3F802000u), 1.0 + std::ldexp(1.0, -10));
        QCOMPARE(mmaDecodeFloat(MmaType::TF32, 0x00400000u), 0.0); // tf32 mode reads subnormals as zero
        const double a[1] = {mmaDecodeFloat(MmaType::TF32, 0x3F801000u)}, b[1] = {1.0};
        QCOMPARE(std::bit_cast<float>(mmaDotFloat(a, b, 1, 0, MmaType::TF32, MmaType::F32, MmaAccumulation::Hardware)),
            1.0f);
    }

    void integerSaturation()
    {
        std::vector<std::int32_t> a(32, 127), b(32, 127);
        const std::int32_t c = INT32_MAX - 100;
        QCOMPARE(mmaDotInt(a.data(), b.data(), 32, c, true), INT32_MAX);
        const std::int64_t exact = static_cast<std::int64_t>(c) + 32 * 127 * 127;
        QCOMPARE(
            mmaDotInt(a.data(), b.data(), 32, c, false), static_cast<std::int32_t>(static_cast<std::uint32_t>(exact)));
        std::vector<std::int32_t> n(32, -128);
        QCOMPARE(mmaDotInt(n.data(), b.data(), 32, INT32_MIN + 5, true), INT32_MIN);
        const std::uint32_t x[2] = {0xF0F0F0F0u, 0xFFFFFFFFu}, y[2] = {0xFF00FF00u, 0x0000FFFFu};
        QCOMPARE(mmaDotBits(x, y, 2, 10, MmaBitOp::Xor), 10 + 16 + 16);
        QCOMPARE(mmaDotBits(x, y, 2, 10, MmaBitOp::And), 10 + 8 + 16);
    }
    void tileMatchesElementwise_data()
    {
        QTest::addColumn<QString>("abType");
        QTest::addColumn<QString>("dType");
        QTest::addColumn<int>("k");
        QTest::newRow("bf16 k16") << "bf16"
                                  << "f32" << 16;
        QTest::newRow("f16 k16") << "f16"
                                 << "f32" << 16;
        QTest::newRow("f16 k16 into f16") << "f16"
                                          << "f16" << 16;
        QTest::newRow("tf32 k8") << "tf32"
                                 << "f32" << 8;
        QTest::newRow("e4m3 k32") << "e4m3"
                                  << "f32" << 32;
    }

    void tileMatchesElementwise()
    {
        // the interleaved tile path (mmaTileFloat) gives the bits of mmaDotFloat element by element, with
        // zeros, signed zeros, tiny and huge values, infinities and NaNs among the inputs
        QFETCH(QString, abType);
        QFETCH(QString, dType);
        QFETCH(int, k);
        const MmaType ab = parseMmaType(abType.toStdString()), dt = parseMmaType(dType.toStdString());
        std::mt19937 rng(99);
        std::uniform_real_distribution<double> u(-2, 2);
        std::uniform_int_distribution<int> pick(0, 40);
        const int M = 16, N = 8;
        for (int round = 0; round < 20; ++round) {
            std::vector<double> a(static_cast<std::size_t>(M * k)), b(static_cast<std::size_t>(N * k)), c(M * N);
            auto value = [&]() {
                switch (pick(rng)) {
                case 0:
                    return 0.0;
                case 1:
                    return -0.0;
                case 2:
                    return round % 4 == 0 ? std::numeric_limits<double>::infinity() : 1.0;
                case 3:
                    return round % 5 == 0 ? std::numeric_limits<double>::quiet_NaN() : -1.0;
                case 4:
                    return std::ldexp(u(rng), -60);
                case 5:
                    return std::ldexp(u(rng), 40);
                default:
                    return static_cast<double>(static_cast<float>(u(rng)));
                }
            };
            for (auto* v : {&a, &b})
                for (auto& x : *v)
                    x = round < 10 ? static_cast<double>(static_cast<float>(u(rng))) : value();
            for (auto& x : c)
                x = round < 10 ? static_cast<double>(static_cast<float>(u(rng))) : value();
            if (round == 19) // whole blocks of zeros: the result is -0 only when every term is -0
                for (int kk = 0; kk < k; ++kk) {
                    a[static_cast<std::size_t>(kk)] = -0.0;
                    a[static_cast<std::size_t>(k + kk)] = 0.0;
                    c[0] = -0.0;
                    c[1] = 0.0;
                    c[static_cast<std::size_t>(N)] = -0.0;
                }
            if (dt == MmaType::F16)
                for (auto& x : c)
                    x = halfBitsToDouble(doubleToHalfBits(x));
            // every row kernel this CPU has (portable, AVX2, AVX-512) gives the same bits
            for (MmaRowKernel kernel : {MmaRowKernel::Portable, MmaRowKernel::Avx2, MmaRowKernel::Avx512}) {
                if (!useMmaRowKernel(kernel))
                    continue;
                std::vector<std::uint32_t> tile(static_cast<std::size_t>(M * N));
                mmaTileFloat(M, N, k, a.data(), b.data(), c.data(), tile.data(), ab, dt, MmaAccumulation::Hardware);
                for (int i = 0; i < M; ++i)
                    for (int j = 0; j < N; ++j) {
                        const std::uint32_t one
                            = mmaDotFloat(&a[static_cast<std::size_t>(i * k)], &b[static_cast<std::size_t>(j * k)], k,
                                c[static_cast<std::size_t>(i * N + j)], ab, dt, MmaAccumulation::Hardware);
                        QVERIFY2(tile[static_cast<std::size_t>(i * N + j)] == one,
                            qPrintable(QStringLiteral("row kernel %1, element (%2, %3)")
                                           .arg(static_cast<int>(kernel))
                                           .arg(i)
                                           .arg(j)));
                    }
            }
        }
    }

    void rowKernelsAvailable()
    {
        // the portable kernel always exists; on x86-64 the dispatcher finds what the CPU reports
        QVERIFY(useMmaRowKernel(MmaRowKernel::Portable));
#if defined(__x86_64__) && defined(__GNUC__)
        QCOMPARE(useMmaRowKernel(MmaRowKernel::Avx2), bool(__builtin_cpu_supports("avx2")));
#endif
    }
};

QTEST_GUILESS_MAIN(TestEmuMmaNumerics)
#include "tst_emumma_numerics.moc"
