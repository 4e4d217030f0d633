// Triton kernels launched as Triton's own launcher would: scratch memory allocated per program of the
// grid and passed after the task's arguments (emulator and bench), @triton.autotune configs chosen by
// the task, and Triton steps in a pipeline next to CUDA ones.
#include "core/compile/tritoncompile.h"
#include "core/emu/emulatorbackend.h"
#include "core/pipeline/benchtask.h"
#include "core/pipeline/launchplan.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace warpscope::core;

namespace {

// Each thread writes ctaid * 100 + tid into its program's 64-byte scratch slice, then reads its
// mirror's value back; a null third pointer (a scratch of 0 bytes) adds nothing.
const char* kScratchPtx = R"src(.version 8.0
.target sm_80
.address_size 64
.visible .entry scratch_user(.param .u64 out, .param .u64 scratch, .param .u64 unused)
{
    .reg .pred %p<2>;
    .reg .b32 %r<10>;
    .reg .b64 %rd<10>;
    ld.param.u64 %rd1, [out];
    ld.param.u64 %rd2, [scratch];
    ld.param.u64 %rd3, [unused];
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %tid.x;
    mad.lo.u32 %r3, %r1, 100, %r2;
    mad.lo.u32 %r4, %r1, 16, %r2;
    mul.wide.u32 %rd4, %r4, 4;
    add.u64 %rd5, %rd2, %rd4;
    st.global.u32 [%rd5], %r3;
    bar.sync 0;
    sub.u32 %r5, 15, %r2;
    mad.lo.u32 %r6, %r1, 16, %r5;
    mul.wide.u32 %rd6, %r6, 4;
    add.u64 %rd7, %rd2, %rd6;
    ld.global.u32 %r7, [%rd7];
    setp.ne.u64 %p1, %rd3, 0;
    selp.u32 %r8, 1000000, 0, %p1;
    add.u32 %r9, %r7, %r8;
    add.u64 %rd8, %rd1, %rd4;
    st.global.u32 [%rd8], %r9;
    ret;
}
)src";

LaunchRequest scratchLaunch(std::vector<Tensor>& buffers, std::uint64_t scratchBytes)
{
    LaunchRequest r;
    r.ptx = kScratchPtx;
    r.entry = "scratch_user";
    r.dims.grid = {4, 1, 1};
    r.dims.block = {16, 1, 1};
    r.buffers = &buffers;
    r.bufferNames = {"out"};
    KernelArg out;
    out.kind = KernelArg::Kind::Buffer;
    out.buffer = 0;
    r.args.push_back(out);
    PreparedKernel k; // Triton's layout: global scratch of 64 bytes per program, no profile scratch
    k.implicitParams = 2;
    k.implicitScratch = {scratchBytes / 4, 0};
    appendScratchArgs(k, r.dims, r.args);
    return r;
}

bool writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

const char* kAutotunedPy = R"src(import triton
import triton.language as tl


@triton.autotune(configs=[
    triton.Config({"BLOCK": 128}, num_warps=4, num_stages=2),
    triton.Config({"BLOCK": 256}, num_warps=8, num_stages=3),
], key=["n"])
@triton.jit
def double_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask) * 2.0, mask=mask)
)src";

const char* kAddCu = R"src(extern "C" __global__ void add(const float* a, const float* b, float* t, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        t[i] = a[i] + b[i];
}
)src";

/// A pipeline: a CUDA step adds, a Triton step (autotune config 1: BLOCK 256, 8 warps) doubles.
QByteArray pipelineToml(const QString& tritonKeys)
{
    const char* text = R"toml(schema = 1
name = "CUDA then Triton"

[kernel]
source = "add.cu"

[params]
N = 1000

[[buffer]]
name = "a"
dtype = "f32"
shape = ["N"]
role = "input"
init = "uniform(-1, 1)"

[[buffer]]
name = "b"
dtype = "f32"
shape = ["N"]
role = "input"
init = "uniform(-1, 1)"

[[buffer]]
name = "t"
dtype = "f32"
shape = ["N"]
role = "scratch"

[[buffer]]
name = "c"
dtype = "f32"
shape = ["N"]
role = "output"

[[step]]
entry = "add"
grid = ["ceil_div(N, 128)"]
block = [128]
args = ["a", "b", "t", "N"]

[[step]]
source = "double.py"
entry = "double_kernel"
%1
grid = ["ceil_div(N, 256)"]
block = [256]
args = ["t", "c", "N"]

[reference]
kind = "builtin"
op = "elementwise"
expr = "(a + b) * 2"
inputs = ["a", "b"]
outputs = ["c"]

[tolerance]
c = { atol = 1e-6, rtol = 1e-6 }
)toml";
    return QString::fromUtf8(text).arg(tritonKeys).toUtf8();
}

} // namespace

class TestTritonLaunch : public QObject {
    Q_OBJECT
    bool m_triton = false;
    QString m_skip;

private slots:
    void initTestCase()
    {
        auto python = findTritonPython();
        m_triton = python.ok();
        if (!m_triton)
            m_skip = "Triton cannot be imported: " + QString::fromStdString(python.error().message);
    }

    // the emulator gives each scratch argument zeroed memory of grid * per-program bytes, checked like
    // a buffer; a size of 0 is the null pointer Triton's launcher passes
    void scratchIsAllocatedPerProgram()
    {
        std::vector<Tensor> buffers(1);
        buffers[0].dtype = DType::U32;
        buffers[0].shape = {64};
        buffers[0].bytes.assign(64 * 4, std::byte {0xff});
        EmulatorBackend emu;
        const LaunchRequest r = scratchLaunch(buffers, 256);
        QCOMPARE(r.args.size(), std::size_t(3));
        QCOMPARE(r.args[1].kind, KernelArg::Kind::Scratch);
        QCOMPARE(r.args[1].scratchBytes, std::uint64_t(256)); // 64 bytes x 4 programs
        QCOMPARE(r.args[2].scratchBytes, std::uint64_t(0));
        auto done = emu.launch(r);
        QVERIFY2(done.ok(), done.ok() ? "" : done.error().describe().c_str());
        QVERIFY(done->completed);
        QVERIFY(done->findings.empty());
        for (std::uint32_t cta = 0; cta < 4; ++cta)
            for (std::uint32_t t = 0; t < 16; ++t) {
                std::uint32_t v = 0;
                std::memcpy(&v, buffers[0].bytes.data() + (cta * 16 + t) * 4, 4);
                QCOMPARE(v, cta * 100 + (15 - t));
            }
    }

    void scratchOverrunIsAFindingNamingIt()
    {
        std::vector<Tensor> buffers(1);
        buffers[0].dtype = DType::U32;
        buffers[0].shape = {64};
        buffers[0].bytes.assign(64 * 4, std::byte {0});
        EmulatorBackend emu;
        const LaunchRequest r = scratchLaunch(buffers, 128); // half of what the kernel uses
        auto done = emu.launch(r);
        QVERIFY2(done.ok(), done.ok() ? "" : done.error().describe().c_str());
        QVERIFY(!done->findings.empty());
        QVERIFY2(done->findings.front().message.find("Triton global scratch") != std::string::npos,
            done->findings.front().message.c_str());
    }

    // bench launches what a run launches: the task's arguments, then the scratch pointers
    void benchPassesTheScratchParameters()
    {
        if (!m_triton)
            QSKIP(qPrintable(m_skip));
        auto task = loadTask(WARPSCOPE_SOURCE_DIR "/kernels/triton_vector_add");
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        BenchTaskOptions o;
        o.arch = 80;
        auto b = prepareBenchTask(*task, "candidate", o);
        QVERIFY2(b.ok(), b.ok() ? "" : b.error().describe().c_str());
        QCOMPARE(b->kernel.args.size(), std::size_t(6)); // a, b, c, N, global and profile scratch
        QCOMPARE(b->kernel.args[4].kind, KernelArg::Kind::Scratch);
        QCOMPARE(b->kernel.args[5].kind, KernelArg::Kind::Scratch);
        QCOMPARE(b->kernel.dims.block[0], 128u);
    }

    // Triton's metadata: a device-made TMA descriptor on sm_90 takes 256 bytes of global scratch per
    // program, which the plan allocates for the whole grid
    void scratchSizeComesFromTritonsMetadata()
    {
        if (!m_triton)
            QSKIP(qPrintable(m_skip));
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("desc.py"), R"src(import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    xd = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    yd = tl.make_tensor_descriptor(y_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    at = [tl.program_id(0) * BLOCK_M, tl.program_id(1) * BLOCK_N]
    yd.store(at, xd.load(at) * 2.0)
)src"));
        QVERIFY(writeFile(dir.filePath("task.toml"), R"src(schema = 1
name = "TMA descriptors made on the device"
[kernel]
source = "desc.py"
entry = "copy_kernel"
constexprs = { BLOCK_M = 32, BLOCK_N = 32 }
[params]
M = 64
N = 96
[[buffer]]
name = "x"
dtype = "f32"
shape = ["M", "N"]
role = "input"
init = "uniform(-1, 1)"
[[buffer]]
name = "y"
dtype = "f32"
shape = ["M", "N"]
role = "output"
[launch]
grid = ["ceil_div(M, 32)", "ceil_div(N, 32)"]
block = [128]
args = ["x", "y", "M", "N"]
[reference]
kind = "builtin"
op = "elementwise"
expr = "x * 2"
inputs = ["x"]
outputs = ["y"]
)src"));
        auto task = loadTask(dir.path().toStdString());
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        auto resolved = resolveTask(*task);
        QVERIFY(resolved.ok());
        auto plan = planLaunches(*task, kernelSteps(*task), resolved->launches, "kernel", "launch", 90, false);
        QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().describe().c_str());
        const PreparedKernel& k = plan->kernels.front();
        QCOMPARE(k.implicitParams, 2);
        QCOMPARE(k.implicitScratch.at(0), std::uint64_t(256));
        const auto& args = plan->launches.front().args;
        QCOMPARE(args.size(), std::size_t(6));
        QCOMPARE(args[4].scratchBytes, std::uint64_t(256 * 2 * 3)); // per program x a 2 x 3 grid
        QCOMPARE(args[5].scratchBytes, std::uint64_t(0));
    }

    void autotunedKernelNeedsAChoice()
    {
        if (!m_triton)
            QSKIP(qPrintable(m_skip));
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("double.py"), kAutotunedPy));
        QVERIFY(writeFile(dir.filePath("add.cu"), kAddCu));
        QVERIFY(writeFile(dir.filePath("task.toml"), pipelineToml(QString())));
        auto task = loadTask(dir.path().toStdString());
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        EmulatorBackend emu;
        RunOptions o;
        o.collectEnvironment = false;
        auto r = runTask(*task, emu, o);
        QVERIFY(!r.ok());
        const std::string m = r.error().message;
        QVERIFY2(m.find("@triton.autotune'd over 2 configs") != std::string::npos, m.c_str());
        QVERIFY2(m.find("autotune_config = N") != std::string::npos, m.c_str());
        QVERIFY2(m.find("1: { BLOCK = 256 }, num_warps = 8, num_stages = 3") != std::string::npos, m.c_str());
        QVERIFY2(r.error().file.find("double.py") != std::string::npos, r.error().file.c_str());
    }

    // a CUDA step and a Triton step share buffers; the Triton one is built from autotune config 1
    void pipelineWithATritonStepRuns()
    {
        if (!m_triton)
            QSKIP(qPrintable(m_skip));
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("double.py"), kAutotunedPy));
        QVERIFY(writeFile(dir.filePath("add.cu"), kAddCu));
        QVERIFY(writeFile(dir.filePath("task.toml"), pipelineToml("autotune_config = 1")));
        auto task = loadTask(dir.path().toStdString());
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        QCOMPARE(task->steps.size(), std::size_t(2));
        QCOMPARE(task->steps[0].kernel.language, KernelLanguage::Cuda);
        QCOMPARE(task->steps[1].kernel.language, KernelLanguage::Triton);
        QCOMPARE(task->steps[1].kernel.autotuneConfig, 1);
        EmulatorBackend emu;
        RunOptions o;
        o.collectEnvironment = false;
        auto r = runTask(*task, emu, o);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeRun(*r).c_str());
    }
};

QTEST_GUILESS_MAIN(TestTritonLaunch)
#include "tst_tritonlaunch.moc"
