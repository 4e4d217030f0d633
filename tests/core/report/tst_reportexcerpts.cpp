// Issue 20 item 8: a report carries what was reviewed. Each finding quotes the source, PTX and SASS lines
// it points at (from the compile kept beside the run, compile.json), and a profiled run shows its hot
// spots and per-line counters (result.json "metrics").
#include "reporttesthelpers.h"

#include "core/report/heatmap.h"
#include "core/report/report.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

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

    // A failing output's |out - ref| map: viridis from the exact elements (dark) to the largest error
    // (yellow), NaN in the overlay magenta, and the red "tol" tick on the colour bar; an exact output
    // has nothing to draw.
    void errorMapHasTheGuiPaletteAndTheToleranceTick()
    {
        core::Tensor category = core::Tensor::zeros(core::DType::I8, {4, 4});
        core::Tensor error = core::Tensor::zeros(core::DType::F64, {4, 4});
        for (std::size_t i = 1; i < 6; ++i) {
            error.set(i, std::pow(10.0, -7.0 + double(i))); // 1e-6 .. 1e-2
            category.set(i, i > 2 ? 3 : 1); // beyond 1e-5 fails
        }
        category.set(15, 4); // NaN
        auto image = core::renderAbsErrorHeatmap(category, error, 1e-5);
        QVERIFY(image.ok());
        auto count = [&](int r, int g, int b) {
            int n = 0;
            for (std::size_t p = 0; p + 3 < image->rgba.size(); p += 4)
                n += image->rgba[p] == r && image->rgba[p + 1] == g && image->rgba[p + 2] == b;
            return n;
        };
        const int cellArea = (256 / 4) * (256 / 4);
        QVERIFY(count(0xfd, 0xe7, 0x25) >= cellArea); // the 1e-2 cell, and the bar's top
        QVERIFY(count(0x44, 0x01, 0x54) >= cellArea); // the exact cells, one decade below 1e-6
        QCOMPARE(count(255, 0, 255), cellArea + (14 - 2) * (14 - 2)); // the NaN cell and its key swatch
        QVERIFY(count(200, 0, 0) > 2 * 14); // the tick across the bar and its "tol"
        QVERIFY(!core::renderAbsErrorHeatmap(category, core::Tensor::zeros(core::DType::F64, {4, 4}), 1e-5).ok());
    }

    // The GUI's error modes in the report: the relative map with its rtol tick and the ULP map (no tick: the
    // fixture's rule has no max_ulp), after the pass/fail map that judges each element against its bound.
    void failingOutputsGetTheirRelativeAndUlpMaps()
    {
        const std::string md = core::renderMarkdownReport(reporttest::loadFixture(), "f").bytes;
        QVERIFY2(has(md, "f/rel-error-r1-42-y.png"), md.c_str());
        QVERIFY(has(md, "f/ulp-r1-42-y.png"));
        QVERIFY(has(md, "the red tick on the colour bar marks rtol 1e-05"));
        QVERIFY(has(md, "the rule has no max\\_ulp part to mark"));
        QVERIFY(has(md, "pass / fail per element against the task's tolerance (\\|out - ref\\| \\<= 1e-06"));
        QVERIFY(md.find("f/heatmap-r1-42-y.png") < md.find("f/abs-error-r1-42-y.png"));
        QVERIFY(md.find("f/abs-error-r1-42-y.png") < md.find("f/rel-error-r1-42-y.png"));
        QVERIFY(md.find("f/rel-error-r1-42-y.png") < md.find("f/ulp-r1-42-y.png"));
    }

    // A ULP map marks max_ulp on its bar, with its words, as the GUI's "max_ulp 4 ▸" tick.
    void ulpMapMarksMaxUlp()
    {
        core::Tensor category = core::Tensor::zeros(core::DType::I8, {4, 4});
        core::Tensor ulp = core::Tensor::zeros(core::DType::F32, {4, 4});
        for (std::size_t i = 0; i < 16; ++i) {
            ulp.set(i, double(i * i)); // 0 .. 225 ULP
            category.set(i, i * i > 4 ? 3 : i ? 2 : 0);
        }
        auto marked = core::renderErrorScaleHeatmap(category, ulp, {"ulp", 4, "max_ulp 4"});
        auto plain = core::renderErrorScaleHeatmap(category, ulp, {"ulp", 0, "max_ulp 0"});
        QVERIFY(marked.ok() && plain.ok());
        auto red = [](const core::RasterImage& image) {
            int n = 0;
            for (std::size_t p = 0; p + 3 < image.rgba.size(); p += 4)
                n += image.rgba[p] == 200 && image.rgba[p + 1] == 0 && image.rgba[p + 2] == 0;
            return n;
        };
        QVERIFY(red(*marked) > 2 * 14 + 8 * 4); // the tick and "max_ulp 4"
        QCOMPARE(red(*plain), 0); // no rule, no tick
        QVERIFY(marked->width > plain->width); // room for the words left of the bar
    }

    // The GUI's instruction-level hot spots: the worst PTX instructions with their counters and the SASS
    // lines each became.
    void instructionHotSpotsAreListed()
    {
        const std::string md = core::renderMarkdownReport(reporttest::loadFixture(), "f").bytes;
        QVERIFY2(has(md, "Instruction hot spots, the 3 worst of 3 executed PTX instructions"), md.c_str());
        QVERIFY2(has(md, "| PTX 44: st.global.f32 | 6 | 18 | 1 | 21.9 % | 3 (1) | 2 | \\- | 0 |"), md.c_str());
        const auto store = md.find("| PTX 44: st.global.f32"), branch = md.find("| PTX 35: bra"),
                   load = md.find("| PTX 40: ld.global.f32");
        QVERIFY(store < branch && branch < load); // excess sectors, then divergence, then executions
    }

    // The fixture's failing seed gets the error map beside its pass/fail map, captioned with its atol.
    void failingOutputsGetTheirErrorMap()
    {
        const std::string md = core::renderMarkdownReport(reporttest::loadFixture(), "f").bytes;
        QVERIFY2(has(md, "f/abs-error-r1-42-y.png"), md.c_str());
        QVERIFY(has(md, "the red tick on the colour bar marks atol 1e-06"));
        QVERIFY(!has(md, "abs-error-r1-43-y.png")); // seed 43 passes
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
