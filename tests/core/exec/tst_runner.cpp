#include "core/exec/poison.h"
#include "core/pipeline/runner.h"
#include "core/task/generators.h"
#include "core/task/taskloader.h"
#include "fakebackend.h"
#include "runfixtures.h"

#include <QTest>

#include <atomic>
#include <cstring>

using namespace warpscope::core;

namespace {

/// c = a + b for i < n, optionally skipping the last `skip` elements.
FakeBackend::Kernel vadd(int skip = 0)
{
    return [skip](const LaunchRequest& r, std::vector<Tensor>& b, LaunchResult&) {
        const int n = FakeBackend::intArg(r, 3);
        const float* a = FakeBackend::floats(r, b, 0);
        const float* bb = FakeBackend::floats(r, b, 1);
        float* c = FakeBackend::floats(r, b, 2);
        for (int i = 0; i < n - skip; ++i)
            c[i] = a[i] + bb[i];
    };
}

const SeedResult& seed0(const RunResult& r)
{
    return r.seeds.at(0);
}

bool hasWarning(const std::vector<CompareWarning>& ws, CompareWarning::Kind k)
{
    for (const auto& w : ws)
        if (w.kind == k)
            return true;
    return false;
}

} // namespace

class TestRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // The runner compiles the fixtures with NVRTC; without it there is nothing to test.
        Task t = fixture("vadd");
        FakeBackend b;
        b.kernels["vadd"] = vadd();
        auto r = runTask(t, b, quick());
        if (!r && r.error().code == ErrorCode::Toolchain)
            QSKIP(("NVRTC is not available: " + r.error().message).c_str());
    }

    void cleanKernelPasses()
    {
        FakeBackend b;
        b.kernels["vadd"] = vadd();
        auto r = runTask(fixture("vadd"), b, quick());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->passed);
        QCOMPARE(r->seeds.size(), std::size_t(3));
        QCOMPARE(r->seeds[0].seed, std::uint64_t(100));
        QCOMPARE(r->seeds[2].seed, std::uint64_t(102));
        QCOMPARE(seed0(*r).outputs.size(), std::size_t(1));
        const OutputStats& s = seed0(*r).outputs[0].stats;
        QCOMPARE(s.name, std::string("c"));
        QCOMPARE(s.elements, std::int64_t(100));
        QCOMPARE(s.exact, std::int64_t(100));
        QCOMPARE(r->backend, std::string("fake"));
        QCOMPARE(r->entryLowered, std::string("vadd"));
        QVERIFY(r->warnings.empty());
        QCOMPARE(b.entries.size(), std::size_t(3));
    }

    void seedAndParamOverrides()
    {
        FakeBackend b;
        b.kernels["vadd"] = vadd();
        RunOptions o = quick();
        o.seedCount = 2;
        o.overrides = {{"N", 33}};
        auto r = runTask(fixture("vadd"), b, o);
        QVERIFY(r.ok());
        QCOMPARE(r->seeds.size(), std::size_t(2));
        QCOMPARE(seed0(*r).outputs[0].stats.elements, std::int64_t(33));
        QCOMPARE(r->params.at("N"), std::int64_t(33));
        QCOMPARE(r->record.overrides.at("N"), std::int64_t(33));
    }

    void everySeedStartsFromPristineInputs()
    {
        // This kernel scribbles over its input a; the next seed must still get freshly generated inputs.
        FakeBackend b;
        b.kernels["vadd"] = [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& lr) {
            vadd()(r, bufs, lr);
            FakeBackend::floats(r, bufs, 0)[5] = 1234.0f;
        };
        const Task t = fixture("vadd");
        auto r = runTask(t, b, quick());
        QVERIFY(r.ok());
        const auto resolved = *resolveTask(t);
        for (std::size_t s = 0; s < b.seen.size(); ++s) {
            auto a = generateBuffer(t, t.buffers[0], resolved.buffers[0].shape, resolved.params, 100 + s);
            QVERIFY(b.seen[s][0].bytes == a->bytes);
            // outputs arrive poisoned
            std::uint32_t bits = 0;
            std::memcpy(&bits, b.seen[s][2].bytes.data(), 4);
            QCOMPARE(std::uint64_t(bits), poisonBits(DType::F32));
        }
        QVERIFY(hasWarning(seed0(*r).warnings, CompareWarning::Kind::InputModified));
        QVERIFY(r->passed); // a warning, not a failure: the output itself is right
        QVERIFY(seed0(*r).warnings[0].message.find("'a'") != std::string::npos);
    }

    void unwrittenOutputIsCaught()
    {
        FakeBackend b;
        b.kernels["vadd"] = vadd(3); // forgets the last 3 elements
        auto r = runTask(fixture("vadd"), b, quick());
        QVERIFY(r.ok());
        QVERIFY(!r->passed);
        const OutputStats& s = seed0(*r).outputs[0].stats;
        QCOMPARE(s.unwritten, std::int64_t(3));
        QCOMPARE(s.mismatches, std::int64_t(3));
        QVERIFY(hasWarning(s.warnings, CompareWarning::Kind::Unwritten));
        QVERIFY(s.warnings[0].message.find("[97]") != std::string::npos);
    }

    // [compare.c] region: the unwritten tail is outside, reported as untouched, and the run passes.
    void regionLeavesOutAndReportsTheRest()
    {
        FakeBackend b;
        b.kernels["vadd"] = vadd(3); // forgets the last 3 elements
        Task t = fixture("vadd");
        CompareSpec c;
        c.region = "[:N-3]";
        t.compares["c"] = c;
        auto r = runTask(t, b, quick());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeRun(*r).c_str());
        const OutputStats& s = seed0(*r).outputs[0].stats;
        QCOMPARE(s.elements, std::int64_t(100));
        QCOMPARE(s.exact, std::int64_t(97));
        QCOMPARE(s.excluded, std::int64_t(3));
        QCOMPARE(s.excludedUntouched, std::int64_t(3));
        QCOMPARE(s.selection, std::string("region [:N-3]"));
        QVERIFY2(summarizeRun(*r).find("97 of 100 elements compared; 3 outside, not compared (3 untouched, 0 written)")
                != std::string::npos,
            summarizeRun(*r).c_str());
        c.mask = "bogus > 0";
        t.compares["c"] = c;
        auto bad = runTask(t, b, quick());
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().field, std::string("compare.c.mask"));
        QVERIFY2(bad.error().message.find("unknown name 'bogus'") != std::string::npos, bad.error().message.c_str());
    }

    void kernelReference()
    {
        FakeBackend b;
        b.kernels["vadd"] = vadd();
        b.kernels["vadd_ref"] = vadd();
        auto r = runTask(fixture("vadd_kernelref"), b, quick());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->passed);
        QCOMPARE(b.entries.size(), std::size_t(6)); // kernel and reference for each of 3 seeds
        QCOMPARE(b.entries[1], std::string("vadd_ref"));
        // The reference kernel got pristine inputs and poisoned outputs of its own.
        QVERIFY(b.seen[1][0].bytes == b.seen[0][0].bytes);
        QCOMPARE(r->referenceKind, std::string("kernel"));

        FakeBackend wrong;
        wrong.kernels["vadd"] = vadd();
        wrong.kernels["vadd_ref"] = [](const LaunchRequest& rq, std::vector<Tensor>& bufs, LaunchResult&) {
            float* c = FakeBackend::floats(rq, bufs, 2);
            for (int i = 0; i < FakeBackend::intArg(rq, 3); ++i)
                c[i] = 0.0f;
        };
        auto bad = runTask(fixture("vadd_kernelref"), wrong, quick());
        QVERIFY(bad.ok());
        QVERIFY(!bad->passed);
    }

    void literalArgumentReachesTheKernel()
    {
        FakeBackend b;
        b.kernels["scale"] = [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult&) {
            const float alpha = FakeBackend::floatArg(r, 2);
            const float* x = FakeBackend::floats(r, bufs, 0);
            float* y = FakeBackend::floats(r, bufs, 1);
            for (int i = 0; i < FakeBackend::intArg(r, 3); ++i)
                y[i] = alpha * x[i];
        };
        auto r = runTask(fixture("scale_literal"), b, quick());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->passed);
    }

    void badLiteralNamesTheArgument()
    {
        FakeBackend b;
        auto r = runTask(fixture("bad_literal"), b, quick());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::BadInput);
        QCOMPARE(r.error().field, std::string("launch.args[2]"));
        QVERIFY(r.error().message.find("f64:0.5") != std::string::npos);
        QVERIFY(r.error().file.find("task.toml") != std::string::npos);
        QVERIFY(b.entries.empty()); // nothing ran
    }

    void findingsFailTheRun()
    {
        FakeBackend b;
        b.kernels["vadd"] = [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& lr) {
            vadd()(r, bufs, lr);
            Finding f;
            f.kind = Finding::Kind::OutOfBounds;
            f.message = "thread (3,0,0) of block (0,0,0) read 4 bytes past buffer 'a'";
            f.sourceLine = 5;
            lr.findings.push_back(f);
        };
        auto r = runTask(fixture("vadd"), b, quick());
        QVERIFY(r.ok());
        QVERIFY(!r->passed);
        QVERIFY(seed0(*r).outputs[0].stats.passed);
        QCOMPARE(r->findings.size(), std::size_t(1)); // folded over the 3 seeds
        QCOMPARE(r->findings[0].count, std::uint64_t(3));
    }

    void outputUnchangedAcrossSeeds()
    {
        FakeBackend b;
        b.kernels["vadd"] = [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult&) {
            float* c = FakeBackend::floats(r, bufs, 2);
            for (int i = 0; i < FakeBackend::intArg(r, 3); ++i)
                c[i] = 0.25f;
        };
        auto r = runTask(fixture("vadd"), b, quick());
        QVERIFY(r.ok());
        QVERIFY(hasWarning(r->warnings, CompareWarning::Kind::UnchangedAcrossSeeds));
        QVERIFY(hasWarning(seed0(*r).outputs[0].stats.warnings, CompareWarning::Kind::UnchangedAcrossSeeds));
        // and silent for a kernel that follows its inputs
        FakeBackend good;
        good.kernels["vadd"] = vadd();
        auto g = runTask(fixture("vadd"), good, quick());
        QVERIFY(!hasWarning(g->warnings, CompareWarning::Kind::UnchangedAcrossSeeds));
    }

    void taskWithoutReference()
    {
        FakeBackend b;
        b.kernels["vadd"] = vadd();
        auto r = runTask(fixture("noref"), b, quick());
        QVERIFY(r.ok());
        QVERIFY(r->passed);
        QVERIFY(hasWarning(r->warnings, CompareWarning::Kind::NotCompared));
        QVERIFY(seed0(*r).outputs.empty());
    }

    void backendErrorNamesTheSeed()
    {
        FakeBackend b;
        b.failLaunch = true;
        auto r = runTask(fixture("vadd"), b, quick());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Backend);
        QVERIFY(r.error().message.find("seed 100") != std::string::npos);
    }

    void cancelAndProgress()
    {
        FakeBackend b;
        std::atomic<bool> cancel {false};
        b.kernels["vadd"] = [&cancel](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& lr) {
            vadd()(r, bufs, lr);
            cancel = true; // the user presses Cancel during the first launch
        };
        RunControl control;
        control.cancel = &cancel;
        // a cancel is a partial result (issue 21): the seed that ran is kept, the rest do not start
        auto r = runTask(fixture("vadd"), b, quick(), control);
        QVERIFY(r.ok());
        QCOMPARE(b.entries.size(), std::size_t(1));
        QCOMPARE(r->seeds.size(), std::size_t(1));
        QVERIFY(!r->passed);
        QVERIFY(r->stop().stopped);
        QCOMPARE(QString::fromStdString(r->stop().reason), QString("cancelled"));

        FakeBackend p;
        p.kernels["vadd"] = vadd();
        std::uint64_t last = 0, total = 0;
        RunControl progress;
        progress.progress = [&](std::uint64_t done, std::uint64_t all) {
            QVERIFY(done >= last);
            last = done;
            total = all;
        };
        auto ok = runTask(fixture("vadd"), p, quick(), progress);
        QVERIFY(ok.ok());
        QVERIFY(total > 0);
        QCOMPARE(last, total);
    }

    void tensorsKeptForTheBundle()
    {
        FakeBackend b;
        b.kernels["vadd"] = vadd();
        RunOptions o = quick();
        auto r = runTask(fixture("vadd"), b, o);
        const OutputResult& out = seed0(*r).outputs[0];
        QVERIFY(out.tensorsKept);
        QCOMPARE(out.output.elementCount(), std::size_t(100));
        QCOMPARE(out.reference.dtype, DType::F64);
        QCOMPARE(out.maps.category.elementCount(), std::size_t(100));
        o.keepTensors = false;
        auto lean = runTask(fixture("vadd"), b, o);
        QVERIFY(!seed0(*lean).outputs[0].tensorsKept);
        QVERIFY(seed0(*lean).outputs[0].output.bytes.empty());
    }
};

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
