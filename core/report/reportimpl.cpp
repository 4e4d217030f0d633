#include "core/report/reportimpl.h"

#include "core/common/paths.h"
#include "core/io/npy.h"
#include "core/report/heatmap.h"
#include "core/report/png.h"
#include "core/report/reportformat.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace warpscope::core::detail {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr std::size_t kMaxHeatmaps = 4;

/// The folder name writeImplementationsBundle gives an implementation ("cuda@sm_80" -> "cuda_sm_80").
std::string folderName(std::string s)
{
    for (char& c : s)
        if (c == '@' || c == '/' || c == ' ')
            c = '_';
    return s;
}

std::string numberText(const json& v)
{
    if (v.is_number())
        return formatNumber(v.get<double>());
    return v.is_string() ? v.get<std::string>() : "-";
}

/// One column of the comparison table from an implementation's entry.
std::vector<std::string> column(const json& e)
{
    double maxAbs = 0, maxRel = 0;
    std::uint64_t maxUlp = 0;
    std::int64_t mismatches = 0;
    bool compared = false;
    const json run = e.value("run", json::object());
    for (const json& s : run.value("seeds", json::array()))
        for (const json& o : s.value("outputs", json::array())) {
            compared = true;
            mismatches += o.value("mismatches", std::int64_t(0));
            if (o.contains("max_abs_error") && o["max_abs_error"].is_number())
                maxAbs = std::max(maxAbs, o["max_abs_error"].get<double>());
            if (o.contains("max_rel_error") && o["max_rel_error"].is_number())
                maxRel = std::max(maxRel, o["max_rel_error"].get<double>());
            maxUlp = std::max(maxUlp, o.value("max_ulp", std::uint64_t(0)));
        }
    json res = e.value("resources", json::object());
    json occ = e.value("occupancy", json::object());
    int launchShared = e.value("launch_shared", 0);
    // a pipeline needs its most demanding step's registers and shared memory, and runs at its lowest
    // occupancy: each step's figures are in "steps"
    const json steps = e.value("steps", json::array());
    std::string mark;
    if (steps.is_array() && !steps.empty()) {
        mark = " (max)";
        int regs = -1;
        int shared = -1;
        for (const json& st : steps) {
            const json r = st.value("resources", json::object());
            if (!r.contains("registers"))
                continue;
            regs = std::max(regs, r.value("registers", 0));
            shared = std::max(shared, r.value("shared_static", 0) + st.value("launch_shared", 0));
            const json o = st.value("occupancy", json::object());
            if (o.contains("occupancy")
                && (!occ.contains("occupancy") || o.value("occupancy", 0.0) < occ.value("occupancy", 0.0)))
                occ = o;
        }
        if (regs >= 0) {
            res = {{"registers", regs}, {"shared_static", shared}};
            launchShared = 0;
        }
    }
    return {e.value("language", std::string()) + " " + e.value("arch", std::string()),
        e.value("verdict", std::string("-")), compared ? formatNumber(maxAbs) : "-",
        compared ? formatNumber(maxRel) : "-", compared ? std::to_string(maxUlp) : "-",
        compared ? std::to_string(mismatches) : "-",
        run.contains("findings") ? std::to_string(run["findings"].size()) : "-",
        res.contains("registers") ? std::to_string(res.value("registers", 0)) + mark : "-",
        res.contains("shared_static") ? std::to_string(res.value("shared_static", 0) + launchShared) + " B" + mark
                                      : "-",
        occ.contains("occupancy") ? formatNumber(100.0 * occ.value("occupancy", 0.0)) + " %" : "-"};
}

std::optional<ReportImage> pairHeatmap(const fs::path& folder, const json& d, const std::string& runId)
{
    const std::string pair = folderName(d.value("a", std::string())) + "-vs-" + folderName(d.value("b", std::string()));
    const std::string seed = std::to_string(d.value("seed", std::uint64_t(0)));
    const std::string output = d.value("output", std::string());
    std::string safe;
    for (char c : output)
        safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-') ? c : '_';
    const fs::path dir = folder / "diff" / pair / ("seed-" + seed);
    auto category = loadNpy(dir / (safe + ".category.npy"));
    auto absError = loadNpy(dir / (safe + ".abs_error.npy"));
    if (!category || !absError)
        return std::nullopt;
    auto image = renderErrorHeatmap(*category, *absError);
    if (!image)
        return std::nullopt;
    return ReportImage {
        "implementations-" + folderName(runId) + "-" + pair + "-" + seed + "-" + safe + ".png", {}, encodePng(*image)};
}

} // namespace

std::optional<ReportImplementations> loadReportImplementations(const fs::path& bundle, const std::string& runId)
{
    const fs::path folder = bundle / "implementations";
    std::error_code ec;
    if (!fs::is_regular_file(folder / "implementations.json", ec))
        return std::nullopt;
    auto text = readTextFile(folder / "implementations.json", std::size_t(256) << 20);
    if (!text)
        return std::nullopt;
    const json j = json::parse(*text, nullptr, false);
    if (j.is_discarded() || !j.contains("implementations"))
        return std::nullopt;
    ReportImplementations r;
    r.passed = j.value("passed", false);
    r.hasReference = j.value("has_reference", false);
    r.header.push_back("");
    static const char* kLabels[] = {"Language, arch", "Verdict", "Max abs", "Max rel", "Max ULP", "Mismatches",
        "Findings", "Registers", "Shared memory", "Occupancy"};
    for (const char* label : kLabels)
        r.rows.push_back({label});
    for (const json& e : j["implementations"]) {
        r.header.push_back(e.value("name", std::string()));
        const auto cells = column(e);
        for (std::size_t i = 0; i < cells.size() && i < r.rows.size(); ++i)
            r.rows[i].push_back(cells[i]);
    }
    for (const json& d : j.value("differences", json::array())) {
        std::string first = "-";
        if (d.contains("first_index")) {
            first = "[";
            for (const json& i : d["first_index"])
                first += (first.size() > 1 ? ", " : "") + std::to_string(i.get<std::int64_t>());
            first += "]: " + numberText(d["first_a"]) + " vs " + numberText(d["first_b"]);
        }
        const std::string status = d.value("status", std::string());
        r.differences.push_back({d.value("a", std::string()) + " vs " + d.value("b", std::string()),
            d.value("output", std::string()), std::to_string(d.value("seed", std::uint64_t(0))), status,
            std::to_string(d.value("differing", std::int64_t(0))) + " / "
                + std::to_string(d.value("elements", std::int64_t(0))),
            std::to_string(d.value("beyond_tolerance", std::int64_t(0))), numberText(d.value("max_abs", json())),
            std::to_string(d.value("max_ulp", std::uint64_t(0))), first});
        if (status != "bit-identical" && r.heatmaps.size() < kMaxHeatmaps)
            if (auto image = pairHeatmap(folder, d, runId))
                r.heatmaps.push_back({*image,
                    d.value("a", std::string()) + " against " + d.value("b", std::string()) + ", output "
                        + d.value("output", std::string()) + ", seed " + std::to_string(d.value("seed", 0))
                        + ": |A - B| per element (dark: equal, brighter: larger difference within the tolerance, "
                          "red: beyond it). Status: "
                        + status + "."});
    }
    for (const json& m : j.value("migrations", json::array())) {
        std::string line = m.value("a", std::string()) + " -> " + m.value("b", std::string()) + " ("
            + m.value("what", std::string()) + "): ";
        if (!m.value("compiled", false)) {
            line += m.value("note", std::string("not compiled"));
        } else {
            const json sass = m.value("sass", json::object());
            line += sass.value("identical", true) ? "SASS identical"
                                                  : "SASS +" + std::to_string(sass.value("added", 0)) + " -"
                    + std::to_string(sass.value("removed", 0)) + " lines";
            for (const json& res : m.value("resources", json::array()))
                if (res.value("changed", false) && res.contains("a") && res.contains("b"))
                    line += "; registers " + std::to_string(res["a"].value("registers", 0)) + " -> "
                        + std::to_string(res["b"].value("registers", 0));
        }
        r.migrations.push_back(line);
    }
    return r;
}

void appendImplementations(ReportBuilder& b, const ReportRun& r)
{
    if (!r.implementations)
        return;
    const ReportImplementations& im = *r.implementations;
    b.paragraph(ReportInline {{"Implementations side by side", ReportSpan::Style::Bold, {}},
        {im.hasReference ? " (each against the reference; every pair against each other)"
                         : " (no reference: the implementations are judged against each other)",
            ReportSpan::Style::Plain, {}}});
    b.table(im.header, im.rows);
    if (!im.differences.empty())
        b.table({"Pair", "Output", "Seed", "Status", "Bits differ", "Beyond tolerance", "Max abs", "Max ULP",
                    "First differing element"},
            im.differences, 3);
    if (!im.migrations.empty()) {
        std::vector<ReportInline> items;
        for (const std::string& m : im.migrations)
            items.push_back(plainText("Migration " + m));
        b.list(std::move(items));
    }
    for (const auto& [image, caption] : im.heatmaps)
        b.image(image, "Run " + r.id + ": " + caption);
}

} // namespace warpscope::core::detail
