#pragma once

#include "app/baselinestore.h"
#include "app/session/metatypes.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace warpscope::session {
class TaskDocument;
}

namespace warpscope::widgets {
class BaselineVerdictTable;
class HeatmapView;
class OccupancyWidget;
} // namespace warpscope::widgets

namespace warpscope::app {

class AnalysisController;
class RunController;

/// Baselines (Nsight Compute's baseline, RenderDoc's capture compare): Run › Pin as baseline keeps the
/// run and the profile on screen as the baseline (their bundles, remembered in baseline.json, so it
/// outlives opening another task and restarting); every run or profile shown afterwards, of this task
/// after an edit or of another task, is compared with it: a Baseline page beside the verdicts, change
/// columns in the hot spots, the change beside each line's metric, the baseline's totals under the
/// memory chart, its point on the roofline, and its heatmap beside the current one with zoom and
/// pan linked. The arithmetic is core's (baselinecompare.h); this controller decides what goes where.
class BaselineController : public QObject {
    Q_OBJECT
public:
    BaselineController(
        QMainWindow* window, session::TaskDocument* task, RunController* run, AnalysisController* analysis);

    void fillMenu(QMenu* menu);
    /// The occupancy pane (the compile controller's), which shows the baseline's occupancy beside the current.
    void setOccupancyWidget(widgets::OccupancyWidget* occupancy);
    QAction* pinAction() const { return m_pinAction; }
    QAction* clearAction() const { return m_clearAction; }
    widgets::BaselineVerdictTable* verdictTable() const { return m_verdicts; }
    widgets::HeatmapView* heatmap() const { return m_heatmap; }
    /// The baseline's heading and heatmap, beside the current heatmap in its dock while shown.
    QWidget* heatmapPane() const { return m_heatmapPane; }
    /// The baseline read back, when one is pinned and its bundles could be read.
    const std::optional<LoadedBaseline>& baseline() const { return m_baseline; }
    bool isLoading() const { return m_loading != 0; }
    /// Where the baseline is remembered (defaultBaselineFile(); tests may point it elsewhere).
    QString storeFile() const { return m_storeFile; }
    void setStoreFile(const QString& file) { m_storeFile = file; }

public slots:
    /// Pins the run and the profile on screen as the baseline.
    void pin();
    /// Forgets the baseline and takes every comparison off.
    void clear();
    /// Reads the remembered baseline (at start): a vanished folder is reported and the baseline cleared.
    void restore();
    /// Another task is open (after the Run and Profile panes emptied): comparisons wait for its results.
    void taskOpened();

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);
    /// A baseline was read back and its comparisons are on screen, or it was cleared (loaded false).
    void baselineChanged(bool loaded);

private:
    void createViews();
    /// Reads record's bundles on a short-lived thread; latest request wins.
    void load(const BaselineRecord& record);
    void loaded(quint64 generation, const LoadedBaseline& result);
    /// Every comparison from m_baseline and what is on screen now.
    void apply();
    void applyVerdicts();
    void applyAnalysis();
    /// The baseline's occupancy and limiter in the occupancy pane.
    void applyOccupancy();
    /// The baseline's heatmap of the output the current heatmap shows (matched by name).
    void applyHeatmap();
    void takeOff();
    void updateActions();
    /// The kernel source whose lines the open task's profile counts, as on disk now.
    QString currentSourceText() const;
    QString baselineName() const;

    QMainWindow* m_window;
    session::TaskDocument* m_task;
    RunController* m_run;
    AnalysisController* m_analysis;
    widgets::BaselineVerdictTable* m_verdicts = nullptr;
    widgets::HeatmapView* m_heatmap = nullptr;
    QPointer<widgets::OccupancyWidget> m_occupancy;
    QWidget* m_heatmapPane = nullptr;
    QLabel* m_heatmapHeading = nullptr;
    QLabel* m_statusLabel = nullptr;
    QAction* m_pinAction = nullptr;
    QAction* m_clearAction = nullptr;
    QString m_storeFile;
    std::optional<LoadedBaseline> m_baseline;
    quint64 m_loading = 0; ///< the read in flight; 0 when none
    quint64 m_generation = 0;
    session::RunResultPtr m_profileRun; ///< the latest profile's run of the open task, and its bundle
    QString m_profileBundle;
};

} // namespace warpscope::app
