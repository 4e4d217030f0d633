// mma.sync on the emulator: every shape and type against a scalar model on random fragments (layouts
// from the suite's own reading of the PTX ISA figures, mmaref.h), hand-worked fragment positions from
// the figures, .satfinite through PTX, and located messages for malformed operand lists and partial
// warps. The numerics model itself is checked in tst_emumma_numerics.
#include "emutest.h"
#include "mmaref.h"

#include "core/emu/mmalayout.h"
#include "core/emu/mmamath.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <random>

using namespace emutest;
using namespace warpscope::core::emu;

namespace {

/// A random element of type t (bits in the low part): finite, moderate values so that sums stay finite;
/// tf32 keeps random low 13 bits, which the hardware ignores.
std::uint32_t randomElement(const std::string& t, std::mt19937& rng)
{
    std::uniform_int_distribution<std::uint32_t> u(0, 0xFFFFFFFFu);
    const std::uint32_t r = u(rng);
    const std::uint32_t sign = r >> 31;
    if (t == "f16")
        return (sign << 15) | ((12u + r % 6u) << 10) | ((r >> 8) & 0x3FFu);
    if (t == "bf16")
        return (sign << 15) | ((124u + r % 6u) << 7) | ((r >> 8) & 0x7Fu);
    if (t == "tf32" || t == "f32")
        return (sign << 31) | ((124u + r % 6u) << 23) | ((r >> 4) & 0x7FFFFFu);
    if (t == "e4m3")
        return (sign << 7) | ((4u + r % 6u) << 3) | ((r >> 8) & 7u);
    if (t == "e5m2")
        return (sign << 7) | ((12u + r % 6u) << 2) | ((r >> 8) & 3u);
    return r; // integers and b1: any bits
}

double decodeRef(const std::string& t, std::uint32_t bits)
{
    if (t == "f16")
        return halfBitsToDouble(static_cast<std::uint16_t>(bits));
    if (t == "bf16")
        return bf16BitsToDouble(static_cast<std::uint16_t>(bits));
    if (t == "tf32")
        return std::bit_cast<float>(bits & ~0x1FFFu);
    if (t == "f32")
        return std::bit_cast<float>(bits);
    if (t == "e4m3" || t == "e5m2") {
        const int eb = t == "e4m3" ? 4 : 5, mb = 7 - eb, bias = t == "e4m3" ? 7 : 15;
        const int e = static_cast<int>((bits >> mb) & ((1u << eb) - 1)), m = static_cast<int>(bits & ((1u << mb) - 1));
        const double v = e == 0 ? std::ldexp(m, 1 - bias - mb) : std::ldexp(m + (1 << mb), e - bias - mb);
        return (bits >> 7) & 1u ? -v : v;
    }
    return 0;
}

std::int64_t intRef(const std::string& t, std::uint32_t bits)
{
    if (t == "s8")
        return static_cast<std::int8_t>(bits & 0xFF);
    if (t == "u8")
        return bits & 0xFF;
    if (t == "s4")
        return (bits & 8u) ? static_cast<std::int64_t>(bits & 0xF) - 16 : bits & 0xF;
    if (t == "u4")
        return bits & 0xF;
    return bits & 1u;
}

/// Registers of one lane, one operand: raw words (two per f64 register).
struct Frags {
    std::vector<std::uint64_t> reg[4]; ///< [lane * regs + r]
};

/// Element i of operand op in lane's registers.
std::uint64_t elementBits(const mmaref::Spec& s, const Frags& f, int op, int lane, int i)
{
    const int b = s.bits(op);
    const int per = b == 64 ? 1 : 32 / b;
    const std::uint64_t word = f.reg[op][static_cast<std::size_t>(lane * s.regs(op) + i / per)];
    if (b == 64)
        return word;
    if (b == 32)
        return word & 0xFFFFFFFFu;
    return (word >> ((i % per) * b)) & ((1u << b) - 1);
}

/// The scalar model: tiles from the fragments by the ISA positions, D = A·B + C computed per element,
/// in order (f32 by one IEEE fma per k, the emulator's Sequential mode), then D's expected registers.
std::vector<std::uint64_t> expectedD(const mmaref::Spec& s, const Frags& f)
{
    const int batches = s.quadPair() ? 4 : 1;
    const int M = s.m, N = s.n, K = s.k;
    std::vector<std::uint64_t> A(static_cast<std::size_t>(batches * M * K)),
        B(static_cast<std::size_t>(batches * K * N));
    std::vector<std::uint64_t> C(static_cast<std::size_t>(batches * M * N)), D(C.size());
    for (int op : {1, 2, 3})
        for (int lane = 0; lane < 32; ++lane)
            for (int i = 0; i < s.elemsPerLane(op); ++i) {
                int b = 0, row = 0, col = 0;
                mmaref::isaPosition(s, op, lane, i, b, row, col);
                const std::uint64_t bits = elementBits(s, f, op, lane, i);
                if (op == 1)
                    A[static_cast<std::size_t>((b * M + row) * K + col)] = bits;
                else if (op == 2)
                    B[static_cast<std::size_t>((b * K + row) * N + col)] = bits;
                else
                    C[static_cast<std::size_t>((b * M + row) * N + col)] = bits;
            }
    const std::string &ta = s.type[1], &tb = s.type[2], &tc = s.type[3], &td = s.type[0];
    for (int b = 0; b < batches; ++b)
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j) {
                const std::size_t at = static_cast<std::size_t>((b * M + i) * N + j);
                auto a = [&](int k) { return A[static_cast<std::size_t>((b * M + i) * K + k)]; };
                auto bb = [&](int k) { return B[static_cast<std::size_t>((b * K + k) * N + j)]; };
                if (td == "s32") {
                    std::int64_t acc = static_cast<std::int32_t>(C[at]);
                    for (int k = 0; k < K; ++k)
                        acc += ta == "b1"
                            ? static_cast<std::int64_t>(s.bitOp == MmaBitOp::Xor ? (a(k) ^ bb(k)) : (a(k) & bb(k)))
                            : intRef(ta, static_cast<std::uint32_t>(a(k)))
                                * intRef(tb, static_cast<std::uint32_t>(bb(k)));
                    if (s.satfinite)
                        acc = std::clamp<std::int64_t>(acc, INT32_MIN, INT32_MAX);
                    D[at] = static_cast<std::uint32_t>(acc);
                } else if (td == "f64") {
                    double acc = std::bit_cast<double>(C[at]);
                    for (int k = 0; k < K; ++k)
                        acc = std::fma(std::bit_cast<double>(a(k)), std::bit_cast<double>(bb(k)), acc);
                    D[at] = std::bit_cast<std::uint64_t>(acc);
                } else if (td == "f16") {
                    double acc = decodeRef(tc == "f16" ? "f16" : "f32", static_cast<std::uint32_t>(C[at]));
                    acc = halfBitsToDouble(doubleToHalfBits(acc));
                    for (int k = 0; k < K; ++k)
                        acc = halfBitsToDouble(
                            doubleToHalfBits(std::fma(decodeRef(ta, static_cast<std::uint32_t>(a(k))),
                                decodeRef(tb, static_cast<std::uint32_t>(bb(k))), acc)));
                    D[at] = doubleToHalfBits(acc);
                } else {
                    float acc
                        = static_cast<float>(decodeRef(tc == "f16" ? "f16" : "f32", static_cast<std::uint32_t>(C[at])));
                    for (int k = 0; k < K; ++k)
                        acc = std::fma(static_cast<float>(decodeRef(ta, static_cast<std::uint32_t>(a(k)))),
                            static_cast<float>(decodeRef(tb, static_cast<std::uint32_t>(bb(k)))), acc);
                    D[at] = std::bit_cast<std::uint32_t>(acc);
                }
            }
    std::vector<std::uint64_t> regs(static_cast<std::size_t>(32 * s.regs(0)), 0);
    const int bits = s.bits(0), per = bits == 64 ? 1 : 32 / bits;
    for (int lane = 0; lane < 32; ++lane)
        for (int i = 0; i < s.elemsPerLane(0); ++i) {
            int b = 0, row = 0, col = 0;
            mmaref::isaPosition(s, 0, lane, i, b, row, col);
            const std::uint64_t v = D[static_cast<std::size_t>((b * M + row) * N + col)];
            regs[static_cast<std::size_t>(lane * s.regs(0) + i / per)] |= bits == 64 ? v : (v << ((i % per) * bits));
        }
    return regs;
}

/// Runs one mma on random fragments; returns the emulator's D registers, or fails with a message.
bool runMma(
    const mmaref::Spec& s, const Frags& f, std::vector<std::uint64_t>& got, std::string& error, bool dAliasesC = false)
{
    const bool wide = s.bits(1) == 64;
    Launch l;
    l.ptx = mmaref::kernelPtx(s, "mma.sync.aligned." + s.suffix, dAliasesC);
    l.entry = "mmatest";
    std::vector<std::uint64_t> in;
    for (int lane = 0; lane < 32; ++lane)
        for (int op : {1, 2, 3})
            for (int r = 0; r < s.regs(op); ++r)
                in.push_back(f.reg[op][static_cast<std::size_t>(lane * s.regs(op) + r)]);
    std::vector<std::uint32_t> in32;
    if (!wide)
        for (auto v : in)
            in32.push_back(static_cast<std::uint32_t>(v));
    l.buffers = {wide ? tensorOf(DType::U64, in) : tensorOf(DType::U32, in32),
        wide ? tensorOf(DType::U64, std::vector<std::uint64_t>(static_cast<std::size_t>(32 * s.regs(0)), 0))
             : tensorOf(DType::U32, std::vector<std::uint32_t>(static_cast<std::size_t>(32 * s.regs(0)), 0))};
    l.args = {bufferArg(0), bufferArg(1)};
    auto r = l.run();
    if (!r) {
        error = r.error().describe();
        return false;
    }
    if (!r->findings.empty()) {
        error = r->findings[0].message;
        return false;
    }
    got.clear();
    if (wide)
        got = valuesOf<std::uint64_t>(l.buffers[1]);
    else
        for (auto v : valuesOf<std::uint32_t>(l.buffers[1]))
            got.push_back(v);
    return true;
}

Frags randomFrags(const mmaref::Spec& s, std::mt19937& rng)
{
    Frags f;
    for (int op : {1, 2, 3}) {
        const int bits = s.bits(op);
        for (int lane = 0; lane < 32; ++lane)
            for (int r = 0; r < s.regs(op); ++r) {
                std::uint64_t word = 0;
                if (bits == 64) {
                    std::uniform_real_distribution<double> u(-2, 2);
                    word = std::bit_cast<std::uint64_t>(u(rng));
                } else {
                    const int per = 32 / bits;
                    for (int j = 0; j < per; ++j)
                        word |= static_cast<std::uint64_t>(
                                    randomElement(s.type[op], rng) & (bits == 32 ? 0xFFFFFFFFu : (1u << bits) - 1))
                            << (j * bits);
                }
                f.reg[op].push_back(word);
            }
    }
    return f;
}

/// Restores the accumulation mode when a test leaves.
struct ModeGuard {
    MmaAccumulation old = mmaAccumulation();
    explicit ModeGuard(MmaAccumulation m) { setMmaAccumulation(m); }
    ~ModeGuard() { setMmaAccumulation(old); }
};

} // namespace

class TestEmuMma : public QObject {
    Q_OBJECT

private slots:
    void randomFragments_data()
    {
        QTest::addColumn<QString>("suffix");
        for (const char* s : {"m16n8k16.row.col.f32.f16.f16.f32", "m16n8k16.row.col.f16.f16.f16.f16",
                 "m16n8k16.row.col.f32.f16.f16.f16", "m16n8k16.row.col.f16.f16.f16.f32",
                 "m16n8k8.row.col.f32.f16.f16.f32", "m16n8k8.row.col.f16.f16.f16.f16", "m8n8k4.row.col.f32.f16.f16.f32",
                 "m8n8k4.col.row.f16.f16.f16.f16", "m8n8k4.row.row.f32.f16.f16.f16", "m8n8k4.col.col.f16.f16.f16.f32",
                 "m16n8k16.row.col.f32.bf16.bf16.f32", "m16n8k8.row.col.f32.bf16.bf16.f32",
                 "m16n8k8.row.col.f32.tf32.tf32.f32", "m16n8k4.row.col.f32.tf32.tf32.f32",
                 "m16n8k32.row.col.f32.e4m3.e5m2.f32", "m16n8k32.row.col.f16.e5m2.e4m3.f16",
                 "m16n8k16.row.col.f32.e4m3.e4m3.f32", "m16n8k32.row.col.s32.s8.s8.s32",
                 "m16n8k32.row.col.satfinite.s32.u8.s8.s32", "m16n8k16.row.col.s32.s8.u8.s32",
                 "m8n8k16.row.col.s32.u8.u8.s32", "m16n8k64.row.col.s32.s4.s4.s32",
                 "m16n8k32.row.col.satfinite.s32.u4.s4.s32", "m8n8k32.row.col.s32.s4.u4.s32",
                 "m16n8k256.row.col.s32.b1.b1.s32.xor.popc", "m16n8k128.row.col.s32.b1.b1.s32.and.popc",
                 "m8n8k128.row.col.s32.b1.b1.s32.xor.popc"})
            QTest::newRow(s) << QString(s);
    }

    void randomFragments()
    {
        QFETCH(QString, suffix);
        const mmaref::Spec s = mmaref::parseSpec(suffix.toStdString());
        ModeGuard mode(MmaAccumulation::Sequential);
        std::mt19937 rng(1234);
        for (int round = 0; round < 3; ++round) {
            const Frags f = randomFrags(s, rng);
            std::vector<std::uint64_t> got;
            std::string error;
            QVERIFY2(runMma(s, f, got, error, round == 2), error.c_str());
            const auto want = expectedD(s, f);
            QCOMPARE(got.size(), want.size());
            for (std::size_t i = 0; i < got.size(); ++i)
                QVERIFY2(got[i] == want[i],
                    qPrintable(QString("lane %1 d%2: got 0x%3, expected 0x%4")
                                   .arg(i / static_cast<std::size_t>(s.regs(0)))
                                   .arg(i % static_cast<std::size_t>(s.regs(0)))
                                   .arg(got[i], 0, 16)
                                   .arg(want[i], 0, 16)));
        }
    }

    void isaFigurePositions_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("op");
        QTest::addColumn<int>("lane");
        QTest::addColumn<QString>("expected"); // "row,col row,col ..." for elements 0, 1, ...
        // groupID = 1 and threadID_in_group = 1 for lane 5
        QTest::newRow("m16n8k16 f16 A, lane 5")
            << "m16n8k16.row.col.f32.f16.f16.f32" << 1 << 5 << "1,2 1,3 9,2 9,3 1,10 1,11 9,10 9,11";
        QTest::newRow("m16n8k16 f16 B, lane 5") << "m16n8k16.row.col.f32.f16.f16.f32" << 2 << 5 << "2,1 3,1 10,1 11,1";
        QTest::newRow("m16n8k16 f32 C, lane 5") << "m16n8k16.row.col.f32.f16.f16.f32" << 3 << 5 << "1,2 1,3 9,2 9,3";
        QTest::newRow("m16n8k8 tf32 A, lane 5") << "m16n8k8.row.col.f32.tf32.tf32.f32" << 1 << 5 << "1,1 9,1 1,5 9,5";
        QTest::newRow("m16n8k8 tf32 B, lane 5") << "m16n8k8.row.col.f32.tf32.tf32.f32" << 2 << 5 << "1,1 5,1";
        QTest::newRow("m16n8k32 s8 A, lane 5")
            << "m16n8k32.row.col.s32.s8.s8.s32" << 1 << 5
            << "1,4 1,5 1,6 1,7 9,4 9,5 9,6 9,7 1,20 1,21 1,22 1,23 9,20 9,21 9,22 9,23";
        QTest::newRow("m16n8k16 f64 A, lane 5")
            << "m16n8k16.row.col.f64.f64.f64.f64" << 1 << 5 << "1,1 9,1 1,5 9,5 1,9 9,9 1,13 9,13";
        QTest::newRow("m8n8k4 f64 C, lane 5") << "m8n8k4.row.col.f64.f64.f64.f64" << 3 << 5 << "1,2 1,3";
        // quad pair 1; thread 1 of it: f32 C rows 1 and 3 (+4 for lanes 16..31), columns 0,1,4,5
        QTest::newRow("m8n8k4 f32 C, lane 5")
            << "m8n8k4.row.col.f32.f16.f16.f32" << 3 << 5 << "1,0 1,1 3,0 3,1 1,4 1,5 3,4 3,5";
        QTest::newRow("m8n8k4 f32 C, lane 21")
            << "m8n8k4.row.col.f32.f16.f16.f32" << 3 << 21 << "5,0 5,1 7,0 7,1 5,4 5,5 7,4 7,5";
        QTest::newRow("m8n8k4 .col A, lane 21") << "m8n8k4.col.row.f16.f16.f16.f16" << 1 << 21 << "4,1 5,1 6,1 7,1";
        QTest::newRow("m8n8k4 .row B, lane 21") << "m8n8k4.col.row.f16.f16.f16.f16" << 2 << 21 << "1,4 1,5 1,6 1,7";
    }

    void isaFigurePositions()
    {
        QFETCH(QString, suffix);
        QFETCH(int, op);
        QFETCH(int, lane);
        QFETCH(QString, expected);
        const mmaref::Spec s = mmaref::parseSpec(suffix.toStdString());
        MmaType t[4];
        for (int i = 0; i < 4; ++i)
            t[i] = parseMmaType(s.type[i]);
        std::string why;
        const MmaVariant* v = mmaVariant(s.m, s.n, s.k, t, s.aRow, s.bCol, s.satfinite, s.bitOp, why);
        QVERIFY2(v, why.c_str());
        const QStringList want = expected.split(' ');
        QCOMPARE(want.size(), s.elemsPerLane(op));
        for (int i = 0; i < want.size(); ++i) {
            int b = 0, row = 0, col = 0, tb = 0, trow = 0, tcol = 0;
            mmaElementPosition(*v, op, lane, i, b, row, col);
            mmaref::isaPosition(s, op, lane, i, tb, trow, tcol);
            QCOMPARE(QString("%1,%2").arg(row).arg(col), want[i]);
            QCOMPARE(QString("%1,%2").arg(trow).arg(tcol), want[i]);
        }
    }

    void identityProductPlacesA()
    {
        // D = A·B with B[k][n] = (k == n): lane 5's d0..d3 are A[1][2], A[1][3], A[9][2], A[9][3]
        const mmaref::Spec s = mmaref::parseSpec("m16n8k16.row.col.f32.f16.f16.f32");
        Frags f;
        for (int op : {1, 2, 3})
            f.reg[op].assign(static_cast<std::size_t>(32 * s.regs(op)), 0);
        for (int lane = 0; lane < 32; ++lane)
            for (int op : {1, 2})
                for (int i = 0; i < s.elemsPerLane(op); ++i) {
                    int b = 0, row = 0, col = 0;
                    mmaref::isaPosition(s, op, lane, i, b, row, col);
                    const double v = op == 1 ? row * 16 + col : (row == col ? 1.0 : 0.0);
                    f.reg[op][static_cast<std::size_t>(lane * s.regs(op) + i / 2)]
                        |= static_cast<std::uint64_t>(doubleToHalfBits(v)) << (16 * (i % 2));
                }
        std::vector<std::uint64_t> got;
        std::string error;
        QVERIFY2(runMma(s, f, got, error), error.c_str());
        const float want[4] = {18, 19, 146, 147};
        for (int r = 0; r < 4; ++r)
            QCOMPARE(
                std::bit_cast<float>(static_cast<std::uint32_t>(got[static_cast<std::size_t>(5 * 4 + r)])), want[r]);
    }

    void satfiniteThroughPtx()
    {
        // C = INT32_MAX - 1 in every element, A and B all 127: every D element saturates
        const mmaref::Spec s = mmaref::parseSpec("m16n8k32.row.col.satfinite.s32.s8.s8.s32");
        Frags f;
        f.reg[1].assign(static_cast<std::size_t>(32 * s.regs(1)), 0x7F7F7F7Fu);
        f.reg[2].assign(static_cast<std::size_t>(32 * s.regs(2)), 0x7F7F7F7Fu);
        f.reg[3].assign(static_cast<std::size_t>(32 * s.regs(3)), static_cast<std::uint32_t>(INT32_MAX - 1));
        std::vector<std::uint64_t> got;
        std::string error;
        QVERIFY2(runMma(s, f, got, error), error.c_str());
        for (auto v : got)
            QCOMPARE(static_cast<std::int32_t>(v), INT32_MAX);
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("A with 3 registers") << "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, "
                                               "{%r1,%r2,%r3}, {%r5,%r6}, {%f1,%f2,%f3,%f4};"
                                            << "operand a of mma.m16n8k16.row.col.f32.f16.f16.f32 needs 4 registers";
        QTest::newRow("no such shape") << "mma.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32 {%f1,%f2,%f3,%f4}, "
                                          "{%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f1,%f2,%f3,%f4};"
                                       << "no m16n8k16 shape for .tf32 inputs";
        QTest::newRow("bf16 into f16") << "mma.sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f16 {%r1,%r2}, "
                                          "{%r1,%r2,%r3,%r4}, {%r5,%r6}, {%r1,%r2};"
                                       << "accumulates in .f32 only";
        QTest::newRow("layout of an sm_80 shape")
            << "mma.sync.aligned.m16n8k16.col.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, "
               "{%r1,%r2,%r3,%r4}, {%r5,%r6}, {%f1,%f2,%f3,%f4};"
            << "only the .row.col layouts";
        QTest::newRow("unknown register") << "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%f1,%f2,%f3,%f4}, "
                                             "{%r1,%q2}, {%r5}, {%f1,%f2,%f3,%f4};"
                                          << "unknown register";
    }

    void malformed()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        Launch l;
        l.ptx = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n.reg .b32 %r<10>;\n"
                ".reg .f32 %f<10>;\n"
            + line.toStdString() + "\nret;\n}\n";
        l.entry = "k";
        auto r = l.run();
        QVERIFY(!r.ok());
        const std::string text = r.error().describe();
        QVERIFY2(text.find(message.toStdString()) != std::string::npos, text.c_str());
        QVERIFY2(text.find("PTX line 8") != std::string::npos, text.c_str());
    }

    void partialWarpIsReported()
    {
        const mmaref::Spec s = mmaref::parseSpec("m16n8k8.row.col.f32.f16.f16.f32");
        Launch l;
        l.ptx = mmaref::kernelPtx(s, "mma.sync.aligned." + s.suffix);
        l.entry = "mmatest";
        l.block = {16, 1, 1};
        l.buffers = {tensorOf(DType::U32, std::vector<std::uint32_t>(32 * 7, 0)),
            tensorOf(DType::U32, std::vector<std::uint32_t>(32 * 4, 0))};
        l.args = {bufferArg(0), bufferArg(1)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(!r->findings.empty());
        QCOMPARE(r->findings[0].kind, Finding::Kind::BadWarpSyncMask);
        QVERIFY2(r->findings[0].message.find("whole-warp") != std::string::npos, r->findings[0].message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestEmuMma)
#include "tst_emumma.moc"
