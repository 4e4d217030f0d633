// The cache traffic model on the teaching pairs of kernels/, through the runner with analysis on: the
// roofline's points must order the way the lessons say, not match exact numbers. A strided copy and a
// naive transpose send more sectors from L1 to L2 than their coalesced and tiled versions (their L2
// point sits left); naive sgemm asks L1 for far more bytes than the tiled one (its L1 point sits left)
// and hits in L1 more often; at these sizes every version's data fits in the L2, so the DRAM bytes
// are the compulsory ones and the same within each pair.
#include "analysistest.h"

#include "core/analysis/analysisreport.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <filesystem>

using namespace atest;
namespace fs = std::filesystem;

namespace {

std::optional<AnalysisReport> profile(const std::string& name)
{
    auto task = loadTask(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / name);
    ACHECK_MSG(task.ok(), name + ": " + (task ? "" : task.error().describe()));
    if (!task)
        return std::nullopt;
    EmulatorBackend backend;
    RunOptions options;
    options.analyze = true;
    options.seedCount = 1;
    options.keepTensors = false;
    options.collectEnvironment = false;
    RunControl control;
    control.threads = 2;
    auto r = runTask(*task, backend, options, control);
    ACHECK_MSG(r.ok(), name + ": " + (r ? "" : r.error().describe()));
    if (!r)
        return std::nullopt;
    auto report = analysisReportFromJson(r->metrics);
    ACHECK_MSG(report.ok(), name);
    if (!report)
        return std::nullopt;
    ACHECK_MSG(report->roofline.has_value(), name + ": no roofline");
    ACHECK_MSG(report->traffic.has_value(), name + ": no cache model: " + report->trafficNote);
    if (!report->roofline || !report->traffic)
        return std::nullopt;
    ACHECK_MSG(report->roofline->dramModel == kTrafficModel, name);
    // above kTrafficSampleLimit sector accesses the model samples lines; the order must hold either way
    ACHECK_MSG(report->traffic->sampleRate > 0.0 && report->traffic->sampleRate <= 1.0, name);
    return std::move(*report);
}

std::string figures(const std::string& name, const AnalysisReport& r)
{
    const RooflineEstimate& e = *r.roofline;
    char buf[256];
    std::snprintf(buf, sizeof buf, "%s: L1 %.0f B, L2 %.0f B, DRAM %.0f B, L1 hit %.1f %%, L2 hit %.1f %%, rate %g",
        name.c_str(), e.l1Bytes, e.l2Bytes, e.dramBytes, r.totals.l1HitRate(), r.totals.l2HitRate(),
        r.traffic->sampleRate);
    return buf;
}

bool sameWithin(double a, double b, double fraction)
{
    return std::abs(a - b) <= fraction * std::max(a, b);
}

void pair(const std::string& bad, const std::string& good, bool byL2)
{
    const auto b = profile(bad);
    const auto g = profile(good);
    if (!b || !g)
        return;
    const std::string both = figures(bad, *b) + "; " + figures(good, *g);
    std::fprintf(stderr, "  %s\n", both.c_str());
    const RooflineEstimate& eb = *b->roofline;
    const RooflineEstimate& eg = *g->roofline;
    if (byL2) {
        ACHECK_MSG(eb.l2Bytes > 2 * eg.l2Bytes, both);
        ACHECK_MSG(eb.l2Intensity < eg.l2Intensity || eg.flops == 0, both);
    } else {
        ACHECK_MSG(eb.l1Bytes > 2 * eg.l1Bytes, both);
        ACHECK_MSG(eb.l1Intensity < eg.l1Intensity, both);
        ACHECK_MSG(b->totals.l1HitRate() > g->totals.l1HitRate(), both);
    }
    ACHECK_MSG(sameWithin(eb.dramBytes, eg.dramBytes, 0.02), both);
    ACHECK_MSG(eb.dramBytes > 0, both);
}

void stridedCopyMovesL2Traffic()
{
    pair("copy_strided", "copy_coalesced", true);
}

void naiveTransposeMovesL2Traffic()
{
    pair("transpose_naive", "transpose_tiled", true);
}

void naiveSgemmMovesL1Traffic()
{
    pair("sgemm_naive", "sgemm_tiled", false);
}

} // namespace

int main()
{
    if (!compile("extern \"C\" __global__ void k() {}", "k").ok) {
        std::fprintf(stderr, "SKIP: NVRTC is not available\n");
        return 77;
    }
    return runTests({{"stridedCopyMovesL2Traffic", stridedCopyMovesL2Traffic},
        {"naiveTransposeMovesL2Traffic", naiveTransposeMovesL2Traffic},
        {"naiveSgemmMovesL1Traffic", naiveSgemmMovesL1Traffic}});
}
