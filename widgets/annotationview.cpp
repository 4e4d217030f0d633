#include "widgets/annotationview.h"

#include <QResizeEvent>
#include <QShowEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace warpscope::widgets {

namespace {
// One wheel notch or one +/- press: five steps double the scale.
constexpr double kStep = 1.148698354997035; // 2^(1/5)
} // namespace

AnnotationView::AnnotationView(QGraphicsScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent)
{
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
}

double AnnotationView::zoom() const
{
    return transform().m11();
}

void AnnotationView::fitToWindow()
{
    m_fitted = true;
    applyFit();
}

void AnnotationView::applyFit()
{
    const QRectF rect = sceneRect();
    // Before the first show the viewport has a placeholder size; fitting to it gave a thumbnail.
    if (rect.isEmpty() || viewport()->width() < 2 || viewport()->height() < 2)
        return;
    fitInView(rect, Qt::KeepAspectRatio);
    // A tiny capture (one label) blown up past the cap is a blur, not evidence.
    if (zoom() > maxZoom)
        scaleTo(maxZoom);
    emit zoomChanged(zoom());
}

void AnnotationView::setZoom(double zoom)
{
    m_fitted = false;
    scaleTo(zoom);
    emit zoomChanged(this->zoom());
}

void AnnotationView::scaleTo(double zoom)
{
    const double z = std::clamp(zoom, minZoom, maxZoom);
    setTransform(QTransform::fromScale(z, z));
}

void AnnotationView::zoomIn()
{
    setZoom(zoom() * kStep);
}

void AnnotationView::zoomOut()
{
    setZoom(zoom() / kStep);
}

void AnnotationView::showEvent(QShowEvent* event)
{
    QGraphicsView::showEvent(event);
    if (m_fitted)
        applyFit();
}

void AnnotationView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitted)
        applyFit();
}

void AnnotationView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0) {
        event->ignore();
        return;
    }
    // AnchorUnderMouse keeps the capture pixel under the pointer where it is.
    setZoom(zoom() * std::pow(kStep, notches));
    event->accept();
}

} // namespace warpscope::widgets
