#pragma once

#include "core/analysis/suspects.h"
#include "core/compare/heatmapgrid.h"
#include "core/pipeline/runresult.h"

#include <QFutureWatcher>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <map>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QCPColorScale;
class QCPGraph;
class QHBoxLayout;
class QLabel;
class QSpinBox;
class QMouseEvent;

namespace warpscope::widgets {

struct HeatmapPicture;
class PictureColorMap;

/// The error heatmap of one output of one seed (QCustomPlot colour map and scale): modes abs / rel /
/// ULP / pass-fail / value / reference, linear or log scale, overlay colours for NaN, Inf and
/// unwritten elements, 1-D outputs folded to a width, 3-D+ outputs sliced, hover text, click to
/// select an element for the detail line, zoom and pan, and export to PNG, SVG or PDF.
/// Large outputs are max-pooled by core::buildHeatmapGrid, so a single bad element stays visible.
/// Cells are square (the map letterboxed) when the data is not much longer one way than the other; a
/// long strip (a folded 1-D output) fills the plot instead, where square cells would leave a sliver.
/// A large output is pooled and coloured on a worker thread (heatmappicture.h) while the previous map
/// stays on screen; the accessors that read the map (grid(), emptyReason(), hoverText(), …) wait for it,
/// so a caller never sees a map half made.
class HeatmapView : public QWidget {
    Q_OBJECT
public:
    explicit HeatmapView(QWidget* parent = nullptr);

    /// Shows output outputIndex of seed seedIndex of run; a run without tensors shows why.
    void setOutput(std::shared_ptr<const core::RunResult> run, int seedIndex, int outputIndex);
    void clear(const QString& why = {});

    void setMode(core::HeatmapMode mode);
    core::HeatmapMode mode() const { return m_mode; }
    void setLogScale(bool on);
    bool logScale() const { return m_log; }
    void setFoldWidth(int width);
    /// One index per leading dimension of a 3-D+ output.
    void setSliceIndex(int dimension, int index);

    /// The grid on screen (after folding, slicing and pooling).
    const core::HeatmapGrid& grid() const;
    /// Whether a picture is being made on a worker thread (a large output); it is shown when it is done.
    bool picturePending() const { return m_picturePending; }
    /// Waits for the picture being made, if any, and shows it now.
    void finishPicture();
    /// The text the hover shows for the cell at (row, col) of grid(); "" outside the data.
    QString hoverText(int row, int col) const;
    /// Selects a flat element index (as a click does): the detail line shows it, elementSelected fires.
    void selectElement(qint64 flatIndex);
    qint64 selectedElement() const { return m_selected; }
    QString detailText() const;
    /// The pixel of plot() at the centre of cell (row, col), for tests that click.
    QPoint cellCenter(int row, int col) const;
    QCustomPlot* plot() const { return m_plot; }
    /// The colour bar beside the map (its label names the tolerance; a "tol" tick marks it).
    QCPColorScale* colorScale() const { return m_scale; }
    /// Why nothing is drawn, or "" when a map is shown.
    QString emptyReason() const;
    /// "Seed 42 stopped (budget): …" when the shown seed's launch did not complete, else "".
    QString stopNote() const;

    /// The seed and output on screen (-1 when none).
    int seedIndex() const { return m_seed; }
    int outputIndex() const { return m_output; }
    /// Outputs whose last writer a finding names (heatmapsuspects.cpp): marked with a cross per cell
    /// when the Suspects box is on; findingTexts[i] describes finding i for the detail line. Kept until
    /// the next call (a new run's controller calls it again, with {} when the run has none).
    void setSuspects(std::vector<core::analysis::SuspectBuffer> suspects, QStringList findingTexts);
    void setShowSuspects(bool on);
    bool showSuspects() const { return m_showSuspects; }
    /// Cells marked suspect on screen now (0 when hidden).
    int suspectCellCount() const;
    /// Adds a panel under the detail line (the app's "Last writer" box).
    void addDetailWidget(QWidget* widget);

    /// The part of the map on screen, in element coordinates: x columns, y rows (left/top the lower
    /// bounds). Linked views (a baseline's heatmap beside the current one) exchange it.
    QRectF viewRange() const;
    /// Whether the user zoomed or panned since the map was shown whole.
    bool isZoomed() const { return m_userView; }
    /// Shows this part of the map, as if the user had zoomed or panned to it; emits nothing.
    void setViewRange(const QRectF& range);

    /// Writes the plot to file; the format follows the extension (.png, .svg, .pdf). "" or why not.
    QString exportTo(const QString& file, int width = 0, int height = 0);

signals:
    void elementSelected(qint64 flatIndex);
    /// The user zoomed or panned (never emitted for a fit, a new map or setViewRange).
    void viewRangeChanged(const QRectF& range);

private:
    void buildControls();
    void rebuildSliceControls();
    void rebuild();
    /// Shows m_mode after a switch from another mode: a grid pooled before is only recoloured.
    void switchGrid();
    void redraw();
    /// Asks for the picture of m_mode over m_layout (heatmappicture.h): made at once for a small output,
    /// on a worker thread for a large one. A grid pooled before for this mode and layout is reused.
    void requestPicture();
    /// Shows a picture made for the latest request; replots once, in the next event.
    void showPicture(HeatmapPicture picture);
    /// The worker's picture of the latest request arrived (or was waited for): shown.
    void pictureMade();
    /// Forgets a picture still being made (a new output, a clear).
    void dropPicture();
    /// finishPicture() for the const accessors: what they read is the picture asked for last.
    void settle() const;
    /// Shows nothing: the map's cells and image cleared, the note and detail lines kept up to date.
    void showEmpty();
    /// The note above the map (why nothing is drawn, or that the seed stopped) and the detail line.
    void showNotes();
    /// The colour bar's label and its "tol" tick: the output's tolerance in the mode's units.
    void markTolerance(bool log, bool allExact);
    /// Before each paint: the whole map when the user has not zoomed or panned since it was built,
    /// and cells as wide as they are tall (see the class comment).
    void fitAxes();
    /// An axis range changed: a user's zoom or pan is announced to linked views.
    void onRangeChanged();
    void onMouseMove(QMouseEvent* event);
    void onMousePress(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);
    /// The grid cell under a pixel of plot(), or nullopt.
    std::optional<std::pair<int, int>> cellAt(const QPointF& pixel) const;
    core::HeatmapSource source() const;
    const core::OutputResult* output() const;
    void exportClicked();
    void createSuspectLayer();
    void drawSuspects();
    /// "suspect: …" for the selected element, or "".
    QString suspectText() const;

    std::shared_ptr<const core::RunResult> m_run;
    int m_seed = -1;
    int m_output = -1;
    /// Pass / fail first: a linear ULP map drew a few wrong cells as dark as exact ones.
    core::HeatmapMode m_mode = core::HeatmapMode::PassFail;
    bool m_log = false;
    int m_foldWidth = 64;
    std::int64_t m_foldedElements = -1; ///< the 1-D length the fold width was chosen for
    std::vector<std::int64_t> m_slice;
    core::GridLayout m_layout;
    /// The grid on screen, never null; shared with the worker that recolours it (a log toggle).
    std::shared_ptr<const core::HeatmapGrid> m_grid;
    core::HeatmapMode m_gridMode = core::HeatmapMode::PassFail; ///< the mode m_grid was pooled for
    bool m_gridCurrent = false; ///< m_grid was pooled over m_layout of the output on screen
    /// Grids of the other modes pooled over m_layout: a mode switch back to one only recolours it.
    /// Cleared whenever the layout or the output changes.
    std::map<core::HeatmapMode, std::shared_ptr<const core::HeatmapGrid>> m_pooled;
    /// The picture being made on a worker thread: it watches the latest request's only.
    QFutureWatcher<std::shared_ptr<HeatmapPicture>>* m_pictureWatcher = nullptr;
    bool m_picturePending = false;
    qint64 m_selected = -1;
    QString m_emptyReason;
    QPoint m_pressPos;
    bool m_userView = false; ///< zoomed or panned by the user: keep their ranges, only the ratio
    bool m_quietRanges = false; ///< ranges set by fitAxes or setViewRange: not the user's, not announced

    QComboBox* m_modeBox = nullptr;
    QCheckBox* m_logBox = nullptr;
    QLabel* m_foldLabel = nullptr;
    QSpinBox* m_foldSpin = nullptr;
    QHBoxLayout* m_sliceLayout = nullptr;
    QList<QSpinBox*> m_sliceSpins;
    QCustomPlot* m_plot = nullptr;
    PictureColorMap* m_map = nullptr;
    QCPColorScale* m_scale = nullptr;
    QLabel* m_detail = nullptr;
    QLabel* m_empty = nullptr;
    std::vector<core::analysis::SuspectBuffer> m_suspects;
    QStringList m_suspectTexts;
    bool m_showSuspects = true;
    int m_suspectCells = 0;
    QCheckBox* m_suspectBox = nullptr;
    QCPGraph* m_suspectGraph = nullptr;
};

} // namespace warpscope::widgets
