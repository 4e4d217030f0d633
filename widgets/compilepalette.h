#pragma once

#include <QColor>

class QsciScintilla;

namespace warpscope::widgets {

/// The background colours that tie a source line to the PTX and SASS lines made from it, as Compiler
/// Explorer does: one colour per source line, cycling through a palette of light tints that keep
/// the highlighted text readable.
int lineColourCount();
/// The colour of a palette index (taken modulo the palette size).
QColor lineColour(int index);

/// Scintilla markers 0..lineColourCount()-1 become full-line backgrounds in the palette's colours.
/// Markers rather than indicators because they follow the line when the text above them changes.
void defineLineColourMarkers(QsciScintilla* editor);
/// Removes every palette marker from the editor.
void clearLineColourMarkers(QsciScintilla* editor);
/// The bit mask of the palette markers (to keep them out of symbol margins).
int lineColourMarkerMask();

} // namespace warpscope::widgets
