// The worker's typed request payloads: every field survives a round trip through JSON, old payloads
// (no version) still read, and a wrong field is refused with its name.
#include "core/protocol/requests.h"

#include <QTest>

using namespace warpscope::core;

class TestRequests : public QObject {
    Q_OBJECT
private slots:
    void compileRoundTrip()
    {
        WorkerCompileRequest r;
        r.taskPath = "/tasks/t/task.toml";
        r.source = "__global__ void k() {}";
        r.kernelSource = "steps/merge.cu";
        r.implementation = "triton@sm_80";
        r.options.arch = 89;
        r.options.lineInfo = false;
        r.options.deviceDebug = true;
        r.options.fastMath = true;
        r.options.ftz = true;
        r.options.precDiv = false;
        r.options.fmad = false;
        r.options.defines = {"TILE=32", "DEBUG"};
        r.options.std = "c++20";
        r.options.maxRegisters = 64;
        r.options.extra = {"-w"};
        r.options.useCache = false;
        r.options.wantSass = false;
        const nlohmann::json j = workerCompileRequestToJson(r);
        QCOMPARE(j.value("version", 0), kRequestVersion);
        auto back = workerCompileRequestFromJson(nlohmann::json::parse(j.dump()));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->taskPath, r.taskPath);
        QCOMPARE(*back->source, *r.source);
        QCOMPARE(*back->kernelSource, *r.kernelSource);
        QCOMPARE(*back->implementation, *r.implementation);
        const CompileOptions& o = back->options;
        QCOMPARE(o.arch, 89);
        QCOMPARE(o.lineInfo, false);
        QCOMPARE(o.deviceDebug, true);
        QCOMPARE(o.fastMath, true);
        QCOMPARE(o.ftz, std::optional<bool>(true));
        QCOMPARE(o.precDiv, std::optional<bool>(false));
        QVERIFY(!o.precSqrt.has_value());
        QCOMPARE(o.fmad, std::optional<bool>(false));
        QCOMPARE(o.defines, r.options.defines);
        QCOMPARE(o.std, std::string("c++20"));
        QCOMPARE(o.maxRegisters, 64);
        QCOMPARE(o.extra, r.options.extra);
        QCOMPARE(o.useCache, false);
        QCOMPARE(o.wantSass, false);
        // the same values give the same document: nothing is lost or invented on the way
        QCOMPARE(workerCompileRequestToJson(*back).dump(), j.dump());
    }

    void compileDefaultsWithoutOptions()
    {
        auto r = workerCompileRequestFromJson({{"task", "t"}});
        QVERIFY(r.ok());
        QVERIFY(!r->source.has_value());
        QVERIFY(!r->kernelSource.has_value());
        QVERIFY(!r->implementation.has_value());
        QCOMPARE(r->options.arch, CompileOptions {}.arch);
        QCOMPARE(r->options.lineInfo, true);
        QCOMPARE(r->options.wantSass, true);
    }

    void runRoundTrip()
    {
        WorkerRunRequest r;
        r.taskPath = "/tasks/t";
        r.bundleDir = "/tmp/b";
        r.backend = "emu";
        r.seeds = 7;
        r.params = {{"N", 33}, {"M", -4}};
        r.trust = true;
        r.arch = 80;
        r.analyze = true;
        r.gpu = "A100";
        r.approx = *parseApproxMode("worst:down");
        r.schedule = *parseSchedule("random:12");
        r.memoryCap = "8G";
        r.blocks = *parseCtaRanges("0-99,5000");
        r.sampleBlocks = 3;
        r.maxEstimateSeconds = 12.5;
        r.yes = true;
        r.stopAfterMs = 90000;
        r.shownImplementation = "cuda@sm_90a";
        analysis::TraceTarget t;
        t.block = {1, 2, 0};
        t.thread = {31, 0, 0};
        t.limit = 500;
        r.trace = t;
        const nlohmann::json j = workerRunRequestToJson(r);
        auto back = workerRunRequestFromJson(nlohmann::json::parse(j.dump()));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->taskPath, r.taskPath);
        QCOMPARE(back->bundleDir, r.bundleDir);
        QCOMPARE(back->backend, r.backend);
        QCOMPARE(*back->seeds, 7);
        QVERIFY(back->params == r.params);
        QCOMPARE(back->trust, true);
        QCOMPARE(back->arch, 80);
        QCOMPARE(back->analyze, true);
        QCOMPARE(back->gpu, std::string("A100"));
        QCOMPARE(approxModeName(back->approx), std::string("worst:down"));
        QVERIFY(back->schedule == r.schedule);
        QCOMPARE(back->memoryCap, std::string("8G"));
        QVERIFY(back->blocks == r.blocks);
        QCOMPARE(back->sampleBlocks, std::uint64_t(3));
        QCOMPARE(back->maxEstimateSeconds, 12.5);
        QCOMPARE(back->yes, true);
        QCOMPARE(back->stopAfterMs, std::int64_t(90000));
        QCOMPARE(back->shownImplementation, std::string("cuda@sm_90a"));
        QVERIFY(back->trace.has_value());
        QVERIFY(back->trace->block == t.block);
        QVERIFY(back->trace->thread == t.thread);
        QCOMPARE(back->trace->limit, 500u);
        QCOMPARE(workerRunRequestToJson(*back).dump(), j.dump());
    }

    void runRefusals_data()
    {
        QTest::addColumn<QString>("payload");
        QTest::addColumn<QString>("field");
        QTest::newRow("no task") << R"({"bundle": "b"})"
                                 << "task";
        QTest::newRow("no bundle") << R"({"task": "t"})"
                                   << "bundle";
        QTest::newRow("backend") << R"({"task": "t", "bundle": "b", "backend": "gpu"})"
                                 << "backend";
        QTest::newRow("seeds") << R"({"task": "t", "bundle": "b", "seeds": 0})"
                               << "seeds";
        QTest::newRow("approx") << R"({"task": "t", "bundle": "b", "approx": "worst:sideways"})"
                                << "approx";
        QTest::newRow("schedule") << R"({"task": "t", "bundle": "b", "schedule": "random"})"
                                  << "schedule";
        QTest::newRow("blocks") << R"({"task": "t", "bundle": "b", "blocks": "9-3"})"
                                << "blocks";
        QTest::newRow("trace") << R"({"task": "t", "bundle": "b", "trace": {"block": [1,2,3,4]}})"
                               << "trace";
        QTest::newRow("newer") << R"({"task": "t", "bundle": "b", "version": 99})"
                               << "version";
    }

    void runRefusals()
    {
        QFETCH(QString, payload);
        QFETCH(QString, field);
        auto r = workerRunRequestFromJson(nlohmann::json::parse(payload.toStdString()));
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), field);
        QVERIFY(r.error().message.find("run request") != std::string::npos);
    }

    void wrongTypesAreMessagesNotExceptions()
    {
        auto r = workerRunRequestFromJson({{"task", "t"}, {"bundle", "b"}, {"seeds", "many"}});
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("wrong type") != std::string::npos);
        auto c = workerCompileRequestFromJson({{"task", "t"}, {"options", {{"arch", "sm_90"}}}});
        QVERIFY(!c.ok());
        QCOMPARE(QString::fromStdString(c.error().field), QStringLiteral("options"));
        auto a = workerCompileRequestFromJson({{"task", "t"}, {"options", {{"arch", 0}}}});
        QVERIFY(!a.ok());
        QCOMPARE(QString::fromStdString(a.error().field), QStringLiteral("arch"));
        QVERIFY(!workerCompileRequestFromJson(nlohmann::json::array()).ok());
        QVERIFY(!workerCompileRequestFromJson({{"task", 3}}).ok());
        auto k = workerCompileRequestFromJson({{"task", "t"}, {"kernel_source", 7}});
        QVERIFY(!k.ok());
        QCOMPARE(QString::fromStdString(k.error().field), QStringLiteral("kernel_source"));
        for (const nlohmann::json& bad : {nlohmann::json(7), nlohmann::json("")}) {
            auto i = workerCompileRequestFromJson({{"task", "t"}, {"implementation", bad}});
            QVERIFY(!i.ok());
            QCOMPARE(QString::fromStdString(i.error().field), QStringLiteral("implementation"));
        }
    }
};

QTEST_APPLESS_MAIN(TestRequests)
#include "tst_requests.moc"
