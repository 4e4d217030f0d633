#pragma once

#include "core/compile/compiler.h"

#include <QTreeWidget>

#include <vector>

namespace warpscope::widgets {

/// The compiler's messages as a list: severity icon, file:line:col, message and Warpscope's hint.
/// Activating a row (double-click, Enter) asks to jump to its place.
class DiagnosticsList : public QTreeWidget {
    Q_OBJECT
public:
    enum Column { SeverityColumn, LocationColumn, MessageColumn, HintColumn };

    explicit DiagnosticsList(QWidget* parent = nullptr);

    void setDiagnostics(const std::vector<core::Diagnostic>& diagnostics);
    /// The severity label shown for a diagnostic ("error", "warning", ...), translated.
    static QString severityText(core::Diagnostic::Severity severity);

signals:
    /// The user activated a diagnostic; file as the compiler names it, 1-based line, column 0 when unknown.
    void diagnosticActivated(const QString& file, int line, int column);

private:
    std::vector<core::Diagnostic> m_diagnostics;
};

} // namespace warpscope::widgets
