#pragma once

#include "core/cuda/benchmark.h"

#include <QStringList>
#include <QWidget>

class QCustomPlot;
class QLabel;
class QTabWidget;

namespace warpscope::widgets {

class RooflinePlot;

/// A box plot's figures in µs: the quartiles from the document, whiskers at the last samples inside
/// Tukey's fences (1.5 IQR beyond the quartiles), the samples beyond them counted as outliers.
struct BoxFigures {
    double whiskerLow = 0.0;
    double q1 = 0.0;
    double median = 0.0;
    double q3 = 0.0;
    double whiskerHigh = 0.0;
    int outliers = 0;
    int samples = 0;
};

/// The charts of one `bench --json` document, in tabs: timing distribution per kernel (box plot
/// and the samples as a strip, µs), the per-pair speed-up with its median, measured vs predicted
/// metric bars (missing measurements say why, never zero), the roofline with the measured points,
/// and the audit with the setup line. Each chart exports to PNG/SVG/PDF; the whole copies as JSON.
/// A dumb view: the document comes in read (app/benchdocument.h).
class ProfilerCharts : public QWidget {
    Q_OBJECT
public:
    enum Chart { TimingChart, SpeedupChart, MetricsChart, RooflineChart, ChartCount };

    explicit ProfilerCharts(QWidget* parent = nullptr);

    /// Shows a benchmark; `documentText` is what "Copy JSON" copies.
    void setBenchmark(const core::BenchmarkResult& result, const QString& documentText);
    /// Hides the charts and shows why there are none.
    void showMessage(const QString& text);

    /// Kernels shown: the baseline first when there is one, then the candidate.
    int sideCount() const { return int(m_sides.size()); }
    QString sideLabel(int side) const;
    BoxFigures box(int side) const;
    int speedupPointCount() const;
    double speedupMedian() const { return m_speedupMedian; }
    /// Metric rows of the bar chart, and bars drawn (zero or missing values draw none).
    int metricRowCount() const { return int(m_metricRows.size()); }
    QStringList metricRows() const { return m_metricRows; }
    int barCount() const { return m_barCount; }
    /// The lines under the bars: what was not measured or not predicted, and why.
    QString metricsNote() const;
    QString auditText() const;
    QString setupText() const;
    QString messageText() const;
    QString jsonText() const { return m_json; }
    RooflinePlot* roofline() const { return m_roofline; }
    QCustomPlot* chart(Chart which) const;
    QTabWidget* tabs() const { return m_tabs; }

    bool exportChart(Chart which, const QString& path, QString* error);
    void copyJson() const;

    /// A reader's name for a CUPTI metric ("L2 sectors"); the name itself when unknown.
    static QString metricLabel(const QString& name);

private:
    void drawTiming();
    void drawSpeedups(const core::BenchmarkResult& r);
    void drawMetrics();
    void drawRoofline(const core::BenchmarkResult& r);
    void fillText(const core::BenchmarkResult& r);
    void exportCurrent();

    QLabel* m_setup;
    QLabel* m_message;
    QTabWidget* m_tabs;
    QCustomPlot* m_timing;
    QCustomPlot* m_speedup;
    QCustomPlot* m_metrics;
    QLabel* m_metricsNote;
    RooflinePlot* m_roofline;
    QLabel* m_audit;
    QLabel* m_status;
    QList<core::BenchSideResult> m_sides;
    double m_speedupMedian = 0.0;
    QStringList m_metricRows;
    int m_barCount = 0;
    QString m_json;
    QString m_auditPlain;
};

} // namespace warpscope::widgets
