#pragma once

#include <QList>
#include <QPointF>
#include <QString>
#include <QWidget>

class QCustomPlot;
class QLabel;
class QToolButton;

namespace warpscope::widgets {

/// A flat compute roof: one FLOP type's peak, with the document it comes from.
struct RooflineRoof {
    QString label; ///< "FP32"
    double peakFlops = 0.0; ///< FLOP/s
    QString source;
};

/// One kernel on the chart: a model estimate from the emulator's counts, or a measured GPU time.
struct RooflinePoint {
    QString label;
    double intensity = 0.0; ///< FLOPs per DRAM byte
    double flopsPerSecond = 0.0;
    bool measured = false;
    QString detail; ///< written after the point's label in the note under the chart
    /// The memory level whose bytes give the intensity (Nsight's hierarchical roofline): DRAM, or the
    /// traffic model's L2 (bytes L1 sent to L2) and L1 (bytes requested): a marker shape each.
    enum class Level { Dram, L2, L1 } level = Level::Dram;
    bool baseline = false; ///< a pinned baseline's point, drawn hollow in grey beside the current one
};

/// A log-log roofline: arithmetic intensity (FLOP/byte) against FLOP/s, the memory roof
/// (bandwidth x intensity), one flat roof per FLOP type with its ridge point marked, and the points,
/// model and measured told apart by marker and legend. Below the chart a text line states the DRAM
/// model and where every figure comes from. A dumb view: the numbers come in computed.
class RooflinePlot : public QWidget {
    Q_OBJECT
public:
    explicit RooflinePlot(QWidget* parent = nullptr);

    void setMachine(
        const QString& gpuName, double bandwidth, const QString& bandwidthSource, const QList<RooflineRoof>& roofs);
    void setPoints(const QList<RooflinePoint>& points);
    /// The model statement (which bytes count as DRAM traffic), written under the chart.
    void setNote(const QString& note);
    /// Hides the chart and shows why there is none.
    void showMessage(const QString& text);
    /// Writes the chart to .png, .svg or .pdf; false with a message naming the file otherwise.
    bool exportTo(const QString& path, QString* error);

    /// The intensity where a roof meets the memory roof (peak / bandwidth); 0 without bandwidth.
    double ridge(int roof) const;
    int roofCount() const { return int(m_roofs.size()); }
    /// Points drawn (those with a positive intensity and FLOP/s); the others are named in the note.
    int plottedPointCount() const;
    /// A plotted point's (intensity, FLOP/s) as drawn; (-1, -1) when out of range.
    QPointF plottedPoint(int index) const;
    bool isShowingMessage() const;
    QString messageText() const;
    QString noteText() const;
    QCustomPlot* plot() const { return m_plot; }

    /// "3.35 T" style: a value with an SI prefix and three significant figures.
    static QString si(double value);

private:
    void rebuild();
    void drawRoofs(double xMin, double xMax);
    void drawPoints();
    void updateNote();
    void exportClicked();

    QCustomPlot* m_plot;
    QLabel* m_noteLabel;
    QLabel* m_message;
    QToolButton* m_export;
    QString m_gpu;
    double m_bandwidth = 0.0;
    QString m_bandwidthSource;
    QList<RooflineRoof> m_roofs;
    QList<RooflinePoint> m_points;
    QList<QPointF> m_plotted;
    QString m_note;
};

} // namespace warpscope::widgets
