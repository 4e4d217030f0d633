#pragma once

#include "widgets/threadtracemodel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace warpscope::widgets {

/// One thread's trace (issue 6 item 6): a table of steps (source line, PTX line, opcode, registers
/// written = value in hex and, for f32/f64 registers, as a float), steps whose guard was false greyed,
/// a filter by source line, and a click on a row to jump to its source line. Setters in, signals out.
class ThreadTraceView : public QWidget {
    Q_OBJECT
public:
    enum Column {
        StepColumn = ThreadTraceModel::StepColumn,
        SourceColumn = ThreadTraceModel::SourceColumn,
        PtxColumn = ThreadTraceModel::PtxColumn,
        OpcodeColumn = ThreadTraceModel::OpcodeColumn,
        WritesColumn = ThreadTraceModel::WritesColumn,
        ColumnCount = ThreadTraceModel::ColumnCount
    };

    explicit ThreadTraceView(QWidget* parent = nullptr);

    void setTrace(const core::analysis::ThreadTrace& trace);
    /// Shows a sentence instead of a trace (tracing…, the trace failed because …).
    void showMessage(const QString& text);
    /// Only the steps of this source line; 0 shows all.
    void setSourceLineFilter(int line);

    QTableView* table() const { return m_table; }
    ThreadTraceModel* steps() const { return m_model; }
    /// Rows shown (after the source-line filter) and the text of a shown cell.
    int rowCount() const;
    QString textAt(int row, int column) const;
    QString summary() const;
    /// "%r1 = 0x00000045 (69)" style text of a step's writes, as the table shows it.
    static QString writesText(const core::analysis::TraceStep& step);

signals:
    void sourceLineActivated(int line);

private:
    void fill();

    ThreadTraceModel* m_model = nullptr;
    QSortFilterProxyModel* m_filtered = nullptr; ///< the steps of the chosen source line
    int m_filter = 0;
    QLabel* m_summary = nullptr;
    QComboBox* m_filterBox = nullptr;
    QTableView* m_table = nullptr;
};

} // namespace warpscope::widgets
