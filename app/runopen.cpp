// Opening a result bundle from disk: read on a short-lived thread (tensors can be large), shown
// through the same path as a finished run; and a profile's run, shown only when no Run result is current.
#include "app/runcontroller.h"

#include "app/reviewcontroller.h"
#include "app/session/reviewdocument.h"
#include "core/pipeline/bundle.h"
#include "widgets/runresultspane.h"

#include <QFileDialog>
#include <QMainWindow>
#include <QThread>

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

} // namespace warpscope::app
