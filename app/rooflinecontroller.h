#pragma once

#include "core/analysis/analysisreport.h"

#include <QObject>

#include <optional>

class QComboBox;
class QDockWidget;
class QLabel;
class QMainWindow;

namespace warpscope::widgets {
class RooflinePlot;
}

namespace warpscope::app {

/// The Roofline dock of a profile: a GPU chooser (every resources/gpus.json entry, the last choice
/// remembered), the kernel's point from the emulator's counts recomputed for the chosen GPU (pure
/// arithmetic, core::analysis::rooflineFor, in this process), its bound and the time the model gives,
/// labelled as a model. Owned by the AnalysisController, which feeds it each report.
class RooflineController : public QObject {
    Q_OBJECT
public:
    explicit RooflineController(QMainWindow* window, QObject* parent = nullptr);

    QDockWidget* dock() const { return m_dock; }
    widgets::RooflinePlot* plot() const { return m_plot; }
    QComboBox* gpuChooser() const { return m_gpu; }
    /// The estimate line as shown ("model: ≥ 12.3 µs on H100 — not a measurement; memory-bound").
    QString estimateText() const;
    /// The estimate for the chosen GPU, when a report is on screen.
    const std::optional<core::analysis::RooflineEstimate>& estimate() const { return m_estimate; }

    void setReport(const core::analysis::AnalysisReport& report);
    void showMessage(const QString& text);
    /// A pinned baseline's report: its point beside the kernel's, labelled with `name`, recomputed
    /// for the chosen GPU like the kernel's; nullopt takes it off.
    void setBaseline(const std::optional<core::analysis::AnalysisReport>& baseline, const QString& name);
    /// The model's estimate for the baseline on the chosen GPU, when one is shown.
    const std::optional<core::analysis::RooflineEstimate>& baselineEstimate() const { return m_baselineEstimate; }

private:
    void gpuChosen(int index);
    void recompute();

    QDockWidget* m_dock;
    QComboBox* m_gpu;
    QLabel* m_estimateLabel;
    widgets::RooflinePlot* m_plot;
    std::optional<core::analysis::AnalysisReport> m_report;
    std::optional<core::analysis::RooflineEstimate> m_estimate;
    std::optional<core::analysis::AnalysisReport> m_baseline;
    QString m_baselineName;
    std::optional<core::analysis::RooflineEstimate> m_baselineEstimate;
};

} // namespace warpscope::app
