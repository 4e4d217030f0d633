#pragma once

#include <QImage>

#include <qcustomplot.h>

namespace warpscope::widgets {

/// A QCPColorMap that draws an image coloured beforehand (widgets/heatmappicture.h, made on a worker
/// thread) instead of colouring its cells on the GUI thread at the next paint. Its data gives only the
/// cells' size and coordinates (hover, click, axis fit); the colour scale still follows its gradient and
/// data range. Without an image it draws as a QCPColorMap does.
class PictureColorMap : public QCPColorMap {
public:
    using QCPColorMap::QCPColorMap;

    /// image: one pixel (or a block of pixels, for an oversampled small map) per cell, the cell of the
    /// lowest value index (row 0) on the first scan line. A null image: colour the cells as QCPColorMap does.
    void setPicture(const QImage& image);
    const QImage& picture() const { return m_picture; }

protected:
    void draw(QCPPainter* painter) override;

private:
    QImage m_picture;
};

} // namespace warpscope::widgets
