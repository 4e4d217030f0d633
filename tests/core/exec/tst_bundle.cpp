#include "core/io/npy.h"
#include "core/pipeline/bundle.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"
#include "fakebackend.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <limits>

using namespace warpscope::core;

namespace {

RunResult sampleRun(bool keepInputs = false)
{
    auto task = loadTask(std::string(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/vadd"));
    FakeBackend b;
    b.kernels["vadd"] = [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& lr) {
        const float* a = FakeBackend::floats(r, bufs, 0);
        const float* x = FakeBackend::floats(r, bufs, 1);
        float* c = FakeBackend::floats(r, bufs, 2);
        for (int i = 0; i < FakeBackend::intArg(r, 3); ++i)
            c[i] = i == 7 ? 99.0f : a[i] + x[i];
        Finding f;
        f.kind = Finding::Kind::Race;
        f.message = "a race";
        f.sourceLine = 4;
        f.block = {1, 2, 3};
        f.thread = {4, 5, 6};
        lr.findings.push_back(f);
    };
    RunOptions o;
    o.collectEnvironment = false;
    o.seedCount = 2;
    o.keepInputs = keepInputs;
    auto r = runTask(*task, b, o);
    if (!r)
        qFatal("%s", r.error().describe().c_str());
    r->environment = {{"host", "test"}};
    return *r;
}

} // namespace

class TestBundle : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        auto task = loadTask(std::string(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/vadd"));
        FakeBackend b;
        b.kernels["vadd"] = [](const LaunchRequest&, std::vector<Tensor>&, LaunchResult&) {};
        RunOptions o;
        o.collectEnvironment = false;
        auto r = runTask(*task, b, o);
        if (!r && r.error().code == ErrorCode::Toolchain)
            QSKIP("NVRTC is not available");
    }

    void roundTrip()
    {
        const RunResult run = sampleRun();
        QTemporaryDir dir;
        QVERIFY(writeBundle(run, dir.path().toStdString()).ok());
        QVERIFY(QFile::exists(dir.filePath("result.json")));
        QVERIFY(QFile::exists(dir.filePath("seed-100/c.output.npy")));
        QVERIFY(QFile::exists(dir.filePath("seed-101/c.category.npy")));

        auto back = readBundle(dir.path().toStdString());
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->passed, run.passed);
        QCOMPARE(back->backend, run.backend);
        QCOMPARE(back->taskName, run.taskName);
        QCOMPARE(back->params, run.params);
        QCOMPARE(back->record.seedCount, 2);
        QVERIFY(back->environment["host"] == nlohmann::json("test"));
        QCOMPARE(back->seeds.size(), run.seeds.size());
        for (std::size_t s = 0; s < run.seeds.size(); ++s) {
            const OutputResult& a = run.seeds[s].outputs[0];
            const OutputResult& b = back->seeds[s].outputs[0];
            QCOMPARE(b.stats.name, a.stats.name);
            QCOMPARE(b.stats.mismatches, a.stats.mismatches);
            QCOMPARE(b.stats.maxAbsError, a.stats.maxAbsError);
            QCOMPARE(b.stats.maxUlp, a.stats.maxUlp);
            QCOMPARE(b.stats.worstIndex, a.stats.worstIndex);
            QCOMPARE(b.stats.ulpHistogram, a.stats.ulpHistogram);
            QCOMPARE(b.stats.worst.size(), a.stats.worst.size());
            QCOMPARE(b.stats.worst[0].category, a.stats.worst[0].category);
            QCOMPARE(b.stats.tolerance.maxUlp, a.stats.tolerance.maxUlp);
            QVERIFY(b.tensorsKept);
            QVERIFY(b.output.bytes == a.output.bytes);
            QVERIFY(b.reference.bytes == a.reference.bytes);
            QVERIFY(b.maps.absError.bytes == a.maps.absError.bytes);
            QVERIFY(b.maps.category.bytes == a.maps.category.bytes);
        }
        QCOMPARE(back->findings.size(), std::size_t(1));
        QCOMPARE(back->findings[0].kind, Finding::Kind::Race);
        QCOMPARE(back->findings[0].thread[2], std::uint32_t(6));
        QCOMPARE(back->findings[0].count, std::uint64_t(2));
    }

    void printfSurvives()
    {
        RunResult run = sampleRun();
        PrintfLine line;
        line.block = {3, 1, 0};
        line.thread = {116, 2, 0};
        line.sourceLine = 12;
        line.ptxLine = 40;
        line.text = "x = 1.5\n";
        run.deviceOutput.lines = {line, line};
        run.deviceOutput.lines[1].text = "no newline";
        run.deviceOutput.truncated = true;
        run.deviceOutput.fifoBytes = 4096;
        run.deviceOutputSeed = 101;
        const nlohmann::json j = runResultToJson(run);
        QVERIFY(j["printf"].is_array());
        QCOMPARE(j["printf"].size(), std::size_t(2));
        QCOMPARE(j["printf"][0]["thread"][0].get<int>(), 116);
        QCOMPARE(j["printf"][0]["source_line"].get<int>(), 12);
        QCOMPARE(j["printf"][0]["text"].get<std::string>(), std::string("x = 1.5\n"));
        QCOMPARE(j["printf_truncated"].get<bool>(), true);
        QTemporaryDir dir;
        QVERIFY(writeBundle(run, dir.path().toStdString()).ok());
        auto back = readBundle(dir.path().toStdString());
        QVERIFY(back.ok());
        const DeviceOutput& b = back->deviceOutput;
        QCOMPARE(b.lines.size(), std::size_t(2));
        QCOMPARE(b.lines[0].block, line.block);
        QCOMPARE(b.lines[0].thread, line.thread);
        QCOMPARE(b.lines[0].sourceLine, 12);
        QCOMPARE(b.lines[0].ptxLine, 40);
        QCOMPARE(b.lines[1].text, std::string("no newline"));
        QVERIFY(b.truncated);
        QCOMPARE(b.fifoBytes, std::uint64_t(4096));
        QCOMPARE(back->deviceOutputSeed, std::uint64_t(101));
        // a result without the keys (written before printf existed) reads as no output
        nlohmann::json old = j;
        old.erase("printf");
        old.erase("printf_truncated");
        auto plain = runResultFromJson(old);
        QVERIFY(plain.ok());
        QVERIFY(plain->deviceOutput.lines.empty());
        QVERIFY(!plain->deviceOutput.truncated);
    }

    void inputsOnlyOnRequest()
    {
        // run --keep-inputs: scripts/device/torch_reference.py recomputes the reference from these files.
        const RunResult plain = sampleRun();
        QVERIFY(plain.seeds[0].inputs.empty());
        const RunResult run = sampleRun(true);
        QCOMPARE(run.seeds[0].inputs.size(), std::size_t(2)); // a and b; c is an output
        QTemporaryDir dir;
        QVERIFY(writeBundle(run, dir.path().toStdString()).ok());
        for (const char* name : {"a", "b"}) {
            const std::string file = dir.filePath(QString("seed-100/%1.input.npy").arg(name)).toStdString();
            auto t = loadNpy(file);
            QVERIFY2(t.ok(), file.c_str());
            const auto& kept = run.seeds[0].inputs[name[0] == 'a' ? 0 : 1];
            QCOMPARE(kept.name, std::string(name));
            QVERIFY(t->bytes == kept.tensor.bytes);
        }
        QVERIFY(!QFile::exists(dir.filePath("seed-100/c.input.npy")));
        const nlohmann::json doc = runResultToJson(run, true);
        QCOMPARE(doc["seeds"][1]["inputs"]["b"].get<std::string>(), std::string("seed-101/b.input.npy"));
        QVERIFY(!runResultToJson(plain, true)["seeds"][0].contains("inputs"));
    }

    void rewriteReplacesTheWholeBundle()
    {
        // A bundle written again (run --out twice) is swapped in whole; other writers' files stay.
        RunResult run = sampleRun();
        QTemporaryDir parent;
        const QString dir = parent.filePath("bundle");
        QVERIFY(writeBundle(run, dir.toStdString()).ok());
        QFile trace(dir + "/trace.json");
        QVERIFY(trace.open(QIODevice::WriteOnly));
        trace.write("{}\n");
        trace.close();
        run.taskName = "second";
        QVERIFY(writeBundle(run, dir.toStdString()).ok());
        auto back = readBundle(dir.toStdString());
        QVERIFY(back.ok());
        QCOMPARE(back->taskName, std::string("second"));
        QVERIFY(QFile::exists(dir + "/trace.json"));
        QVERIFY(QFile::exists(dir + "/seed-100/c.output.npy"));
        // A staging folder a crash left behind is removed by the next write; none is left now.
        QDir().mkpath(parent.filePath(".bundle.partial-1-2/seed-100"));
        QVERIFY(writeBundle(run, dir.toStdString()).ok());
        QCOMPARE(QDir(parent.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList {"bundle"});
    }

    void nonFiniteNumbersSurvive()
    {
        RunResult r;
        SeedResult s;
        OutputResult o;
        o.stats.name = "y";
        o.stats.maxRelError = std::numeric_limits<double>::infinity();
        s.outputs.push_back(o);
        r.seeds.push_back(s);
        const auto j = runResultToJson(r);
        QVERIFY(j["seeds"][0]["outputs"][0]["max_rel_error"] == nlohmann::json("inf"));
        auto back = runResultFromJson(j);
        QVERIFY(back.ok());
        QVERIFY(std::isinf(back->seeds[0].outputs[0].stats.maxRelError));
    }

    void missingTensorIsNamed()
    {
        const RunResult run = sampleRun();
        QTemporaryDir dir;
        QVERIFY(writeBundle(run, dir.path().toStdString()).ok());
        QFile::remove(dir.filePath("seed-101/c.reference.npy"));
        auto back = readBundle(dir.path().toStdString());
        QVERIFY(!back.ok());
        QVERIFY2(back.error().describe().find("c.reference.npy") != std::string::npos, back.error().describe().c_str());
    }

    void damagedJsonIsAnError()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("result.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        auto back = readBundle(dir.path().toStdString());
        QVERIFY(!back.ok());
        QVERIFY(back.error().file.find("result.json") != std::string::npos);
    }

    void newerSchemaIsRefused()
    {
        auto back = runResultFromJson({{"schema", kRunSchema + 1}});
        QVERIFY(!back.ok());
        QVERIFY(back.error().message.find("update Warpscope") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestBundle)
#include "tst_bundle.moc"
