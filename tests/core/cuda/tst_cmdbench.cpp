// `warpscope-cli bench` as scripts see it: without a GPU it exits 3 and says why; usage and task
// errors exit 2. Runs the built binary.
#include "core/cuda/driverapi.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace warpscope::core;

namespace {

const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");
const QString kVectorAdd = QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");
const QString kImplementations = QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton");

struct Outcome {
    int code = -1;
    QString out;
    QString err;
};

Outcome cli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(kCli, args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestCmdBench : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (DriverApi::initialized().ok())
            QSKIP("a CUDA device is present: `bench` is checked by scripts/device-check on such machines");
    }

    void noDeviceExits3()
    {
        const Outcome o = cli({"bench", kVectorAdd});
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains("no CUDA device: benchmarks need a GPU; the emulator does not time kernels"),
            qPrintable(o.err));
        QVERIFY(o.out.isEmpty());
    }

    void noDeviceWithBaselineAndJsonExits3()
    {
        const Outcome o
            = cli({"bench", kVectorAdd, "--baseline", kVectorAdd, "--repeats", "5", "--l2", "warm", "--json"});
        QCOMPARE(o.code, 3);
        QVERIFY(o.err.contains("no CUDA device"));
    }

    // A driver library that is only the toolkit's stub: the message says which.
    void stubDriverExits3()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LD_LIBRARY_PATH", QStringLiteral(WARPSCOPE_CUDA_LIBDIR "/stubs"));
        const Outcome o = cli({"bench", kVectorAdd}, env);
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains("no CUDA device") && o.err.contains("CUDA_ERROR_STUB_LIBRARY"), qPrintable(o.err));
    }

    void usageErrorsExit2_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no task") << QStringList {"bench"} << "TASK";
        QTest::newRow("bad l2") << QStringList {"bench", kVectorAdd, "--l2", "cold"} << "--l2";
        QTest::newRow("zero repeats") << QStringList {"bench", kVectorAdd, "--repeats", "0"} << "--repeats";
        QTest::newRow("bad timer") << QStringList {"bench", kVectorAdd, "--timer", "rdtsc"} << "--timer";
        QTest::newRow("missing task") << QStringList {"bench", "/nonexistent/task"} << "nonexistent";
        QTest::newRow("missing baseline")
            << QStringList {"bench", kVectorAdd, "--baseline", "/nonexistent/b"} << "nonexistent";
        // a task with several implementations times the one named, A/B against another of them
        QTest::newRow("implementation not chosen")
            << QStringList {"bench", kImplementations} << "time one with --implementation NAME";
        QTest::newRow("unknown implementation") << QStringList {"bench", kImplementations, "--implementation",
            "hip"} << "no implementation is called 'hip'; the task has: cuda@sm_80, cuda@sm_90a, triton";
        QTest::newRow("a family of two") << QStringList {"bench", kImplementations, "--implementation", "cuda"}
                                         << "'cuda' names 2 implementations";
        QTest::newRow("two baselines") << QStringList {"bench", kImplementations, "--implementation", "triton",
            "--baseline", kVectorAdd, "--baseline-implementation", "cuda@sm_80"}
                                       << "give one of them";
        QTest::newRow("no implementations")
            << QStringList {"bench", kVectorAdd, "--implementation", "cuda"} << "no [[implementation]] entries";
    }
    void usageErrorsExit2()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Outcome o = cli(args);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(message), qPrintable(o.err));
    }

    // Chosen implementations get as far as the device: the choice is checked before it.
    void implementationsChosenExit3WithoutADevice()
    {
        const Outcome o = cli({"bench", kImplementations, "--implementation", "triton", "--baseline-implementation",
            "cuda@sm_90a", "--repeats", "5"});
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains("no CUDA device"), qPrintable(o.err));
    }

    void helpListsTheOptions()
    {
        const Outcome o = cli({"bench", "--help"});
        QCOMPARE(o.code, 0);
        for (const char* option : {"--baseline", "--repeats", "--warmup", "--l2", "--json", "--timer", "--metrics",
                 "--implementation", "--baseline-implementation"})
            QVERIFY2(o.out.contains(option), option);
    }
};

QTEST_GUILESS_MAIN(TestCmdBench)
#include "tst_cmdbench.moc"
