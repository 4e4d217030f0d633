// The estimate of a large run (issue 21): it covers the whole run — every kernel launch, the
// reference (a reference kernel's own probe, or the host reference timed once) and the comparison —
// says per part what dominates, and a repeated request ("run anyway" after a refusal) reuses the
// first probe instead of timing it again: the decision costs one probe.
#include "core/exec/ctasample.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "fakebackend.h"
#include "runfixtures.h"

#include <QTest>

using namespace warpscope::core;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

/// A fake vadd (and vadd_ref) that counts the probe launches: the ones limited to a few CTAs.
struct CountingBackend : FakeBackend {
    int probes = 0;
    int whole = 0;
    CountingBackend()
    {
        auto add = [this](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult&) {
            (r.control.ctaRanges.empty() ? whole : probes)++;
            for (int i = 0; i < FakeBackend::intArg(r, 3); ++i)
                FakeBackend::floats(r, bufs, 2)[i]
                    = FakeBackend::floats(r, bufs, 0)[i] + FakeBackend::floats(r, bufs, 1)[i];
        };
        kernels["vadd"] = add;
        kernels["vadd_ref"] = add;
    }
};

} // namespace

class TestRunEstimate : public QObject {
    Q_OBJECT
private slots:
    void runAnywayCostsOneProbe()
    {
        CountingBackend b;
        RunOptions o = quick();
        o.overrides["N"] = 4097 * 32; // 4097 CTAs: estimated first
        o.seedCount = 2;
        o.maxEstimatedSeconds = 1e-12; // refused: the GUI asks
        std::optional<TimeEstimate> first;
        o.onEstimate = [&](const TimeEstimate& e) { first = e; };
        auto refused = runTask(fixture("vadd"), b, o);
        QVERIFY(!refused.ok());
        QCOMPARE(QString::fromStdString(refused.error().field), QString("estimate"));
        QCOMPARE(b.probes, 1);
        QCOMPARE(b.whole, 0);
        QVERIFY(first.has_value());

        // "run anyway": the request comes again with the first probe passed along
        o.maxEstimatedSeconds = 0;
        o.knownEstimate = first;
        auto ran = runTask(fixture("vadd"), b, o);
        QVERIFY2(ran.ok(), ran.ok() ? "" : ran.error().describe().c_str());
        QVERIFY(ran->passed);
        QCOMPARE(b.probes, 1); // not timed again
        QCOMPARE(b.whole, 2); // one launch per seed
        QCOMPARE(ran->timeEstimate->secondsPerCta, first->secondsPerCta);

        // a different launch (another N) is measured anew, whatever estimate comes along
        o.overrides["N"] = 4200 * 32;
        auto other = runTask(fixture("vadd"), b, o);
        QVERIFY(other.ok());
        QCOMPARE(b.probes, 2);
    }

    void estimateCoversTheWholeRun()
    {
        // a reference kernel: its launch gets a probe of its own, and every part is in the message
        CountingBackend b;
        RunOptions o = quick();
        o.overrides["N"] = 4097 * 32;
        o.seedCount = 3;
        std::string notice;
        RunControl c;
        c.notice = [&](const std::string& line) { notice = line; };
        auto r = runTask(fixture("vadd_kernelref"), b, o, c);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(b.probes, 2); // the kernel's and the reference kernel's
        const TimeEstimate& e = *r->timeEstimate;
        QCOMPARE(e.referenceCtas, std::uint64_t((4097 * 32 + 63) / 64));
        QCOMPARE(e.seeds, 3);
        QVERIFY(e.compareSeconds > 0);
        QCOMPARE(e.seconds, e.kernelSeconds + e.referenceSeconds + e.compareSeconds);
        QVERIFY2(contains(notice, "estimate: about"), notice.c_str());
        QVERIFY2(contains(notice, "kernel ") && contains(notice, "reference ") && contains(notice, "comparison "),
            notice.c_str());
        QVERIFY2(contains(notice, "dominates"), notice.c_str());

        // a host reference (builtin) is timed once, not probed on the device
        CountingBackend host;
        auto h = runTask(fixture("vadd"), host, o, c);
        QVERIFY(h.ok());
        QCOMPARE(host.probes, 1);
        QCOMPARE(h->timeEstimate->referenceCtas, std::uint64_t(0));
        QVERIFY(h->timeEstimate->referenceSeconds >= 0);
    }

    void messageNamesWhatDominates()
    {
        TimeEstimate e;
        e.kernelSeconds = 10;
        e.referenceSeconds = 200;
        e.compareSeconds = 1;
        e.seconds = 211;
        e.secondsPerCta = 0.001;
        e.ctasMeasured = 16;
        e.ctasPerLaunch = 10000;
        QVERIFY2(contains(estimateParts(e), "the reference dominates"), estimateParts(e).c_str());
        QVERIFY2(contains(estimateParts(e), "kernel 10 s, reference 3 min 20 s, comparison 1.0 s"),
            estimateParts(e).c_str());
        e.compareSeconds = 500;
        QVERIFY(contains(estimateParts(e), "the comparison dominates"));
        e.kernelSeconds = 9000;
        QVERIFY(contains(estimateParts(e), "the kernel dominates"));
        const std::string refusal = longRunError(e, 60).message;
        QVERIFY2(contains(refusal, "the kernel dominates"), refusal.c_str());
        // the GUI asks with its own buttons: the CLI's options are cut, the numbers kept
        QVERIFY2(contains(refusal, "--sample-blocks") && contains(refusal, "--yes"), refusal.c_str());
        const std::string gui = estimateWithoutChoice(refusal);
        QVERIFY2(!contains(gui, "--") && !contains(gui, "Choose"), gui.c_str());
        QVERIFY2(contains(gui, "the kernel dominates") && gui.back() == '.', gui.c_str());
        QCOMPARE(estimateWithoutChoice("no choice here"), std::string("no choice here"));
    }
};

QTEST_GUILESS_MAIN(TestRunEstimate)
#include "tst_runestimate.moc"
