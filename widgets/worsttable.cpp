#include "widgets/worsttable.h"

#include "widgets/runtext.h"

#include <QHeaderView>

namespace warpscope::widgets {

WorstTable::WorstTable(QWidget* parent)
    : QTableWidget(0, ColumnCount, parent)
{
    setObjectName(QStringLiteral("worstTable"));
    setHorizontalHeaderLabels({tr("#"), tr("Index"), tr("Value"), tr("Reference"), tr("Abs error"), tr("Rel error"),
        tr("ULP"), tr("Excess"), tr("Decided by")});
    horizontalHeaderItem(Excess)->setToolTip(
        tr("Error over the allowed error by the more lenient rule; above 1 fails"));
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    // The core's ranking (NaN/Inf/unwritten first, then by excess) is the order a reviewer reads.
    setSortingEnabled(false);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    connect(this, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (const qint64 flat = flatIndexAt(row); flat >= 0)
            emit elementActivated(flat);
    });
}

void WorstTable::clearElements()
{
    setRowCount(0);
}

void WorstTable::setStats(const core::OutputStats& stats)
{
    clearSpans();
    setRowCount(0);
    if (stats.worst.empty() && stats.elements > 0) {
        // Elements are ranked by how close they come to failing; an output that equals the reference
        // rounded to its own type has nothing to rank, which an empty table would not say.
        setRowCount(1);
        setSpan(0, 0, 1, ColumnCount);
        auto* item = new QTableWidgetItem(tr("Every element equals the reference rounded to the output's type "
                                             "(0 ULP): there is nothing to rank."));
        item->setData(Qt::UserRole, qint64(-1));
        item->setFlags(Qt::ItemIsEnabled);
        setItem(0, Rank, item);
        return;
    }
    setRowCount(int(stats.worst.size()));
    for (int r = 0; r < int(stats.worst.size()); ++r) {
        const core::WorstElement& w = stats.worst[std::size_t(r)];
        const QStringList cells {QString::number(r + 1), RunText::index(w.index), RunText::value(w.value, stats.dtype),
            RunText::value(w.reference, stats.dtype), RunText::value(w.absError, stats.dtype),
            RunText::number(w.relError), QString::number(w.ulp), RunText::number(w.excess),
            RunText::category(w.category)};
        const bool bad = core::isMismatch(w.category);
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == Rank)
                item->setData(Qt::UserRole, qint64(w.flatIndex));
            if (c != Index && c != Category)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (bad && c == Category)
                item->setForeground(QColor(180, 0, 0));
            setItem(r, c, item);
        }
    }
    resizeColumnsToContents();
}

qint64 WorstTable::flatIndexAt(int row) const
{
    const QTableWidgetItem* it = item(row, Rank);
    return it ? it->data(Qt::UserRole).toLongLong() : -1;
}

} // namespace warpscope::widgets
