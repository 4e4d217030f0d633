// mma.sp on the emulator: 2:4 sparse .f16 A (compressed values, metadata, sparsity selector) for
// m16n8k32 and m16n8k16, against the expanded dense product computed in order (Sequential mode).
#include "emutest.h"

#include "core/emu/mmamath.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <random>

using namespace emutest;
using namespace warpscope::core::emu;

namespace {

/// Restores the accumulation mode when a test leaves.
struct ModeGuard {
    MmaAccumulation old = mmaAccumulation();
    explicit ModeGuard(MmaAccumulation m) { setMmaAccumulation(m); }
    ~ModeGuard() { setMmaAccumulation(old); }
};

} // namespace

class TestEmuMmaSparse : public QObject {
    Q_OBJECT

private slots:
    void sparseF16_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("selector");
        QTest::newRow("m16n8k32, selector 0") << 32 << 0;
        QTest::newRow("m16n8k32, selector 1") << 32 << 1;
        QTest::newRow("m16n8k16, selector 2") << 16 << 2;
    }

    void sparseF16()
    {
        // mma.sp: A compressed to k/2 columns in the dense m16n8k(k/2) A layout; metadata per 4-wide chunk,
        // two 2-bit indices (low first); in each quad the selected lanes hold rows groupID (low 16 bits)
        // and groupID + 8 (high 16 bits), for k32 lanes 2*sel (chunks 0-3) and 2*sel + 1 (chunks 4-7), as
        // the 2:4 sparse MMA integration test of MLIR's NVGPU dialect lays it out on an sm_80 GPU
        QFETCH(int, k);
        QFETCH(int, selector);
        ModeGuard mode(MmaAccumulation::Sequential);
        const int half = k / 2;
        std::mt19937 rng(static_cast<unsigned>(k * 10 + selector));
        std::uniform_real_distribution<double> u(-2, 2);
        std::uniform_int_distribution<std::uint32_t> any(0, 0xFFFFFFFFu);
        static const int pairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
        std::vector<double> Ac(16 * static_cast<std::size_t>(half)), A(16 * static_cast<std::size_t>(k), 0.0),
            B(static_cast<std::size_t>(k) * 8), C(128);
        std::vector<std::uint32_t> meta16(16 * 2, 0); // [row][part]
        for (auto& x : Ac)
            x = halfBitsToDouble(doubleToHalfBits(u(rng)));
        for (auto& x : B)
            x = halfBitsToDouble(doubleToHalfBits(u(rng)));
        for (auto& x : C)
            x = static_cast<float>(u(rng));
        for (int r = 0; r < 16; ++r)
            for (int chunk = 0; chunk < k / 4; ++chunk) {
                const auto& pr = pairs[any(rng) % 6];
                A[static_cast<std::size_t>(r * k + 4 * chunk + pr[0])]
                    = Ac[static_cast<std::size_t>(r * half + 2 * chunk)];
                A[static_cast<std::size_t>(r * k + 4 * chunk + pr[1])]
                    = Ac[static_cast<std::size_t>(r * half + 2 * chunk + 1)];
                meta16[static_cast<std::size_t>(r * 2 + chunk / 4)] |= static_cast<std::uint32_t>(pr[0] | (pr[1] << 2))
                    << (4 * (chunk % 4));
            }
        const int aRegs = half / 4, bRegs = k / 8; // f16 pairs: 16 x half / 64, k x 8 / 64
        std::vector<std::uint32_t> in;
        for (int lane = 0; lane < 32; ++lane) {
            const int g = lane / 4, t = lane % 4;
            std::vector<std::uint32_t> regs(static_cast<std::size_t>(aRegs + bRegs + 4 + 1), 0);
            for (int i = 0; i < 2 * aRegs; ++i) { // dense m16n8k(half) A layout
                const int row = g + 8 * ((i / 2) % 2), col = 2 * t + i % 2 + 8 * (i / 4);
                regs[static_cast<std::size_t>(i / 2)]
                    |= static_cast<std::uint32_t>(doubleToHalfBits(Ac[static_cast<std::size_t>(row * half + col)]))
                    << (16 * (i % 2));
            }
            for (int i = 0; i < 2 * bRegs; ++i) { // k = 2t + i%2 + 8 (i/2), n = groupID
                const int kk = 2 * t + i % 2 + 8 * (i / 2);
                regs[static_cast<std::size_t>(aRegs + i / 2)]
                    |= static_cast<std::uint32_t>(doubleToHalfBits(B[static_cast<std::size_t>(kk * 8 + g)]))
                    << (16 * (i % 2));
            }
            for (int i = 0; i < 4; ++i)
                regs[static_cast<std::size_t>(aRegs + bRegs + i)] = std::bit_cast<std::uint32_t>(
                    static_cast<float>(C[static_cast<std::size_t>((g + 8 * (i / 2)) * 8 + 2 * t + i % 2)]));
            const int part = k == 32 ? t - 2 * selector : 0;
            const bool holds = k == 32 ? (t == 2 * selector || t == 2 * selector + 1) : t == selector;
            regs.back() = holds ? meta16[static_cast<std::size_t>(g * 2 + part)]
                    | (meta16[static_cast<std::size_t>((g + 8) * 2 + part)] << 16)
                                : any(rng); // lanes the selector does not name hold noise
            in.insert(in.end(), regs.begin(), regs.end());
        }
        const int inRegs = aRegs + bRegs + 5;
        std::string p = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry sp(.param .u64 pin, .param "
                        ".u64 pout)\n{\n"
                        ".reg .b32 %r<64>;\n.reg .f32 %f<8>;\n.reg .b64 %x<8>;\nld.param.u64 %x1, [pin];\nld.param.u64 "
                        "%x2, [pout];\n"
                        "mov.u32 %r1, %tid.x;\nmul.wide.u32 %x3, %r1, "
            + std::to_string(inRegs * 4)
            + ";\nadd.s64 %x4, %x1, %x3;\nmul.wide.u32 %x5, %r1, 16;\nadd.s64 %x6, %x2, %x5;\n";
        for (int r = 0; r < inRegs; ++r)
            p += "ld.global.b32 %r" + std::to_string(10 + r) + ", [%x4+" + std::to_string(4 * r) + "];\n";
        auto list = [](int first, int count) {
            std::string l = "{";
            for (int r = 0; r < count; ++r)
                l += (r ? ", %r" : "%r") + std::to_string(first + r);
            return l + "}";
        };
        p += "mma.sp.sync.aligned.m16n8k" + std::to_string(k) + ".row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, "
            + list(10, aRegs) + ", " + list(10 + aRegs, bRegs) + ", " + list(10 + aRegs + bRegs, 4) + ", %r"
            + std::to_string(10 + inRegs - 1) + ", " + std::to_string(selector) + ";\n";
        for (int i = 0; i < 4; ++i)
            p += "st.global.f32 [%x6+" + std::to_string(4 * i) + "], %f" + std::to_string(i + 1) + ";\n";
        p += "ret;\n}\n";
        Launch l;
        l.ptx = p;
        l.entry = "sp";
        l.buffers = {tensorOf(DType::U32, in), tensorOf(DType::F32, std::vector<float>(128, -1.0f))};
        l.args = {bufferArg(0), bufferArg(1)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto got = valuesOf<float>(l.buffers[1]);
        for (int lane = 0; lane < 32; ++lane)
            for (int i = 0; i < 4; ++i) {
                const int row = lane / 4 + 8 * (i / 2), col = 2 * (lane % 4) + i % 2;
                float acc = static_cast<float>(C[static_cast<std::size_t>(row * 8 + col)]);
                for (int kk = 0; kk < k; ++kk)
                    acc = std::fma(static_cast<float>(A[static_cast<std::size_t>(row * k + kk)]),
                        static_cast<float>(B[static_cast<std::size_t>(kk * 8 + col)]), acc);
                QCOMPARE(got[static_cast<std::size_t>(lane * 4 + i)], acc);
            }
    }
};

QTEST_GUILESS_MAIN(TestEmuMmaSparse)
#include "tst_emumma_sparse.moc"
