// The compiler's messages as a model; the compiler's own text is shown verbatim.
#include "widgets/diagnosticsmodel.h"

#include <QApplication>
#include <QStyle>

namespace warpscope::widgets {

namespace {
QIcon severityIcon(core::Diagnostic::Severity s)
{
    QStyle* style = QApplication::style();
    switch (s) {
    case core::Diagnostic::Severity::Error:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case core::Diagnostic::Severity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case core::Diagnostic::Severity::Remark:
    case core::Diagnostic::Severity::Note:
        break;
    }
    return style->standardIcon(QStyle::SP_MessageBoxInformation);
}
} // namespace

DiagnosticsModel::DiagnosticsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void DiagnosticsModel::setDiagnostics(const std::vector<core::Diagnostic>& diagnostics)
{
    beginResetModel();
    m_diagnostics = diagnostics;
    endResetModel();
}

const core::Diagnostic* DiagnosticsModel::diagnostic(int row) const
{
    return row >= 0 && row < int(m_diagnostics.size()) ? &m_diagnostics[std::size_t(row)] : nullptr;
}

QString DiagnosticsModel::severityText(core::Diagnostic::Severity severity)
{
    switch (severity) {
    case core::Diagnostic::Severity::Error:
        return tr("error");
    case core::Diagnostic::Severity::Warning:
        return tr("warning");
    case core::Diagnostic::Severity::Remark:
        return tr("remark");
    case core::Diagnostic::Severity::Note:
        break;
    }
    return tr("note");
}

int DiagnosticsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_diagnostics.size());
}

int DiagnosticsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DiagnosticsModel::location(const core::Diagnostic& d) const
{
    QString location = QString::fromStdString(d.file);
    if (d.line > 0)
        location += QStringLiteral(":%1").arg(d.line);
    if (d.column > 0)
        location += QStringLiteral(":%1").arg(d.column);
    return location;
}

QString DiagnosticsModel::message(const core::Diagnostic& d) const
{
    QString message = QString::fromStdString(d.message); // compiler text is shown verbatim
    if (!d.code.empty())
        message += QStringLiteral(" [%1]").arg(QString::fromStdString(d.code));
    return message;
}

QVariant DiagnosticsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::Diagnostic& d = m_diagnostics[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityText(d.severity);
        case LocationColumn:
            return location(d);
        case MessageColumn:
            return message(d);
        case HintColumn:
            return QString::fromStdString(d.hint);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == MessageColumn)
            return message(d);
        if (index.column() == HintColumn)
            return QString::fromStdString(d.hint);
        return {};
    case Qt::DecorationRole:
        return index.column() == SeverityColumn ? QVariant(severityIcon(d.severity)) : QVariant();
    }
    return {};
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString titles[ColumnCount] = {tr("Severity"), tr("Location"), tr("Message"), tr("Hint")};
    return titles[section];
}

} // namespace warpscope::widgets
