#pragma once

#include "core/pipeline/baselinecompare.h"

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLabel;
class QTableWidget;

namespace warpscope::widgets {

/// The verdict table against a pinned baseline: one row per output and figure (verdict, mismatches,
/// NaN/Inf/unwritten, max abs, max rel, max ULP) with the baseline's value, the current one and the
/// change, worse in red and better in green. A dumb view: the deltas come computed
/// (core::compareVerdicts).
class BaselineVerdictTable : public QWidget {
    Q_OBJECT
public:
    enum Column { Output, Figure, Baseline, Current, Change, ColumnCount };

    explicit BaselineVerdictTable(QWidget* parent = nullptr);

    /// heading: which runs are compared ("Baseline: Copy, coalesced (1 seed) — now: Copy, strided").
    void setComparison(const QString& heading, const std::vector<core::OutputDelta>& deltas);
    /// No comparison, and why (no baseline pinned, no run on screen, the baseline's folder is gone).
    void showMessage(const QString& text);
    /// Buttons for the controller's actions (Pin as baseline, Clear baseline) above the table, where the
    /// comparison is read: the Run toolbar has no room left at 1280 px.
    void addActionButton(QAction* action);

    QString headingText() const;
    QTableWidget* table() const { return m_table; }
    /// The text of a cell, for tests and captures: the row of (output, figure) and a column.
    QString cellText(const QString& output, const QString& figure, Column column) const;

    /// The figures' names as the Figure column writes them.
    static QString figureName(int figure);

private:
    QLabel* m_heading;
    QHBoxLayout* m_buttons;
    QTableWidget* m_table;
};

} // namespace warpscope::widgets
