// Pipelines of launches through the runner: steps in order on shared buffers, loop values in the
// arguments, per-step results, a faulting step that stops the pipeline, and a reference that fails
// reported as the reference's failure with the kernel's own findings kept.
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "fakebackend.h"
#include "runfixtures.h"

#include <QTest>

using namespace warpscope::core;

namespace {

void pipelineKernels(FakeBackend& b, int faultAtK = -1)
{
    b.kernels["twice"] = [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult&) {
        const int n = FakeBackend::intArg(r, 2);
        for (int i = 0; i < n; ++i)
            FakeBackend::floats(r, bufs, 1)[i] = 2.0f * FakeBackend::floats(r, bufs, 0)[i];
    };
    b.kernels["bump"] = [faultAtK](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& out) {
        const int k = FakeBackend::intArg(r, 1);
        if (k == faultAtK) {
            Finding f;
            f.kind = Finding::Kind::OutOfBounds;
            f.message = "thread (3,0,0) of block (1,0,0) read past the end of 't'";
            out.findings.push_back(f);
            out.completed = false;
            return;
        }
        for (int i = 0; i < FakeBackend::intArg(r, 2); ++i)
            FakeBackend::floats(r, bufs, 0)[i] += float(k);
    };
    b.kernels["copy_out"] = [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult&) {
        for (int i = 0; i < FakeBackend::intArg(r, 2); ++i)
            FakeBackend::floats(r, bufs, 1)[i] = FakeBackend::floats(r, bufs, 0)[i];
    };
}

/// vadd writing 1.0 everywhere and reporting an out-of-bounds read of its own: a kernel finding that
/// must survive a failing reference.
FakeBackend::Kernel vaddWithItsOwnFault()
{
    return [](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult& out) {
        for (int i = 0; i < FakeBackend::intArg(r, 3); ++i)
            FakeBackend::floats(r, bufs, 2)[i] = 1.0f;
        Finding f;
        f.kind = Finding::Kind::OutOfBounds;
        f.message = "the kernel's own out-of-bounds read";
        out.findings.push_back(f);
    };
}

} // namespace

class TestPipelineRun : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        FakeBackend b;
        pipelineKernels(b);
        auto r = runTask(fixture("pipeline"), b, quick());
        if (!r && r.error().code == ErrorCode::Toolchain)
            QSKIP(("NVRTC is not available: " + r.error().message).c_str());
    }

    void stepsRunInOrderOnSharedBuffers()
    {
        FakeBackend b;
        pipelineKernels(b);
        auto r = runTask(fixture("pipeline"), b, quick());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY(r->passed);
        QVERIFY(r->pipeline);
        // per seed: twice, bump k = 0, 1, 2, copy_out
        const std::vector<std::string> order {"twice", "bump", "bump", "bump", "copy_out"};
        QCOMPARE(b.entries.size(), 2 * order.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            QCOMPARE(b.entries[i], order[i]);
        const auto& steps = r->seeds[0].steps;
        QCOMPARE(steps.size(), std::size_t(3));
        QCOMPARE(steps[0].title, std::string("step 1 (double)"));
        QCOMPARE(steps[1].launches, 3);
        QCOMPARE(steps[2].title, std::string("step 3 (copy_out)"));
        QVERIFY(!steps[2].reference);
        // the scratch buffer carried step 1's result: bump saw 2x before adding
        const Tensor& x = b.seen[0][0];
        const Tensor& tAtBump = b.seen[1][1];
        QCOMPARE(tAtBump.at(5), 2.0 * x.at(5));
        QVERIFY(summarizeRun(*r).find("step 2 (bump): 3 launches") != std::string::npos);
    }

    void loopValuesOverrideWithParams()
    {
        FakeBackend b;
        pipelineKernels(b);
        RunOptions o = quick();
        o.overrides = {{"R", 5}};
        o.seedCount = 1;
        auto r = runTask(fixture("pipeline"), b, o);
        QVERIFY(r.ok());
        // 0 + 1 + 2 + 3 + 4 = 10, not the reference's 3
        QVERIFY(!r->passed);
        QCOMPARE(r->seeds[0].steps[1].launches, 5);
    }

    void aFaultingStepStopsThePipeline()
    {
        FakeBackend b;
        pipelineKernels(b, 1);
        RunOptions o = quick();
        o.seedCount = 1;
        auto r = runTask(fixture("pipeline"), b, o);
        QVERIFY(r.ok());
        const SeedResult& s = r->seeds[0];
        QVERIFY(!s.completed);
        QVERIFY2(s.stopMessage.find("step 2 (bump, k=1): ") == 0, s.stopMessage.c_str());
        // the steps after the fault never ran
        QCOMPARE(b.entries.size(), std::size_t(3));
        QCOMPARE(s.findings.size(), std::size_t(1));
        QVERIFY(s.findings[0].message.find("step 2 (bump, k=1): thread (3,0,0)") == 0);
    }

    void aSampledPipelineIsRefused()
    {
        FakeBackend b;
        pipelineKernels(b);
        RunOptions o = quick();
        o.sampleBlocks = 1;
        auto r = runTask(fixture("pipeline"), b, o);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("pipeline of 5 launches") != std::string::npos);
    }

    void stepsAndReferenceErrorsSurviveJson()
    {
        FakeBackend b;
        pipelineKernels(b);
        auto r = runTask(fixture("pipeline"), b, quick());
        QVERIFY(r.ok());
        r->seeds[1].referenceError = "the python reference failed: boom";
        auto back = runResultFromJson(runResultToJson(*r));
        QVERIFY(back.ok());
        QVERIFY(back->pipeline);
        QCOMPARE(back->seeds[0].steps.size(), std::size_t(3));
        QCOMPARE(back->seeds[0].steps[1].launches, 3);
        QCOMPARE(back->seeds[1].referenceError, r->seeds[1].referenceError);
    }

    void aFaultingReferenceKernelIsTheReferencesFailure()
    {
        // the kernel under test reads out of bounds; the reference kernel stops on a fault of its own
        FakeBackend b;
        b.kernels["vadd"] = vaddWithItsOwnFault();
        b.kernels["vadd_ref"] = [](const LaunchRequest&, std::vector<Tensor>&, LaunchResult& out) {
            Finding f;
            f.kind = Finding::Kind::Trap;
            f.message = "the reference trapped";
            out.findings.push_back(f);
            out.completed = false;
        };
        RunOptions o = quick();
        o.seedCount = 1;
        auto r = runTask(fixture("vadd_kernelref"), b, o);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const SeedResult& s = r->seeds[0];
        QVERIFY(!r->passed);
        QVERIFY(s.completed); // the kernel itself ran to the end
        QVERIFY2(s.referenceError.find("the reference kernel stopped: trap: the reference trapped") == 0,
            s.referenceError.c_str());
        // the kernel's finding is kept, the reference's is not counted as the kernel's
        QCOMPARE(s.findings.size(), std::size_t(1));
        QCOMPARE(s.findings[0].message, std::string("the kernel's own out-of-bounds read"));
        QCOMPARE(s.outputs.size(), std::size_t(1));
        QVERIFY(!s.outputs[0].stats.passed);
        QVERIFY(s.outputs[0].reference.bytes.empty());
        const std::string text = summarizeRun(*r);
        QVERIFY2(text.find("REFERENCE FAILED") != std::string::npos, text.c_str());
        QVERIFY2(text.find("c not compared (the reference failed)") != std::string::npos, text.c_str());
        QVERIFY2(text.find("expected nan") == std::string::npos, text.c_str());
        QVERIFY2(text.find("reference is constant") == std::string::npos, text.c_str());
        QVERIFY2(text.find("the kernel's own out-of-bounds read") != std::string::npos, text.c_str());
    }

    void aFailingPythonReferenceKeepsTheKernelsFindings()
    {
        FakeBackend b;
        b.kernels["vadd"] = vaddWithItsOwnFault();
        RunOptions o = quick();
        o.trustPython = true;
        o.python = "/nonexistent/python3";
        auto r = runTask(fixture("pyref"), b, o);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const SeedResult& s = r->seeds[0];
        QVERIFY(!r->passed);
        QVERIFY2(s.referenceError.find("the python reference failed") == 0, s.referenceError.c_str());
        QCOMPARE(s.findings.size(), std::size_t(1));
        QVERIFY(r->findings.size() == 1);
    }
};

QTEST_GUILESS_MAIN(TestPipelineRun)
#include "tst_pipelinerun.moc"
