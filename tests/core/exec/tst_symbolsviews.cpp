// End to end on the PTX emulator: pointer views ("x + 16", "x[OFF:]") reach the kernel with their
// offset and are still bounds-checked against the whole buffer; [[symbol]] entries fill __constant__
// and __device__ variables (and read a __device__ output back for comparison); a symbol whose size or
// name does not match the module is a located error.
#include "core/pipeline/backendfactory.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace warpscope::core;

namespace {

/// A task folder with k.cu and a task.toml made of the header, the given body and a launch.
struct TempTask {
    QTemporaryDir dir;
    Result<Task> load(const std::string& source, const std::string& toml)
    {
        std::ofstream(dir.filePath("k.cu").toStdString()) << source;
        std::ofstream(dir.filePath("task.toml").toStdString())
            << "schema = 1\nname = \"t\"\n[kernel]\nsource = \"k.cu\"\nentry = \"k\"\n"
            << toml;
        return loadTask(dir.path().toStdString());
    }
};

const char* kCopy = R"(extern "C" __global__ void k(const float* in, float* out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i];
}
extern "C" __global__ void ref(const float* in, float* out, int n, int off)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i + off];
}
)";

/// x has XN elements, y has N; the kernel copies N elements from the view args[0].
std::string viewTask(const std::string& xn, const std::string& view)
{
    return "[params]\nN = 100\nOFF = 16\nXN = " + xn
        + "\n[[buffer]]\nname = \"x\"\ndtype = \"f32\"\nshape = [\"XN\"]\nrole = \"input\"\ninit = \"uniform(-1, 1)\"\n"
          "[[buffer]]\nname = \"y\"\ndtype = \"f32\"\nshape = [\"N\"]\nrole = \"output\"\n"
          "[launch]\ngrid = [\"ceil_div(N, 32)\"]\nblock = [32]\nargs = [\""
        + view
        + "\", \"y\", \"N\"]\n"
          "[reference]\nkind = \"kernel\"\nsource = \"k.cu\"\nentry = \"ref\"\noutputs = [\"y\"]\n"
          "launch = { grid = [\"ceil_div(N, 32)\"], block = [32], args = [\"x\", \"y\", \"N\", \"OFF\"] }\n"
          "[tolerance]\ny = { atol = 0.0, rtol = 0.0 }\n";
}

const char* kSymbols = R"(__constant__ float coeffs[8];
namespace ns { __device__ float table[8]; }
extern "C" __global__ void k(const float* x, float* y)
{
    const int i = threadIdx.x;
    y[i] = x[i] * coeffs[i];
    ns::table[i] = x[i] + 1.0f;
}
)";

/// x and y have 8 elements; coeffs and table are symbols; the reference checks y and table.
std::string symbolTask(const std::string& coeffsShape, const std::string& coeffsName = "coeffs")
{
    return "[[buffer]]\nname = \"x\"\ndtype = \"f32\"\nshape = [8]\nrole = \"input\"\ninit = \"uniform(-1, 1)\"\n"
           "[[buffer]]\nname = \"y\"\ndtype = \"f32\"\nshape = [8]\nrole = \"output\"\n"
           "[[symbol]]\nname = \""
        + coeffsName + "\"\nbuffer = \"coeffs\"\ndtype = \"f32\"\nshape = [" + coeffsShape
        + "]\ninit = \"uniform(1, 2)\"\n"
          "[[symbol]]\nname = \"ns::table\"\nbuffer = \"table\"\ndtype = \"f32\"\nshape = [8]\nrole = \"output\"\n"
          "[launch]\ngrid = [1]\nblock = [8]\nargs = [\"x\", \"y\"]\n"
          "[reference]\nkind = \"builtin\"\nop = \"elementwise\"\ninputs = [\"x\", \"coeffs\"]\n"
          "outputs = [\"y\"]\nexpr = \"x * coeffs\"\n";
}

} // namespace

class TestSymbolsViews : public QObject {
    Q_OBJECT
    std::unique_ptr<Backend> m_emu;

    Result<RunResult> run(const Task& task, ParamMap overrides = {})
    {
        RunOptions o;
        o.collectEnvironment = false;
        o.seedCount = 2;
        o.overrides = std::move(overrides);
        return runTask(task, *m_emu, o);
    }

private slots:
    void initTestCase()
    {
        auto b = createBackend("emu");
        if (!b)
            QSKIP(("no emulator in this build: " + b.error().message).c_str());
        m_emu = std::move(b->backend);
    }

    // The reference reads x[i + OFF]; the kernel reads its view from 0: they agree only when the
    // view's offset reached the kernel.
    void viewOffsetReachesTheKernel_data()
    {
        QTest::addColumn<QString>("view");
        QTest::newRow("plus") << "x + OFF";
        QTest::newRow("slice") << "x[OFF:]";
        QTest::newRow("plus an expression") << "x + N - 84";
    }
    void viewOffsetReachesTheKernel()
    {
        QFETCH(QString, view);
        TempTask tmp;
        auto task = tmp.load(kCopy, viewTask("\"N + OFF\"", view.toStdString()));
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        auto r = run(*task);
        if (!r && r.error().code == ErrorCode::Toolchain)
            QSKIP(("NVRTC is not available: " + r.error().message).c_str());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeRun(*r).c_str());
    }

    // x has only N elements: the view x + 16 runs 16 elements past its end, which the emulator finds
    // against the whole allocation of 'x'.
    void outOfBoundsThroughAViewIsFound()
    {
        TempTask tmp;
        auto task = tmp.load(kCopy, viewTask("\"N\"", "x + OFF"));
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        auto r = run(*task);
        if (!r && r.error().code == ErrorCode::Toolchain)
            QSKIP(("NVRTC is not available: " + r.error().message).c_str());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(!r->passed);
        const auto& findings = r->seeds.at(0).findings;
        const auto oob = std::find_if(
            findings.begin(), findings.end(), [](const Finding& f) { return f.kind == Finding::Kind::OutOfBounds; });
        QVERIFY2(oob != findings.end(), summarizeRun(*r).c_str());
        QCOMPARE(QString::fromStdString(oob->buffer), QString("x"));
        QCOMPARE(oob->offset, std::int64_t(400)); // x[100]: the first element past the end
    }

    // A view whose offset a --param override pushes past the end is refused before the launch.
    void viewBoundsFollowOverrides()
    {
        TempTask tmp;
        auto task = tmp.load(kCopy, viewTask("\"N + OFF\"", "x + OFF"));
        QVERIFY(task.ok());
        auto r = run(*task, {{"XN", 10}});
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message)
                     .contains("view 'x + OFF' starts at element 16 of buffer 'x', which has 10 elements"),
            r.error().describe().c_str());
        QCOMPARE(QString::fromStdString(r.error().field), QString("launch.args[0]"));
    }

    // coeffs (__constant__) is filled from its generator, so y = x * coeffs passes; ns::table
    // (__device__, role output) is read back after the launch.
    void symbolsFillConstantAndDeviceVariables()
    {
        TempTask tmp;
        auto task = tmp.load(kSymbols, symbolTask("8"));
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        auto r = run(*task);
        if (!r && r.error().code == ErrorCode::Toolchain)
            QSKIP(("NVRTC is not available: " + r.error().message).c_str());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeRun(*r).c_str());
        QVERIFY(r->seeds.at(0).outputs.at(0).tensorsKept);
    }

    void deviceOutputSymbolIsCompared()
    {
        TempTask tmp;
        std::string toml = symbolTask("8");
        // check table = x + 1 (right) and then x + 2 (wrong): the read-back values are what is compared
        toml.replace(toml.find("outputs = [\"y\"]\nexpr = \"x * coeffs\"\n"), std::string::npos,
            "outputs = [\"table\"]\nexpr = \"x + 1\"\n[tolerance]\ntable = { atol = 0.0, rtol = 0.0 }\n");
        const std::string inputs = "inputs = [\"x\", \"coeffs\"]";
        toml.replace(toml.find(inputs), inputs.size(), "inputs = [\"x\"]");
        auto task = tmp.load(kSymbols, toml);
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        auto r = run(*task);
        if (!r && r.error().code == ErrorCode::Toolchain)
            QSKIP(("NVRTC is not available: " + r.error().message).c_str());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeRun(*r).c_str());
        QCOMPARE(QString::fromStdString(r->seeds.at(0).outputs.at(0).stats.name), QString("table"));

        TempTask wrong;
        toml.replace(toml.find("x + 1"), 5, "x + 2");
        auto bad = wrong.load(kSymbols, toml);
        QVERIFY(bad.ok());
        auto rb = run(*bad);
        QVERIFY(rb.ok());
        QVERIFY(!rb->passed);
        QCOMPARE(rb->seeds.at(0).outputs.at(0).stats.mismatches, std::int64_t(8));
    }

    void symbolErrors_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::newRow("size mismatch") << "9"
                                       << "coeffs"
                                       << "symbol[0]"
                                       << "symbol 'coeffs': __constant__ coeffs is declared with 32 bytes, but the "
                                          "[[symbol]] (f32, 9 elements) holds 36 bytes";
        QTest::newRow("unknown symbol") << "8"
                                        << "coefs"
                                        << "symbol[0].name"
                                        << "symbol 'coefs' is not a __constant__ or __device__ variable of k.cu; the "
                                           "module declares: __constant__ coeffs (32 bytes), __device__ ns::table (32 "
                                           "bytes)";
    }
    void symbolErrors()
    {
        QFETCH(QString, shape);
        QFETCH(QString, name);
        QFETCH(QString, field);
        QFETCH(QString, message);
        TempTask tmp;
        auto task = tmp.load(kSymbols, symbolTask(shape.toStdString(), name.toStdString()));
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        auto r = run(*task);
        QVERIFY(!r.ok());
        if (r.error().code == ErrorCode::Toolchain)
            QSKIP(("NVRTC is not available: " + r.error().message).c_str());
        QVERIFY2(QString::fromStdString(r.error().message).contains(message), r.error().describe().c_str());
        QCOMPARE(QString::fromStdString(r.error().field), field);
        QCOMPARE(r.error().line, 17); // the [[symbol]] header
        QVERIFY(QString::fromStdString(r.error().file).endsWith("task.toml"));
    }
};

QTEST_GUILESS_MAIN(TestSymbolsViews)
#include "tst_symbolsviews.moc"
