// wgmma on the emulator: a warpgroup (128 threads) runs wgmma.mma_async m64nNk16 f16 -> f32 with A and
// B read through shared-memory descriptors laid out as CUTLASS's canonical GMMA layouts (K-major without
// swizzle and with the 128-byte swizzle, MN-major B with the 64-byte swizzle, A from registers), checked
// against a CPU product element by element through the D fragment layout; setmaxnreg's checks.
#include "emutest.h"

#include "core/emu/mmamath.h"
#include "core/emu/swizzle.h"
#include "core/exec/observer.h"

#include <QTest>

#include <mutex>
#include <random>

using namespace emutest;
using namespace warpscope::core::emu;

namespace {

/// How the test lays A (64 x 16) or B (N x 16, n-major rows of k) out in shared memory.
struct SmemLayout {
    bool kMajor = true;
    Swizzle sw = Swizzle::None;
    std::uint64_t lbo = 0, sbo = 0;
};

/// Byte offset of element (mn, k) of 2-byte elements in the canonical layouts (cute::make_gmma_desc
/// comments): K-major ((8,m),(8,2)) rows of 16x bytes, MN-major ((8,x,m),(8,k)) columns of k.
std::uint64_t place(const SmemLayout& l, int mn, int k)
{
    const int x = 1 << swizzleBits(l.sw);
    std::uint64_t a = 0;
    if (l.kMajor)
        a = static_cast<std::uint64_t>((mn % 8) * 16 * x) + static_cast<std::uint64_t>(mn / 8) * l.sbo
            + (l.sw == Swizzle::None
                    ? static_cast<std::uint64_t>((k % 8) * 2) + static_cast<std::uint64_t>(k / 8) * l.lbo
                    : static_cast<std::uint64_t>(k * 2));
    else if (l.sw == Swizzle::None)
        a = static_cast<std::uint64_t>((mn % 8) * 2) + static_cast<std::uint64_t>(mn / 8) * l.sbo
            + static_cast<std::uint64_t>((k % 8) * 16) + static_cast<std::uint64_t>(k / 8) * l.lbo;
    else
        a = static_cast<std::uint64_t>((mn % (8 * x)) * 2) + static_cast<std::uint64_t>(mn / (8 * x)) * l.lbo
            + static_cast<std::uint64_t>((k % 8) * 16 * x) + static_cast<std::uint64_t>(k / 8) * l.sbo;
    return a;
}

std::uint64_t descriptor(const SmemLayout& l, std::uint64_t start)
{
    const std::uint64_t mode = l.sw == Swizzle::B128 ? 1 : l.sw == Swizzle::B64 ? 2 : l.sw == Swizzle::B32 ? 3 : 0;
    return ((start >> 4) & 0x3FFF) | (((l.lbo >> 4) & 0x3FFF) << 16) | (((l.sbo >> 4) & 0x3FFF) << 32) | (mode << 62);
}

/// The kernel: copies `words` 32-bit words of the shared image from global, runs one wgmma and stores
/// each thread's D registers at out[tid * regs + i].
std::string kernel(
    int n, bool aInRegs, bool transB, bool halfD, const std::string& shapeTypes = {}, const std::string& tail = {})
{
    const int regs = halfD ? n / 4 : n / 2;
    std::string p = ".version 8.0\n.target sm_90a\n.address_size 64\n"
                    ".visible .entry wg(.param .u64 pimg, .param .u32 pwords, .param .u64 pout, .param .u64 pa, "
                    ".param .u64 pb, .param .u64 pareg)\n{\n"
                    ".reg .b32 %r<300>;\n.reg .b64 %rd<20>;\n.reg .pred %p<4>;\n"
                    ".shared .align 1024 .b8 smem[16384];\n"
                    "ld.param.u64 %rd1, [pimg];\nld.param.u32 %r1, [pwords];\nld.param.u64 %rd2, [pout];\n"
                    "mov.u32 %r2, %tid.x;\nmov.u32 %r3, smem;\n"
                    "mov.u32 %r4, %r2;\n$copy:\nsetp.ge.u32 %p1, %r4, %r1;\n@%p1 bra $done;\n"
                    "mul.wide.u32 %rd3, %r4, 4;\nadd.s64 %rd4, %rd1, %rd3;\nld.global.b32 %r5, [%rd4];\n"
                    "shl.b32 %r6, %r4, 2;\nadd.u32 %r7, %r3, %r6;\nst.shared.b32 [%r7], %r5;\n"
                    "add.u32 %r4, %r4, 128;\nbra $copy;\n$done:\nbar.sync 0;\n"
                    "ld.param.u64 %rd5, [pa];\nld.param.u64 %rd6, [pb];\nld.param.u64 %rd7, [pareg];\n"
                    "mul.wide.u32 %rd8, %r2, 16;\nadd.s64 %rd9, %rd7, %rd8;\n"
                    "ld.global.b32 %r10, [%rd9];\nld.global.b32 %r11, [%rd9+4];\nld.global.b32 %r12, [%rd9+8];\n"
                    "ld.global.b32 %r13, [%rd9+12];\n"
                    "setp.ne.u32 %p2, %r1, %r1;\n" // scale-d false: D = A * B
                    "wgmma.fence.sync.aligned;\n";
    std::string d = "{";
    for (int i = 0; i < regs; ++i)
        d += (i ? ", %r" : "%r") + std::to_string(100 + i);
    d += "}";
    for (int i = 0; i < regs; ++i) // garbage accumulators: scale-d false must ignore them
        p += "mov.b32 %r" + std::to_string(100 + i) + ", 0x7FC00000;\n";
    const std::string types = !shapeTypes.empty() ? shapeTypes : halfD ? "k16.f16.f16.f16" : "k16.f32.f16.f16";
    const std::string rest
        = !shapeTypes.empty() ? tail : std::string(", 1, 1, ") + (aInRegs ? "" : "0, ") + (transB ? "1" : "0");
    p += "wgmma.mma_async.sync.aligned.m64n" + std::to_string(n) + types + " " + d + ", "
        + (aInRegs ? std::string("{%r10, %r11, %r12, %r13}") : std::string("%rd5")) + ", %rd6, %p2" + rest + ";\n";
    p += "wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned 0;\nsetmaxnreg.dec.sync.aligned.u32 40;\n";
    p += "mul.wide.u32 %rd10, %r2, " + std::to_string(regs * 4) + ";\nadd.s64 %rd11, %rd2, %rd10;\n";
    for (int i = 0; i < regs; ++i)
        p += "st.global.b32 [%rd11+" + std::to_string(i * 4) + "], %r" + std::to_string(100 + i) + ";\n";
    return p + "ret;\n}\n";
}

/// Collects the shared-memory loads the memory observers see (wgmma's descriptor reads among them).
class SharedLoads : public ExecutionObserver {
    class Cta : public CtaObserver {
    public:
        void onMemory(const MemoryEvent& e) override
        {
            if (e.space != ObservedSpace::Shared || e.kind != AccessKind::Load)
                return;
            for (std::uint32_t m = e.activeMask; m; m &= m - 1)
                addresses.push_back(e.addresses[std::countr_zero(m)]);
        }
        std::vector<std::uint64_t> addresses;
    };

public:
    Interest interest() const override
    {
        Interest i;
        i.memory = true;
        return i;
    }
    std::unique_ptr<CtaObserver> createCta(const CtaInfo&) override { return std::make_unique<Cta>(); }
    void endCta(const CtaInfo&, std::unique_ptr<CtaObserver> sink) override
    {
        std::lock_guard lock(mutex);
        auto* c = static_cast<Cta*>(sink.get());
        addresses.insert(addresses.end(), c->addresses.begin(), c->addresses.end());
    }
    std::mutex mutex;
    std::vector<std::uint64_t> addresses;
};

} // namespace

class TestEmuMmaWgmma : public QObject {
    Q_OBJECT

private slots:
    void descriptorsAndFragments_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("aSwizzle"); // 0 none, 128: B128
        QTest::addColumn<int>("bSwizzle");
        QTest::addColumn<bool>("transB");
        QTest::addColumn<bool>("aInRegs");
        QTest::addColumn<bool>("halfD");
        QTest::newRow("n8, no swizzle") << 8 << 0 << 0 << false << false << false;
        QTest::newRow("n64, 128B swizzle") << 64 << 128 << 128 << false << false << false;
        QTest::newRow("n32, A none, B MN-major 64B swizzle") << 32 << 0 << 64 << true << false << false;
        QTest::newRow("n16, A in registers, B 32B swizzle") << 16 << 0 << 32 << false << true << false;
        QTest::newRow("n24, f16 accumulator, 64B swizzle") << 24 << 64 << 64 << false << false << true;
    }

    void descriptorsAndFragments()
    {
        QFETCH(int, n);
        QFETCH(int, aSwizzle);
        QFETCH(int, bSwizzle);
        QFETCH(bool, transB);
        QFETCH(bool, aInRegs);
        QFETCH(bool, halfD);
        auto sw = [](int b) {
            return b == 128 ? Swizzle::B128 : b == 64 ? Swizzle::B64 : b == 32 ? Swizzle::B32 : Swizzle::None;
        };
        std::mt19937 rng(21);
        std::uniform_real_distribution<double> u(-1, 1);
        std::vector<std::uint16_t> A(64 * 16), B(static_cast<std::size_t>(n) * 16); // A[m][k], B[n][k]
        for (auto& x : A)
            x = doubleToHalfBits(u(rng));
        for (auto& x : B)
            x = doubleToHalfBits(u(rng));
        // A at offset 0, B at 8192; K-major rows of 16x bytes, 8-row groups SBO apart
        SmemLayout la {true, sw(aSwizzle), 128, 0};
        la.sbo = la.sw == Swizzle::None ? 256 : 8 * 16 * static_cast<std::uint64_t>(1 << swizzleBits(la.sw));
        SmemLayout lb {!transB, sw(bSwizzle), 128, 0};
        if (lb.kMajor)
            lb.sbo = lb.sw == Swizzle::None ? 256 : 8 * 16 * static_cast<std::uint64_t>(1 << swizzleBits(lb.sw));
        else if (lb.sw == Swizzle::None) {
            lb.lbo = 128; // next 8 k
            lb.sbo = 256; // next 8 n
        } else {
            const int x = 1 << swizzleBits(lb.sw);
            lb.sbo = static_cast<std::uint64_t>(8 * 16 * x); // next 8 k
            lb.lbo = 2 * lb.sbo; // next 8x n columns, after both k groups
        }
        std::vector<std::uint8_t> image(16384, 0);
        const std::uint64_t bBase = 8192;
        for (int m = 0; m < 64; ++m)
            for (int k = 0; k < 16; ++k) {
                const std::uint64_t at = swizzleAddress(place(la, m, k), la.sw);
                std::memcpy(&image[at], &A[static_cast<std::size_t>(m * 16 + k)], 2);
            }
        for (int j = 0; j < n; ++j)
            for (int k = 0; k < 16; ++k) {
                const std::uint64_t at = swizzleAddress(bBase + place(lb, j, k), lb.sw);
                QVERIFY(at + 2 <= image.size());
                std::memcpy(&image[at], &B[static_cast<std::size_t>(j * 16 + k)], 2);
            }
        // A in registers: warp w's 16 rows in the mma.m16n8k16 A layout, 4 registers per thread
        std::vector<std::uint32_t> areg(128 * 4, 0);
        for (int tid = 0; tid < 128; ++tid) {
            const int w = tid / 32, lane = tid % 32, g = lane / 4, t = lane % 4;
            for (int i = 0; i < 8; ++i) {
                const int r = 16 * w + g + 8 * ((i / 2) % 2), c = 2 * t + i % 2 + 8 * (i / 4);
                areg[static_cast<std::size_t>(tid * 4 + i / 2)]
                    |= static_cast<std::uint32_t>(A[static_cast<std::size_t>(r * 16 + c)]) << (16 * (i % 2));
            }
        }
        std::vector<std::uint32_t> words(image.size() / 4);
        std::memcpy(words.data(), image.data(), image.size());
        Launch l;
        l.ptx = kernel(n, aInRegs, transB, halfD);
        l.entry = "wg";
        l.block = {128, 1, 1};
        const int regs = halfD ? n / 4 : n / 2;
        l.buffers = {tensorOf(DType::U32, words),
            tensorOf(DType::U32, std::vector<std::uint32_t>(static_cast<std::size_t>(128 * regs), 0)),
            tensorOf(DType::U32, areg)};
        l.args = {bufferArg(0), scalarArg<std::uint32_t>(static_cast<std::uint32_t>(words.size())), bufferArg(1),
            scalarArg<std::uint64_t>(descriptor(la, 0)), scalarArg<std::uint64_t>(descriptor(lb, bBase)), bufferArg(2)};
        SharedLoads loads;
        l.control.observers = {&loads};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        // the observers see every element wgmma reads: each warp its 16 rows of A and all of B
        const std::size_t reads = 4 * ((aInRegs ? 0 : 16 * 16) + static_cast<std::size_t>(n) * 16);
        QCOMPARE(loads.addresses.size(), reads);
        const std::uint64_t b00 = swizzleAddress(bBase + place(lb, 0, 0), lb.sw);
        QVERIFY(std::find(loads.addresses.begin(), loads.addresses.end(), b00) != loads.addresses.end());
        const auto got = valuesOf<std::uint32_t>(l.buffers[1]);
        for (int tid = 0; tid < 128; ++tid) {
            const int w = tid / 32, lane = tid % 32, g = lane / 4, t = lane % 4;
            for (int i = 0; i < n / 2; ++i) { // element i: register i (f32) or half i % 2 of register i / 2
                const int row = 16 * w + g + 8 * ((i % 4) / 2), col = 8 * (i / 4) + 2 * t + i % 2;
                double s = 0;
                for (int k = 0; k < 16; ++k)
                    s += halfBitsToDouble(A[static_cast<std::size_t>(row * 16 + k)])
                        * halfBitsToDouble(B[static_cast<std::size_t>(col * 16 + k)]);
                const std::uint32_t word = got[static_cast<std::size_t>(tid * regs + (halfD ? i / 2 : i))];
                const double v = halfD ? halfBitsToDouble(static_cast<std::uint16_t>(word >> (16 * (i % 2))))
                                       : static_cast<double>(std::bit_cast<float>(word));
                // f16 accumulation rounds each block of 8 products to f16
                QVERIFY2(std::fabs(v - s) <= (halfD ? 4e-3 : 1e-5),
                    qPrintable(QString("thread %1 d%2 (D[%3][%4]): %5, expected %6")
                                   .arg(tid)
                                   .arg(i)
                                   .arg(row)
                                   .arg(col)
                                   .arg(v)
                                   .arg(s)));
            }
        }
    }

    void eightBitTypes_data()
    {
        QTest::addColumn<QString>("types");
        QTest::addColumn<QString>("tail");
        QTest::newRow("s8 -> s32") << "k32.s32.s8.s8"
                                   << "";
        QTest::newRow("u8 x s8 -> s32, satfinite") << "k32.satfinite.s32.u8.s8"
                                                   << "";
        QTest::newRow("e4m3 -> f32, B negated") << "k32.f32.e4m3.e4m3"
                                                << ", 1, -1";
        QTest::newRow("e5m2 x e4m3 -> f32") << "k32.f32.e5m2.e4m3"
                                            << ", 1, 1";
    }

    void eightBitTypes()
    {
        // m64n16k32, A and B K-major with the 128-byte swizzle: element (mn, k) at
        // (mn mod 8) * 128 + (mn div 8) * 1024 + k, XOR-swizzled on the absolute address
        QFETCH(QString, types);
        QFETCH(QString, tail);
        const std::string t = types.toStdString();
        const bool isInt = t.find("s32") != std::string::npos;
        const bool aU8 = t.find("u8") != std::string::npos, aE5 = t.find("e5m2") != std::string::npos;
        const bool negB = tail.contains("-1");
        const int n = 16;
        std::mt19937 rng(5);
        std::uniform_int_distribution<int> u(0, 255);
        auto fp8 = [&](bool e5) {
            for (;;) { // finite values only
                const int v = u(rng);
                if (e5 ? (v & 0x7C) != 0x7C : (v & 0x7F) != 0x7F)
                    return static_cast<std::uint8_t>(v);
            }
        };
        std::vector<std::uint8_t> A(64 * 32), B(static_cast<std::size_t>(n) * 32);
        for (auto& x : A)
            x = isInt ? static_cast<std::uint8_t>(u(rng)) : fp8(aE5);
        for (auto& x : B)
            x = isInt ? static_cast<std::uint8_t>(u(rng)) : fp8(false);
        std::vector<std::uint8_t> image(16384, 0);
        auto at = [](std::uint64_t base, int mn, int k) {
            return swizzleAddress(
                base + static_cast<std::uint64_t>((mn % 8) * 128 + (mn / 8) * 1024 + k), Swizzle::B128);
        };
        for (int m = 0; m < 64; ++m)
            for (int k = 0; k < 32; ++k)
                image[at(0, m, k)] = A[static_cast<std::size_t>(m * 32 + k)];
        for (int j = 0; j < n; ++j)
            for (int k = 0; k < 32; ++k)
                image[at(8192, j, k)] = B[static_cast<std::size_t>(j * 32 + k)];
        const SmemLayout l {true, Swizzle::B128, 16, 1024};
        std::vector<std::uint32_t> words(image.size() / 4);
        std::memcpy(words.data(), image.data(), image.size());
        Launch launch;
        launch.ptx = kernel(n, false, false, false, t, tail.toStdString());
        launch.entry = "wg";
        launch.block = {128, 1, 1};
        const int regs = n / 2;
        launch.buffers = {tensorOf(DType::U32, words),
            tensorOf(DType::U32, std::vector<std::uint32_t>(static_cast<std::size_t>(128 * regs), 0)),
            tensorOf(DType::U32, std::vector<std::uint32_t>(128 * 4, 0))};
        launch.args = {bufferArg(0), scalarArg<std::uint32_t>(static_cast<std::uint32_t>(words.size())), bufferArg(1),
            scalarArg<std::uint64_t>(descriptor(l, 0)), scalarArg<std::uint64_t>(descriptor(l, 8192)), bufferArg(2)};
        auto r = launch.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto got = valuesOf<std::uint32_t>(launch.buffers[1]);
        auto value = [&](std::uint8_t bits, bool isA) {
            if (isInt)
                return static_cast<double>(isA && aU8 ? bits : static_cast<std::int8_t>(bits));
            return mmaDecodeFloat(isA && aE5 ? MmaType::E5M2 : MmaType::E4M3, bits);
        };
        for (int tid = 0; tid < 128; ++tid) {
            const int w = tid / 32, lane = tid % 32, g = lane / 4, tg = lane % 4;
            for (int i = 0; i < regs; ++i) {
                const int row = 16 * w + g + 8 * ((i % 4) / 2), col = 8 * (i / 4) + 2 * tg + i % 2;
                double s = 0, big = 0;
                for (int k = 0; k < 32; ++k) {
                    const double p = value(A[static_cast<std::size_t>(row * 32 + k)], true)
                        * value(B[static_cast<std::size_t>(col * 32 + k)], false) * (negB ? -1 : 1);
                    s += p;
                    big = std::max(big, std::fabs(p));
                }
                // fp8 sums on a grid 13 bits below the block's largest term: two blocks of at most 17
                // truncated terms, each off by less than one grid step (the running sum may lead too)
                const double grid = std::ldexp(1.0, std::ilogb(std::max({big, std::fabs(s), 1e-30})) - 13);
                const std::uint32_t word = got[static_cast<std::size_t>(tid * regs + i)];
                const double v = isInt ? static_cast<double>(static_cast<std::int32_t>(word))
                                       : static_cast<double>(std::bit_cast<float>(word));
                QVERIFY2(std::fabs(v - s) <= (isInt ? 0.0 : 2 * 18 * grid),
                    qPrintable(QString("thread %1 d%2: %3, expected %4").arg(tid).arg(i).arg(v).arg(s)));
            }
        }
    }

    /// asynccheck: an accumulator touched between wgmma.mma_async and the wait_group that retires
    /// it is reported with both lines; a read after the wait, or another wgmma.mma_async chaining the
    /// same accumulators, is not.
    void accumulatorsInFlight_data()
    {
        QTest::addColumn<QString>("between"); // PTX between mma_async and commit
        QTest::addColumn<QString>("afterCommit"); // PTX between commit and wait
        QTest::addColumn<bool>("reported");
        QTest::newRow("read after the wait") << ""
                                             << "" << false;
        QTest::newRow("chained wgmma on the same accumulators") << "MMA"
                                                                << "" << false;
        QTest::newRow("read before the wait") << ""
                                              << "add.f32 %f9, %f1, %f2;" << true;
        QTest::newRow("overwrite before the commit") << "mov.f32 %f3, 0f00000000;"
                                                     << "" << true;
        QTest::newRow("an unrelated register") << ""
                                               << "add.f32 %f9, %f8, %f8;" << false;
    }
    void accumulatorsInFlight()
    {
        QFETCH(QString, between);
        QFETCH(QString, afterCommit);
        QFETCH(bool, reported);
        const std::string mma = "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1, %f2, %f3, %f4}, %rd1, %rd1, "
                                "%p1, 1, 1, 0, 0;";
        std::string mid = between.toStdString();
        if (mid == "MMA")
            mid = mma;
        Launch l;
        l.ptx = ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 out)\n{\n"
                ".reg .f32 %f<10>;\n.reg .b64 %rd<4>;\n.reg .b32 %r<4>;\n.reg .pred %p<2>;\n"
                ".shared .align 1024 .b8 smem[4096];\n"
                "mov.u32 %r1, smem;\ncvt.u64.u32 %rd2, %r1;\nshr.u64 %rd1, %rd2, 4;\n" // descriptor: start only
                "mov.u32 %r2, %tid.x;\nst.shared.b32 [%r1], 0;\nbar.sync 0;\n"
                "setp.eq.u32 %p1, %r2, %r2;\nmov.f32 %f8, 0f3F800000;\n"
                "wgmma.fence.sync.aligned;\n"
            + mma + "\n" + mid + "\nwgmma.commit_group.sync.aligned;\n" + afterCommit.toStdString()
            + "\nwgmma.wait_group.sync.aligned 0;\n"
              "ld.param.u64 %rd3, [out];\nadd.f32 %f5, %f1, %f4;\nst.global.f32 [%rd3], %f5;\nret;\n}\n";
        l.entry = "k";
        l.block = {128, 1, 1};
        l.buffers = {Tensor::zeros(DType::F32, {1})};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const Finding* async = nullptr;
        for (const auto& f : r->findings)
            if (f.kind == Finding::Kind::AsyncHazard)
                async = &f;
        QCOMPARE(async != nullptr, reported);
        if (async) {
            QVERIFY2(async->message.find("accumulator of the wgmma.mma_async at PTX line") != std::string::npos,
                async->message.c_str());
            QVERIFY(async->message.find("wgmma.wait_group") != std::string::npos);
            QVERIFY(async->otherPtxLine > 0);
        }
        QVERIFY(r->completed); // a warning-free run goes on: asynccheck reports, it does not stop
    }

    void setmaxnregChecksItsCount()
    {
        Launch l;
        l.ptx = ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n"
                "setmaxnreg.inc.sync.aligned.u32 250;\nret;\n}\n";
        l.entry = "k";
        auto r = l.run();
        QVERIFY(!r.ok());
        const std::string text = r.error().describe();
        QVERIFY2(text.find("multiple of 8 from 24 to 256, found 250") != std::string::npos, text.c_str());
        QVERIFY2(text.find("PTX line 6") != std::string::npos, text.c_str());
    }
};

QTEST_GUILESS_MAIN(TestEmuMmaWgmma)
#include "tst_emumma_wgmma.moc"
