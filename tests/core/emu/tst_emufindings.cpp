// What the emulator reports: out-of-bounds and misaligned accesses (located to kernel, PTX and
// source line, block, thread, buffer and distance), unsupported instructions, traps, assertions,
// the instruction budget, cancel, barrier and warp-sync deadlocks, reportAll mode, progress, and the
// errors for bad arguments, unknown kernels and malformed PTX.
#include "emutest.h"

#include <QTest>

#include <atomic>

using namespace emutest;

namespace {

Compiled compileOrFail(const std::string& src, const std::string& entry = "k")
{
    Compiled c = compile(src, entry);
    if (!c.ok)
        qWarning("%s", c.message.c_str());
    return c;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestEmuFindings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const Compiled c = compile("extern \"C\" __global__ void k() {}", "k");
        if (!c.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
    }

    void outOfBoundsWrite()
    {
        // line 3 has the unguarded store
        const std::string src = "extern \"C\" __global__ void k(const float* a, float* c, int n) {\n"
                                "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                "  c[i] = a[i % n] * 2.0f;\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.grid = {4, 1, 1};
        l.block = {256, 1, 1};
        l.buffers = {
            tensorOf(DType::F32, std::vector<float>(1000, 1.0f)), tensorOf(DType::F32, std::vector<float>(1000, 0.0f))};
        l.args = {bufferArg(0), bufferArg(1), scalarArg<int>(1000)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(!r->completed);
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(f.kind, Finding::Kind::OutOfBounds);
        QCOMPARE(f.kernel, std::string("k"));
        QCOMPARE(f.sourceLine, 3);
        QVERIFY(f.ptxLine > 0);
        QCOMPARE(f.block, (std::array<std::uint32_t, 3> {3, 0, 0}));
        QCOMPARE(f.thread, (std::array<std::uint32_t, 3> {232, 0, 0})); // element 1000 = 3 * 256 + 232
        QCOMPARE(f.buffer, std::string("buf1"));
        QCOMPARE(f.offset, std::int64_t(4000));
        QCOMPARE(f.space, std::string("global"));
        QVERIFY2(contains(f.message, "out-of-bounds store of 4 bytes"), f.message.c_str());
        QVERIFY2(contains(f.message, "0 bytes past the end of buffer 'buf1' (4000 bytes)"), f.message.c_str());
        QVERIFY2(contains(f.message, "PTX line " + std::to_string(f.ptxLine)), f.message.c_str());
        QVERIFY2(contains(f.message, "source line 3"), f.message.c_str());
        QVERIFY2(contains(f.message, "thread (232, 0, 0)"), f.message.c_str());
    }

    void reportAllFoldsRepeats()
    {
        const std::string src = "extern \"C\" __global__ void k(float* c) {\n"
                                "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                "  c[i] = 1.0f;\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.grid = {4, 1, 1};
        l.block = {256, 1, 1};
        l.control.reportAll = true;
        l.control.threads = 3;
        l.buffers = {tensorOf(DType::F32, std::vector<float>(1000, 0.0f))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(r->completed);
        QCOMPARE(r->findings.size(), std::size_t(1));
        QCOMPARE(r->findings[0].count, std::uint64_t(24)); // every bad lane, folded into one finding
        QCOMPARE(valuesOf<float>(l.buffers[0])[999], 1.0f); // the good lanes still stored
    }

    void beforeTheStartAndNull()
    {
        const std::string src = "extern \"C\" __global__ void k(const float* a, float* c, const float* p) {\n"
                                "  int i = threadIdx.x;\n"
                                "  if (i == 5) c[0] = a[i - 8];\n"
                                "  if (i == 6) c[1] = *p;\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.block = {32, 1, 1};
        l.control.reportAll = true;
        l.buffers
            = {tensorOf(DType::F32, std::vector<float>(8, 1.0f)), tensorOf(DType::F32, std::vector<float>(2, 0.0f))};
        l.args = {bufferArg(0), bufferArg(1), scalarArg<std::uint64_t>(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QCOMPARE(r->findings.size(), std::size_t(2));
        QVERIFY2(contains(r->findings[0].message, "12 bytes before the start of buffer 'buf0'"),
            r->findings[0].message.c_str());
        QCOMPARE(r->findings[0].offset, std::int64_t(-12));
        QCOMPARE(r->findings[0].thread[0], 5u);
        QVERIFY2(contains(r->findings[1].message, "null"), r->findings[1].message.c_str());
    }

    void misaligned()
    {
        const std::string src = "extern \"C\" __global__ void k(float* c) {\n"
                                "  float* p = reinterpret_cast<float*>(reinterpret_cast<char*>(c) + 2);\n"
                                "  p[threadIdx.x] = 1.0f;\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.buffers = {tensorOf(DType::F32, std::vector<float>(64, 0.0f))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QCOMPARE(r->findings.size(), std::size_t(1));
        QCOMPARE(r->findings[0].kind, Finding::Kind::Misaligned);
        QVERIFY2(contains(r->findings[0].message, "multiple of 4"), r->findings[0].message.c_str());
    }

    void sharedOutOfBounds()
    {
        const std::string src = "extern \"C\" __global__ void k(float* c) {\n"
                                "  __shared__ float tile[32];\n"
                                "  tile[threadIdx.x] = 1.0f;\n"
                                "  __syncthreads();\n"
                                "  c[threadIdx.x] = tile[threadIdx.x % 32];\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.block = {64, 1, 1};
        l.buffers = {tensorOf(DType::F32, std::vector<float>(64, 0.0f))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(f.space, std::string("shared"));
        QCOMPARE(f.sourceLine, 3);
        QCOMPARE(f.thread[0], 32u);
        QVERIFY2(contains(f.message, "past the end of shared"), f.message.c_str());
    }

    void unsupportedInstruction()
    {
        const std::string ptx = fixture("fixtures/unsupported.ptx");
        Launch l;
        l.ptx = ptx;
        l.entry = "uses_surface";
        l.buffers = {tensorOf(DType::F32, std::vector<float>(32, 0.0f))};
        l.args = {bufferArg(0), scalarArg<int>(1)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(f.kind, Finding::Kind::Unsupported);
        QCOMPARE(f.ptxLine, 20);
        QVERIFY2(
            f.message.starts_with("suld.b.1d.b32.trap at PTX line 20 is unsupported by the emulator; run on a GPU"),
            f.message.c_str());
        // the same kernel with the unsupported path not taken completes
        l.args = {bufferArg(0), scalarArg<int>(0)};
        auto ok = l.run();
        QVERIFY(ok.ok());
        QVERIFY(ok->findings.empty());
        QVERIFY(ok->completed);
    }

    void trapAndAssert()
    {
        // assert() compiles to a call of __assertfail (NVRTC has no <assert.h>: declare it)
        const std::string src = "extern \"C\" __device__ void __assertfail(const char*, const char*, unsigned, const "
                                "char*, unsigned long);\n"
                                "extern \"C\" __global__ void k(int* c, int mode) {\n"
                                "  if (mode == 0 && threadIdx.x == 7) asm volatile(\"trap;\");\n"
                                "  if (mode == 1 && threadIdx.x >= 3) __assertfail(\"t < 3\", \"k.cu\", 4, \"k\", 1);\n"
                                "  c[threadIdx.x] = 1;\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        for (int mode : {0, 1}) {
            Launch l;
            l.ptx = c.ptx;
            l.entry = "k";
            l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(32, 0))};
            l.args = {bufferArg(0), scalarArg<int>(mode)};
            auto r = l.run();
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
            QCOMPARE(r->findings.size(), std::size_t(1));
            QCOMPARE(r->findings[0].kind, mode == 0 ? Finding::Kind::Trap : Finding::Kind::Assert);
            QVERIFY(!r->completed);
            QCOMPARE(r->findings[0].thread[0], mode == 0 ? 7u : 3u);
            if (mode == 1)
                QVERIFY2(contains(r->findings[0].message, "assertion `t < 3` failed in k (k.cu:4)"),
                    r->findings[0].message.c_str());
            // the instruction's own sentence is an id (the GUI translates it), then where it happened
            QCOMPARE(r->findings[0].messageParts.front().id, std::string(mode == 0 ? "trap.trap" : "assert.failed"));
            QCOMPARE(r->findings[0].messageParts.back().id, std::string("finding.location_source"));
        }
    }

    void budgetAndCancel()
    {
        const std::string src = "extern \"C\" __global__ void k(volatile int* flag) {\n"
                                "  while (flag[0] == 0) { }\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.grid = {2, 1, 1};
        l.block = {64, 1, 1};
        l.control.instructionBudget = 100000;
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(1, 0))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(!r->completed);
        QCOMPARE(r->findings.size(), std::size_t(1));
        const Finding& f = r->findings[0];
        QCOMPARE(f.kind, Finding::Kind::BudgetExceeded);
        QVERIFY2(contains(f.message, "did not finish within 100000"), f.message.c_str());
        // both warps spin at the same line: grouped, numbered
        QVERIFY2(contains(f.message, "2 warps at PTX line"), f.message.c_str());
        QVERIFY2(contains(f.message, "warps 0, 1"), f.message.c_str());
        QCOMPARE(f.sourceLine, 2);
        // the warps' positions are ids too: one group, "%1 warps at PTX line %2 (source line %3): warps %4"
        const EngineMessage& positions = f.messageParts.back();
        QCOMPARE(positions.id, std::string("stop.warp_positions"));
        QCOMPARE(positions.args.size(), std::size_t(1));
        QCOMPARE(positions.args[0].id, std::string("warps.many_at_source"));
        QCOMPARE(positions.args[0].args[0].text, std::string("2"));
        QCOMPARE(positions.args[0].args[3].text, std::string("0, 1"));

        std::atomic<bool> cancel {true};
        l.control.instructionBudget = ~0ull;
        l.control.cancel = &cancel;
        auto cancelled = l.run();
        QVERIFY(cancelled.ok());
        QVERIFY(!cancelled->completed);
        QCOMPARE(cancelled->findings.size(), std::size_t(1));
        QCOMPARE(cancelled->findings[0].kind, Finding::Kind::Cancelled);
    }

    void divergentBarrierDeadlock()
    {
        const std::string src = "extern \"C\" __global__ void k(int* c) {\n"
                                "  if (threadIdx.x < 32) asm volatile(\"bar.sync 1;\");\n"
                                "  else asm volatile(\"bar.sync 2;\");\n"
                                "  c[threadIdx.x] = 1;\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.block = {64, 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(64, 0))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QCOMPARE(r->findings.size(), std::size_t(1));
        QCOMPARE(r->findings[0].kind, Finding::Kind::DivergentBarrier);
        QVERIFY2(contains(r->findings[0].message, "32 of 64 threads arrived"), r->findings[0].message.c_str());
        QCOMPARE(r->findings[0].sourceLine, 2);
    }

    void exitedThreadsDoNotBlockBarriers()
    {
        // threads that returned early count as arrived (sm_70+ semantics): no deadlock
        const std::string src = "extern \"C\" __global__ void k(int* c) {\n"
                                "  __shared__ int s[64];\n"
                                "  if (threadIdx.x >= 40) return;\n"
                                "  s[threadIdx.x] = threadIdx.x;\n"
                                "  __syncthreads();\n"
                                "  c[threadIdx.x] = s[39 - threadIdx.x];\n"
                                "}\n";
        const Compiled c = compileOrFail(src);
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.block = {64, 1, 1};
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(64, -1))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(r->findings.empty());
        QVERIFY(r->completed);
        QCOMPARE(valuesOf<std::int32_t>(l.buffers[0])[0], 39);
    }

    void progressReachesTotal()
    {
        const Compiled c = compileOrFail("extern \"C\" __global__ void k(int* c) { c[blockIdx.x] = 1; }");
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.grid = {37, 1, 1};
        l.control.threads = 3;
        std::atomic<std::uint64_t> last {0};
        std::atomic<std::uint64_t> calls {0};
        l.control.progress = [&](std::uint64_t done, std::uint64_t total) {
            ++calls;
            if (total == 37)
                last = std::max<std::uint64_t>(last, done);
        };
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(37, 0))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QCOMPARE(last.load(), std::uint64_t(37));
        QCOMPARE(calls.load(), std::uint64_t(37));
    }

    void launchErrors()
    {
        const Compiled c = compileOrFail("extern \"C\" __global__ void k(float* c, int n) { c[0] = n; }");
        QVERIFY(c.ok);
        Launch l;
        l.ptx = c.ptx;
        l.entry = "k";
        l.buffers = {tensorOf(DType::F32, std::vector<float>(1, 0.0f))};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(!r.ok());
        QVERIFY2(contains(r.error().message, "takes 2 parameters but the launch passes 1"), r.error().message.c_str());
        l.args = {bufferArg(0), scalarArg<std::int64_t>(3)};
        r = l.run();
        QVERIFY(!r.ok());
        QVERIFY2(contains(r.error().message, "argument 2 of kernel 'k'"), r.error().message.c_str());
        QVERIFY2(contains(r.error().message, "is given 8 bytes"), r.error().message.c_str());
        l.args = {scalarArg<int>(1), scalarArg<int>(3)};
        r = l.run();
        QVERIFY(!r.ok());
        QVERIFY2(contains(r.error().message, "argument 1"), r.error().message.c_str());
        l.entry = "nope";
        r = l.run();
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::NotFound);
        QVERIFY2(contains(r.error().message, "kernels found: k"), r.error().message.c_str());
        l.entry = "k";
        l.args = {bufferArg(0), scalarArg<int>(3)};
        l.block = {2048, 1, 1};
        r = l.run();
        QVERIFY(!r.ok());
        QVERIFY2(contains(r.error().message, "CUDA_ERROR_INVALID_VALUE"), r.error().message.c_str());
        QVERIFY2(contains(r.error().message, "1024"), r.error().message.c_str());
    }

    void malformedPtxIsAnError()
    {
        Launch l;
        l.ptx = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n  add.u32 %r1, 1;\n}\n";
        l.entry = "k";
        auto r = l.run();
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, 6);
        QVERIFY(r.error().column > 0);
    }
};

QTEST_GUILESS_MAIN(TestEmuFindings)
#include "tst_emufindings.moc"
