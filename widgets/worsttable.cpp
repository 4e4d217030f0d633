#include "widgets/worsttable.h"

#include <QHeaderView>

namespace warpscope::widgets {

WorstTable::WorstTable(QWidget* parent)
    : QTableView(parent)
    , m_model(new WorstElementsModel(this))
{
    setObjectName(QStringLiteral("worstTable"));
    setModel(m_model);
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    // The core's ranking (NaN/Inf/unwritten first, then by excess) is the order a reviewer reads.
    setSortingEnabled(false);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    connect(this, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (const qint64 flat = flatIndexAt(index.row()); flat >= 0)
            emit elementActivated(flat);
    });
}

void WorstTable::clearElements()
{
    clearSpans();
    m_model->clear();
}

void WorstTable::setStats(const core::OutputStats& stats)
{
    clearSpans();
    m_model->setStats(stats);
    if (m_model->showsNothingToRank()) {
        setSpan(0, 0, 1, ColumnCount);
        return;
    }
    resizeColumnsToContents();
}

qint64 WorstTable::flatIndexAt(int row) const
{
    return m_model->flatIndexAt(row);
}

int WorstTable::rowCount() const
{
    return m_model->rowCount();
}

QString WorstTable::textAt(int row, int column) const
{
    return m_model->index(row, column).data().toString();
}

} // namespace warpscope::widgets
