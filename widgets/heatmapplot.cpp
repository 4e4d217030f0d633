// The heatmap's drawing side: filling QCustomPlot's colour maps from the grid, hover, click, export.
#include "widgets/heatmapview.h"

#include "widgets/heatmappicture.h"
#include "widgets/picturecolormap.h"
#include "widgets/plotexport.h"
#include "widgets/runtext.h"

#include <QFileDialog>
#include <QLabel>
#include <QMouseEvent>
#include <QScopeGuard>
#include <QToolTip>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <optional>

namespace warpscope::widgets {

namespace {

QString scaleLabel(core::HeatmapMode mode, bool log)
{
    QString name;
    switch (mode) {
    case core::HeatmapMode::AbsError:
        name = HeatmapView::tr("absolute error");
        break;
    case core::HeatmapMode::RelError:
        name = HeatmapView::tr("relative error");
        break;
    case core::HeatmapMode::Ulp:
        name = HeatmapView::tr("ULP");
        break;
    case core::HeatmapMode::PassFail:
        return HeatmapView::tr("0 pass, 1 fail");
    case core::HeatmapMode::Value:
        name = HeatmapView::tr("output");
        break;
    case core::HeatmapMode::Reference:
        name = HeatmapView::tr("reference");
        break;
    }
    return log ? HeatmapView::tr("log10(%1)").arg(name) : name;
}

/// The colour bar's ticks plus one at the tolerance, labelled "max_ulp 4 ▸", so a reviewer sees which colours
/// pass; ordinary ticks too close to it are dropped so the labels do not overlap.
class ToleranceTicker : public QCPAxisTicker {
public:
    std::optional<double> mark; ///< where the tolerance sits on the bar (log10 of it on a log bar)
    QString label;

protected:
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override
    {
        QVector<double> ticks = QCPAxisTicker::createTickVector(tickStep, range);
        if (!mark || !range.contains(*mark))
            return ticks;
        const double near = range.size() * 0.06;
        ticks.erase(std::remove_if(ticks.begin(), ticks.end(), [&](double t) { return std::fabs(t - *mark) < near; }),
            ticks.end());
        ticks.insert(std::lower_bound(ticks.begin(), ticks.end(), *mark), *mark);
        return ticks;
    }
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override
    {
        if (mark && tick == *mark)
            return label;
        return QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision);
    }
};

/// The tolerance of the output in the units of mode, with its words: max_ulp on a ULP map, atol on an
/// absolute-error map, rtol on a relative-error map; nullopt where the mode has no threshold.
std::optional<std::pair<double, QString>> toleranceOf(core::HeatmapMode mode, const core::Tolerance& t)
{
    const auto g = [](double v) { return QString::number(v, 'g', 3); };
    switch (mode) {
    case core::HeatmapMode::Ulp:
        if (t.maxUlp)
            return std::make_pair(double(*t.maxUlp), HeatmapView::tr("max_ulp %1").arg(*t.maxUlp));
        return std::nullopt;
    case core::HeatmapMode::AbsError:
        if (t.useClose)
            return std::make_pair(t.atol, HeatmapView::tr("atol %1").arg(g(t.atol)));
        return std::nullopt;
    case core::HeatmapMode::RelError:
        if (t.useClose)
            return std::make_pair(t.rtol, HeatmapView::tr("rtol %1").arg(g(t.rtol)));
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

/// Element indices at a fixed step, labelled only over the data: the letterboxed margins stay blank.
class ElementTicker : public QCPAxisTickerFixed {
public:
    QCPRange data;

protected:
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override
    {
        QVector<double> ticks = QCPAxisTickerFixed::createTickVector(tickStep, range);
        const double slack = tickStep * 1e-6;
        ticks.erase(std::remove_if(ticks.begin(), ticks.end(),
                        [&](double t) { return t < data.lower - slack || t > data.upper + slack; }),
            ticks.end());
        return ticks;
    }
};

/// 1, 2 or 5 times a power of ten, at least one element.
double niceTickStep(double rough)
{
    if (!(rough > 1.0))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    const double m = rough / power;
    return power * (m < 1.5 ? 1.0 : m < 3.5 ? 2.0 : m < 7.5 ? 5.0 : 10.0);
}

} // namespace

void HeatmapView::showNotes()
{
    // a stopped launch keeps its map (what it wrote is evidence) under the reason it stopped
    const QString note = m_emptyReason.isEmpty() ? stopNote() : m_emptyReason;
    m_empty->setText(note);
    m_empty->setVisible(!note.isEmpty());
    m_detail->setText(detailText());
}

void HeatmapView::showEmpty()
{
    m_grid = std::make_shared<const core::HeatmapGrid>();
    m_gridCurrent = false;
    m_map->data()->clear();
    m_map->setPicture({});
    showNotes();
    drawSuspects();
}

void HeatmapView::showPicture(HeatmapPicture picture)
{
    m_emptyReason = picture.error;
    if (!picture.error.isEmpty() || !picture.cells || picture.image.isNull()) {
        showEmpty();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    m_grid = std::move(picture.grid);
    m_gridMode = m_mode;
    m_gridCurrent = true;
    // the cells' coordinates and the colours, both made off the GUI thread: handed over, not copied
    m_map->setData(picture.cells.release());
    m_map->setPicture(picture.image);
    m_map->setGradient(picture.gradient);
    m_map->setDataRange(picture.dataRange);
    markTolerance(picture.log, picture.allExact);
    showNotes();
    drawSuspects();
    if (!m_userView)
        m_plot->rescaleAxes();
    // The axes' ticks are laid out before afterLayout calls fitAxes: fitted now, a picture arriving on its
    // own (from the worker) is not drawn under the ticks of the map it replaced.
    fitAxes();
    // Queued refresh: the layers are drawn with the rest of the window (an immediate repaint paints it
    // twice and lengthens the GUI stall after a run).
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::markTolerance(bool log, bool allExact)
{
    auto ticker = qSharedPointerDynamicCast<ToleranceTicker>(m_scale->axis()->ticker());
    if (!ticker) {
        ticker = QSharedPointer<ToleranceTicker>::create();
        m_scale->axis()->setTicker(ticker);
    }
    ticker->mark.reset();
    QString label = scaleLabel(m_mode, log);
    const core::OutputResult* out = output();
    std::optional<std::pair<double, QString>> tol;
    if (out)
        tol = toleranceOf(m_mode, out->stats.tolerance);
    if (allExact) {
        label = tr("%1: every compared element is exact").arg(scaleLabel(m_mode, false));
    } else if (tol) {
        // the tick says which tolerance it is: a long axis label was cut off on a short colour bar
        if (!log)
            ticker->mark = tol->first;
        else if (tol->first > 0)
            ticker->mark = std::log10(tol->first);
        else // atol 0 has no place on a log bar: the label says it
            label = tr("%1 (tolerance %2)").arg(label, tol->second);
        ticker->label = tr("%1 ▸").arg(tol->second);
    } else if (m_mode == core::HeatmapMode::Ulp && out) {
        label
            = tr("%1 (no ULP rule: %2 judges)").arg(label, RunText::tolerance(out->stats.tolerance, out->stats.dtype));
    }
    m_scale->axis()->setLabel(label);
}

QRectF HeatmapView::viewRange() const
{
    const QCPRange x = m_plot->xAxis->range(), y = m_plot->yAxis->range();
    return QRectF(x.lower, y.lower, x.size(), y.size());
}

void HeatmapView::setViewRange(const QRectF& range)
{
    if (!range.isValid())
        return;
    m_userView = true; // kept by fitAxes as the user's own zoom would be
    m_quietRanges = true;
    m_plot->xAxis->setRange(range.left(), range.right());
    m_plot->yAxis->setRange(range.top(), range.bottom());
    m_quietRanges = false;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::onRangeChanged()
{
    if (m_userView && !m_quietRanges)
        emit viewRangeChanged(viewRange());
}

void HeatmapView::fitAxes()
{
    // A 96x96 output drawn 660x250 read as a smear; beyond this ratio letterboxing leaves a sliver.
    constexpr double kMaxSquareAspect = 4.0;
    const core::HeatmapGrid& grid = *m_grid;
    if (grid.rows == 0 || grid.cols == 0)
        return;
    // a fit is not the user's zoom: linked views keep theirs
    m_quietRanges = true;
    const auto loud = qScopeGuard([this] { m_quietRanges = false; });
    if (!m_userView) {
        // From the data again, so resizing back and forth does not shrink the map; whole cells, where
        // rescaleAxes() stops at the edge cells' centres and cuts them in half.
        const QCPRange keys = m_map->data()->keyRange();
        const QCPRange values = m_map->data()->valueRange();
        m_plot->xAxis->setRange(keys.lower - grid.blockCols / 2.0, keys.upper + grid.blockCols / 2.0);
        m_plot->yAxis->setRange(values.lower - grid.blockRows / 2.0, values.upper + grid.blockRows / 2.0);
    }
    const double dataWidth = double(grid.cols) * grid.blockCols;
    const double dataHeight = double(grid.rows) * grid.blockRows;
    const bool square = std::max(dataWidth, dataHeight) <= kMaxSquareAspect * std::min(dataWidth, dataHeight);
    const QRect area = m_plot->axisRect()->rect();
    const double xRange = m_plot->xAxis->range().size();
    const double yRange = m_plot->yAxis->range().size();
    if (square && area.width() > 0 && area.height() > 0 && xRange > 0 && yRange > 0) {
        // Grow, never shrink, so everything on screen stays on screen (zoom and pan keep the ratio).
        if (area.width() / xRange > area.height() / yRange)
            m_plot->xAxis->setScaleRatio(m_plot->yAxis, 1.0);
        else
            m_plot->yAxis->setScaleRatio(m_plot->xAxis, 1.0);
    }
    // A ticker left to itself spaces the letterboxed axis by its whole range, empty margins included
    // (a 32-wide map got one label); with square cells both axes count at the fitted axis's step.
    const double common = std::min(m_plot->xAxis->range().size(), m_plot->yAxis->range().size());
    const QCPRange columns(-0.5, dataWidth - 0.5);
    const QCPRange rows(-0.5, dataHeight - 0.5);
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        auto ticker = qSharedPointerDynamicCast<ElementTicker>(axis->ticker());
        if (!ticker) {
            ticker = QSharedPointer<ElementTicker>::create();
            axis->setTicker(ticker);
        }
        ticker->data = axis == m_plot->xAxis ? columns : rows;
        ticker->setTickStep(niceTickStep((square ? common : axis->range().size()) / 5.0));
    }
}

std::optional<std::pair<int, int>> HeatmapView::cellAt(const QPointF& pixel) const
{
    // while a new map is being made the one on screen belongs to the previous output: no cell to name
    if (m_picturePending || m_grid->rows == 0 || !m_plot->axisRect()->rect().contains(pixel.toPoint()))
        return std::nullopt;
    int col = -1;
    int row = -1;
    m_map->data()->coordToCell(
        m_plot->xAxis->pixelToCoord(pixel.x()), m_plot->yAxis->pixelToCoord(pixel.y()), &col, &row);
    if (row < 0 || col < 0 || row >= m_grid->rows || col >= m_grid->cols)
        return std::nullopt;
    return std::make_pair(row, col);
}

QPoint HeatmapView::cellCenter(int row, int col) const
{
    settle();
    double x = 0;
    double y = 0;
    m_map->data()->cellToCoord(col, row, &x, &y);
    return QPoint(int(std::lround(m_plot->xAxis->coordToPixel(x))), int(std::lround(m_plot->yAxis->coordToPixel(y))));
}

void HeatmapView::onMouseMove(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton && (event->position().toPoint() - m_pressPos).manhattanLength() > 4)
        m_userView = true; // a drag pans
    const auto cell = cellAt(event->position());
    const QString text = cell ? hoverText(cell->first, cell->second) : QString();
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
}

void HeatmapView::onMousePress(QMouseEvent* event)
{
    m_pressPos = event->position().toPoint();
}

void HeatmapView::onMouseRelease(QMouseEvent* event)
{
    // A drag pans; only a click that stayed put selects.
    if ((event->position().toPoint() - m_pressPos).manhattanLength() > 4 || event->button() != Qt::LeftButton)
        return;
    const auto cell = cellAt(event->position());
    if (!cell)
        return;
    const std::int64_t flat = m_grid->source[std::size_t(cell->first * m_grid->cols + cell->second)];
    if (flat >= 0)
        selectElement(flat);
}

QString HeatmapView::exportTo(const QString& file, int width, int height)
{
    finishPicture(); // the file shows the map asked for, not the one it replaces
    const QSize size(
        width > 0 ? width : std::max(m_plot->width(), 640), height > 0 ? height : std::max(m_plot->height(), 480));
    QString error;
    return exportPlot(m_plot, file, tr("Warpscope heatmap"), &error, size) ? QString() : error;
}

void HeatmapView::exportClicked()
{
    const QString file
        = QFileDialog::getSaveFileName(this, tr("Export heatmap"), QStringLiteral("heatmap.png"), plotExportFilter());
    if (file.isEmpty())
        return;
    const QString why = exportTo(file);
    m_empty->setText(why.isEmpty() ? tr("Exported %1").arg(file) : why);
    m_empty->setVisible(true);
}

} // namespace warpscope::widgets
