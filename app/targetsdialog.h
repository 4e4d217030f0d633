#pragma once

// Settings ▸ Targets: the run targets of the targets file (shared with the CLI's --target), listed
// with Add, Edit and Remove. Each change is checked (TargetForm) and written to the file at once.

#include <QDialog>

class QLabel;
class QPushButton;
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

private:
    void removeSelected();
    void showProblem(const QString& text);
    void updateButtons();

    session::TargetsModel* m_model;
    QTableView* m_table = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_edit = nullptr;
    QPushButton* m_remove = nullptr;
};

} // namespace warpscope::app
