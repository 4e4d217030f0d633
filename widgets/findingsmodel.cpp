// The findings as a model: one row per deduplicated sanitizer finding, numbers sortable as numbers.
#include "widgets/findingsmodel.h"

#include "core/common/demangle.h"
#include "widgets/enginemessages.h"

namespace warpscope::widgets {

namespace {

QString triple(const std::array<std::uint32_t, 3>& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

bool isNumberColumn(int column)
{
    return column == FindingsModel::LineColumn || column == FindingsModel::PtxLineColumn
        || column == FindingsModel::CountColumn;
}

} // namespace

FindingsModel::FindingsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

QString FindingsModel::kindDescription(core::Finding::Kind kind)
{
    using K = core::Finding::Kind;
    switch (kind) {
    case K::OutOfBounds:
        return tr("An access outside its buffer, shared memory or stack frame (memcheck)");
    case K::Misaligned:
        return tr("An address that is not a multiple of the access size (memcheck)");
    case K::Race:
        return tr("Two threads touched the same shared memory between barriers, at least one of them writing "
                  "(racecheck)");
    case K::Uninitialized:
        return tr("A read of memory that was never written (initcheck)");
    case K::DivergentBarrier:
        return tr("A barrier that not every thread reaches (synccheck)");
    case K::BadWarpSyncMask:
        return tr("A warp-synchronous instruction whose member mask does not match the lanes that execute it "
                  "(synccheck)");
    case K::Trap:
        return tr("The kernel executed trap or brkpt");
    case K::BudgetExceeded:
        return tr("The run used up its instruction budget");
    case K::Unsupported:
        return tr("An instruction the emulator does not implement");
    case K::Cancelled:
        return tr("The run was cancelled");
    case K::Assert:
        return tr("A device assert() failed");
    case K::Printf:
        return tr("A printf whose format string or arguments could not be read");
    case K::StackOverflow:
        return tr("A call, alloca or recursion outgrew the per-thread stack");
    case K::Deadline:
        return tr("The run's time limit passed");
    case K::OutOfMemory:
        return tr("An allocation failed while the launch ran");
    case K::AsyncHazard:
        return tr("Memory read or overwritten while an asynchronous copy (cp.async) or wgmma using it is still in "
                  "flight: no wait retired it yet (asynccheck)");
    case K::Deadlock:
        return tr("Warps wait on an mbarrier phase that can never complete (asynccheck)");
    case K::Other:
        break;
    }
    return tr("Another problem the emulator found");
}

void FindingsModel::setFindings(std::vector<core::Finding> findings)
{
    beginResetModel();
    m_findings = std::move(findings);
    endResetModel();
}

void FindingsModel::clear()
{
    setFindings({});
}

int FindingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int FindingsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FindingsModel::whereText(const core::Finding& f)
{
    // The buffer and the byte in it when the sanitizer knows them, else the space's byte (a shared
    // variable has no buffer), else the raw address.
    QString where = QString::fromStdString(f.buffer.empty() ? f.space : f.buffer);
    if (!where.isEmpty() && (f.offset != 0 || f.buffer.empty()))
        where += tr(" byte %1").arg(f.offset);
    if (where.isEmpty() && f.address != 0)
        where = QStringLiteral("0x") + QString::number(f.address, 16);
    if (!f.space.empty() && !f.buffer.empty())
        where += (where.isEmpty() ? QString() : QStringLiteral(" ")) + tr("(%1)").arg(QString::fromStdString(f.space));
    return where;
}

QString FindingsModel::cellText(const core::Finding& f, int column) const
{
    // Unknown lines (0) show a dash.
    auto line = [](int n) { return n > 0 ? QString::number(n) : QStringLiteral("–"); };
    switch (column) {
    case KindColumn:
        return EngineMessages::kindLabel(f.kind);
    case LineColumn:
        return line(f.sourceLine);
    case PtxLineColumn:
        return line(f.ptxLine);
    case BlockColumn:
        return triple(f.block);
    case ThreadColumn: {
        QString thread = triple(f.thread);
        // a race's other thread; for asynccheck, the thread that issued the copy in flight
        if (f.kind == core::Finding::Kind::Race || (f.kind == core::Finding::Kind::AsyncHazard && f.otherPtxLine > 0))
            thread += tr(" vs %1").arg(triple(f.otherThread));
        return thread;
    }
    case WhereColumn:
        return whereText(f);
    case CountColumn:
        return QString::number(f.count);
    case MessageColumn:
        return EngineMessages::findingText(f);
    }
    return QString();
}

QVariant FindingsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::Finding& f = m_findings[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return cellText(f, column);
    case SortRole:
        if (column == LineColumn)
            return qulonglong(f.sourceLine > 0 ? f.sourceLine : 0);
        if (column == PtxLineColumn)
            return qulonglong(f.ptxLine > 0 ? f.ptxLine : 0);
        if (column == CountColumn)
            return qulonglong(f.count);
        return cellText(f, column);
    case LineRole:
        return f.sourceLine;
    case KernelRole:
        return QString::fromStdString(f.kernel);
    case Qt::TextAlignmentRole:
        if (isNumberColumn(column))
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case Qt::ToolTipRole:
        if (column == KindColumn)
            return kindDescription(f.kind);
        if (column == MessageColumn)
            return cellText(f, column);
        return {};
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        const QString titles[ColumnCount] = {tr("Kind"), tr("Line"), tr("PTX line"), tr("Block"), tr("Thread"),
            tr("Buffer / address"), tr("Count"), tr("Message")};
        return titles[section];
    }
    if (role == Qt::ToolTipRole && section == CountColumn)
        return tr("How many occurrences the sanitizer folded into this row");
    return {};
}

} // namespace warpscope::widgets
