// The heatmap's pictures (heatmappicture.h): asked for whenever the map changes, made at once for a
// small output and on a worker thread for a large one, shown when they come back; the accessors that
// read the map wait for the picture asked for last.
#include "widgets/heatmappicture.h"
#include "widgets/heatmapview.h"

#include <QPromise>
#include <QThreadPool>

#include <qcustomplot.h>

namespace warpscope::widgets {

namespace {

/// Up to this many elements (a 256 x 256 output) the picture is made at once: pooling and colouring
/// take well under a millisecond, less than a round trip to a worker thread and back.
constexpr std::int64_t kPictureInlineElements = 256 * 256;

} // namespace

void HeatmapView::requestPicture()
{
    HeatmapPictureRequest request;
    request.run = m_run;
    request.seed = m_seed;
    request.output = m_output;
    request.layout = m_layout;
    request.mode = m_mode;
    request.log = m_log;
    // the grid on screen, or one kept from an earlier mode, when pooled over this layout
    if (m_gridCurrent && !m_picturePending && m_grid->rows > 0) {
        if (m_gridMode == m_mode)
            request.pooled = m_grid;
        else
            m_pooled[m_gridMode] = m_grid;
    }
    if (!request.pooled) {
        if (auto kept = m_pooled.find(m_mode); kept != m_pooled.end())
            request.pooled = kept->second;
    }
    m_pictureWatcher->future().cancel(); // an older request's picture is not wanted any more
    if (m_layout.rows * m_layout.cols <= kPictureInlineElements) {
        m_picturePending = false;
        m_pictureWatcher->setFuture({});
        showPicture(makeHeatmapPicture(request));
        return;
    }
    // Off the GUI thread: the request holds the run by a shared pointer and the job touches nothing else,
    // so it may outlive this view (its picture is then dropped with the future).
    auto promise = std::make_shared<QPromise<std::shared_ptr<HeatmapPicture>>>();
    m_picturePending = true;
    m_pictureWatcher->setFuture(promise->future());
    QThreadPool::globalInstance()->start([promise, request = std::move(request)] {
        promise->start();
        if (!promise->isCanceled()) // overtaken before it started
            promise->addResult(std::make_shared<HeatmapPicture>(makeHeatmapPicture(request)));
        promise->finish();
    });
}

void HeatmapView::pictureMade()
{
    // the watcher follows the latest request only: an older job's picture never arrives here
    if (!m_picturePending)
        return; // waited for already
    const QFuture<std::shared_ptr<HeatmapPicture>> future = m_pictureWatcher->future();
    if (!future.isFinished() || future.resultCount() == 0)
        return;
    m_picturePending = false;
    std::shared_ptr<HeatmapPicture> picture = future.result();
    m_pictureWatcher->setFuture({});
    if (picture)
        showPicture(std::move(*picture));
}

void HeatmapView::finishPicture()
{
    if (!m_picturePending)
        return;
    m_pictureWatcher->future().waitForFinished();
    pictureMade();
}

void HeatmapView::settle() const
{
    // the accessors are const to their callers; waiting shows what they asked for last
    if (m_picturePending)
        const_cast<HeatmapView*>(this)->finishPicture();
}

void HeatmapView::dropPicture()
{
    m_pictureWatcher->future().cancel();
    m_picturePending = false;
    m_pictureWatcher->setFuture({});
    m_grid = std::make_shared<const core::HeatmapGrid>();
    m_gridCurrent = false;
}

const core::HeatmapGrid& HeatmapView::grid() const
{
    settle();
    return *m_grid;
}

QString HeatmapView::emptyReason() const
{
    settle();
    return m_emptyReason;
}

int HeatmapView::suspectCellCount() const
{
    settle();
    return m_suspectCells;
}

} // namespace warpscope::widgets
