// The run summary for people (warpscope-cli run prints it): one line per seed and output, the steps of
// a pipeline, findings, warnings, hints and the verdict.
#include "core/common/numbertext.h"
#include "core/pipeline/runner.h"

#include <algorithm>
#include <cstdio>
#include <string>

namespace warpscope::core {

namespace {

/// "    step 1 (partial sums): 1 launch, 2.1 ms" per step of a pipeline; empty for a single launch.
std::string stepsText(const SeedResult& s)
{
    std::string out;
    char buf[256];
    for (const auto& st : s.steps) {
        std::snprintf(buf, sizeof buf, "seed %llu: %s%s: %d launch%s, %.3g ms\n",
            static_cast<unsigned long long>(s.seed), st.reference ? "reference " : "", st.title.c_str(), st.launches,
            st.launches == 1 ? "" : "es", st.seconds * 1e3);
        out += buf;
    }
    int launches = 0, kernelSteps = 0;
    for (const auto& st : s.steps) {
        launches += st.reference ? 0 : st.launches;
        kernelSteps += st.reference ? 0 : 1;
    }
    if (kernelSteps > 1) {
        std::snprintf(buf, sizeof buf, "seed %llu: the kernel's steps in total: %d launch%s, %.3g ms\n",
            static_cast<unsigned long long>(s.seed), launches, launches == 1 ? "" : "es", s.kernelSeconds * 1e3);
        out += buf;
    }
    return out;
}

} // namespace

std::string summarizeRun(const RunResult& r)
{
    std::string out;
    char buf[512];
    const RunResult::Stop stop = r.stop();
    for (const auto& s : r.seeds) {
        if (!s.completed)
            out += "seed " + std::to_string(s.seed) + ": STOPPED (" + s.stopReason + "): " + s.stopMessage + "\n";
        if (s.partial)
            out += "seed " + std::to_string(s.seed) + ": partial: " + std::to_string(s.ctasDone) + " of "
                + std::to_string(s.ctasTotal) + " CTAs finished before the stop\n";
        if (!s.referenceError.empty())
            out += "seed " + std::to_string(s.seed) + ": REFERENCE FAILED: " + s.referenceError + "\n";
        out += stepsText(s);
        for (const auto& o : s.outputs) {
            const auto& st = o.stats;
            if (!s.referenceError.empty()) {
                out += "seed " + std::to_string(s.seed) + ": " + st.name + " not compared (the reference failed)\n";
                continue;
            }
            // the outputs of a launch that stopped early are not a verdict on the kernel
            const char* verdict = !s.completed ? "not judged (stopped)" : st.passed ? "passed" : "FAILED";
            // the ULP figure leaves out elements within atol: near zero their ULP distance is huge and meaningless
            const std::string ulpNote = st.passedByAtol > 0
                ? " beyond atol, " + std::to_string(st.passedByAtol) + " within atol not counted"
                : std::string();
            std::snprintf(buf, sizeof buf,
                "seed %llu: %s %s: %lld of %lld elements mismatch; max abs %s, max rel %.3g, max %llu ulp%s (%s)\n",
                static_cast<unsigned long long>(s.seed), st.name.c_str(), verdict,
                static_cast<long long>(st.mismatches), static_cast<long long>(st.elements - st.excluded),
                valueText(st.maxAbsError, st.dtype, 3).c_str(), st.maxRelError,
                static_cast<unsigned long long>(st.maxUlpBeyondAtol), ulpNote.c_str(), st.tolerance.describe().c_str());
            out += buf;
            if (st.excluded > 0) {
                std::snprintf(buf, sizeof buf,
                    "    %s: %lld of %lld elements compared; %lld outside, not compared (%lld untouched, %lld "
                    "written)\n",
                    st.selection.c_str(), static_cast<long long>(st.elements - st.excluded),
                    static_cast<long long>(st.elements), static_cast<long long>(st.excluded),
                    static_cast<long long>(st.excludedUntouched), static_cast<long long>(st.excludedWritten));
                out += buf;
            }
            if (!st.matching.empty())
                out += "    matched " + st.matching
                    + (st.matching.rfind("unordered", 0) == 0 ? " (as multisets: both sides sorted)\n"
                                                              : " (each element against its allowed values)\n");
            if (st.masked > 0 && s.partial) {
                std::snprintf(buf, sizeof buf,
                    "    partial: %lld of %lld elements compared (written before the stop), %lld not compared\n",
                    static_cast<long long>(st.elements - st.masked), static_cast<long long>(st.elements),
                    static_cast<long long>(st.masked));
                out += buf;
            } else if (st.masked > 0) {
                std::snprintf(buf, sizeof buf,
                    "    sampled: %lld of %lld elements compared (written by the sampled CTAs), %lld not compared\n",
                    static_cast<long long>(st.elements - st.masked), static_cast<long long>(st.elements),
                    static_cast<long long>(st.masked));
                out += buf;
            }
            if (st.neitherWrote > 0) {
                std::snprintf(buf, sizeof buf,
                    "    untouched: %lld of %lld elements were written by neither the kernel nor the reference "
                    "(both still hold the poison pattern); they are not counted as matches\n",
                    static_cast<long long>(st.neitherWrote), static_cast<long long>(st.elements));
                out += buf;
            }
            if (s.completed && !st.passed && !st.worst.empty()) {
                const auto& w = st.worst.front();
                std::snprintf(buf, sizeof buf, "    worst at %s: got %s, expected %s (%s)\n",
                    indexToString(w.index).c_str(), valueText(w.value, st.dtype).c_str(),
                    valueText(w.reference, st.dtype).c_str(), elementCategoryName(w.category));
                out += buf;
            }
            for (const auto& w : st.warnings)
                out += "    warning: " + w.message + "\n";
        }
        for (const auto& w : s.warnings)
            out += "seed " + std::to_string(s.seed) + ": warning: " + w.message + "\n";
    }
    out += deviceOutputText(r.deviceOutput);
    for (const auto& f : r.findings)
        out += std::string(failsRun(f) ? "finding: " : "finding (warning): ") + findingKindName(f.kind) + ": "
            + f.message + (f.count > 1 ? " (" + std::to_string(f.count) + " times)" : "") + "\n";
    for (const auto& w : r.warnings)
        out += "warning: " + w.message + "\n";
    for (const auto& h : r.hints)
        out += "hint: " + h.message + "\n";
    if (r.record.approx != "default")
        out += "approximate instructions at the PTX ISA's documented worst case (" + r.record.approx + ")\n";
    if (r.sample)
        out += "SAMPLED: " + std::to_string(r.sample->ctas) + " of " + std::to_string(r.sample->gridCtas)
            + " CTAs ran (" + r.sample->description + "); only the output elements they wrote were compared\n";
    const std::string seeds = " (" + std::to_string(r.seeds.size()) + (r.seeds.size() == 1 ? " seed)" : " seeds)");
    const auto refFailed = static_cast<std::size_t>(
        std::count_if(r.seeds.begin(), r.seeds.end(), [](const SeedResult& s) { return !s.referenceError.empty(); }));
    if (refFailed > 0 && !stop.stopped)
        out += "REFERENCE FAILED on the " + r.backend + seeds + ": the reference could not be computed for "
            + std::to_string(refFailed) + " seed(s), so the kernel's outputs there are not a verdict\n";
    else if (stop.stopped && stop.seeds == 0)
        out += "STOPPED (" + stop.reason + ") on the " + r.backend + seeds + ": " + stop.message
            + "; a partial result, not a verdict\n";
    else if (stop.stopped)
        out += "STOPPED (" + stop.reason + ") on the " + r.backend + seeds + ": " + std::to_string(stop.seeds)
            + " launch(es) did not finish"
            + (r.seeds.size() < static_cast<std::size_t>(r.record.seedCount)
                    ? ", " + std::to_string(r.seeds.size()) + " of " + std::to_string(r.record.seedCount) + " seeds ran"
                    : std::string())
            + ", so their outputs are not a verdict\n";
    else
        out += std::string(r.passed ? "PASSED" : "FAILED") + " on the " + r.backend + seeds + "\n";
    return out;
}

} // namespace warpscope::core
