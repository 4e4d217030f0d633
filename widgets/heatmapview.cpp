// The heatmap's data side: controls, which output and how it is laid out, hover and detail text.
// Drawing, mouse handling and export are in heatmapplot.cpp.
#include "widgets/heatmapview.h"

#include "widgets/enginemessages.h"
#include "widgets/picturecolormap.h"
#include "widgets/runtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace warpscope::widgets {

HeatmapView::HeatmapView(QWidget* parent)
    : QWidget(parent)
    , m_grid(std::make_shared<const core::HeatmapGrid>())
{
    setObjectName(QStringLiteral("heatmapView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    buildControls();

    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("heatmapPlot"));
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    // A replot redraws the plot's layers and asks for a paint; QCustomPlot's default (an immediate
    // repaint) painted every dirty part of the window inside the replot after a run moved the docks.
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    m_plot->setMinimumSize(160, 120);
    m_plot->xAxis->setLabel(tr("column"));
    m_plot->yAxis->setLabel(tr("row"));
    m_plot->yAxis->setRangeReversed(true); // row 0 at the top, as a matrix is written
    // the value colours with the overlay colours (NaN, Inf, unwritten, …) over them, in one image
    m_map = new PictureColorMap(m_plot->xAxis, m_plot->yAxis);
    m_map->setInterpolate(false);
    createSuspectLayer();
    m_scale = new QCPColorScale(m_plot);
    m_plot->plotLayout()->addElement(0, 1, m_scale);
    m_map->setColorScale(m_scale);
    auto* group = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    // After the layout, so the axis rect has its size for this replot (a resize replots too).
    connect(m_plot, &QCustomPlot::afterLayout, this, &HeatmapView::fitAxes);
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this] { m_userView = true; });
    connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &HeatmapView::onRangeChanged);
    connect(m_plot->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &HeatmapView::onRangeChanged);
    connect(m_plot, &QCustomPlot::mouseMove, this, &HeatmapView::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &HeatmapView::onMousePress);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &HeatmapView::onMouseRelease);
    layout->addWidget(m_plot, 1);

    auto* legend = new QLabel(tr("<span style='color:#ff8c00'>■</span> Inf &nbsp; "
                                 "<span style='color:#ff00ff'>■</span> NaN &nbsp; "
                                 "<span style='color:#141414'>■</span> unwritten &nbsp; "
                                 "<span style='color:#96a0b9'>■</span> not compared (outside the region or mask) "
                                 "&nbsp; "
                                 "<span style='color:#ff2828'>✕</span> suspect: written by a thread a finding names "
                                 "&nbsp; "
                                 "<i>Drag to pan, wheel to zoom, click an element for details.</i>"),
        this);
    legend->setWordWrap(true);
    layout->addWidget(legend);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("heatmapEmpty"));
    m_empty->setWordWrap(true);
    layout->addWidget(m_empty);
    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("heatmapDetail"));
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setWordWrap(true);
    layout->addWidget(m_detail);
    m_pictureWatcher = new QFutureWatcher<std::shared_ptr<HeatmapPicture>>(this);
    connect(m_pictureWatcher, &QFutureWatcherBase::finished, this, &HeatmapView::pictureMade);
    clear();
}

void HeatmapView::buildControls()
{
    auto* bar = new QWidget(this);
    // Two rows keep the dock narrow enough to share the bottom area with other panes.
    auto* rows = new QVBoxLayout(bar);
    rows->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    auto* second = new QHBoxLayout;
    rows->addLayout(row);
    rows->addLayout(second);
    m_modeBox = new QComboBox(bar);
    m_modeBox->setObjectName(QStringLiteral("heatmapMode"));
    m_modeBox->addItem(tr("Pass / fail"), int(core::HeatmapMode::PassFail));
    m_modeBox->addItem(tr("ULP distance"), int(core::HeatmapMode::Ulp));
    m_modeBox->addItem(tr("Absolute error"), int(core::HeatmapMode::AbsError));
    m_modeBox->addItem(tr("Relative error"), int(core::HeatmapMode::RelError));
    m_modeBox->addItem(tr("Output value"), int(core::HeatmapMode::Value));
    m_modeBox->addItem(tr("Reference value"), int(core::HeatmapMode::Reference));
    connect(m_modeBox, &QComboBox::activated, this,
        [this](int i) { setMode(static_cast<core::HeatmapMode>(m_modeBox->itemData(i).toInt())); });
    row->addWidget(new QLabel(tr("Show:"), bar));
    row->addWidget(m_modeBox);
    m_logBox = new QCheckBox(tr("Log scale"), bar);
    m_logBox->setObjectName(QStringLiteral("heatmapLog"));
    connect(m_logBox, &QCheckBox::toggled, this, &HeatmapView::setLogScale);
    row->addWidget(m_logBox);
    m_foldLabel = new QLabel(tr("Fold width:"), bar);
    row->addStretch(1);
    second->addWidget(m_foldLabel);
    m_foldSpin = new QSpinBox(bar);
    m_foldSpin->setObjectName(QStringLiteral("heatmapFold"));
    m_foldSpin->setRange(1, 1 << 20);
    m_foldSpin->setValue(m_foldWidth);
    m_foldSpin->setToolTip(tr("A 1-D output is drawn in rows of this many elements"));
    connect(m_foldSpin, &QSpinBox::valueChanged, this, &HeatmapView::setFoldWidth);
    second->addWidget(m_foldSpin);
    m_sliceLayout = new QHBoxLayout;
    second->addLayout(m_sliceLayout);
    m_suspectBox = new QCheckBox(tr("Suspects"), bar);
    m_suspectBox->setObjectName(QStringLiteral("heatmapSuspects"));
    m_suspectBox->setChecked(m_showSuspects);
    m_suspectBox->setToolTip(tr("Mark the elements whose last writer is a thread that a finding (race, "
                                "out of bounds, misaligned, uninitialised read) names"));
    m_suspectBox->setEnabled(false);
    connect(m_suspectBox, &QCheckBox::toggled, this, &HeatmapView::setShowSuspects);
    second->addWidget(m_suspectBox);
    second->addStretch(1);
    auto* exportButton = new QToolButton(bar);
    exportButton->setObjectName(QStringLiteral("heatmapExport"));
    exportButton->setText(tr("Export…"));
    connect(exportButton, &QToolButton::clicked, this, &HeatmapView::exportClicked);
    second->addWidget(exportButton);
    static_cast<QVBoxLayout*>(layout())->addWidget(bar);
}

void HeatmapView::setOutput(std::shared_ptr<const core::RunResult> run, int seedIndex, int outputIndex)
{
    m_run = std::move(run);
    m_seed = seedIndex;
    m_output = outputIndex;
    m_selected = -1;
    const core::OutputResult* out = output();
    if (!out) {
        clear(tr("This run has no such output."));
        return;
    }
    const std::size_t dims = out->stats.shape.size();
    m_slice.assign(dims > 2 ? dims - 2 : 0, 0);
    if (dims <= 1 && out->stats.elements != m_foldedElements) {
        // A new 1-D length starts nearly square (a power of two, so warp and block edges line up).
        m_foldedElements = out->stats.elements;
        int width = 1;
        while (std::int64_t(width) * width < m_foldedElements && width < (1 << 20))
            width *= 2;
        m_foldWidth = width;
        const QSignalBlocker blocker(m_foldSpin);
        m_foldSpin->setValue(width);
    }
    rebuildSliceControls();
    rebuild();
}

void HeatmapView::clear(const QString& why)
{
    dropPicture();
    m_run.reset();
    m_seed = m_output = -1;
    m_pooled.clear();
    m_layout = {};
    m_selected = -1;
    m_emptyReason = why.isEmpty() ? tr("Run the task (F5) to see where its outputs differ from the reference.") : why;
    rebuildSliceControls();
    showEmpty();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

const core::OutputResult* HeatmapView::output() const
{
    if (!m_run || m_seed < 0 || m_seed >= int(m_run->seeds.size()))
        return nullptr;
    const auto& outputs = m_run->seeds[std::size_t(m_seed)].outputs;
    if (m_output < 0 || m_output >= int(outputs.size()))
        return nullptr;
    return &outputs[std::size_t(m_output)];
}

core::HeatmapSource HeatmapView::source() const
{
    const core::OutputResult* out = output();
    if (!out)
        return {};
    return {&out->output, &out->reference, &out->maps};
}

void HeatmapView::setMode(core::HeatmapMode mode)
{
    m_mode = mode;
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(mode)));
    if (output())
        switchGrid();
}

void HeatmapView::switchGrid()
{
    if (!m_emptyReason.isEmpty()) {
        rebuild(); // nothing pooled to keep: pool afresh (and say why there is nothing, if still so)
        return;
    }
    m_userView = false; // another map: shown whole, as a new output is
    requestPicture(); // a grid pooled before for this mode is only recoloured
}

void HeatmapView::redraw()
{
    if (output() && m_emptyReason.isEmpty())
        requestPicture();
}

void HeatmapView::setLogScale(bool on)
{
    if (m_logBox->isChecked() != on) {
        m_logBox->setChecked(on); // its toggled signal comes back here
        return;
    }
    m_log = on;
    redraw(); // only recoloured: the zoom stays
}

void HeatmapView::setFoldWidth(int width)
{
    width = std::max(1, width);
    if (m_foldSpin->value() != width) {
        m_foldSpin->setValue(width); // its valueChanged signal comes back here
        return;
    }
    m_foldWidth = width;
    if (output())
        rebuild();
}

void HeatmapView::setSliceIndex(int dimension, int index)
{
    if (dimension < 0 || dimension >= int(m_slice.size()))
        return;
    m_slice[std::size_t(dimension)] = index;
    if (dimension < m_sliceSpins.size())
        m_sliceSpins[dimension]->setValue(index);
    rebuild();
}

void HeatmapView::rebuildSliceControls()
{
    m_sliceSpins.clear(); // deleted with their layout items below
    while (QLayoutItem* item = m_sliceLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const core::OutputResult* out = output();
    const bool oneD = out && out->stats.shape.size() <= 1;
    m_foldLabel->setVisible(oneD);
    m_foldSpin->setVisible(oneD);
    if (!out || m_slice.empty())
        return;
    m_sliceLayout->addWidget(new QLabel(tr("Slice:"), this));
    for (std::size_t d = 0; d < m_slice.size(); ++d) {
        auto* spin = new QSpinBox(this);
        spin->setObjectName(QStringLiteral("heatmapSlice%1").arg(d));
        spin->setRange(0, int(out->stats.shape[d] - 1));
        spin->setToolTip(tr("Index of dimension %1 (of %2)").arg(d).arg(out->stats.shape[d]));
        connect(spin, &QSpinBox::valueChanged, this, [this, d](int v) {
            if (m_slice[d] != v)
                setSliceIndex(int(d), v);
        });
        m_sliceLayout->addWidget(spin);
        m_sliceSpins.append(spin);
    }
}

void HeatmapView::rebuild()
{
    const core::OutputResult* out = output();
    // the map on screen stays until the new one is made, but no grid of the old layout is reused
    m_gridCurrent = false;
    m_pooled.clear();
    m_emptyReason.clear();
    if (!out)
        m_emptyReason = tr("No output selected.");
    else if (m_run && !m_run->seeds[std::size_t(m_seed)].referenceError.empty())
        m_emptyReason = tr("The reference failed for this seed, so “%1” was not compared: %2")
                            .arg(QString::fromStdString(out->stats.name),
                                QString::fromStdString(m_run->seeds[std::size_t(m_seed)].referenceError));
    else if (!out->tensorsKept)
        m_emptyReason = tr("The tensors of “%1” were not kept for this seed (the run went past its memory "
                           "budget); choose the first seed or run fewer seeds.")
                            .arg(QString::fromStdString(out->stats.name));
    if (m_emptyReason.isEmpty()) {
        auto layout = core::layoutGrid(out->stats.shape, m_foldWidth, m_slice);
        if (layout)
            m_layout = *layout;
        else
            m_emptyReason = QString::fromStdString(layout.error().message);
    }
    m_userView = false;
    if (m_emptyReason.isEmpty()) {
        showNotes();
        requestPicture(); // a tensor the mode lacks is named when the picture comes back
        return;
    }
    dropPicture();
    showEmpty();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString HeatmapView::stopNote() const
{
    if (!m_run || m_seed < 0 || m_seed >= int(m_run->seeds.size()))
        return {};
    const core::SeedResult& seed = m_run->seeds[std::size_t(m_seed)];
    if (seed.completed)
        return {};
    return tr("Seed %1 stopped (%2): the launch did not complete, so this map shows only what it wrote before it "
              "stopped. %3")
        .arg(seed.seed)
        .arg(seed.stopReason.empty() ? tr("early") : EngineMessages::kindLabel(seed.stopReason),
            EngineMessages::text(seed.stopMessageParts, seed.stopMessage));
}

QString HeatmapView::hoverText(int row, int col) const
{
    settle();
    const core::HeatmapGrid& g = *m_grid;
    if (row < 0 || col < 0 || row >= g.rows || col >= g.cols)
        return {};
    const std::int64_t flat = g.source[std::size_t(row * g.cols + col)];
    const core::OutputResult* out = output();
    if (flat < 0 || !out)
        return {};
    auto d = core::elementDetail(source(), out->stats.shape, flat);
    if (!d)
        return {};
    const core::DType t = out->stats.dtype;
    QString text
        = tr("%1 %2\nvalue %3\nreference %4\nabs %5  rel %6  ULP %7\n%8")
              .arg(QString::fromStdString(out->stats.name), RunText::index(d->index), RunText::value(d->value, t),
                  RunText::value(d->reference, t), RunText::value(d->absError, t), RunText::number(d->relError),
                  RunText::value(d->ulp, core::DType::U64), RunText::category(d->category));
    if (g.blockRows > 1 || g.blockCols > 1)
        text += tr("\n(the worst of a %1 × %2 block)").arg(g.blockRows).arg(g.blockCols);
    return text;
}

void HeatmapView::selectElement(qint64 flatIndex)
{
    const core::OutputResult* out = output();
    if (!out || flatIndex < 0 || flatIndex >= out->stats.elements)
        return;
    m_selected = flatIndex;
    m_detail->setText(detailText());
    emit elementSelected(flatIndex);
}

QString HeatmapView::detailText() const
{
    const core::OutputResult* out = output();
    if (!out || m_selected < 0)
        return {};
    auto d = core::elementDetail(source(), out->stats.shape, m_selected);
    if (!d)
        return QString::fromStdString(d.error().message);
    const core::DType t = out->stats.dtype;
    return tr("Selected %1 %2 (flat %3): value %4, reference %5, abs error %6, rel error %7, %8 ULP — %9")
               .arg(QString::fromStdString(out->stats.name), RunText::index(d->index))
               .arg(m_selected)
               .arg(RunText::value(d->value, t), RunText::value(d->reference, t), RunText::value(d->absError, t),
                   RunText::number(d->relError), RunText::value(d->ulp, core::DType::U64),
                   RunText::category(d->category))
        + suspectText();
}

} // namespace warpscope::widgets
