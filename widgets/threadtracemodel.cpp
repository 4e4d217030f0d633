// A thread's trace as a model: typed steps in, the table's text and the guard-false grey out.
#include "widgets/threadtracemodel.h"

#include <QPalette>

#include <bit>

namespace warpscope::widgets {

namespace {

QString valueText(const core::analysis::RegisterWrite& w)
{
    using core::analysis::RegisterKind;
    if (w.kind == RegisterKind::Predicate)
        return w.value ? QStringLiteral("true") : QStringLiteral("false");
    const QString hex = QStringLiteral("0x%1").arg(w.value, w.bytes * 2, 16, QLatin1Char('0'));
    if (w.kind == RegisterKind::F32)
        return QStringLiteral("%1 (%2)").arg(hex).arg(double(std::bit_cast<float>(std::uint32_t(w.value))), 0, 'g', 9);
    if (w.kind == RegisterKind::F64)
        return QStringLiteral("%1 (%2)").arg(hex).arg(std::bit_cast<double>(w.value), 0, 'g', 17);
    return hex;
}

} // namespace

ThreadTraceModel::ThreadTraceModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ThreadTraceModel::setTrace(core::analysis::ThreadTrace trace)
{
    beginResetModel();
    m_trace = std::move(trace);
    endResetModel();
}

void ThreadTraceModel::clear()
{
    setTrace({});
}

QString ThreadTraceModel::writesText(const core::analysis::TraceStep& step)
{
    QStringList parts;
    for (const auto& w : step.writes)
        parts << QStringLiteral("%1 = %2").arg(QString::fromStdString(w.name), valueText(w));
    return parts.join(QStringLiteral(", "));
}

int ThreadTraceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_trace.steps.size());
}

int ThreadTraceModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ThreadTraceModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto& s = m_trace.steps[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StepColumn:
            return QString::number(index.row());
        case SourceColumn:
            return s.sourceLine > 0 ? QString::number(s.sourceLine) : QString();
        case PtxColumn:
            return QString::number(s.ptxLine);
        case OpcodeColumn:
            return QString::fromStdString(s.opcode) + (s.guard ? QString() : tr(" (guard false)"));
        case WritesColumn:
            return writesText(s);
        }
        return {};
    case LineRole:
        return s.sourceLine;
    case Qt::ForegroundRole:
        if (!s.guard) // the thread was at the instruction, but did not execute it
            return QPalette().color(QPalette::Disabled, QPalette::Text);
        return {};
    }
    return {};
}

QVariant ThreadTraceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount]
        = {tr("Step"), tr("Line"), tr("PTX line"), tr("Instruction"), tr("Registers written")};
    return titles[section];
}

} // namespace warpscope::widgets
