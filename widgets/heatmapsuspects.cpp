// The heatmap's suspect layer (issue 6 item 5): a cross on every cell holding an element whose last
// writer a finding names, toggled by the Suspects box, and the finding in the detail line.
#include "widgets/heatmapview.h"

#include <QCheckBox>
#include <QLabel>
#include <QLayout>

#include <qcustomplot.h>

#include <set>

namespace warpscope::widgets {

void HeatmapView::createSuspectLayer()
{
    m_suspectGraph = new QCPGraph(m_plot->xAxis, m_plot->yAxis);
    m_suspectGraph->setLineStyle(QCPGraph::lsNone);
    // red crosses in a white square read on every viridis colour and differ from the NaN/Inf/unwritten
    // fills
    m_suspectGraph->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCrossSquare, QPen(QColor(230, 0, 0), 2.0), QColor(255, 255, 255, 200), 11));
    m_suspectGraph->setName(tr("suspect"));
}

void HeatmapView::setSuspects(std::vector<core::analysis::SuspectBuffer> suspects, QStringList findingTexts)
{
    m_suspects = std::move(suspects);
    m_suspectTexts = std::move(findingTexts);
    m_suspectBox->setEnabled(!m_suspects.empty());
    m_suspectBox->setToolTip(m_suspects.empty()
            ? tr("No output element was last written by a thread that a finding names (or the run was not "
                 "profiled)")
            : tr("Mark the elements whose last writer is a thread that a finding (race, out of bounds, "
                 "misaligned, uninitialised read) names"));
    m_detail->setText(detailText());
    drawSuspects();
    // every run sets the suspects (most often none): one replot in the next event, shared with the map's
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::setShowSuspects(bool on)
{
    m_showSuspects = on;
    if (m_suspectBox->isChecked() != on)
        m_suspectBox->setChecked(on);
    drawSuspects();
    m_plot->replot();
}

void HeatmapView::addDetailWidget(QWidget* widget)
{
    layout()->addWidget(widget);
}

void HeatmapView::drawSuspects()
{
    m_suspectGraph->data()->clear();
    m_suspectCells = 0;
    const core::OutputResult* out = output();
    // provenance describes the analysed launch: the first seed
    // while a new map is made m_layout is the new one's and m_grid the old one's: marked when it comes
    const core::HeatmapGrid& grid = *m_grid;
    if (m_picturePending || !m_showSuspects || !out || m_seed != 0 || grid.rows <= 0 || grid.cols <= 0
        || m_layout.cols <= 0)
        return;
    const core::analysis::SuspectBuffer* buffer = nullptr;
    for (const auto& s : m_suspects)
        if (s.name == out->stats.name)
            buffer = &s;
    if (!buffer)
        return;
    const double kx = (grid.blockCols - 1) / 2.0;
    const double ky = (grid.blockRows - 1) / 2.0;
    std::set<std::pair<std::int64_t, std::int64_t>> cells;
    for (const std::uint64_t e : buffer->elements) {
        const std::int64_t local = std::int64_t(e) - m_layout.offset;
        if (local < 0 || local >= m_layout.rows * m_layout.cols)
            continue; // another slice of a 3-D+ output
        const std::int64_t row = local / m_layout.cols / grid.blockRows;
        const std::int64_t col = local % m_layout.cols / grid.blockCols;
        if (cells.insert({row, col}).second)
            m_suspectGraph->addData(kx + double(col * grid.blockCols), ky + double(row * grid.blockRows));
    }
    m_suspectCells = int(cells.size());
}

QString HeatmapView::suspectText() const
{
    const core::OutputResult* out = output();
    if (!out || m_selected < 0 || m_seed != 0)
        return {};
    const int f = core::analysis::suspectFinding(m_suspects, out->stats.name, std::uint64_t(m_selected));
    if (f < 0)
        return {};
    return tr("\nSuspect: its last writer is the thread that finding %1 names: %2")
        .arg(f + 1)
        .arg(f < m_suspectTexts.size() ? m_suspectTexts[f] : QString());
}

} // namespace warpscope::widgets
