// Issue 20 item 8: a report carries what was reviewed. Each finding quotes the source, PTX and SASS lines
// it points at (from the compile kept beside the run, compile.json), and a profiled run shows its hot
// spots and per-line counters (result.json "metrics").
#include "reporttesthelpers.h"

#include "core/report/report.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace warpscope;

namespace {

/// A copy of the fixture review in dir; `withCompile` keeps results/r1/compile.json.
QString copyFixture(const QTemporaryDir& dir, bool withCompile)
{
    const QString review = dir.filePath("r.wsreview");
    QDir().mkpath(review + "/results/r1");
    QDir().mkpath(review + "/task");
    QStringList files {"review.json", "results/r1/result.json", "task/task.toml", "task/scale.cu"};
    if (withCompile)
        files << "results/r1/compile.json";
    for (const QString& f : files)
        QFile::copy(reporttest::fixtureFolder() + "/" + f, review + "/" + f);
    return review;
}

/// Rewrites results/r1/result.json through `edit`.
template <typename Edit> void editResult(const QString& review, Edit edit)
{
    QFile file(review + "/results/r1/result.json");
    QVERIFY(file.open(QIODevice::ReadWrite));
    QJsonObject result = QJsonDocument::fromJson(file.readAll()).object();
    edit(result);
    file.resize(0);
    file.write(QJsonDocument(result).toJson());
}

std::string markdownOf(const QString& review)
{
    auto data = core::loadReportData(review.toStdString());
    if (!data)
        return "LOAD FAILED: " + data.error().describe();
    return core::renderMarkdownReport(*data, "f").bytes;
}

bool has(const std::string& text, const std::string& needle)
{
    return text.find(needle) != std::string::npos;
}

} // namespace

class TestReportExcerpts : public QObject {
    Q_OBJECT
private slots:
    // The fixture's finding names source line 5 and PTX line 35: both are quoted with the lines around
    // them, the quoted line marked with ">", and the SASS line nvdisasm attributes to PTX 35.
    void findingsQuoteTheirSourcePtxAndSass()
    {
        const std::string md = core::renderMarkdownReport(reporttest::loadFixture(), "f").bytes;
        QVERIFY2(has(md, "The lines the findings point at"), md.c_str());
        QVERIFY(has(md, "> 5      if (i % n != n - 1)")); // source, marked
        QVERIFY(has(md, "  6          y[i] = 2.0f * x[i];")); // and its context
        QVERIFY(has(md, "> 35      @%p1 bra     $L__BB0_2;"));
        QVERIFY(has(md, "  33      add.s32     %r4, %r2, -1;"));
        QVERIFY(has(md, "SASS (line 11):"));
        QVERIFY(has(md, "> 11          /*0070*/              @!P0 EXIT ;"));
    }

    // Without compile.json (and no PTX in result.json) the report says how to keep them.
    void withoutTheCompileTheReportSaysHowToKeepIt()
    {
        QTemporaryDir dir;
        const std::string md = markdownOf(copyFixture(dir, false));
        QVERIFY2(has(md, "keeps no PTX or SASS (no compile.json beside its result.json)"), md.c_str());
        QVERIFY(has(md, "> 5      if (i % n != n - 1)")); // the source is still quoted
    }

    // A finding without a PTX line: the PTX of its source line through the line map, the first four
    // quoted and the rest counted; its SASS through the line map too.
    void aSourceLineFindingQuotesItsLineMap()
    {
        QTemporaryDir dir;
        const QString review = copyFixture(dir, true);
        editResult(review, [](QJsonObject& r) {
            QJsonArray findings = r["findings"].toArray();
            QJsonObject f = findings[0].toObject();
            f.remove("ptx_line");
            f["source_line"] = 6;
            f["kind"] = "out_of_bounds";
            findings[0] = f;
            r["findings"] = findings;
        });
        const std::string md = markdownOf(review);
        QVERIFY2(has(md, "PTX (line 37, 38, 39, 40, ...):"), md.c_str());
        QVERIFY(has(md, "... and 4 more lines"));
        QVERIFY(has(md, "> 14          /*00a0*/                   LDG.E R2, desc[UR4][R2.64] ;"));
    }

    // The profile's lines, worst first: line 6 (excess sectors), then line 5 (a divergent branch); line 0
    // (code without a .loc) is left out, as the GUI's table leaves it out.
    void profiledRunsShowHotSpotsAndLineMetrics()
    {
        const std::string md = core::renderMarkdownReport(reporttest::loadFixture(), "f").bytes;
        QVERIFY2(has(md, "Hot spots of run r1"), md.c_str());
        QVERIFY(has(md, "seed 42 of scale"));
        QVERIFY(has(md, "2 excess global sectors (2 per request, ideal 1)"));
        QVERIFY(has(md, "1 divergent branch."));
        QVERIFY(has(md, "the 4 hottest of 4 lines"));
        const auto line6 = md.find("| 6 | 8 |"), line5 = md.find("| 5 | 4 |");
        QVERIFY(line6 != std::string::npos && line5 != std::string::npos && line6 < line5);
        QVERIFY(!has(md, "| 0 | 2 |"));
        QVERIFY(has(md, "0 / 50 %")); // the cache model's hit rates
        QVERIFY(!has(md, "No occupancy, roofline or profile figures"));
    }

    // A run without metrics has no hot-spot section.
    void aRunWithoutAProfileHasNoHotSpots()
    {
        QTemporaryDir dir;
        const QString review = copyFixture(dir, true);
        editResult(review, [](QJsonObject& r) { r["metrics"] = QJsonObject(); });
        const std::string md = markdownOf(review);
        QVERIFY2(!has(md, "Hot spots"), md.c_str());
    }
};

QTEST_GUILESS_MAIN(TestReportExcerpts)
#include "tst_reportexcerpts.moc"
