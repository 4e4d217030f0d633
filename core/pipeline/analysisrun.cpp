#include "core/pipeline/analysisrun.h"

namespace warpscope::core::analysis {

AnalysisConfig analysisConfigFor(const ResolvedTask& resolved, const std::string& gpu, std::uint64_t seed)
{
    AnalysisConfig c;
    c.gpu = gpu;
    c.seed = seed;
    for (std::size_t i = 0; i < resolved.buffers.size(); ++i) {
        const BufferSpec& spec = *resolved.buffers[i].spec;
        if (spec.role != BufferRole::Output && spec.role != BufferRole::InOut)
            continue;
        c.buffers.push_back({static_cast<int>(i), spec.name, static_cast<std::uint32_t>(dtypeSize(spec.dtype)),
            spec.role == BufferRole::Output});
    }
    return c;
}

void applyAnalysis(AnalysisObserver& observer, SeedResult& seed, RunResult& run)
{
    if (!observer.analysed()) {
        run.metrics = {{"error",
            "analysis runs on the emulator only: the " + run.backend
                + " backend does not report instruction "
                  "events; run with --backend emu"}};
        return;
    }
    AnalysisReport report = observer.takeReport();
    for (auto& f : report.findings) {
        // a warning (a race where both threads wrote the same value) is reported, fails nothing
        if (failsRun(f))
            seed.passed = false;
        seed.findings.push_back(std::move(f));
    }
    report.findings.clear();
    run.metrics = analysisReportToJson(report);
    run.provenance = observer.takeProvenance();
}

namespace {

/// Whether the provenance saw any write to an output (a step that only fills scratch buffers has none).
bool wroteAnything(const Provenance& p)
{
    for (const auto& b : p.buffers)
        for (std::uint32_t r : b.records)
            if (r != kNoWriter)
                return true;
    return false;
}

} // namespace

void applyStepAnalyses(const std::vector<std::unique_ptr<AnalysisObserver>>& observers,
    const std::vector<EngineMessage>& titles, SeedResult& seed, RunResult& run)
{
    if (titles.empty()) {
        if (!observers.empty())
            applyAnalysis(*observers.front(), seed, run);
        return;
    }
    nlohmann::json steps = nlohmann::json::array();
    std::size_t hottest = 0;
    std::uint64_t most = 0;
    for (std::size_t i = 0; i < observers.size() && i < titles.size(); ++i) {
        AnalysisObserver& o = *observers[i];
        if (!o.analysed()) {
            applyAnalysis(o, seed, run); // says why there are no metrics
            return;
        }
        AnalysisReport report = o.takeReport();
        for (auto& f : report.findings) {
            f.message = engineMessageText(titles[i]) + ": " + f.message;
            if (!f.messageParts.empty())
                f.messageParts.insert(f.messageParts.begin(), engineMessage("stop.step_label", {titles[i]}));
            if (failsRun(f))
                seed.passed = false;
            seed.findings.push_back(std::move(f));
        }
        report.findings.clear();
        steps.push_back({{"title", engineMessageText(titles[i])}, {"metrics", analysisReportToJson(report)}});
        const std::uint64_t done = i < seed.steps.size() ? seed.steps[i].warpInstructions : 0;
        if (done > most) {
            most = done;
            hottest = i;
        }
        Provenance p = o.takeProvenance();
        if (wroteAnything(p)) {
            p.step = engineMessageText(titles[i]);
            run.provenance = std::move(p);
        }
    }
    if (steps.empty())
        return;
    run.metrics = steps[hottest]["metrics"];
    run.metrics["step"] = engineMessageText(titles[hottest]);
    run.metrics["note"] = "analysis ran on the first seed only, on the emulator, one launch per step; these are the "
                          "counts of "
        + engineMessageText(titles[hottest])
        + ", the step that executed the most instructions; metrics.steps holds every step's";
    run.metrics["steps"] = steps;
}

} // namespace warpscope::core::analysis
