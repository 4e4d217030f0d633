#pragma once

#include "core/compare/comparison.h"

#include <QTableWidget>

namespace warpscope::widgets {

/// The worst elements of one output, worst first (the order core::compareOutput ranked them in):
/// multi-dimensional index, value, reference, absolute / relative / ULP error, and the rule or
/// category that decided the element. Activating a row asks to show that element.
class WorstTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column { Rank, Index, Value, Reference, AbsError, RelError, Ulp, Excess, Category, ColumnCount };

    explicit WorstTable(QWidget* parent = nullptr);
    void setStats(const core::OutputStats& stats);
    void clearElements();
    /// The flat index of the element in a row, -1 outside.
    qint64 flatIndexAt(int row) const;

signals:
    void elementActivated(qint64 flatIndex);
};

} // namespace warpscope::widgets
