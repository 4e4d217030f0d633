#include "widgets/steptable.h"

#include <QHeaderView>

namespace warpscope::widgets {

StepTable::StepTable(QWidget* parent)
    : QTableWidget(0, ColumnCount, parent)
{
    setObjectName(QStringLiteral("runStepTable"));
    setHorizontalHeaderLabels({tr("Seed"), tr("Step"), tr("Launches"), tr("Time"), tr("Warp instructions")});
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
}

void StepTable::setRun(const core::RunResult& run)
{
    setRowCount(0);
    for (const core::SeedResult& seed : run.seeds) {
        for (const core::StepRun& step : seed.steps) {
            const int row = rowCount();
            insertRow(row);
            const QString title = step.reference ? tr("reference %1").arg(QString::fromStdString(step.title))
                                                 : QString::fromStdString(step.title);
            const QStringList cells {QString::number(seed.seed), title, QString::number(step.launches),
                tr("%1 ms").arg(QString::number(step.seconds * 1e3, 'g', 3)), QString::number(step.warpInstructions)};
            for (int c = 0; c < ColumnCount; ++c) {
                auto* item = new QTableWidgetItem(cells[c]);
                if (c != Step)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                setItem(row, c, item);
            }
        }
    }
    resizeColumnsToContents();
}

} // namespace warpscope::widgets
