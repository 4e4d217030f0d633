// The estimate of a large run (issue 21): it covers the whole run — every kernel launch, the
// reference (a reference kernel's own probe, or the host reference timed once) and the comparison —
// says per part what dominates, and a repeated request ("run anyway" after a refusal) reuses the
// first probe instead of timing it again: the decision costs one probe.
#include "core/emu/emulatorbackend.h"
#include "core/exec/ctasample.h"
#include "core/pipeline/launchcost.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "fakebackend.h"
#include "runfixtures.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace warpscope::core;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

/// A fake vadd (and vadd_ref) that counts the probe launches (the ones limited to a few CTAs), also by
/// entry.
struct CountingBackend : FakeBackend {
    int probes = 0;
    int whole = 0;
    std::map<std::string, int> probesOf;
    CountingBackend()
    {
        auto add = [this](const LaunchRequest& r, std::vector<Tensor>& bufs, LaunchResult&) {
            (r.control.ctaRanges.empty() ? whole : probes)++;
            if (!r.control.ctaRanges.empty())
                ++probesOf[r.entry];
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
        const int probes = b.probes; // the launch's cost fitted on a few probes (launchcost.h)
        QVERIFY(probes >= 3);
        QCOMPARE(b.whole, 0);
        QVERIFY(first.has_value());

        // "run anyway": the request comes again with the first probe passed along
        o.maxEstimatedSeconds = 0;
        o.knownEstimate = first;
        auto ran = runTask(fixture("vadd"), b, o);
        QVERIFY2(ran.ok(), ran.ok() ? "" : ran.error().describe().c_str());
        QVERIFY(ran->passed);
        QCOMPARE(b.probes, probes); // not timed again
        QCOMPARE(b.whole, 2); // one launch per seed
        QCOMPARE(ran->timeEstimate->secondsPerCta, first->secondsPerCta);

        // a different launch (another N) is measured anew, whatever estimate comes along
        o.overrides["N"] = 4200 * 32;
        auto other = runTask(fixture("vadd"), b, o);
        QVERIFY(other.ok());
        QVERIFY(b.probes > probes);
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
        QVERIFY(b.probesOf["vadd"] >= 3); // the kernel's and the reference kernel's own
        QVERIFY(b.probesOf["vadd_ref"] >= 3);
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
        QCOMPARE(host.probesOf.count("vadd_ref"), std::size_t(0));
        QVERIFY(host.probes >= 3);
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

    void fitSeparatesTheFixedCost()
    {
        // a launch that costs 20 ms to set up and 5 us per CTA (the huge-grid fixture on this VM), timed
        // by a fake clock: one 16-CTA probe would say 1.26 ms per CTA, 250 times too much
        const double fixed = 0.02, perCta = 5e-6;
        const std::uint64_t grid = 65535ull * 65535ull;
        std::vector<std::uint64_t> asked;
        auto fit = fitLaunchCost(grid, [&](std::uint64_t n) -> Result<double> {
            asked.push_back(n);
            // the first launch pays 30 ms more (a cold cache); a little noise on the others
            const double noise = asked.size() == 1 ? 0.03 : (asked.size() % 2 ? 0.0005 : -0.0005);
            return fixed + perCta * static_cast<double>(n) + noise;
        });
        QVERIFY(fit.ok());
        QCOMPARE(asked.front(), std::uint64_t(16));
        QVERIFY2(fit->secondsPerCta > perCta / 2 && fit->secondsPerCta < perCta * 2,
            std::to_string(fit->secondsPerCta).c_str());
        QVERIFY2(
            fit->fixedSeconds > fixed / 2 && fit->fixedSeconds < fixed * 2, std::to_string(fit->fixedSeconds).c_str());
        // the CTAs of the last probe cost at least the fixed part: the slope is no noise
        QVERIFY(fit->secondsPerCta * static_cast<double>(fit->ctasMeasured) >= fit->fixedSeconds);
        const double truth = fixed + perCta * static_cast<double>(grid);
        const double estimate = fit->fixedSeconds + fit->secondsPerCta * static_cast<double>(grid);
        QVERIFY2(estimate / truth > 0.5 && estimate / truth < 2.0, std::to_string(estimate / truth).c_str());
        const double oneProbe = (fixed + perCta * 16) / 16 * static_cast<double>(grid); // the old estimate
        QVERIFY(oneProbe / truth > 100);
    }

    void heavyCtasNeedNoLargeProbe()
    {
        // half a second per CTA: the first 16-CTA probe takes the whole budget, so nothing more runs
        std::vector<std::uint64_t> asked;
        auto fit = fitLaunchCost(1u << 20, [&](std::uint64_t n) -> Result<double> {
            asked.push_back(n);
            return 0.001 + 0.5 * static_cast<double>(n);
        });
        QVERIFY(fit.ok());
        QCOMPARE(asked, (std::vector<std::uint64_t> {16}));
        QCOMPARE(fit->ctasMeasured, std::uint64_t(16));
        QVERIFY(std::abs(fit->secondsPerCta - 0.5) < 1e-3); // 8.001 s over 16 CTAs
    }

    void noiseGivesAnUpperBound()
    {
        // a clock that never moves with the CTAs: the probes grow to the cap, then the per-CTA figure is
        // the largest probe's time over its CTAs (never zero or negative)
        std::vector<std::uint64_t> asked;
        auto fit = fitLaunchCost(1000, [&](std::uint64_t n) -> Result<double> {
            asked.push_back(n);
            return 0.02;
        });
        QVERIFY(fit.ok());
        QCOMPARE(asked.back(), std::uint64_t(1000)); // capped by the grid
        QVERIFY(std::abs(fit->secondsPerCta - 0.02 / 1000) < 1e-12);
        QCOMPARE(fit->fixedSeconds, 0.0);
        // a probe that fails ends the fit with its error
        auto failed = fitLaunchCost(
            1000, [](std::uint64_t) -> Result<double> { return makeError(ErrorCode::Cancelled, "cancelled"); });
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().code, ErrorCode::Cancelled);
    }

    void hugeGridEstimateFitsBeyondTheFirstProbe()
    {
        // the real emulator on the 65535 x 65535 fixture: the estimate fits its rate on probes larger than
        // the first 16 CTAs, and a sampled run of 65536 CTAs passes. The ratio of the two rates is printed,
        // not asserted: both are timings, and a loaded machine moves either (it was 260x before the fit;
        // the fake-clock case above checks the fit itself)
        EmulatorBackend emu;
        const Task task = fixture("huge_grid");
        RunOptions o = quick();
        o.maxEstimatedSeconds = 1; // refused: only the estimate runs
        std::optional<TimeEstimate> e;
        o.onEstimate = [&](const TimeEstimate& t) { e = t; };
        auto refused = runTask(task, emu, o);
        if (!refused.ok() && refused.error().code == ErrorCode::Toolchain)
            QSKIP("NVRTC is not available");
        QVERIFY(!refused.ok());
        QVERIFY(e.has_value());
        RunOptions sample = quick();
        sample.sampleBlocks = 65536;
        auto ran = runTask(task, emu, sample);
        QVERIFY2(ran.ok(), ran.ok() ? "" : ran.error().describe().c_str());
        QVERIFY(ran->passed);
        const double measured = ran->seeds.at(0).kernelSeconds / 65536.0;
        const double ratio = e->secondsPerCta / measured;
        qInfo("estimate %.3g s per CTA, sampled run %.3g s per CTA (ratio %.2f); whole grid estimated at %.0f s",
            e->secondsPerCta, measured, ratio, e->seconds);
        QVERIFY(e->secondsPerCta > 0);
        QVERIFY2(e->ctasMeasured > 16, std::to_string(e->ctasMeasured).c_str());
    }
};

QTEST_GUILESS_MAIN(TestRunEstimate)
#include "tst_runestimate.moc"
