// `warpscope-cli bench` as scripts see it: without a GPU it exits 3 and says why; usage and task
// errors exit 2. Runs the built binary.
#include "core/cuda/driverapi.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace warpscope::core;

namespace {

const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/app/cli/warpscope-cli");
const QString kVectorAdd = QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");

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
    }
    void usageErrorsExit2()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Outcome o = cli(args);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(message), qPrintable(o.err));
    }

    void helpListsTheOptions()
    {
        const Outcome o = cli({"bench", "--help"});
        QCOMPARE(o.code, 0);
        for (const char* option : {"--baseline", "--repeats", "--warmup", "--l2", "--json", "--timer", "--metrics"})
            QVERIFY2(o.out.contains(option), option);
    }
};

QTEST_GUILESS_MAIN(TestCmdBench)
#include "tst_cmdbench.moc"
