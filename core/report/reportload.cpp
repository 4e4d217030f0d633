#include "core/report/reportload.h"

#include "core/common/paths.h"
#include "core/io/npy.h"
#include "core/report/heatmap.h"
#include "core/report/reportbaseline.h"
#include "core/report/reportformat.h"
#include "core/report/reportimpl.h"
#include "core/report/reportlistings.h"
#include "core/report/reportrun.h"
#include "core/review/reviewfolder.h"
#include "core/task/taskloader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

std::string safeName(const std::string& s)
{
    std::string out;
    for (char c : s)
        out += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' ? c : '_';
    return out;
}

std::string dimsText(const std::array<std::string, 3>& d)
{
    std::string s = d[0];
    for (int i = 1; i < 3; ++i)
        if (d[i] != "1")
            s += " x " + d[i];
    return s;
}

ReportTask taskSummary(const Review& review, const fs::path& reviewFolder)
{
    ReportTask t;
    t.name = review.task.name;
    t.folder = taskFolderOf(review, reviewFolder).string();
    auto task = loadTask(t.folder);
    if (!task) {
        t.problem = task.error().describe();
        return t;
    }
    t.found = true;
    t.name = task->name;
    t.summary = task->summary;
    t.source = task->kernel.source;
    if (auto text = readTextFile(fs::path(t.folder) / t.source))
        t.sourceLines = detail::splitLines(*text);
    t.entry = task->kernel.entry;
    t.options = task->kernel.options;
    t.params = task->params;
    t.grid = dimsText(task->launch.grid);
    t.block = dimsText(task->launch.block);
    t.referenceKind = referenceKindName(task->reference.kind);
    for (const auto& [name, tol] : task->tolerances) {
        std::string s = name + ":";
        if (tol.atol)
            s += " atol " + formatNumber(*tol.atol);
        if (tol.rtol)
            s += " rtol " + formatNumber(*tol.rtol);
        if (tol.maxUlp)
            s += " max_ulp " + std::to_string(*tol.maxUlp);
        t.tolerances.push_back(s);
    }
    t.seedCount = task->seedCount;
    t.seedBase = task->seedBase;
    return t;
}

// One of an output's maps by its kind in result.json's "files" ("category", "abs_error", "rel_error", "ulp").
std::optional<Tensor> mapOf(const ReportOutput& o, const fs::path& bundle, const std::string& kind)
{
    const auto it = o.files.find(kind);
    if (it == o.files.end())
        return std::nullopt;
    auto path = resolveInsideFolder(bundle, it->second, "result.json", 0, "files." + kind);
    if (!path)
        return std::nullopt;
    auto t = loadNpy(*path);
    if (!t)
        return std::nullopt;
    return std::move(*t);
}

// A bundle's own picture when it has one, else a heatmap drawn from its category and error maps; for a
// failing output also its |out - ref|, relative and ULP maps with the tolerance ticks, as the GUI's
// error modes draw them.
void heatmapsFor(ReportOutput& o, const fs::path& bundle, const std::string& runId, std::uint64_t seed)
{
    const std::string stem = safeName(runId) + "-" + std::to_string(seed) + "-" + safeName(o.name) + ".png";
    std::error_code ec;
    bool ownPicture = false;
    if (auto it = o.files.find("heatmap"); it != o.files.end()) {
        auto path = resolveInsideFolder(bundle, it->second, (bundle / "result.json").string(), 0, "files.heatmap");
        if (path && fs::is_regular_file(*path, ec)) {
            o.heatmap = ReportImage {"heatmap-" + stem, *path, {}};
            ownPicture = true;
        }
    }
    const auto category = mapOf(o, bundle, "category");
    const auto absError = mapOf(o, bundle, "abs_error");
    if (!category || !absError)
        return;
    if (!ownPicture)
        if (auto image = renderErrorHeatmap(*category, *absError))
            o.heatmap = ReportImage {"heatmap-" + stem, {}, encodePng(*image)};
    if (o.passed)
        return;
    const bool close = o.closeRule;
    if (auto image = renderErrorScaleHeatmap(
            *category, *absError, {"abs error", close ? o.atol : 0, "atol " + formatNumber(o.atol)}))
        o.errorHeatmap = ReportImage {"abs-error-" + stem, {}, encodePng(*image)};
    if (const auto rel = mapOf(o, bundle, "rel_error"); rel && rel->elementCount() == category->elementCount())
        if (auto image = renderErrorScaleHeatmap(
                *category, *rel, {"rel error", close ? o.rtol : 0, "rtol " + formatNumber(o.rtol)}))
            o.relErrorHeatmap = ReportImage {"rel-error-" + stem, {}, encodePng(*image)};
    if (const auto ulp = mapOf(o, bundle, "ulp"); ulp && ulp->elementCount() == category->elementCount())
        if (auto image = renderErrorScaleHeatmap(
                *category, *ulp, {"ulp", o.hasUlpRule ? double(o.ulpRule) : 0, "max_ulp " + std::to_string(o.ulpRule)}))
            o.ulpHeatmap = ReportImage {"ulp-" + stem, {}, encodePng(*image)};
}

ReportRun loadRun(const ResultRef& ref, const fs::path& reviewFolder)
{
    const fs::path bundle = resultFolderOf(ref, reviewFolder);
    const fs::path file = bundle / "result.json";
    ReportRun run;
    auto text = readTextFile(file);
    if (text) {
        try {
            auto parsed = reportRunFromJson(nlohmann::json::parse(*text), file.string());
            if (parsed)
                run = std::move(*parsed);
            else
                run.problem = parsed.error().describe();
        } catch (const nlohmann::json::exception& e) { // parse_error, and out_of_range for a number like 1e999
            run.problem = file.string() + ": not valid JSON (" + e.what() + ")";
        }
    } else {
        run.problem = text.error().describe();
    }
    run.id = ref.id;
    run.label = ref.label;
    run.bundle = bundle;
    if (!run.problem.empty())
        return run;
    // compile.json beside the bundle: what the GUI had compiled when the run finished (app/bundlecompile)
    std::error_code ec;
    if ((!run.compile || !run.listings) && fs::is_regular_file(bundle / "compile.json", ec)) {
        auto compileText = readTextFile(bundle / "compile.json");
        const nlohmann::json doc = compileText ? nlohmann::json::parse(*compileText, nullptr, false) : nlohmann::json();
        if (doc.is_object()) {
            if (!run.compile)
                run.compile = reportCompileFromJson(doc);
            if (!run.listings)
                run.listings = detail::reportListingsFromJson(doc);
        }
    }
    for (ReportSeed& s : run.seeds)
        for (ReportOutput& o : s.outputs)
            heatmapsFor(o, bundle, run.id, s.seed);
    run.implementations = detail::loadReportImplementations(bundle, run.id);
    return run;
}

// With a baseline: each output's pass/fail map of the baseline's worst seed beside the current run's, as
// the GUI's Error heatmap dock shows them side by side.
std::vector<std::pair<ReportImage, std::string>> baselineHeatmaps(const ReportData& d)
{
    std::vector<std::pair<ReportImage, std::string>> out;
    const detail::BaselineRuns runs = detail::selectBaselineRuns(d);
    if (!runs.baselineRun || !runs.currentRun || runs.baselineRun == runs.currentRun)
        return out;
    std::vector<std::string> done;
    for (const ReportSeed& s : runs.currentRun->seeds)
        for (const ReportOutput& o : s.outputs) {
            if (std::find(done.begin(), done.end(), o.name) != done.end())
                continue;
            done.push_back(o.name);
            std::uint64_t seedNow = 0, seedBefore = 0;
            const ReportOutput* now = detail::worstOutput(*runs.currentRun, o.name, &seedNow);
            const ReportOutput* before = detail::worstOutput(*runs.baselineRun, o.name, &seedBefore);
            if (!now || !before)
                continue;
            const auto catNow = mapOf(*now, runs.currentRun->bundle, "category");
            const auto absNow = mapOf(*now, runs.currentRun->bundle, "abs_error");
            const auto catBefore = mapOf(*before, runs.baselineRun->bundle, "category");
            const auto absBefore = mapOf(*before, runs.baselineRun->bundle, "abs_error");
            if (!catNow || !absNow || !catBefore || !absBefore)
                continue;
            auto left = renderErrorHeatmap(*catBefore, *absBefore);
            auto right = renderErrorHeatmap(*catNow, *absNow);
            if (!left || !right)
                continue;
            const std::string name = "baseline-" + safeName(runs.baselineRun->id) + "-" + safeName(runs.currentRun->id)
                + "-" + safeName(o.name) + ".png";
            out.push_back({ReportImage {name, {}, encodePng(sideBySide(*left, "baseline", *right, "now"))},
                "Output " + o.name + ", pass / fail per element: the baseline (run " + runs.baselineRun->id + ", seed "
                    + std::to_string(seedBefore) + ") on the left, now (run " + runs.currentRun->id + ", seed "
                    + std::to_string(seedNow) + ") on the right; each the worst seed of its run, in the colours of "
                    + "Warpscope's heatmap."});
        }
    return out;
}

std::optional<ReportImage> evidenceImage(const EvidenceItem& e, const fs::path& folder)
{
    std::error_code ec;
    for (const std::string& rel : {e.annotated, e.original})
        if (!rel.empty() && fs::is_regular_file(folder / rel, ec))
            return ReportImage {safeName(e.id) + ".png", folder / rel, {}};
    return std::nullopt;
}

} // namespace

std::string currentTimestamp()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm {};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

Result<ReportData> loadReportData(const fs::path& reviewFolder)
{
    const fs::path folder = reviewFolderOf(reviewFolder);
    auto review = loadReview(folder);
    if (!review)
        return review.error();
    ReportData d;
    d.review = std::move(*review);
    d.task = taskSummary(d.review, folder);
    for (const ResultRef& ref : d.review.results)
        d.runs.push_back(loadRun(ref, folder));
    for (const EvidenceItem& e : d.review.evidence)
        d.evidence.push_back({e, evidenceImage(e, folder)});
    d.baselineHeatmaps = baselineHeatmaps(d);
    d.generatedAt = currentTimestamp();
    d.generator = std::string("Warpscope ") + WARPSCOPE_VERSION;
    return d;
}

} // namespace warpscope::core
