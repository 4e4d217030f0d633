// The PDF report, read back two ways: by a small parser of the file's own structure (xref offsets,
// pages, images, fonts, text through the ToUnicode maps), and by poppler's pdfinfo/pdftotext when
// they are installed.
#include "reporttesthelpers.h"

#include "core/report/deflate.h"
#include "core/report/pdfwriter.h"
#include "core/report/png.h"
#include "core/report/report.h"

#include <QMap>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace warpscope;

namespace {

const char* kFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

struct Pdf {
    QByteArray bytes;
    QMap<int, QByteArray> objects; ///< object number -> body (between "obj" and "endobj")
    QString error;

    QByteArray stream(int id) const
    {
        const QByteArray body = objects.value(id);
        const int start = body.indexOf("stream\n") + 7;
        const int end = body.lastIndexOf("\nendstream");
        if (start < 7 || end < start)
            return {};
        const QByteArray raw = body.mid(start, end - start);
        if (!body.left(start).contains("/FlateDecode"))
            return raw;
        auto inflated = core::inflateBytes(raw.toStdString(), 64u << 20, "stream");
        return inflated ? QByteArray::fromStdString(*inflated) : QByteArray();
    }
    int ref(int id, const char* key) const
    {
        const QRegularExpression re(QStringLiteral("%1 (\\d+) 0 R").arg(QRegularExpression::escape(key)));
        const auto m = re.match(QString::fromLatin1(objects.value(id)));
        return m.hasMatch() ? m.captured(1).toInt() : 0;
    }
};

// Every xref entry must point at its "N 0 obj"; that is what readers rely on.
Pdf parse(const QByteArray& bytes)
{
    Pdf pdf {bytes, {}, {}};
    const int startxref = bytes.lastIndexOf("startxref\n");
    const long xref = bytes.mid(startxref + 10).split('\n').value(0).toLong();
    if (startxref < 0 || !bytes.mid(xref).startsWith("xref\n0 ")) {
        pdf.error = "no xref table where startxref points";
        return pdf;
    }
    const QList<QByteArray> lines = bytes.mid(xref).split('\n');
    const int count = lines.value(1).split(' ').value(1).toInt();
    for (int i = 1; i < count; ++i) {
        const long offset = lines.value(2 + i).left(10).toLong();
        const QByteArray head = QByteArray::number(i) + " 0 obj\n";
        if (bytes.mid(offset, head.size()) != head) {
            pdf.error = QStringLiteral("xref entry %1 does not point at its object").arg(i);
            return pdf;
        }
        const int end = bytes.indexOf("\nendobj\n", offset);
        pdf.objects.insert(i, bytes.mid(offset + head.size(), end - offset - head.size()));
    }
    return pdf;
}

QMap<QString, QString> cmapOf(const QByteArray& cmap)
{
    QMap<QString, QString> map;
    static const QRegularExpression pair(QStringLiteral("<([0-9A-F]{4})> <([0-9A-F]+)>"));
    auto it = pair.globalMatch(QString::fromLatin1(cmap));
    while (it.hasNext()) {
        const auto m = it.next();
        QString text;
        const QString hex = m.captured(2);
        std::vector<char16_t> units;
        for (int i = 0; i + 4 <= hex.size(); i += 4)
            units.push_back(char16_t(hex.mid(i, 4).toUShort(nullptr, 16)));
        map.insert(m.captured(1), QString::fromUtf16(units.data(), qsizetype(units.size())));
    }
    return map;
}

// The text of every page, through each font's ToUnicode map.
QString extractText(const Pdf& pdf)
{
    QString text;
    static const QRegularExpression show(QStringLiteral("/F(\\d+) [0-9.]+ Tf [^<]*<([0-9A-F]*)> Tj"));
    for (auto it = pdf.objects.begin(); it != pdf.objects.end(); ++it) {
        if (!it.value().contains("/Type /Page "))
            continue;
        const QByteArray content = pdf.stream(pdf.ref(it.key(), "/Contents"));
        auto shows = show.globalMatch(QString::fromLatin1(content));
        while (shows.hasNext()) {
            const auto m = shows.next();
            const int font = pdf.ref(it.key(), qPrintable(QStringLiteral("/F%1").arg(m.captured(1))));
            const auto cmap = cmapOf(pdf.stream(pdf.ref(font, "/ToUnicode")));
            for (int i = 0; i + 4 <= m.captured(2).size(); i += 4)
                text += cmap.value(m.captured(2).mid(i, 4), QStringLiteral("?"));
            text += ' ';
        }
    }
    return text;
}

// Per page, in drawing order: each shown string (through the ToUnicode maps) and "<image>" for each Do.
QList<QStringList> pageOps(const Pdf& pdf)
{
    QList<QStringList> pages;
    static const QRegularExpression op(QStringLiteral("/F(\\d+) [0-9.]+ Tf [^<]*<([0-9A-F]*)> Tj|/Im\\d+ Do"));
    for (auto it = pdf.objects.begin(); it != pdf.objects.end(); ++it) {
        if (!it.value().contains("/Type /Page "))
            continue;
        QStringList ops;
        auto m = op.globalMatch(QString::fromLatin1(pdf.stream(pdf.ref(it.key(), "/Contents"))));
        while (m.hasNext()) {
            const auto one = m.next();
            if (one.captured(0).endsWith(QLatin1String("Do"))) {
                ops << QStringLiteral("<image>");
                continue;
            }
            const int font = pdf.ref(it.key(), qPrintable(QStringLiteral("/F%1").arg(one.captured(1))));
            const auto cmap = cmapOf(pdf.stream(pdf.ref(font, "/ToUnicode")));
            QString text;
            for (int i = 0; i + 4 <= one.captured(2).size(); i += 4)
                text += cmap.value(one.captured(2).mid(i, 4), QStringLiteral("?"));
            ops << text;
        }
        pages << ops;
    }
    return pages;
}

int countObjects(const Pdf& pdf, const QByteArray& needle)
{
    int n = 0;
    for (const QByteArray& body : pdf.objects)
        n += body.contains(needle) ? 1 : 0;
    return n;
}

} // namespace

class TestPdfReport : public QObject {
    Q_OBJECT
private:
    QByteArray m_pdf;

private slots:
    void initTestCase()
    {
        if (!QFile::exists(kFont))
            QSKIP("DejaVu Sans is not installed (apt-get install fonts-dejavu-core); the PDF report needs it");
        auto pdf = core::renderPdfReport(reporttest::loadFixture(), kFont);
        QVERIFY2(pdf.ok(), pdf.ok() ? "" : pdf.error().describe().c_str());
        m_pdf = QByteArray::fromStdString(*pdf);
    }

    void structureIsValid()
    {
        QVERIFY(m_pdf.startsWith("%PDF-1.7\n"));
        QVERIFY(m_pdf.endsWith("%%EOF\n"));
        const Pdf pdf = parse(m_pdf);
        QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
        const int pages = countObjects(pdf, "/Type /Page ");
        QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
        QVERIFY(countObjects(pdf, "/Type /Pages /Kids") == 1);
        QVERIFY(countObjects(pdf, QByteArray("/Count ") + QByteArray::number(pages) + " >>") == 1);
    }

    void embedsTheImagesAndFonts()
    {
        const Pdf pdf = parse(m_pdf);
        // Two evidence images, the pass/fail heatmap and the failing seed's absolute, relative and ULP maps,
        // each an RGB image XObject.
        QCOMPARE(countObjects(pdf, "/Subtype /Image /Width"), countObjects(pdf, "/ColorSpace /DeviceGray") + 6);
        QCOMPARE(countObjects(pdf, "/ColorSpace /DeviceRGB"), 6);
        QVERIFY(countObjects(pdf, "/Subtype /CIDFontType2") >= 2);
        QVERIFY(countObjects(pdf, "/Encoding /Identity-H") >= 2);
        QVERIFY(countObjects(pdf, "/FontFile2") >= 2);
        // Subset fonts stay small: the whole of DejaVu Sans is about 750 kB.
        QVERIFY2(m_pdf.size() < 400 * 1024, qPrintable(QString::number(m_pdf.size())));
    }

    void textIsPresentInEveryScript()
    {
        const QString text = extractText(parse(m_pdf));
        for (const char* needle : {"Review", "Scale", "Verdict:", "Correctness", "Checklist", "Evidence", "Figure",
                 "fail", "uninitialized", "Descripción:", "Заметки", "по-русски:", "<script>alert('x')</script>"})
            QVERIFY2(text.contains(QString::fromUtf8(needle)), needle);
    }

    void popplerReadsIt()
    {
        const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
        const QString pdfinfo = QStandardPaths::findExecutable("pdfinfo");
        if (pdftotext.isEmpty() || pdfinfo.isEmpty())
            QSKIP("poppler-utils (pdftotext, pdfinfo) is not installed");
        QTemporaryDir dir;
        QFile f(dir.filePath("report.pdf"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(m_pdf);
        f.close();
        QProcess info;
        info.start(pdfinfo, {f.fileName()});
        QVERIFY(info.waitForFinished(30000));
        const QString infoText = QString::fromUtf8(info.readAllStandardOutput());
        QCOMPARE(info.exitCode(), 0);
        const int pages = countObjects(parse(m_pdf), "/Type /Page ");
        QVERIFY2(
            infoText.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(pages))), qPrintable(infoText));
        QVERIFY2(QString::fromUtf8(info.readAllStandardError()).isEmpty(), "pdfinfo complained");
        QProcess text;
        text.start(pdftotext, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), f.fileName(), QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString out = QString::fromUtf8(text.readAllStandardOutput());
        const QString err = QString::fromUtf8(text.readAllStandardError());
        QVERIFY2(err.isEmpty(), qPrintable(err));
        for (const char* needle : {"Scale rows <fixture>", "Notas en español", "Заметки по-русски", "uninitialized",
                 "@%p1 bra", "@!P0 EXIT", "Hot spots of run r1", "excess global sectors", "Per-line metrics"})
            QVERIFY2(out.contains(QString::fromUtf8(needle)), needle);
    }

    // A figure's heading stays on the page of its picture: with any amount of text before it, the page
    // that shows "(e1)" also draws the image after it (it used to sit alone at a page's foot).
    void figureHeadingsKeepTheirFigure()
    {
        for (int filler = 0; filler <= 40; filler += 4) {
            core::ReportData data = reporttest::loadFixture();
            // captures as large as a pane: a figure that cannot share the heading's page with a few lines
            for (core::ReportEvidence& e : data.evidence)
                e.image = core::ReportImage {e.item.id + ".png", {},
                    core::encodePng(core::RasterImage {480, 360, std::vector<std::uint8_t>(480 * 360 * 4, 200)})};
            for (int i = 0; i < filler; ++i)
                data.review.summary += "\n\nFiller paragraph " + std::to_string(i) + " moves the figures down.";
            auto pdf = core::renderPdfReport(data, kFont);
            QVERIFY(pdf.ok());
            for (const QStringList& ops : pageOps(parse(QByteArray::fromStdString(*pdf)))) {
                for (const char* figure : {"(e1):", "(e2):"}) {
                    const qsizetype at = ops.indexOf(QString::fromLatin1(figure));
                    if (at >= 0)
                        QVERIFY2(ops.indexOf(QStringLiteral("<image>"), at) > at,
                            qPrintable(QStringLiteral("%1 filler paragraphs: the heading %2 ends its page")
                                           .arg(filler)
                                           .arg(figure)));
                }
            }
        }
    }

    void writerEscapesNothingItShouldNot()
    {
        // pdfNumber never writes exponents or "-0", which PDF readers reject.
        QCOMPARE(core::pdfNumber(1e-9), std::string("0"));
        QCOMPARE(core::pdfNumber(-0.0001), std::string("0"));
        QCOMPARE(core::pdfNumber(12.5), std::string("12.5"));
        QCOMPARE(core::pdfNumber(595.28), std::string("595.28"));
    }

    void missingFontIsAClearError()
    {
        auto pdf = core::renderPdfReport(reporttest::loadFixture(), "/nonexistent/Font.ttf");
        QVERIFY(!pdf.ok());
        const std::string m = pdf.error().describe();
        QVERIFY2(
            m.find("fonts-dejavu-core") != std::string::npos && m.find("/nonexistent/Font.ttf") != std::string::npos,
            m.c_str());
    }
};

QTEST_GUILESS_MAIN(TestPdfReport)
#include "tst_pdfreport.moc"
