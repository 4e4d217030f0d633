#include "widgets/sourceeditor.h"

#include "widgets/cudalexer.h"

#include <QColor>
#include <QFontDatabase>

namespace warpscope::widgets {

SourceEditor::SourceEditor(QWidget* parent)
    : QsciScintilla(parent)
    , m_lexer(new CudaLexer(this))
{
    setObjectName(QStringLiteral("sourceEditor"));
    setUtf8(true);
    setLexer(m_lexer);
    setMarginType(0, NumberMargin);
    setMarginLineNumbers(0, true);
    setFolding(BoxedTreeFoldStyle, 2);
    setAutoIndent(true);
    setIndentationsUseTabs(false);
    setIndentationWidth(4);
    setTabWidth(4);
    setBraceMatching(SloppyBraceMatch);
    setCaretLineVisible(true);
    setCaretLineBackgroundColor(QColor(0xf3, 0xf4, 0xf6));
    setEdgeMode(EdgeLine);
    setEdgeColumn(120);
    setMarginsFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    connect(this, &QsciScintilla::linesChanged, this, &SourceEditor::updateMarginWidth);
    connect(this, &QsciScintilla::cursorPositionChanged, this, [this](int line, int) {
        if (line != m_lastLine) {
            m_lastLine = line;
            emit cursorLineChanged(line + 1);
        }
    });
    updateMarginWidth();
}

void SourceEditor::setDocumentText(const QString& text)
{
    setText(text);
    setModified(false);
    updateMarginWidth();
}

void SourceEditor::goToLine(int line)
{
    if (line < 1)
        return;
    setCursorPosition(line - 1, 0);
    ensureLineVisible(line - 1);
    setFocus();
}

void SourceEditor::updateMarginWidth()
{
    setMarginWidth(0, QStringLiteral("0") + QString::number(lines() * 10));
}

} // namespace warpscope::widgets
