// QCPColorMap's drawing (QCustomPlot 2.1) with the image made beforehand: the same image rectangle
// (cells centred on the map's range, half a cell beyond it on each side), the same sampling, and the
// same buffer for vector output; the image is flipped beforehand, not copied flipped at every paint.
#include "widgets/picturecolormap.h"

namespace warpscope::widgets {

void PictureColorMap::setPicture(const QImage& image)
{
    m_picture = image;
    mMapImageInvalidated = true;
}

void PictureColorMap::draw(QCPPainter* painter)
{
    if (m_picture.isNull()) {
        QCPColorMap::draw(painter);
        return;
    }
    QCPColorMapData* map = data();
    if (map->isEmpty() || !keyAxis() || !valueAxis())
        return;
    applyDefaultAntialiasingHint(painter);

    // PDF and SVG: drawn into a pixmap at three times the resolution, as QCPColorMap does
    const bool useBuffer = painter->modes().testFlag(QCPPainter::pmVectorized);
    QCPPainter* local = painter;
    QRectF bufferTarget;
    QPixmap buffer;
    if (useBuffer) {
        const double ratio = 3;
        bufferTarget = painter->clipRegion().boundingRect();
        buffer = QPixmap((bufferTarget.size() * ratio).toSize());
        buffer.fill(Qt::transparent);
        local = new QCPPainter(&buffer);
        local->scale(ratio, ratio);
        local->translate(-bufferTarget.topLeft());
    }

    const QRectF cellCentres = QRectF(coordsToPixels(map->keyRange().lower, map->valueRange().lower),
        coordsToPixels(map->keyRange().upper, map->valueRange().upper))
                                   .normalized();
    QRectF imageRect = cellCentres;
    double halfCellWidth = 0;
    double halfCellHeight = 0;
    const bool keyHorizontal = keyAxis()->orientation() == Qt::Horizontal;
    const double keyPixels = keyHorizontal ? imageRect.width() : imageRect.height();
    const double valuePixels = keyHorizontal ? imageRect.height() : imageRect.width();
    const double halfKey = map->keySize() > 1 ? 0.5 * keyPixels / double(map->keySize() - 1) : 0.0;
    const double halfValue = map->valueSize() > 1 ? 0.5 * valuePixels / double(map->valueSize() - 1) : 0.0;
    halfCellWidth = keyHorizontal ? halfKey : halfValue;
    halfCellHeight = keyHorizontal ? halfValue : halfKey;
    imageRect.adjust(-halfCellWidth, -halfCellHeight, halfCellWidth, halfCellHeight);

    // The picture has value index 0 on its first scan line; QCPColorMap's image has it on the last and
    // is drawn mirrored when the axis is reversed. So the picture is mirrored when the axis is not.
    const bool mirrorX = (keyHorizontal ? keyAxis() : valueAxis())->rangeReversed();
    const bool mirrorY = !(valueAxis()->orientation() == Qt::Vertical ? valueAxis() : keyAxis())->rangeReversed();
    const bool smoothBackup = local->renderHints().testFlag(QPainter::SmoothPixmapTransform);
    local->setRenderHint(QPainter::SmoothPixmapTransform, interpolate());
    QRegion clipBackup;
    if (tightBoundary()) {
        clipBackup = local->clipRegion();
        local->setClipRect(cellCentres, Qt::IntersectClip);
    }
    if (mirrorX || mirrorY)
        local->drawImage(imageRect, m_picture.mirrored(mirrorX, mirrorY));
    else
        local->drawImage(imageRect, m_picture);
    if (tightBoundary())
        local->setClipRegion(clipBackup);
    local->setRenderHint(QPainter::SmoothPixmapTransform, smoothBackup);

    if (useBuffer) {
        delete local;
        painter->drawPixmap(bufferTarget.toRect(), buffer);
    }
}

} // namespace warpscope::widgets
