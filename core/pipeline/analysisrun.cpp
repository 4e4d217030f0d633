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

} // namespace warpscope::core::analysis
