// The Device output table as a model: printf lines with the block and thread that printed them.
#include "widgets/deviceoutputmodel.h"

#include <QFontDatabase>

namespace warpscope::widgets {

namespace {

QString triple(const std::array<std::uint32_t, 3>& v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v[0]).arg(v[1]).arg(v[2]);
}

QString shownText(const core::PrintfLine& line)
{
    QString text = QString::fromStdString(line.text);
    if (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    return text;
}

} // namespace

DeviceOutputModel::DeviceOutputModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void DeviceOutputModel::setLines(const std::vector<core::PrintfLine>& lines)
{
    beginResetModel();
    m_lines = lines;
    endResetModel();
}

void DeviceOutputModel::clear()
{
    setLines({});
}

int DeviceOutputModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int DeviceOutputModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DeviceOutputModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::PrintfLine& line = m_lines[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case BlockColumn:
            return triple(line.block);
        case ThreadColumn:
            return triple(line.thread);
        case LineColumn:
            return line.sourceLine > 0 ? QString::number(line.sourceLine) : QStringLiteral("–");
        case TextColumn:
            return shownText(line);
        }
        return {};
    case Qt::ToolTipRole:
        return index.column() == TextColumn ? QVariant(shownText(line)) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == LineColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::FontRole:
        return index.column() == TextColumn ? QVariant(QFontDatabase::systemFont(QFontDatabase::FixedFont))
                                            : QVariant();
    case LineRole:
        return line.sourceLine;
    }
    return {};
}

QVariant DeviceOutputModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::ToolTipRole && section == LineColumn)
        return tr("The source line of the printf or assert");
    if (role != Qt::DisplayRole)
        return {};
    const QString titles[ColumnCount] = {tr("Block"), tr("Thread"), tr("Line"), tr("Output")};
    return titles[section];
}

} // namespace warpscope::widgets
