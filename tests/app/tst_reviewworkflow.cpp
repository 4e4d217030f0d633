// The review workflow end to end, offscreen: capture a pane, mark it up (an arrow and a text
// callout), save it as evidence, answer the checklist, save the review and export the report in the
// three formats; the step bar's Report step brings up the review panes; a crashed session's
// autosave is offered back at start.
#include "app/capturecontroller.h"
#include "app/mainwindow.h"
#include "app/reviewcontroller.h"
#include "app/session/reviewdocument.h"
#include "app/session/session.h"
#include "apptesthelpers.h"
#include "widgets/annotationeditor.h"
#include "widgets/annotationscene.h"
#include "widgets/annotationview.h"
#include "widgets/checklistpane.h"
#include "widgets/stepbar.h"
#include "widgets/taskpane.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsView>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace warpscope;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString recoveryRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

void drag(QGraphicsView* view, QPointF from, QPointF to)
{
    QWidget* vp = view->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, view->mapFromScene(from));
    QTest::mouseMove(vp, view->mapFromScene((from + to) / 2));
    QTest::mouseMove(vp, view->mapFromScene(to));
    QTest::mouseRelease(vp, Qt::LeftButton, {}, view->mapFromScene(to));
}

} // namespace

class TestReviewWorkflow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(recoveryRoot()).removeRecursively();
    }

    void captureAnnotateAndReport()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath("task"));
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.filePath("task"));
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.filePath("task")));

        // Focus the task pane and capture it with the pane shortcut's action.
        auto* taskDock = window.findChild<QDockWidget*>("taskDock");
        taskDock->show();
        taskDock->raise();
        window.taskPane()->setFocus();
        QSignalSpy opened(window.captureController(), &app::CaptureController::editorOpened);
        window.findChild<QAction*>("capturePaneAction")->trigger();
        QCOMPARE(opened.count(), 1);
        widgets::AnnotationEditor* editor = window.captureController()->editor();
        QVERIFY(editor);
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        const QSize captured = editor->scene()->image().size();
        QVERIFY(captured.width() > 50 && captured.height() > 50);

        // An arrow and a text note.
        editor->view()->setZoom(1.0); // scene pixels = view pixels
        editor->toolAction(int(widgets::AnnotationScene::Tool::Arrow))->trigger();
        drag(editor->view(), {10, 10}, {45, 40});
        editor->toolAction(int(widgets::AnnotationScene::Tool::Text))->trigger();
        QTest::mouseClick(
            editor->view()->viewport(), Qt::LeftButton, {}, editor->view()->mapFromScene(QPointF(20, 45)));
        auto* field = editor->findChild<QLineEdit*>("calloutTextField");
        QTest::keyClicks(field, "launch uses N = 1 << 20");
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(editor->annotations().shapes.size(), std::size_t(2));
        editor->findChild<QLineEdit*>("captionField")->setText("The task's launch & buffers <as set>");
        QSignalSpy saved(window.captureController(), &app::CaptureController::evidenceSaved);
        editor->findChild<QPushButton*>("saveEvidenceButton")->click();
        QCOMPARE(saved.count(), 1);

        session::ReviewDocument* doc = window.reviewController()->document();
        QVERIFY(doc->isOpen() && doc->isDirty());
        QCOMPARE(doc->review().evidence.size(), std::size_t(1));
        const core::EvidenceItem& e = doc->review().evidence[0];
        QCOMPARE(e.context.pane, std::string("Task"));
        QCOMPARE(e.context.task, std::string("Vector add"));
        QVERIFY(!e.context.timestamp.empty());
        QCOMPARE(doc->review().task.name, std::string("Vector add"));
        const QImage original = QImage::fromData(doc->fileBytes(QString::fromStdString(e.original)), "PNG");
        const QImage annotated = QImage::fromData(doc->fileBytes(QString::fromStdString(e.annotated)), "PNG");
        QCOMPARE(original.size(), captured);
        QVERIFY(annotated != original.convertToFormat(annotated.format()));
        QVERIFY(doc->fileBytes(QString::fromStdString(e.annotations)).contains("\"kind\": \"arrow\""));

        // The checklist cites it; the Report step brings up the checklist.
        widgets::ChecklistPane* checklist = window.reviewController()->checklistPane();
        checklist->verdictBox(0)->setCurrentIndex(checklist->verdictBox(0)->findData(int(core::Verdict::Pass)));
        QCOMPARE(doc->review().checklist[0].verdict, core::Verdict::Pass);
        auto* checklistDock = window.findChild<QDockWidget*>("checklistDock");
        checklistDock->hide();
        QTest::mouseClick(window.reviewController()->stepBar()->button(core::ReviewStep::Report), Qt::LeftButton);
        QVERIFY(checklistDock->isVisible());
        QVERIFY(!window.reviewController()->stepBar()->button(core::ReviewStep::Report)->toolTip().isEmpty());

        // Save, then export the three formats from the saved folder.
        QVERIFY(window.reviewController()->saveReviewTo(dir.filePath("vector_add")));
        const QString folder = dir.filePath("vector_add.wsreview");
        QVERIFY(QFile::exists(folder + "/evidence/e1.annotated.png"));
        QVERIFY(window.reviewController()->exportReportTo(dir.filePath("report.html")));
        QVERIFY(window.reviewController()->exportReportTo(dir.filePath("report.md")));
        const QByteArray html = readAll(dir.filePath("report.html"));
        QVERIFY(html.contains("data:image/png;base64,"));
        QVERIFY(html.contains("The task&#39;s launch &amp; buffers &lt;as set&gt;"));
        QVERIFY(readAll(dir.filePath("report.md")).contains("report_files/e1.png"));
        QVERIFY(QFile::exists(dir.filePath("report_files/e1.png")));
        if (QFile::exists("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")) {
            QVERIFY(window.reviewController()->exportReportTo(dir.filePath("report.pdf")));
            QVERIFY(readAll(dir.filePath("report.pdf")).startsWith("%PDF-1.7"));
        }
        QVERIFY(!window.reviewController()->exportReportTo(dir.filePath("report.docx")));
        window.close();
    }

    void crashedSessionIsOfferedBack()
    {
        // What a killed Warpscope leaves: an entry whose lock names a process that is gone.
        session::RecoveryStore store;
        QString error;
        const QString entry = store.claim(&error);
        QVERIFY2(!entry.isEmpty(), qPrintable(error));
        session::RecoverySnapshot snapshot;
        snapshot.title = "Crashed review";
        snapshot.reviewJson = "{\"schema\": 1, \"title\": \"Crashed review\", \"notes\": \"unsaved notes\"}";
        QVERIFY(store.write(entry, snapshot).isEmpty());
        QFile lock(entry + "/lock");
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write("999999999 1\n");
        lock.close();

        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = window.findChild<QMessageBox*>("recoveryBox")) != nullptr, 5000);
        QVERIFY(box->text().contains("Crashed review"));
        box->findChild<QPushButton*>("restoreButton")->click();
        session::ReviewDocument* doc = window.reviewController()->document();
        QVERIFY(doc->isOpen() && doc->isDirty());
        QCOMPARE(QString::fromStdString(doc->review().notes), QString("unsaved notes"));
        doc->close(); // discard: the test leaves nothing to recover
        QVERIFY(!QFile::exists(entry));
    }
};

QTEST_MAIN(TestReviewWorkflow)
#include "tst_reviewworkflow.moc"
