#pragma once

#include "core/compile/compiler.h"

#include <QTreeView>

#include <vector>

namespace warpscope::widgets {

class DiagnosticsModel;

/// The compiler's messages as a list: severity icon, file:line:col, message and Warpscope's hint.
/// Activating a row (double-click, Enter) asks to jump to its place.
class DiagnosticsList : public QTreeView {
    Q_OBJECT
public:
    explicit DiagnosticsList(QWidget* parent = nullptr);

    void setDiagnostics(const std::vector<core::Diagnostic>& diagnostics);
    DiagnosticsModel* diagnosticsModel() const { return m_model; }

signals:
    /// The user activated a diagnostic; file as the compiler names it, 1-based line, column 0 when unknown.
    void diagnosticActivated(const QString& file, int line, int column);

private:
    DiagnosticsModel* m_model = nullptr;
};

} // namespace warpscope::widgets
