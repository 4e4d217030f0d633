#pragma once

#include "core/compare/comparison.h"

#include <QWidget>

class QCustomPlot;
class QCPBars;

namespace warpscope::widgets {

/// The ULP-distance histogram of one output as bars (QCustomPlot): bucket 0 is "equal", bucket k
/// counts distances in [2^(k-1), 2^k), the last bucket NaN, Inf and unwritten elements.
/// Empty buckets past the largest distance are left out; counts use a log axis so one bad element
/// next to a million good ones still shows.
class ErrorHistogram : public QWidget {
    Q_OBJECT
public:
    explicit ErrorHistogram(QWidget* parent = nullptr);
    void setStats(const core::OutputStats& stats);
    void clearHistogram();

    /// The bars' labels and counts as drawn, for tests.
    QStringList labels() const { return m_labels; }
    QList<double> counts() const { return m_counts; }
    QCustomPlot* plot() const { return m_plot; }

private:
    void draw();

    QCustomPlot* m_plot = nullptr;
    QCPBars* m_bars = nullptr;
    QStringList m_labels;
    QList<double> m_counts;
};

} // namespace warpscope::widgets
