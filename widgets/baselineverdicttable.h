#pragma once

#include "widgets/baselineverdictmodel.h"

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLabel;
class QTableView;

namespace warpscope::widgets {

/// The verdict table against a pinned baseline: one row per output and figure (verdict, mismatches,
/// NaN/Inf/unwritten, max abs, max rel, max ULP) with the baseline's value, the current one and the
/// change, worse in red and better in green. A dumb view over BaselineVerdictModel: the deltas come
/// computed (core::compareVerdicts).
class BaselineVerdictTable : public QWidget {
    Q_OBJECT
public:
    using Column = BaselineVerdictModel::Column;
    static constexpr Column Output = BaselineVerdictModel::Output;
    static constexpr Column Figure = BaselineVerdictModel::Figure;
    static constexpr Column Baseline = BaselineVerdictModel::Baseline;
    static constexpr Column Current = BaselineVerdictModel::Current;
    static constexpr Column Change = BaselineVerdictModel::Change;

    explicit BaselineVerdictTable(QWidget* parent = nullptr);

    /// heading: which runs are compared ("Baseline: Copy, coalesced (1 seed) — now: Copy, strided").
    void setComparison(const QString& heading, const std::vector<core::OutputDelta>& deltas);
    /// No comparison, and why (no baseline pinned, no run on screen, the baseline's folder is gone).
    void showMessage(const QString& text);
    /// Buttons for the controller's actions (Pin as baseline, Clear baseline) above the table, where the
    /// comparison is read: the Run toolbar has no room left at 1280 px.
    void addActionButton(QAction* action);

    QString headingText() const;
    QTableView* table() const { return m_table; }
    BaselineVerdictModel* verdictModel() const { return m_model; }
    /// The text of a cell, for tests and captures: the row of (output, figure) and a column.
    QString cellText(const QString& output, const QString& figure, Column column) const;

    /// The figures' names as the Figure column writes them.
    static QString figureName(int figure) { return BaselineVerdictModel::figureName(figure); }

private:
    QLabel* m_heading;
    QHBoxLayout* m_buttons;
    BaselineVerdictModel* m_model;
    QTableView* m_table;
};

} // namespace warpscope::widgets
