// The occupancy pane beside a pinned baseline: the baseline's figure and limiter under the current one,
// with the change, and the baseline's point on each what-if curve.
#include "widgets/occupancywidget.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QTextDocumentFragment>

#include <cmath>

namespace warpscope::widgets {

namespace {
constexpr int kBaselineGraph = 2; // as in occupancywidget.cpp: curve, current point, baseline point
}

void OccupancyWidget::setBaseline(const core::OccupancyResult& baseline, const QString& name)
{
    m_baselineResult = baseline;
    m_baselineName = name;
    refreshBaseline();
}

void OccupancyWidget::clearBaseline()
{
    m_baselineResult.reset();
    m_baselineName.clear();
    refreshBaseline();
}

QString OccupancyWidget::baselineText() const
{
    return m_baseline->isHidden() ? QString() : QTextDocumentFragment::fromHtml(m_baseline->text()).toPlainText();
}

QPointF OccupancyWidget::baselinePoint(Curve curve) const
{
    const auto data = m_plots[curve]->graph(kBaselineGraph)->data();
    if (data->isEmpty())
        return QPointF(-1, -1);
    return QPointF(data->begin()->key, data->begin()->value);
}

void OccupancyWidget::refreshBaseline()
{
    for (QCustomPlot* plot : m_plots)
        plot->graph(kBaselineGraph)->data()->clear();
    if (!m_baselineResult) {
        m_baseline->hide();
        for (QCustomPlot* plot : m_plots)
            plot->replot();
        return;
    }
    const core::OccupancyResult& b = *m_baselineResult;
    const int before = qRound(b.occupancy * 100.0);
    QString text = tr("<b>Baseline</b> %1: %2 % — %3 of %4 warps per SM, limited by %5 (%6 threads per block, "
                      "%7 registers per thread, %8 B shared memory per block).")
                       .arg(m_baselineName.toHtmlEscaped())
                       .arg(before)
                       .arg(b.activeWarpsPerSm)
                       .arg(b.maxWarpsPerSm)
                       .arg(limiterName(b.limiter))
                       .arg(b.usage.blockSize)
                       .arg(b.usage.registersPerThread)
                       .arg(b.usage.sharedStatic + b.usage.sharedDynamic);
    if (m_current) {
        const int now = qRound(m_current->occupancy * 100.0);
        const int change = now - before;
        // more occupancy is better here: green when it rose, red when it fell
        text += QLatin1Char(' ')
            + (change == 0 ? tr("Now the same.")
                           : tr("Now <span style=\"color:%1\">%2%3 points</span>.")
                                 .arg(change > 0 ? QStringLiteral("#2e7d32") : QStringLiteral("#c00000"),
                                     change > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                                 .arg(std::abs(change)));
        if (m_current->limiter != b.limiter)
            text += QLatin1Char(' ')
                + tr("The limiter changed: %1 then, %2 now.")
                      .arg(limiterName(b.limiter), limiterName(m_current->limiter));
    }
    m_baseline->setText(text);
    m_baseline->show();
    const double y = b.occupancy * 100.0;
    m_plots[BlockSizeCurve]->graph(kBaselineGraph)->addData(b.usage.blockSize, y);
    m_plots[RegistersCurve]->graph(kBaselineGraph)->addData(b.usage.registersPerThread, y);
    m_plots[SharedMemoryCurve]->graph(kBaselineGraph)->addData(b.usage.sharedStatic + b.usage.sharedDynamic, y);
    for (QCustomPlot* plot : m_plots)
        plot->replot();
}

} // namespace warpscope::widgets
