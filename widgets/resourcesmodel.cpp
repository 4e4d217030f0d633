// A compile's per-kernel resources as a model: the entry kernel bold, spills red.
#include "widgets/resourcesmodel.h"

#include "core/common/demangle.h"

#include <QColor>
#include <QFont>

namespace warpscope::widgets {

ResourcesModel::ResourcesModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ResourcesModel::setResources(const std::vector<core::KernelResources>& resources, const std::string& entryLowered,
    const std::map<std::string, std::string>& loweredNames)
{
    // Show the name the source uses ("scale<float>") rather than the mangled one, when known.
    std::map<std::string, std::string> readable;
    for (const auto& [expression, lowered] : loweredNames)
        readable[lowered] = expression;
    beginResetModel();
    m_rows.clear();
    for (const core::KernelResources& r : resources) {
        const auto found = readable.find(r.kernel);
        m_rows.push_back(
            {r, QString::fromStdString(found != readable.end() ? found->second : core::shortDemangledName(r.kernel)),
                r.kernel == entryLowered});
    }
    endResetModel();
}

int ResourcesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResourcesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int ResourcesModel::value(const core::KernelResources& r, int column)
{
    switch (column) {
    case RegistersColumn:
        return r.registers;
    case SharedColumn:
        return r.sharedStatic;
    case LocalColumn:
        return r.local;
    case SpillStoresColumn:
        return r.spillStores;
    case SpillLoadsColumn:
        return r.spillLoads;
    case ConstantColumn:
        return r.constant;
    case BarriersColumn:
        return r.barriers;
    }
    return 0;
}

QVariant ResourcesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const int column = index.column();
    const bool spill = (column == SpillStoresColumn || column == SpillLoadsColumn) && value(row.resources, column) > 0;
    switch (role) {
    case Qt::DisplayRole:
        return column == KernelColumn ? row.name : QString::number(value(row.resources, column));
    case Qt::ToolTipRole:
        if (column == KernelColumn)
            return QString::fromStdString(row.resources.kernel);
        if (spill)
            return tr("Registers spill to local memory: every spill is a memory access.");
        return {};
    case Qt::TextAlignmentRole:
        return column == KernelColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        return spill ? QVariant(QColor(0xb3, 0x1d, 0x28)) : QVariant();
    case Qt::FontRole:
        if (row.entry) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    return {};
}

QVariant ResourcesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount] = {tr("Kernel"), tr("Registers"), tr("Static shared (B)"), tr("Local/stack (B)"),
        tr("Spill stores (B)"), tr("Spill loads (B)"), tr("Constant (B)"), tr("Barriers")};
    return titles[section];
}

} // namespace warpscope::widgets
