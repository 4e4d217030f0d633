// Opening a result bundle from disk: read on a short-lived thread (tensors can be large), shown
// through the same path as a finished run.
#include "app/runcontroller.h"

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

} // namespace warpscope::app
