// Run › Benchmark on GPU… on a run target (issue 18): the task's files go to the worker on the target
// chosen in the Backend chooser ("bench_files"), which runs its own `warpscope-cli bench --json` on
// them as a local bench does, so the far GPU is timed exactly as a local one; the document comes back
// into the Benchmark dock. Without a GPU there, bench's own refusal is shown with its reason. On a
// Slurm target it asks first: run now, or submit as a batch job (BatchController) and fetch it later.
// Cancel (Shift+F5) ends a benchmark that is out; an unknown host key opens the host-key dialog.
#include "app/profilercontroller.h"

#include "app/benchdocument.h"
#include "app/runcontroller.h"
#include "app/session/deliver.h"
#include "app/session/remotetaskcall.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "core/remote/taskfiles.h"
#include "widgets/profilercharts.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>

#include <filesystem>

namespace warpscope::app {

void ProfilerController::benchmarkOnTarget(const QString& name)
{
    if (!m_task || !m_task->isOpen()) {
        emit failed(tr("No task is open"), tr("Open a task before benchmarking it."));
        return;
    }
    QString why;
    const auto target = m_runs->targets()->resolve(name, &why);
    if (!target) {
        emit failed(tr("The benchmark did not start"), why);
        return;
    }
    if (target->kind == core::TargetKind::Slurm) {
        const SlurmChoice choice = askSlurmChoice(name);
        if (choice == SlurmChoice::Cancel)
            return;
        if (choice == SlurmChoice::Batch) {
            emit batchBenchRequested();
            return;
        }
    }
    const core::Task task = m_task->task();
    auto files = core::collectTaskFiles(task);
    if (!files) {
        emit failed(tr("The benchmark did not start"), QString::fromStdString(files.error().describe()));
        return;
    }
    core::WorkerRequest request;
    request.id = 1;
    request.type = "bench_files";
    request.payload = {{"files", core::shippedFilesToJson(*files)},
        {"task", std::filesystem::relative(task.file, task.dir).generic_string()},
        {"args", nlohmann::json::array({"--metrics", "--json"})}};
    if (!m_remote) {
        m_remote = new session::RemoteTaskCall(this);
        connect(m_remote, &session::RemoteTaskCall::notice, this,
            [this](quint64, const QString& text) { emit message(text); });
        connect(m_remote, &session::RemoteTaskCall::cancelled, this, [this] {
            m_benchAction->setEnabled(true);
            m_charts->showMessage(
                tr("The benchmark was cancelled; an earlier result opens with Run › Open benchmark results…"));
            emit message(tr("Benchmark cancelled; nothing was changed"));
        });
        m_runs->targets()->watchTaskCall(m_remote);
    }
    m_benchAction->setEnabled(false);
    m_remote->setLabel(tr("the benchmark on %1").arg(name));
    QPointer<ProfilerController> self(this);
    // bench's own limit is 30 minutes
    m_remote->start(*target, std::move(request), 40 * 60 * 1000, [self, name](core::Result<core::RemoteReply> reply) {
        const int code = reply ? reply->payload.value("exit_code", 3) : -1;
        const QByteArray document
            = reply ? QByteArray::fromStdString(reply->payload.value("stdout", std::string())) : QByteArray();
        const QString why
            = QString::fromStdString(reply ? reply->payload.value("stderr", std::string()) : reply.error().describe());
        session::deliver(self, [=](ProfilerController* c) {
            c->showTargetBenchmark(name, code, document, why);
            if (code < 0) // ssh's failure: an unknown host key is the user's to accept
                c->m_runs->targets()->offerHostKey(
                    name, why, tr("Accept the key and benchmark again"), [c = QPointer<ProfilerController>(c)] {
                        if (c)
                            c->benchmarkClicked();
                    });
        });
    });
    m_charts->showMessage(tr("Benchmarking %1 on %2…").arg(QString::fromStdString(task.name), name));
    m_dock->show();
    m_dock->raise();
    emit message(tr("Benchmarking %1 on %2 (%3)…")
                     .arg(QString::fromStdString(task.name), name, QString::fromStdString(target->url)));
}

ProfilerController::SlurmChoice ProfilerController::askSlurmChoice(const QString& target)
{
    if (m_slurmQuestion)
        return m_slurmQuestion(target);
    QMessageBox box(QMessageBox::Question, tr("Benchmark on a Slurm cluster"),
        tr("Benchmark %1 on %2 now, in the session's allocation (a step of it, or one srun of its own), or "
           "submit it as a batch job (sbatch) that runs when the cluster has a node for it? A batch job's "
           "results are fetched later from Run › Slurm batch jobs…, also after a restart.")
            .arg(QString::fromStdString(m_task->task().name), target),
        QMessageBox::Cancel, m_window);
    QPushButton* now = box.addButton(tr("Run now"), QMessageBox::AcceptRole);
    QPushButton* batch = box.addButton(tr("Submit as batch job"), QMessageBox::AcceptRole);
    box.setDefaultButton(now);
    box.exec();
    if (box.clickedButton() == now)
        return SlurmChoice::RunNow;
    return box.clickedButton() == batch ? SlurmChoice::Batch : SlurmChoice::Cancel;
}

void ProfilerController::showTargetBenchmark(
    const QString& name, int exitCode, const QByteArray& document, const QString& why)
{
    m_benchAction->setEnabled(true);
    QString error;
    const auto doc = exitCode == 0 || exitCode == 1
        ? parseBenchDocument(document, tr("the benchmark on %1").arg(name), &error)
        : std::nullopt;
    if (!doc) {
        const QString reason = why.trimmed().isEmpty() ? error : why.trimmed();
        m_charts->showMessage(tr("The benchmark on %1 did not run: %2").arg(name, reason));
        m_dock->show(); // a batch job's fetch: the dock may be closed
        m_dock->raise();
        emit failed(tr("The benchmark on %1 did not run").arg(name), reason);
        return;
    }
    m_charts->setBenchmark(doc->result, doc->text);
    m_dock->show();
    m_dock->raise();
    emit message(tr("Benchmark on %1 finished").arg(name));
}

} // namespace warpscope::app
