#pragma once

#include <QRect>
#include <QSize>

namespace warpscope::app {

/// A window geometry moved and shrunk to lie inside the screen's available area (a layout saved on a
/// larger monitor must not put the status bar and bottom tabs off-screen). It never goes below
/// minimum; when even that does not fit, the top-left corner stays on screen so the title bar can be
/// grabbed.
QRect fitToScreen(const QRect& window, const QRect& available, const QSize& minimum);

} // namespace warpscope::app
