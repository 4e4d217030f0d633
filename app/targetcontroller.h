#pragma once

// Run targets in the GUI (issue 18): Settings ▸ Targets, the targets in the toolbar's Backend chooser
// (after Auto, Emulator and CUDA GPU, as "NAME (ssh)"), a Run on one of them through the remote
// worker path (session/remoterun.h), and for a Slurm target the allocation kept for the session
// (session/slurmallocation.h) with its state in the status bar. RunController asks it to run and
// receives the same progress, result and failure it gets from a local run.

#include "app/session/metatypes.h"
#include "app/targetsdialog.h"
#include "core/protocol/requests.h"
#include "core/remote/target.h"
#include "core/task/task.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QMainWindow;

namespace warpscope::session {
class RemoteRunner;
class RemoteTaskCall;
class SlurmAllocation;
class TargetsModel;
} // namespace warpscope::session

namespace warpscope::app {

class HostKeyDialog;

class TargetController : public QObject {
    Q_OBJECT
public:
    /// backend: the toolbar's chooser, which gains the targets' entries (data "target:NAME").
    TargetController(QMainWindow* window, QComboBox* backend);
    ~TargetController() override;

    /// Settings ▸ Targets….
    QAction* settingsAction() const { return m_settingsAction; }
    session::TargetsModel* model() const { return m_model; }
    session::SlurmAllocation* slurm() const { return m_slurm; }
    session::RemoteRunner* runner() const { return m_runner; }
    /// The dialog, once opened.
    TargetsDialog* dialog() const { return m_dialog; }

    /// The target's name when the chooser's data names one ("target:NAME"), else empty.
    static QString targetName(const QString& choice);

    /// Starts a run on the named target; returns its generation, or 0 with why (an unknown target, a
    /// damaged targets file). A Slurm target first gets (or reuses) the session's allocation. again:
    /// what the host-key dialog's accept button redoes, with againText on it (empty: Run, runAgain()).
    quint64 startRun(const QString& name, const core::Task& task, const core::WorkerRunRequest& request,
        const QString& bundleDir, QString* why, std::function<void()> again = {}, const QString& againText = {});
    /// The named target as the file says now, for a Compile, a trace or a benchmark on it; a Slurm
    /// target runs in the session's allocation when one is held (else one srun of its own). Null with
    /// why (an unknown target, a damaged targets file).
    std::optional<core::Target> resolve(const QString& name, QString* why);
    /// Whether the generation is a remote run of this controller.
    bool owns(quint64 generation) const;
    /// Cancel: the call ends (ssh stops); on a Slurm target the allocation is given back too (scancel).
    void cancel();

    /// When why is ssh's refusal of the named target's host key, opens the host-key dialog (as a Run
    /// does) and returns true: an unknown key may be accepted there, and then again() runs (againText
    /// is its button). A dialog already open for the target gains the retry instead of a second dialog.
    bool offerHostKey(const QString& name, const QString& why, const QString& againText, std::function<void()> again);

    /// A far Compile, trace or benchmark (issue 18): Cancel (Shift+F5) ends it while it is out.
    void watchTaskCall(session::RemoteTaskCall* call);
    bool taskCallsBusy() const;
    /// Ends every far Compile, trace and benchmark in flight; returns what each was ("the compile on box").
    QStringList cancelTaskCalls();
    /// The Slurm settings (Settings › Run targets) into the kept allocation: its idle timeout and
    /// salloc's wait; settingsChanged() tells the batch list's poll.
    void applySettings();

public slots:
    void showDialog();
    /// The chooser's target entries again, after the targets changed.
    void refreshChooser();

signals:
    void progress(quint64 generation, quint64 done, quint64 total);
    void finished(quint64 generation, warpscope::session::RunResultPtr result, const QString& where);
    void failed(quint64 generation, const QString& message);
    void needsChoice(quint64 generation, const QString& message);
    void message(const QString& text);
    /// A host key was not accepted: its dialog is open (an unknown key may be accepted there).
    void hostKeyDialogShown(warpscope::app::HostKeyDialog* dialog);
    /// The user accepted the host key: run again.
    void runAgain();
    /// A far Compile, trace or benchmark went out, or the last one ended.
    void taskCallsBusyChanged(bool busy);
    /// The Slurm settings changed (Settings › Run targets).
    void settingsChanged();

private:
    struct Pending {
        quint64 generation = 0;
        QString name;
        core::Task task;
        core::WorkerRunRequest request;
        QString bundleDir;
    };
    void slurmGranted(const QString& jobId);
    void slurmRefused(const QString& why);
    /// After a run ends: gives the allocation back if Cancel asked for it meanwhile; true if it did.
    bool releaseIfCancelled();

    QMainWindow* m_window;
    QComboBox* m_backend;
    session::TargetsModel* m_model;
    session::RemoteRunner* m_runner;
    session::SlurmAllocation* m_slurm;
    QAction* m_settingsAction;
    QLabel* m_slurmLabel;
    QPointer<TargetsDialog> m_dialog;
    Pending m_pending; ///< a run waiting for its Slurm allocation
    quint64 m_current = 0; ///< the remote run in flight or waiting; 0 when none
    QString m_currentTarget;
    bool m_releaseAfterRun = false; ///< Cancel on a Slurm target: scancel once the cancelled run answered
    std::function<void()> m_currentAgain; ///< what accepting a host key redoes for the run in flight
    QString m_currentAgainText;
    QList<QPointer<session::RemoteTaskCall>> m_taskCalls;
    QPointer<HostKeyDialog> m_hostKeyDialog; ///< the open one, and the target it is about
    QString m_hostKeyTarget;
    std::shared_ptr<std::vector<std::function<void()>>> m_hostKeyRetries;
};

} // namespace warpscope::app
