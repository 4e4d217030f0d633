// The occupancy pane's limits as a model: blocks per SM by each resource, the limiting one marked.
#include "widgets/occupancylimitsmodel.h"

#include <QColor>
#include <QFont>

namespace warpscope::widgets {

OccupancyLimitsModel::OccupancyLimitsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

QString OccupancyLimitsModel::limiterName(core::OccupancyLimiter limiter)
{
    using L = core::OccupancyLimiter;
    switch (limiter) {
    case L::BlockSize:
        return tr("the block size");
    case L::Warps:
        return tr("warps per SM");
    case L::Blocks:
        return tr("blocks per SM");
    case L::Registers:
        return tr("registers per thread");
    case L::SharedMemory:
        return tr("shared memory per block");
    case L::Barriers:
        return tr("barriers");
    case L::None:
        break;
    }
    return tr("nothing");
}

void OccupancyLimitsModel::setOccupancy(const core::OccupancyResult& o)
{
    using L = core::OccupancyLimiter;
    const std::pair<L, int> rows[]
        = {{L::Warps, o.blocksByWarps}, {L::Blocks, o.blocksByBlocks}, {L::Registers, o.blocksByRegisters},
            {L::SharedMemory, o.blocksBySharedMemory}, {L::Barriers, o.blocksByBarriers}};
    beginResetModel();
    m_rows.clear();
    for (const auto& [limit, blocks] : rows) {
        if (limit == L::Barriers && blocks <= 0)
            continue; // an architecture without a barrier limit
        m_rows.push_back({limit, blocks, limit == o.limiter});
    }
    endResetModel();
}

void OccupancyLimitsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int OccupancyLimitsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int OccupancyLimitsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OccupancyLimitsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == LimitColumn)
            return row.limiting ? tr("%1 (limiting)").arg(limiterName(row.limit)) : limiterName(row.limit);
        // no register use leaves "any number" of blocks to the registers
        return row.blocks >= 1 << 20 ? tr("no limit") : QString::number(row.blocks);
    case Qt::TextAlignmentRole:
        return index.column() == BlocksColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::FontRole:
        if (row.limiting) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        return row.limiting ? QVariant(QColor(0xd7, 0x3a, 0x49)) : QVariant();
    }
    return {};
}

QVariant OccupancyLimitsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    return section == LimitColumn ? tr("Limit") : tr("Blocks per SM");
}

} // namespace warpscope::widgets
