#include "app/windowfit.h"

#include <algorithm>

namespace warpscope::app {

QRect fitToScreen(const QRect& window, const QRect& available, const QSize& minimum)
{
    if (!available.isValid() || !window.isValid())
        return window;
    const int width = std::max(std::min(window.width(), available.width()), minimum.width());
    const int height = std::max(std::min(window.height(), available.height()), minimum.height());
    // Push back inside from the right/bottom first, then from the left/top, so an oversize window
    // keeps its top-left corner on screen.
    int x = std::min(window.x(), available.right() + 1 - width);
    int y = std::min(window.y(), available.bottom() + 1 - height);
    x = std::max(x, available.left());
    y = std::max(y, available.top());
    return QRect(x, y, width, height);
}

} // namespace warpscope::app
