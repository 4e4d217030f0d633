// mma.sp / mma.sp::ordered_metadata on the emulator for every type and shape up to sm_90 (.f16/.bf16,
// .tf32, .s8/.u8 with and without .satfinite, .s4/.u4, .e4m3/.e5m2): random fragments against a scalar
// model written from the ISA's words (sparseref.h), and hand-worked fragments per type that spell out
// where the ISA's metadata puts each stored element.
#include "emutest.h"
#include "sparseref.h"

#include "core/emu/mmamath.h"

#include <QTest>

#include <bit>
#include <cmath>
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

/// One mma.sp case: "m16n8k16.row.col.f32.tf32.tf32.f32" split into its parts.
struct Case {
    int k = 0;
    std::string d, a, b, c;
    bool satfinite = false;
    std::string suffix;

    explicit Case(const std::string& s)
        : suffix(s)
    {
        std::vector<std::string> tok;
        std::size_t at = 0;
        for (std::size_t dot; (dot = s.find('.', at)) != std::string::npos; at = dot + 1)
            tok.push_back(s.substr(at, dot - at));
        tok.push_back(s.substr(at));
        std::sscanf(tok[0].c_str(), "m16n8k%d", &k);
        std::vector<std::string> types;
        for (std::size_t i = 1; i < tok.size(); ++i)
            if (tok[i] == "satfinite")
                satfinite = true;
            else if (tok[i] != "row" && tok[i] != "col")
                types.push_back(tok[i]);
        d = types[0];
        a = types[1];
        b = types[2];
        c = types[3];
    }
    bool isInt() const { return d == "s32"; }
    int aRegs() const { return 16 * (k / 2) * sparseref::typeBits(a) / 1024; }
    int bRegs() const { return k * 8 * sparseref::typeBits(b) / 1024; }
    int cRegs() const { return c == "f16" ? 2 : 4; }
    int width() const { return sparseref::chunkWidth(a); }
    /// Lanes of a quad that hold metadata: a row's fields fill 16, 32 or 64 bits.
    int lanesPerRow() const { return 4 * k / width() / 16; }
};

/// The inputs of one warp: dense A (with its zeros), compressed A, B, C and metadata per row.
struct Inputs {
    std::vector<std::uint32_t> aBits; ///< compressed, 16 x K/2
    std::vector<std::uint32_t> bBits; ///< K x 8
    std::vector<std::uint32_t> cBits; ///< 16 x 8
    std::vector<int> column; ///< dense column of each compressed element
    std::vector<std::uint64_t> meta; ///< per row, 4 bits per chunk
};

/// The PTX of a one-warp kernel: each lane loads A, B, C and its metadata register, runs the mma.sp
/// and stores D.
std::string kernel(const Case& cs, const std::string& opcode, int sel)
{
    const int in = cs.aRegs() + cs.bRegs() + cs.cRegs() + 1;
    std::string p = ".version 8.5\n.target sm_90\n.address_size 64\n.visible .entry sp(.param .u64 pin, .param .u64 "
                    "pout)\n{\n.reg .b32 %r<128>;\n.reg .b64 %x<8>;\nld.param.u64 %x1, [pin];\nld.param.u64 %x2, "
                    "[pout];\nmov.u32 %r1, %tid.x;\nmul.wide.u32 %x3, %r1, "
        + std::to_string(in * 4) + ";\nadd.s64 %x4, %x1, %x3;\nmul.wide.u32 %x5, %r1, " + std::to_string(cs.cRegs() * 4)
        + ";\nadd.s64 %x6, %x2, %x5;\n";
    for (int r = 0; r < in; ++r)
        p += "ld.global.b32 %r" + std::to_string(10 + r) + ", [%x4+" + std::to_string(4 * r) + "];\n";
    auto list = [](int first, int count) {
        std::string l = "{";
        for (int r = 0; r < count; ++r)
            l += (r ? ", %r" : "%r") + std::to_string(first + r);
        return l + "}";
    };
    const int a0 = 10, b0 = a0 + cs.aRegs(), c0 = b0 + cs.bRegs(), e0 = c0 + cs.cRegs();
    p += opcode + "." + cs.suffix + " " + list(100, cs.cRegs()) + ", " + list(a0, cs.aRegs()) + ", "
        + list(b0, cs.bRegs()) + ", " + list(c0, cs.cRegs()) + ", %r" + std::to_string(e0) + ", " + std::to_string(sel)
        + ";\n";
    for (int r = 0; r < cs.cRegs(); ++r)
        p += "st.global.b32 [%x6+" + std::to_string(4 * r) + "], %r" + std::to_string(100 + r) + ";\n";
    return p + "ret;\n}\n";
}

/// Packs the inputs into each lane's registers (A, B, C, metadata) per the ISA's figures; lanes the
/// selector does not name get noise in their metadata register.
std::vector<std::uint32_t> laneRegisters(const Case& cs, const Inputs& x, int sel, std::mt19937& rng)
{
    const int abits = sparseref::typeBits(cs.a), bbits = sparseref::typeBits(cs.b);
    std::vector<std::uint32_t> out;
    for (int lane = 0; lane < 32; ++lane) {
        const int g = lane / 4, t = lane % 4;
        std::vector<std::uint32_t> regs(static_cast<std::size_t>(cs.aRegs() + cs.bRegs() + cs.cRegs() + 1), 0);
        for (int i = 0; i < cs.aRegs() * 32 / abits; ++i) {
            int row = 0, col = 0;
            sparseref::compressedA(cs.a, cs.k, lane, i, row, col);
            const std::uint32_t bits = x.aBits[static_cast<std::size_t>(row * cs.k / 2 + col)];
            regs[static_cast<std::size_t>(i * abits / 32)] |= abits == 32 ? bits : bits << (i * abits % 32);
        }
        for (int i = 0; i < cs.bRegs() * 32 / bbits; ++i) {
            const std::uint32_t bits = x.bBits[static_cast<std::size_t>(sparseref::rowB(cs.b, lane, i) * 8 + g)];
            regs[static_cast<std::size_t>(cs.aRegs() + i * bbits / 32)]
                |= bbits == 32 ? bits : bits << (i * bbits % 32);
        }
        for (int i = 0; i < 4; ++i) { // C: row groupID (+8 for c2, c3), column 2 * threadID_in_group + i % 2
            const std::uint32_t bits = x.cBits[static_cast<std::size_t>((g + 8 * (i / 2)) * 8 + 2 * t + i % 2)];
            if (cs.c == "f16")
                regs[static_cast<std::size_t>(cs.aRegs() + cs.bRegs() + i / 2)] |= bits << (16 * (i % 2));
            else
                regs[static_cast<std::size_t>(cs.aRegs() + cs.bRegs() + i)] = bits;
        }
        // metadata: with 16 bits per row the selected lane holds all, with 32 the selected pair holds
        // 16 bits each (chunks 0-3, 4-7), with 64 every lane of the quad holds 16 bits
        const int lpr = cs.lanesPerRow();
        const bool holds = lpr == 1 ? t == sel : lpr == 2 ? t / 2 == sel : true;
        const int part = lpr == 1 ? 0 : lpr == 2 ? t % 2 : t;
        auto half16 = [&](int row) {
            return static_cast<std::uint32_t>((x.meta[static_cast<std::size_t>(row)] >> (16 * part)) & 0xFFFFu);
        };
        regs.back() = holds ? half16(g) | (half16(g + 8) << 16) : static_cast<std::uint32_t>(rng());
        out.insert(out.end(), regs.begin(), regs.end());
    }
    return out;
}

/// The expected D (16 x 8) of the dense product: integers exactly (wrapped, or clamped with
/// .satfinite), floats as the Sequential mode's fma chain in f32 (or f16 per step).
std::vector<std::uint32_t> expected(const Case& cs, const Inputs& x)
{
    std::vector<double> A(static_cast<std::size_t>(16 * cs.k), 0.0);
    for (int r = 0; r < 16; ++r)
        for (int j = 0; j < cs.k / 2; ++j)
            A[static_cast<std::size_t>(r * cs.k + x.column[static_cast<std::size_t>(r * cs.k / 2 + j)])]
                = sparseref::decode(cs.a, x.aBits[static_cast<std::size_t>(r * cs.k / 2 + j)]);
    std::vector<std::uint32_t> D(128);
    for (int r = 0; r < 16; ++r)
        for (int n = 0; n < 8; ++n) {
            const std::uint32_t cb = x.cBits[static_cast<std::size_t>(r * 8 + n)];
            auto b = [&](int kk) { return sparseref::decode(cs.b, x.bBits[static_cast<std::size_t>(kk * 8 + n)]); };
            if (cs.isInt()) {
                std::int64_t acc = static_cast<std::int32_t>(cb);
                for (int kk = 0; kk < cs.k; ++kk)
                    acc += static_cast<std::int64_t>(A[static_cast<std::size_t>(r * cs.k + kk)] * b(kk));
                if (cs.satfinite)
                    acc = std::clamp<std::int64_t>(
                        acc, std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max());
                D[static_cast<std::size_t>(r * 8 + n)] = static_cast<std::uint32_t>(acc);
            } else if (cs.d == "f16") {
                double acc = sparseref::decode("f16", cb);
                for (int kk = 0; kk < cs.k; ++kk)
                    acc = halfBitsToDouble(
                        doubleToHalfBits(std::fma(A[static_cast<std::size_t>(r * cs.k + kk)], b(kk), acc)));
                D[static_cast<std::size_t>(r * 8 + n)] = doubleToHalfBits(acc);
            } else {
                float acc = std::bit_cast<float>(cb);
                for (int kk = 0; kk < cs.k; ++kk)
                    acc = std::fma(
                        static_cast<float>(A[static_cast<std::size_t>(r * cs.k + kk)]), static_cast<float>(b(kk)), acc);
                D[static_cast<std::size_t>(r * 8 + n)] = std::bit_cast<std::uint32_t>(acc);
            }
        }
    return D;
}

/// Random bits of an element of type t that decode to a finite value (no NaN or infinity codes).
std::uint32_t randomElement(const std::string& t, std::mt19937& rng)
{
    for (;;) {
        const std::uint32_t r = static_cast<std::uint32_t>(rng());
        if (t == "f16") { // exponents around 1 keep sums well inside f16's range
            return (r & 0x83FFu) | ((13 + (r >> 16) % 4) << 10);
        }
        if (t == "bf16")
            return (r & 0x807Fu) | ((125 + (r >> 16) % 4) << 7);
        if (t == "tf32") // the 13 low bits are noise the ISA says are ignored
            return (r & 0x807FFFFFu) | ((125 + (r >> 24) % 4) << 23);
        if (t == "e4m3" && (r & 0x7F) == 0x7F)
            continue;
        if (t == "e5m2" && (r & 0x7C) == 0x7C)
            continue;
        return r & ((1u << sparseref::typeBits(t)) - 1);
    }
}

Inputs randomInputs(const Case& cs, std::mt19937& rng, bool saturate)
{
    static const int pairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    Inputs x;
    const int half = cs.k / 2, w = cs.width();
    x.meta.assign(16, 0);
    for (int r = 0; r < 16; ++r)
        for (int chunk = 0; chunk < cs.k / w; ++chunk) {
            std::uint32_t nib = 0;
            std::vector<int> cols;
            if (w == 2) { // 1:2: 0b0100 keeps the first element, 0b1110 the second
                const int p = static_cast<int>(rng() % 2);
                nib = p ? 0xEu : 0x4u;
                cols = {p};
            } else {
                const auto& pr = pairs[rng() % 6];
                nib = static_cast<std::uint32_t>(pr[0] | (pr[1] << 2));
                cols = w == 4 ? std::vector<int> {pr[0], pr[1]}
                              : std::vector<int> {2 * pr[0], 2 * pr[0] + 1, 2 * pr[1], 2 * pr[1] + 1};
            }
            x.meta[static_cast<std::size_t>(r)] |= static_cast<std::uint64_t>(nib) << (4 * chunk);
            for (const int c : cols)
                x.column.push_back(chunk * w + c);
        }
    x.aBits.resize(static_cast<std::size_t>(16 * half));
    for (auto& v : x.aBits)
        v = randomElement(cs.a, rng);
    x.bBits.resize(static_cast<std::size_t>(cs.k * 8));
    for (auto& v : x.bBits)
        v = randomElement(cs.b, rng);
    x.cBits.resize(128);
    for (auto& v : x.cBits) {
        if (cs.isInt())
            v = saturate ? static_cast<std::uint32_t>(rng() % 2 ? 0x7FFFFF00u : 0x80000100u)
                         : static_cast<std::uint32_t>(static_cast<std::int32_t>(rng() % 20001) - 10000);
        else if (cs.c == "f16")
            v = doubleToHalfBits(std::ldexp(static_cast<double>(rng() % 2001) - 1000, -9));
        else
            v = std::bit_cast<std::uint32_t>(std::ldexp(static_cast<float>(rng() % 2001) - 1000.0f, -9));
    }
    return x;
}

std::vector<std::uint32_t> runOnEmulator(const Case& cs, const Inputs& x, const std::string& opcode, int sel,
    std::mt19937& rng, std::string& error, std::vector<Finding>* findings = nullptr)
{
    Launch l;
    l.ptx = kernel(cs, opcode, sel);
    l.entry = "sp";
    l.buffers = {tensorOf(DType::U32, laneRegisters(cs, x, sel, rng)),
        tensorOf(DType::U32, std::vector<std::uint32_t>(static_cast<std::size_t>(32 * cs.cRegs()), 0xDEADBEEFu))};
    l.args = {bufferArg(0), bufferArg(1)};
    auto r = l.run();
    if (!r.ok()) {
        error = r.error().describe();
        return {};
    }
    if (findings)
        *findings = r->findings;
    else if (!r->findings.empty()) {
        error = r->findings[0].message;
        return {};
    }
    // unpack D per lane: element i at row groupID (+8 for d2, d3), column 2 * threadID_in_group + i % 2
    const auto regs = valuesOf<std::uint32_t>(l.buffers[1]);
    std::vector<std::uint32_t> D(128);
    for (int lane = 0; lane < 32; ++lane)
        for (int i = 0; i < 4; ++i) {
            const std::size_t at = static_cast<std::size_t>((lane / 4 + 8 * (i / 2)) * 8 + 2 * (lane % 4) + i % 2);
            D[at] = cs.d == "f16" ? (regs[static_cast<std::size_t>(lane * 2 + i / 2)] >> (16 * (i % 2))) & 0xFFFFu
                                  : regs[static_cast<std::size_t>(lane * 4 + i)];
        }
    return D;
}

} // namespace

class TestEmuMmaSparseTypes : public QObject {
    Q_OBJECT

private slots:
    void randomFragments_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("selector");
        QTest::addColumn<bool>("ordered");
        QTest::addColumn<bool>("saturate");
        const struct {
            const char* s;
            int sel;
            bool ordered;
            bool saturate;
        } rows[] = {
            {"m16n8k16.row.col.f32.f16.f16.f32", 3, false, false},
            {"m16n8k16.row.col.f16.f16.f16.f16", 1, true, false},
            {"m16n8k32.row.col.f32.bf16.bf16.f32", 1, true, false},
            {"m16n8k8.row.col.f32.tf32.tf32.f32", 0, false, false},
            {"m16n8k8.row.col.f32.tf32.tf32.f32", 3, true, false},
            {"m16n8k16.row.col.f32.tf32.tf32.f32", 1, false, false},
            {"m16n8k32.row.col.s32.s8.s8.s32", 0, false, false},
            {"m16n8k32.row.col.s32.u8.s8.s32", 1, true, false},
            {"m16n8k32.row.col.satfinite.s32.s8.u8.s32", 1, false, true},
            {"m16n8k64.row.col.s32.u8.u8.s32", 0, true, false},
            {"m16n8k64.row.col.satfinite.s32.s8.s8.s32", 0, false, true},
            {"m16n8k64.row.col.s32.s4.s4.s32", 1, false, false},
            {"m16n8k64.row.col.satfinite.s32.u4.s4.s32", 0, true, true},
            {"m16n8k128.row.col.s32.u4.u4.s32", 0, false, false},
            {"m16n8k128.row.col.satfinite.s32.s4.s4.s32", 0, true, true},
            {"m16n8k64.row.col.f32.e4m3.e4m3.f32", 0, true, false},
            {"m16n8k64.row.col.f32.e5m2.e4m3.f32", 0, true, false},
            {"m16n8k64.row.col.f32.e4m3.e5m2.f32", 0, false, false},
        };
        for (const auto& r : rows)
            QTest::newRow((std::string(r.ordered ? "ordered " : "") + r.s + " sel " + std::to_string(r.sel)
                + (r.saturate ? " saturating" : ""))
                              .c_str())
                << QString(r.s) << r.sel << r.ordered << r.saturate;
    }

    void randomFragments()
    {
        QFETCH(QString, suffix);
        QFETCH(int, selector);
        QFETCH(bool, ordered);
        QFETCH(bool, saturate);
        ModeGuard mode(MmaAccumulation::Sequential);
        const Case cs(suffix.toStdString());
        std::mt19937 rng(static_cast<unsigned>(std::hash<std::string>()(cs.suffix) + static_cast<unsigned>(selector)));
        for (int round = 0; round < 3; ++round) {
            const Inputs x = randomInputs(cs, rng, saturate);
            std::string error;
            const auto got = runOnEmulator(
                cs, x, ordered ? "mma.sp::ordered_metadata.sync.aligned" : "mma.sp.sync.aligned", selector, rng, error);
            QVERIFY2(error.empty(), error.c_str());
            const auto want = expected(cs, x);
            for (int i = 0; i < 128; ++i)
                if (got[static_cast<std::size_t>(i)] != want[static_cast<std::size_t>(i)])
                    QFAIL(("D[" + std::to_string(i / 8) + "][" + std::to_string(i % 8) + "] is 0x"
                        + QString::number(got[static_cast<std::size_t>(i)], 16).toStdString() + ", expected 0x"
                        + QString::number(want[static_cast<std::size_t>(i)], 16).toStdString())
                              .c_str());
        }
    }

    void handWorked_data()
    {
        // Row 0 of A, its first two chunks: metadata field of each, the stored elements (compressed columns
        // 0, 1, ...) and the dense columns the ISA's "Sparse matrix storage" puts them at, worked out by hand.
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("nib0");
        QTest::addColumn<int>("nib1");
        QTest::addColumn<QList<int>>("columns");
        QTest::newRow("f16 2:4: 0b1101 -> 1, 3; 0b1000 -> 0, 2")
            << "m16n8k16.row.col.f32.f16.f16.f32" << 0xD << 0x8 << QList<int> {1, 3, 4, 6};
        QTest::newRow("tf32 1:2: 0b1110 -> second; 0b0100 -> first")
            << "m16n8k8.row.col.f32.tf32.tf32.f32" << 0xE << 0x4 << QList<int> {1, 2};
        QTest::newRow("s8 2:4: 0b1100 -> 0, 3; 0b1001 -> 1, 2")
            << "m16n8k32.row.col.s32.s8.s8.s32" << 0xC << 0x9 << QList<int> {0, 3, 5, 6};
        QTest::newRow("u4 4:8 pairs: 0b1110 -> pairs 2, 3")
            << "m16n8k64.row.col.s32.u4.u4.s32" << 0xE << 0x4 << QList<int> {4, 5, 6, 7, 8, 9, 10, 11};
        QTest::newRow("e4m3 2:4: 0b0100 -> 0, 1; 0b1110 -> 2, 3")
            << "m16n8k64.row.col.f32.e4m3.e4m3.f32" << 0x4 << 0xE << QList<int> {0, 1, 6, 7};
    }

    void handWorked()
    {
        // B picks one dense column per output: D[0][n] = A[0][k] with B[k][n] = 1 for k = column n of the
        // list (the first 8 entries), so D shows where each stored element landed.
        QFETCH(QString, suffix);
        QFETCH(int, nib0);
        QFETCH(int, nib1);
        QFETCH(QList<int>, columns);
        ModeGuard mode(MmaAccumulation::Sequential);
        const Case cs(suffix.toStdString());
        std::mt19937 rng(7);
        Inputs x;
        const int half = cs.k / 2, w = cs.width(), keep = w / 2;
        x.meta.assign(16, 0);
        x.aBits.assign(static_cast<std::size_t>(16 * half), 0);
        x.bBits.assign(static_cast<std::size_t>(cs.k * 8), 0);
        x.cBits.assign(128, 0);
        for (int r = 0; r < 16; ++r) // every chunk keeps its first elements (0b0100 / pairs 0, 1)
            for (int chunk = 0; chunk < cs.k / w; ++chunk) {
                x.meta[static_cast<std::size_t>(r)] |= std::uint64_t {0x4} << (4 * chunk);
                for (int s = 0; s < keep; ++s)
                    x.column.push_back(chunk * w + s);
            }
        x.meta[0] = (x.meta[0] & ~std::uint64_t {0xFF}) | static_cast<std::uint64_t>(nib0 | (nib1 << 4));
        auto one = [&](int v) { // the bits of small integer v in the input type
            if (cs.a == "f16")
                return static_cast<std::uint32_t>(doubleToHalfBits(v));
            if (cs.a == "tf32")
                return std::bit_cast<std::uint32_t>(static_cast<float>(v));
            if (cs.a == "e4m3") // v in 1..8: exponent 7 + log2, exact for powers of two and 3, 5, 6, 7
                return static_cast<std::uint32_t>(std::bit_cast<std::uint32_t>(static_cast<float>(v)) >> 20 & 0x7)
                    | static_cast<std::uint32_t>((std::ilogb(v) + 7) << 3);
            return static_cast<std::uint32_t>(v);
        };
        for (int s = 0; s < 2 * keep; ++s)
            x.aBits[static_cast<std::size_t>(s)] = one(s + 1);
        for (int n = 0; n < 8 && n < columns.size(); ++n)
            x.bBits[static_cast<std::size_t>(columns[n] * 8 + n)] = one(1);
        std::string error;
        const auto got = runOnEmulator(cs, x, "mma.sp.sync.aligned", 0, rng, error);
        QVERIFY2(error.empty(), error.c_str());
        for (int n = 0; n < 8 && n < columns.size(); ++n) {
            const std::uint32_t bits = got[static_cast<std::size_t>(n)];
            const double v
                = cs.isInt() ? static_cast<double>(static_cast<std::int32_t>(bits)) : std::bit_cast<float>(bits);
            QCOMPARE(v, static_cast<double>(n + 1));
        }
    }

    void undefinedMetadataIsAWarning_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<bool>("ordered");
        QTest::addColumn<int>("field");
        QTest::addColumn<bool>("reported");
        QTest::newRow("0b0001 is defined for mma.sp") << "m16n8k16.row.col.f32.f16.f16.f32" << false << 0x1 << false;
        QTest::newRow("0b0001 is not ordered") << "m16n8k16.row.col.f32.f16.f16.f32" << true << 0x1 << true;
        QTest::newRow("0b0101 names one column twice") << "m16n8k32.row.col.s32.s8.s8.s32" << false << 0x5 << true;
        QTest::newRow("tf32 0b1000") << "m16n8k8.row.col.f32.tf32.tf32.f32" << false << 0x8 << true;
        QTest::newRow("tf32 0b1110") << "m16n8k8.row.col.f32.tf32.tf32.f32" << true << 0xE << false;
    }

    void undefinedMetadataIsAWarning()
    {
        QFETCH(QString, suffix);
        QFETCH(bool, ordered);
        QFETCH(int, field);
        QFETCH(bool, reported);
        const Case cs(suffix.toStdString());
        std::mt19937 rng(3);
        Inputs x = randomInputs(cs, rng, false);
        x.meta[5] = (x.meta[5] & ~std::uint64_t {0xF0}) | (static_cast<std::uint64_t>(field) << 4); // row 5, chunk 1
        std::string error;
        std::vector<Finding> findings;
        runOnEmulator(
            cs, x, ordered ? "mma.sp::ordered_metadata.sync.aligned" : "mma.sp.sync.aligned", 0, rng, error, &findings);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(!findings.empty(), reported);
        if (reported) {
            QCOMPARE(int(findings[0].severity), int(Finding::Severity::Warning));
            QVERIFY2(findings[0].message.find("row 5, chunk 1") != std::string::npos, findings[0].message.c_str());
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("selector");
        QTest::addColumn<QString>("needle");
        QTest::newRow("f64 has no sparse form") << "m16n8k8.row.col.f64.f64.f64.f64" << 0 << "no sparse";
        QTest::newRow("s8 m16n8k16 is dense only") << "m16n8k16.row.col.s32.s8.s8.s32" << 0 << "no sparse";
        QTest::newRow("k64 s8 selector must be 0") << "m16n8k64.row.col.s32.s8.s8.s32" << 1 << "must be 0";
        QTest::newRow("tf32 k16 selector 0..1") << "m16n8k16.row.col.f32.tf32.tf32.f32" << 2 << "from 0 to 1";
        QTest::newRow("tf32 accumulates in f32") << "m16n8k8.row.col.f16.tf32.tf32.f16" << 0 << "f32";
    }

    void malformed()
    {
        QFETCH(QString, suffix);
        QFETCH(int, selector);
        QFETCH(QString, needle);
        const Case cs(suffix.toStdString());
        Launch l;
        l.ptx = kernel(cs, "mma.sp.sync.aligned", selector);
        l.entry = "sp";
        l.buffers = {Tensor::zeros(DType::U32, {4096}), Tensor::zeros(DType::U32, {4096})};
        l.args = {bufferArg(0), bufferArg(1)};
        auto r = l.run();
        QVERIFY(!r.ok());
        QVERIFY2(r.error().describe().find(needle.toStdString()) != std::string::npos, r.error().describe().c_str());
    }
};

QTEST_GUILESS_MAIN(TestEmuMmaSparseTypes)
#include "tst_emumma_sparse_types.moc"
