// The profiler charts' drawing: box plots with a strip of samples, the speed-up series, the metric
// bars (measured beside predicted) and the roofline points from the measured time.
#include "widgets/profilercharts.h"

#include "core/cuda/gpuspecs.h"
#include "widgets/rooflineplot.h"

#include <qcustomplot.h>

#include <QLabel>

#include <algorithm>
#include <cmath>
#include <map>

namespace warpscope::widgets {

namespace {

const QColor kSideColours[2][2] = {
    {QColor(31, 119, 180), QColor(158, 202, 225)}, // baseline: measured, predicted
    {QColor(214, 39, 40), QColor(247, 168, 160)}, // candidate
};

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

/// Reader names in a fixed order: memory traffic from DRAM inwards, then shared memory, then FLOPs.
const std::vector<std::pair<const char*, const char*>>& knownMetrics()
{
    static const std::vector<std::pair<const char*, const char*>> names = {
        {"dram__bytes.sum", QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "DRAM bytes (read + write)")},
        {"lts__t_sectors.sum", QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "L2 sectors")},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "L1 global load sectors")},
        {"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "L1 global load requests")},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "L1 global store sectors")},
        {"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "L1 global store requests")},
        {"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "shared load wavefronts")},
        {"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "shared store wavefronts")},
        {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "shared bank conflicts")},
        {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "bank conflicts, loads")},
        {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
            QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "bank conflicts, stores")},
        {"flops_f64", QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "FLOPs f64")},
        {"flops_f32", QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "FLOPs f32")},
        {"flops_f16", QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "FLOPs f16")},
        {"flops_bf16", QT_TRANSLATE_NOOP("warpscope::widgets::ProfilerCharts", "FLOPs bf16")},
    };
    return names;
}

/// Measured values by name, with the DRAM total derived from read + write so it meets the model's.
std::map<std::string, double> measuredValues(const core::BenchSideResult& s)
{
    std::map<std::string, double> out;
    if (!s.metrics)
        return out;
    for (const auto& v : s.metrics->values)
        out[v.name] = v.value;
    const auto read = out.find("dram__bytes_read.sum");
    const auto write = out.find("dram__bytes_write.sum");
    if (read != out.end() && write != out.end())
        out["dram__bytes.sum"] = read->second + write->second;
    return out;
}

std::map<std::string, double> predictedValues(const core::BenchSideResult& s)
{
    std::map<std::string, double> out;
    for (const auto& v : s.predicted)
        out[v.name] = v.value;
    return out;
}

/// Counts belong on the bars; percentages and the duration are listed in words instead.
bool isCount(const std::string& name)
{
    return name.find("pct") == std::string::npos && name.rfind("gpu__time_duration", 0) != 0
        && name != "dram__bytes_read.sum" && name != "dram__bytes_write.sum";
}

/// What the bars cannot show for one kernel: why nothing was measured or predicted, and the measured
/// percentages and duration, in words.
QStringList metricNotes(
    const core::BenchSideResult& s, const std::map<std::string, double>& measured, const QString& who)
{
    QStringList notes;
    if (!s.metrics)
        notes << ProfilerCharts::tr("%1: not measured: %2")
                     .arg(who,
                         s.metricsError.empty() ? ProfilerCharts::tr("the benchmark ran without --metrics")
                                                : q(s.metricsError));
    if (s.predicted.empty())
        notes << ProfilerCharts::tr("%1: not predicted: %2")
                     .arg(who,
                         s.predictedSource.empty()
                             ? ProfilerCharts::tr("the benchmark ran without --metrics or --predict")
                             : q(s.predictedSource));
    for (const auto& [name, value] : measured)
        if (!isCount(name) && name.find("dram__bytes_") != 0)
            notes << ProfilerCharts::tr("%1: %2 = %3 (measured)").arg(who, q(name)).arg(value, 0, 'g', 4);
    return notes;
}

/// The bar rows: the known metrics in reading order, then any others, counts only, each once.
std::vector<std::string> metricOrder(const std::vector<std::map<std::string, double>>& measured,
    const std::vector<std::map<std::string, double>>& predicted)
{
    std::vector<std::string> all, names;
    for (const auto* sides : {&measured, &predicted})
        for (const auto& values : *sides)
            for (const auto& kv : values)
                all.push_back(kv.first);
    auto add = [&names](const std::string& n) {
        if (isCount(n) && std::find(names.begin(), names.end(), n) == names.end())
            names.push_back(n);
    };
    for (const auto& [key, label] : knownMetrics())
        if (std::find(all.begin(), all.end(), key) != all.end())
            add(key);
    for (const auto& n : all)
        add(n);
    return names;
}

void styleLogValueAxis(QCPAxis* axis, const QString& label)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
    axis->setLabel(label);
}

QSharedPointer<QCPAxisTickerText> textTicker(const QStringList& labels)
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < labels.size(); ++i)
        ticker->addTick(i + 1, labels[i]);
    return ticker;
}

double totalFlops(const core::BenchSideResult& s)
{
    if (s.roofline.flops > 0.0)
        return s.roofline.flops;
    double flops = 0.0;
    for (const auto& v : s.predicted)
        if (v.name.rfind("flops_", 0) == 0)
            flops += v.value;
    return flops;
}

} // namespace

QString ProfilerCharts::metricLabel(const QString& name)
{
    for (const auto& [key, label] : knownMetrics())
        if (name == QLatin1String(key))
            return tr(label);
    return name;
}

BoxFigures ProfilerCharts::box(int side) const
{
    BoxFigures b;
    if (side < 0 || side >= m_sides.size())
        return b;
    const auto& s = m_sides[side];
    const double us = 1e6;
    b.q1 = s.stats.q1 * us;
    b.median = s.stats.median * us;
    b.q3 = s.stats.q3 * us;
    const double lowFence = s.stats.q1 - 1.5 * s.stats.iqr;
    const double highFence = s.stats.q3 + 1.5 * s.stats.iqr;
    b.whiskerLow = b.q1;
    b.whiskerHigh = b.q3;
    for (double t : s.seconds) {
        ++b.samples;
        if (t < lowFence || t > highFence)
            ++b.outliers;
        else {
            b.whiskerLow = std::min(b.whiskerLow, t * us);
            b.whiskerHigh = std::max(b.whiskerHigh, t * us);
        }
    }
    return b;
}

int ProfilerCharts::speedupPointCount() const
{
    return m_speedup->graphCount() > 0 ? m_speedup->graph(0)->dataCount() : 0;
}

void ProfilerCharts::drawTiming()
{
    m_timing->clearPlottables();
    m_timing->clearItems();
    QStringList labels;
    double lo = 1e300, hi = 0.0;
    for (int i = 0; i < m_sides.size(); ++i) {
        const auto& s = m_sides[i];
        const BoxFigures b = box(i);
        const QColor colour = kSideColours[m_sides.size() > 1 && i == 0 ? 0 : 1][0];
        auto* boxes = new QCPStatisticalBox(m_timing->xAxis, m_timing->yAxis);
        boxes->setName(sideLabel(i));
        boxes->setBrush(QColor(colour.red(), colour.green(), colour.blue(), 60));
        boxes->setPen(QPen(colour));
        boxes->setWidth(0.35);
        QVector<double> outliers;
        auto* strip = m_timing->addGraph();
        strip->setLineStyle(QCPGraph::lsNone);
        strip->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, colour, 4));
        strip->setName(tr("samples"));
        for (std::size_t k = 0; k < s.seconds.size(); ++k) {
            const double t = s.seconds[k] * 1e6;
            if (t < b.whiskerLow || t > b.whiskerHigh)
                outliers << t;
            // the strip sits right of the box, spread a little so equal times stay visible
            strip->addData(i + 1 + 0.3 + 0.08 * std::sin(double(k) * 2.3), t);
            lo = std::min(lo, t);
            hi = std::max(hi, t);
        }
        boxes->addData(i + 1, b.whiskerLow, b.q1, b.median, b.q3, b.whiskerHigh, outliers);
        boxes->setOutlierStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, colour, 6));
        // under the lower whisker, where neither box nor strip draws
        auto* text = new QCPItemText(m_timing);
        text->position->setCoords(i + 1, b.whiskerLow);
        text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        text->setPadding(QMargins(0, 6, 0, 0));
        text->setText(tr("median %1 µs, IQR %2 µs").arg(b.median, 0, 'f', 1).arg(b.q3 - b.q1, 0, 'f', 1));
        labels << sideLabel(i);
    }
    m_timing->xAxis->setTicker(textTicker(labels));
    m_timing->xAxis->setRange(0.4, labels.size() + 0.6);
    m_timing->yAxis->setLabel(tr("kernel time (µs)"));
    const double pad = std::max((hi - lo) * 0.1, hi * 0.02);
    m_timing->yAxis->setRange(std::max(0.0, lo - 2.5 * pad), hi + pad);
    m_timing->replot();
}

void ProfilerCharts::drawSpeedups(const core::BenchmarkResult& r)
{
    m_speedup->clearGraphs();
    m_speedup->clearItems();
    m_speedupMedian = r.baseline ? r.speedupStats.median : 0.0;
    if (!r.baseline || r.speedups.empty()) {
        auto* text = new QCPItemText(m_speedup);
        text->position->setType(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(0.5, 0.5);
        text->setText(tr("No speed-up: the benchmark ran one kernel (add --baseline TASK for an A/B)."));
        m_speedup->replot();
        return;
    }
    auto* g = m_speedup->addGraph();
    g->setName(tr("baseline / candidate, per pair"));
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
    double hi = 1.0, lo = 1.0;
    for (std::size_t i = 0; i < r.speedups.size(); ++i) {
        g->addData(double(i + 1), r.speedups[i]);
        hi = std::max(hi, r.speedups[i]);
        lo = std::min(lo, r.speedups[i]);
    }
    auto line = [this](double y, const QPen& pen, const QString& label) {
        auto* l = new QCPItemStraightLine(m_speedup);
        l->point1->setCoords(0, y);
        l->point2->setCoords(1, y);
        l->setPen(pen);
        auto* text = new QCPItemText(m_speedup);
        text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(0.01, y);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        text->setBrush(QColor(255, 255, 255, 220));
        text->setText(label);
    };
    line(m_speedupMedian, QPen(QColor(214, 39, 40), 2), tr("median %1×").arg(m_speedupMedian, 0, 'f', 3));
    line(1.0, QPen(Qt::gray, 1, Qt::DashLine), tr("no change (1×)"));
    m_speedup->xAxis->setLabel(tr("interleaved pair"));
    m_speedup->yAxis->setLabel(tr("speed-up (×)"));
    m_speedup->xAxis->setRange(0, double(r.speedups.size()) + 1);
    m_speedup->yAxis->setRange(std::min(lo, 1.0) * 0.9, hi * 1.1);
    m_speedup->replot();
}

void ProfilerCharts::drawMetrics()
{
    m_metrics->clearPlottables();
    m_metricRows.clear();
    m_barCount = 0;
    std::vector<std::map<std::string, double>> measured, predicted;
    QStringList notes;
    for (int i = 0; i < m_sides.size(); ++i) {
        measured.push_back(measuredValues(m_sides[i]));
        predicted.push_back(predictedValues(m_sides[i]));
        notes << metricNotes(m_sides[i], measured.back(), sideLabel(i).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    }
    const std::vector<std::string> names = metricOrder(measured, predicted);
    // rows from the top: the first metric on the highest key
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const int rows = int(names.size());
    for (int r = 0; r < rows; ++r) {
        m_metricRows << q(names[std::size_t(r)]);
        ticker->addTick(rows - r, metricLabel(q(names[std::size_t(r)])));
    }
    auto* group = new QCPBarsGroup(m_metrics);
    double lo = 1e300, hi = 1.0;
    for (int i = 0; i < m_sides.size(); ++i) {
        const int side = m_sides.size() > 1 && i == 0 ? 0 : 1;
        for (int kind = 0; kind < 2; ++kind) {
            const auto& values = kind == 0 ? measured[std::size_t(i)] : predicted[std::size_t(i)];
            if (values.empty())
                continue;
            auto* bars = new QCPBars(m_metrics->yAxis, m_metrics->xAxis);
            bars->setName(QStringLiteral("%1 — %2").arg(
                q(m_sides[i].entry), kind == 0 ? tr("measured (GPU)") : tr("predicted (emulator model)")));
            bars->setBrush(kSideColours[side][kind]);
            bars->setPen(QPen(kSideColours[side][0]));
            bars->setBaseValue(1.0); // a log axis has no zero
            bars->setWidth(0.8 / std::max(1, 2 * int(m_sides.size())));
            bars->setBarsGroup(group);
            for (int r = 0; r < rows; ++r) {
                const auto it = values.find(names[std::size_t(r)]);
                if (it == values.end() || it->second <= 0.0)
                    continue;
                bars->addData(rows - r, it->second);
                ++m_barCount;
                lo = std::min(lo, it->second);
                hi = std::max(hi, it->second);
            }
        }
    }
    m_metrics->yAxis->setTicker(ticker);
    m_metrics->yAxis->setRange(0.4, rows + 0.6);
    styleLogValueAxis(m_metrics->xAxis, tr("count (log scale; zero and missing values draw no bar)"));
    m_metrics->xAxis->setRange(lo > hi ? 1.0 : std::pow(10.0, std::floor(std::log10(lo)) - 0.5),
        std::pow(10.0, std::ceil(std::log10(hi)) + 0.2));
    m_metrics->legend->setVisible(true);
    if (rows == 0)
        notes.prepend(tr("No metrics in this document: run `warpscope-cli bench --metrics --json`."));
    m_metricsNote->setText(notes.join(QLatin1Char('\n')));
    m_metrics->replot();
}

void ProfilerCharts::drawRoofline(const core::BenchmarkResult& r)
{
    const auto& specs = core::builtinGpuSpecs();
    const core::GpuSpec* gpu = nullptr;
    for (const auto& g : specs)
        if (g.name == r.gpuSpec)
            gpu = &g;
    if (!gpu)
        gpu = core::findGpuSpec(specs, r.device.name);
    const core::BenchSideResult& c = r.candidate;
    if (gpu) {
        QList<RooflineRoof> roofs {{tr("FP32"), gpu->fp32.value, q(gpu->fp32.source)}};
        if (gpu->fp64.value > 0.0)
            roofs.push_back({tr("FP64"), gpu->fp64.value, q(gpu->fp64.source)});
        m_roofline->setMachine(q(gpu->name), gpu->memoryBandwidth.value, q(gpu->memoryBandwidth.source), roofs);
    } else if (c.roofline.bandwidth > 0.0) {
        m_roofline->setMachine(q(r.device.name), c.roofline.bandwidth, q(c.roofline.source),
            {{tr("peak"), c.roofline.peakFlops, q(c.roofline.source)}});
    } else {
        m_roofline->showMessage(tr("No roofline: %1 is not in resources/gpus.json and the document has no bandwidth.")
                                    .arg(q(r.device.name)));
        return;
    }
    QList<RooflinePoint> points;
    for (int i = 0; i < m_sides.size(); ++i) {
        const auto& s = m_sides[i];
        const double flops = totalFlops(s);
        const auto measured = measuredValues(s);
        const auto predicted = predictedValues(s);
        const auto dram = measured.find("dram__bytes.sum");
        const auto model = predicted.find("dram__bytes.sum");
        const double modelBytes = model != predicted.end() ? model->second : s.roofline.bytes;
        const double bytes = dram != measured.end() ? dram->second : modelBytes;
        const QString source = dram != measured.end() ? tr("measured DRAM bytes")
            : model != predicted.end()                ? tr("the model's DRAM bytes (not measured)")
                                                      : tr("compulsory bytes (not measured)");
        const double median = s.stats.median;
        points.push_back({q(s.entry), bytes > 0.0 ? flops / bytes : 0.0, median > 0.0 ? flops / median : 0.0, true,
            tr("median %1 µs; intensity from %2").arg(median * 1e6, 0, 'f', 1).arg(source)});
        if (s.floor.seconds > 0.0 && modelBytes > 0.0)
            points.push_back({tr("%1 (model floor)").arg(q(s.entry)), flops / modelBytes, flops / s.floor.seconds,
                false, tr("the fastest the model allows: %1 µs").arg(s.floor.seconds * 1e6, 0, 'f', 1)});
    }
    m_roofline->setPoints(points);
    m_roofline->setNote(c.predictedModel.empty() ? QString() : tr("DRAM model: %1").arg(q(c.predictedModel)));
}

} // namespace warpscope::widgets
