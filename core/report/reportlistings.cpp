#include "core/report/reportlistings.h"

namespace warpscope::core::detail {

using nlohmann::json;

namespace {

std::vector<int> intList(const json& j)
{
    std::vector<int> out;
    for (const json& v : j.is_array() ? j : json::array())
        if (v.is_number_integer())
            out.push_back(v.get<int>());
    return out;
}

std::uint64_t count(const json& j, const char* key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_number_unsigned() ? it->get<std::uint64_t>() : 0;
}

double real(const json& j, const char* key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}

// Every bytes_read_<space> and bytes_written_<space> key.
std::uint64_t threadBytes(const json& j)
{
    std::uint64_t sum = 0;
    for (auto it = j.begin(); it != j.end(); ++it)
        if ((it.key().rfind("bytes_read_", 0) == 0 || it.key().rfind("bytes_written_", 0) == 0)
            && it.value().is_number_unsigned())
            sum += it.value().get<std::uint64_t>();
    return sum;
}

} // namespace

std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        lines.push_back(std::move(line));
        start = end + 1;
    }
    return lines;
}

std::optional<ReportListings> reportListingsFromJson(const json& c)
{
    if (!c.is_object() || !c.contains("ptx") || !c["ptx"].is_string() || c["ptx"].get<std::string>().empty())
        return std::nullopt;
    ReportListings l;
    l.ptx = splitLines(c["ptx"].get<std::string>());
    if (c.contains("sass") && c["sass"].is_string())
        l.sass = splitLines(c["sass"].get<std::string>());
    for (const json& e : c.value("line_map", json::array())) {
        if (!e.is_object() || !e.contains("source_line") || !e["source_line"].is_number_integer())
            continue;
        const int line = e["source_line"].get<int>();
        l.ptxBySource[line] = intList(e.value("ptx_lines", json::array()));
        l.sassBySource[line] = intList(e.value("sass_lines", json::array()));
    }
    for (const json& e : c.value("ptx_sass_map", json::array()))
        if (e.is_object() && e.contains("ptx_line") && e["ptx_line"].is_number_integer())
            l.sassByPtx[e["ptx_line"].get<int>()] = intList(e.value("sass_lines", json::array()));
    return l;
}

std::optional<ReportProfile> reportProfileFromJson(const json& m)
{
    if (!m.is_object() || !m.contains("lines") || !m["lines"].is_array() || m["lines"].empty())
        return std::nullopt;
    ReportProfile p;
    p.kernel = m.value("kernel", "");
    p.seed = count(m, "seed");
    p.completed = m.value("completed", true);
    p.cacheModel
        = m.contains("traffic_model") && m["traffic_model"].is_object() && !m["traffic_model"].contains("error");
    // the same counter names per line and per instruction (core/analysis/analysisreport.cpp)
    auto countersOf = [](const json& l) {
        ReportLineMetrics x;
        x.sourceLine = l.value("source_line", 0);
        x.executed = count(l, "inst_executed");
        x.laneEfficiency = real(l, "warp_efficiency");
        x.globalRequests = count(l, "global_requests");
        x.globalSectors = count(l, "global_sectors");
        x.globalSectorsIdeal = count(l, "global_sectors_ideal");
        x.sharedWavefronts = count(l, "shared_wavefronts");
        x.sharedWavefrontsIdeal = count(l, "shared_wavefronts_ideal");
        x.sharedMaxWays = count(l, "shared_max_ways");
        x.divergentBranches = count(l, "divergent_branches");
        x.flops = count(l, "flops");
        x.bytes = threadBytes(l);
        x.l1HitRate = real(l, "l1_hit_rate");
        x.l2HitRate = real(l, "l2_hit_rate");
        x.dramBytes = count(l, "dram_bytes_read") + count(l, "dram_bytes_write");
        return x;
    };
    for (const json& l : m["lines"]) {
        if (!l.is_object() || !l.contains("source_line") || !l["source_line"].is_number_integer())
            continue;
        if (l["source_line"].get<int>() <= 0) // code without a .loc, as the GUI's table leaves it out
            continue;
        p.lines.push_back(countersOf(l));
    }
    for (const json& i : m.value("instructions", json::array())) {
        if (!i.is_object() || !i.contains("ptx_line") || !i["ptx_line"].is_number_integer()
            || (i.contains("source_line") && !i["source_line"].is_number_integer()))
            continue;
        const std::string opcode
            = i.contains("opcode") && i["opcode"].is_string() ? i["opcode"].get<std::string>() : "";
        p.instructions.push_back({std::uint32_t(count(i, "pc")), i["ptx_line"].get<int>(), opcode, countersOf(i)});
    }
    return p;
}

} // namespace warpscope::core::detail
