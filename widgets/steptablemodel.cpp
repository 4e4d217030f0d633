// A pipeline run's steps as a model: the kernel's steps, then a reference pipeline's, per seed.
#include "widgets/steptablemodel.h"

#include "widgets/enginemessages.h"

namespace warpscope::widgets {

StepTableModel::StepTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void StepTableModel::setRun(const core::RunResult& run)
{
    beginResetModel();
    m_rows.clear();
    for (const core::SeedResult& seed : run.seeds)
        for (const core::StepRun& step : seed.steps)
            m_rows.push_back({seed.seed, step});
    endResetModel();
}

int StepTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StepTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StepTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Step ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Seed:
        return QString::number(row.seed);
    case Step: {
        // "step 2 (merge)" translated from its id; the English title in a bundle from before ids
        const QString title = row.step.titleMessage.id.empty()
            ? QString::fromStdString(row.step.title)
            : EngineMessages::text({row.step.titleMessage}, row.step.title);
        return row.step.reference ? tr("reference %1").arg(title) : title;
    }
    case Launches:
        return QString::number(row.step.launches);
    case Time:
        return tr("%1 ms").arg(QString::number(row.step.seconds * 1e3, 'g', 3));
    case WarpInstructions:
        return QString::number(row.step.warpInstructions);
    }
    return {};
}

QVariant StepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount] = {tr("Seed"), tr("Step"), tr("Launches"), tr("Time"), tr("Warp instructions")};
    return titles[section];
}

} // namespace warpscope::widgets
