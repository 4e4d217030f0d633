#pragma once

#include "core/task/task.h"

#include <QWidget>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace warpscope::widgets {

class StepsEditor;
class WheelGuard;

/// Shows a task's params, buffers, launch (or pipeline steps), reference, tolerances and seeds, and lets the user edit
/// them. A dumb view: the task goes in by setTask(); "Save task" emits saveRequested() with the edited
/// task; the controller validates and saves, and reports problems back with setValidationMessage().
class TaskPane : public QWidget {
    Q_OBJECT
public:
    explicit TaskPane(QWidget* parent = nullptr);

    void setTask(const core::Task& task);
    /// The task as currently edited (the last set task with the pane's edits applied).
    core::Task editedTask() const;
    /// Shows a validation or save problem; an empty message clears it.
    void setValidationMessage(const QString& message);
    bool isDirty() const { return m_dirty; }

    /// The run's estimated peak memory against what the machine can give, one line; tooLarge colours
    /// it as a refusal. An empty text hides it.
    void setMemoryEstimate(const QString& text, bool tooLarge);

    /// Problems the pane can see itself (a parameter that is not an integer, a tolerance that is not
    /// a number), one per line; empty when the edits are well-formed.
    QString inputProblems() const;

    /// Splits "a, ceil_div(N, 2), b" at top-level commas only.
    static QStringList splitTopLevel(const QString& text);

    /// A task with [[implementation]]s: the one whose launch (or steps) the Launch box shows and edits.
    int currentImplementation() const { return m_currentImplementation; }
    void showImplementation(int index);

signals:
    void saveRequested(const warpscope::core::Task& task);
    void dirtyChanged(bool dirty);

private:
    QWidget* buildHeader();
    QWidget* buildParams();
    QWidget* buildBuffers();
    QWidget* buildLaunch();
    QWidget* buildReference();
    QWidget* buildTolerances();
    QWidget* buildSeeds();
    void fillTables();
    void setDirty(bool dirty);
    void showSteps(bool pipeline);
    QWidget* buildImplementationChooser(QWidget* parent);
    /// Fills the chooser and the Launch box from the task's implementations (hidden without any).
    void fillImplementations();
    /// The launch and steps as the Launch box shows them now.
    core::LaunchSpec formLaunch() const;
    /// t's implementations with the Launch box's edits given to the shown one (and the rest of its arch
    /// family, which shares one launch), and t's kernel, launch and steps the first one's, as read.
    void applyImplementationEdits(core::Task& t) const;
    /// The launch form (or steps table) shows this launch and these steps.
    void showLaunch(
        const core::LaunchSpec& launch, const std::vector<core::StepSpec>& steps, const core::KernelSpec& kernel);

    core::Task m_task;
    WheelGuard* m_wheelGuard = nullptr;
    bool m_filling = false;
    bool m_dirty = false;
    QLabel* m_name = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_file = nullptr;
    QTableWidget* m_params = nullptr;
    QTableWidget* m_buffers = nullptr;
    QLineEdit* m_grid = nullptr;
    QLineEdit* m_block = nullptr;
    QLineEdit* m_shared = nullptr;
    QLineEdit* m_args = nullptr;
    QWidget* m_singleLaunch = nullptr; ///< the one-launch form, hidden for a pipeline
    QPushButton* m_makePipeline = nullptr;
    StepsEditor* m_steps = nullptr; ///< a pipeline's [[step]]s, shown instead of the one-launch form
    QGroupBox* m_launchBox = nullptr;
    bool m_pipeline = false; ///< the steps table, not the one-launch form, is the launch
    QWidget* m_implementationRow = nullptr;
    QComboBox* m_implementationBox = nullptr;
    QLabel* m_implementationInfo = nullptr;
    /// the task's implementations with the edits of those shown before the current one
    std::vector<core::ImplementationSpec> m_implementations;
    int m_currentImplementation = 0;
    QLabel* m_reference = nullptr;
    QTableWidget* m_tolerances = nullptr;
    QSpinBox* m_seedCount = nullptr;
    QSpinBox* m_seedBase = nullptr;
    QLabel* m_validation = nullptr;
    QLabel* m_memory = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_revert = nullptr;
};

} // namespace warpscope::widgets
