#pragma once

#include "core/compare/comparison.h"

#include <QAbstractTableModel>

namespace warpscope::widgets {

/// The worst elements of one output as a table model, in the order core::compareOutput ranked them:
/// rank, multi-dimensional index, value, reference, absolute / relative / ULP error, excess and the
/// category that decided the element. An output equal to its reference rounded to its type has one
/// row saying there is nothing to rank (column 0; the view spans it).
class WorstElementsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Rank, Index, Value, Reference, AbsError, RelError, Ulp, Excess, Category, ColumnCount };
    enum Role { FlatIndexRole = Qt::UserRole }; ///< qint64, -1 on the "nothing to rank" row

    explicit WorstElementsModel(QObject* parent = nullptr);

    void setStats(const core::OutputStats& stats);
    void clear();
    /// The row that says there is nothing to rank is shown.
    bool showsNothingToRank() const { return m_nothingToRank; }
    /// The flat index of the element in a row, -1 outside.
    qint64 flatIndexAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    QString cellText(int row, int column) const;

    std::vector<core::WorstElement> m_worst;
    core::DType m_dtype = core::DType::F32;
    bool m_nothingToRank = false;
};

} // namespace warpscope::widgets
