// Instruction semantics, row by row: integer, bit-field, float (rounding modes, NaN, infinities,
// subnormals, .ftz, .sat), half types, conversions, comparisons and moves, each against the value
// the PTX ISA defines. Random cross-checks against C++ are in tst_emufloat.
#include "opharness.h"

#include <QTest>

using namespace emutest;

Q_DECLARE_METATYPE(std::vector<std::uint64_t>)

namespace {

using V = std::vector<std::uint64_t>;

void row(const char* name, const char* types, const char* body, V a, V b, V c, V expected)
{
    QTest::newRow(name) << QString(types) << QString(body) << a << b << c << expected;
}

constexpr std::uint64_t neg32(std::int64_t v)
{
    return static_cast<std::uint32_t>(static_cast<std::int32_t>(v));
}

void integerRows()
{
    const char* i32 = "s32,s32,s32,s32";
    const char* u32 = "u32,u32,u32,u32";
    row("add.s32", i32, "add.s32 %d, %a, %b;", {5, 0x7fffffff}, {7, 1}, {}, {12, 0x80000000});
    row("add.sat.s32", i32, "add.sat.s32 %d, %a, %b;", {0x7fffffff, 0x80000000}, {1, neg32(-1)}, {},
        {0x7fffffff, 0x80000000});
    row("sub.u32", u32, "sub.u32 %d, %a, %b;", {3}, {5}, {}, {0xfffffffe});
    row("sub.sat.s32", i32, "sub.sat.s32 %d, %a, %b;", {0x80000000}, {1}, {}, {0x80000000});
    row("mul.lo.s32", i32, "mul.lo.s32 %d, %a, %b;", {neg32(-3)}, {7}, {}, {neg32(-21)});
    row("mul.hi.u32", u32, "mul.hi.u32 %d, %a, %b;", {0xffffffff}, {0xffffffff}, {}, {0xfffffffe});
    row("mul.hi.s32", i32, "mul.hi.s32 %d, %a, %b;", {neg32(-1), 0x40000000}, {neg32(-1), 8}, {}, {0, 2});
    row("mul.hi.u64", "u64,u64,u64,u64", "mul.hi.u64 %d, %a, %b;", {~0ull}, {~0ull}, {}, {~0ull - 1});
    row("mul.wide.s32", "s32,s32,s32,s64", "mul.wide.s32 %d, %a, %b;", {neg32(-2)}, {3}, {}, {~0ull - 5});
    row("mul.wide.u16", "u16,u16,u16,u32", "mul.wide.u16 %d, %a, %b;", {0xffff}, {0xffff}, {}, {0xfffe0001});
    row("mad.lo.s32", i32, "mad.lo.s32 %d, %a, %b, %c;", {2}, {3}, {4}, {10});
    row("mad.hi.u32", u32, "mad.hi.u32 %d, %a, %b, %c;", {0x80000000}, {4}, {1}, {3});
    row("mad.wide.u32", "u32,u32,u64,u64", "mad.wide.u32 %d, %a, %b, %c;", {0xffffffff}, {2}, {1}, {0x1ffffffffull});
    row("mul24.lo.u32", u32, "mul24.lo.u32 %d, %a, %b;", {0x1000003}, {5}, {}, {15});
    row("mul24.hi.u32", u32, "mul24.hi.u32 %d, %a, %b;", {0xffffff}, {0xffffff}, {}, {0xfffffe00});
    row("mul24.lo.s32", i32, "mul24.lo.s32 %d, %a, %b;", {0xffffff}, {2}, {}, {neg32(-2)});
    row("mad24.lo.u32", u32, "mad24.lo.u32 %d, %a, %b, %c;", {3}, {4}, {5}, {17});
    row("div.s32", i32, "div.s32 %d, %a, %b;", {neg32(-7), 0x80000000}, {2, neg32(-1)}, {}, {neg32(-3), 0x80000000});
    row("div.u32 by zero", u32, "div.u32 %d, %a, %b;", {7}, {0}, {}, {0xffffffff});
    row("rem.s32", i32, "rem.s32 %d, %a, %b;", {neg32(-7), 7}, {2, 0}, {}, {neg32(-1), 7});
    row("div.u64", "u64,u64,u64,u64", "div.u64 %d, %a, %b;", {1000000000000ull}, {7}, {}, {142857142857ull});
    row("abs.s32", i32, "abs.s32 %d, %a;", {neg32(-5), 0x80000000}, {}, {}, {5, 0x80000000});
    row("neg.s32", i32, "neg.s32 %d, %a;", {5}, {}, {}, {neg32(-5)});
    row("abs.s16", "s16,s16,s16,s16", "abs.s16 %d, %a;", {0xfffb}, {}, {}, {5});
    row("min.s32", i32, "min.s32 %d, %a, %b;", {neg32(-1)}, {1}, {}, {neg32(-1)});
    row("min.u32", u32, "min.u32 %d, %a, %b;", {0xffffffff}, {1}, {}, {1});
    row("max.s64", "s64,s64,s64,s64", "max.s64 %d, %a, %b;", {~0ull}, {3}, {}, {3});
    row("max.relu.s32", i32, "max.relu.s32 %d, %a, %b;", {neg32(-4)}, {neg32(-2)}, {}, {0});
    row("sad.u32", u32, "sad.u32 %d, %a, %b, %c;", {3}, {10}, {100}, {107});
    row("sad.s32", i32, "sad.s32 %d, %a, %b, %c;", {neg32(-3)}, {4}, {0}, {7});
    row("add.cc addc", u32, "add.cc.u32 %d, %a, %b; addc.u32 %d, %c, 0;", {0xffffffff, 1}, {1, 1}, {5, 5}, {6, 5});
    row("sub.cc subc", u32, "sub.cc.u32 %d, %a, %b; subc.u32 %d, %c, 0;", {0, 2}, {1, 1}, {5, 5}, {4, 5});
    row("add.cc.u64 chain", "u64,u64,u64,u64", "add.cc.u64 %d, %a, %b; addc.cc.u64 %d, %c, 0; addc.u64 %d, %d, 0;",
        {~0ull}, {1}, {~0ull}, {1});
    row("mad.lo.cc madc.hi", u32, "mad.lo.cc.u32 %d, %a, %b, %c; madc.hi.u32 %d, %a, %b, 0;", {0x80000000}, {2}, {0},
        {1});
    row("dp4a.u32.u32", u32, "dp4a.u32.u32 %d, %a, %b, %c;", {0x01020304}, {0x01010101}, {10}, {20});
    row("dp4a.s32.s32", i32, "dp4a.s32.s32 %d, %a, %b, %c;", {0xffffffff}, {0x01010101}, {0}, {neg32(-4)});
    row("dp2a.lo", u32, "dp2a.lo.u32.u32 %d, %a, %b, %c;", {0x00020001}, {0x04030201}, {0}, {5});
    row("dp2a.hi", u32, "dp2a.hi.u32.u32 %d, %a, %b, %c;", {0x00020001}, {0x04030201}, {0}, {11});
}

void bitRows()
{
    const char* b32 = "b32,b32,b32,b32";
    row("popc.b32", "b32,b32,b32,u32", "popc.b32 %d, %a;", {0xf0f0, 0}, {}, {}, {8, 0});
    row("popc.b64", "b64,b64,b64,u32", "popc.b64 %d, %a;", {~0ull}, {}, {}, {64});
    row("clz.b32", "b32,b32,b32,u32", "clz.b32 %d, %a;", {1, 0}, {}, {}, {31, 32});
    row("clz.b64", "b64,b64,b64,u32", "clz.b64 %d, %a;", {1}, {}, {}, {63});
    row("bfind.u32", "u32,u32,u32,u32", "bfind.u32 %d, %a;", {0x10, 0}, {}, {}, {4, 0xffffffff});
    row("bfind.s32", "s32,s32,s32,u32", "bfind.s32 %d, %a;", {0xffffffff, 0xffff0000, 5}, {}, {}, {0xffffffff, 15, 2});
    row("bfind.shiftamt", "u32,u32,u32,u32", "bfind.shiftamt.u32 %d, %a;", {0x10}, {}, {}, {27});
    row("brev.b32", b32, "brev.b32 %d, %a;", {1, 0x12345678}, {}, {}, {0x80000000, 0x1e6a2c48});
    row("bfe.u32", "u32,u32,u32,u32", "bfe.u32 %d, %a, %b, %c;", {0xabcd1234, 0xff}, {8, 0}, {8, 0}, {0x12, 0});
    row("bfe.s32", "s32,u32,u32,s32", "bfe.s32 %d, %a, %b, %c;", {0xff00, 0x80000000, 0x7f00}, {8, 40, 8}, {8, 4, 8},
        {0xffffffff, 0xffffffff, 0x7f});
    row("bfe.u64", "u64,u32,u32,u64", "bfe.u64 %d, %a, %b, %c;", {0xff00000000ull}, {32}, {8}, {0xff});
    row("bfi.b32", b32, "bfi.b32 %d, %a, %b, %c, 8;", {0xab}, {0x11111111}, {8}, {0x1111ab11});
    row("prmt generic", b32, "prmt.b32 %d, %a, %b, %c;", {0x33221100, 0x33221100, 0x33221100, 0xf0},
        {0x77665544, 0x77665544, 0x77665544, 0}, {0x3210, 0x7654, 0x0123, 0x8888},
        {0x33221100, 0x77665544, 0x00112233, 0xffffffff});
    row("prmt.f4e", b32, "prmt.b32.f4e %d, %a, %b, %c;", {0x33221100}, {0x77665544}, {1}, {0x44332211});
    row("prmt.b4e", b32, "prmt.b32.b4e %d, %a, %b, %c;", {0x33221100}, {0x77665544}, {0}, {0x55667700});
    row("prmt.rc8", b32, "prmt.b32.rc8 %d, %a, %b, %c;", {0x33221100}, {0x77665544}, {2}, {0x22222222});
    row("prmt.ecl", b32, "prmt.b32.ecl %d, %a, %b, %c;", {0x33221100}, {0x77665544}, {1}, {0x33221111});
    row("prmt.ecr", b32, "prmt.b32.ecr %d, %a, %b, %c;", {0x33221100}, {0x77665544}, {2}, {0x22221100});
    row("prmt.rc16", b32, "prmt.b32.rc16 %d, %a, %b, %c;", {0x33221100}, {0x77665544}, {1}, {0x33223322});
    row("lop3 0xf0", b32, "lop3.b32 %d, %a, %b, %c, 0xf0;", {0x12345678}, {0xff}, {0xf0f0}, {0x12345678});
    row("lop3 0x96", b32, "lop3.b32 %d, %a, %b, %c, 0x96;", {0x0f}, {0x33}, {0x55}, {0x0f ^ 0x33 ^ 0x55});
    row("lop3 0xe8", b32, "lop3.b32 %d, %a, %b, %c, 0xe8;", {0x0f}, {0x33}, {0x55}, {0x17});
    row("shf.l.wrap", b32, "shf.l.wrap.b32 %d, %a, %b, %c;", {0x12345678}, {0x9abcdef0}, {8}, {0xbcdef012});
    row("shf.r.wrap", b32, "shf.r.wrap.b32 %d, %a, %b, %c;", {0x12345678, 0x12345678}, {0x9abcdef0, 0x9abcdef0},
        {8, 40}, {0xf0123456, 0xf0123456});
    row("shf.r.clamp", b32, "shf.r.clamp.b32 %d, %a, %b, %c;", {0x12345678}, {0x9abcdef0}, {40}, {0x9abcdef0});
    row("shf.l.clamp", b32, "shf.l.clamp.b32 %d, %a, %b, %c;", {0x12345678}, {0x9abcdef0}, {40}, {0x12345678});
    row("shl.b32", "b32,u32,u32,b32", "shl.b32 %d, %a, %b;", {1, 1}, {33, 31}, {}, {0, 0x80000000});
    row("shr.s32", "s32,u32,u32,s32", "shr.s32 %d, %a, %b;", {0x80000000, 0x80000000}, {40, 4}, {},
        {0xffffffff, 0xf8000000});
    row("shr.u32", "u32,u32,u32,u32", "shr.u32 %d, %a, %b;", {0x80000000}, {31}, {}, {1});
    row("shr.s16", "s16,u32,u32,s16", "shr.s16 %d, %a, %b;", {0x8000}, {3}, {}, {0xf000});
    row("and or xor not", b32, "and.b32 %d, %a, %b; or.b32 %d, %d, %c; xor.b32 %d, %d, 1; not.b32 %d, %d;", {0xf0},
        {0x3c}, {0x100}, {0xfffffece});
    row("cnot", b32, "cnot.b32 %d, %a;", {0, 5}, {}, {}, {1, 0});
    row("and.pred", "u32,u32,u32,u32",
        "{ .reg .pred %x, %y, %z; setp.ne.u32 %x, %a, 0; setp.ne.u32 %y, %b, 0; and.pred %z, %x, %y; "
        "or.pred %x, %z, %x; not.pred %x, %x; xor.pred %z, %z, %x; selp.u32 %d, 1, 0, %z; }",
        {1, 1, 0}, {1, 0, 0}, {}, {1, 0, 1});
}

} // namespace

class TestEmuInstructions : public QObject {
    Q_OBJECT
private slots:
    void table_data()
    {
        QTest::addColumn<QString>("types");
        QTest::addColumn<QString>("body");
        QTest::addColumn<std::vector<std::uint64_t>>("a");
        QTest::addColumn<std::vector<std::uint64_t>>("b");
        QTest::addColumn<std::vector<std::uint64_t>>("c");
        QTest::addColumn<std::vector<std::uint64_t>>("expected");
        integerRows();
        bitRows();
        floatRows();
        halfRows();
        cvtRows();
        compareRows();
        moveRows();
    }

    void table()
    {
        QFETCH(QString, types);
        QFETCH(QString, body);
        QFETCH(std::vector<std::uint64_t>, a);
        QFETCH(std::vector<std::uint64_t>, b);
        QFETCH(std::vector<std::uint64_t>, c);
        QFETCH(std::vector<std::uint64_t>, expected);
        std::string error;
        const auto got = runOp(body, types, a, b, c, &error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(got.size(), expected.size());
        for (std::size_t i = 0; i < got.size(); ++i)
            QVERIFY2(got[i] == expected[i],
                qPrintable(
                    QString("input %1: got 0x%2, expected 0x%3").arg(i).arg(got[i], 0, 16).arg(expected[i], 0, 16)));
    }

private:
    static void floatRows();
    static void halfRows();
    static void cvtRows();
    static void compareRows();
    static void moveRows();
};

void TestEmuInstructions::floatRows()
{
    const char* f = "f32,f32,f32,f32";
    const std::uint64_t one = 0x3f800000, two = 0x40000000, qnan = 0x7fc12345, canon = 0x7fffffff;
    const std::uint64_t inf = 0x7f800000, ninf = 0xff800000;
    row("add.f32", f, "add.f32 %d, %a, %b;", {one}, {two}, {}, {0x40400000});
    row("add.rz.f32", f, "add.rz.f32 %d, %a, %b;", {one}, {0x30800000}, {}, {0x3f800000});
    row("add.rp.f32", f, "add.rp.f32 %d, %a, %b;", {one}, {0x30800000}, {}, {0x3f800001});
    row("add.rm.f32", f, "add.rm.f32 %d, %a, %b;", {0xbf800000}, {0xb0800000}, {}, {0xbf800001});
    row("add.rn.f32 ties to even", f, "add.rn.f32 %d, %a, %b;", {one, 0x3f800001}, {0x33800000, 0x33800000}, {},
        {0x3f800000, 0x3f800002});
    row("add.f32 NaN is canonical", f, "add.f32 %d, %a, %b;", {qnan, inf}, {one, ninf}, {}, {canon, canon});
    row("add.f32 subnormal", f, "add.f32 %d, %a, %b;", {0x00000001, 0x00800000}, {0, 0x80400000}, {}, {1, 0x00400000});
    row("add.ftz.f32", f, "add.ftz.f32 %d, %a, %b;", {0x00000001, 0x00800000, 0x00c00000}, {0, 0x80400000, 0x80800000},
        {}, {0, 0x00800000, 0});
    row("add.sat.f32", f, "add.sat.f32 %d, %a, %b;", {0x3f000000, 0xc0000000, qnan}, {0x3f400000, one, one}, {},
        {one, 0, 0});
    row("sub.f32 -0", f, "sub.f32 %d, %a, %b;", {0}, {0}, {}, {0});
    row("mul.f32 overflow", f, "mul.f32 %d, %a, %b;", {0x7f000000}, {0x40000000}, {}, {inf});
    row("mul.rz.f32 overflow", f, "mul.rz.f32 %d, %a, %b;", {0x7f000000}, {0x40000000}, {}, {0x7f7fffff});
    row("mul.f32 0 * inf", f, "mul.f32 %d, %a, %b;", {0}, {inf}, {}, {canon});
    row("fma.rn.f32 is fused", f, "fma.rn.f32 %d, %a, %b, %c;", {0x3f800800}, {0x3f800800}, {0xbf801000}, {0x33800000});
    row("mul then add is not", f, "mul.rn.f32 %d, %a, %b; add.rn.f32 %d, %d, %c;", {0x3f800800}, {0x3f800800},
        {0xbf801000}, {0});
    row("mad.f32 is fused", f, "mad.f32 %d, %a, %b, %c;", {0x3f800800}, {0x3f800800}, {0xbf801000}, {0x33800000});
    row("fma.rn.sat.f32", f, "fma.rn.sat.f32 %d, %a, %b, %c;", {two}, {two}, {0}, {one});
    row("div.rn.f32", f, "div.rn.f32 %d, %a, %b;", {one}, {0x40400000}, {}, {0x3eaaaaab});
    row("div.rz.f32", f, "div.rz.f32 %d, %a, %b;", {one}, {0x40400000}, {}, {0x3eaaaaaa});
    row("div.rp.f32", f, "div.rp.f32 %d, %a, %b;", {one}, {0x40400000}, {}, {0x3eaaaaab});
    row("div.rm.f32", f, "div.rm.f32 %d, %a, %b;", {one}, {0x40400000}, {}, {0x3eaaaaaa});
    row("div.rn.f32 by zero", f, "div.rn.f32 %d, %a, %b;", {one, 0}, {0, 0}, {}, {inf, canon});
    row("div.approx.f32 huge divisor", f, "div.approx.f32 %d, %a, %b;", {one, inf}, {0x7f000000, 0x7f000000}, {},
        {0, canon});
    row("div.full.f32", f, "div.full.f32 %d, %a, %b;", {0x40c00000}, {0x40400000}, {}, {two});
    row("sqrt.rn.f32", f, "sqrt.rn.f32 %d, %a;", {two, 0xbf800000}, {}, {}, {0x3fb504f3, canon});
    row("sqrt.rz.f32", f, "sqrt.rz.f32 %d, %a;", {two}, {}, {}, {0x3fb504f3});
    row("sqrt.rp.f32", f, "sqrt.rp.f32 %d, %a;", {two}, {}, {}, {0x3fb504f4});
    row("rcp.rn.f32", f, "rcp.rn.f32 %d, %a;", {0x40400000, 0x80000000}, {}, {}, {0x3eaaaaab, ninf});
    row("min.f32 NaN", f, "min.f32 %d, %a, %b;", {qnan, 0x80000000, qnan}, {one, 0, qnan}, {},
        {one, 0x80000000, canon});
    row("max.f32 zeros", f, "max.f32 %d, %a, %b;", {0x80000000}, {0}, {}, {0});
    row("min.NaN.f32", f, "min.NaN.f32 %d, %a, %b;", {qnan}, {one}, {}, {canon});
    row("abs.f32", f, "abs.f32 %d, %a;", {0x80000000, 0xc0000000}, {}, {}, {0, two});
    row("neg.f32 NaN keeps payload", f, "neg.f32 %d, %a;", {0x7fc00000}, {}, {}, {0xffc00000});
    row("abs.ftz.f32", f, "abs.ftz.f32 %d, %a;", {0x80000001}, {}, {}, {0});
    row("copysign.f32", f, "copysign.f32 %d, %a, %b;", {0xbf800000}, {two}, {}, {0xc0000000});
    row("ex2.approx.f32 special", f, "ex2.approx.f32 %d, %a;", {ninf, 0x80000000, inf, 0x40400000}, {}, {},
        {0, one, inf, 0x41000000});
    row("lg2.approx.f32 special", f, "lg2.approx.f32 %d, %a;", {0, 0xbf800000, inf, 0x41000000}, {}, {},
        {ninf, canon, inf, 0x40400000});
    row("tanh.approx.f32 special", f, "tanh.approx.f32 %d, %a;", {ninf, 0x80000000, 0x00000001}, {}, {},
        {0xbf800000, 0x80000000, 0x00000001});
    row("sin.approx.f32 inf", f, "sin.approx.f32 %d, %a;", {inf, 0}, {}, {}, {canon, 0});
    row("rsqrt.approx.f32 special", f, "rsqrt.approx.f32 %d, %a;", {0x80000000, 0, inf, 0x40800000}, {}, {},
        {ninf, inf, 0, 0x3f000000});
    const char* d = "f64,f64,f64,f64";
    row("add.rp.f64", d, "add.rp.f64 %d, %a, %b;", {0x3ff0000000000000}, {0x3c00000000000000}, {},
        {0x3ff0000000000001});
    row("add.rz.f64", d, "add.rz.f64 %d, %a, %b;", {0x3ff0000000000000}, {0x3c00000000000000}, {},
        {0x3ff0000000000000});
    row("div.rn.f64", d, "div.rn.f64 %d, %a, %b;", {0x3ff0000000000000}, {0x4008000000000000}, {},
        {0x3fd5555555555555});
    row("fma.rn.f64 NaN", d, "fma.rn.f64 %d, %a, %b, %c;", {0x7ff8000000000001}, {0}, {0}, {0x7fffffffffffffff});
    row("rcp.approx.ftz.f64", d, "rcp.approx.ftz.f64 %d, %a;", {0x4000000000000000}, {}, {}, {0x3fe0000000000000});
    row("testp.subnormal", "f32,f32,f32,u32", "{ .reg .pred %q; testp.subnormal.f32 %q, %a; selp.u32 %d, 1, 0, %q; }",
        {1, one}, {}, {}, {1, 0});
    row("testp.notanumber", "f64,f64,f64,u32", "{ .reg .pred %q; testp.notanumber.f64 %q, %a; selp.u32 %d, 1, 0, %q; }",
        {0x7ff8000000000000, 0}, {}, {}, {1, 0});
}

void TestEmuInstructions::halfRows()
{
    const char* h = "b16,b16,b16,b16";
    row("add.f16", h, "add.f16 %d, %a, %b;", {0x3c00, 0x3c00}, {0x3c00, 0x1000}, {}, {0x4000, 0x3c00});
    row("add.rz.f16", h, "add.rz.f16 %d, %a, %b;", {0x3c00}, {0x0c00}, {}, {0x3c00});
    row("add.rp.f16", h, "add.rp.f16 %d, %a, %b;", {0x3c00}, {0x0c00}, {}, {0x3c01});
    row("add.sat.f16", h, "add.sat.f16 %d, %a, %b;", {0x3c00, 0xbc00}, {0x3c00, 0}, {}, {0x3c00, 0});
    row("add.ftz.f16", h, "add.ftz.f16 %d, %a, %b;", {0x0001}, {0}, {}, {0});
    row("mul.f16 subnormal", h, "mul.f16 %d, %a, %b;", {0x0400}, {0x3800}, {}, {0x0200});
    row("mul.f16 overflow", h, "mul.f16 %d, %a, %b;", {0x7bff}, {0x4000}, {}, {0x7c00});
    row("fma.rn.f16", h, "fma.rn.f16 %d, %a, %b, %c;", {0x3c00}, {0x3c00}, {0x3c00}, {0x4000});
    row("min.f16 NaN", h, "min.f16 %d, %a, %b;", {0x7e00}, {0x3c00}, {}, {0x3c00});
    row("neg.f16", h, "neg.f16 %d, %a;", {0x3c00}, {}, {}, {0xbc00});
    row("abs.f16", h, "abs.f16 %d, %a;", {0xbc00}, {}, {}, {0x3c00});
    row("add.f16 NaN", h, "add.f16 %d, %a, %b;", {0x7c00}, {0xfc00}, {}, {0x7fff});
    const char* h2 = "b32,b32,b32,b32";
    row("add.f16x2", h2, "add.f16x2 %d, %a, %b;", {0x3c004000}, {0x3c003c00}, {}, {0x40004200});
    row("fma.rn.f16x2", h2, "fma.rn.f16x2 %d, %a, %b, %c;", {0x40003c00}, {0x40004000}, {0x3c000000}, {0x45004000});
    row("add.bf16", h, "add.bf16 %d, %a, %b;", {0x3f80}, {0x3f80}, {}, {0x4000});
    row("fma.rn.bf16 tie to even", h, "fma.rn.bf16 %d, %a, %b, %c;", {0x3f80}, {0x3f80}, {0x3b80}, {0x3f80});
    row("fma.rn.relu.bf16", h, "fma.rn.relu.bf16 %d, %a, %b, %c;", {0xbf80}, {0x3f80}, {0}, {0});
    row("fma.rn.bf16x2", h2, "fma.rn.bf16x2 %d, %a, %b, %c;", {0x3f804000}, {0x40003f80}, {0x3f803f80}, {0x40404040});
    row("mul.bf16x2", h2, "mul.rn.bf16x2 %d, %a, %b;", {0x3fc03f80}, {0x40004000}, {}, {0x40404000});
    row("ex2.approx.f16", h, "ex2.approx.f16 %d, %a;", {0x4000}, {}, {}, {0x4400});
    row("setp.lt.f16", "b16,b16,b16,u32", "{ .reg .pred %q; setp.lt.f16 %q, %a, %b; selp.u32 %d, 1, 0, %q; }",
        {0x3c00, 0x7e00}, {0x4000, 0x4000}, {}, {1, 0});
    row("setp.gt.f16x2 lo|hi", "b32,b32,b32,u32",
        "{ .reg .pred %q, %r; setp.gt.f16x2 %q|%r, %a, %b; selp.u32 %d, 1, 0, %q; selp.u32 %c, 2, 0, %r; add.u32 %d, "
        "%d, %c; }",
        {0x40003c00}, {0x3c004000}, {}, {2});
}

void TestEmuInstructions::cvtRows()
{
    const std::uint64_t one = 0x3f800000;
    row("cvt.rni.s32.f32", "f32,f32,f32,s32", "cvt.rni.s32.f32 %d, %a;", {0x40200000, 0x40600000, 0xc0200000}, {}, {},
        {2, 4, neg32(-2)});
    row("cvt.rzi.s32.f32", "f32,f32,f32,s32", "cvt.rzi.s32.f32 %d, %a;",
        {0xc02ccccd, 0x501502f9, 0xd01502f9, 0x7fc00000}, {}, {}, {neg32(-2), 0x7fffffff, 0x80000000, 0});
    row("cvt.rmi.s32.f32", "f32,f32,f32,s32", "cvt.rmi.s32.f32 %d, %a;", {0xc0066666}, {}, {}, {neg32(-3)});
    row("cvt.rpi.s32.f32", "f32,f32,f32,s32", "cvt.rpi.s32.f32 %d, %a;", {0x40066666}, {}, {}, {3});
    row("cvt.rzi.u32.f32 negative", "f32,f32,f32,u32", "cvt.rzi.u32.f32 %d, %a;", {0xc0a00000}, {}, {}, {0});
    row("cvt.rzi.u64.f64 huge", "f64,f64,f64,u64", "cvt.rzi.u64.f64 %d, %a;", {0x47efffffe0000000}, {}, {}, {~0ull});
    row("cvt.rn.f32.s32", "s32,s32,s32,f32", "cvt.rn.f32.s32 %d, %a;", {16777217}, {}, {}, {0x4b800000});
    row("cvt.rz.f32.s32", "s32,s32,s32,f32", "cvt.rz.f32.s32 %d, %a;", {16777219}, {}, {}, {0x4b800001});
    row("cvt.rp.f32.s32", "s32,s32,s32,f32", "cvt.rp.f32.s32 %d, %a;", {16777217}, {}, {}, {0x4b800001});
    row("cvt.rm.f32.s32", "s32,s32,s32,f32", "cvt.rm.f32.s32 %d, %a;", {neg32(-16777217)}, {}, {}, {0xcb800001});
    row("cvt.rn.f32.u64", "u64,u64,u64,f32", "cvt.rn.f32.u64 %d, %a;", {~0ull}, {}, {}, {0x5f800000});
    row("cvt.rz.f32.u64", "u64,u64,u64,f32", "cvt.rz.f32.u64 %d, %a;", {~0ull}, {}, {}, {0x5f7fffff});
    row("cvt.rp.f64.u64", "u64,u64,u64,f64", "cvt.rp.f64.u64 %d, %a;", {(1ull << 53) + 1}, {}, {},
        {0x4340000000000001});
    row("cvt.rn.f16.f32", "f32,f32,f32,b16", "cvt.rn.f16.f32 %d, %a;", {one, 0x477ff000}, {}, {}, {0x3c00, 0x7c00});
    row("cvt.rz.f16.f32", "f32,f32,f32,b16", "cvt.rz.f16.f32 %d, %a;", {0x477ff000}, {}, {}, {0x7bff});
    row("cvt.rn.satfinite.f16.f32", "f32,f32,f32,b16", "cvt.rn.satfinite.f16.f32 %d, %a;", {0x477ff000}, {}, {},
        {0x7bff});
    row("cvt.rn.relu.f16.f32", "f32,f32,f32,b16", "cvt.rn.relu.f16.f32 %d, %a;", {0xbf800000}, {}, {}, {0});
    row("cvt.f32.f16", "b16,b16,b16,f32", "cvt.f32.f16 %d, %a;", {0x3c00, 0x0001}, {}, {}, {one, 0x33800000});
    row("cvt.rn.bf16.f32", "f32,f32,f32,b16", "cvt.rn.bf16.f32 %d, %a;", {0x3f808000, 0x3f818000}, {}, {},
        {0x3f80, 0x3f82});
    row("cvt.f32.bf16", "b16,b16,b16,f32", "cvt.f32.bf16 %d, %a;", {0x3f80}, {}, {}, {one});
    row("cvt.rn.f16x2.f32", "f32,f32,f32,b32", "cvt.rn.f16x2.f32 %d, %a, %b;", {one}, {0x40000000}, {}, {0x3c004000});
    row("cvt.rn.bf16x2.f32", "f32,f32,f32,b32", "cvt.rn.bf16x2.f32 %d, %a, %b;", {one}, {0x40000000}, {}, {0x3f804000});
    row("cvt.u8.u32", "u32,u32,u32,u16/b16", "cvt.u8.u32 %d, %a;", {0x1ff}, {}, {}, {0xff});
    row("cvt.sat.u8.s32", "s32,s32,s32,u16/b16", "cvt.sat.u8.s32 %d, %a;", {0x1ff, neg32(-5)}, {}, {}, {0xff, 0});
    row("cvt.s8.s32 sign-extends", "s32,s32,s32,u16/b16", "cvt.s8.s32 %d, %a;", {0x80}, {}, {}, {0xff80});
    row("cvt.u32.u8", "u8/b16,u8/b16,u8/b16,u32", "cvt.u32.u8 %d, %a;", {0xff}, {}, {}, {0xff});
    row("cvt.s32.s8", "u16/b16,u16/b16,u16/b16,s32", "cvt.s32.s8 %d, %a;", {0x80}, {}, {}, {0xffffff80});
    row("cvt.s64.s32", "s32,s32,s32,s64", "cvt.s64.s32 %d, %a;", {0xffffffff}, {}, {}, {~0ull});
    row("cvt.u64.u32", "u32,u32,u32,u64", "cvt.u64.u32 %d, %a;", {0xffffffff}, {}, {}, {0xffffffff});
    row("cvt.u32.u64", "u64,u64,u64,u32", "cvt.u32.u64 %d, %a;", {0x123456789ull}, {}, {}, {0x23456789});
    row("cvt.sat.s32.s64", "s64,s64,s64,s32", "cvt.sat.s32.s64 %d, %a;", {1ull << 40}, {}, {}, {0x7fffffff});
    row("cvt.sat.f32.f32", "f32,f32,f32,f32", "cvt.sat.f32.f32 %d, %a;", {0x3fc00000, 0x7fc00000}, {}, {}, {one, 0});
    row("cvt.rni.f32.f32", "f32,f32,f32,f32", "cvt.rni.f32.f32 %d, %a;", {0x40200000}, {}, {}, {0x40000000});
    row("cvt.rzi.f32.f32", "f32,f32,f32,f32", "cvt.rzi.f32.f32 %d, %a;", {0xc02ccccd}, {}, {}, {0xc0000000});
    row("cvt.ftz.f32.f32", "f32,f32,f32,f32", "cvt.ftz.f32.f32 %d, %a;", {0x80000001}, {}, {}, {0x80000000});
    row("cvt.rn.f32.f64", "f64,f64,f64,f32", "cvt.rn.f32.f64 %d, %a;", {0x3ff0000010000000}, {}, {}, {one});
    row("cvt.rp.f32.f64", "f64,f64,f64,f32", "cvt.rp.f32.f64 %d, %a;", {0x3ff0000010000000}, {}, {}, {0x3f800001});
    row("cvt.f64.f32", "f32,f32,f32,f64", "cvt.f64.f32 %d, %a;", {0x00000001}, {}, {}, {0x36a0000000000000});
    row("cvt.rn.f16.f64", "f64,f64,f64,b16", "cvt.rn.f16.f64 %d, %a;", {0x3ff0000000000000}, {}, {}, {0x3c00});
    row("cvt.rn.bf16.f16", "b16,b16,b16,b16", "cvt.rn.bf16.f16 %d, %a;", {0x3c00}, {}, {}, {0x3f80});
    row("cvt.rni.s32.f16", "b16,b16,b16,s32", "cvt.rni.s32.f16 %d, %a;", {0x4100}, {}, {}, {2});
    row("cvt.pack.sat.u8", "s32,s32,b32,b32", "cvt.pack.sat.u8.s32.b32 %d, %a, %b, %c;", {300}, {neg32(-5)}, {0x1234},
        {0x1234ff00});
    row("cvt.pack.sat.s16", "s32,s32,b32,b32", "cvt.pack.sat.s16.s32 %d, %a, %b;", {40000}, {neg32(-40000)}, {},
        {0x7fff8000});
    row("cvt.rna.tf32.f32", "f32,f32,f32,b32", "cvt.rna.tf32.f32 %d, %a;", {0x3f801000}, {}, {}, {0x3f802000});
}

void TestEmuInstructions::compareRows()
{
    auto setp = [](const char* name, const char* type, const char* cmp, V a, V b, V expected) {
        const std::string body
            = std::string("{ .reg .pred %q; setp.") + cmp + "." + type + " %q, %a, %b; selp.u32 %d, 1, 0, %q; }";
        const std::string types = std::string(type) + "," + type + "," + type + ",u32";
        QTest::newRow(name) << QString::fromStdString(types) << QString::fromStdString(body) << a << b << V {}
                            << expected;
    };
    const std::uint64_t nan = 0x7fc00000, one = 0x3f800000;
    setp("setp.lt.f32 NaN", "f32", "lt", {nan, one}, {one, 0x40000000}, {0, 1});
    setp("setp.ltu.f32 NaN", "f32", "ltu", {nan, one}, {one, 0x40000000}, {1, 1});
    setp("setp.ne.f32 NaN", "f32", "ne", {nan, one}, {nan, 0x40000000}, {0, 1});
    setp("setp.neu.f32 NaN", "f32", "neu", {nan}, {one}, {1});
    setp("setp.equ.f32 NaN", "f32", "equ", {nan, one}, {one, one}, {1, 1});
    setp("setp.geu.f32", "f32", "geu", {one, nan}, {0x40000000, nan}, {0, 1});
    setp("setp.gtu.f32", "f32", "gtu", {one}, {0x40000000}, {0});
    setp("setp.leu.f32", "f32", "leu", {one}, {0x40000000}, {1});
    setp("setp.num.f32", "f32", "num", {one, nan}, {one, one}, {1, 0});
    setp("setp.nan.f32", "f32", "nan", {one, nan}, {one, one}, {0, 1});
    setp("setp.eq.f32 zeros", "f32", "eq", {0x80000000}, {0}, {1});
    setp("setp.ge.f64", "f64", "ge", {0x3ff0000000000000}, {0x3ff0000000000000}, {1});
    setp("setp.hi.u32", "u32", "hi", {0xffffffff}, {1}, {1});
    setp("setp.ls.u32", "u32", "ls", {1}, {1}, {1});
    setp("setp.gt.s32", "s32", "gt", {0xffffffff}, {1}, {0});
    setp("setp.lo.u64", "u64", "lo", {1}, {~0ull}, {1});
    setp("setp.le.s16", "s16", "le", {0x8000}, {0}, {1});
    row("setp.lt.and.s32 with !c", "s32,s32,u32,u32",
        "{ .reg .pred %q, %r; setp.ne.u32 %r, %c, 0; setp.lt.and.s32 %q, %a, %b, !%r; selp.u32 %d, 1, 0, %q; }",
        {1, 1, 3}, {2, 2, 2}, {0, 1, 0}, {1, 0, 0});
    row("setp p|q", "s32,s32,u32,u32",
        "{ .reg .pred %q, %r; setp.lt.s32 %q|%r, %a, %b; selp.u32 %d, 1, 0, %q; selp.u32 %c, 2, 0, %r; add.u32 %d, "
        "%d, %c; }",
        {1, 3}, {2, 2}, {}, {1, 2});
    row("setp.eq.xor", "u32,u32,u32,u32",
        "{ .reg .pred %q, %r; setp.ne.u32 %r, %c, 0; setp.eq.xor.u32 %q, %a, %b, %r; selp.u32 %d, 1, 0, %q; }", {1, 1},
        {1, 1}, {0, 1}, {1, 0});
    row("set.lt.u32.s32", "s32,s32,s32,u32", "set.lt.u32.s32 %d, %a, %b;", {1, 2}, {2, 1}, {}, {0xffffffff, 0});
    row("set.lt.f32.f32", "f32,f32,f32,f32", "set.lt.f32.f32 %d, %a, %b;", {one}, {0x40000000}, {}, {one});
    row("selp.b64", "b64,b64,u32,b64", "{ .reg .pred %q; setp.ne.u32 %q, %c, 0; selp.b64 %d, %a, %b, %q; }", {1, 1},
        {2, 2}, {0, 1}, {2, 1});
    row("slct.s32", "s32,s32,s32,s32", "slct.s32.s32 %d, %a, %b, %c;", {1, 1}, {2, 2}, {neg32(-1), 0}, {2, 1});
    row("slct.f32 -0", "u32,u32,f32,u32", "slct.u32.f32 %d, %a, %b, %c;", {1, 1}, {2, 2}, {0x80000000, 0xbf800000},
        {1, 2});
}

void TestEmuInstructions::moveRows()
{
    row("mov.b32 unpack and pack", "b32,b32,b32,b32",
        "{ .reg .b16 %x, %y; mov.b32 {%x, %y}, %a; mov.b32 %d, {%y, %x}; }", {0x12345678}, {}, {}, {0x56781234});
    row("mov.b64 {lo, hi}", "b32,b32,b32,b64", "mov.b64 %d, {%a, %b};", {0x11111111}, {0x22222222}, {},
        {0x2222222211111111});
    row("mov.b64 unpack with sink", "b64,b64,b64,b32", "mov.b64 {_, %d}, %a;", {0x2222222211111111}, {}, {},
        {0x22222222});
    row("mov.f32 immediate", "f32,f32,f32,f32", "mov.f32 %d, 0f3F800000;", {0}, {}, {}, {0x3f800000});
    row("mov.f64 decimal literal", "f64,f64,f64,f64", "mov.f64 %d, 1.5;", {0}, {}, {}, {0x3ff8000000000000});
    row("mov.u32 %laneid", "u32,u32,u32,u32", "mov.u32 %d, %laneid;", {0, 0, 0}, {}, {}, {0, 1, 2});
    row("mov.u32 %lanemask_lt", "u32,u32,u32,u32", "mov.u32 %d, %lanemask_lt;", {0, 0, 0, 0}, {}, {}, {0, 1, 3, 7});
    row("mov.u32 %ntid.x", "u32,u32,u32,u32", "mov.u32 %d, %ntid.x;", {0}, {}, {}, {128});
    row("cvta.shared round trip", "u64,u64,u64,u64", "cvta.shared.u64 %d, %a; cvta.to.shared.u64 %d, %d;", {0x40}, {},
        {}, {0x40});
    row("guarded instruction", "u32,u32,u32,u32",
        "{ .reg .pred %q; setp.ne.u32 %q, %a, 0; @%q mov.u32 %d, 7; @!%q mov.u32 %d, 9; }", {0, 1}, {}, {}, {9, 7});
    row("immediate hex and octal", "u32,u32,u32,u32", "add.u32 %d, 0x10, 010;", {0}, {}, {}, {24});
}

QTEST_GUILESS_MAIN(TestEmuInstructions)
#include "tst_emuinstructions.moc"
