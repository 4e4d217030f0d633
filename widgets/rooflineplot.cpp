// The roofline chart: roofs from a GPU's figures, points from the emulator's counts or a measured
// time, and the sources of every figure in words under the chart.
#include "widgets/rooflineplot.h"

#include "widgets/plotexport.h"

#include <qcustomplot.h>

#include <QFileDialog>
#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace warpscope::widgets {

namespace {

const QColor kModelColor(31, 119, 180);
const QColor kMeasuredColor(214, 39, 40);

bool plottable(const RooflinePoint& p)
{
    return p.intensity > 0.0 && p.flopsPerSecond > 0.0 && std::isfinite(p.intensity) && std::isfinite(p.flopsPerSecond);
}

/// Log axes with 10^n labels: readable across the twelve decades FLOP/s spans.
void makeLogAxis(QCPAxis* axis, const QString& label)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
    axis->setLabel(label);
}

} // namespace

RooflinePlot::RooflinePlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_noteLabel(new QLabel(this))
    , m_message(new QLabel(this))
    , m_export(new QToolButton(this))
{
    // Paint with the window, not inside replot(): an immediate repaint after a run painted every dirty
    // part of the window within the replot (docs/development.md, GUI stalls).
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_message->setObjectName(QStringLiteral("rooflineMessage"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->hide();
    m_noteLabel->setObjectName(QStringLiteral("rooflineNote"));
    m_noteLabel->setWordWrap(true);
    m_noteLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_export->setObjectName(QStringLiteral("rooflineExport"));
    m_export->setText(tr("Export…"));
    connect(m_export, &QToolButton::clicked, this, &RooflinePlot::exportClicked);
    m_plot->setMinimumHeight(220);
    makeLogAxis(m_plot->xAxis, tr("arithmetic intensity (FLOP per DRAM byte)"));
    makeLogAxis(m_plot->yAxis, tr("FLOP/s"));
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(QFont(font().family(), std::max(7, font().pointSize() - 1)));
    // the legend beside the chart, never over a point
    // (at the top of its column: a filler below keeps the entries together)
    auto* side = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(0, 1, side);
    m_plot->plotLayout()->setColumnStretchFactor(1, 0.01);
    side->addElement(0, 0, m_plot->legend);
    side->addElement(1, 0, new QCPLayoutElement(m_plot));
    side->setRowStretchFactor(0, 0.01);
    m_plot->legend->setMargins(QMargins(4, 4, 4, 4));
    layout->addWidget(m_message);
    layout->addWidget(m_plot, 1);
    auto* bottom = new QHBoxLayout;
    // the sources can run to many lines: they scroll rather than squeeze the chart
    auto* noteScroll = new QScrollArea(this);
    noteScroll->setWidget(m_noteLabel);
    noteScroll->setWidgetResizable(true);
    noteScroll->setFrameShape(QFrame::NoFrame);
    noteScroll->setMaximumHeight(5 * fontMetrics().lineSpacing() + 6);
    bottom->addWidget(noteScroll, 1);
    bottom->addWidget(m_export, 0, Qt::AlignTop);
    layout->addLayout(bottom);
}

QString RooflinePlot::si(double value)
{
    static const char* prefixes[] = {"", "k", "M", "G", "T", "P", "E"};
    int i = 0;
    while (std::abs(value) >= 1000.0 && i < 6) {
        value /= 1000.0;
        ++i;
    }
    return QStringLiteral("%1 %2").arg(QString::number(value, 'g', 3), QLatin1String(prefixes[i]));
}

void RooflinePlot::setMachine(
    const QString& gpuName, double bandwidth, const QString& bandwidthSource, const QList<RooflineRoof>& roofs)
{
    m_gpu = gpuName;
    m_bandwidth = bandwidth;
    m_bandwidthSource = bandwidthSource;
    m_roofs.clear();
    for (const auto& r : roofs)
        if (r.peakFlops > 0.0)
            m_roofs << r;
    rebuild();
}

void RooflinePlot::setPoints(const QList<RooflinePoint>& points)
{
    m_points = points;
    rebuild();
}

void RooflinePlot::setNote(const QString& note)
{
    m_note = note;
    updateNote();
}

void RooflinePlot::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->show();
    m_plot->hide();
    m_noteLabel->hide();
    m_export->hide();
}

double RooflinePlot::ridge(int roof) const
{
    if (roof < 0 || roof >= m_roofs.size() || m_bandwidth <= 0.0)
        return 0.0;
    return m_roofs[roof].peakFlops / m_bandwidth;
}

int RooflinePlot::plottedPointCount() const
{
    return int(m_plotted.size());
}

QPointF RooflinePlot::plottedPoint(int index) const
{
    return index >= 0 && index < m_plotted.size() ? m_plotted[index] : QPointF(-1, -1);
}

bool RooflinePlot::isShowingMessage() const
{
    return !m_message->isHidden();
}

QString RooflinePlot::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QString RooflinePlot::noteText() const
{
    return m_noteLabel->text();
}

void RooflinePlot::rebuild()
{
    m_message->hide();
    m_plot->show();
    m_noteLabel->show();
    m_export->show();
    m_plot->clearGraphs();
    m_plot->clearItems();
    m_plotted.clear();
    // The x range covers every ridge and every point with a decade to spare on each side.
    double lo = 0.1, hi = 100.0;
    for (int i = 0; i < m_roofs.size(); ++i)
        if (ridge(i) > 0.0) {
            lo = std::min(lo, ridge(i) / 10.0);
            hi = std::max(hi, ridge(i) * 10.0);
        }
    for (const auto& p : m_points)
        if (plottable(p)) {
            lo = std::min(lo, p.intensity / 10.0);
            hi = std::max(hi, p.intensity * 10.0);
        }
    lo = std::pow(10.0, std::floor(std::log10(lo)));
    hi = std::pow(10.0, std::ceil(std::log10(hi)));
    m_plot->xAxis->setRange(lo, hi);
    drawRoofs(lo, hi);
    drawPoints();
    double yMax = 1.0, yMin = 1e300;
    for (const auto& r : m_roofs)
        yMax = std::max(yMax, r.peakFlops);
    for (const QPointF& p : m_plotted) {
        yMax = std::max(yMax, p.y());
        yMin = std::min(yMin, p.y());
    }
    if (m_bandwidth > 0.0)
        yMin = std::min(yMin, m_bandwidth * lo);
    if (yMin > yMax)
        yMin = yMax / 1e4;
    m_plot->yAxis->setRange(
        std::pow(10.0, std::floor(std::log10(yMin))), std::pow(10.0, std::ceil(std::log10(yMax * 3.0))));
    updateNote();
    m_plot->replot(QCustomPlot::rpQueuedReplot); // once per report, after the controller set everything
}

void RooflinePlot::drawRoofs(double xMin, double xMax)
{
    if (m_bandwidth <= 0.0)
        return;
    double top = 0.0;
    for (const auto& r : m_roofs)
        top = std::max(top, r.peakFlops);
    // The memory roof rises until the highest compute roof; the lower roofs cut it off for their type.
    const double memoryEnd = top > 0.0 ? std::min(xMax, top / m_bandwidth) : xMax;
    QCPGraph* memory = m_plot->addGraph();
    memory->setName(tr("DRAM %1B/s").arg(si(m_bandwidth)));
    memory->setPen(QPen(Qt::black, 2));
    memory->setData({xMin, memoryEnd}, {m_bandwidth * xMin, m_bandwidth * memoryEnd}, true);
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    for (int i = 0; i < m_roofs.size(); ++i) {
        const RooflineRoof& r = m_roofs[i];
        const double x0 = ridge(i);
        QCPGraph* g = m_plot->addGraph();
        g->setName(tr("%1 %2FLOP/s").arg(r.label, si(r.peakFlops)));
        g->setPen(QPen(QColor(90, 90, 90), 1.5, styles[i % 4]));
        g->setData({x0, xMax}, {r.peakFlops, r.peakFlops}, true);
        auto* mark = new QCPItemTracer(m_plot);
        mark->setGraph(g);
        mark->setGraphKey(x0);
        mark->setStyle(QCPItemTracer::tsCircle);
        mark->setSize(7);
        mark->setPen(QPen(Qt::black));
        mark->setBrush(Qt::white);
        if (i == 0) {
            auto* text = new QCPItemText(m_plot);
            text->position->setCoords(x0, r.peakFlops);
            // below the flat roof, clear of the points that sit on or under the memory roof
            text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
            text->setPadding(QMargins(8, 6, 0, 0));
            text->setText(tr("ridge %1 FLOP/B").arg(QString::number(x0, 'g', 3)));
        }
    }
}

void RooflinePlot::drawPoints()
{
    QCPGraph* graphs[3][3] = {}; // model, measured, baseline; by memory level
    QList<QPair<QPointF, QCPItemText*>> labels;
    for (const auto& p : m_points) {
        if (!plottable(p))
            continue;
        QCPGraph*& g = graphs[p.baseline ? 2 : p.measured ? 1 : 0][int(p.level)];
        if (!g && p.baseline) {
            g = m_plot->addGraph();
            g->setLineStyle(QCPGraph::lsNone);
            const QColor grey(110, 110, 110);
            g->setPen(QPen(grey));
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(grey, 2), Qt::white, 10));
            g->setName(tr("baseline"));
        }
        if (!g) {
            g = m_plot->addGraph();
            g->setLineStyle(QCPGraph::lsNone);
            const QColor c = p.measured ? kMeasuredColor : kModelColor;
            g->setPen(QPen(c));
            const auto shape = p.measured             ? QCPScatterStyle::ssDiamond
                : p.level == RooflinePoint::Level::L2 ? QCPScatterStyle::ssSquare
                : p.level == RooflinePoint::Level::L1 ? QCPScatterStyle::ssTriangle
                                                      : QCPScatterStyle::ssDisc;
            g->setScatterStyle(p.measured || p.level == RooflinePoint::Level::Dram
                    ? QCPScatterStyle(shape, c, c, p.measured ? 11 : 9)
                    : QCPScatterStyle(shape, QPen(c, 2), Qt::white, 9));
            g->setName(p.measured                         ? tr("measured (GPU time)")
                    : p.level == RooflinePoint::Level::L2 ? tr("model, L2 bytes (cache model)")
                    : p.level == RooflinePoint::Level::L1 ? tr("model, L1 bytes requested")
                                                          : tr("model (emulator counts)"));
        }
        g->addData(p.intensity, p.flopsPerSecond);
        const QPointF at(p.intensity, p.flopsPerSecond);
        m_plotted << at;
        // points on the same spot (two kernels with the same model floor) share one label
        auto same = std::find_if(labels.begin(), labels.end(), [&](const auto& l) {
            return std::abs(std::log10(l.first.x() / at.x())) < 0.01
                && std::abs(std::log10(l.first.y() / at.y())) < 0.01;
        });
        if (same != labels.end()) {
            same->second->setText(same->second->text() + QStringLiteral(", ") + p.label);
            continue;
        }
        auto* text = new QCPItemText(m_plot);
        labels.push_back({at, text});
        text->position->setCoords(p.intensity, p.flopsPerSecond);
        // model points sit on a roof: label them above-left, in the empty half; measured ones below-right
        // of two measured points close together, the lower one is labelled below it
        const bool below = p.measured && std::any_of(m_points.begin(), m_points.end(), [&](const RooflinePoint& o) {
            return o.measured && plottable(o) && o.flopsPerSecond > p.flopsPerSecond
                && std::abs(std::log10(o.intensity / p.intensity)) < 0.5
                && std::log10(o.flopsPerSecond / p.flopsPerSecond) < 0.5;
        });
        // a baseline's point sits near the kernel's on the same roof: its label goes below-left, under
        // the roof, so the two labels do not overlap
        text->setPositionAlignment(p.baseline ? Qt::AlignRight | Qt::AlignTop
                : !p.measured                 ? Qt::AlignRight | Qt::AlignBottom
                : below                       ? Qt::AlignLeft | Qt::AlignTop
                                              : Qt::AlignLeft | Qt::AlignBottom);
        text->setPadding(p.baseline ? QMargins(0, 6, 8, 0) : p.measured ? QMargins(8, 2, 0, 2) : QMargins(0, 0, 8, 4));
        text->setColor(p.baseline ? QColor(90, 90, 90) : p.measured ? kMeasuredColor : kModelColor);
        text->setText(p.label);
    }
}

void RooflinePlot::updateNote()
{
    QStringList parts;
    if (!m_note.isEmpty())
        parts << m_note;
    if (m_bandwidth > 0.0)
        parts << tr("%1: bandwidth %2B/s (%3)").arg(m_gpu, si(m_bandwidth), m_bandwidthSource);
    for (const auto& r : m_roofs)
        parts << tr("%1 peak %2FLOP/s (%3)").arg(r.label, si(r.peakFlops), r.source);
    for (const auto& p : m_points) {
        if (!plottable(p))
            parts << tr("%1 not plotted: it has no DRAM traffic or no FLOPs").arg(p.label);
        else if (!p.detail.isEmpty())
            parts << QStringLiteral("%1: %2").arg(p.label, p.detail);
    }
    m_noteLabel->setText(parts.join(QStringLiteral("\n")));
}

bool RooflinePlot::exportTo(const QString& path, QString* error)
{
    return exportPlot(m_plot, path, tr("Warpscope roofline"), error);
}

void RooflinePlot::exportClicked()
{
    const QString file
        = QFileDialog::getSaveFileName(this, tr("Export roofline"), QStringLiteral("roofline.png"), plotExportFilter());
    if (file.isEmpty())
        return;
    QString why;
    if (!exportTo(file, &why))
        m_noteLabel->setText(why);
}

} // namespace warpscope::widgets
