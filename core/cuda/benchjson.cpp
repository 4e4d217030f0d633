#include "core/cuda/benchjson.h"

#include "core/cuda/devicequery.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <sstream>

namespace warpscope::core {

namespace {

std::string hex(std::uint64_t v)
{
    char buf[24];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

nlohmann::json checksToJson(const RunCheckSummary& c)
{
    return {{"timed_runs", c.timedRuns}, {"checked_runs", c.checkedRuns}, {"failed_runs", c.failedRuns},
        {"against_reference", c.againstReference}, {"first_failure", c.firstFailure}};
}

nlohmann::json rooflineToJson(const RooflineInput& in, const RooflineFloor& f)
{
    return {{"bytes", in.bytes}, {"flops", in.flops}, {"bandwidth", in.bandwidth}, {"peak_flops", in.peakFlops},
        {"l2_flushed", in.l2Flushed}, {"source", in.source}, {"applicable", f.applicable}, {"floor_seconds", f.seconds},
        {"memory_seconds", f.memorySeconds}, {"compute_seconds", f.computeSeconds}, {"basis", f.basis}};
}

nlohmann::json metricsToJson(const std::optional<KernelMetrics>& m)
{
    if (!m)
        return nullptr;
    nlohmann::json values = nlohmann::json::object();
    for (const auto& v : m->values)
        values[v.name] = v.value;
    return {{"chip", m->chip}, {"passes", m->passes}, {"values", values}, {"unavailable", m->unavailable}};
}

/// null without a prediction, so a reader tells "not predicted" from "predicted zero".
nlohmann::json predictedToJson(const BenchSideResult& s)
{
    if (s.predicted.empty())
        return s.predictedSource.empty() ? nlohmann::json(nullptr)
                                         : nlohmann::json {{"source", s.predictedSource}, {"values", nullptr}};
    nlohmann::json values = nlohmann::json::object();
    for (const auto& v : s.predicted)
        values[v.name] = v.value;
    return {{"source", s.predictedSource}, {"dram_model", s.predictedModel}, {"values", values}};
}

nlohmann::json sideToJson(const BenchSideResult& s)
{
    nlohmann::json buffers = nlohmann::json::array();
    for (const auto& b : s.buffers)
        buffers.push_back({{"name", b.name}, {"role", b.role}, {"dtype", b.dtype}, {"shape", b.shape},
            {"bytes", b.bytes}, {"hash", hex(b.hash)}});
    return {{"label", s.label}, {"entry", s.entry}, {"registers", s.footprint.registersPerThread},
        {"shared_static", s.footprint.staticShared}, {"max_threads_per_block", s.footprint.maxThreadsPerBlock},
        {"module_note", s.moduleNote}, {"seconds", s.seconds}, {"event_seconds", s.eventSeconds},
        {"stats", sampleStatsToJson(s.stats)}, {"checks", checksToJson(s.checks)}, {"buffers", buffers},
        {"roofline", rooflineToJson(s.roofline, s.floor)}, {"metrics", metricsToJson(s.metrics)},
        {"metrics_error", s.metricsError}, {"predicted", predictedToJson(s)}};
}

std::string row(const BenchSideResult& s, const char* role)
{
    char buf[256];
    const SampleStats& t = s.stats;
    std::snprintf(buf, sizeof buf, "%-9s %-28s %12s %12s %12s %12s %5zu %4d/%d\n", role, s.entry.substr(0, 28).c_str(),
        formatSeconds(t.median).c_str(), formatSeconds(t.iqr).c_str(), formatSeconds(t.min).c_str(),
        formatSeconds(t.max).c_str(), t.count, s.checks.checkedRuns - s.checks.failedRuns, s.checks.timedRuns);
    return buf;
}

} // namespace

nlohmann::json sampleStatsToJson(const SampleStats& s)
{
    return {{"count", s.count}, {"median", s.median}, {"q1", s.q1}, {"q3", s.q3}, {"iqr", s.iqr}, {"min", s.min},
        {"max", s.max}, {"mean", s.mean}, {"stddev", s.stddev}, {"outliers", s.outliers}};
}

bool auditPassed(const std::vector<AuditLine>& audit)
{
    for (const auto& l : audit)
        if (l.verdict == AuditVerdict::Fail)
            return false;
    return true;
}

nlohmann::json benchmarkToJson(const BenchmarkResult& r)
{
    nlohmann::json audit = nlohmann::json::array();
    for (const auto& l : r.audit)
        audit.push_back({{"check", l.check}, {"verdict", auditVerdictName(l.verdict)}, {"reason", l.reason}});
    nlohmann::json speedup = nullptr;
    if (r.baseline) {
        speedup = sampleStatsToJson(r.speedupStats);
        speedup["per_pair"] = r.speedups;
        speedup["definition"] = "baseline time / candidate time of each interleaved pair (> 1: candidate faster)";
    }
    return {{"schema", kBenchSchema}, {"timer", r.timer}, {"timer_note", r.timerNote}, {"cache", r.cache},
        {"l2_flush_bytes", r.l2FlushBytes}, {"warmup", r.warmup}, {"repeats", r.repeats}, {"scheme", r.scheme},
        {"order", r.order}, {"device", deviceInfoToJson(r.device)}, {"gpu_spec", r.gpuSpec},
        {"candidate", sideToJson(r.candidate)},
        {"baseline", r.baseline ? sideToJson(*r.baseline) : nlohmann::json(nullptr)}, {"speedup", speedup},
        {"sync_after_seconds", r.syncAfterSeconds}, {"audit", audit}, {"audit_passed", auditPassed(r.audit)}};
}

std::string benchmarkTable(const BenchmarkResult& r)
{
    std::ostringstream out;
    out << r.device.name << " (sm_" << r.device.arch() << ", " << r.device.smCount << " SMs); timer: " << r.timer
        << "; L2: "
        << (r.cache == "flush_l2"
                   ? "flushed before every run (" + std::to_string(r.l2FlushBytes >> 20) + " MiB written)"
                   : std::string("warm (not flushed)"))
        << "; " << r.warmup << " warm-up + " << r.repeats << " timed runs per kernel"
        << (r.scheme.empty() ? "" : ", order " + r.scheme) << "\n";
    if (!r.timerNote.empty())
        out << "note: " << r.timerNote << "\n";
    char header[256];
    std::snprintf(header, sizeof header, "%-9s %-28s %12s %12s %12s %12s %5s %s\n", "", "kernel", "median", "IQR",
        "min", "max", "runs", "ok");
    out << header;
    if (r.baseline)
        out << row(*r.baseline, "baseline");
    out << row(r.candidate, "candidate");
    if (r.baseline) {
        char buf[200];
        std::snprintf(buf, sizeof buf,
            "speed-up (baseline/candidate, per pair): median %.3fx, IQR %.3fx, min %.3fx, max %.3fx\n",
            r.speedupStats.median, r.speedupStats.iqr, r.speedupStats.min, r.speedupStats.max);
        out << buf;
    }
    out << "fairness audit:\n";
    for (const auto& l : r.audit) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "  %-4s %-23s ", auditVerdictName(l.verdict), l.check.c_str());
        out << buf << l.reason << "\n";
    }
    for (const BenchSideResult* s : {r.baseline ? &*r.baseline : nullptr, &r.candidate})
        if (s && !s->metricsError.empty())
            out << "metrics (" << s->entry << "): " << s->metricsError << "\n";
    return out.str();
}

} // namespace warpscope::core
