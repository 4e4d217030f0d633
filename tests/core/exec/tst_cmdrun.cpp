#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

CliRun cli(const QStringList& args)
{
    QProcess p;
    p.setWorkingDirectory(WARPSCOPE_SOURCE_DIR);
    p.start(WARPSCOPE_BINARY_DIR "/app/cli/warpscope-cli", args);
    CliRun r;
    if (!p.waitForFinished(600000))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString kernels(const char* name)
{
    return QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/") + name;
}

QString fixture(const char* name)
{
    return QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/") + name;
}

} // namespace

class TestCmdRun : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!QFile::exists(WARPSCOPE_BINARY_DIR "/app/cli/warpscope-cli"))
            QSKIP("warpscope-cli is not built");
        const CliRun probe = cli({"run", kernels("vector_add"), "--seeds", "1", "--param", "N=4"});
        if (probe.exitCode == 3)
            QSKIP(("no usable backend or toolchain here: " + probe.err).constData());
    }

    void passingTaskPrintsTheContract()
    {
        const CliRun r = cli({"run", kernels("vector_add"), "--json", "--seeds", "2", "--param", "N=1000"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject j = r.json();
        for (const char* key : {"schema", "backend", "passed", "seeds", "findings", "metrics", "environment"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["schema"].toInt(), 1);
        QCOMPARE(j["passed"].toBool(), true);
        QVERIFY(j["metrics"].isObject());
        const QJsonArray seeds = j["seeds"].toArray();
        QCOMPARE(seeds.size(), 2);
        const QJsonObject seed = seeds[0].toObject();
        QCOMPARE(seed["seed"].toInt(), 42);
        QVERIFY(seed.contains("passed"));
        const QJsonObject out = seed["outputs"].toArray()[0].toObject();
        for (const char* key : {"name", "dtype", "passed", "elements", "mismatches", "max_abs_error", "max_rel_error",
                 "max_ulp", "worst_index", "warnings"})
            QVERIFY2(out.contains(key), key);
        QCOMPARE(out["name"].toString(), QString("c"));
        QCOMPARE(out["dtype"].toString(), QString("f32"));
        QCOMPARE(out["elements"].toInt(), 1000);
        QVERIFY(r.err.contains("backend:")); // the choice is said on stderr
    }

    void failingKernelExits1()
    {
        const CliRun r = cli({"run", kernels("reduce_tail_bug"), "--json", "--seeds", "1"});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json()["passed"].toBool(), false);
        QVERIFY(r.err.contains("FAILED"));
    }

    void badInputExits2_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such task") << QStringList {"run", fixture("does_not_exist")} << "no such task";
        QTest::newRow("unknown param") << QStringList {"run", kernels("vector_add"), "--param", "Q=3"} << "--param";
        QTest::newRow("bad literal") << QStringList {"run", fixture("bad_literal")} << "launch.args[2]";
        QTest::newRow("untrusted script") << QStringList {"run", fixture("pyref")} << "--trust";
        QTest::newRow("no sweep") << QStringList {"run", fixture("bad_literal"), "--sweep"} << "[sweep]";
        QTest::newRow("bad backend") << QStringList {"run", kernels("vector_add"), "--backend", "tpu"} << "backend";
        QTest::newRow("bad schedule") << QStringList {"run", kernels("vector_add"), "--schedule", "random:x"}
                                      << "random:SEED";
        QTest::newRow("schedule on the GPU") << QStringList {"run", kernels("vector_add"), "--schedule", "random:1",
            "--backend", "cuda"} << "--schedule";
    }

    void schedulesShowTheRace()
    {
        const CliRun r = cli({"run", kernels("race_schedule_dependent"), "--schedules", "8", "--json"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("depends on the schedule"), r.err.constData());
        const QJsonObject j = r.json();
        QCOMPARE(j["passed"].toBool(), false);
        QCOMPARE(j["schedules"].toArray().size(), 8);
        QCOMPARE(j["schedules"].toArray()[0].toObject()["schedule"].toString(), QString("default"));
        QCOMPARE(j["schedules"].toArray()[0].toObject()["passed"].toBool(), true);
        const QJsonArray diffs = j["differences"].toArray();
        QVERIFY(!diffs.isEmpty());
        QCOMPARE(diffs[0].toObject()["output"].toString(), QString("y"));
        QVERIFY(diffs[0].toObject()["schedule"].toString().startsWith("random:"));
        // the schedule that showed it replays the same output
        const QString replay = diffs[0].toObject()["schedule"].toString();
        const CliRun a = cli({"run", kernels("race_schedule_dependent"), "--schedule", replay, "--json"});
        const CliRun b = cli({"run", kernels("race_schedule_dependent"), "--schedule", replay, "--json"});
        QCOMPARE(a.exitCode, 1);
        const auto firstOutput = [](const CliRun& run) {
            return run.json()["seeds"].toArray()[0].toObject()["outputs"].toArray()[0].toObject();
        };
        QVERIFY(firstOutput(a)["mismatches"].toInt() > 0);
        QCOMPARE(firstOutput(a)["mismatches"], firstOutput(b)["mismatches"]);
        QCOMPARE(firstOutput(a)["worst_index"], firstOutput(b)["worst_index"]);
        QCOMPARE(firstOutput(a)["max_abs_error"], firstOutput(b)["max_abs_error"]);
        QCOMPARE(a.json()["options"].toObject()["schedule"].toString(), replay);
    }
    void badInputExits2()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void jsonErrorDocument()
    {
        const CliRun r = cli({"run", fixture("bad_literal"), "--json"});
        QCOMPARE(r.exitCode, 2);
        const QJsonObject e = r.json()["error"].toObject();
        QCOMPARE(e["field"].toString(), QString("launch.args[2]"));
        QCOMPARE(e["code"].toString(), QString("bad_input"));
    }

    void cudaBackendExits3()
    {
        const CliRun r = cli({"run", kernels("vector_add"), "--backend", "cuda"});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("CUDA"), r.err.constData());
        QVERIFY(r.err.contains("--backend emu"));
    }

    void writesABundle()
    {
        QTemporaryDir dir;
        const CliRun r = cli({"run", kernels("vector_add"), "--seeds", "1", "--param", "N=100", "--out", dir.path()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(dir.filePath("result.json")));
        QVERIFY(QFile::exists(dir.filePath("seed-42/c.output.npy")));
        QVERIFY(QFile::exists(dir.filePath("seed-42/c.ulp.npy")));
    }

    void sweepRunsEveryRow()
    {
        const CliRun r = cli({"run", kernels("vector_add"), "--sweep", "--json", "--seeds", "1"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = r.json()["sweep"].toArray();
        QCOMPARE(rows.size(), 5);
        QCOMPARE(rows[0].toObject()["params"].toObject()["N"].toInt(), 1);
        QVERIFY(r.err.contains("params"));
    }

    void trustedPythonReference()
    {
        const CliRun r = cli({"run", fixture("pyref"), "--trust", "--json"});
        if (r.exitCode == 3 && r.err.contains("numpy"))
            QSKIP("no Python interpreter with numpy");
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCmdRun)
#include "tst_cmdrun.moc"
