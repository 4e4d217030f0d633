// Showing a run: a finished one, a bundle opened from disk (read on a short-lived thread: tensors can
// be large) through the same path, and a profile's run, shown only when no Run result is current.
#include "app/runcontroller.h"

#include "app/queuedsteps.h"
#include "app/reviewcontroller.h"
#include "app/session/reviewdocument.h"
#include "app/session/reviewsteps.h"
#include "core/pipeline/bundle.h"
#include "widgets/enginemessages.h"
#include "widgets/runresultspane.h"

#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMainWindow>
#include <QThread>

#include <set>

namespace warpscope::app {

void RunController::chooseBundle()
{
    const QString folder
        = QFileDialog::getExistingDirectory(m_window, tr("Open run results (a folder with result.json)"));
    if (!folder.isEmpty())
        openBundle(folder);
}

void RunController::openBundle(const QString& folder)
{
    QPointer<RunController> self(this);
    QThread* reader = QThread::create([self, folder] {
        auto bundle = core::readBundle(folder.toStdString());
        session::RunResultPtr result;
        QString why;
        if (bundle)
            result = std::make_shared<const core::RunResult>(std::move(*bundle));
        else
            why = QString::fromStdString(bundle.error().describe());
        QMetaObject::invokeMethod(
            self,
            [self, folder, result, why] {
                if (!self)
                    return;
                if (result) {
                    self->showRun(result, folder);
                    return;
                }
                self->m_results->setStale(tr("%1 could not be opened").arg(folder));
                emit self->failed(tr("The run results were not opened"),
                    tr("%1\nChoose a folder written by Run or by warpscope-cli run --out, with all its .npy files.")
                        .arg(why));
            },
            Qt::QueuedConnection);
    });
    connect(reader, &QThread::finished, reader, &QObject::deleteLater);
    reader->start();
}

void RunController::showProfiledRun(
    const session::RunResultPtr& result, const QString& bundle, const session::ImplementationsPtr& implementations)
{
    if (m_current && !m_currentStale && !m_currentFromProfile) {
        // the report still gets the profile's run: its metrics carry the roofline
        session::ReviewDocument* review = m_review ? m_review->document() : nullptr;
        if (review && review->isOpen())
            review->addResultBundle(bundle, tr("%1 (profile)").arg(QString::fromStdString(result->taskName)));
        emit message(
            tr("Profile finished; the Run results (%n seed(s)) stay on screen", nullptr, int(m_current->seeds.size())));
        return;
    }
    m_results->setImplementations(implementations); // the page of a task with implementations, else none
    showRun(result, bundle, true);
    m_currentFromProfile = true;
}

void RunController::showRun(const session::RunResultPtr& result, const QString& bundle, bool fresh)
{
    m_current = result;
    m_currentBundle = bundle;
    m_currentStale = false;
    m_currentFromProfile = false;
    // Two events (QueuedSteps): the verdict table and the heatmap of its first failing output, then the
    // docks, the step bar and the listeners of runShown, which lay out and paint in between.
    QueuedSteps::post(this,
        {[this, result] { m_results->setRun(result); },
            [this, result, bundle, fresh] { announceRun(result, bundle, fresh); }});
}

void RunController::announceRun(const session::RunResultPtr& result, const QString& bundle, bool fresh)
{
    revealDocks();
    std::set<std::string> failedOutputs;
    for (const auto& seed : result->seeds)
        for (const auto& out : seed.outputs)
            if (!out.stats.passed)
                failedOutputs.insert(out.stats.name);
    const int failedCount = int(failedOutputs.size());
    const core::RunResult::Stop stop = result->stop();
    if (m_review) {
        if (stop.stopped) {
            m_review->steps()->runStopped(widgets::EngineMessages::kindLabel(stop.reason),
                widgets::EngineMessages::text(stop.messageParts, stop.message));
        } else {
            m_review->steps()->runFinished(result->passed, failedCount, int(result->findings.size()));
            m_review->steps()->compareFinished(failedCount, m_results->warningCount());
        }
        session::ReviewDocument* review = m_review->document();
        QString runId = QDir(bundle).dirName();
        if (review && review->isOpen()) {
            const QString id = review->addResultBundle(bundle, QString::fromStdString(result->taskName));
            if (!id.isEmpty())
                runId = id;
        }
        m_review->setCurrentRun(runId);
    }
    if (stop.stopped)
        emit message(tr("Run STOPPED (%1): a launch did not complete, no verdict — %2")
                         .arg(widgets::EngineMessages::kindLabel(stop.reason),
                             widgets::EngineMessages::text(stop.messageParts, stop.message)));
    else
        emit message(result->passed ? tr("Run passed: every output of every seed matches the reference")
                                    : tr("Run FAILED: %n output(s) differ from the reference", nullptr, failedCount));
    m_showingFresh = fresh;
    emit runShown(result);
    m_showingFresh = false;
}

void RunController::revealDocks()
{
    m_resultsDock->show();
    m_heatmapDock->show();
    m_heatmapDock->raise();
    m_resultsDock->raise();
    if (m_docksSized)
        return;
    // MainWindow::arrangeDefaultLayout put the verdicts with the other tables and the heatmap with the
    // other pictures, side by side; the first result gets room to be read.
    m_docksSized = true;
    m_window->resizeDocks({m_heatmapDock}, {m_window->height() * 11 / 20}, Qt::Vertical);
    m_window->resizeDocks(
        {m_resultsDock, m_heatmapDock}, {m_window->width() * 2 / 5, m_window->width() * 2 / 5}, Qt::Horizontal);
}

} // namespace warpscope::app
