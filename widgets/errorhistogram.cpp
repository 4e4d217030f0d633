#include "widgets/errorhistogram.h"

#include <QVBoxLayout>

#include <qcustomplot.h>

namespace warpscope::widgets {

ErrorHistogram::ErrorHistogram(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("errorHistogram"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_plot = new QCustomPlot(this);
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false); // paint with the window, not inside replot()
    m_plot->setMinimumHeight(160);
    m_bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    m_bars->setWidth(0.8);
    m_bars->setPen(Qt::NoPen);
    m_bars->setBrush(QColor(70, 110, 180));
    m_plot->xAxis->setLabel(tr("ULP distance"));
    m_plot->yAxis->setLabel(tr("elements"));
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    layout->addWidget(m_plot);
}

void ErrorHistogram::clearHistogram()
{
    m_labels.clear();
    m_counts.clear();
    draw();
}

void ErrorHistogram::setStats(const core::OutputStats& stats)
{
    m_labels.clear();
    m_counts.clear();
    const auto& h = stats.ulpHistogram;
    if (h.empty()) {
        draw();
        return;
    }
    const int special = int(h.size()) - 1; // NaN / Inf / unwritten
    int last = 0;
    for (int k = 0; k < special; ++k)
        if (h[std::size_t(k)] > 0)
            last = k;
    for (int k = 0; k <= last; ++k) {
        QString label;
        if (k == 0)
            label = QStringLiteral("0");
        else if (k == 1)
            label = QStringLiteral("1");
        else if (k < 64)
            label = QStringLiteral("%1–%2").arg(quint64(1) << (k - 1)).arg((quint64(1) << k) - 1);
        else
            label = QStringLiteral("≥2^%1").arg(k - 1);
        m_labels << label;
        m_counts << double(h[std::size_t(k)]);
    }
    m_labels << tr("NaN/Inf/unwritten");
    m_counts << double(h[std::size_t(special)]);
    draw();
}

void ErrorHistogram::draw()
{
    QVector<double> keys;
    QVector<double> values;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < m_labels.size(); ++i) {
        keys << i;
        // A log axis cannot show 0: an empty bucket is drawn as nothing.
        values << (m_counts[i] > 0 ? m_counts[i] : qQNaN());
        ticker->addTick(i, m_labels[i]);
    }
    m_bars->setData(keys, values);
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setTickLabelRotation(m_labels.size() > 8 ? 45 : 0);
    m_plot->xAxis->setRange(-0.6, std::max<qsizetype>(m_labels.size(), 1) - 0.4);
    double top = 1;
    for (double c : std::as_const(m_counts))
        top = std::max(top, c);
    m_plot->yAxis->setRange(0.5, top * 2);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace warpscope::widgets
