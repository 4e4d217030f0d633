#include "compiletesthelpers.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace compiletest;
using nlohmann::json;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestCmdCompile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(m_cli), qPrintable(m_cli));
        QVERIFY(m_cacheDir.isValid());
    }

    void jsonHasTheDocumentedKeys()
    {
        const Run r = run({"compile", sourcePath("kernels/vector_add"), "--json"});
        QCOMPARE(r.exitCode, 0);
        const json j = json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY2(!j.is_discarded(), r.out.constData());
        for (const char* k :
            {"schema", "arch", "ok", "diagnostics", "ptx", "sass", "resources", "occupancy", "line_map"})
            QVERIFY2(j.contains(k), k);
        QCOMPARE(j["arch"].get<int>(), 90);
        QVERIFY(j["ok"].get<bool>());
        QVERIFY(j["resources"]["registers"].get<int>() > 0);
        QCOMPARE(j["occupancy"]["max_warps_per_sm"].get<int>(), 64);
        QVERIFY(!j["occupancy"]["limiter"].get<std::string>().empty());
        QVERIFY(!j["line_map"].empty());
        QVERIFY(j["ptx"].get<std::string>().find(".entry vector_add") != std::string::npos);
    }

    void archOption()
    {
        const Run r = run({"compile", sourcePath("kernels/vector_add"), "--arch", "sm_86", "--json"});
        QCOMPARE(r.exitCode, 0);
        const json j = json::parse(r.out.toStdString());
        QCOMPARE(j["arch"].get<int>(), 86);
        QCOMPARE(j["occupancy"]["max_warps_per_sm"].get<int>(), 48);
    }

    void outWritesTheFiles()
    {
        QTemporaryDir out;
        const Run r = run({"compile", sourcePath("kernels/vector_add"), "--out", out.path()});
        QCOMPARE(r.exitCode, 0);
        for (const char* f : {"kernel.ptx", "kernel.cubin", "resources.json", "compile.json"})
            QVERIFY2(QFile::exists(out.filePath(f)), f);
        const json res = json::parse(readAll(out.filePath("resources.json")));
        QVERIFY(res["resources"]["registers"].get<int>() > 0);
        QVERIFY(r.out.isEmpty()); // human messages go to stderr
        QVERIFY(r.err.contains("registers"));
    }

    void emitSelectsArtifacts()
    {
        QTemporaryDir out;
        QCOMPARE(run({"compile", sourcePath("kernels/vector_add"), "--emit", "ptx", "--out", out.path()}).exitCode, 0);
        QVERIFY(QFile::exists(out.filePath("kernel.ptx")));
        QVERIFY(!QFile::exists(out.filePath("kernel.cubin")));
        const Run printed = run({"compile", sourcePath("kernels/vector_add"), "--emit", "ptx"});
        QCOMPARE(printed.exitCode, 0);
        QVERIFY(printed.out.contains(".visible .entry vector_add"));
        QCOMPARE(run({"compile", sourcePath("kernels/vector_add"), "--emit", "elf"}).exitCode, 2);
    }

    void kernelThatDoesNotCompileIsBadInput()
    {
        QTemporaryDir task;
        QFile::copy(sourcePath("kernels/vector_add/task.toml"), task.filePath("task.toml"));
        writeAll(task.filePath("vector_add.cu"), readAll(fixture("diagnostics/syntax_error.cu")));
        const Run r = run({"compile", task.path(), "--json"});
        QCOMPARE(r.exitCode, 2);
        const json j = json::parse(r.out.toStdString());
        QVERIFY(!j["ok"].get<bool>());
        QCOMPARE(j["diagnostics"][0]["file"].get<std::string>(), std::string("vector_add.cu"));
        QCOMPARE(j["diagnostics"][0]["line"].get<int>(), 6);
        QCOMPARE(j["diagnostics"][0]["column"].get<int>(), 16);
        QVERIFY(r.err.contains("vector_add.cu:6:16: error: identifier \"factor\" is undefined"));
    }

    void badUsageIsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no such task") << QStringList {"compile", "/nonexistent/task"};
        QTest::newRow("bad arch") << QStringList {"compile", sourcePath("kernels/vector_add"), "--arch", "hopper"};
        QTest::newRow("unsupported arch")
            << QStringList {"compile", sourcePath("kernels/vector_add"), "--arch", "sm_52"};
        QTest::newRow("refused option") << QStringList {
            "compile", sourcePath("kernels/vector_add"), "--opt", "-include"};
        QTest::newRow("missing TASK") << QStringList {"compile"};
    }
    void badUsageIsTwo()
    {
        QFETCH(QStringList, args);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
        if (args.size() < 2)
            return; // a usage error: CLI11 answers before the command runs
        // With --json a script still gets one compile document, with ok = false and the reason.
        const Run withJson = run(args + QStringList {"--json"});
        QCOMPARE(withJson.exitCode, 2);
        const json j = json::parse(withJson.out.toStdString(), nullptr, false);
        QVERIFY2(!j.is_discarded(), withJson.out.constData());
        QVERIFY(!j["ok"].get<bool>());
        QVERIFY(!j["diagnostics"].empty());
    }

    void missingNvrtcIsThree()
    {
        QProcessEnvironment env = environment();
        env.insert("WARPSCOPE_NVRTC", "/nonexistent/libnvrtc.so");
        const Run r = run({"compile", sourcePath("kernels/vector_add"), "--no-cache"}, env);
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.err.contains("NVRTC"));
        const Run withJson = run({"compile", sourcePath("kernels/vector_add"), "--no-cache", "--json"}, env);
        QCOMPARE(withJson.exitCode, 3);
        QCOMPARE(json::parse(withJson.out.toStdString())["error"]["code"].get<std::string>(), std::string("toolchain"));
    }

private:
    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("WARPSCOPE_COMPILE_CACHE_DIR", m_cacheDir.path());
        return env;
    }

    Run run(const QStringList& args, const QProcessEnvironment& env) const
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(m_cli, args);
        Run r;
        if (!p.waitForFinished(120000))
            return r;
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }
    Run run(const QStringList& args) const { return run(args, environment()); }

    const QString m_cli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");
    QTemporaryDir m_cacheDir;
};

QTEST_GUILESS_MAIN(TestCmdCompile)
#include "tst_cmdcompile.moc"
