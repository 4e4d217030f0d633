#include "widgets/asmview.h"

#include "widgets/compilepalette.h"

#include <QFontDatabase>

namespace warpscope::widgets {

AsmView::AsmView(AsmLexer::Dialect dialect, QWidget* parent)
    : QsciScintilla(parent)
    , m_lexer(new AsmLexer(dialect, this))
{
    setUtf8(true);
    setLexer(m_lexer);
    setReadOnly(true);
    setMarginType(0, NumberMargin);
    setMarginLineNumbers(0, true);
    setMarginsFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setMarginWidth(1, 0);
    // margin 2: the profile's metric beside the listing
    setMarginMarkerMask(2, 0);
    m_metrics = new LineMetricMargin(this, 2);
    setCaretLineVisible(true);
    // The caret line would paint over the source colours; a frame keeps both visible.
    setCaretLineFrameWidth(1);
    setCaretLineBackgroundColor(QColor(0x8a, 0x93, 0x9d));
    defineLineColourMarkers(this);
    connect(this, &QsciScintilla::cursorPositionChanged, this, [this](int line, int) {
        if (line + 1 == m_programmaticLine) {
            m_programmaticLine = 0;
            return;
        }
        if (!m_message)
            emit lineActivated(line + 1);
    });
}

void AsmView::setListing(const QString& text)
{
    const bool same = !m_message && text == this->text();
    m_message = false;
    if (lexer() != m_lexer)
        setLexer(m_lexer); // setLexer restyles the whole text: only when a message had taken the lexer off
    m_programmaticLine = 1; // setText puts the caret on the first line
    setText(text);
    setMarginWidth(0, QStringLiteral("0") + QString::number(lines() * 10));
    if (same)
        m_metrics->reapply(); // setText dropped the margin texts with the old lines
    else
        m_metrics->clear();
}

void AsmView::setMessage(const QString& text)
{
    m_message = true;
    setLexer(nullptr); // plain text: a message is not a listing
    m_programmaticLine = 1;
    setText(text);
    setMarginWidth(0, 0);
    m_metrics->clear();
}

void AsmView::mousePressEvent(QMouseEvent* event)
{
    m_programmaticLine = 0; // whatever the caret does now is the user's doing
    QsciScintilla::mousePressEvent(event);
}

void AsmView::keyPressEvent(QKeyEvent* event)
{
    m_programmaticLine = 0;
    QsciScintilla::keyPressEvent(event);
}

void AsmView::setLineColours(const QMap<int, int>& lineToColour)
{
    clearLineColourMarkers(this);
    for (auto it = lineToColour.cbegin(); it != lineToColour.cend(); ++it)
        if (it.key() >= 1 && it.key() <= lines())
            markerAdd(it.key() - 1, it.value() % lineColourCount());
}

void AsmView::clearLineColours()
{
    clearLineColourMarkers(this);
}

int AsmView::lineColourAt(int line) const
{
    const unsigned mask = markersAtLine(line - 1) & static_cast<unsigned>(lineColourMarkerMask());
    for (int i = 0; i < lineColourCount(); ++i)
        if (mask & (1u << i))
            return i;
    return -1;
}

void AsmView::setLineMetrics(const QMap<int, LineMetricCell>& cells)
{
    m_metrics->setCells(m_message ? QMap<int, LineMetricCell>() : cells);
}

void AsmView::clearLineMetrics()
{
    m_metrics->clear();
}

void AsmView::setLineMetricsStale(bool stale)
{
    m_metrics->setStale(stale);
}

void AsmView::showLine(int line)
{
    if (line < 1 || line > lines())
        return;
    int current = 0, index = 0;
    getCursorPosition(&current, &index);
    if (current != line - 1)
        m_programmaticLine = line;
    setCursorPosition(line - 1, 0);
    // Centre the line, so the block around it is visible too.
    const int visible = static_cast<int>(SendScintilla(SCI_LINESONSCREEN));
    setFirstVisibleLine(std::max(0, line - 1 - visible / 3));
}

} // namespace warpscope::widgets
