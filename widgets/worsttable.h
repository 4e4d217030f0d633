#pragma once

#include "widgets/worstelementsmodel.h"

#include <QTableView>

namespace warpscope::widgets {

/// The worst elements of one output, worst first (the order core::compareOutput ranked them in):
/// multi-dimensional index, value, reference, absolute / relative / ULP error, and the rule or
/// category that decided the element. Activating a row asks to show that element.
class WorstTable : public QTableView {
    Q_OBJECT
public:
    enum Column {
        Rank = WorstElementsModel::Rank,
        Index = WorstElementsModel::Index,
        Value = WorstElementsModel::Value,
        Reference = WorstElementsModel::Reference,
        AbsError = WorstElementsModel::AbsError,
        RelError = WorstElementsModel::RelError,
        Ulp = WorstElementsModel::Ulp,
        Excess = WorstElementsModel::Excess,
        Category = WorstElementsModel::Category,
        ColumnCount = WorstElementsModel::ColumnCount
    };

    explicit WorstTable(QWidget* parent = nullptr);
    void setStats(const core::OutputStats& stats);
    void clearElements();
    /// The flat index of the element in a row, -1 outside.
    qint64 flatIndexAt(int row) const;
    int rowCount() const;
    /// The text of a cell, as shown.
    QString textAt(int row, int column) const;
    WorstElementsModel* elements() const { return m_model; }

signals:
    void elementActivated(qint64 flatIndex);

private:
    WorstElementsModel* m_model;
};

} // namespace warpscope::widgets
