#pragma once

#include "core/task/task.h"

#include <QWidget>

#include <vector>

class QPushButton;
class QTableView;

namespace warpscope::widgets {

class StepsEditorModel;

/// Edits a pipeline's steps in a table, one row per [[step]]: name, entry, grid, block, dynamic
/// shared memory, arguments and repeat loops, with buttons to add, remove and reorder steps. A dumb
/// view: steps go in by setSteps(), come out by steps(); changed() says the user edited something.
class StepsEditor : public QWidget {
    Q_OBJECT
public:
    /// The columns of StepsEditorModel.
    enum Column { Name, Entry, Grid, Block, Shared, Args, Repeat, ColumnCount };

    explicit StepsEditor(QWidget* parent = nullptr);

    /// Shows the steps; defaults is the [kernel] table a new step's source and options come from.
    void setSteps(const std::vector<core::StepSpec>& steps, const core::KernelSpec& defaults);
    /// The steps as edited; a step keeps the fields the table does not show (source, options, ...).
    std::vector<core::StepSpec> steps() const;
    /// One line per cell the table cannot turn into a step (a repeat it cannot read, an empty entry).
    QStringList problems() const;
    QTableView* table() const { return m_table; }

    /// "k from 1 to LOG2N + 1; j from k - 1 to -1 step -1" for the loops, and back. parseRepeat
    /// sets problem (and returns what it could read) when the text is not in that form.
    static QString repeatText(const std::vector<core::LoopSpec>& loops);
    static std::vector<core::LoopSpec> parseRepeat(const QString& text, QString* problem);

signals:
    void changed();

private:
    /// A step as the table's texts.
    static QStringList cells(const core::StepSpec& step);
    void addStep();
    void removeStep();
    void moveStep(int delta);
    void updateButtons();

    StepsEditorModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_up = nullptr;
    QPushButton* m_down = nullptr;
    std::vector<core::StepSpec> m_steps; ///< as last set or edited: what the table does not show
    core::KernelSpec m_defaults;
    bool m_filling = false;
};

} // namespace warpscope::widgets
