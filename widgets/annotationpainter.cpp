#include "widgets/annotationpainter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace warpscope::widgets {

using Kind = core::AnnotationShape::Kind;

namespace {

QPointF pt(const core::AnnotationPoint& p)
{
    return {p.x, p.y};
}

QFont calloutFont(const core::AnnotationShape& s, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(6, int(std::lround(s.fontSize))));
    f.setBold(bold);
    return f;
}

// The callout's text box: the text's size plus padding, its top-left at the first point.
QRectF calloutBox(const core::AnnotationShape& s)
{
    const QFontMetricsF fm(calloutFont(s));
    const QString text = s.text.empty() ? QStringLiteral(" ") : QString::fromStdString(s.text);
    const QRectF r = fm.boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop, text);
    const double pad = s.fontSize * 0.4;
    return QRectF(pt(s.points.at(0)), r.size() + QSizeF(2 * pad, 2 * pad));
}

QPainterPath arrowHead(QPointF from, QPointF to, double width)
{
    const double len = std::max(10.0, width * 4.0);
    const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
    QPainterPath head;
    head.moveTo(to);
    head.lineTo(to - QPointF(std::cos(angle - 0.45) * len, std::sin(angle - 0.45) * len));
    head.lineTo(to - QPointF(std::cos(angle + 0.45) * len, std::sin(angle + 0.45) * len));
    head.closeSubpath();
    return head;
}

// A light halo under strokes keeps them visible on dark panes as well as light ones.
void haloStroke(QPainter& p, const QPainterPath& path, const QColor& color, double width)
{
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 255, 170), width + 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(path);
    p.setPen(QPen(color, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(path);
}

void paintArrow(QPainter& p, const core::AnnotationShape& s, const QColor& c)
{
    const QPointF from = pt(s.points[0]), to = pt(s.points[1]);
    const QPainterPath head = arrowHead(from, to, s.width);
    const double back = std::max(10.0, s.width * 4.0) * 0.8;
    const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
    QPainterPath shaft(from);
    shaft.lineTo(to - QPointF(std::cos(angle) * back, std::sin(angle) * back));
    haloStroke(p, shaft, c, s.width);
    p.setPen(QPen(QColor(255, 255, 255, 170), 1.5));
    p.setBrush(c);
    p.drawPath(head);
}

void paintCallout(QPainter& p, const core::AnnotationShape& s, const QColor& c)
{
    const QRectF box = calloutBox(s);
    if (s.points.size() > 1) {
        const QPointF target = pt(s.points[1]);
        const QPointF anchor(
            std::clamp(target.x(), box.left(), box.right()), std::clamp(target.y(), box.top(), box.bottom()));
        QPainterPath leader(anchor);
        leader.lineTo(target);
        haloStroke(p, leader, c, std::max(1.5, s.width * 0.6));
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawEllipse(target, s.width + 1, s.width + 1);
    }
    p.setPen(QPen(c, std::max(1.5, s.width * 0.6)));
    p.setBrush(QColor(255, 255, 255, 235));
    p.drawRoundedRect(box, 4, 4);
    p.setPen(QColor(29, 29, 31));
    p.setFont(calloutFont(s));
    const double pad = s.fontSize * 0.4;
    p.drawText(box.adjusted(pad, pad, -pad, -pad), Qt::AlignLeft | Qt::AlignTop, QString::fromStdString(s.text));
}

void paintMarker(QPainter& p, const core::AnnotationShape& s, const QColor& c)
{
    const double r = s.fontSize * 0.85;
    const QPointF centre = pt(s.points[0]);
    p.setPen(QPen(Qt::white, 2));
    p.setBrush(c);
    p.drawEllipse(centre, r, r);
    p.setPen(Qt::white);
    p.setFont(calloutFont(s, true));
    p.drawText(QRectF(centre - QPointF(r, r), QSizeF(2 * r, 2 * r)), Qt::AlignCenter, QString::number(s.number));
}

void paintCropPreview(QPainter& p, const QRectF& crop, const QImage& base)
{
    QPainterPath outside;
    outside.addRect(QRectF(QPointF(0, 0), QSizeF(base.size())));
    QPainterPath inside;
    inside.addRect(crop);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 110));
    p.drawPath(outside.subtracted(inside));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, 1.5, Qt::DashLine));
    p.drawRect(crop);
}

} // namespace

QColor annotationColor(const core::AnnotationShape& shape)
{
    const QColor c(QString::fromStdString(shape.color));
    return c.isValid() ? c : QColor(0xe5, 0x39, 0x35);
}

QRectF annotationRect(const core::AnnotationShape& s)
{
    if (s.points.size() < 2)
        return s.points.empty() ? QRectF() : QRectF(pt(s.points[0]), QSizeF(0, 0));
    return QRectF(pt(s.points[0]), pt(s.points[1])).normalized();
}

QRectF annotationBounds(const core::AnnotationShape& s)
{
    if (s.points.empty())
        return {};
    const double pad = s.width * 3 + 12;
    switch (s.kind) {
    case Kind::Text: {
        QRectF r = calloutBox(s);
        if (s.points.size() > 1)
            r = r.united(QRectF(pt(s.points[1]), QSizeF(0, 0)));
        return r.adjusted(-pad, -pad, pad, pad);
    }
    case Kind::Marker: {
        const double r = s.fontSize + 4;
        return QRectF(pt(s.points[0]) - QPointF(r, r), QSizeF(2 * r, 2 * r));
    }
    case Kind::Freehand:
    case Kind::Arrow: {
        QPolygonF poly;
        for (const auto& p : s.points)
            poly << pt(p);
        return poly.boundingRect().adjusted(-pad, -pad, pad, pad);
    }
    default:
        return annotationRect(s).adjusted(-pad, -pad, pad, pad);
    }
}

void pixelateRegion(QImage& image, const QRect& region, int block)
{
    const QRect r = region.intersected(image.rect());
    block = std::max(2, block);
    for (int y = r.top(); y <= r.bottom(); y += block)
        for (int x = r.left(); x <= r.right(); x += block) {
            const QRect cell = QRect(x, y, block, block).intersected(r);
            long sum[4] = {0, 0, 0, 0};
            for (int yy = cell.top(); yy <= cell.bottom(); ++yy)
                for (int xx = cell.left(); xx <= cell.right(); ++xx) {
                    const QColor c = image.pixelColor(xx, yy);
                    sum[0] += c.red();
                    sum[1] += c.green();
                    sum[2] += c.blue();
                    sum[3] += c.alpha();
                }
            const long n = long(cell.width()) * cell.height();
            const QColor mean(int(sum[0] / n), int(sum[1] / n), int(sum[2] / n), int(sum[3] / n));
            for (int yy = cell.top(); yy <= cell.bottom(); ++yy)
                for (int xx = cell.left(); xx <= cell.right(); ++xx)
                    image.setPixelColor(xx, yy, mean);
        }
}

void paintAnnotation(QPainter& p, const core::AnnotationShape& s, const QImage& base, bool preview)
{
    if (s.points.empty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QColor c = annotationColor(s);
    switch (s.kind) {
    case Kind::Arrow:
        if (s.points.size() >= 2)
            paintArrow(p, s, c);
        break;
    case Kind::Rectangle:
    case Kind::Ellipse: {
        QPainterPath path;
        if (s.kind == Kind::Rectangle)
            path.addRect(annotationRect(s));
        else
            path.addEllipse(annotationRect(s));
        haloStroke(p, path, c, s.width);
        break;
    }
    case Kind::Highlight: {
        QColor fill = c;
        fill.setAlpha(90);
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRect(annotationRect(s));
        break;
    }
    case Kind::Freehand: {
        QPainterPath path(pt(s.points[0]));
        for (std::size_t i = 1; i < s.points.size(); ++i)
            path.lineTo(pt(s.points[i]));
        haloStroke(p, path, c, s.width);
        break;
    }
    case Kind::Text:
        paintCallout(p, s, c);
        break;
    case Kind::Marker:
        paintMarker(p, s, c);
        break;
    case Kind::Blur: {
        const QRect r = annotationRect(s).toAlignedRect().intersected(base.rect());
        if (!r.isEmpty()) {
            QImage part = base.copy(r);
            pixelateRegion(part, part.rect());
            p.drawImage(r.topLeft(), part);
        }
        if (preview) {
            p.setPen(QPen(QColor(120, 120, 120), 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(r);
        }
        break;
    }
    case Kind::Crop:
        if (preview)
            paintCropPreview(p, annotationRect(s), base);
        break;
    }
    p.restore();
}

QImage renderAnnotated(const QImage& original, const core::AnnotationDoc& doc)
{
    QImage out = original.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    for (const auto& s : doc.shapes)
        if (s.kind == Kind::Blur)
            pixelateRegion(out, annotationRect(s).toAlignedRect());
    {
        QPainter p(&out);
        for (const auto& s : doc.shapes)
            if (s.kind != Kind::Blur && s.kind != Kind::Crop)
                paintAnnotation(p, s, out, false);
    }
    for (auto it = doc.shapes.rbegin(); it != doc.shapes.rend(); ++it)
        if (it->kind == Kind::Crop) {
            const QRect crop = annotationRect(*it).toAlignedRect().intersected(out.rect());
            if (!crop.isEmpty())
                out = out.copy(crop);
            break;
        }
    return out.convertToFormat(QImage::Format_ARGB32);
}

} // namespace warpscope::widgets
