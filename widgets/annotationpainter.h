#pragma once

#include "core/review/annotation.h"

#include <QImage>
#include <QRectF>

class QPainter;

namespace warpscope::widgets {

/// The rectangle spanned by a shape's first two points (Rectangle, Ellipse, Highlight, Blur, Crop).
QRectF annotationRect(const core::AnnotationShape& shape);

/// Everything a shape paints, in image coordinates (stroke, arrow head, callout box included).
QRectF annotationBounds(const core::AnnotationShape& shape);

/// Paints one shape in image coordinates. base is the original capture: a Blur shape paints its region
/// pixelated from it. With preview, a Crop shape paints its frame and dims the area it removes; in the
/// exported image the crop cuts instead.
void paintAnnotation(QPainter& painter, const core::AnnotationShape& shape, const QImage& base, bool preview);

/// Replaces a region of an image by blocks of their average colour, so the text under it cannot be read.
void pixelateRegion(QImage& image, const QRect& region, int block = 12);

/// The annotated picture: blurs applied to the original, the other shapes painted bottom to top, then
/// the crop (the last one) applied. The original image is not changed.
QImage renderAnnotated(const QImage& original, const core::AnnotationDoc& doc);

/// "#rrggbb" as a colour; an invalid name gives the default red.
QColor annotationColor(const core::AnnotationShape& shape);

} // namespace warpscope::widgets
