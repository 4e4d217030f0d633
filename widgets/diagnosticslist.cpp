#include "widgets/diagnosticslist.h"

#include "widgets/diagnosticsmodel.h"

#include <QHeaderView>

namespace warpscope::widgets {

DiagnosticsList::DiagnosticsList(QWidget* parent)
    : QTreeView(parent)
    , m_model(new DiagnosticsModel(this))
{
    setObjectName(QStringLiteral("diagnosticsList"));
    setModel(m_model);
    setRootIsDecorated(false);
    setUniformRowHeights(false);
    setWordWrap(true);
    setAlternatingRowColors(true);
    header()->setSectionResizeMode(DiagnosticsModel::SeverityColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(DiagnosticsModel::LocationColumn, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    setColumnWidth(DiagnosticsModel::MessageColumn, 420);
    connect(this, &QTreeView::activated, this, [this](const QModelIndex& index) {
        const core::Diagnostic* d = m_model->diagnostic(index.row());
        if (d && d->line > 0)
            emit diagnosticActivated(QString::fromStdString(d->file), d->line, d->column);
    });
}

void DiagnosticsList::setDiagnostics(const std::vector<core::Diagnostic>& diagnostics)
{
    m_model->setDiagnostics(diagnostics);
}

} // namespace warpscope::widgets
