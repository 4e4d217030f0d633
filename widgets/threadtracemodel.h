#pragma once

#include "core/analysis/threadtrace.h"

#include <QAbstractTableModel>

namespace warpscope::widgets {

/// One thread's trace as a table model: a row per step (step number, source line, PTX line, opcode,
/// registers written), steps whose guard was false in the disabled text colour. LineRole holds the
/// source line (0 when unknown), for the view's filter proxy and its jumps.
class ThreadTraceModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StepColumn, SourceColumn, PtxColumn, OpcodeColumn, WritesColumn, ColumnCount };
    enum Role { LineRole = Qt::UserRole };

    explicit ThreadTraceModel(QObject* parent = nullptr);

    void setTrace(core::analysis::ThreadTrace trace);
    void clear();
    const core::analysis::ThreadTrace& trace() const { return m_trace; }

    /// "%r1 = 0x00000045 (69)" style text of a step's writes, as the table shows it.
    static QString writesText(const core::analysis::TraceStep& step);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    core::analysis::ThreadTrace m_trace;
};

} // namespace warpscope::widgets
