// wgmma.mma_async.sp (sm_90a) for every type the PTX ISA lists (f16/bf16 k32, tf32 k16, e4m3/e5m2 k64,
// s8/u8 k64 with .satfinite) and the single-bit wgmma (.b1 .and.popc, k256): a warpgroup runs one
// instruction with A from a shared-memory descriptor or registers and B from a descriptor (K-major, no
// swizzle), each warp holding the metadata of its 16 rows; D is checked against a scalar model written
// from the ISA's words (sparseref.h) on random fragments, plus a hand-worked metadata case.
#include "emutest.h"
#include "sparseref.h"

#include "core/emu/mmamath.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <limits>
#include <random>

using namespace emutest;
using namespace warpscope::core::emu;

namespace {

struct ModeGuard {
    MmaAccumulation old = mmaAccumulation();
    explicit ModeGuard(MmaAccumulation m) { setMmaAccumulation(m); }
    ~ModeGuard() { setMmaAccumulation(old); }
};

/// One case: the opcode's types and shape, and how A arrives.
struct Case {
    std::string d, a, b;
    int n = 16, k = 32;
    bool sparse = true, aInRegs = false, satfinite = false;
    int selector = 0;
    bool bits1() const { return a == "b1"; }
    int bits(const std::string& t) const { return t == "b1" ? 1 : sparseref::typeBits(t); }
    int kStored() const { return sparse ? k / 2 : k; }
    bool isInt() const { return d == "s32"; }
    bool half() const { return a == "f16" || a == "bf16"; }
    bool scales() const { return !isInt(); }
};

/// Byte offset of element (mn, k) of a K-major, unswizzled canonical GMMA layout of rows of `kCols`
/// elements of eb bits: 8x16-byte core matrices, LBO = 128 between the k core matrices of a row
/// group, SBO = 128 · (16-byte units per row) between row groups.
std::uint32_t place(int ebits, int kCols, int mn, int kk, std::uint32_t& bitShift)
{
    const int unitsPerRow = kCols * ebits / 128;
    const int bitInRow = kk * ebits;
    bitShift = static_cast<std::uint32_t>(bitInRow % 8);
    return static_cast<std::uint32_t>(
        (mn % 8) * 16 + (mn / 8) * 128 * unitsPerRow + (bitInRow % 128) / 8 + (bitInRow / 128) * 128);
}

std::uint64_t descriptor(std::uint64_t start, int kCols, int ebits)
{
    const std::uint64_t lbo = 128, sbo = 128 * static_cast<std::uint64_t>(kCols * ebits / 128);
    return ((start >> 4) & 0x3FFF) | (((lbo >> 4) & 0x3FFF) << 16) | (((sbo >> 4) & 0x3FFF) << 32);
}

std::string kernel(const Case& c)
{
    const int regs = c.n / 2;
    std::string p = ".version 8.5\n.target sm_90a\n.address_size 64\n"
                    ".visible .entry wg(.param .u64 pimg, .param .u32 pwords, .param .u64 pout, .param .u64 pa, "
                    ".param .u64 pb, .param .u64 pareg, .param .u64 pmeta)\n{\n"
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
                    "ld.param.u64 %rd12, [pmeta];\nmul.wide.u32 %rd13, %r2, 4;\nadd.s64 %rd14, %rd12, %rd13;\n"
                    "ld.global.b32 %r14, [%rd14];\n"
                    "wgmma.fence.sync.aligned;\n";
    // scale-d false (D = A * B, garbage accumulators ignored), or true from accumulators near INT32_MAX
    // for .satfinite
    p += c.satfinite ? "setp.eq.u32 %p2, %r1, %r1;\n" : "setp.ne.u32 %p2, %r1, %r1;\n";
    std::string d = "{";
    for (int i = 0; i < regs; ++i) {
        d += (i ? ", %r" : "%r") + std::to_string(100 + i);
        p += "mov.b32 %r" + std::to_string(100 + i) + (c.satfinite ? ", 0x7FFFFF00;\n" : ", 0x7FC00000;\n");
    }
    d += "}";
    std::string op = std::string("wgmma.mma_async") + (c.sparse ? ".sp" : "") + ".sync.aligned"
        + (c.satfinite ? ".satfinite" : "") + ".m64n" + std::to_string(c.n) + "k" + std::to_string(c.k) + "." + c.d
        + "." + c.a + "." + c.b + (c.bits1() ? ".and.popc" : "");
    std::string args
        = d + ", " + (c.aInRegs ? std::string("{%r10, %r11, %r12, %r13}") : std::string("%rd5")) + ", %rd6";
    if (c.sparse)
        args += ", %r14, " + std::to_string(c.selector);
    args += ", %p2";
    if (c.scales())
        args += ", 1, 1";
    if (c.half())
        args += c.aInRegs ? ", 0" : ", 0, 0";
    p += op + " " + args + ";\n";
    p += "wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned 0;\n";
    p += "mul.wide.u32 %rd10, %r2, " + std::to_string(regs * 4) + ";\nadd.s64 %rd11, %rd2, %rd10;\n";
    for (int i = 0; i < regs; ++i)
        p += "st.global.b32 [%rd11+" + std::to_string(i * 4) + "], %r" + std::to_string(100 + i) + ";\n";
    return p + "ret;\n}\n";
}

std::uint32_t randomElement(const std::string& t, std::mt19937& rng)
{
    for (;;) {
        const std::uint32_t r = static_cast<std::uint32_t>(rng());
        if (t == "f16")
            return (r & 0x83FFu) | ((13 + (r >> 16) % 4) << 10);
        if (t == "bf16")
            return (r & 0x807Fu) | ((125 + (r >> 16) % 4) << 7);
        if (t == "tf32")
            return (r & 0x807FFFFFu) | ((125 + (r >> 24) % 4) << 23);
        if (t == "e4m3" && (r & 0x7F) == 0x7F)
            continue;
        if (t == "e5m2" && (r & 0x7C) == 0x7C)
            continue;
        if (t == "b1")
            return r & 1;
        return r & ((1u << sparseref::typeBits(t)) - 1);
    }
}

struct Data {
    std::vector<std::uint32_t> aBits; ///< 64 x kStored
    std::vector<std::uint32_t> bBits; ///< n x k
    std::vector<int> column; ///< dense column per stored A element
    std::vector<std::uint64_t> meta; ///< per row of the 64
};

Data randomData(const Case& c, std::mt19937& rng)
{
    static const int pairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    Data x;
    x.meta.assign(64, 0);
    const int w = sparseref::chunkWidth(c.a);
    for (int r = 0; r < 64; ++r)
        for (int chunk = 0; c.sparse && chunk < c.k / w; ++chunk) {
            if (w == 2) {
                const int p = static_cast<int>(rng() % 2);
                x.meta[static_cast<std::size_t>(r)] |= std::uint64_t {p ? 0xEu : 0x4u} << (4 * chunk);
                x.column.push_back(chunk * 2 + p);
            } else {
                const auto& pr = pairs[rng() % 6];
                x.meta[static_cast<std::size_t>(r)] |= static_cast<std::uint64_t>(pr[0] | (pr[1] << 2)) << (4 * chunk);
                x.column.push_back(chunk * 4 + pr[0]);
                x.column.push_back(chunk * 4 + pr[1]);
            }
        }
    if (!c.sparse)
        for (int r = 0; r < 64; ++r)
            for (int kk = 0; kk < c.k; ++kk)
                x.column.push_back(kk);
    x.aBits.resize(static_cast<std::size_t>(64 * c.kStored()));
    for (auto& v : x.aBits)
        v = randomElement(c.a, rng);
    x.bBits.resize(static_cast<std::size_t>(c.n * c.k));
    for (auto& v : x.bBits)
        v = randomElement(c.b, rng);
    return x;
}

/// Runs the case; D per row and column (64 x n).
std::vector<std::uint32_t> run(const Case& c, const Data& x, std::string& error)
{
    std::vector<std::uint8_t> img(16384, 0);
    auto put
        = [&](std::uint32_t base, const std::vector<std::uint32_t>& bits, int rows, int cols, const std::string& t) {
              for (int r = 0; r < rows; ++r)
                  for (int kk = 0; kk < cols; ++kk) {
                      std::uint32_t shift = 0;
                      const std::uint32_t at = base + place(c.bits(t), cols, r, kk, shift);
                      const std::uint32_t v = bits[static_cast<std::size_t>(r * cols + kk)];
                      const int bytes = std::max(1, c.bits(t) / 8);
                      for (int i = 0; i < bytes; ++i)
                          img[at + static_cast<std::uint32_t>(i)] |= static_cast<std::uint8_t>((v << shift) >> (8 * i));
                  }
          };
    put(0, x.aBits, 64, c.kStored(), c.a);
    put(8192, x.bBits, c.n, c.k, c.b);
    std::vector<std::uint32_t> words(img.size() / 4);
    std::memcpy(words.data(), img.data(), img.size());
    // A in registers: the m64nNkK fragment of the stored (compressed) A per warp's 16 rows
    std::vector<std::uint32_t> areg(128 * 4, 0), meta(128, 0);
    const int abits = c.bits(c.a), per = 32 / abits;
    const int lanesPerRow = 4 * c.k / sparseref::chunkWidth(c.a) / 16;
    for (int tid = 0; tid < 128; ++tid) {
        const int warp = tid / 32, lane = tid % 32, g = lane / 4, t = lane % 4;
        for (int i = 0; i < 4 * per; ++i) {
            const int reg = i / per, row = 16 * warp + g + 8 * (reg % 2), col = t * per + i % per + 4 * per * (reg / 2);
            areg[static_cast<std::size_t>(tid * 4 + reg)] |= x.aBits[static_cast<std::size_t>(row * c.kStored() + col)]
                << ((i % per) * abits);
        }
        const bool holds = lanesPerRow == 1 ? t == c.selector : lanesPerRow == 2 ? t / 2 == c.selector : true;
        const int part = lanesPerRow == 2 ? t % 2 : lanesPerRow == 4 ? t : 0;
        auto half16 = [&](int row) {
            return static_cast<std::uint32_t>((x.meta[static_cast<std::size_t>(row)] >> (16 * part)) & 0xFFFFu);
        };
        meta[static_cast<std::size_t>(tid)]
            = holds ? half16(16 * warp + g) | (half16(16 * warp + g + 8) << 16) : 0xA5A5A5A5u; // noise when unnamed
    }
    Launch l;
    l.ptx = kernel(c);
    l.entry = "wg";
    l.block = {128, 1, 1};
    l.buffers = {tensorOf(DType::U32, words), Tensor::zeros(DType::U32, {static_cast<std::int64_t>(128 * c.n / 2)}),
        tensorOf(DType::U32, areg), tensorOf(DType::U32, meta)};
    l.args = {bufferArg(0), scalarArg<std::uint32_t>(static_cast<std::uint32_t>(words.size())), bufferArg(1),
        scalarArg<std::uint64_t>(descriptor(0, c.kStored(), abits)),
        scalarArg<std::uint64_t>(descriptor(8192, c.k, c.bits(c.b))), bufferArg(2), bufferArg(3)};
    auto r = l.run();
    if (!r.ok()) {
        error = r.error().describe();
        return {};
    }
    if (!r->findings.empty()) {
        error = r->findings[0].message;
        return {};
    }
    const auto out = valuesOf<std::uint32_t>(l.buffers[1]);
    std::vector<std::uint32_t> D(static_cast<std::size_t>(64 * c.n));
    for (int tid = 0; tid < 128; ++tid)
        for (int e = 0; e < c.n / 2; ++e) { // row groupID (+8 for d2, d3 of each 4), column 8j + 2t + e % 2
            const int lane = tid % 32, j = e / 4, q = e % 4;
            const int row = 16 * (tid / 32) + lane / 4 + 8 * (q / 2), col = 8 * j + 2 * (lane % 4) + q % 2;
            D[static_cast<std::size_t>(row * c.n + col)] = out[static_cast<std::size_t>(tid * c.n / 2 + e)];
        }
    return D;
}

std::vector<std::uint32_t> expected(const Case& c, const Data& x)
{
    std::vector<std::uint32_t> D(static_cast<std::size_t>(64 * c.n));
    for (int r = 0; r < 64; ++r) {
        std::vector<std::uint32_t> dense(static_cast<std::size_t>(c.k), 0); // raw bits; 0 is zero in every type
        for (int j = 0; j < c.kStored(); ++j)
            dense[static_cast<std::size_t>(x.column[static_cast<std::size_t>(r * c.kStored() + j)])]
                = x.aBits[static_cast<std::size_t>(r * c.kStored() + j)];
        for (int n = 0; n < c.n; ++n) {
            auto bb = [&](int kk) { return x.bBits[static_cast<std::size_t>(n * c.k + kk)]; };
            std::uint32_t& out = D[static_cast<std::size_t>(r * c.n + n)];
            if (c.bits1()) {
                std::int64_t acc = 0;
                for (int kk = 0; kk < c.k; ++kk)
                    acc += dense[static_cast<std::size_t>(kk)] & bb(kk);
                out = static_cast<std::uint32_t>(acc);
            } else if (c.isInt()) {
                std::int64_t acc = c.satfinite ? 0x7FFFFF00 : 0;
                for (int kk = 0; kk < c.k; ++kk)
                    acc += static_cast<std::int64_t>(sparseref::decode(c.a, dense[static_cast<std::size_t>(kk)]))
                        * static_cast<std::int64_t>(sparseref::decode(c.b, bb(kk)));
                if (c.satfinite)
                    acc = std::clamp<std::int64_t>(
                        acc, std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
                out = static_cast<std::uint32_t>(acc);
            } else {
                float acc = 0;
                for (int kk = 0; kk < c.k; ++kk)
                    acc = std::fma(static_cast<float>(sparseref::decode(c.a, dense[static_cast<std::size_t>(kk)])),
                        static_cast<float>(sparseref::decode(c.b, bb(kk))), acc);
                out = std::bit_cast<std::uint32_t>(acc);
            }
        }
    }
    return D;
}

} // namespace

class TestEmuMmaWgmmaSparse : public QObject {
    Q_OBJECT

private slots:
    void randomFragments_data()
    {
        QTest::addColumn<QString>("types"); // d.a.b
        QTest::addColumn<int>("k");
        QTest::addColumn<bool>("sparse");
        QTest::addColumn<bool>("aInRegs");
        QTest::addColumn<int>("selector");
        QTest::addColumn<bool>("satfinite");
        QTest::newRow("sp f16 k32, A desc, sel 0") << "f32.f16.f16" << 32 << true << false << 0 << false;
        QTest::newRow("sp f16 k32, A regs, sel 1") << "f32.f16.f16" << 32 << true << true << 1 << false;
        QTest::newRow("sp bf16 k32, A desc, sel 1") << "f32.bf16.bf16" << 32 << true << false << 1 << false;
        QTest::newRow("sp tf32 k16, A desc, sel 1") << "f32.tf32.tf32" << 16 << true << false << 1 << false;
        QTest::newRow("sp tf32 k16, A regs, sel 0") << "f32.tf32.tf32" << 16 << true << true << 0 << false;
        QTest::newRow("sp e4m3.e5m2 k64, A desc") << "f32.e4m3.e5m2" << 64 << true << false << 0 << false;
        QTest::newRow("sp e5m2 k64, A regs") << "f32.e5m2.e5m2" << 64 << true << true << 0 << false;
        QTest::newRow("sp s8.u8 k64, A desc") << "s32.s8.u8" << 64 << true << false << 0 << false;
        QTest::newRow("sp u8 k64, A regs") << "s32.u8.u8" << 64 << true << true << 0 << false;
        QTest::newRow("sp s8 k64 satfinite") << "s32.s8.s8" << 64 << true << false << 0 << true;
        QTest::newRow("b1 and.popc k256, A desc") << "s32.b1.b1" << 256 << false << false << 0 << false;
        QTest::newRow("b1 and.popc k256, A regs") << "s32.b1.b1" << 256 << false << true << 0 << false;
    }

    void randomFragments()
    {
        QFETCH(QString, types);
        QFETCH(int, k);
        QFETCH(bool, sparse);
        QFETCH(bool, aInRegs);
        QFETCH(int, selector);
        QFETCH(bool, satfinite);
        ModeGuard mode(MmaAccumulation::Sequential);
        const QStringList t = types.split('.');
        Case c;
        c.d = t[0].toStdString();
        c.a = t[1].toStdString();
        c.b = t[2].toStdString();
        c.k = k;
        c.sparse = sparse;
        c.aInRegs = aInRegs;
        c.selector = selector;
        c.satfinite = satfinite;
        std::mt19937 rng(static_cast<unsigned>(qHash(types) + static_cast<unsigned>(k + selector)));
        const Data x = randomData(c, rng);
        std::string error;
        const auto got = run(c, x, error);
        QVERIFY2(error.empty(), error.c_str());
        const auto want = expected(c, x);
        for (std::size_t i = 0; i < want.size(); ++i)
            if (got[i] != want[i])
                QFAIL(("D[" + std::to_string(i / static_cast<std::size_t>(c.n)) + "]["
                    + std::to_string(i % static_cast<std::size_t>(c.n)) + "] is 0x"
                    + QString::number(got[i], 16).toStdString() + ", expected 0x"
                    + QString::number(want[i], 16).toStdString())
                          .c_str());
    }

    void handWorkedMetadata()
    {
        // Row 25 (warp 1, groupID 1, the high half) of a tf32 A: metadata 0b1110 puts stored element 0 in
        // the second column of chunk 0; with sel 1 lanes 2 and 3 of the quad hold the row's 32 bits, lane 2
        // chunks 0-3 in its bits 16-31. B is the identity on its first 8 columns, so D[25][1] = A's value
        // and D[25][0] = 0.
        ModeGuard mode(MmaAccumulation::Sequential);
        Case c;
        c.d = "f32";
        c.a = c.b = "tf32";
        c.k = 16;
        c.n = 8;
        c.selector = 1;
        Data x;
        x.meta.assign(64, 0x44444444u); // every chunk keeps its first element
        x.meta[25] = 0x4444444Eu;
        for (int r = 0; r < 64; ++r)
            for (int j = 0; j < 8; ++j)
                x.column.push_back(2 * j + (r == 25 && j == 0 ? 1 : 0));
        x.aBits.assign(64 * 8, 0);
        x.aBits[25 * 8] = std::bit_cast<std::uint32_t>(3.0f);
        x.bBits.assign(8 * 16, 0);
        for (int n = 0; n < 8; ++n)
            x.bBits[static_cast<std::size_t>(n * 16 + n)] = std::bit_cast<std::uint32_t>(1.0f);
        std::string error;
        const auto got = run(c, x, error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(std::bit_cast<float>(got[25 * 8 + 1]), 3.0f);
        QCOMPARE(std::bit_cast<float>(got[25 * 8 + 0]), 0.0f);
    }

    void resultLandsAtTheWait()
    {
        // A and B all ones (m64n8k16 f16 -> f32: each product adds 16), D starts at 5: a read of D between
        // the wgmma and its wait sees 5 (the tensor cores' result is not there yet, as on a GPU; asynccheck
        // reports the read), a second wgmma chained on the same accumulators adds onto the first's result,
        // and after the wait D is 5 + 16 + 16
        Launch l;
        const std::string mma = "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1, %f2, %f3, %f4}, %rd1, %rd1, "
                                "%p1, 1, 1, 0, 0;\n";
        l.ptx = ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 out)\n{\n"
                ".reg .f32 %f<10>;\n.reg .b64 %rd<8>;\n.reg .b32 %r<8>;\n.reg .pred %p<3>;\n"
                ".shared .align 1024 .b8 smem[4096];\n"
                "mov.u32 %r1, smem;\ncvt.u64.u32 %rd2, %r1;\nshr.u64 %rd1, %rd2, 4;\n" // descriptor: start only
                "mov.u32 %r2, %tid.x;\nsetp.lt.u32 %p2, %r2, 32;\nshl.b32 %r3, %r2, 2;\nadd.u32 %r4, %r1, %r3;\n"
                "@%p2 st.shared.b32 [%r4], 0x3C003C00;\nbar.sync 0;\n"
                "setp.eq.u32 %p1, %r2, %r2;\n"
                "mov.f32 %f1, 0f40A00000;\nmov.f32 %f2, 0f40A00000;\nmov.f32 %f3, 0f40A00000;\n"
                "mov.f32 %f4, 0f40A00000;\nwgmma.fence.sync.aligned;\n"
            + mma + "mov.f32 %f9, %f1;\n" + mma
            + "wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned 0;\n"
              "ld.param.u64 %rd3, [out];\nmul.wide.u32 %rd4, %r2, 8;\nadd.s64 %rd5, %rd3, %rd4;\n"
              "st.global.f32 [%rd5], %f9;\nst.global.f32 [%rd5+4], %f1;\nret;\n}\n";
        l.entry = "k";
        l.block = {128, 1, 1};
        l.buffers = {Tensor::zeros(DType::F32, {256})};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->completed);
        bool reported = false;
        for (const auto& f : r->findings)
            reported = reported || f.kind == Finding::Kind::AsyncHazard;
        QVERIFY(reported);
        const auto out = valuesOf<float>(l.buffers[0]);
        for (int t = 0; t < 128; ++t) {
            QCOMPARE(out[static_cast<std::size_t>(2 * t)], 5.0f);
            QCOMPARE(out[static_cast<std::size_t>(2 * t + 1)], 37.0f);
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("types");
        QTest::addColumn<int>("k");
        QTest::addColumn<bool>("sparse");
        QTest::addColumn<int>("selector");
        QTest::addColumn<QString>("needle");
        QTest::newRow("sp s8 selector must be 0") << "s32.s8.s8" << 64 << true << 1 << "must be 0";
        QTest::newRow("sp f16 selector 0 or 1") << "f32.f16.f16" << 32 << true << 2 << "0 or 1";
        QTest::newRow("sp f16 needs k32") << "f32.f16.f16" << 16 << true << 0 << "not a valid wgmma.mma_async.sp";
        QTest::newRow("b1 has no sparse form") << "s32.b1.b1" << 512 << true << 0 << "not a valid";
    }

    void malformed()
    {
        QFETCH(QString, types);
        QFETCH(int, k);
        QFETCH(bool, sparse);
        QFETCH(int, selector);
        QFETCH(QString, needle);
        const QStringList t = types.split('.');
        Case c;
        c.d = t[0].toStdString();
        c.a = t[1].toStdString();
        c.b = t[2].toStdString();
        c.k = k;
        c.sparse = sparse;
        c.selector = selector;
        std::mt19937 rng(1);
        std::string error;
        run(c, randomData(c, rng), error);
        QVERIFY2(error.find(needle.toStdString()) != std::string::npos, error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestEmuMmaWgmmaSparse)
#include "tst_emumma_wgmma_sparse.moc"
