// The hot spots as a model: counters of source lines or instructions, numbers sortable as numbers.
#include "widgets/hotspotmodel.h"

#include <QColor>
#include <QLocale>

#include <algorithm>

namespace warpscope::widgets {

namespace {

std::uint64_t sum(const std::array<std::uint64_t, core::analysis::kSpaces>& a)
{
    std::uint64_t s = 0;
    for (auto v : a)
        s += v;
    return s;
}

bool isRatioColumn(int column)
{
    return column == HotspotModel::EfficiencyColumn || column == HotspotModel::SectorsPerRequestColumn
        || column == HotspotModel::IdealSectorsPerRequestColumn || column == HotspotModel::L1HitColumn
        || column == HotspotModel::L2HitColumn;
}

} // namespace

HotspotModel::HotspotModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void HotspotModel::setReport(const core::analysis::AnalysisReport& report, bool perInstruction,
    const std::vector<core::LineDelta>& baseline, const QString& baselineName)
{
    beginResetModel();
    m_rows.clear();
    m_trafficModel = report.traffic.has_value();
    m_baselineName = baselineName;
    if (perInstruction) {
        for (const auto& ins : report.instructions)
            if (ins.counters.instExecuted != 0 || ins.counters.globalRequests != 0)
                m_rows.push_back({ins.sourceLine, ins.counters, ins.ptxLine, ins.opcode, std::nullopt});
    } else {
        for (const auto& line : report.lines) {
            if (line.sourceLine <= 0)
                continue;
            Row row {line.sourceLine, line.counters, 0, {}, std::nullopt};
            const auto it = std::find_if(
                baseline.begin(), baseline.end(), [&](const core::LineDelta& d) { return d.line == line.sourceLine; });
            if (it != baseline.end())
                row.baseline = *it;
            m_rows.push_back(std::move(row));
        }
    }
    endResetModel();
}

void HotspotModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int HotspotModel::sourceLineAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)].sourceLine : 0;
}

int HotspotModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HotspotModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<double> HotspotModel::number(const Row& row, int column) const
{
    const auto& c = row.counters;
    const bool requests = c.globalRequests > 0;
    switch (column) {
    case LineColumn:
        return double(row.sourceLine);
    case ExecutedColumn:
        return double(c.instExecuted);
    case EfficiencyColumn:
        return c.instExecuted > 0 ? std::optional(c.warpEfficiency()) : std::nullopt;
    case SectorsPerRequestColumn:
        return requests ? std::optional(double(c.globalSectors) / double(c.globalRequests)) : std::nullopt;
    case IdealSectorsPerRequestColumn:
        return requests ? std::optional(double(c.globalSectorsIdeal) / double(c.globalRequests)) : std::nullopt;
    case ExcessSectorsColumn:
        return double(c.globalSectorsExcessive());
    case WavefrontsColumn:
        return double(c.sharedWavefronts);
    case IdealWavefrontsColumn:
        return double(c.sharedWavefrontsIdeal);
    case WaysColumn:
        return double(c.sharedMaxWays);
    case BytesColumn:
        return double(sum(c.bytesRead) + sum(c.bytesWritten));
    case FlopsColumn:
        return double(c.totalFlops());
    case DivergentColumn:
        return double(c.divergentBranches);
    case L1HitColumn:
        return m_trafficModel && c.l1LoadSectors > 0 ? std::optional(c.l1HitRate()) : std::nullopt;
    case L2HitColumn:
        return m_trafficModel && c.l2Sectors > 0 ? std::optional(c.l2HitRate()) : std::nullopt;
    case DramColumn:
        return m_trafficModel ? std::optional(double(c.dramBytesRead + c.dramBytesWritten)) : std::nullopt;
    }
    return std::nullopt;
}

QVariant HotspotModel::baselineData(const Row& row, int column, int role) const
{
    if (!row.baseline)
        return {};
    const core::LineDelta& d = *row.baseline;
    const bool sectors = column == BaselineSectorsColumn;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (d.baselineLine == 0) {
        if (role == Qt::DisplayRole)
            return tr("new");
        if (role == SortRole)
            return 0.0;
        if (role == Qt::ToolTipRole)
            return tr("This line has no counterpart in the baseline %1").arg(m_baselineName);
        return {};
    }
    const std::uint64_t base = sectors ? d.baseline.globalSectorsExcessive() : d.baseline.sharedWavefrontsExcessive();
    const std::uint64_t now = sectors ? d.current.globalSectorsExcessive() : d.current.sharedWavefrontsExcessive();
    const double change = double(now) - double(base);
    switch (role) {
    case Qt::DisplayRole:
        return change > 0 ? QStringLiteral("+%1").arg(QLocale().toString(change, 'f', 0))
                          : QLocale().toString(change, 'f', 0);
    case SortRole:
        return change;
    case Qt::ToolTipRole:
        return tr("Baseline %1, line %2: %3 %4; this line: %5")
            .arg(m_baselineName)
            .arg(d.baselineLine)
            .arg(QLocale().toString(qulonglong(base)), sectors ? tr("excess sectors") : tr("excess wavefronts"),
                QLocale().toString(qulonglong(now)));
    case Qt::ForegroundRole:
        if (change > 0)
            return QColor(0xb0, 0x20, 0x20);
        if (change < 0)
            return QColor(0x20, 0x80, 0x30);
        return {};
    }
    return {};
}

QVariant HotspotModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const int column = index.column();
    if (column == BaselineSectorsColumn || column == BaselineWavefrontsColumn)
        return baselineData(row, column, role);
    if (column == InstructionColumn) {
        if (row.ptxLine <= 0)
            return {};
        if (role == Qt::DisplayRole)
            return tr("PTX %1: %2").arg(row.ptxLine).arg(QString::fromStdString(row.opcode));
        if (role == SortRole)
            return row.ptxLine;
        return {};
    }
    const std::optional<double> value = number(row, column);
    switch (role) {
    case Qt::DisplayRole:
        if (!value)
            return QStringLiteral("–");
        if (isRatioColumn(column))
            return QString::number(*value, 'f', 2);
        return QString::number(qulonglong(*value));
    case SortRole:
        return value.value_or(-1.0);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            Qt::Alignment((column == LineColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter));
    }
    return {};
}

QVariant HotspotModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        const QString titles[ColumnCount] = {tr("Line"), tr("Executed"), tr("Lane eff."), tr("Sectors/req"),
            tr("Ideal"), tr("Excess sectors"), tr("Shared wavefronts"), tr("Ideal"), tr("Conflict ways"), tr("Bytes"),
            tr("FLOPs"), tr("Divergent"), tr("L1 hit %"), tr("L2 hit %"), tr("DRAM bytes"), tr("PTX instruction"),
            tr("Δ excess sectors"), tr("Δ bank conflicts")};
        return titles[section];
    }
    if (role != Qt::ToolTipRole)
        return {};
    // Nsight Compute's names, so a reviewer can cross-check against a GPU profile.
    const QString tips[ColumnCount] = {tr("Source line"), tr("Instructions Executed (warp level)"),
        tr("Warp Execution Efficiency: active lanes / 32"), tr("L2 Theoretical Sectors Global / L1 Requests Global"),
        tr("L2 Theoretical Sectors Global Ideal / L1 Requests Global"), tr("L2 Theoretical Sectors Global Excessive"),
        tr("L1 Wavefronts Shared"), tr("L1 Wavefronts Shared Ideal"),
        tr("Worst bank-conflict degree (distinct words in one bank in one phase)"),
        tr("Bytes read and written, all memory spaces"), tr("FLOPs (fadd + fmul + 2 × ffma, all types)"),
        tr("Divergent Branches"),
        tr("L1/TEX Hit Rate of global loads (l1tex__t_sector_hit_rate.pct), from the cache model"),
        tr("L2 Hit Rate (lts__t_sector_hit_rate.pct), from the cache model"),
        tr("dram__bytes_read.sum + dram__bytes_write.sum, from the cache model (writes charged to the last "
           "writer)"),
        tr("The PTX line and opcode of the instruction"),
        tr("Excess global sectors of this line minus those of its counterpart in the pinned baseline (lines "
           "paired by their text)"),
        tr("Excess shared wavefronts (bank conflicts) of this line minus those of its counterpart in the pinned "
           "baseline")};
    return tips[section];
}

} // namespace warpscope::widgets
