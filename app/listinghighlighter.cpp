#include "app/listinghighlighter.h"

#include "widgets/asmview.h"
#include "widgets/sourceeditor.h"

namespace warpscope::app {

ListingHighlighter::ListingHighlighter(
    widgets::SourceEditor* editor, widgets::AsmView* ptx, widgets::AsmView* sass, QObject* parent)
    : QObject(parent)
    , m_editor(editor)
    , m_ptx(ptx)
    , m_sass(sass)
{
    connect(editor, &QsciScintilla::selectionChanged, this, &ListingHighlighter::editorSelectionChanged);
    connect(editor, &QsciScintilla::cursorPositionChanged, this, &ListingHighlighter::editorSelectionChanged);
    connect(ptx, &widgets::AsmView::lineActivated, this, [this](int line) { listingLineActivated(false, line); });
    connect(sass, &widgets::AsmView::lineActivated, this, [this](int line) { listingLineActivated(true, line); });
}

void ListingHighlighter::setLinks(const LineCorrespondence& links)
{
    m_links = links;
    m_active = true;
    m_currentLine = 0;
    editorSelectionChanged();
}

void ListingHighlighter::clear()
{
    m_active = false;
    m_links = LineCorrespondence();
    m_currentLine = 0;
    if (m_editor)
        m_editor->clearLineColours();
    if (m_ptx)
        m_ptx->clearLineColours();
    if (m_sass)
        m_sass->clearLineColours();
}

void ListingHighlighter::editorSelectionChanged()
{
    if (!m_active || !m_editor)
        return;
    const auto [first, last] = m_editor->selectedLineRange();
    highlightSource(first, last);
}

void ListingHighlighter::highlightSource(int firstLine, int lastLine)
{
    if (!m_active)
        return;
    const bool changed = firstLine != m_currentLine;
    m_currentLine = firstLine;
    m_editor->setLineColours(m_links.sourceColours(firstLine, lastLine));
    const QMap<int, int> ptx = m_links.ptxColours(firstLine, lastLine);
    const QMap<int, int> sass = m_links.sassColours(firstLine, lastLine);
    m_ptx->setLineColours(ptx);
    m_sass->setLineColours(sass);
    if (!changed)
        return;
    // A new line: show its first block in each listing; "next block" continues from there.
    m_ptxCursor = ptx.isEmpty() ? 0 : ptx.firstKey();
    m_sassCursor = sass.isEmpty() ? 0 : sass.firstKey();
    if (m_ptxCursor > 0)
        m_ptx->showLine(m_ptxCursor);
    if (m_sassCursor > 0)
        m_sass->showLine(m_sassCursor);
}

void ListingHighlighter::listingLineActivated(bool sass, int line)
{
    if (!m_active)
        return;
    const int source = sass ? m_links.sourceLineOfSass(line) : m_links.sourceLineOfPtx(line);
    if (source <= 0)
        return;
    // Colour the source line and its code everywhere, but leave the listing the user is reading where it is.
    m_currentLine = source;
    m_editor->setLineColours(m_links.sourceColours(source, source));
    m_editor->ensureLineVisible(source - 1);
    m_ptx->setLineColours(m_links.ptxColours(source, source));
    m_sass->setLineColours(m_links.sassColours(source, source));
    (sass ? m_sassCursor : m_ptxCursor) = line;
    if (sass && !m_links.ptxLinesFor(source).empty())
        m_ptx->showLine(m_ptxCursor = m_links.ptxLinesFor(source).front());
    if (!sass && !m_links.sassLinesFor(source).empty())
        m_sass->showLine(m_sassCursor = m_links.sassLinesFor(source).front());
    emit sourcePicked(source, sass);
}

void ListingHighlighter::showPtxLine(int line)
{
    if (!m_ptx || line <= 0)
        return;
    m_ptx->showLine(line);
    listingLineActivated(false, line);
}

void ListingHighlighter::nextPtxBlock()
{
    const int next = LineCorrespondence::nextBlock(m_links.ptxLinesFor(m_currentLine), m_ptxCursor);
    if (next > 0 && m_ptx) {
        m_ptxCursor = next;
        m_ptx->showLine(next);
    }
}

void ListingHighlighter::nextSassBlock()
{
    const int next = LineCorrespondence::nextBlock(m_links.sassLinesFor(m_currentLine), m_sassCursor);
    if (next > 0 && m_sass) {
        m_sassCursor = next;
        m_sass->showLine(next);
    }
}

} // namespace warpscope::app
