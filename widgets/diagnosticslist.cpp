#include "widgets/diagnosticslist.h"

#include <QApplication>
#include <QHeaderView>
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

DiagnosticsList::DiagnosticsList(QWidget* parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("diagnosticsList"));
    setRootIsDecorated(false);
    setUniformRowHeights(false);
    setWordWrap(true);
    setAlternatingRowColors(true);
    setHeaderLabels({tr("Severity"), tr("Location"), tr("Message"), tr("Hint")});
    header()->setSectionResizeMode(SeverityColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(LocationColumn, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    setColumnWidth(MessageColumn, 420);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item, int) {
        const int row = indexOfTopLevelItem(item);
        if (row < 0 || row >= static_cast<int>(m_diagnostics.size()))
            return;
        const core::Diagnostic& d = m_diagnostics[static_cast<std::size_t>(row)];
        if (d.line > 0)
            emit diagnosticActivated(QString::fromStdString(d.file), d.line, d.column);
    });
}

QString DiagnosticsList::severityText(core::Diagnostic::Severity severity)
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

void DiagnosticsList::setDiagnostics(const std::vector<core::Diagnostic>& diagnostics)
{
    m_diagnostics = diagnostics;
    clear();
    for (const core::Diagnostic& d : diagnostics) {
        QString location = QString::fromStdString(d.file);
        if (d.line > 0)
            location += QStringLiteral(":%1").arg(d.line);
        if (d.column > 0)
            location += QStringLiteral(":%1").arg(d.column);
        QString message = QString::fromStdString(d.message); // compiler text is shown verbatim
        if (!d.code.empty())
            message += QStringLiteral(" [%1]").arg(QString::fromStdString(d.code));
        auto* item = new QTreeWidgetItem(this);
        item->setIcon(SeverityColumn, severityIcon(d.severity));
        item->setText(SeverityColumn, severityText(d.severity));
        item->setText(LocationColumn, location);
        item->setText(MessageColumn, message);
        item->setToolTip(MessageColumn, message);
        item->setText(HintColumn, QString::fromStdString(d.hint));
        item->setToolTip(HintColumn, QString::fromStdString(d.hint));
    }
}

} // namespace warpscope::widgets
