// The review workflow end to end, offscreen: capture a pane, mark it up (an arrow and a text
// callout), save it as evidence, answer the checklist, save the review and export the report in the
// three formats; the step bar's Report step brings up the review panes; a crashed session's
// autosave is offered back at start.
#include "app/capturecontroller.h"
#include "app/compilecontroller.h"
#include "app/mainwindow.h"
#include "app/reviewcontroller.h"
#include "app/runcontroller.h"
#include "app/session/reviewdocument.h"
#include "app/session/reviewsteps.h"
#include "app/session/session.h"
#include "apptesthelpers.h"
#include "widgets/annotationeditor.h"
#include "widgets/annotationscene.h"
#include "widgets/annotationview.h"
#include "widgets/checklistpane.h"
#include "widgets/heatmapview.h"
#include "widgets/implementationsview.h"
#include "widgets/runresultspane.h"
#include "widgets/stepbar.h"
#include "widgets/taskpane.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsView>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <qcustomplot.h>

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
            QVERIFY(readAll(dir.filePath("report.pdf")).startsWith("%PDF-1.")); // cairo writes 1.5
            QVERIFY(window.reviewController()->exportReportTo(dir.filePath("report.svg")));
            QVERIFY(readAll(dir.filePath("report.svg")).contains("<svg"));
        }
        QVERIFY(!window.reviewController()->exportReportTo(dir.filePath("report.docx")));
        window.close();
    }

    // A capture records the step of the pane it shows (the heatmap is Compare's), not the step bar's
    // "source" whatever was captured.
    void captureRecordsThePanesStep()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        auto* dock = window.findChild<QDockWidget*>("heatmapDock");
        dock->show();
        dock->raise();
        QWidget* map = window.runController()->heatmap()->plot();
        map->setFocusPolicy(Qt::StrongFocus);
        map->setFocus();
        QTRY_VERIFY(map->hasFocus());
        window.findChild<QAction*>("capturePaneAction")->trigger();
        widgets::AnnotationEditor* editor = window.captureController()->editor();
        QVERIFY(editor);
        QSignalSpy saved(window.captureController(), &app::CaptureController::evidenceSaved);
        editor->findChild<QPushButton*>("saveEvidenceButton")->click();
        QCOMPARE(saved.count(), 1);
        const core::EvidenceItem& e = window.reviewController()->document()->review().evidence.back();
        QCOMPARE(e.context.step, std::string("compare"));
        window.reviewController()->document()->close(); // unsaved: closing the window would ask
    }

    // A capture of the whole window records the step of the newest work: after a run and its comparison
    // that is Compare, not the "source" the step bar opened on.
    void windowCaptureRecordsTheNewestStep()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        auto* bar = window.findChild<widgets::StepBar*>();
        QVERIFY(bar);
        QCOMPARE(bar->currentStep(), core::ReviewStep::Source);
        session::ReviewSteps* steps = window.reviewController()->steps();
        steps->compileFinished(true, 0, 0);
        QCOMPARE(bar->currentStep(), core::ReviewStep::Compile);
        steps->runFinished(false, 1, 0);
        steps->compareFinished(1, 0);
        QCOMPARE(bar->currentStep(), core::ReviewStep::Compare);
        window.findChild<QAction*>("captureWindowAction")->trigger();
        widgets::AnnotationEditor* editor = window.captureController()->editor();
        QVERIFY(editor);
        editor->findChild<QPushButton*>("saveEvidenceButton")->click();
        const core::EvidenceItem& e = window.reviewController()->document()->review().evidence.back();
        QCOMPARE(e.context.step, std::string("compare"));
        QCOMPARE(bar->currentStep(), core::ReviewStep::Compare); // saving evidence is not where the work is
        window.reviewController()->document()->close();
    }

    // A task with several implementations asks whether they agree; a capture of their comparison is
    // cited on that question without the reviewer picking it.
    void implementationsAskWhetherTheyAgree()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        window.reviewController()->ensureReview();
        session::ReviewDocument* doc = window.reviewController()->document();
        const auto itemIndex = [doc] {
            const auto& list = doc->review().checklist;
            for (std::size_t i = 0; i < list.size(); ++i)
                if (list[i].id == core::kImplementationsAgreeItem)
                    return int(i);
            return -1;
        };
        const int item = itemIndex();
        QVERIFY(item >= 0);
        QCOMPARE(doc->review().checklist.size(), core::defaultChecklist().size() + 1);
        window.reviewController()->taskOpened(); // the same task again: the question is not added twice
        QCOMPARE(doc->review().checklist.size(), core::defaultChecklist().size() + 1);

        // the Implementations page of the results, as a run of this task leaves it
        auto result = std::make_shared<core::ImplementationsResult>();
        for (const char* name : {"cuda@sm_80", "cuda@sm_90a", "triton"}) {
            core::ImplementationRun run;
            run.name = name;
            result->runs.push_back(run);
        }
        widgets::RunResultsPane* pane = window.runController()->resultsPane();
        pane->setImplementations(result);
        auto* dock = window.findChild<QDockWidget*>("runResultsDock");
        dock->show();
        dock->raise();
        auto* view = pane->findChild<widgets::ImplementationsView*>();
        pane->findChild<QTabWidget*>("runPages")->setCurrentWidget(view);
        QTRY_VERIFY(view->isVisible());
        view->setFocusPolicy(Qt::StrongFocus);
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        window.findChild<QAction*>("capturePaneAction")->trigger();
        widgets::AnnotationEditor* editor = window.captureController()->editor();
        QVERIFY(editor);
        QSignalSpy saved(window.captureController(), &app::CaptureController::evidenceSaved);
        editor->findChild<QPushButton*>("saveEvidenceButton")->click();
        QCOMPARE(saved.count(), 1);
        const std::string id = saved.first().first().toString().toStdString();
        QCOMPARE(doc->review().checklist[std::size_t(item)].evidence, std::vector<std::string> {id});
        QCOMPARE(doc->review().checklist[0].evidence.size(), std::size_t(0)); // cited on that question only
        doc->close(); // unsaved: closing the window would ask
    }

    // New review asks for a name (Save then suggests it), and the review closes when another task opens.
    void newReviewAsksForANameAndClosesWithItsTask()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath("a"));
        QDir().mkpath(dir.filePath("b"));
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.filePath("a"));
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/reduce_tail_bug"), dir.filePath("b"));
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.filePath("a")));
        bool asked = false;
        QTimer::singleShot(0, this, [&] {
            auto* ask = window.findChild<QInputDialog*>("newReviewDialog");
            asked = ask != nullptr;
            if (!ask)
                return;
            QCOMPARE(ask->textValue(), QString("Vector add")); // the task's name by default
            ask->setTextValue("vector add, second pass");
            ask->accept();
        });
        window.findChild<QAction*>("newReviewAction")->trigger();
        QVERIFY(asked);
        session::ReviewDocument* doc = window.reviewController()->document();
        QVERIFY(doc->isOpen());
        QCOMPARE(doc->review().title, std::string("vector add, second pass"));
        QCOMPARE(QDir(window.reviewController()->reviewedTaskFolder()).canonicalPath(),
            QDir(dir.filePath("a")).canonicalPath());

        // another task: asked to save the review (Discard here), and it is closed
        QTimer::singleShot(0, this, [] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Discard)->click();
        });
        QVERIFY(window.openTask(dir.filePath("b")));
        QVERIFY(!doc->isOpen());
        window.close();
    }

    // A saved review keeps its run with the compile that was on screen (compile.json), its report has the
    // Compile section, and reopening it shows the run's results again without making it dirty.
    void reopenedReviewShowsItsResultsAndReportsTheCompile()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath("task"));
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.filePath("task"));
        const QString folder = dir.filePath("va.wsreview");
        {
            session::Session session;
            app::MainWindow window(&session);
            QVERIFY(window.openTask(dir.filePath("task")));
            QSignalSpy compiled(window.compileController(), &app::CompileController::resultShown);
            window.findChild<QAction*>("compileAction")->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(compiled.count(), 1, 120000);
            window.reviewController()->ensureReview();
            app::RunController* rc = window.runController();
            rc->setRunOptions("emu", 1, "N=256");
            QSignalSpy shown(rc, &app::RunController::runShown);
            window.findChild<QAction*>("runAction")->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 240000);
            QVERIFY(QFile::exists(rc->currentBundle() + "/compile.json"));
            QVERIFY(window.reviewController()->saveReviewTo(folder));
            QVERIFY(QFile::exists(folder + "/results/r1/compile.json"));
            QVERIFY(window.reviewController()->exportReportTo(dir.filePath("report.md")));
            const QByteArray md = readAll(dir.filePath("report.md"));
            QVERIFY2(md.contains("Compiled for sm"), md.constData()); // "sm\\_90": Markdown escapes the _
            QVERIFY(!md.contains("No compile results"));
            QVERIFY(md.contains("1 seed from"));
            window.close();
        }
        session::Session session;
        app::MainWindow window(&session);
        QSignalSpy shown(window.runController(), &app::RunController::runShown);
        QCOMPARE(window.reviewController()->openReviewFolder(folder), QString());
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 60000);
        QCOMPARE(window.runController()->currentRun()->params.at("N"), std::int64_t(256));
        QVERIFY(!window.reviewController()->document()->isDirty());
        QCOMPARE(window.reviewController()->document()->review().results.size(), std::size_t(1));
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
