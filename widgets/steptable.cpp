#include "widgets/steptable.h"

#include "widgets/steptablemodel.h"

#include <QHeaderView>

namespace warpscope::widgets {

StepTable::StepTable(QWidget* parent)
    : QTableView(parent)
    , m_model(new StepTableModel(this))
{
    setObjectName(QStringLiteral("runStepTable"));
    setModel(m_model);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
}

void StepTable::setRun(const core::RunResult& run)
{
    m_model->setRun(run);
    resizeColumnsToContents();
}

void StepTable::clear()
{
    m_model->setRun(core::RunResult {});
}

int StepTable::rowCount() const
{
    return m_model->rowCount();
}

} // namespace warpscope::widgets
