#pragma once

// Settings ▸ Targets: the run targets of the targets file (shared with the CLI's --target), listed
// with Add, Edit and Remove. Each change is checked (TargetForm) and written to the file at once.
// Below them, the Slurm settings (AppSettings): how often the batch list reads its jobs' states, the
// kept allocation's idle timeout and how long salloc waits in the queue; each applies at once.

#include <QDialog>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace warpscope::session {
class TargetsModel;
}

namespace warpscope::app {

class TargetForm;

class TargetsDialog : public QDialog {
    Q_OBJECT
public:
    TargetsDialog(session::TargetsModel* model, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    /// Opens the form for a new target (row -1) or the target at row; returns it (open, not modal-blocking).
    TargetForm* openForm(int row);
    /// The last problem shown (a file that could not be read or written), for tests.
    QString problem() const;
    /// The Slurm settings' fields: the batch poll (s), the idle timeout (min), salloc's wait (s).
    QSpinBox* batchPollField() const { return m_batchPoll; }
    QSpinBox* slurmIdleField() const { return m_slurmIdle; }
    QSpinBox* slurmWaitField() const { return m_slurmWait; }

signals:
    /// A Slurm setting was changed and saved.
    void slurmSettingsChanged();

private:
    QWidget* createSlurmSettings();
    void removeSelected();
    void showProblem(const QString& text);
    void updateButtons();

    session::TargetsModel* m_model;
    QTableView* m_table = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_edit = nullptr;
    QPushButton* m_remove = nullptr;
    QSpinBox* m_batchPoll = nullptr;
    QSpinBox* m_slurmIdle = nullptr;
    QSpinBox* m_slurmWait = nullptr;
};

} // namespace warpscope::app
