#pragma once

#include "core/analysis/provenance.h"

#include <QGroupBox>

#include <optional>

class QLabel;
class QPushButton;

namespace warpscope::widgets {

/// The "Last writer" box under the heatmap's detail line (issue 6 item 6): the block, thread, PTX
/// line and source line of the selected element's last write, a "Go to line" link and a "Trace this
/// thread" button. Setters in, intent signals out.
class LastWriterPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit LastWriterPanel(QWidget* parent = nullptr);

    /// Shows a writer; note (may be empty) is added below, e.g. which seed provenance describes.
    void setWriter(const core::analysis::WriterInfo& writer, const QString& element, const QString& note = {});
    /// Shows a sentence instead of a writer (no provenance, nobody wrote the element, nothing selected).
    void showMessage(const QString& text);
    /// Enables or disables Trace (e.g. while a trace runs).
    void setTraceEnabled(bool on);

    const std::optional<core::analysis::WriterInfo>& writer() const { return m_writer; }
    QString text() const;

signals:
    void sourceLineActivated(int line);
    void ptxLineActivated(int line);
    /// Trace the writer's thread.
    void traceRequested(const warpscope::core::analysis::WriterInfo& writer);

private:
    QLabel* m_text = nullptr;
    QPushButton* m_trace = nullptr;
    std::optional<core::analysis::WriterInfo> m_writer;
};

} // namespace warpscope::widgets
