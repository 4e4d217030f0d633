// Pipelines of launches: [[step]] and [[reference.step]] read, unrolled with their loops, refused
// with located messages, and written back unchanged.
#include "core/task/kernelsources.h"
#include "core/task/taskloader.h"
#include "core/task/taskwriter.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace warpscope::core;

namespace {

const std::string kHead = R"toml(schema = 1
name = "pipeline"

[kernel]
source = "k.cu"
options = ["-lineinfo"]

[params]
N = 1024
LOG2N = 10

[[buffer]]
name = "x"
dtype = "f32"
shape = ["N"]
role = "inout"
init = "uniform(-1, 1)"

[[buffer]]
name = "tmp"
dtype = "f32"
shape = ["N"]
role = "scratch"
)toml";

const std::string kTwoSteps = kHead + R"toml(
[[step]]
name = "first"
entry = "first"
grid = ["N / 256"]
block = [256]
args = ["x", "tmp", "N"]

[[step]]
entry = "second"
source = "other.cu"
grid = [1]
block = [32]
args = ["tmp", "x", "N"]
)toml";

const std::string kBitonic = kHead + R"toml(
[[step]]
name = "merge"
entry = "bitonic_step"
repeat = [{ var = "k", from = 1, to = "LOG2N + 1" }, { var = "j", from = "k - 1", to = -1, step = -1 }]
grid = ["N / 256"]
block = [256]
args = ["x", "k", "j"]
)toml";

// a CUDA step, then a Triton step (its own source and Triton keys) and a PTX step
const std::string kMixedLanguages = kHead + R"toml(
[[step]]
name = "first"
entry = "first"
grid = ["N / 256"]
block = [256]
args = ["x", "tmp", "N"]

[[step]]
source = "soft.py"
entry = "softmax_kernel"
constexprs = { BLOCK = 1024 }
num_warps = 8
grid = [1]
block = [256]
args = ["tmp", "x", "N"]

[[step]]
source = "tuned.py"
entry = "tuned_kernel"
autotune_config = 2
grid = [1]
block = [128]
args = ["x", "N"]

[[step]]
source = "hand.ptx"
entry = "hand"
grid = [1]
block = [32]
args = ["x"]
)toml";

class Folder {
public:
    Folder()
    {
        for (const char* f : {"k.cu", "other.cu", "soft.py", "tuned.py", "hand.ptx"})
            std::ofstream(m_dir.filePath(f).toStdString()) << "\n";
    }
    std::filesystem::path file() const { return m_dir.filePath("task.toml").toStdString(); }

private:
    QTemporaryDir m_dir;
};

} // namespace

class TestSteps : public QObject {
    Q_OBJECT
private slots:
    void readsStepsWithTheirKernels()
    {
        Folder f;
        TaskDiagnostics diag;
        auto t = parseTask(kTwoSteps, f.file(), &diag);
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QCOMPARE(t->steps.size(), std::size_t(2));
        QCOMPARE(t->steps[0].kernel.source, std::string("k.cu"));
        QCOMPARE(t->steps[0].kernel.options, std::vector<std::string> {"-lineinfo"});
        QCOMPARE(t->steps[1].kernel.source, std::string("other.cu"));
        QCOMPARE(t->steps[1].kernel.entry, std::string("second"));
        // the views that show one kernel show the first step's
        QCOMPARE(t->kernel.entry, std::string("first"));
        QCOMPARE(t->launch.args.size(), std::size_t(3));
        auto r = resolveTask(*t);
        QVERIFY(r.ok());
        QVERIFY(r->pipeline);
        QCOMPARE(r->launches.size(), std::size_t(2));
        QCOMPARE(r->launches[0].label, std::string("step 1 (first)"));
        QCOMPARE(r->launches[1].label, std::string("step 2 (second)"));
        QCOMPARE(r->launches[0].dims.grid[0], 4u);
        QCOMPARE(r->launches[1].dims.block[0], 32u);
    }

    // a step in another language than [kernel]'s inherits none of its options; Triton keys are its own
    void stepsInOtherLanguages()
    {
        Folder f;
        TaskDiagnostics diag;
        auto t = parseTask(kMixedLanguages, f.file(), &diag);
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QCOMPARE(t->steps.size(), std::size_t(4));
        QCOMPARE(t->steps[0].kernel.language, KernelLanguage::Cuda);
        QCOMPARE(t->steps[1].kernel.language, KernelLanguage::Triton);
        QVERIFY(t->steps[1].kernel.options.empty()); // -lineinfo is NVRTC's
        QCOMPARE(t->steps[1].kernel.numWarps, 8);
        QCOMPARE(t->steps[1].kernel.constexprs.size(), std::size_t(1));
        QCOMPARE(t->steps[2].kernel.autotuneConfig, 2);
        QCOMPARE(t->steps[3].kernel.language, KernelLanguage::Ptx);
        QVERIFY(t->steps[3].kernel.options.empty());
        const auto files = kernelSourceFiles(*t);
        QCOMPARE(files.size(), std::size_t(4));
        QCOMPARE(files[1].kernel.language, KernelLanguage::Triton);
        // written back and read again: the same steps
        const std::string written = writeTask(*t);
        auto again = parseTask(written, f.file());
        QVERIFY2(again.ok(), again.ok() ? "" : (again.error().describe() + "\n" + written).c_str());
        QCOMPARE(writeTask(*again), written);
        QCOMPARE(again->steps[1].kernel.numWarps, 8);
        QCOMPARE(again->steps[1].kernel.constexprs, t->steps[1].kernel.constexprs);
        QCOMPARE(again->steps[2].kernel.autotuneConfig, 2);
        QCOMPARE(again->steps[3].kernel.language, KernelLanguage::Ptx);
    }

    void refusesBadTritonSteps_data()
    {
        QTest::addColumn<QString>("find");
        QTest::addColumn<QString>("replace");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("constexprs on a CUDA step") << "name = \"first\"\n"
                                                   << "name = \"first\"\nconstexprs = { B = 1 }\n"
                                                   << "step[0].constexprs"
                                                   << "only a Triton kernel";
        QTest::newRow("config and warps") << "autotune_config = 2\n"
                                          << "autotune_config = 2\nnum_warps = 4\n"
                                          << "step[2].num_warps"
                                          << "remove one of them";
        QTest::newRow("NVRTC options on a Triton step") << "num_warps = 8\n"
                                                        << "num_warps = 8\noptions = [\"-O3\"]\n"
                                                        << "step[1].options"
                                                        << "no NVRTC options";
    }
    void refusesBadTritonSteps()
    {
        QFETCH(QString, find);
        QFETCH(QString, replace);
        QFETCH(QString, field);
        QFETCH(QString, messagePart);
        Folder f;
        std::string text = kMixedLanguages;
        const auto at = text.find(find.toStdString());
        QVERIFY(at != std::string::npos);
        text.replace(at, find.size(), replace.toStdString());
        TaskDiagnostics diag;
        auto t = parseTask(text, f.file(), &diag);
        QVERIFY(!t.ok());
        const Error& e = diag.errors.front();
        QVERIFY2(QString::fromStdString(e.field) == field, e.describe().c_str());
        QVERIFY2(QString::fromStdString(e.describe()).contains(messagePart), e.describe().c_str());
        QVERIFY2(e.line > 0, e.describe().c_str());
    }

    void singleLaunchIsOneUnlabelledStep()
    {
        Folder f;
        std::string text = kHead + "\n[launch]\ngrid = [1]\nblock = [1]\nargs = [\"x\"]\n";
        text.replace(text.find("options"), 0, "entry = \"k\"\n");
        auto t = parseTask(text, f.file());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QVERIFY(t->steps.empty());
        auto r = resolveTask(*t);
        QVERIFY(r.ok());
        QVERIFY(!r->pipeline);
        QCOMPARE(r->launches.size(), std::size_t(1));
        QVERIFY(r->launches[0].label.empty());
    }

    void unrollsNestedLoops()
    {
        Folder f;
        auto t = parseTask(kBitonic, f.file());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        auto r = resolveTask(*t, {{"LOG2N", 4}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        // k = 1..4, j = k-1..0: 1 + 2 + 3 + 4 launches, in the order a bitonic sort runs them
        QCOMPARE(r->launches.size(), std::size_t(10));
        QCOMPARE(r->launches[0].params.at("k"), std::int64_t(1));
        QCOMPARE(r->launches[0].params.at("j"), std::int64_t(0));
        QCOMPARE(r->launches[1].params.at("k"), std::int64_t(2));
        QCOMPARE(r->launches[1].params.at("j"), std::int64_t(1));
        QCOMPARE(r->launches[2].params.at("j"), std::int64_t(0));
        QCOMPARE(r->launches[9].params.at("k"), std::int64_t(4));
        QCOMPARE(r->launches[9].params.at("j"), std::int64_t(0));
        QCOMPARE(r->launches[1].label, std::string("step 1 (merge, k=2 j=1)"));
        // the loop variables stay out of the run's own params
        QVERIFY(!r->params.count("k"));
    }

    void refusesBadPipelines_data()
    {
        QTest::addColumn<QString>("find");
        QTest::addColumn<QString>("replace");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("launch and steps") << "[[step]]"
                                          << "[launch]\ngrid = [1]\nblock = [1]\nargs = []\n\n[[step]]"
                                          << "launch"
                                          << "either one [launch] or a pipeline";
        QTest::newRow("step without entry") << "entry = \"bitonic_step\"\n"
                                            << ""
                                            << "step[0].entry"
                                            << "missing";
        QTest::newRow("zero loop step") << "step = -1"
                                        << "step = 0"
                                        << "step[0].repeat.step"
                                        << "never end";
        QTest::newRow("loop hides a param") << "var = \"j\""
                                            << "var = \"N\""
                                            << "step[0].repeat.var"
                                            << "hides the param";
        QTest::newRow("loop variable twice") << "var = \"j\""
                                             << "var = \"k\""
                                             << "step[0].repeat.var"
                                             << "used twice";
        QTest::newRow("loop without to") << ", to = -1"
                                         << ""
                                         << "step[0].repeat[1].to"
                                         << "missing";
        QTest::newRow("too many launches") << "to = \"LOG2N + 1\""
                                           << "to = 1000000"
                                           << "step[0].repeat"
                                           << "unrolls past 100000";
        QTest::newRow("unknown step key") << "name = \"merge\""
                                          << "colour = \"red\""
                                          << "step[0].colour"
                                          << "unknown key";
        QTest::newRow("arg names a variable of no loop") << "\"x\", \"k\", \"j\""
                                                         << "\"x\", \"k\", \"q\""
                                                         << "step[0].args[2]"
                                                         << "names no buffer";
    }
    void refusesBadPipelines()
    {
        QFETCH(QString, find);
        QFETCH(QString, replace);
        QFETCH(QString, field);
        QFETCH(QString, messagePart);
        Folder f;
        std::string text = kBitonic;
        const auto at = text.find(find.toStdString());
        QVERIFY(at != std::string::npos);
        text.replace(at, find.size(), replace.toStdString());
        TaskDiagnostics diag;
        auto t = parseTask(text, f.file(), &diag);
        QVERIFY(!t.ok());
        const Error& e = diag.errors.front();
        QVERIFY2(QString::fromStdString(e.field) == field, e.describe().c_str());
        QVERIFY2(QString::fromStdString(e.describe()).contains(messagePart), e.describe().c_str());
        QVERIFY2(e.line > 0, e.describe().c_str());
    }

    void referencePipeline()
    {
        Folder f;
        const std::string text = kTwoSteps + R"toml(
[[buffer]]
name = "y"
dtype = "f32"
shape = ["N"]
role = "output"

[reference]
kind = "kernel"
outputs = ["y"]

[[reference.step]]
entry = "ref_a"
grid = [4]
block = [256]
args = ["x", "tmp"]

[[reference.step]]
entry = "ref_b"
source = "other.cu"
grid = [1]
block = [1]
args = ["tmp", "y"]
)toml";
        auto t = parseTask(text, f.file());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QCOMPARE(t->reference.steps.size(), std::size_t(2));
        QCOMPARE(t->reference.steps[0].kernel.source, std::string("k.cu"));
        QCOMPARE(t->reference.steps[1].kernel.source, std::string("other.cu"));
        auto r = resolveTask(*t);
        QVERIFY(r.ok());
        QCOMPARE(r->referenceLaunches.size(), std::size_t(2));
        QCOMPARE(r->referenceLaunches[1].label, std::string("step 2 (ref_b)"));
    }

    void kernelSourcesOfAPipeline()
    {
        Folder f;
        const std::string text = kTwoSteps + R"toml(
[[buffer]]
name = "y"
dtype = "f32"
shape = ["N"]
role = "output"

[reference]
kind = "kernel"
source = "ref/check.cu"
entry = "check<float>"
outputs = ["y"]

[reference.launch]
grid = [1]
block = [1]
args = ["x", "y"]
)toml";
        auto t = parseTask(text, f.file());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        // the editor's source chooser: the steps' files in order, then the reference kernel's
        const auto files = kernelSourceFiles(*t);
        QCOMPARE(files.size(), std::size_t(3));
        QCOMPARE(files[0].source, std::string("k.cu"));
        QCOMPARE(files[0].kernel.entry, std::string("first"));
        QVERIFY(!files[0].reference);
        QCOMPARE(files[1].source, std::string("other.cu"));
        QCOMPARE(files[2].source, std::string("ref/check.cu"));
        QVERIFY(files[2].reference);

        // the kernel compiled for the file the editor shows, however its path is written
        auto other = kernelForSource(*t, "./other.cu");
        QVERIFY(other.ok());
        QCOMPARE(other->entry, std::string("second"));
        QCOMPARE(other->options, std::vector<std::string> {"-lineinfo"});
        auto missing = kernelForSource(*t, "nowhere.cu");
        QVERIFY(!missing.ok());
        const QString message = QString::fromStdString(missing.error().describe());
        QVERIFY2(
            message.contains("nowhere.cu") && message.contains("k.cu, other.cu, ref/check.cu"), qPrintable(message));

        // a launched kernel's name, plain or mangled, leads back to its file
        QCOMPARE(sourceOfKernel(*t, "second"), std::string("other.cu"));
        QCOMPARE(sourceOfKernel(*t, "_Z6secondPfS_i"), std::string("other.cu"));
        QCOMPARE(sourceOfKernel(*t, "_Z5checkIfEvPKT_PS0_"), std::string("ref/check.cu"));
        QVERIFY(sourceOfKernel(*t, "third").empty());
    }

    void writesStepsBack_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("two steps") << 0;
        QTest::newRow("nested loops") << 1;
    }
    void writesStepsBack()
    {
        QFETCH(int, which);
        Folder f;
        auto t = parseTask(which == 0 ? kTwoSteps : kBitonic, f.file());
        QVERIFY(t.ok());
        const std::string written = writeTask(*t);
        QVERIFY(written.find("[launch]") == std::string::npos);
        auto again = parseTask(written, f.file());
        QVERIFY2(again.ok(), again.ok() ? "" : (again.error().describe() + "\n" + written).c_str());
        QCOMPARE(writeTask(*again), written);
        QCOMPARE(again->steps.size(), t->steps.size());
        for (std::size_t i = 0; i < t->steps.size(); ++i) {
            QCOMPARE(again->steps[i].kernel.source, t->steps[i].kernel.source);
            QCOMPARE(again->steps[i].kernel.entry, t->steps[i].kernel.entry);
            QCOMPARE(again->steps[i].repeat.size(), t->steps[i].repeat.size());
        }
        auto a = resolveTask(*t), b = resolveTask(*again);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->launches.size(), b->launches.size());
    }
};

QTEST_GUILESS_MAIN(TestSteps)
#include "tst_steps.moc"
