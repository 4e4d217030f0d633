// The PDF and SVG reports (cairo + pango), read back by poppler's tools as a reader would see them:
// pdfinfo (a valid file, its pages), pdftotext (the text of every script, page by page), pdfimages
// and pdffonts (the pictures and the embedded font subsets), pdftoppm (the verdict's colour).
#include "reporttesthelpers.h"

#include "core/report/png.h"
#include "core/report/report.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace warpscope;

namespace {

struct Tool {
    int exitCode = -1;
    QString out;
    QString err;
};

Tool runTool(const QString& name, const QStringList& args)
{
    Tool t;
    const QString exe = QStandardPaths::findExecutable(name);
    if (exe.isEmpty())
        return t;
    QProcess p;
    p.start(exe, args);
    if (!p.waitForFinished(30000))
        return t;
    t.exitCode = p.exitCode();
    t.out = QString::fromUtf8(p.readAllStandardOutput());
    t.err = QString::fromUtf8(p.readAllStandardError());
    return t;
}

bool havePoppler()
{
    for (const char* tool : {"pdfinfo", "pdftotext", "pdfimages", "pdffonts", "pdftoppm"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            return false;
    return true;
}

/// A PDF written to a temporary file for poppler's tools.
class PdfFile {
public:
    explicit PdfFile(const std::string& bytes)
    {
        QFile f(m_dir.filePath("report.pdf"));
        if (f.open(QIODevice::WriteOnly))
            f.write(QByteArray::fromStdString(bytes));
    }
    QString path() const { return m_dir.filePath("report.pdf"); }
    int pages() const
    {
        const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(runTool("pdfinfo", {path()}).out);
        return m.hasMatch() ? m.captured(1).toInt() : 0;
    }
    QString text() const
    {
        return runTool("pdftotext", {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path(), QStringLiteral("-")}).out;
    }
    /// The text of each page (pdftotext ends each page with a form feed).
    QStringList pageTexts() const { return text().split('\f'); }
    /// pdfimages -list rows: "page num type width height ..." for each picture (of one page, if given).
    QStringList images(int page = 0) const
    {
        QStringList rows = runTool("pdfimages", {QStringLiteral("-list"), path()}).out.split('\n', Qt::SkipEmptyParts);
        rows = rows.mid(2); // the header and its rule
        // cairo writes a picture's alpha as a soft mask: list the pictures, not their masks
        const QString pages = page > 0 ? QString::number(page) : QStringLiteral("\\d+");
        return rows.filter(QRegularExpression(QStringLiteral("^\\s*%1\\s+\\d+\\s+image ").arg(pages)));
    }

private:
    QTemporaryDir m_dir;
};

core::RasterImage flat(int width, int height, std::uint8_t value)
{
    return core::RasterImage {width, height, std::vector<std::uint8_t>(std::size_t(width) * height * 4, value)};
}

} // namespace

class TestPdfReport : public QObject {
    Q_OBJECT
private:
    std::string m_pdf;

private slots:
    void initTestCase()
    {
        if (!QFile::exists("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
            QSKIP("DejaVu Sans is not installed (apt-get install fonts-dejavu-core); the PDF report uses it");
        if (!havePoppler())
            QSKIP("poppler-utils (pdfinfo, pdftotext, pdfimages, pdffonts, pdftoppm) is not installed");
        auto pdf = core::renderPdfReport(reporttest::loadFixture());
        QVERIFY2(pdf.ok(), pdf.ok() ? "" : pdf.error().describe().c_str());
        m_pdf = *pdf;
    }

    void popplerReadsItWithoutComplaint()
    {
        QVERIFY(m_pdf.rfind("%PDF-", 0) == 0);
        const PdfFile file(m_pdf);
        const Tool info = runTool("pdfinfo", {file.path()});
        QCOMPARE(info.exitCode, 0);
        QVERIFY2(info.err.isEmpty(), qPrintable(info.err));
        QVERIFY2(info.out.contains("Title:           Review of Scale rows"), qPrintable(info.out));
        QVERIFY2(file.pages() >= 3, qPrintable(info.out));
        QVERIFY(QByteArray::fromStdString(m_pdf).contains("/Outlines")); // headings as bookmarks
    }

    void sameReviewSameBytes()
    {
        auto again = core::renderPdfReport(reporttest::loadFixture());
        QVERIFY(again.ok());
        QVERIFY2(*again == m_pdf, "two renderings differ (a date or an address in the file?)");
    }

    void textIsPresentInEveryScript()
    {
        const QString text = PdfFile(m_pdf).text();
        for (const char* needle : {"Review of Scale rows <fixture>", "Verdict: fail", "Correctness", "Checklist",
                 "Evidence", "Figure 1 (e1)", "uninitialized", "Descripción: el gradiente", "Notas en español",
                 "Заметки по-русски", "<script>alert('x')</script>", "@%p1 bra", "@!P0 EXIT", "Hot spots of run r1",
                 "excess global sectors", "Per-line metrics", "https://docs.nvidia.com/cuda/"})
            QVERIFY2(text.contains(QString::fromUtf8(needle)), needle);
    }

    void pagesAreNumbered()
    {
        const PdfFile file(m_pdf);
        const int pages = file.pages();
        const QStringList texts = file.pageTexts();
        for (int p = 1; p <= pages; ++p) {
            const QString foot = QStringLiteral("page %1 of %2").arg(p).arg(pages);
            QVERIFY2(texts.value(p - 1).contains(foot), qPrintable(foot));
        }
    }

    void embedsThePicturesAndFontSubsets()
    {
        const PdfFile file(m_pdf);
        // two evidence images, the pass/fail heatmap and the failing seed's absolute, relative and ULP maps
        QCOMPARE(file.images().size(), 6);
        const Tool fonts = runTool("pdffonts", {file.path()});
        QCOMPARE(fonts.exitCode, 0);
        // name, type, encoding, emb, sub: every font embedded as a subset ("ABCDEF+DejaVuSans ... yes yes")
        const QStringList rows = fonts.out.split('\n', Qt::SkipEmptyParts).mid(2);
        QVERIFY2(rows.size() >= 3, qPrintable(fonts.out)); // regular, bold, oblique, mono
        for (const QString& row : rows)
            QVERIFY2(row.contains(QRegularExpression(QStringLiteral("^[A-Z]{6}\\+DejaVuSans.* yes +yes +yes"))),
                qPrintable(row));
        // Subsets stay small: the whole of DejaVu Sans is about 750 kB.
        QVERIFY2(m_pdf.size() < 400 * 1024, qPrintable(QString::number(m_pdf.size())));
    }

    void verdictIsColoured()
    {
        const PdfFile file(m_pdf);
        QTemporaryDir dir;
        const Tool ppm = runTool(
            "pdftoppm", {"-r", "72", "-f", "1", "-l", "1", "-png", "-singlefile", file.path(), dir.filePath("page")});
        QCOMPARE(ppm.exitCode, 0);
        QFile png(dir.filePath("page.png"));
        QVERIFY(png.open(QIODevice::ReadOnly));
        auto page = core::decodePng(png.readAll().toStdString(), "page.png");
        QVERIFY(page.ok());
        int fill = 0, word = 0;
        for (int y = 0; y < page->height / 3; ++y)
            for (int x = 0; x < page->width; ++x) {
                const std::uint8_t* c = &page->rgba[(std::size_t(y) * page->width + x) * 4];
                fill += qAbs(c[0] - 250) <= 2 && qAbs(c[1] - 224) <= 2 && qAbs(c[2] - 224) <= 2;
                word += c[0] > 120 && c[0] < 170 && c[1] < 50 && c[2] < 50;
            }
        QVERIFY2(fill > 500, qPrintable(QString::number(fill))); // the pale red box of "Verdict: fail"
        QVERIFY2(word > 20, qPrintable(QString::number(word))); // its dark red word
    }

    // A long table continues on the next page under its header again.
    void tableHeadersRepeatOnEveryPage()
    {
        core::ReportData data = reporttest::loadFixture();
        for (int i = 0; i < 120; ++i)
            data.review.bookmarks.push_back({"scale.cu", i + 1, "bookmark number " + std::to_string(i)});
        auto pdf = core::renderPdfReport(data);
        QVERIFY(pdf.ok());
        const PdfFile file(*pdf);
        int pagesWithRows = 0;
        for (const QString& text : file.pageTexts()) {
            if (!text.contains("bookmark number "))
                continue;
            ++pagesWithRows;
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("File\\s+Line\\s+Note"))), qPrintable(text));
        }
        QVERIFY2(pagesWithRows >= 3, qPrintable(QString::number(pagesWithRows)));
    }

    // A figure's heading stays on the page of its picture, and "Evidence" stays with the first figure's
    // heading: with any amount of text before them, neither is left alone at a page's foot.
    void figureHeadingsKeepTheirFigure()
    {
        for (int filler = 0; filler <= 40; filler += 4) {
            core::ReportData data = reporttest::loadFixture();
            // captures as large as a pane: a figure that cannot share the heading's page with a few lines
            for (core::ReportEvidence& e : data.evidence)
                e.image = core::ReportImage {e.item.id + ".png", {}, core::encodePng(flat(480, 360, 200))};
            for (int i = 0; i < filler; ++i)
                data.review.summary += "\n\nFiller paragraph " + std::to_string(i) + " moves the figures down.";
            auto pdf = core::renderPdfReport(data);
            QVERIFY(pdf.ok());
            const PdfFile file(*pdf);
            const QStringList texts = file.pageTexts();
            const int p
                = int(texts.indexOf(QRegularExpression(QStringLiteral("(.|\\n)*Figure 1 \\(e1\\)(.|\\n)*")))) + 1;
            QVERIFY(p > 0);
            {
                const QString text = texts.value(p - 1);
                const QString why = QStringLiteral("%1 filler paragraphs, page %2").arg(filler).arg(p);
                QVERIFY2(file.images(p).filter(QRegularExpression(" 480 +360 ")).size() >= 1, qPrintable(why));
                QVERIFY2(text.contains(QRegularExpression(QStringLiteral("(^|\\n)Evidence\\n"))), qPrintable(why));
            }
        }
    }

    void svgIsTheSameLayoutOnOnePage()
    {
        auto svg = core::renderSvgReport(reporttest::loadFixture());
        QVERIFY2(svg.ok(), svg.ok() ? "" : svg.error().describe().c_str());
        QXmlStreamReader xml(QByteArray::fromStdString(*svg));
        double height = 0;
        int images = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("svg"))
                height = xml.attributes().value("height").toString().remove("pt").toDouble();
            images += xml.name() == QLatin1String("image");
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(height > 3 * 841, qPrintable(QString::number(height))); // longer than three A4 pages
        QVERIFY2(images >= 4, qPrintable(QString::number(images)));
        core::ReportFormat format;
        QVERIFY(core::reportFormatFromName("svg", &format));
        QCOMPARE(std::string(core::reportFormatExtension(format)), std::string("svg"));
    }

    void missingFontIsAClearError()
    {
        for (auto render : {&core::renderPdfReport, &core::renderSvgReport}) {
            auto out = render(reporttest::loadFixture(), "No Such Font Family 42");
            QVERIFY(!out.ok());
            const std::string m = out.error().describe();
            QVERIFY2(m.find("fonts-dejavu-core") != std::string::npos
                    && m.find("No Such Font Family 42") != std::string::npos,
                m.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestPdfReport)
#include "tst_pdfreport.moc"
