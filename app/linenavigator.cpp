#include "app/linenavigator.h"

#include "app/listinghighlighter.h"
#include "widgets/sourceeditor.h"

namespace warpscope::app {

LineNavigator::LineNavigator(widgets::SourceEditor* editor, QObject* parent)
    : QObject(parent)
    , m_editor(editor)
{
    connect(editor, &QsciScintilla::cursorPositionChanged, this, &LineNavigator::caretMoved);
}

void LineNavigator::goToSource(int line, LineOrigin origin)
{
    if (line <= 0 || !m_editor)
        return;
    m_moving = true;
    m_editor->goToLine(line);
    m_moving = false;
    announce(line, origin);
}

void LineNavigator::setListings(ListingHighlighter* listings)
{
    m_listings = listings;
}

void LineNavigator::goToPtx(int line)
{
    if (line > 0 && m_listings)
        m_listings->showPtxLine(line); // its sourcePicked comes back to listingPicked
}

void LineNavigator::listingPicked(int line, bool sass)
{
    if (line <= 0)
        return;
    announce(line, sass ? LineOrigin::Sass : LineOrigin::Ptx);
}

void LineNavigator::caretMoved()
{
    if (m_moving || !m_editor)
        return;
    int line = 0;
    int column = 0;
    m_editor->getCursorPosition(&line, &column);
    if (line + 1 != m_current)
        announce(line + 1, LineOrigin::Editor);
}

void LineNavigator::announce(int line, LineOrigin origin)
{
    m_current = line;
    emit sourceLineShown(line, origin);
}

} // namespace warpscope::app
