// The Markdown and HTML reports of a fixture review against golden files, and the escaping of
// everything the reviewer typed.
#include "reporttesthelpers.h"

#include "core/report/png.h"
#include "core/report/report.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace warpscope;

namespace {

const QString kGoldens = QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/report/golden/");

// Absolute paths differ between checkouts; data: URIs differ between zlib versions. Replace both by
// what they stand for, after checking each image decodes.
QByteArray normalise(std::string text)
{
    QString s = QString::fromStdString(text);
    s.replace(reporttest::fixtureFolder(), QStringLiteral("<fixture>"));
    static const QRegularExpression dataUri(QStringLiteral("data:image/png;base64,([A-Za-z0-9+/=]+)"));
    QString out;
    qsizetype last = 0;
    auto it = dataUri.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        const QByteArray png = QByteArray::fromBase64(m.captured(1).toLatin1());
        auto image = core::decodePng(png.toStdString(), "data-uri");
        out += s.mid(last, m.capturedStart() - last);
        out += image ? QStringLiteral("data:image/png;base64,[PNG %1x%2]").arg(image->width).arg(image->height)
                     : QStringLiteral("data:image/png;base64,[NOT A PNG]");
        last = m.capturedEnd();
    }
    out += s.mid(last);
    return out.toUtf8();
}

} // namespace

class TestReportGolden : public QObject {
    Q_OBJECT
private slots:
    // One seed is "1 seed", not "1 seeds".
    void oneSeedIsSingular()
    {
        core::ReportData data = reporttest::loadFixture();
        QVERIFY(!data.runs.empty());
        data.runs.front().seedCount = 1;
        const std::string md = core::renderMarkdownReport(data, "report_files").bytes;
        QVERIFY2(md.find("1 seed from 42") != std::string::npos, md.c_str());
        QVERIFY(md.find("1 seeds") == std::string::npos);
    }

    // A profiled run's bundle has no measured roofline, but its metrics hold the emulator's model: the
    // Performance section shows it, labelled as a model ("No occupancy or roofline figures" before).
    void profiledRunsCarryTheirRooflineModel()
    {
        QTemporaryDir dir;
        const QString review = dir.filePath("r.wsreview");
        QVERIFY(QDir().mkpath(review + "/results/r1"));
        for (const QString& f : {QString("review.json"), QString("results/r1/result.json")})
            QVERIFY(QFile::copy(reporttest::fixtureFolder() + "/" + f, review + "/" + f));
        QFile file(review + "/results/r1/result.json");
        QVERIFY(file.open(QIODevice::ReadWrite));
        QJsonObject result = QJsonDocument::fromJson(file.readAll()).object();
        result.remove("roofline");
        result.remove("compile");
        QJsonObject metrics = result.value("metrics").toObject();
        metrics.insert("roofline",
            QJsonObject {{"gpu", "NVIDIA H100 SXM"}, {"flops", 64.0}, {"dram_bytes", 512.0},
                {"estimated_seconds", 1e-7}, {"peak_flops_per_s", 6.7e13}, {"bandwidth_bytes_per_s", 3.35e12},
                {"bound", "memory"}});
        result.insert("metrics", metrics);
        file.resize(0);
        file.write(QJsonDocument(result).toJson());
        file.close();
        auto data = core::loadReportData(review.toStdString());
        QVERIFY(data.ok());
        const std::string md = core::renderMarkdownReport(*data, "report_files").bytes;
        QVERIFY2(md.find("roofline model for NVIDIA H100 SXM") != std::string::npos, md.c_str());
        QVERIFY(md.find("not a measurement") != std::string::npos);
        QVERIFY(md.find("No occupancy, roofline or profile figures") == std::string::npos);
    }

    void markdownMatchesGolden()
    {
        const core::ReportData data = reporttest::loadFixture();
        const core::RenderedReport md = core::renderMarkdownReport(data, "report_files");
        QVERIFY(reporttest::matchesGolden(kGoldens + "report.md.expected", normalise(md.bytes)));
        // The evidence and the heatmap drawn from the bundle's error maps go beside the file.
        QStringList names;
        for (const auto& [path, bytes] : md.assets) {
            names << QString::fromStdString(path);
            QVERIFY2(core::decodePng(bytes, path).ok(), path.c_str());
        }
        QCOMPARE(names,
            QStringList({"report_files/heatmap-r1-42-y.png", "report_files/abs-error-r1-42-y.png",
                "report_files/rel-error-r1-42-y.png", "report_files/ulp-r1-42-y.png", "report_files/e1.png",
                "report_files/e2.png"}));
    }

    void htmlMatchesGolden()
    {
        const std::string html = core::renderHtmlReport(reporttest::loadFixture());
        QVERIFY(reporttest::matchesGolden(kGoldens + "report.html.expected", normalise(html)));
    }

    void htmlIsSelfContainedAndEscaped()
    {
        const QString html = QString::fromStdString(core::renderHtmlReport(reporttest::loadFixture()));
        QVERIFY(!html.contains("<script>"));
        QVERIFY(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"));
        QVERIFY(html.contains("column 7 | never written &lt;b&gt;"));
        QVERIFY(!html.contains("href=\"javascript:")); // an unsafe link is shown as text, never followed
        QVERIFY(html.contains("bad (javascript:alert(1))"));
        QVERIFY(html.contains("<a href=\"https://docs.nvidia.com/cuda/\">"));
        QVERIFY(!html.contains("src=\"evidence/")); // no external files
        QVERIFY(html.contains("Заметки по-русски"));
        // two evidence images, the pass/fail map and the failing seed's absolute, relative and ULP maps
        QCOMPARE(html.count("<img "), 6);
    }

    void markdownEscapesUserText()
    {
        const QString md = QString::fromStdString(core::renderMarkdownReport(reporttest::loadFixture(), "f").bytes);
        QVERIFY(md.contains("column 7 \\| never written \\<b\\>"));
        QVERIFY(md.contains("\\<script\\>"));
        QVERIFY(!md.contains("<script>"));
        QVERIFY(md.contains("**last column**")); // the reviewer's own Markdown is kept
    }

    void writesMarkdownWithItsImages()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("my report.md");
        QVERIFY(core::writeReport(reporttest::loadFixture(), core::ReportFormat::Markdown, out.toStdString()).ok());
        QVERIFY(QFile::exists(out));
        QVERIFY(QFile::exists(dir.filePath("my report_files/e1.png")));
        QVERIFY(QFile::exists(dir.filePath("my report_files/heatmap-r1-42-y.png")));
    }

    void formatNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("known");
        QTest::newRow("md") << "md" << true;
        QTest::newRow("markdown") << "markdown" << true;
        QTest::newRow("html") << "html" << true;
        QTest::newRow("pdf") << "pdf" << true;
        QTest::newRow("docx") << "docx" << false;
    }
    void formatNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, known);
        core::ReportFormat f;
        QCOMPARE(core::reportFormatFromName(name.toStdString(), &f), known);
    }

    void missingReviewIsAnErrorNamingTheFile()
    {
        auto data = core::loadReportData("/nonexistent/x.wsreview");
        QVERIFY(!data.ok());
        QVERIFY(data.error().describe().find("x.wsreview") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestReportGolden)
#include "tst_reportgolden.moc"
