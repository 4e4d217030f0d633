#include "core/analysis/analysisreport.h"

#include "core/analysis/metricnames.h"

namespace warpscope::core::analysis {

using nlohmann::json;

const LineMetrics* AnalysisReport::line(int sourceLine) const
{
    for (const auto& l : lines)
        if (l.sourceLine == sourceLine)
            return &l;
    return nullptr;
}

const InstructionMetrics* AnalysisReport::firstInstruction(const std::string& prefix) const
{
    for (const auto& i : instructions)
        if (i.opcode.rfind(prefix, 0) == 0)
            return &i;
    return nullptr;
}

namespace {

json sampleToJson(const AccessSample& s)
{
    json addresses = json::array();
    for (std::uint32_t lane = 0; lane < 32; ++lane)
        addresses.push_back((s.mask >> lane) & 1u ? json(s.addresses[lane]) : json(nullptr));
    return {{"pc", s.pc}, {"warp", s.warp}, {"mask", s.mask}, {"space", spaceName(static_cast<std::size_t>(s.space))},
        {"kind",
            s.kind == AccessKind::Load        ? "load"
                : s.kind == AccessKind::Store ? "store"
                                              : "atomic"},
        {"bytes", s.bytes}, {"vector", s.vector}, {"addresses", addresses}};
}

AccessSample sampleFromJson(const json& j)
{
    AccessSample s;
    s.pc = j.at("pc").get<std::uint32_t>();
    s.warp = j.at("warp").get<std::uint32_t>();
    s.mask = j.at("mask").get<std::uint32_t>();
    const std::string space = j.at("space").get<std::string>();
    for (std::size_t k = 0; k < kSpaces; ++k)
        if (space == spaceName(k))
            s.space = static_cast<ObservedSpace>(k);
    const std::string kind = j.at("kind").get<std::string>();
    s.kind = kind == "load" ? AccessKind::Load : kind == "store" ? AccessKind::Store : AccessKind::Atomic;
    s.bytes = j.at("bytes").get<std::uint8_t>();
    s.vector = j.at("vector").get<std::uint8_t>();
    const json& a = j.at("addresses");
    for (std::size_t lane = 0; lane < 32 && lane < a.size(); ++lane)
        s.addresses[lane] = a[lane].is_number() ? a[lane].get<std::uint64_t>() : 0;
    return s;
}

} // namespace

json analysisReportToJson(const AnalysisReport& r)
{
    json j;
    j["schema"] = kMetricsSchema;
    j["kernel"] = r.kernel;
    j["seed"] = r.seed;
    j["note"] = "analysis ran on the first seed only, on the emulator; counts are exact for that launch";
    j["completed"] = r.completed;
    j["grid"] = r.grid;
    j["block"] = r.block;
    json names = json::object();
    for (const auto& n : metricNames())
        names[n.key] = n.nsight;
    j["names"] = names;
    j["totals"] = countersToJson(r.totals);
    json lines = json::array();
    for (const auto& l : r.lines) {
        json o = countersToJson(l.counters);
        o["source_line"] = l.sourceLine;
        lines.push_back(std::move(o));
    }
    j["lines"] = lines;
    json instructions = json::array();
    for (const auto& i : r.instructions) {
        json o = countersToJson(i.counters);
        o["pc"] = i.pc;
        o["ptx_line"] = i.ptxLine;
        o["source_line"] = i.sourceLine;
        o["opcode"] = i.opcode;
        instructions.push_back(std::move(o));
    }
    j["instructions"] = instructions;
    j["dram_model"] = r.traffic ? kTrafficModel : kDramModel;
    j["unique_global_sectors"] = r.uniqueGlobalSectors;
    if (r.traffic)
        j["traffic_model"] = trafficSetupToJson(*r.traffic);
    else
        j["traffic_model"] = {{"error", r.trafficNote}};
    if (r.roofline)
        j["roofline"] = rooflineToJson(*r.roofline);
    else
        j["roofline"] = {{"error", r.rooflineNote}};
    json samples = json::array();
    for (const auto& s : r.samples)
        samples.push_back(sampleToJson(s));
    j["access_samples"] = samples;
    return j;
}

Result<AnalysisReport> analysisReportFromJson(const json& j)
{
    AnalysisReport r;
    const char* key = "metrics";
    try {
        key = "schema";
        if (j.at("schema").get<int>() > kMetricsSchema)
            return makeError(ErrorCode::BadInput,
                "metrics schema " + j.at("schema").dump() + " is newer than this Warpscope reads", {}, 0,
                "metrics.schema");
        key = "kernel";
        r.kernel = j.at("kernel").get<std::string>();
        key = "seed";
        r.seed = j.at("seed").get<std::uint64_t>();
        r.completed = j.value("completed", true);
        key = "grid";
        r.grid = j.at("grid").get<std::array<std::uint32_t, 3>>();
        key = "block";
        r.block = j.at("block").get<std::array<std::uint32_t, 3>>();
        key = "totals";
        r.totals = countersFromJson(j.at("totals"));
        key = "lines";
        for (const auto& l : j.at("lines"))
            r.lines.push_back({l.at("source_line").get<int>(), countersFromJson(l)});
        key = "instructions";
        for (const auto& i : j.at("instructions"))
            r.instructions.push_back({i.at("pc").get<std::uint32_t>(), i.at("ptx_line").get<int>(),
                i.at("source_line").get<int>(), i.at("opcode").get<std::string>(), countersFromJson(i)});
        key = "unique_global_sectors";
        r.uniqueGlobalSectors = j.at("unique_global_sectors").get<std::uint64_t>();
        key = "traffic_model";
        if (const auto t = j.find("traffic_model"); t != j.end()) {
            if (t->contains("error"))
                r.trafficNote = t->at("error").get<std::string>();
            else
                r.traffic = trafficSetupFromJson(*t);
        }
        key = "roofline";
        const json& roof = j.at("roofline");
        if (roof.contains("error"))
            r.rooflineNote = roof.at("error").get<std::string>();
        else
            r.roofline = rooflineFromJson(roof);
        key = "access_samples";
        for (const auto& s : j.value("access_samples", json::array()))
            r.samples.push_back(sampleFromJson(s));
    } catch (const json::exception& e) {
        return makeError(ErrorCode::BadInput,
            std::string("metrics: key '") + key + "' is missing or wrong: " + e.what(), {}, 0,
            std::string("metrics.") + key);
    }
    return r;
}

} // namespace warpscope::core::analysis
