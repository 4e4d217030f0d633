// The profiler charts' frame: tabs, the setup and audit text, export and "Copy JSON". The drawing
// of each chart is in profilerplots.cpp.
#include "widgets/profilercharts.h"

#include "core/cuda/benchaudit.h"
#include "widgets/plotexport.h"
#include "widgets/rooflineplot.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace warpscope::widgets {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QLabel* wrappingLabel(const QString& name)
{
    auto* label = new QLabel;
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ProfilerCharts::ProfilerCharts(QWidget* parent)
    : QWidget(parent)
    , m_setup(wrappingLabel(QStringLiteral("profilerSetup")))
    , m_message(wrappingLabel(QStringLiteral("profilerMessage")))
    , m_tabs(new QTabWidget)
    , m_timing(new QCustomPlot)
    , m_speedup(new QCustomPlot)
    , m_metrics(new QCustomPlot)
    , m_metricsNote(wrappingLabel(QStringLiteral("profilerMetricsNote")))
    , m_roofline(new RooflinePlot)
    , m_audit(wrappingLabel(QStringLiteral("profilerAudit")))
    , m_status(wrappingLabel(QStringLiteral("profilerStatus")))
{
    for (QCustomPlot* plot : {m_timing, m_speedup, m_metrics})
        plot->setPlottingHint(QCP::phImmediateRefresh, false); // paint with the window, not inside replot()
    auto* layout = new QVBoxLayout(this);
    m_message->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_message);
    layout->addWidget(m_setup);
    m_tabs->setObjectName(QStringLiteral("profilerTabs"));
    m_tabs->addTab(m_timing, tr("Timing"));
    m_tabs->addTab(m_speedup, tr("Speed-up"));
    // the metric legend under the bars: inside it would cover the longest ones
    m_metrics->plotLayout()->addElement(1, 0, m_metrics->legend);
    m_metrics->plotLayout()->setRowStretchFactor(1, 0.001);
    m_metrics->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_metrics->legend->setWrap(2);
    auto* metricsPage = new QWidget;
    auto* metricsLayout = new QVBoxLayout(metricsPage);
    metricsLayout->setContentsMargins(0, 0, 0, 0);
    metricsLayout->addWidget(m_metrics, 1);
    metricsLayout->addWidget(m_metricsNote);
    m_tabs->addTab(metricsPage, tr("Metrics: measured vs predicted"));
    m_tabs->addTab(m_roofline, tr("Roofline"));
    m_audit->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_audit->setTextFormat(Qt::RichText);
    m_tabs->addTab(m_audit, tr("Audit"));
    layout->addWidget(m_tabs, 1);
    auto* bar = new QHBoxLayout;
    auto* exportButton = new QPushButton(tr("Export chart…"));
    exportButton->setObjectName(QStringLiteral("profilerExport"));
    exportButton->setToolTip(tr("Write the chart on screen as PNG, SVG or PDF"));
    connect(exportButton, &QPushButton::clicked, this, &ProfilerCharts::exportCurrent);
    auto* copyButton = new QPushButton(tr("Copy JSON"));
    copyButton->setObjectName(QStringLiteral("profilerCopyJson"));
    copyButton->setToolTip(tr("Copy the whole benchmark document to the clipboard"));
    connect(copyButton, &QPushButton::clicked, this, &ProfilerCharts::copyJson);
    bar->addWidget(m_status, 1);
    bar->addWidget(exportButton);
    bar->addWidget(copyButton);
    layout->addLayout(bar);
    showMessage(tr("Open a benchmark result (Run › Open benchmark results…) to see its charts."));
}

void ProfilerCharts::setBenchmark(const core::BenchmarkResult& result, const QString& documentText)
{
    m_json = documentText;
    m_sides.clear();
    if (result.baseline)
        m_sides << *result.baseline;
    m_sides << result.candidate;
    m_message->hide();
    m_setup->show();
    m_tabs->show();
    m_status->clear();
    drawTiming();
    drawSpeedups(result);
    drawMetrics();
    drawRoofline(result);
    fillText(result);
}

void ProfilerCharts::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->show();
    m_setup->hide();
    m_tabs->hide();
}

QString ProfilerCharts::sideLabel(int side) const
{
    if (side < 0 || side >= m_sides.size())
        return {};
    const auto& s = m_sides[side];
    const bool baseline = m_sides.size() > 1 && side == 0;
    return (baseline ? tr("baseline") : tr("candidate")) + QLatin1Char('\n') + q(s.entry);
}

QString ProfilerCharts::metricsNote() const
{
    return m_metricsNote->text();
}

QString ProfilerCharts::auditText() const
{
    return m_auditPlain;
}

QString ProfilerCharts::setupText() const
{
    return m_setup->text();
}

QString ProfilerCharts::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QCustomPlot* ProfilerCharts::chart(Chart which) const
{
    switch (which) {
    case TimingChart:
        return m_timing;
    case SpeedupChart:
        return m_speedup;
    case MetricsChart:
        return m_metrics;
    case RooflineChart:
        return m_roofline->plot();
    case ChartCount:
        break;
    }
    return nullptr;
}

void ProfilerCharts::fillText(const core::BenchmarkResult& r)
{
    const QString cache = r.cache == "flush_l2"
        ? tr("L2 flushed before every run (%1 MiB written)").arg(r.l2FlushBytes >> 20)
        : tr("L2 warm (not flushed)");
    QString setup = tr("%1 — timer: %2; %3; %4 warm-up + %5 timed runs per kernel")
                        .arg(q(r.device.name), q(r.timer), cache)
                        .arg(r.warmup)
                        .arg(r.repeats);
    if (!r.scheme.empty())
        setup += tr("; order %1 (%2…)").arg(q(r.scheme), q(r.order.substr(0, 16)));
    if (!r.timerNote.empty())
        setup += QLatin1Char('\n') + tr("note: %1").arg(q(r.timerNote));
    m_setup->setText(setup);
    QStringList plain, rich;
    for (const auto& line : r.audit) {
        const QString verdict = q(core::auditVerdictName(line.verdict));
        plain << QStringLiteral("%1  %2  %3").arg(verdict, q(line.check), q(line.reason));
        const char* colour = line.verdict == core::AuditVerdict::Fail ? "#c62828"
            : line.verdict == core::AuditVerdict::Pass                ? "#2e7d32"
                                                                      : "#757575";
        rich << QStringLiteral("<tr><td style='color:%1'><b>%2</b></td><td>%3</td><td>%4</td></tr>")
                    .arg(QLatin1String(colour), verdict.toHtmlEscaped(), q(line.check).toHtmlEscaped(),
                        q(line.reason).toHtmlEscaped());
    }
    if (r.audit.empty())
        plain << tr("The document has no audit lines.");
    m_auditPlain = plain.join(QLatin1Char('\n'));
    m_audit->setText(r.audit.empty()
            ? plain.first().toHtmlEscaped()
            : QStringLiteral("<p>%1</p><table cellspacing='6'>%2</table>")
                  .arg(setup.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")), rich.join(QString())));
}

bool ProfilerCharts::exportChart(Chart which, const QString& path, QString* error)
{
    if (which == RooflineChart)
        return m_roofline->exportTo(path, error);
    QCustomPlot* plot = chart(which);
    if (!plot) {
        if (error)
            *error = tr("%1: there is no such chart").arg(path);
        return false;
    }
    return exportPlot(plot, path, tr("Warpscope benchmark"), error);
}

void ProfilerCharts::exportCurrent()
{
    const int index = m_tabs->currentIndex();
    if (index < 0 || index >= ChartCount) {
        m_status->setText(tr("The audit is text: copy it, or choose a chart tab to export."));
        return;
    }
    static const char* names[] = {"timing.png", "speedup.png", "metrics.png", "roofline.png"};
    const QString file
        = QFileDialog::getSaveFileName(this, tr("Export chart"), QLatin1String(names[index]), plotExportFilter());
    if (file.isEmpty())
        return;
    QString why;
    m_status->setText(exportChart(Chart(index), file, &why) ? tr("Exported %1").arg(file) : why);
}

void ProfilerCharts::copyJson() const
{
    QApplication::clipboard()->setText(m_json);
    m_status->setText(tr("The benchmark document is on the clipboard (%n character(s)).", nullptr, int(m_json.size())));
}

} // namespace warpscope::widgets
