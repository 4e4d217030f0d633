// A/B compare's per-kernel resources as a model: both sides' values and the change.
#include "widgets/resourcediffmodel.h"

#include "core/common/demangle.h"

#include <QColor>

namespace warpscope::widgets {

ResourceDiffModel::ResourceDiffModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ResourceDiffModel::setDeltas(const std::vector<core::ResourceDelta>& deltas)
{
    beginResetModel();
    m_deltas = deltas;
    endResetModel();
}

QString ResourceDiffModel::metricName(int metric)
{
    const QString names[kMetrics] = {tr("Registers"), tr("Static shared (B)"), tr("Local/stack (B)"),
        tr("Spill stores (B)"), tr("Spill loads (B)"), tr("Constant (B)"), tr("Barriers")};
    return names[metric];
}

int ResourceDiffModel::value(const core::KernelResources& r, int metric)
{
    const int values[kMetrics]
        = {r.registers, r.sharedStatic, r.local, r.spillStores, r.spillLoads, r.constant, r.barriers};
    return values[metric];
}

int ResourceDiffModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_deltas.size()) * kMetrics;
}

int ResourceDiffModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResourceDiffModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::ResourceDelta& d = m_deltas[std::size_t(index.row() / kMetrics)];
    const int metric = index.row() % kMetrics;
    const int va = value(d.a, metric);
    const int vb = value(d.b, metric);
    if (role == Qt::ForegroundRole) {
        if (index.column() == DeltaColumn && d.inA && d.inB && va != vb)
            return vb > va ? QColor(0xb3, 0x1d, 0x28) : QColor(0x22, 0x86, 0x3a);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case KernelColumn:
        return QString::fromStdString(core::shortDemangledName(d.kernel));
    case MetricColumn:
        return metricName(metric);
    case AColumn:
        return d.inA ? QString::number(va) : tr("absent");
    case BColumn:
        return d.inB ? QString::number(vb) : tr("absent");
    case DeltaColumn:
        return d.inA && d.inB ? QString::asprintf("%+d", vb - va) : QString();
    }
    return {};
}

QVariant ResourceDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount] = {tr("Kernel"), tr("Resource"), tr("A"), tr("B"), tr("B − A")};
    return titles[section];
}

} // namespace warpscope::widgets
