#pragma once

#include "app/linecorrespondence.h"

#include <QObject>
#include <QPointer>

namespace warpscope::widgets {
class AsmView;
class SourceEditor;
} // namespace warpscope::widgets

namespace warpscope::app {

/// Keeps the colours of the source editor, the PTX view and the SASS view in step, as Compiler Explorer does: the
/// selected source lines and the PTX/SASS lines made from them get one background colour per source
/// line; putting the caret on a PTX or SASS line highlights the source line it came from (the
/// reverse); "next block" walks the PTX/SASS blocks of the caret's source line.
class ListingHighlighter : public QObject {
    Q_OBJECT
public:
    ListingHighlighter(
        widgets::SourceEditor* editor, widgets::AsmView* ptx, widgets::AsmView* sass, QObject* parent = nullptr);

    /// New line maps (a new compile); highlights the editor's current selection with them.
    void setLinks(const LineCorrespondence& links);
    const LineCorrespondence& links() const { return m_links; }
    /// Drops the maps and every highlight (a task was opened, the text changed under the maps).
    void clear();

    /// Highlights source lines first..last (1-based) and their PTX and SASS lines, and scrolls the
    /// listings to the first of them.
    void highlightSource(int firstLine, int lastLine);
    /// Scrolls the PTX view to a 1-based line and links it as a click there would (the last writer's
    /// store, say): its source line and the SASS made from it are coloured.
    void showPtxLine(int line);
    /// The current source line (the editor caret's, or the one last picked in a listing).
    int currentSourceLine() const { return m_currentLine; }

signals:
    /// The caret of a listing picked a source line (the line the PTX or SASS came from).
    void sourcePicked(int line, bool sass);

public slots:
    /// Moves the PTX view to the next block of PTX lines of the current source line.
    void nextPtxBlock();
    void nextSassBlock();

private:
    void editorSelectionChanged();
    void listingLineActivated(bool sass, int line);

    QPointer<widgets::SourceEditor> m_editor;
    QPointer<widgets::AsmView> m_ptx;
    QPointer<widgets::AsmView> m_sass;
    LineCorrespondence m_links;
    bool m_active = false; // maps present and describing the editor's text
    int m_currentLine = 0;
    int m_ptxCursor = 0; // the PTX line "next block" moved to last
    int m_sassCursor = 0;
};

} // namespace warpscope::app
