// ReviewController, second half: the File menu's review actions, report export and crash recovery.
#include "app/reportexport.h"
#include "app/reviewcontroller.h"

#include "app/session/reviewdocument.h"
#include "app/session/reviewsteps.h"
#include "app/session/taskdocument.h"
#include "core/review/reviewfolder.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>

namespace warpscope::app {

void ReviewController::fillFileMenu(QMenu* menu)
{
    // the Review menu's first part (MainWindow::createMenus): a review is not a file of the task
    QAction* create = menu->addAction(tr("&New review"), this, &ReviewController::newReview);
    create->setObjectName(QStringLiteral("newReviewAction"));
    QAction* open = menu->addAction(tr("Open re&view…"), this, &ReviewController::openReview);
    open->setObjectName(QStringLiteral("openReviewAction"));
    m_saveAction = menu->addAction(tr("Sa&ve review"), this, &ReviewController::saveReview);
    m_saveAction->setObjectName(QStringLiteral("saveReviewAction"));
    m_saveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveAction->setEnabled(m_document->isOpen());
    QAction* saveAs = menu->addAction(tr("Save review &as…"), this, &ReviewController::saveReviewAs);
    saveAs->setObjectName(QStringLiteral("saveReviewAsAction"));
    menu->addAction(tr("Add run &results…"), this, &ReviewController::addRunResults);
    QAction* report = menu->addAction(tr("&Export report…"), this, &ReviewController::exportReport);
    report->setObjectName(QStringLiteral("exportReportAction"));
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
}

void ReviewController::newReview()
{
    if (!maybeSaveReview())
        return;
    QInputDialog ask(m_window);
    ask.setObjectName(QStringLiteral("newReviewDialog"));
    ask.setWindowTitle(tr("New review"));
    ask.setLabelText(tr("Name of the review (its folder is NAME.wsreview when you save it):"));
    ask.setTextValue(m_task->isOpen() ? QString::fromStdString(m_task->task().name) : tr("Review"));
    if (ask.exec() != QDialog::Accepted || ask.textValue().trimmed().isEmpty())
        return;
    if (m_document->isOpen())
        m_document->close();
    m_document->newReview();
    if (m_task->isOpen())
        linkReviewedTask();
    m_document->setTitle(ask.textValue().trimmed());
    emit message(tr("New review “%1”; it is saved when you choose Save review").arg(ask.textValue().trimmed()));
}

void ReviewController::openReview()
{
    if (!maybeSaveReview())
        return;
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Open review (a .wsreview folder)"));
    if (folder.isEmpty())
        return;
    if (const QString why = openReviewFolder(folder); !why.isEmpty())
        emit failed(tr("The review was not opened"), why);
}

QString ReviewController::openReviewFolder(const QString& folder)
{
    if (const QString why = m_document->open(folder); !why.isEmpty())
        return why;
    emit message(tr("Opened review %1").arg(m_document->folder()));
    openReviewedTask();
    // the reviewer comes back to the verdict they reviewed: the latest results, as the panes showed them
    const auto& results = m_document->review().results;
    for (auto it = results.rbegin(); it != results.rend(); ++it) {
        const QString bundle
            = QDir(m_document->folder()).filePath(QStringLiteral("results/") + QString::fromStdString(it->id));
        if (QFileInfo(QDir(bundle).filePath(QStringLiteral("result.json"))).isFile()) {
            emit resultsToShow(bundle);
            break;
        }
    }
    return {};
}

void ReviewController::openReviewedTask()
{
    const QString reviewed = reviewedTaskFolder();
    if (reviewed.isEmpty() || !m_openTask)
        return;
    if (m_task->isOpen() && QFileInfo(reviewed).canonicalFilePath() == QFileInfo(m_task->taskDir()).canonicalFilePath())
        return;
    if (!QFileInfo(reviewed).isDir()) {
        emit failed(tr("The review's task was not found"),
            tr("The task folder %1 does not exist. The review is open with its results; to work on its task, "
               "put the task back in that folder and open the review again, or open the task with File › Open "
               "task….")
                .arg(QDir::toNativeSeparators(reviewed)));
        return;
    }
    if (!m_openTask(reviewed))
        emit message(tr("The review's task %1 was not opened").arg(QDir::toNativeSeparators(reviewed)));
}

QString ReviewController::reviewedTaskFolder() const
{
    const core::TaskRef& t = m_document->review().task;
    if (t.path.empty())
        return {};
    if (!t.copied)
        return QFileInfo(QString::fromStdString(t.path)).absoluteFilePath();
    return m_document->folder().isEmpty() ? QString()
                                          : QDir(m_document->folder()).filePath(QString::fromStdString(t.path));
}

bool ReviewController::saveReviewTo(const QString& folder)
{
    if (m_beforeSave)
        m_beforeSave(m_document);
    if (const QString why = m_document->saveAs(folder); !why.isEmpty()) {
        emit failed(tr("The review was not saved; your changes are kept"), why);
        return false;
    }
    emit message(tr("Saved review %1").arg(m_document->folder()));
    return true;
}

bool ReviewController::saveReview()
{
    if (!m_document->isOpen())
        return false;
    if (m_document->isUntitled())
        return saveReviewAs();
    return saveReviewTo(m_document->folder());
}

bool ReviewController::saveReviewAs()
{
    if (!m_document->isOpen())
        return false;
    // the name given at New review, else the task's folder; never another task's (the review closes with its task)
    QString name = QString::fromStdString(m_document->review().title);
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("_"));
    if (name.isEmpty())
        name = m_task->isOpen() ? QFileInfo(m_task->taskDir()).fileName() : QStringLiteral("review");
    const QString suggested = QDir::home().filePath(name + QString::fromLatin1(core::kReviewSuffix));
    const QString folder = QFileDialog::getSaveFileName(m_window, tr("Save review as"), suggested,
        tr("Warpscope reviews (*.wsreview)"), nullptr, QFileDialog::ShowDirsOnly);
    return !folder.isEmpty() && saveReviewTo(folder);
}

bool ReviewController::exportReportTo(const QString& file)
{
    core::ReportFormat format;
    if (!reportFormatForFile(file, &format)) {
        emit failed(
            tr("The report was not written"), tr("%1: use a name ending in .md, .html, .pdf or .svg").arg(file));
        return false;
    }
    if (const QString why = writeReportFile(m_document->folder(), file, format); !why.isEmpty()) {
        emit failed(tr("The report was not written"), why);
        return false;
    }
    emit message(tr("Report written to %1").arg(file));
    return true;
}

void ReviewController::exportReport()
{
    if (!m_document->isOpen()) {
        emit failed(tr("No review is open"), tr("Start one with Review > New review, or capture a pane."));
        return;
    }
    // The report is made from the saved folder, the same way the command line makes it.
    if ((m_document->isDirty() || m_document->isUntitled()) && !saveReview())
        return;
    QString filter = tr("PDF (*.pdf)");
    const QString file = QFileDialog::getSaveFileName(m_window, tr("Export report"),
        QDir(m_document->folder()).filePath(QStringLiteral("report.pdf")),
        tr("PDF (*.pdf)") + QStringLiteral(";;") + tr("HTML (*.html)") + QStringLiteral(";;") + tr("Markdown (*.md)")
            + QStringLiteral(";;") + tr("SVG drawing, one long page (*.svg)"),
        &filter);
    if (!file.isEmpty())
        exportReportTo(file);
}

void ReviewController::addRunResults()
{
    ensureReview();
    const QString folder
        = QFileDialog::getExistingDirectory(m_window, tr("Add a run's results (a folder with result.json)"));
    if (folder.isEmpty())
        return;
    const QString id = m_document->addResultBundle(folder, QFileInfo(folder).fileName());
    if (id.isEmpty())
        emit failed(
            tr("No results were added"), tr("%1 holds no result.json; choose the folder a run wrote.").arg(folder));
    else
        emit message(tr("Added results %1; they are copied into the review when you save it").arg(id));
}

bool ReviewController::maybeSaveReview()
{
    if (!m_document->isOpen() || !m_document->isDirty())
        return true;
    const auto answer
        = QMessageBox::question(m_window, tr("Unsaved review"), tr("The review has unsaved changes. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return saveReview();
    m_document->close();
    return true;
}

void ReviewController::offerRecovery()
{
    offerNextRecovery();
}

void ReviewController::offerNextRecovery()
{
    const QList<session::RecoveryEntry> orphans = m_document->recoveryStore().orphans();
    if (orphans.isEmpty() || m_document->isDirty())
        return;
    const session::RecoveryEntry entry = orphans.first();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Restore unsaved review?"),
        tr("Warpscope did not close cleanly. The review “%1” has changes that were autosaved at %2 but not saved.")
            .arg(entry.title.isEmpty() ? tr("untitled") : entry.title,
                QLocale().toString(entry.saved.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("recoveryBox"));
    box->setInformativeText(
        entry.origin.isEmpty() ? tr("It was never saved.") : tr("Its folder: %1").arg(entry.origin));
    QPushButton* restore = box->addButton(tr("Restore"), QMessageBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreButton"));
    box->addButton(tr("Discard"), QMessageBox::DestructiveRole)->setObjectName(QStringLiteral("discardButton"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, restore, entry](QAbstractButton* clicked) {
        if (clicked == restore) {
            if (const QString why = m_document->restore(entry); !why.isEmpty())
                emit failed(tr("The review could not be restored"), why);
            else
                emit message(tr("Restored the autosaved review; save it to keep it"));
            return;
        }
        m_document->recoveryStore().release(entry.dir);
        offerNextRecovery();
    });
    box->open();
}

} // namespace warpscope::app
