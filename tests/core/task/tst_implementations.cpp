// [[implementation]] entries: read with their inherited and own keys, expanded per architecture,
// turned into the task each one runs as, and refused with located messages when wrong.
#include "core/task/taskloader.h"
#include "core/task/taskwriter.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace warpscope::core;

namespace {

// 14 lines: the implementations start on line 15
const std::string kHead = R"toml(schema = 1
name = "implementations"
[params]
N = 1024
[[buffer]]
name = "x"
dtype = "f32"
shape = ["N"]
role = "input"
[[buffer]]
name = "y"
dtype = "f32"
shape = ["N"]
role = "output"
)toml";

const std::string kThree = kHead + R"toml([[implementation]]
name = "cuda"
source = "k.cu"
entry = "k"
options = ["-lineinfo"]
arch = ["sm_80", "sm_90a"]
launch = { grid = ["N / 256"], block = [256], args = ["x", "y", "N"] }
[[implementation]]
name = "fast"
like = "cuda"
options = ["-lineinfo", "--use_fast_math"]
[[implementation]]
name = "triton"
source = "k.py"
entry = "kernel"
constexprs = { BLOCK = 1024 }
num_warps = 2
[implementation.launch]
grid = ["N / 1024"]
block = [64]
args = ["x", "y", "N"]
[[implementation]]
name = "two_pass"
source = "k.cu"
[[implementation.step]]
entry = "first"
grid = [4]
block = [256]
args = ["x", "y", "N"]
[[implementation.step]]
entry = "second"
grid = [1]
block = [32]
args = ["y", "N"]
)toml";

class Folder {
public:
    explicit Folder(const std::string& toml)
    {
        for (const char* f : {"k.cu", "k.py"})
            std::ofstream(m_dir.filePath(f).toStdString()) << "\n";
        std::ofstream(file()) << toml;
    }
    std::filesystem::path file() const { return m_dir.filePath("task.toml").toStdString(); }

private:
    QTemporaryDir m_dir;
};

} // namespace

class TestImplementations : public QObject {
    Q_OBJECT

private slots:
    void readsEveryKind()
    {
        Folder f(kThree);
        TaskDiagnostics diag;
        auto t = loadTask(f.file(), &diag);
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QCOMPARE(t->implementations.size(), std::size_t(5)); // the arch array made two
        const auto& i = t->implementations;
        QCOMPARE(i[0].name, std::string("cuda@sm_80"));
        QCOMPARE(i[0].archNumber, 80);
        QVERIFY(!i[0].archSpecific);
        QCOMPARE(i[1].name, std::string("cuda@sm_90a"));
        QCOMPARE(i[1].family, std::string("cuda"));
        QVERIFY(i[1].archSpecific);
        // like: the kernel and launch of cuda, its own options
        QCOMPARE(i[2].name, std::string("fast"));
        QCOMPARE(i[2].kernel.entry, std::string("k"));
        QCOMPARE(i[2].kernel.options.back(), std::string("--use_fast_math"));
        QCOMPARE(i[2].launch.block[0], std::string("256"));
        QCOMPARE(i[2].archNumber, 80); // the first of cuda's expansions
        QCOMPARE(i[3].kernel.language, KernelLanguage::Triton);
        QCOMPARE(i[3].kernel.numWarps, 2);
        QCOMPARE(i[3].launch.block[0], std::string("64"));
        QCOMPARE(i[4].steps.size(), std::size_t(2));
        QCOMPARE(i[4].steps[1].kernel.entry, std::string("second"));
        // the views that show one kernel show the first implementation's
        QCOMPARE(t->kernel.entry, std::string("k"));
        QCOMPARE(t->launch.block[0], std::string("256"));
        QVERIFY(t->steps.empty());
    }

    void taskPerImplementation()
    {
        Folder f(kThree);
        auto t = loadTask(f.file());
        QVERIFY(t.ok());
        const Task hopper = taskForImplementation(*t, 1);
        QVERIFY(hopper.implementations.empty());
        QCOMPARE(hopper.kernel.options.back(), std::string("-arch=sm_90a"));
        const Task triton = taskForImplementation(*t, 3);
        QCOMPARE(triton.kernel.language, KernelLanguage::Triton);
        QCOMPARE(triton.kernel.entry, std::string("kernel"));
        const Task pipeline = taskForImplementation(*t, 4);
        QCOMPARE(pipeline.steps.size(), std::size_t(2));
        QCOMPARE(pipeline.kernel.entry, std::string("first"));
        auto r = resolveTask(pipeline);
        QVERIFY(r.ok());
        QVERIFY(r->pipeline);
        QCOMPARE(r->launches.size(), std::size_t(2));
        QCOMPARE(r->launches[0].dims.grid[0], 4u);
    }

    void sharedLaunchAndKernelDefaults()
    {
        Folder f(kHead + R"toml([kernel]
source = "k.cu"
options = ["-lineinfo"]
[launch]
grid = ["N / 256"]
block = [256]
args = ["x", "y", "N"]
[[implementation]]
name = "a"
entry = "ka"
[[implementation]]
name = "b"
entry = "kb"
)toml");
        auto t = loadTask(f.file());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().describe().c_str());
        QCOMPARE(t->implementations.size(), std::size_t(2));
        QCOMPARE(t->implementations[1].kernel.source, std::string("k.cu"));
        QCOMPARE(t->implementations[1].kernel.options.front(), std::string("-lineinfo"));
        QCOMPARE(t->implementations[1].launch.grid[0], std::string("N / 256"));
    }

    void oldTasksHaveNone()
    {
        auto t = loadTask(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");
        QVERIFY(t.ok());
        QVERIFY(t->implementations.empty());
        const Task same = taskForImplementation(*t, 0);
        QCOMPARE(same.kernel.entry, t->kernel.entry);
    }

    // The Task pane's save writes every implementation back (an arch array as one entry, `like`
    // written out, a pipeline's steps), and the file reads back as the same implementations.
    void taskPaneSaveKeepsEveryImplementation()
    {
        Folder f(kThree);
        auto t = loadTask(f.file());
        QVERIFY(t.ok());
        const Status s = saveTask(*t);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().describe().c_str());
        auto again = loadTask(f.file());
        QVERIFY2(again.ok(), again.ok() ? "" : again.error().describe().c_str());
        QCOMPARE(again->implementations.size(), t->implementations.size());
        for (std::size_t i = 0; i < t->implementations.size(); ++i) {
            QCOMPARE(again->implementations[i].name, t->implementations[i].name);
            QCOMPARE(again->implementations[i].arch, t->implementations[i].arch);
            QVERIFY(again->implementations[i].kernel.options == t->implementations[i].kernel.options);
            QCOMPARE(again->implementations[i].steps.size(), t->implementations[i].steps.size());
            QVERIFY(again->implementations[i].launch.block == t->implementations[i].launch.block);
        }
    }

    void rejectsBadEntries_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("messagePart");
        const QString launch = "launch = { grid = [4], block = [256], args = [\"x\", \"y\", \"N\"] }\n";
        QTest::newRow("no name") << "[[implementation]]\nsource = \"k.cu\"\nentry = \"k\"\n" + launch
                                 << "implementation[0].name" << 15 << "missing";
        QTest::newRow("duplicate name") << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\n"
                + launch + "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\n" + launch
                                        << "implementation[1].name" << 21 << "duplicate implementation name 'a'";
        QTest::newRow("name all") << "[[implementation]]\nname = \"all\"\nsource = \"k.cu\"\nentry = \"k\"\n" + launch
                                  << "implementation[0].name" << 16 << "'all' means every implementation";
        QTest::newRow("name with a space")
            << "[[implementation]]\nname = \"my impl\"\nsource = \"k.cu\"\nentry = \"k\"\n" + launch
            << "implementation[0].name" << 16 << "is not a name";
        QTest::newRow("like names nothing") << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\n"
                + launch + "[[implementation]]\nname = \"b\"\nlike = \"zz\"\n"
                                            << "implementation[1].like" << 22
                                            << "'zz' names no earlier implementation; the implementations above are: a";
        QTest::newRow("bad arch") << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\narch = "
                                     "[\"sm_80\", \"hopper\"]\n"
                + launch << "implementation[0].arch[1]"
                                  << 19 << "'hopper' is not an architecture";
        QTest::newRow("arch twice") << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\narch = "
                                       "[\"sm_80\", \"sm_80\"]\n"
                + launch << "implementation[0].arch[1]"
                                    << 19 << "listed twice";
        QTest::newRow("no launch") << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\n"
                                   << "implementation[0].launch" << 15 << "missing; give the implementation";
        QTest::newRow("launch and steps") << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\n" + launch
                + "[[implementation.step]]\nentry = \"k\"\ngrid = [1]\nblock = [32]\nargs = [\"x\"]\n"
                                          << "implementation[0].step" << 19 << "either a launch table or";
        QTest::newRow("unknown key") << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\ngird = "
                                        "[1]\n"
                + launch << "implementation[0].gird"
                                     << 19 << "unknown key";
        QTest::newRow("bad launch arg")
            << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\nlaunch = { grid = [4], block = "
               "[256], args = [\"x\", \"nothing\"] }\n"
            << "implementation[0].launch.args[1]" << 19 << "'nothing'";
        QTest::newRow("options on Triton")
            << "[[implementation]]\nname = \"t\"\nsource = \"k.py\"\nentry = \"k\"\noptions = [\"-O3\"]\n" + launch
            << "implementation[0].options" << 15 << "a Triton kernel takes no NVRTC options";
        QTest::newRow("top-level steps")
            << "[kernel]\nsource = \"k.cu\"\n[[step]]\nentry = \"k\"\ngrid = [1]\nblock = [32]\nargs = [\"x\"]\n"
               "[[implementation]]\nname = \"a\"\nentry = \"k\"\n"
                + launch
            << "step" << 17 << "move the [[step]] tables into [[implementation.step]]";
        QTest::newRow("block too large")
            << "[[implementation]]\nname = \"a\"\nsource = \"k.cu\"\nentry = \"k\"\nlaunch = { grid = [4], block = "
               "[2048], args = [\"x\", \"y\", \"N\"] }\n"
            << "launch.block.x" << 19 << "implementation 'a': ";
    }
    void rejectsBadEntries()
    {
        QFETCH(QString, body);
        QFETCH(QString, field);
        QFETCH(int, line);
        QFETCH(QString, messagePart);
        Folder f(kHead + body.toStdString());
        TaskDiagnostics diag;
        auto t = loadTask(f.file(), &diag);
        QVERIFY(!t.ok());
        QVERIFY(!diag.errors.empty());
        const Error& e = diag.errors.front();
        const QString describe = QString::fromStdString(e.describe());
        QVERIFY2(QString::fromStdString(e.file).endsWith("task.toml"), qPrintable(describe));
        QCOMPARE(QString::fromStdString(e.field), field);
        QCOMPARE(e.line, line);
        QVERIFY2(describe.contains(messagePart), qPrintable(describe));
    }
};

QTEST_GUILESS_MAIN(TestImplementations)
#include "tst_implementations.moc"
