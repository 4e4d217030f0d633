#include "widgets/compilepalette.h"

#include <Qsci/qsciscintilla.h>

#include <array>

namespace warpscope::widgets {

namespace {
// Light tints, neighbours far apart in hue, so that adjacent source lines are easy to tell apart.
constexpr std::array<QRgb, 12> kPalette = {
    0xffd6e9ff,
    0xffffe0b3,
    0xffd4f5d4,
    0xfff5d0f0,
    0xffe8e0ff,
    0xffd0f0f0,
    0xfffff3b0,
    0xffffd6d6,
    0xffe0ecc8,
    0xffd9e0f5,
    0xfff7dcc8,
    0xffc8ecdf,
};
} // namespace

int lineColourCount()
{
    return static_cast<int>(kPalette.size());
}

QColor lineColour(int index)
{
    const int n = lineColourCount();
    return QColor::fromRgb(kPalette[static_cast<std::size_t>(((index % n) + n) % n)]);
}

void defineLineColourMarkers(QsciScintilla* editor)
{
    for (int i = 0; i < lineColourCount(); ++i) {
        editor->markerDefine(QsciScintilla::Background, i);
        editor->setMarkerBackgroundColor(lineColour(i), i);
    }
}

void clearLineColourMarkers(QsciScintilla* editor)
{
    for (int i = 0; i < lineColourCount(); ++i)
        editor->markerDeleteAll(i);
}

int lineColourMarkerMask()
{
    return (1 << lineColourCount()) - 1;
}

} // namespace warpscope::widgets
