// A task's lesson read by the reports' Markdown reader (md4c in core/report): tables with code, lists,
// code blocks and links as lessons write them; raw HTML shown as text, never run.
#include "widgets/lessonview.h"

#include <QDir>
#include <QTest>
#include <QTextDocument>
#include <QTextTable>

using namespace warpscope;

class TestLessonView : public QObject {
    Q_OBJECT
private slots:
    void rendersTheReportsDialect()
    {
        widgets::LessonView view;
        view.setLesson(QStringLiteral("# Bank conflicts\n\n"
                                      "| line | wavefronts |\n|---|---|\n| `tile[lane][r]` | 32 |\n\n"
                                      "- one **bold** point\n- see [the guide](https://docs.nvidia.com/cuda/)\n\n"
                                      "    for (int r = 0; r < 32; ++r)\n\n"
                                      "<script>alert('x')</script> and [local](notes.md)"),
            QDir::tempPath());
        const QString text = view.document()->toPlainText();
        for (const char* needle : {"Bank conflicts", "tile[lane][r]", "one bold point", "for (int r = 0; r < 32; ++r)",
                 "<script>alert('x')</script>", "local (notes.md)"})
            QVERIFY2(text.contains(QString::fromUtf8(needle)), needle);
        const QString html = view.document()->toHtml();
        QVERIFY(html.contains(QStringLiteral("href=\"https://docs.nvidia.com/cuda/\"")));
        QVERIFY(!html.contains(QStringLiteral("href=\"notes.md\""))); // only http(s) and mailto links
        int tables = 0;
        for (QTextFrame* frame : view.document()->rootFrame()->childFrames())
            tables += qobject_cast<QTextTable*>(frame) != nullptr;
        QCOMPARE(tables, 1);
    }

    // Every lesson in kernels/ renders without losing its words (a parser that dropped a block would).
    void everyLessonKeepsItsWords()
    {
        const QDir kernels(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels"));
        int lessons = 0;
        for (const QString& task : kernels.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile f(kernels.filePath(task + "/lesson.md"));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QString markdown = QString::fromUtf8(f.readAll());
            widgets::LessonView view;
            view.setLesson(markdown, kernels.filePath(task));
            const QString text = view.document()->toPlainText();
            const QString firstHeading
                = markdown.section('\n', 0, 0).remove(QLatin1Char('#')).remove(QLatin1Char('`')).trimmed();
            QVERIFY2(text.startsWith(firstHeading), qPrintable(task));
            QVERIFY2(text.size() > markdown.size() / 2, qPrintable(task));
            if (const QByteArray dir = qgetenv("WARPSCOPE_LESSON_SHOTS"); !dir.isEmpty() && task == "bank_conflicts")
                for (const QSize size : {QSize(700, 900), QSize(560, 700)}) {
                    view.resize(size);
                    view.grab().save(
                        QStringLiteral("%1/lesson-%2.png").arg(QString::fromLocal8Bit(dir)).arg(size.width()));
                }
            ++lessons;
        }
        QVERIFY(lessons > 10);
    }
};

QTEST_MAIN(TestLessonView)
#include "tst_lessonview.moc"
