#pragma once

#include "app/linemetrics.h"
#include "app/linenavigator.h"
#include "core/analysis/analysisreport.h"
#include "core/compile/compiler.h"

#include <functional>

#include <QObject>
#include <QPointer>

#include <optional>

class QActionGroup;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace warpscope::widgets {
class AsmView;
class FindingsList;
class SourceEditor;
} // namespace warpscope::widgets

namespace warpscope::app {

/// What a profile lays over the code: the chosen metric as heat cells beside the source and PTX
/// lines, the sanitizer findings pinned on their source lines, and the Findings dock. Owned by the
/// AnalysisController, which hands it each report it shows; the cells go grey when the source is
/// edited after the profile.
class AnalysisOverlays : public QObject {
    Q_OBJECT
public:
    AnalysisOverlays(QMainWindow* window, widgets::SourceEditor* editor, QObject* parent);

    QDockWidget* findingsDock() const { return m_findingsDock; }
    widgets::FindingsList* findingsList() const { return m_findings; }
    /// Adds the View › Line metric submenu.
    void fillViewMenu(QMenu* menu);

    LineMetric metric() const { return m_metric; }
    void setMetric(LineMetric metric);

    /// Lays a report over the editor and the PTX view and lists its findings; pins beside the editor's
    /// lines only the findings `pinHere` accepts (those of kernels in the file shown; none: all).
    void show(
        const core::analysis::AnalysisReport& report, const std::function<bool(const core::Finding&)>& pinHere = {});
    /// A pinned baseline's counterpart of each source line: its change beside the editor's cells
    /// (withBaseline), until the next show() or clearBaseline().
    void setBaseline(const std::vector<core::LineDelta>& deltas, const QString& baselineName);
    void clearBaseline();
    /// Takes everything off and says why in the Findings dock.
    void clear(const QString& why);
    /// The compiled SASS and its PTX line map, so the metric also goes on the SASS lines
    /// (sasslinemetrics.h); an empty map takes the SASS cells off.
    void setSass(const std::vector<core::PtxSassEntry>& ptxSass, const QString& sass);

signals:
    /// The reviewer picked a finding's line (LineNavigator goes there).
    void sourceLineRequested(int line, warpscope::app::LineOrigin origin);
    /// The finding picked is in this launched kernel: its file must be in the editor before the line
    /// is (a pipeline's steps may live in several files). Emitted before sourceLineRequested.
    void kernelSourceRequested(const QString& kernel);

private:
    widgets::AsmView* ptxView() const;
    widgets::AsmView* sassView() const;
    void applyMetric();

    QMainWindow* m_window;
    widgets::SourceEditor* m_editor;
    widgets::FindingsList* m_findings = nullptr;
    QDockWidget* m_findingsDock = nullptr;
    QActionGroup* m_metricGroup = nullptr;
    std::vector<core::PtxSassEntry> m_ptxSass;
    QStringList m_sassLines;
    LineMetric m_metric = LineMetric::ExcessSectors; // the coalescing story is the first one to tell
    std::optional<core::analysis::AnalysisReport> m_report;
    bool m_stale = false; ///< the source changed since the report was laid over it
    std::vector<core::LineDelta> m_baseline;
    QString m_baselineName;
};

} // namespace warpscope::app
