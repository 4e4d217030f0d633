// WMMA on the emulator: CUDA <mma.h> kernels compiled by NVRTC (fixtures/wmma.cu) run and match a CPU
// matrix product: an f16 GEMM with f32 accumulate over several tiles (with fragment elements scaled
// through frag.x[i]), m32n8k16 with f16 accumulate and column-major operands, m8n32k16 s8 with
// saturation, m8n8k4 f64, m16n16k8 tf32 and m16n16k16 bf16.
#include "emutest.h"

#include <QElapsedTimer>
#include <QTest>

#include <bit>
#include <cmath>
#include <random>

using namespace emutest;

namespace {

std::vector<std::uint16_t> randomHalves(std::size_t n, std::mt19937& rng, bool bf16 = false)
{
    std::uniform_real_distribution<double> u(-1, 1);
    std::vector<std::uint16_t> v(n);
    for (auto& x : v)
        x = bf16 ? doubleToBf16Bits(u(rng)) : doubleToHalfBits(u(rng));
    return v;
}

double halfAt(const std::vector<std::uint16_t>& v, std::size_t i, bool bf16 = false)
{
    return bf16 ? bf16BitsToDouble(v[i]) : halfBitsToDouble(v[i]);
}

/// |got - want| <= atol + rtol * |want| for every element, else a message naming the first miss.
template <class G>
bool close(const std::vector<G>& got, const std::vector<double>& want, double atol, double rtol, std::string& message)
{
    for (std::size_t i = 0; i < want.size(); ++i) {
        const double g = static_cast<double>(got[i]);
        if (!(std::fabs(g - want[i]) <= atol + rtol * std::fabs(want[i]))) {
            message
                = "element " + std::to_string(i) + ": " + std::to_string(g) + ", expected " + std::to_string(want[i]);
            return false;
        }
    }
    return true;
}

} // namespace

class TestEmuMmaWmma : public QObject {
    Q_OBJECT

    Compiled compiled(const char* entry)
    {
        static const std::string source = fixture("fixtures/wmma.cu");
        return compile(source, entry);
    }

    Result<LaunchResult> launch(const Compiled& c, Launch& l)
    {
        l.ptx = c.ptx;
        l.entry = c.entry;
        auto r = l.run();
        if (r && !r->findings.empty())
            return makeError(ErrorCode::Internal, r->findings[0].message);
        return r;
    }

private slots:
    void f16GemmMatchesCpu()
    {
        const Compiled c = compiled("wmma_gemm");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
        QVERIFY2(c.ptx.find("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32") != std::string::npos,
            "NVRTC did not emit wmma.mma");
        const int M = 48, N = 32, K = 64;
        const float alpha = 0.5f;
        std::mt19937 rng(7);
        const auto a = randomHalves(static_cast<std::size_t>(M * K), rng);
        const auto b = randomHalves(static_cast<std::size_t>(N * K), rng); // column n at b + n * K
        Launch l;
        l.grid = {N / 16, M / 16, 1};
        l.block = {32, 1, 1};
        l.buffers = {tensorOf(DType::F16, a), tensorOf(DType::F16, b),
            tensorOf(DType::F32, std::vector<float>(static_cast<std::size_t>(M * N), -1.0f))};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2), scalarArg<int>(M), scalarArg<int>(N), scalarArg<int>(K),
            scalarArg<float>(alpha)};
        auto r = launch(c, l);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        std::vector<double> want(static_cast<std::size_t>(M * N));
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j) {
                double s = 0;
                for (int k = 0; k < K; ++k)
                    s += halfAt(a, static_cast<std::size_t>(i * K + k))
                        * halfAt(b, static_cast<std::size_t>(j * K + k));
                want[static_cast<std::size_t>(i * N + j)] = alpha * s;
            }
        std::string why;
        QVERIFY2(close(valuesOf<float>(l.buffers[2]), want, 1e-5, 1e-5, why), why.c_str());
    }

    void handWrittenMmaSyncGemm()
    {
        // inline-asm mma.sync bf16 GEMM against a CPU product; also times the emulator's marginal cost per
        // multiply-add (K = 512 minus K = 256, so parsing and launching cancel) against a native scalar GEMM
        // (the bench goal: within 3x), printed for the record
        const Compiled c = compiled("mma_bf16_gemm");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
        const int M = 128, N = 128;
        double emuMs[2] = {}, nativeMs[2] = {};
        for (int pass = 0; pass < 2; ++pass) {
            const int K = 256 * (pass + 1);
            std::mt19937 rng(13);
            const auto a = randomHalves(static_cast<std::size_t>(M * K), rng, true);
            const auto b = randomHalves(static_cast<std::size_t>(N * K), rng, true);
            Launch l;
            const int warps = (M / 16) * (N / 8);
            l.grid = {static_cast<std::uint32_t>(warps / 4), 1, 1};
            l.block = {128, 1, 1};
            l.buffers = {tensorOf(DType::BF16, a), tensorOf(DType::BF16, b),
                tensorOf(DType::F32, std::vector<float>(static_cast<std::size_t>(M * N), -1.0f))};
            l.args
                = {bufferArg(0), bufferArg(1), bufferArg(2), scalarArg<int>(M), scalarArg<int>(N), scalarArg<int>(K)};
            l.control.threads = 1;
            // the best of three runs of each: the machine may be shared
            QElapsedTimer timer;
            emuMs[pass] = 1e30;
            for (int rep = 0; rep < 3; ++rep) {
                timer.start();
                auto r = launch(c, l);
                emuMs[pass] = std::min(emuMs[pass], static_cast<double>(timer.nsecsElapsed()) / 1e6);
                QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
            }
            std::vector<float> af(a.size()), bf(b.size()), ref(static_cast<std::size_t>(M * N));
            for (std::size_t i = 0; i < a.size(); ++i)
                af[i] = static_cast<float>(halfAt(a, i, true));
            for (std::size_t i = 0; i < b.size(); ++i)
                bf[i] = static_cast<float>(halfAt(b, i, true));
            nativeMs[pass] = 1e30;
            for (int rep = 0; rep < 3; ++rep) {
                timer.restart();
                for (int i = 0; i < M; ++i)
                    for (int j = 0; j < N; ++j) {
                        float s = 0;
                        for (int k = 0; k < K; ++k)
                            s += af[static_cast<std::size_t>(i * K + k)] * bf[static_cast<std::size_t>(j * K + k)];
                        ref[static_cast<std::size_t>(i * N + j)] = s;
                    }
                nativeMs[pass] = std::min(nativeMs[pass], static_cast<double>(timer.nsecsElapsed()) / 1e6);
            }
            std::vector<double> want(ref.begin(), ref.end());
            std::string why;
            QVERIFY2(close(valuesOf<float>(l.buffers[2]), want, 1e-4, 1e-4, why), why.c_str());
        }
        qInfo("mma.sync bf16 GEMM 128x128xK, one emulator thread: K=256 %.1f ms, K=512 %.1f ms; native scalar %.1f / "
              "%.1f ms; marginal ratio %.1f",
            emuMs[0], emuMs[1], nativeMs[0], nativeMs[1], (emuMs[1] - emuMs[0]) / (nativeMs[1] - nativeMs[0]));
    }

    void m32n8k16HalfAccumulate()
    {
        const Compiled c = compiled("wmma_m32n8k16_f16");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
        std::mt19937 rng(11);
        const auto a = randomHalves(32 * 16, rng); // column-major 32 x 16: A[m][k] at k * 32 + m
        const auto b = randomHalves(16 * 8, rng); // row-major 16 x 8
        const auto c0 = randomHalves(32 * 8, rng); // column-major 32 x 8
        Launch l;
        l.buffers = {tensorOf(DType::F16, a), tensorOf(DType::F16, b), tensorOf(DType::F16, c0)};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2)};
        auto r = launch(c, l);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        std::vector<double> want(32 * 8);
        for (int m = 0; m < 32; ++m)
            for (int n = 0; n < 8; ++n) {
                double s = halfAt(c0, static_cast<std::size_t>(n * 32 + m));
                for (int k = 0; k < 16; ++k)
                    s += halfAt(a, static_cast<std::size_t>(k * 32 + m))
                        * halfAt(b, static_cast<std::size_t>(k * 8 + n));
                want[static_cast<std::size_t>(n * 32 + m)] = s;
            }
        const auto out = valuesOf<std::uint16_t>(l.buffers[2]);
        std::vector<double> got;
        for (auto h : out)
            got.push_back(halfBitsToDouble(h));
        std::string why;
        // f16 accumulation: two roundings to f16 (one per block of 8 products)
        QVERIFY2(close(got, want, 4e-3, 2e-3, why), why.c_str());
    }

    void m8n32k16Int8Saturates()
    {
        const Compiled c = compiled("wmma_m8n32k16_s8");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
        std::mt19937 rng(3);
        std::uniform_int_distribution<int> u(-128, 127);
        std::vector<std::int8_t> a(8 * 16), b(32 * 16);
        for (auto& x : a)
            x = static_cast<std::int8_t>(u(rng));
        for (auto& x : b)
            x = static_cast<std::int8_t>(u(rng));
        Launch l;
        l.buffers
            = {tensorOf(DType::I8, a), tensorOf(DType::I8, b), tensorOf(DType::I32, std::vector<std::int32_t>(256))};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2)};
        auto r = launch(c, l);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const auto got = valuesOf<std::int32_t>(l.buffers[2]);
        for (int m = 0; m < 8; ++m)
            for (int n = 0; n < 32; ++n) {
                std::int32_t s = 0;
                for (int k = 0; k < 16; ++k)
                    s += a[static_cast<std::size_t>(m * 16 + k)] * b[static_cast<std::size_t>(n * 16 + k)];
                QCOMPARE(got[static_cast<std::size_t>(m * 32 + n)], s);
            }
    }

    void subByteS4AndB1()
    {
        const Compiled c = compiled("wmma_subbyte");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
        std::mt19937 rng(17);
        std::uniform_int_distribution<std::uint32_t> u(0, 0xFFFFFFFFu);
        // s4: A 8 x 32 and B 32 x 8 (column n at word n * 4), eight 4-bit values per word, element 0 lowest
        std::vector<std::uint32_t> a4(32), b4(32), a1(32), b1(32);
        for (auto* v : {&a4, &b4, &a1, &b1})
            for (auto& x : *v)
                x = u(rng);
        Launch l;
        l.buffers = {tensorOf(DType::U32, a4), tensorOf(DType::U32, b4),
            tensorOf(DType::I32, std::vector<std::int32_t>(64)), tensorOf(DType::U32, a1), tensorOf(DType::U32, b1),
            tensorOf(DType::I32, std::vector<std::int32_t>(64))};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2), bufferArg(3), bufferArg(4), bufferArg(5)};
        auto r = launch(c, l);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        auto s4 = [](const std::vector<std::uint32_t>& v, int i) {
            const std::uint32_t nib = (v[static_cast<std::size_t>(i / 8)] >> (4 * (i % 8))) & 0xFu;
            return static_cast<int>(nib) - (nib & 8u ? 16 : 0);
        };
        const auto got4 = valuesOf<std::int32_t>(l.buffers[2]);
        const auto got1 = valuesOf<std::int32_t>(l.buffers[5]);
        for (int m = 0; m < 8; ++m)
            for (int n = 0; n < 8; ++n) {
                int s = 0, p = 0;
                for (int k = 0; k < 32; ++k)
                    s += s4(a4, m * 32 + k) * s4(b4, n * 32 + k);
                for (int w = 0; w < 4; ++w)
                    p += std::popcount(
                        a1[static_cast<std::size_t>(m * 4 + w)] ^ b1[static_cast<std::size_t>(n * 4 + w)]);
                QCOMPARE(got4[static_cast<std::size_t>(m * 8 + n)], s);
                QCOMPARE(got1[static_cast<std::size_t>(m * 8 + n)], p);
            }
    }

    void m8n8k4Double()
    {
        const Compiled c = compiled("wmma_m8n8k4_f64");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
        std::mt19937 rng(5);
        std::uniform_real_distribution<double> u(-1, 1);
        std::vector<double> a(32), b(32), c0(64);
        for (auto* v : {&a, &b, &c0})
            for (auto& x : *v)
                x = u(rng);
        Launch l;
        l.buffers = {tensorOf(DType::F64, a), tensorOf(DType::F64, b), tensorOf(DType::F64, c0)};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2)};
        auto r = launch(c, l);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const auto got = valuesOf<double>(l.buffers[2]);
        for (int m = 0; m < 8; ++m)
            for (int n = 0; n < 8; ++n) {
                double s = c0[static_cast<std::size_t>(m * 8 + n)];
                for (int k = 0; k < 4; ++k) // the fma chain in k order, as the emulator documents
                    s = std::fma(a[static_cast<std::size_t>(m * 4 + k)], b[static_cast<std::size_t>(n * 4 + k)], s);
                QCOMPARE(got[static_cast<std::size_t>(m * 8 + n)], s);
            }
    }

    void tf32AndBf16()
    {
        const Compiled c = compiled("wmma_tf32_bf16");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
        std::mt19937 rng(9);
        std::uniform_real_distribution<float> u(-1, 1);
        std::vector<float> ta(16 * 8), tb(8 * 16);
        for (auto* v : {&ta, &tb})
            for (auto& x : *v)
                x = u(rng);
        const auto ba = randomHalves(256, rng, true), bb = randomHalves(256, rng, true);
        Launch l;
        l.buffers = {tensorOf(DType::F32, ta), tensorOf(DType::F32, tb), tensorOf(DType::F32, std::vector<float>(256)),
            tensorOf(DType::BF16, ba), tensorOf(DType::BF16, bb), tensorOf(DType::F32, std::vector<float>(256))};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2), bufferArg(3), bufferArg(4), bufferArg(5)};
        auto r = launch(c, l);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        std::vector<double> wantT(256), wantB(256);
        for (int m = 0; m < 16; ++m)
            for (int n = 0; n < 16; ++n) {
                double s = 0, t = 0;
                for (int k = 0; k < 8; ++k)
                    s += ta[static_cast<std::size_t>(m * 8 + k)] * tb[static_cast<std::size_t>(k * 16 + n)];
                for (int k = 0; k < 16; ++k)
                    t += halfAt(ba, static_cast<std::size_t>(m * 16 + k), true)
                        * halfAt(bb, static_cast<std::size_t>(k * 16 + n), true);
                wantT[static_cast<std::size_t>(m * 16 + n)] = s;
                wantB[static_cast<std::size_t>(n * 16 + m)] = t; // stored column-major
            }
        std::string why;
        QVERIFY2(close(valuesOf<float>(l.buffers[2]), wantT, 3e-3, 3e-3, why), why.c_str()); // tf32 has 10 bits
        QVERIFY2(close(valuesOf<float>(l.buffers[5]), wantB, 1e-5, 1e-5, why), why.c_str());
    }
};

QTEST_GUILESS_MAIN(TestEmuMmaWmma)
#include "tst_emumma_wmma.moc"
