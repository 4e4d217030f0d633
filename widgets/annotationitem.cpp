#include "widgets/annotationitem.h"

#include "widgets/annotationpainter.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace warpscope::widgets {

using Kind = core::AnnotationShape::Kind;

AnnotationItem::AnnotationItem(const core::AnnotationShape& shape, const QImage* base)
    : m_shape(shape)
    , m_base(base)
{
    setFlags(ItemIsSelectable | ItemIsMovable);
    setZValue(zFor(shape.kind));
}

double AnnotationItem::zFor(Kind kind)
{
    if (kind == Kind::Blur)
        return 1;
    if (kind == Kind::Crop)
        return 1000;
    return 10;
}

void AnnotationItem::setAnnotation(const core::AnnotationShape& shape)
{
    prepareGeometryChange();
    m_shape = shape;
    update();
}

core::AnnotationShape AnnotationItem::movedAnnotation() const
{
    core::AnnotationShape s = m_shape;
    for (auto& p : s.points) {
        p.x += pos().x();
        p.y += pos().y();
    }
    return s;
}

QRectF AnnotationItem::boundingRect() const
{
    if (m_shape.kind == Kind::Crop && m_base)
        return QRectF(m_base->rect()).united(annotationBounds(m_shape));
    return annotationBounds(m_shape);
}

QPainterPath AnnotationItem::shape() const
{
    QPainterPath path;
    const double grip = std::max(8.0, m_shape.width + 6);
    switch (m_shape.kind) {
    case Kind::Arrow:
    case Kind::Freehand: {
        if (m_shape.points.empty())
            return path;
        QPainterPath line(QPointF(m_shape.points[0].x, m_shape.points[0].y));
        for (std::size_t i = 1; i < m_shape.points.size(); ++i)
            line.lineTo(m_shape.points[i].x, m_shape.points[i].y);
        QPainterPathStroker stroker;
        stroker.setWidth(grip);
        return stroker.createStroke(line);
    }
    case Kind::Rectangle:
    case Kind::Ellipse:
    case Kind::Crop: {
        // Only the outline grabs, so the inside stays free for drawing and for the items beneath.
        QPainterPath outline;
        if (m_shape.kind == Kind::Ellipse)
            outline.addEllipse(annotationRect(m_shape));
        else
            outline.addRect(annotationRect(m_shape));
        QPainterPathStroker stroker;
        stroker.setWidth(grip);
        return stroker.createStroke(outline);
    }
    default:
        path.addRect(annotationBounds(m_shape).adjusted(6, 6, -6, -6));
        return path;
    }
}

void AnnotationItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    static const QImage empty;
    paintAnnotation(*painter, m_shape, m_base ? *m_base : empty, true);
    if (option->state & QStyle::State_Selected) {
        painter->setPen(QPen(QColor(33, 150, 243), 1, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(annotationBounds(m_shape));
    }
}

} // namespace warpscope::widgets
