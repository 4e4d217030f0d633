#pragma once

#include "core/perf/occupancy.h"

#include <QPointF>
#include <QWidget>

#include <optional>

class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace warpscope::widgets {

class OccupancyLimitsModel;

/// Theoretical occupancy of the entry kernel: the figure, what limits it, the blocks per SM each
/// resource allows (the limiter marked), and the three what-if curves of NVIDIA's occupancy
/// calculator (vs block size, registers per thread, shared memory per block), each marking the
/// current point. The three inputs are editable, as in the calculator: a change asks for a what-if
/// (whatIfRequested) and "Reset" for the compiled kernel's values; the values come in computed
/// (core/perf) through setOccupancy.
class OccupancyWidget : public QWidget {
    Q_OBJECT
public:
    enum Curve { BlockSizeCurve, RegistersCurve, SharedMemoryCurve, CurveCount };

    explicit OccupancyWidget(QWidget* parent = nullptr);

    /// Shows a result; the inputs take its usage. `whatIf`: the values are the reviewer's, not the
    /// compiled kernel's (said above the figure, with Reset enabled).
    void setOccupancy(const core::OccupancyResult& occupancy, const core::OccupancyCurves& curves, bool whatIf = false);
    /// No figure to show, and why (failed compile, no block size, an architecture without a table).
    void clear(const QString& reason);

    /// The headline ("75 % — 48 of 64 warps per SM") and the limiter sentence, as shown.
    QString summaryText() const;
    QString limiterText() const;
    /// The marked current point of a curve (x, occupancy in percent); (-1, -1) when none.
    QPointF currentPoint(Curve curve) const;
    /// The number of points a curve plots.
    int pointCount(Curve curve) const;
    QCustomPlot* plot(Curve curve) const { return m_plots[curve]; }

    /// The inputs, as the reviewer set them.
    int blockSizeInput() const;
    int registersInput() const;
    int sharedInput() const;
    /// Sets an input as if typed (emits whatIfRequested); for tests and shortcuts.
    void editInputs(int blockSize, int registers, int sharedBytes);
    /// The limits table: rows of (resource, blocks per SM it allows), the limiting row marked.
    QTableView* limitsTable() const { return m_limits; }
    bool whatIfShown() const;

    /// A pinned baseline's occupancy (its compile, read from its bundle): a line under the limiter with
    /// its figure, limiter and the change, and its point on each curve (hollow, grey).
    void setBaseline(const core::OccupancyResult& baseline, const QString& name);
    void clearBaseline();
    /// The baseline line as shown; empty without a baseline.
    QString baselineText() const;
    /// The baseline's point on a curve (x, occupancy in percent); (-1, -1) when none.
    QPointF baselinePoint(Curve curve) const;

    /// The limiter as a reader says it ("registers per thread"), translated.
    static QString limiterName(core::OccupancyLimiter limiter);

signals:
    /// The reviewer changed an input: compute the occupancy of this usage (the other fields kept).
    void whatIfRequested(int blockSize, int registersPerThread, int sharedBytesPerBlock);
    /// Back to the compiled kernel's values.
    void resetRequested();

private:
    void setCurve(Curve which, const core::OccupancyCurve& curve);
    void setLimits(const core::OccupancyResult& occupancy);
    void setInputsEnabled(bool enabled);
    void inputEdited();
    /// The baseline's line and points against the occupancy on screen.
    void refreshBaseline();

    QSpinBox* m_blockSize;
    QSpinBox* m_registers;
    QSpinBox* m_shared;
    QPushButton* m_reset;
    QLabel* m_whatIf;
    OccupancyLimitsModel* m_limitsModel;
    QTableView* m_limits;
    QLabel* m_summary;
    QLabel* m_limiter;
    QLabel* m_baseline;
    QCustomPlot* m_plots[CurveCount];
    std::optional<core::OccupancyResult> m_current; ///< the figure on screen
    std::optional<core::OccupancyResult> m_baselineResult;
    QString m_baselineName;
};

} // namespace warpscope::widgets
