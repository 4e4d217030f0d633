#pragma once

#include "core/compile/compiler.h"

#include <QAbstractTableModel>

#include <vector>

namespace warpscope::widgets {

/// The compiler's messages as a table model: severity (with its icon), file:line:col, message and
/// Warpscope's hint. DiagnosticRole rows hand back the index into the list they were given.
class DiagnosticsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeverityColumn, LocationColumn, MessageColumn, HintColumn, ColumnCount };

    explicit DiagnosticsModel(QObject* parent = nullptr);

    void setDiagnostics(const std::vector<core::Diagnostic>& diagnostics);
    /// The diagnostic of a row; nullptr outside the model.
    const core::Diagnostic* diagnostic(int row) const;
    /// The severity label shown for a diagnostic ("error", "warning", ...), translated.
    static QString severityText(core::Diagnostic::Severity severity);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString location(const core::Diagnostic& d) const;
    QString message(const core::Diagnostic& d) const;

    std::vector<core::Diagnostic> m_diagnostics;
};

} // namespace warpscope::widgets
