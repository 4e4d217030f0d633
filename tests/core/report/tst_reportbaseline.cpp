// A review saved while a baseline was pinned: the report's "Compared with baseline" section (verdicts
// with their change, hot spots paired across an edit, memory totals, the heatmaps side by side), the
// same blocks in Markdown, HTML and PDF; review.json keeps the baseline; nothing without one.
#include "core/report/png.h"
#include "core/report/report.h"
#include "core/report/reportdocument.h"
#include "core/report/reportload.h"
#include "core/review/reviewjson.h"
#include "reporttesthelpers.h"

#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace warpscope;

namespace {

bool has(const std::string& text, const std::string& what)
{
    return text.find(what) != std::string::npos;
}

void copyFolder(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + "/" + QDir(from).relativeFilePath(file);
        QDir().mkpath(QFileInfo(target).path());
        QFile::copy(file, target);
    }
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

/// The fixture review with a baseline b1: r1's bundle before the bug (y passes on every seed, line 6
/// coalesced: 2 sectors for 2 requests), from a source with one more line at the top.
QString reviewWithBaseline(const QTemporaryDir& dir, const std::string& baselineRun = "b1")
{
    const QString folder = dir.filePath("with-baseline.wsreview");
    copyFolder(reporttest::fixtureFolder(), folder);
    copyFolder(folder + "/results/r1", folder + "/results/b1");
    auto result = nlohmann::json::parse(readAll(folder + "/results/b1/result.json").toStdString());
    result["passed"] = true;
    for (auto& seed : result["seeds"]) {
        seed["passed"] = true;
        for (auto& out : seed["outputs"]) {
            out["passed"] = true;
            out["mismatches"] = 0;
        }
    }
    for (auto& line : result["metrics"]["lines"]) {
        if (line["source_line"].get<int>() > 0)
            line["source_line"] = line["source_line"].get<int>() + 1; // the baseline's source has one more line
        if (line.contains("global_sectors"))
            line["global_sectors"] = 2;
    }
    writeAll(folder + "/results/b1/result.json", QByteArray::fromStdString(result.dump(2)));
    auto json = nlohmann::json::parse(readAll(folder + "/review.json").toStdString());
    json["results"].push_back({{"id", "b1"}, {"label", "baseline: Scale rows"}, {"timestamp", "2025-01-02T03:00:00Z"}});
    const std::string source = "// the baseline, one line longer\n" + readAll(folder + "/task/scale.cu").toStdString();
    json["baseline"] = {{"run", baselineRun}, {"profile", baselineRun}, {"task", "Scale rows (coalesced)"},
        {"pinned", "2025-01-02T03:00:00Z"}, {"source", source}};
    writeAll(folder + "/review.json", QByteArray::fromStdString(json.dump(2)));
    return folder;
}

core::ReportData load(const QString& folder)
{
    auto data = core::loadReportData(folder.toStdString());
    if (!data)
        qFatal("%s", data.error().describe().c_str());
    data->generatedAt = "2025-01-02T12:00:00Z";
    return std::move(*data);
}

} // namespace

class TestReportBaseline : public QObject {
    Q_OBJECT
private slots:
    void reviewJsonKeepsTheBaseline()
    {
        core::Review r;
        r.baseline = core::BaselineRef {
            "r2", "r3", "copy_coalesced", "2026-12-02T07:20:00Z", "int main() {}\n", "/data/run-7", "/data/run-8"};
        auto back = core::reviewFromJson(core::reviewToJson(r), "review.json");
        QVERIFY(back.ok());
        QVERIFY(back->baseline.has_value());
        QCOMPARE(back->baseline->profile, std::string("r3"));
        QCOMPARE(back->baseline->source, std::string("int main() {}\n"));
        QVERIFY(*back == r);
        // a review without one has no key at all (older Warpscopes read it unchanged)
        QVERIFY(!core::reviewToJson(core::Review {}).contains("baseline"));
    }

    void sectionComparesVerdictsHotSpotsAndMemory()
    {
        QTemporaryDir dir;
        const core::ReportData data = load(reviewWithBaseline(dir));
        const std::string md = core::renderMarkdownReport(data, "f").bytes;
        QVERIFY2(has(md, "## Compared with baseline"), md.c_str());
        QVERIFY(has(md, "The baseline is Scale rows (coalesced) (results b1, pinned 2025-01-02T03:00:00Z)"));
        // the verdict table: y passed in the baseline and fails now, 9 more mismatches on the worst seed
        QVERIFY2(has(md, "| y | pass | fail | 0 → 9 (+9) |"), md.c_str());
        // line 6 now is line 7 of the baseline's longer source; 2 excess sectors appeared
        QVERIFY2(has(md, "| 6 | 7 | 0 → 2 (+2) |"), md.c_str());
        QVERIFY(has(md, "the baseline's source is kept in the review"));
        QVERIFY2(has(md, "| Global sectors | 2 → 4 (+2, ×2) |"), md.c_str());
        QVERIFY(has(md, "| Sectors per request | 1 → 2 (+1, ×2) |"));
        QVERIFY(has(md, "| DRAM bytes (cache model) | 64 → 64 (same) |"));
        // the two pass/fail maps side by side, one picture
        QVERIFY(has(md, "f/baseline-b1-r1-y.png"));
        QVERIFY(has(md, "the baseline (run b1, seed 42) on the left, now (run r1, seed 42) on the right"));
        QCOMPARE(data.baselineHeatmaps.size(), std::size_t(1));
        auto picture = core::decodePng(data.baselineHeatmaps[0].first.png, "side by side");
        QVERIFY(picture.ok());
        QVERIFY(picture->width >= 2 * 256 + 24); // two maps of at least 256 pixels and the gap
        // the section sits after Performance and before the checklist, in every format
        QVERIFY(md.find("## Performance") < md.find("## Compared with baseline"));
        QVERIFY(md.find("## Compared with baseline") < md.find("## Checklist"));
        const std::string html = core::renderHtmlReport(data);
        QVERIFY(has(html, "Compared with baseline"));
        QVERIFY(has(html, "0 → 9 (+9)"));
    }

    void aBaselineThatIsNotInTheReviewIsSaidSo()
    {
        QTemporaryDir dir;
        const std::string md = core::renderMarkdownReport(load(reviewWithBaseline(dir, "r9")), "f").bytes;
        QVERIFY(has(md, "## Compared with baseline"));
        QVERIFY2(has(md, "The baseline's results (r9) are not in this review or could not be read"), md.c_str());
    }

    void noBaselineNoSection()
    {
        const std::string md = core::renderMarkdownReport(reporttest::loadFixture(), "f").bytes;
        QVERIFY(!has(md, "Compared with baseline"));
    }
};

QTEST_GUILESS_MAIN(TestReportBaseline)
#include "tst_reportbaseline.moc"
