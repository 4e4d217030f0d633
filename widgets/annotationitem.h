#pragma once

#include "core/review/annotation.h"

#include <QGraphicsItem>
#include <QImage>

namespace warpscope::widgets {

/// One annotation on the editor's canvas. It paints its shape with paintAnnotation (the same code the
/// exported image uses) and can be selected and moved; the shape's points stay in image coordinates,
/// a move shows as the item's position until the scene folds it into the shape (one undo step).
class AnnotationItem : public QGraphicsItem {
public:
    AnnotationItem(const core::AnnotationShape& shape, const QImage* base);

    const core::AnnotationShape& annotation() const { return m_shape; }
    void setAnnotation(const core::AnnotationShape& shape);
    /// The shape moved by the item's current position.
    core::AnnotationShape movedAnnotation() const;

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Z order by kind: blurs lie on the capture, crops above everything.
    static double zFor(core::AnnotationShape::Kind kind);

private:
    core::AnnotationShape m_shape;
    const QImage* m_base;
};

} // namespace warpscope::widgets
