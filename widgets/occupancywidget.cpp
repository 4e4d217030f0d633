#include "widgets/occupancywidget.h"

#include <qcustomplot.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace warpscope::widgets {

namespace {
// Graph 0 of every plot is the curve, graph 1 the current point.
constexpr int kCurveGraph = 0;
constexpr int kPointGraph = 1;
} // namespace

OccupancyWidget::OccupancyWidget(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_limiter(new QLabel(this))
{
    setObjectName(QStringLiteral("occupancyWidget"));
    m_summary->setObjectName(QStringLiteral("occupancySummary"));
    m_limiter->setObjectName(QStringLiteral("occupancyLimiter"));
    QFont big = m_summary->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_summary->setFont(big);
    m_limiter->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_limiter);
    auto* plots = new QHBoxLayout;
    const QString titles[CurveCount]
        = {tr("Threads per block"), tr("Registers per thread"), tr("Shared memory per block (B)")};
    for (int i = 0; i < CurveCount; ++i) {
        auto* plot = new QCustomPlot(this);
        plot->setMinimumSize(220, 160);
        plot->xAxis->setLabel(titles[i]);
        plot->yAxis->setLabel(tr("Occupancy (%)"));
        plot->yAxis->setRange(0, 105);
        plot->addGraph();
        plot->graph(kCurveGraph)->setLineStyle(QCPGraph::lsStepLeft);
        plot->graph(kCurveGraph)->setPen(QPen(QColor(0x00, 0x5c, 0xc5), 2));
        plot->addGraph();
        plot->graph(kPointGraph)->setLineStyle(QCPGraph::lsNone);
        plot->graph(kPointGraph)
            ->setScatterStyle(QCPScatterStyle(
                QCPScatterStyle::ssCircle, QPen(QColor(0xd7, 0x3a, 0x49), 2), QColor(0xd7, 0x3a, 0x49), 10));
        m_plots[i] = plot;
        plots->addWidget(plot, 1);
    }
    layout->addLayout(plots, 1);
    clear(tr("Compile the kernel to see its occupancy."));
}

QString OccupancyWidget::limiterName(core::OccupancyLimiter limiter)
{
    using L = core::OccupancyLimiter;
    switch (limiter) {
    case L::BlockSize:
        return tr("the block size");
    case L::Warps:
        return tr("warps per SM");
    case L::Blocks:
        return tr("blocks per SM");
    case L::Registers:
        return tr("registers per thread");
    case L::SharedMemory:
        return tr("shared memory per block");
    case L::Barriers:
        return tr("barriers");
    case L::None:
        break;
    }
    return tr("nothing");
}

void OccupancyWidget::setOccupancy(const core::OccupancyResult& occupancy, const core::OccupancyCurves& curves)
{
    m_summary->setText(tr("Theoretical occupancy %1 % — %2 of %3 warps per SM (sm_%4)")
                           .arg(qRound(occupancy.occupancy * 100.0))
                           .arg(occupancy.activeWarpsPerSm)
                           .arg(occupancy.maxWarpsPerSm)
                           .arg(occupancy.arch));
    QString limiter = tr("Limited by %1: %n block(s) per SM fit.", nullptr, occupancy.activeBlocksPerSm)
                          .arg(limiterName(occupancy.limiter));
    limiter += QLatin1Char(' ')
        + tr("Blocks allowed by warps %1, blocks %2, registers %3, shared memory %4.")
              .arg(occupancy.blocksByWarps)
              .arg(occupancy.blocksByBlocks)
              .arg(occupancy.blocksByRegisters)
              .arg(occupancy.blocksBySharedMemory);
    if (!occupancy.note.empty())
        limiter += QLatin1Char(' ') + QString::fromStdString(occupancy.note);
    m_limiter->setText(limiter);
    setCurve(BlockSizeCurve, curves.blockSize);
    setCurve(RegistersCurve, curves.registers);
    setCurve(SharedMemoryCurve, curves.sharedMemory);
}

void OccupancyWidget::setCurve(Curve which, const core::OccupancyCurve& curve)
{
    QCustomPlot* plot = m_plots[which];
    QVector<double> xs, ys;
    double currentY = -1;
    for (const core::OccupancyPoint& p : curve.points) {
        xs << p.x;
        ys << p.occupancy * 100.0;
        if (p.x <= curve.current)
            currentY = p.occupancy * 100.0; // the step the current value falls on
    }
    plot->graph(kCurveGraph)->setData(xs, ys, true);
    plot->graph(kPointGraph)->data()->clear();
    if (currentY >= 0)
        plot->graph(kPointGraph)->addData(curve.current, currentY);
    if (!xs.isEmpty())
        plot->xAxis->setRange(std::min(0.0, xs.front()), std::max(xs.back(), double(curve.current)) * 1.02 + 1);
    plot->replot();
}

void OccupancyWidget::clear(const QString& reason)
{
    m_summary->setText(tr("Occupancy"));
    m_limiter->setText(reason);
    for (QCustomPlot* plot : m_plots) {
        plot->graph(kCurveGraph)->data()->clear();
        plot->graph(kPointGraph)->data()->clear();
        plot->replot();
    }
}

QString OccupancyWidget::summaryText() const
{
    return m_summary->text();
}
QString OccupancyWidget::limiterText() const
{
    return m_limiter->text();
}

QPointF OccupancyWidget::currentPoint(Curve curve) const
{
    const auto data = m_plots[curve]->graph(kPointGraph)->data();
    if (data->isEmpty())
        return QPointF(-1, -1);
    return QPointF(data->begin()->key, data->begin()->value);
}

int OccupancyWidget::pointCount(Curve curve) const
{
    return m_plots[curve]->graph(kCurveGraph)->dataCount();
}

} // namespace warpscope::widgets
