// MainWindow, second half: actions and menus.
#include "app/analysiscontroller.h"
#include "app/baselinecontroller.h"
#include "app/batchcontroller.h"
#include "app/capturecontroller.h"
#include "app/compilecontroller.h"
#include "app/i18n.h"
#include "app/implbenchcontroller.h"
#include "app/mainwindow.h"
#include "app/profilercontroller.h"
#include "app/reviewcontroller.h"
#include "app/runcontroller.h"
#include "app/session/appsettings.h"
#include "app/session/logging.h"
#include "app/targetcontroller.h"
#include "app/taskcontroller.h"
#include "widgets/findbar.h"
#include "widgets/sourceeditor.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QUrl>

namespace warpscope::app {

void MainWindow::createActions()
{
    m_saveAction = new QAction(tr("&Save source"), this);
    m_saveAction->setObjectName(QStringLiteral("saveSourceAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, m_taskController, &TaskController::saveSource);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open task…"), this, &MainWindow::chooseTask);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    file->addAction(m_saveAction);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = edit->addAction(tr("&Undo"), m_editor, &QsciScintilla::undo);
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = edit->addAction(tr("&Redo"), m_editor, &QsciScintilla::redo);
    redo->setShortcut(QKeySequence::Redo);
    edit->addSeparator();
    QAction* find = edit->addAction(tr("&Find…"), this, [this] { m_findBar->activate(false); });
    find->setShortcut(QKeySequence::Find);
    QAction* replace = edit->addAction(tr("Find and &replace…"), this, [this] { m_findBar->activate(true); });
    replace->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    QAction* next = edit->addAction(tr("Find &next"), this, [this] { m_findBar->findNext(false); });
    next->setShortcut(QKeySequence::FindNext);

    m_compileController->fillBuildMenu(menuBar()->addMenu(tr("&Build")));

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_taskDock->toggleViewAction());
    m_viewMenu->addAction(m_lessonDock->toggleViewAction());
    m_reviewController->fillViewMenu(m_viewMenu);
    m_runController->fillViewMenu(m_viewMenu);
    m_analysisController->fillViewMenu(m_viewMenu);
    m_profilerController->fillViewMenu(m_viewMenu);
    m_compileController->fillViewMenu(m_viewMenu);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(tr("Reset &layout"), this, [this] { restoreState(m_defaultState); });

    QMenu* runMenu = menuBar()->addMenu(tr("&Run"));
    m_runController->fillMenu(runMenu);
    m_analysisController->fillMenu(runMenu);
    m_baselineController->fillMenu(runMenu);
    m_profilerController->fillMenu(runMenu);
    m_implBenchController->fillMenu(runMenu);
    auto* batch = new BatchController(this, m_runController, m_document); // Slurm batch jobs (issue 18)
    batch->fillMenu(runMenu);
    connect(batch, &BatchController::failed, this, &MainWindow::showProblem);
    connect(batch, &BatchController::message, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    // a benchmark as a batch job: offered by Benchmark on GPU on a Slurm target, shown when fetched
    connect(m_profilerController, &ProfilerController::batchBenchRequested, batch, &BatchController::submitBench);
    connect(batch, &BatchController::benchFetched, m_profilerController, &ProfilerController::showTargetBenchmark);

    QMenu* review = menuBar()->addMenu(tr("Re&view"));
    m_reviewController->fillFileMenu(review);
    review->addSeparator();
    m_captureController->fillMenu(review);
    review->addAction(tr("&Bookmark current line"), m_reviewController, &ReviewController::bookmarkCurrentLine);

    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(m_runController->targets()->settingsAction());
    QMenu* language = settings->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    const QString current = m_settings->language();
    QAction* system = language->addAction(tr("System language"));
    system->setCheckable(true);
    system->setChecked(current.isEmpty());
    group->addAction(system);
    connect(system, &QAction::triggered, this, [this] { setLanguage(QString()); });
    for (const QString& code : availableLanguages()) {
        QAction* a = language->addAction(languageName(code));
        a->setCheckable(true);
        a->setChecked(current == code);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* logs = help->addAction(tr("Open &log folder"), this, [this] {
        const QString folder = session::logFolder();
        QDir().mkpath(folder);
        if (!QDesktopServices::openUrl(QUrl::fromLocalFile(folder)))
            QMessageBox::information(this, tr("Log folder"),
                tr("Warpscope's log is in %1 (warpscope.log, the worker's messages included).").arg(folder));
    });
    logs->setObjectName(QStringLiteral("openLogFolderAction"));
    logs->setToolTip(
        tr("The folder of warpscope.log: what the worker, compiles, runs and saves did, for a bug report"));
    help->addSeparator();
    help->addAction(tr("&About Warpscope"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

} // namespace warpscope::app
