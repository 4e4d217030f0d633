// The Roofline dock: the profile's counts against a chosen GPU's figures, as a model.
#include "app/rooflinecontroller.h"

#include "app/session/appsettings.h"
#include "core/common/demangle.h"
#include "core/cuda/gpuspecs.h"
#include "widgets/rooflineplot.h"

#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QVBoxLayout>

namespace warpscope::app {

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

/// The compute roofs worth drawing: FP32 always, every other type the kernel computed in on the
/// CUDA cores, and the tensor-core roof of every type its tensor-core instructions used.
QList<widgets::RooflineRoof> roofsFor(const core::GpuSpec& gpu, const core::analysis::InstructionCounters& totals)
{
    using core::analysis::FlopType;
    struct Type {
        FlopType type;
        const char* label;
        const core::SpecFigure* figure;
        bool tensor;
    };
    const Type types[] = {{FlopType::F32, "FP32", &gpu.fp32, false}, {FlopType::F64, "FP64", &gpu.fp64, false},
        {FlopType::F16, "FP16", &gpu.fp16, false}, {FlopType::BF16, "BF16", &gpu.bf16, false},
        {FlopType::F64, "FP64 tensor", &gpu.fp64Tensor, true}, {FlopType::F16, "FP16 tensor", &gpu.fp16Tensor, true},
        {FlopType::BF16, "BF16 tensor", &gpu.bf16Tensor, true}, {FlopType::TF32, "TF32 tensor", &gpu.tf32Tensor, true},
        {FlopType::FP8, "FP8 tensor", &gpu.fp8Tensor, true}, {FlopType::INT8, "INT8 tensor", &gpu.int8Tensor, true}};
    QList<widgets::RooflineRoof> roofs;
    for (const auto& t : types) {
        const std::size_t i = std::size_t(t.type);
        const std::uint64_t tensorShare = totals.tensorFlops[i];
        const bool used = t.tensor ? tensorShare > 0 : t.type == FlopType::F32 || totals.flops[i] > tensorShare;
        if (used && t.figure->value > 0.0)
            roofs.push_back({QLatin1String(t.label), t.figure->value, q(t.figure->source)});
    }
    return roofs;
}

/// The model's time with three figures down to nanoseconds: tiny teaching launches take a few ns.
QString duration(double seconds)
{
    if (seconds < 1e-6)
        return RooflineController::tr("%1 ns").arg(QString::number(seconds * 1e9, 'g', 3));
    if (seconds < 1e-3)
        return RooflineController::tr("%1 µs").arg(QString::number(seconds * 1e6, 'g', 3));
    if (seconds < 1.0)
        return RooflineController::tr("%1 ms").arg(QString::number(seconds * 1e3, 'g', 3));
    return RooflineController::tr("%1 s").arg(QString::number(seconds, 'g', 3));
}

} // namespace

RooflineController::RooflineController(QMainWindow* window, QObject* parent)
    : QObject(parent)
    , m_dock(new QDockWidget(tr("Roofline"), window))
    , m_gpu(new QComboBox)
    , m_estimateLabel(new QLabel)
    , m_plot(new widgets::RooflinePlot)
{
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    auto* bar = new QHBoxLayout;
    auto* gpuLabel = new QLabel(tr("GPU:"));
    gpuLabel->setBuddy(m_gpu);
    m_gpu->setObjectName(QStringLiteral("rooflineGpu"));
    m_gpu->setToolTip(tr("The GPU whose bandwidth and peak FLOP/s the model uses (resources/gpus.json)"));
    const auto& specs = core::builtinGpuSpecs();
    for (const auto& g : specs)
        m_gpu->addItem(q(g.name));
    m_estimateLabel->setObjectName(QStringLiteral("rooflineEstimate"));
    m_estimateLabel->setWordWrap(true);
    m_estimateLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bar->addWidget(gpuLabel);
    bar->addWidget(m_gpu);
    bar->addWidget(m_estimateLabel, 1);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    m_dock->setObjectName(QStringLiteral("rooflineDock"));
    m_dock->setWidget(body);

    // The last choice, else H100: the GPU most reviewers quote.
    const QString remembered = session::AppSettings().rooflineGpu();
    int index = remembered.isEmpty() ? -1 : m_gpu->findText(remembered);
    if (index < 0) {
        const core::GpuSpec* h100 = core::findGpuSpec(specs, "H100 SXM");
        index = h100 ? int(h100 - specs.data()) : 0;
    }
    m_gpu->setCurrentIndex(index);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &RooflineController::gpuChosen);
    showMessage(tr("Profile the task (Run › Profile) to place its kernel on the roofline."));
}

QString RooflineController::estimateText() const
{
    return m_estimateLabel->text();
}

void RooflineController::setReport(const core::analysis::AnalysisReport& report)
{
    m_report = report;
    recompute();
}

void RooflineController::showMessage(const QString& text)
{
    m_report.reset();
    m_estimate.reset();
    m_estimateLabel->clear();
    m_plot->showMessage(text);
}

void RooflineController::setBaseline(const std::optional<core::analysis::AnalysisReport>& baseline, const QString& name)
{
    if (!baseline && !m_baseline)
        return; // every profile without a baseline clears it: the plot shown already has no baseline point
    m_baseline = baseline;
    m_baselineName = name;
    m_baselineEstimate.reset();
    recompute();
}

void RooflineController::gpuChosen(int index)
{
    if (index >= 0)
        session::AppSettings().setRooflineGpu(m_gpu->itemText(index));
    if (m_report)
        recompute();
}

void RooflineController::recompute()
{
    const auto& specs = core::builtinGpuSpecs();
    const int index = m_gpu->currentIndex();
    if (!m_report || index < 0 || index >= int(specs.size()))
        return;
    const core::GpuSpec& gpu = specs[std::size_t(index)];
    const auto& r = *m_report;
    m_estimate = core::analysis::rooflineFor(r.totals, r.uniqueGlobalSectors, gpu);
    const auto& e = *m_estimate;
    m_plot->setMachine(q(gpu.name), gpu.memoryBandwidth.value, q(gpu.memoryBandwidth.source), roofsFor(gpu, r.totals));
    const bool cacheModel = e.dramModel == core::analysis::kTrafficModel;
    QString note = tr("DRAM model: %1").arg(q(e.dramModel));
    if (cacheModel && r.traffic && r.traffic->gpu != gpu.name)
        note += QStringLiteral(". ")
            + tr("The cache model ran with the caches of %1 (the GPU chosen when profiling); profile again to "
                 "model %2's.")
                  .arg(q(r.traffic->gpu), q(gpu.name));
    if (r.traffic && r.traffic->sampleRate < 1.0)
        note += QStringLiteral(". ")
            + tr("Sampled: one cache line in %1 simulated, counts scaled back.")
                  .arg(qRound(1.0 / r.traffic->sampleRate));
    m_plot->setNote(note);
    const double attained = e.estimatedSeconds > 0.0 ? e.flops / e.estimatedSeconds : 0.0;
    const QString name = q(core::shortDemangledName(r.kernel));
    QList<widgets::RooflinePoint> points {{name, e.intensity, attained, false,
        tr("%1 FLOPs, %2 DRAM bytes (model)").arg(e.flops, 0, 'g', 4).arg(e.dramBytes, 0, 'g', 4)}};
    // Nsight's hierarchical roofline: the same work against the bytes of each level, so a kernel whose
    // data fits in L2 still shows what its access pattern costs between L1 and L2
    if (cacheModel && e.l2Intensity > 0.0)
        points.push_back({tr("L2"), e.l2Intensity, attained, false,
            tr("%1 bytes from L1 to L2 (cache model), L2 hit rate %2 %")
                .arg(e.l2Bytes, 0, 'g', 4)
                .arg(r.totals.l2HitRate(), 0, 'f', 1),
            widgets::RooflinePoint::Level::L2});
    if (cacheModel && e.l1Intensity > 0.0)
        points.push_back({tr("L1"), e.l1Intensity, attained, false,
            tr("%1 bytes requested from L1 (global sectors), L1 hit rate %2 %")
                .arg(e.l1Bytes, 0, 'g', 4)
                .arg(r.totals.l1HitRate(), 0, 'f', 1),
            widgets::RooflinePoint::Level::L1});
    m_baselineEstimate.reset();
    if (m_baseline) {
        // the baseline's DRAM point only: its L1/L2 points beside the kernel's would crowd the chart
        m_baselineEstimate = core::analysis::rooflineFor(m_baseline->totals, m_baseline->uniqueGlobalSectors, gpu);
        const auto& b = *m_baselineEstimate;
        const double baselineAttained = b.estimatedSeconds > 0.0 ? b.flops / b.estimatedSeconds : 0.0;
        widgets::RooflinePoint point {tr("baseline: %1").arg(m_baselineName), b.intensity, baselineAttained, false,
            tr("%1 FLOPs, %2 DRAM bytes (model)").arg(b.flops, 0, 'g', 4).arg(b.dramBytes, 0, 'g', 4)};
        point.baseline = true;
        points.push_back(point);
    }
    m_plot->setPoints(points);
    if (e.bound == "none") {
        m_estimateLabel->setText(tr("model: the launch moved no DRAM bytes and did no FLOPs on %1 — nothing to "
                                    "bound")
                                     .arg(q(gpu.name)));
        return;
    }
    QString bound = e.bound == "memory" ? tr("memory-bound") : tr("compute-bound");
    if (e.flops <= 0.0)
        bound = tr("memory-bound: it does no FLOPs, so it has no point on the chart and its time is DRAM bytes / "
                   "bandwidth");
    m_estimateLabel->setText(tr("model: ≥ %1 on %2 — not a measurement; %3 (intensity %4 FLOP/B, ridge %5 FLOP/B)")
                                 .arg(duration(e.estimatedSeconds), q(gpu.name), bound)
                                 .arg(e.intensity, 0, 'g', 3)
                                 .arg(e.ridge, 0, 'g', 3));
    if (m_baselineEstimate && m_baselineEstimate->estimatedSeconds > 0.0)
        m_estimateLabel->setText(m_estimateLabel->text() + QLatin1Char('\n')
            + tr("baseline %1: ≥ %2 (model); now ×%3 its time")
                  .arg(m_baselineName, duration(m_baselineEstimate->estimatedSeconds))
                  .arg(e.estimatedSeconds / m_baselineEstimate->estimatedSeconds, 0, 'f', 2));
}

} // namespace warpscope::app
