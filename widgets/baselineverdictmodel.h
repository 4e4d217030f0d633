#pragma once

#include "core/pipeline/baselinecompare.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::widgets {

/// The verdicts against a pinned baseline as a table model: six rows per output (verdict, mismatches,
/// NaN/Inf/unwritten, max abs, max rel, max ULP), each with the baseline's value, the current one and
/// the change, worse in red and better in green (Qt::ForegroundRole). The deltas come computed
/// (core::compareVerdicts); the model only words them.
class BaselineVerdictModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Output, Figure, Baseline, Current, Change, ColumnCount };
    enum FigureRow { VerdictRow, MismatchRow, NonFiniteRow, MaxAbsRow, MaxRelRow, MaxUlpRow, FigureRowCount };

    explicit BaselineVerdictModel(QObject* parent = nullptr);

    void setDeltas(const std::vector<core::OutputDelta>& deltas);
    void clear();

    /// The figures' names as the Figure column writes them.
    static QString figureName(int figure);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const core::OutputDelta& d, int figure, int column) const;
    QVariant foreground(const core::OutputDelta& d, int figure, int column) const;

    std::vector<core::OutputDelta> m_deltas;
};

} // namespace warpscope::widgets
