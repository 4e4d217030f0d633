#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

class TestCmdRun : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!QFile::exists(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli"))
            QSKIP("warpscope-cli is not built");
        const CliRun probe = cli({"run", kernels("vector_add"), "--seeds", "1", "--param", "N=4"});
        if (probe.exitCode == 3)
            QSKIP(("no usable backend or toolchain here: " + probe.err).constData());
    }

    void implementationsSideBySide()
    {
        // no reference: the CUDA kernel and the zero-masked Triton translation judged against each other
        const CliRun r = cli({"run", kernels("softmax_triton_unfaithful"), "--json", "--backend", "emu"});
        if (r.err.contains("Triton"))
            QSKIP(("Triton cannot be imported here: " + r.err).constData());
        QCOMPARE(r.exitCode, 1);
        const QJsonObject j = r.json();
        QCOMPARE(j["implementations"].toArray().size(), 2);
        QCOMPARE(j["implementations"].toArray()[1].toObject()["name"].toString(), QStringLiteral("triton_zero_mask"));
        const QJsonObject d = j["differences"].toArray()[0].toObject();
        QCOMPARE(d["status"].toString(), QStringLiteral("differs"));
        QCOMPARE(d["first_index"].toArray().size(), 2);
        QVERIFY2(r.err.contains("implementation   cuda"), r.err.constData()); // the table, one column each
        QVERIFY(!r.err.contains("predicted by the emulator")); // not analysed: no counters
        // analysed: the predicted counters of each implementation, in Nsight's names, one row each
        const CliRun analysed = cli({"run", kernels("softmax_triton_unfaithful"), "--backend", "emu", "--analyze"});
        QVERIFY2(analysed.err.contains("predicted by the emulator"), analysed.err.constData());
        const QByteArray loads = "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum";
        const int at = analysed.err.indexOf(loads);
        QVERIFY2(at >= 0, analysed.err.constData());
        const QByteArray line = analysed.err.mid(at, analysed.err.indexOf('\n', at) - at);
        QCOMPARE(line.simplified().split(' ').size(), 3); // the name and one figure per implementation
        QVERIFY2(!line.contains(" -"), line.constData());
        // a row as long as the block: the translation agrees
        QCOMPARE(
            cli({"run", kernels("softmax_triton_unfaithful"), "--backend", "emu", "--param", "COLS=1024"}).exitCode, 0);
        // one implementation runs as the task itself; an unknown one lists the names
        QCOMPARE(cli({"run", kernels("softmax_triton_unfaithful"), "--implementation", "cuda"}).exitCode, 0);
        const CliRun bad = cli({"run", kernels("softmax_triton_unfaithful"), "--implementation", "nope"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("the task has: cuda, triton_zero_mask"), bad.err.constData());
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

    void validatePrintsItsVerdictOnStdout()
    {
        const CliRun ok = cli({"validate", kernels("vector_add")});
        QCOMPARE(ok.exitCode, 0);
        QVERIFY2(ok.out.contains(": ok: \""), ok.out.constData());
        QVERIFY2(ok.err.isEmpty(), ok.err.constData());
        const CliRun bad = cli({"validate", fixture("does_not_exist")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.out.isEmpty());
        QVERIFY(bad.err.contains("error: "));
    }

    void failingKernelExits1()
    {
        const CliRun r = cli({"run", kernels("reduce_tail_bug"), "--json", "--seeds", "1"});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json()["passed"].toBool(), false);
        QVERIFY(r.err.contains("FAILED"));
    }

    void printfLinesArePrinted()
    {
        const CliRun r = cli({"run", kernels("printf_debug"), "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // after the run, on stderr (stdout holds the JSON document)
        for (const char* line : {"[block (0,0,0) thread (0,0,0)] block 0 of 4 starts at element 0\n",
                 "[block (3,0,0) thread (0,0,0)] block 3 of 4 starts at element 768\n",
                 "[block (3,0,0) thread (231,0,0)] thread 231 of block 3 wrote the last element (done)\n"})
            QVERIFY2(r.err.contains(line), r.err.constData());
        QVERIFY(!r.err.contains("output truncated"));
        const QJsonObject j = r.json();
        const QJsonArray lines = j["printf"].toArray();
        QCOMPARE(lines.size(), 8); // 4 block starts, 3 elements, the last element
        const QJsonObject first = lines[0].toObject();
        for (const char* key : {"block", "thread", "source_line", "text"})
            QVERIFY2(first.contains(key), key);
        QCOMPARE(first["source_line"].toInt(), 7);
        QCOMPARE(first["text"].toString(), QString("block 0 of 4 starts at element 0\n"));
        QVERIFY(lines[1].toObject()["text"].toString().startsWith("x[0] = "));
        QCOMPARE(j["printf_truncated"].toBool(), false);
    }

    void printfTruncationIsNoted()
    {
        const CliRun r = cli({"run", kernels("printf_debug"), "--json", "--param", "N=100000"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.json()["printf_truncated"].toBool(), false);
        const CliRun small = cli({"run", fixture("printf_small_fifo"), "--json"});
        QVERIFY2(small.exitCode == 0, small.err.constData());
        QCOMPARE(small.json()["printf_truncated"].toBool(), true);
        QVERIFY2(small.err.contains("output truncated"), small.err.constData());
        QCOMPARE(small.json()["printf"].toArray().size(), 2);
    }

    void assertIsAFindingAndExits1()
    {
        const CliRun r = cli({"run", kernels("assert_bad_index"), "--json"});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray findings = r.json()["findings"].toArray();
        QCOMPARE(findings.size(), 1);
        const QJsonObject f = findings[0].toObject();
        QCOMPARE(f["kind"].toString(), QString("assert"));
        QCOMPARE(f["source_line"].toInt(), 8);
        QVERIFY2(f["message"].toString().contains("assertion `2 * i + 1 < n` failed in void downsample("),
            qPrintable(f["message"].toString()));
        QVERIFY(r.err.contains("Assertion `2 * i + 1 < n` failed."));
        const CliRun even = cli({"run", kernels("assert_bad_index"), "--param", "N=1000"});
        QVERIFY2(even.exitCode == 0, even.err.constData());
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
        QTest::newRow("printf_fifo zero") << QStringList {"run", fixture("printf_bad_fifo")} << "launch.printf_fifo";
        QTest::newRow("bad backend") << QStringList {"run", kernels("vector_add"), "--backend", "tpu"} << "backend";
        QTest::newRow("keep inputs without a bundle")
            << QStringList {"run", kernels("vector_add"), "--keep-inputs"} << "--keep-inputs";
        QTest::newRow("bad schedule") << QStringList {"run", kernels("vector_add"), "--schedule", "random:x"}
                                      << "random:SEED";
        QTest::newRow("schedule on the GPU") << QStringList {"run", kernels("vector_add"), "--schedule", "random:1",
            "--backend", "cuda"} << "--schedule";
        QTest::newRow("symbol size follows a param")
            << QStringList {"run", kernels("conv_row_constant"), "--param", "KSIZE=7"}
            << "__constant__ c_filter is declared with 36 bytes, but the [[symbol]] (f32, 7 elements) holds "
               "28 bytes";
        QTest::newRow("param cycle") << QStringList {"validate",
            QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/task/bad/param_cycle")}
                                     << "params N, M, K depend on each other";
    }

    // --param recomputes the params derived from the one it sets, and the run reports them.
    void derivedParamsFollowTheCommandLine()
    {
        const CliRun r = cli({"run", kernels("conv_row_constant"), "--param", "W=33", "--json", "--seeds", "1"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject params = r.json()["params"].toObject();
        QCOMPARE(params["W"].toInt(), 33);
        QCOMPARE(params["WOUT"].toInt(), 25);
        const QJsonObject out = r.json()["seeds"].toArray()[0].toObject()["outputs"].toArray()[0].toObject();
        QCOMPARE(out["elements"].toInt(), 48 * 25);
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
        QVERIFY(!QFile::exists(dir.filePath("seed-42/a.input.npy")));
    }

    void keepInputsWritesThemToo()
    {
        // The inputs scripts/device/torch_reference.py recomputes our reference from.
        QTemporaryDir dir;
        const CliRun r = cli(
            {"run", kernels("vector_add"), "--seeds", "1", "--param", "N=100", "--out", dir.path(), "--keep-inputs"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(dir.filePath("seed-42/a.input.npy")));
        QVERIFY(QFile::exists(dir.filePath("seed-42/b.input.npy")));
        QVERIFY(!QFile::exists(dir.filePath("seed-42/c.input.npy")));
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

    void memoryAdmissionRefusesWithBothNumbers_data()
    {
        QTest::addColumn<QString>("task");
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("envCap");
        QTest::addColumn<QString>("names");
        // the 16 GB buffer on a machine (or cgroup) of 24 GiB: the cap stands in for the machine, so
        // the test never allocates 32 GB on a larger one; the smaller of MemAvailable and the cap is
        // named, the estimate is the same everywhere
        QTest::newRow("16 GB buffer") << "huge_buffer" << QStringList {} << "24G"
                                      << "needs about 30.1 GiB";
        QTest::newRow("--memory-cap") << "vadd" << QStringList {"--memory-cap", "100M"} << ""
                                      << "--memory-cap 100 MiB";
        QTest::newRow("environment") << "vadd" << QStringList {} << "100M"
                                     << "WARPSCOPE_MEMORY_CAP=100M";
    }

    void memoryAdmissionRefusesWithBothNumbers()
    {
        QFETCH(QString, task);
        QFETCH(QStringList, flags);
        QFETCH(QString, envCap);
        QFETCH(QString, names);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("WARPSCOPE_MEMORY_CAP"));
        if (!envCap.isEmpty())
            env.insert(QStringLiteral("WARPSCOPE_MEMORY_CAP"), envCap);
        const CliRun r = cli(QStringList {"run", fixture(task.toUtf8().constData()), "--json"} + flags, env);
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains("the run needs about") && err.contains("this machine can give"), r.err.constData());
        QVERIFY2(err.contains(names), r.err.constData());
        QCOMPARE(r.json()["error"].toObject()["field"].toString(), QString("memory"));
    }

    void hugeGridIsEstimatedAndSampled()
    {
        // 65535 x 65535 CTAs: timed on 16 CTAs, refused above the 60 s limit with the choices
        const CliRun refused = cli({"run", fixture("huge_grid"), "--backend", "emu"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("estimate: about"), refused.err.constData());
        QVERIFY2(refused.err.contains("4294836225 CTAs"), refused.err.constData());
        QVERIFY2(refused.err.contains("--sample-blocks") && refused.err.contains("--yes"), refused.err.constData());

        const CliRun sampled
            = cli({"run", fixture("huge_grid"), "--backend", "emu", "--sample-blocks", "64", "--json"});
        QVERIFY2(sampled.exitCode == 0, sampled.err.constData());
        QVERIFY2(sampled.err.contains("SAMPLED: 64 of 4294836225 CTAs ran"), sampled.err.constData());
        const QJsonObject j = sampled.json();
        QCOMPARE(j["passed"].toBool(), true);
        QCOMPARE(j["sample"].toObject()["ctas"].toInt(), 64);
        const QJsonObject out = j["seeds"].toArray()[0].toObject()["outputs"].toArray()[0].toObject();
        const int notCompared = out["counts"].toObject()["not_compared"].toInt();
        QVERIFY(notCompared > 0 && notCompared < 256 * 32);

        const CliRun chosen = cli({"run", fixture("huge_grid"), "--backend", "emu", "--blocks", "0-99,5000"});
        QVERIFY2(chosen.exitCode == 0, chosen.err.constData());
        QVERIFY2(chosen.err.contains("SAMPLED: 101 of"), chosen.err.constData());

        const CliRun bad = cli({"run", fixture("huge_grid"), "--blocks", "99-1"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--blocks"), bad.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCmdRun)
#include "tst_cmdrun.moc"
