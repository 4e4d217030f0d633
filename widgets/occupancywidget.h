#pragma once

#include "core/perf/occupancy.h"

#include <QPointF>
#include <QWidget>

class QCustomPlot;
class QLabel;

namespace warpscope::widgets {

/// Theoretical occupancy of the entry kernel: the figure, what limits it, and the three what-if
/// curves of NVIDIA's occupancy calculator (vs block size, registers per thread, shared memory per
/// block), each marking the kernel's own point. The values come in computed (core/perf).
class OccupancyWidget : public QWidget {
    Q_OBJECT
public:
    enum Curve { BlockSizeCurve, RegistersCurve, SharedMemoryCurve, CurveCount };

    explicit OccupancyWidget(QWidget* parent = nullptr);

    void setOccupancy(const core::OccupancyResult& occupancy, const core::OccupancyCurves& curves);
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

    /// The limiter as a reader says it ("registers per thread"), translated.
    static QString limiterName(core::OccupancyLimiter limiter);

private:
    void setCurve(Curve which, const core::OccupancyCurve& curve);

    QLabel* m_summary;
    QLabel* m_limiter;
    QCustomPlot* m_plots[CurveCount];
};

} // namespace warpscope::widgets
