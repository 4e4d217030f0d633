#include "core/report/reportrun.h"

#include "core/report/reportlistings.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <optional>

namespace warpscope::core {

using nlohmann::json;

namespace {

// result.json writes non-finite numbers as "nan", "inf", "-inf".
double number(const json& j, const char* key)
{
    if (!j.contains(key))
        return 0.0;
    const json& v = j[key];
    if (v.is_number())
        return v.get<double>();
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        if (s == "inf")
            return std::numeric_limits<double>::infinity();
        if (s == "-inf")
            return -std::numeric_limits<double>::infinity();
    }
    return std::numeric_limits<double>::quiet_NaN();
}

std::vector<std::string> warningMessages(const json& a)
{
    std::vector<std::string> out;
    for (const json& w : a)
        out.push_back(w.is_string() ? w.get<std::string>() : w.value("message", w.value("kind", "")));
    return out;
}

std::array<std::uint32_t, 3> dims(const json& j)
{
    std::array<std::uint32_t, 3> d {0, 0, 0};
    for (std::size_t i = 0; i < 3 && j.is_array() && i < j.size(); ++i)
        d[i] = j[i].get<std::uint32_t>();
    return d;
}

ReportOutput outputFrom(const json& j)
{
    ReportOutput o;
    o.name = j.value("name", "");
    o.dtype = j.value("dtype", "");
    o.shape = j.value("shape", std::vector<std::int64_t> {});
    o.passed = j.value("passed", false);
    o.elements = j.value("elements", std::int64_t(0));
    o.mismatches = j.value("mismatches", std::int64_t(0));
    o.maxAbsError = number(j, "max_abs_error");
    o.maxRelError = number(j, "max_rel_error");
    // the ULP figure without the elements that passed by atol (near zero their ULP distance says nothing);
    // results from before that field have only max_ulp
    o.maxUlp = j.value("max_ulp_beyond_atol", j.value("max_ulp", std::uint64_t(0)));
    if (j.contains("worst_index") && j["worst_index"].is_array())
        o.worstIndex = j["worst_index"].get<std::vector<std::int64_t>>();
    if (j.contains("tolerance") && j["tolerance"].is_object()) {
        o.tolerance = j["tolerance"].value("rule", "");
        const json& t = j["tolerance"];
        o.atol = number(t, "atol");
        o.rtol = number(t, "rtol");
        if (!std::isfinite(o.atol))
            o.atol = 0;
        if (!std::isfinite(o.rtol))
            o.rtol = 0;
        o.closeRule = t.value("close_rule", true);
        if (t.contains("max_ulp") && t["max_ulp"].is_number_unsigned()) {
            o.ulpRule = t["max_ulp"].get<std::uint64_t>();
            o.hasUlpRule = true;
        }
    }
    o.warnings = warningMessages(j.value("warnings", json::array()));
    const json files = j.value("files", json::object());
    for (auto it = files.begin(); files.is_object() && it != files.end(); ++it)
        if (it.value().is_string())
            o.files[it.key()] = it.value().get<std::string>();
    return o;
}

std::vector<std::pair<std::string, std::int64_t>> paramsFrom(const json& j)
{
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (auto it = j.begin(); j.is_object() && it != j.end(); ++it)
        if (it.value().is_number_integer())
            out.emplace_back(it.key(), it.value().get<std::int64_t>());
    return out;
}

ReportRoofline rooflineFrom(const json& j)
{
    ReportRoofline r;
    r.bytes = number(j, "bytes");
    r.flops = number(j, "flops");
    r.seconds = number(j, "seconds");
    r.peakGflops = number(j, "peak_gflops");
    r.peakGBs = number(j, "peak_gbs");
    r.bound = j.value("bound", "");
    return r;
}

/// A profiled run's roofline (metrics.roofline, core/analysis/roofline.h): the emulator's model, its
/// time a lower bound, labelled as such in the report.
std::optional<ReportRoofline> modelRooflineFrom(const json& j)
{
    if (!j.is_object() || number(j, "flops") + number(j, "dram_bytes") <= 0)
        return std::nullopt;
    ReportRoofline r;
    r.bytes = number(j, "dram_bytes");
    r.flops = number(j, "flops");
    r.seconds = number(j, "estimated_seconds");
    r.peakGflops = number(j, "peak_flops_per_s") / 1e9;
    r.peakGBs = number(j, "bandwidth_bytes_per_s") / 1e9;
    r.bound = j.value("bound", "");
    r.modelGpu = j.value("gpu", std::string("GPU"));
    return r;
}

ReportRun runFrom(const json& j)
{
    ReportRun r;
    r.backend = j.value("backend", "");
    r.backendDescription = j.value("backend_description", "");
    r.arch = j.value("arch", 0);
    r.entry = j.value("entry", "");
    r.referenceKind = j.value("reference_kind", "");
    r.passed = j.value("passed", false);
    r.params = paramsFrom(j.value("params", json::object()));
    const json options = j.value("options", json::object());
    r.seedCount = options.value("seeds", 0);
    r.seedBase = options.value("seed_base", std::uint64_t(0));
    for (const json& js : j.value("seeds", json::array())) {
        ReportSeed s;
        s.seed = js.value("seed", std::uint64_t(0));
        s.passed = js.value("passed", false);
        s.completed = js.value("completed", true);
        if (const json st = js.value("stopped", json::object()); !s.completed) {
            s.stopReason = st.value("reason", "");
            s.stopMessage = st.value("message", "");
            s.partial = st.value("partial", false);
            s.ctasDone = st.value("ctas_done", std::uint64_t(0));
            s.ctasTotal = st.value("ctas_total", std::uint64_t(0));
        }
        for (const json& o : js.value("outputs", json::array()))
            s.outputs.push_back(outputFrom(o));
        r.seeds.push_back(std::move(s));
    }
    if (r.seedCount == 0)
        r.seedCount = static_cast<int>(r.seeds.size());
    if (const json st = j.value("stopped", json::object());
        st.is_object() && !st.empty() && st.value("seeds", json::array()).empty()) {
        r.cutReason = st.value("reason", "");
        r.cutMessage = st.value("message", "");
    }
    for (const json& f : j.value("findings", json::array()))
        r.findings.push_back({f.value("kind", "other"), f.value("message", ""), f.value("source_line", 0),
            f.value("ptx_line", 0), dims(f.value("block", json::array())), dims(f.value("thread", json::array())),
            f.value("count", std::uint64_t(1))});
    r.warnings = warningMessages(j.value("warnings", json::array()));
    if (j.contains("environment") && j["environment"].is_object() && !j["environment"].empty())
        r.environment = reportEnvironmentFromJson(j["environment"], r.backend);
    if (j.contains("compile") && j["compile"].is_object()) {
        r.compile = reportCompileFromJson(j["compile"]);
        r.listings = detail::reportListingsFromJson(j["compile"]);
    }
    r.profile = detail::reportProfileFromJson(j.value("metrics", json::object()));
    if (j.contains("roofline") && j["roofline"].is_object())
        r.roofline = rooflineFrom(j["roofline"]);
    else if (const json m = j.value("metrics", json::object()); m.is_object() && m.contains("roofline"))
        r.roofline = modelRooflineFrom(m["roofline"]);
    return r;
}

std::string versionFromInt(int v)
{
    if (v <= 0)
        return {};
    return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

} // namespace

Result<ReportRun> reportRunFromJson(const json& j, const std::string& file)
{
    if (!j.is_object() || !j.contains("schema") || !j["schema"].is_number_integer())
        return makeError(ErrorCode::BadInput, "not a run result: the 'schema' key is missing", file, 0, "schema");
    if (j["schema"].get<int>() > 1)
        return makeError(ErrorCode::BadInput,
            "the result was written with schema " + std::to_string(j["schema"].get<int>())
                + ", newer than this Warpscope reads (1); update Warpscope",
            file, 0, "schema");
    try {
        return runFrom(j);
    } catch (const json::exception& e) {
        return makeError(ErrorCode::BadInput, std::string("a key has the wrong type (") + e.what() + ")", file);
    }
}

ReportCompile reportCompileFromJson(const json& j)
{
    ReportCompile c;
    c.arch = j.value("arch", 0);
    c.ok = j.value("ok", false);
    c.entry = j.value("entry", "");
    for (const json& d : j.value("diagnostics", json::array())) {
        const std::string severity = d.value("severity", "");
        c.errors += severity.find("error") != std::string::npos;
        c.warnings += severity == "warning";
    }
    if (j.contains("resources") && j["resources"].is_object()) {
        const json& r = j["resources"];
        c.resources = ReportResources {r.value("kernel", c.entry), r.value("registers", 0), r.value("shared_static", 0),
            r.value("local", 0), r.value("spill_stores", 0), r.value("spill_loads", 0), r.value("constant", 0),
            r.value("barriers", 0)};
    }
    if (j.contains("occupancy") && j["occupancy"].is_object()) {
        const json& o = j["occupancy"];
        c.occupancy = ReportOccupancy {
            o.value("active_warps_per_sm", 0), o.value("max_warps_per_sm", 0), o.value("limiter", "")};
    }
    return c;
}

ReportEnvironment reportEnvironmentFromJson(const json& j, const std::string& backend)
{
    ReportEnvironment e;
    const json cuda = j.value("cuda", json::object());
    const json devices = cuda.value("devices", json::array());
    if (backend == "cuda" && !devices.empty())
        e.device = devices[0].value("name", "GPU") + " (compute capability "
            + devices[0].value("compute_capability", "?") + ")";
    else
        e.device = "PTX emulator " + j.value("emulator_version", "");
    e.cudaToolkit = j.value("cuda_toolkit_version", "");
    e.nvrtc = j.value("nvrtc", json::object()).value("version", "");
    e.driver = cuda.value("driver_loaded", false) ? versionFromInt(cuda.value("driver_version", 0)) : "not loaded";
    e.nvdisasm = j.value("nvdisasm", json::object()).value("version", "");
    e.host = j.value("host", "");
    e.warpscope = j.value("warpscope_version", "");
    if (const auto t = j.find("target"); t != j.end() && t->is_object()) {
        e.target = t->value("name", std::string()) + " (" + t->value("url", std::string()) + ")";
        if (const std::string host = t->value("remote_host", std::string()); !host.empty())
            e.target += ", host " + host;
        if (const std::string job = t->value("slurm_job", std::string()); !job.empty())
            e.target += ", Slurm job " + job;
    }
    return e;
}

} // namespace warpscope::core
