// The per-thread call stack: recursion as NVRTC compiles it (frames with saved registers and a
// .local depot per activation), divergent recursion depths, stack overflow as a located finding and
// the settable stack size, alloca / stacksave / stackrestore (hand-written PTX: NVRTC has no alloca),
// calls through a function table, and brx.idx.
#include "emutest.h"

#include <QTest>

using namespace emutest;

namespace {

int hostTreeSum(const std::vector<int>& a, int lo, int hi)
{
    if (hi - lo <= 2) {
        int s = 0;
        for (int i = lo; i < hi; ++i)
            s += a[static_cast<std::size_t>(i)];
        return s;
    }
    const int mid = (lo + hi) / 2;
    return hostTreeSum(a, lo, mid) + hostTreeSum(a, mid, hi);
}

int hostWithLocals(const std::vector<int>& a, int n)
{
    int buf[8];
    for (int i = 0; i < 8; ++i)
        buf[i] = a[static_cast<std::size_t>((n + i) & 63)];
    const int s = n > 0 ? hostWithLocals(a, n - 1) : 0;
    return s + buf[a[static_cast<std::size_t>(n & 63)] & 7];
}

std::vector<int> ramp(int n)
{
    std::vector<int> v(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        v[static_cast<std::size_t>(i)] = (i * 37 + 11) % 101 - 50;
    return v;
}

const char* kAllocaPtx = R"(.version 9.0
.target sm_90
.address_size 64
.func (.param .b32 r) scratchSum(.param .b32 n)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    .reg .pred %p<2>;
    ld.param.b32 %r1, [n];
    mul.wide.u32 %rd1, %r1, 4;
    alloca.u64 %rd2, %rd1, 16;
    mov.u32 %r2, 0;
FILL:
    setp.ge.u32 %p1, %r2, %r1;
    @%p1 bra SUM;
    mul.wide.u32 %rd3, %r2, 4;
    add.s64 %rd4, %rd2, %rd3;
    st.local.u32 [%rd4], %r2;
    add.u32 %r2, %r2, 1;
    bra FILL;
SUM:
    mov.u32 %r3, 0;
    mov.u32 %r2, 0;
LOOP:
    setp.ge.u32 %p1, %r2, %r1;
    @%p1 bra DONE;
    mul.wide.u32 %rd3, %r2, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.local.u32 %r4, [%rd4];
    add.u32 %r3, %r3, %r4;
    add.u32 %r2, %r2, 1;
    bra LOOP;
DONE:
    st.param.b32 [r], %r3;
    ret;
}
.visible .entry k(.param .u64 out, .param .u32 n)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    ld.param.u32 %r5, [n];
    mov.u32 %r1, %tid.x;
    add.u32 %r1, %r1, %r5;
    stacksave.u64 %rd5;
    alloca.u64 %rd6, 64;
    stackrestore.u64 %rd5;
    stacksave.u64 %rd7;
    {
    .param .b32 a;
    .param .b32 rv;
    st.param.b32 [a], %r1;
    call.uni (rv), scratchSum, (a);
    ld.param.b32 %r2, [rv];
    }
    stacksave.u64 %rd4;
    sub.s64 %rd4, %rd4, %rd7;
    cvt.u32.u64 %r3, %rd4;
    add.u32 %r2, %r2, %r3;
    mov.u32 %r4, %tid.x;
    mul.wide.u32 %rd2, %r4, 4;
    add.s64 %rd2, %rd1, %rd2;
    st.global.u32 [%rd2], %r2;
    ret;
}
)";

const char* kBrxPtx = R"(.version 9.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, %tid.x;
    rem.u32 %r2, %r1, 3;
ts: .branchtargets L0, L1, L2;
    brx.idx %r2, ts;
L0:
    mov.u32 %r3, 100;
    bra.uni JOIN;
L1:
    mov.u32 %r3, 200;
    bra.uni JOIN;
L2:
    mov.u32 %r3, 300;
JOIN:
    add.u32 %r3, %r3, %r1;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd2, %rd1, %rd2;
    st.global.u32 [%rd2], %r3;
    ret;
}
)";

} // namespace

class TestEmuStack : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_c = compile(fixture("fixtures/stack.cu"), "tree");
        if (!m_c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(m_c.message)));
    }

    void recursiveTreeSum()
    {
        const auto a = ramp(64);
        Launch l;
        l.ptx = m_c.ptx;
        l.entry = "tree";
        l.block = {64, 1, 1};
        l.buffers = {tensorOf(DType::I32, a), Tensor::zeros(DType::I32, {64})};
        l.args = {bufferArg(0), bufferArg(1), scalarArg<std::int32_t>(64)};
        auto r = l.run();
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto out = valuesOf<std::int32_t>(l.buffers[1]);
        for (int t = 0; t < 64; ++t)
            QCOMPARE(out[static_cast<std::size_t>(t)], hostTreeSum(a, t, t + 1 + (t * 7) % (64 - t)));
    }

    void localArrayPerActivation()
    {
        const auto a = ramp(64);
        Launch l;
        l.ptx = m_c.ptx;
        l.entry = "locals";
        l.buffers = {tensorOf(DType::I32, a), Tensor::zeros(DType::I32, {32})};
        l.args = {bufferArg(0), bufferArg(1)};
        auto r = l.run();
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto out = valuesOf<std::int32_t>(l.buffers[1]);
        for (int t = 0; t < 32; ++t)
            QCOMPARE(out[static_cast<std::size_t>(t)], hostWithLocals(a, t % 9));
    }

    void recursionDepth_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("stackSize");
        QTest::addColumn<bool>("overflows");
        QTest::newRow("10 levels, default 1 KiB") << 10 << 0 << false;
        QTest::newRow("5000 levels, default 1 KiB") << 5000 << 0 << true;
        QTest::newRow("5000 levels, 512 KiB") << 5000 << 512 * 1024 << false;
        QTest::newRow("40 levels, 64 bytes") << 40 << 64 << true;
    }

    void recursionDepth()
    {
        QFETCH(int, depth);
        QFETCH(int, stackSize);
        QFETCH(bool, overflows);
        std::vector<int> n(32, 1);
        n[5] = depth; // one lane goes deep
        Launch l;
        l.ptx = m_c.ptx;
        l.entry = "depth";
        l.stackSize = static_cast<std::uint32_t>(stackSize);
        l.buffers = {tensorOf(DType::I32, n), Tensor::zeros(DType::I32, {64}), Tensor::zeros(DType::I32, {32})};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2)};
        auto r = l.run();
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        if (!overflows) {
            QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
            QCOMPARE(valuesOf<std::int32_t>(l.buffers[2])[5], depth);
            QCOMPARE(valuesOf<std::int32_t>(l.buffers[2])[0], 1);
            return;
        }
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(f.kind, Finding::Kind::StackOverflow);
        QCOMPARE(f.thread[0], 5u);
        QVERIFY(f.sourceLine > 0);
        QVERIFY(f.message.find("stack_size") != std::string::npos);
        QVERIFY(!r->completed);
    }

    void allocaAndStackSave()
    {
        Launch l;
        l.ptx = kAllocaPtx;
        l.entry = "k";
        l.buffers = {Tensor::zeros(DType::I32, {32})};
        l.args = {bufferArg(0), scalarArg<std::uint32_t>(3)};
        auto r = l.run();
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto out = valuesOf<std::int32_t>(l.buffers[0]);
        for (int t = 0; t < 32; ++t) {
            const int n = t + 3; // sum 0..n-1; the stack is back where it was after the call
            QCOMPARE(out[static_cast<std::size_t>(t)], n * (n - 1) / 2);
        }
    }

    void allocaOverflow()
    {
        Launch l;
        l.ptx = kAllocaPtx;
        l.entry = "k";
        l.buffers = {Tensor::zeros(DType::I32, {32})};
        l.args = {bufferArg(0), scalarArg<std::uint32_t>(300)}; // 300+ ints do not fit 1 KiB
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(!r->findings.empty());
        QCOMPARE(r->findings[0].kind, Finding::Kind::StackOverflow);
        QVERIFY(r->findings[0].message.find("alloca") != std::string::npos);
    }

    void indirectCall()
    {
        std::vector<int> a(32);
        for (int t = 0; t < 32; ++t)
            a[static_cast<std::size_t>(t)] = (t * 5) % 3; // divergent targets
        Launch l;
        l.ptx = m_c.ptx;
        l.entry = "indirect";
        l.buffers = {tensorOf(DType::I32, a), Tensor::zeros(DType::I32, {32})};
        l.args = {bufferArg(0), bufferArg(1)};
        auto r = l.run();
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto out = valuesOf<std::int32_t>(l.buffers[1]);
        for (int t = 0; t < 32; ++t)
            QCOMPARE(out[static_cast<std::size_t>(t)], (a[static_cast<std::size_t>(t)] & 1) ? 3 * t + 1 : 2 * t);
    }

    void brxIdx()
    {
        Launch l;
        l.ptx = kBrxPtx;
        l.entry = "k";
        l.block = {48, 1, 1};
        l.buffers = {Tensor::zeros(DType::I32, {48})};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto out = valuesOf<std::int32_t>(l.buffers[0]);
        for (int t = 0; t < 48; ++t)
            QCOMPARE(out[static_cast<std::size_t>(t)], 100 * (t % 3 + 1) + t);
    }

private:
    Compiled m_c;
};

QTEST_GUILESS_MAIN(TestEmuStack)
#include "tst_emustack.moc"
