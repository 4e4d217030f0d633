#include "widgets/sourceeditor.h"

#include "widgets/asmlexer.h"
#include "widgets/compilepalette.h"
#include "widgets/cudalexer.h"

#include <Qsci/qscilexerpython.h>

#include <Qsci/qscistyle.h>

#include <QColor>
#include <QFontDatabase>

namespace warpscope::widgets {

namespace {
// Markers 0..11 are the line colours (compilepalette), 25..31 the fold margin's.
constexpr int kErrorMarker = 20;
constexpr int kWarningMarker = 21;
constexpr int kFindingMarker = 22;
// Margins: 0 numbers, 1 symbols, 2 folding, 3 the profile's metric next to the text.
constexpr int kMetricMargin = 3;
constexpr int kErrorIndicator = 8;
constexpr int kWarningIndicator = 9;
} // namespace

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
    // Translucent, so that the compile views' line colours show through on the caret's line.
    setCaretLineBackgroundColor(QColor(0x10, 0x20, 0x40, 0x12));
    setEdgeMode(EdgeLine);
    setEdgeColumn(120);
    setMarginsFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    defineLineColourMarkers(this);
    markerDefine(Circle, kErrorMarker);
    setMarkerBackgroundColor(QColor(0xd7, 0x3a, 0x49), kErrorMarker);
    setMarkerForegroundColor(QColor(0x9e, 0x1c, 0x2a), kErrorMarker);
    markerDefine(Circle, kWarningMarker);
    setMarkerBackgroundColor(QColor(0xf2, 0xa9, 0x00), kWarningMarker);
    setMarkerForegroundColor(QColor(0xb0, 0x7a, 0x00), kWarningMarker);
    setMarginType(1, SymbolMargin);
    setMarginWidth(1, 14);
    markerDefine(Bookmark, kFindingMarker);
    setMarkerBackgroundColor(QColor(0x8e, 0x44, 0xad), kFindingMarker);
    setMarkerForegroundColor(QColor(0x5b, 0x2c, 0x6f), kFindingMarker);
    setMarginMarkerMask(1, (1 << kErrorMarker) | (1 << kWarningMarker) | (1 << kFindingMarker));
    setAnnotationDisplay(AnnotationBoxed);
    setMargins(std::max(margins(), kMetricMargin + 1));
    setMarginMarkerMask(kMetricMargin, 0);
    m_metrics = new LineMetricMargin(this, kMetricMargin);
    indicatorDefine(SquiggleIndicator, kErrorIndicator);
    setIndicatorForegroundColor(QColor(0xd7, 0x3a, 0x49), kErrorIndicator);
    indicatorDefine(SquiggleIndicator, kWarningIndicator);
    setIndicatorForegroundColor(QColor(0xe0, 0x9a, 0x00), kWarningIndicator);
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
    // another file (or task) is not an edit: undo must not bring the previous text back
    SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    setModified(false);
    updateMarginWidth();
}

SourceEditor::Language SourceEditor::languageOfFile(const QString& fileName)
{
    if (fileName.endsWith(QLatin1String(".ptx"), Qt::CaseInsensitive))
        return Language::Ptx;
    if (fileName.endsWith(QLatin1String(".py"), Qt::CaseInsensitive))
        return Language::Python;
    return Language::Cuda;
}

void SourceEditor::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    QsciLexer* lexer = m_lexer;
    if (language == Language::Ptx) {
        if (!m_ptxLexer)
            m_ptxLexer = new AsmLexer(AsmLexer::Dialect::Ptx, this);
        lexer = m_ptxLexer;
    } else if (language == Language::Python) {
        if (!m_pythonLexer) {
            m_pythonLexer = new QsciLexerPython(this);
            // QScintilla's Python styles default to a proportional font; code reads in fixed pitch
            m_pythonLexer->setDefaultFont(m_lexer->defaultFont(0));
            m_pythonLexer->setFont(m_lexer->defaultFont(0), -1);
        }
        lexer = m_pythonLexer;
    }
    setLexer(lexer);
    // setLexer() restyles the margins: keep the numbers in the fixed font
    setMarginsFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
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

void SourceEditor::goToPosition(int line, int column)
{
    if (line < 1)
        return;
    setCursorPosition(line - 1, std::max(0, column - 1));
    ensureLineVisible(line - 1);
    setFocus();
}

void SourceEditor::setDiagnostics(const QList<DiagnosticMark>& marks)
{
    clearDiagnostics();
    for (const DiagnosticMark& m : marks) {
        if (m.line < 1 || m.line > lines())
            continue;
        const int line = m.line - 1;
        markerAdd(line, m.error ? kErrorMarker : kWarningMarker);
        // From the column to the end of the word there, or the whole line when the column is unknown.
        QString lineText = text(line);
        while (lineText.endsWith(QLatin1Char('\n')) || lineText.endsWith(QLatin1Char('\r')))
            lineText.chop(1);
        const int length = static_cast<int>(lineText.size());
        int from = 0;
        int to = length;
        if (m.column > 0) {
            from = std::min(m.column - 1, length);
            to = from;
            while (to < length && (lineText.at(to).isLetterOrNumber() || lineText.at(to) == QLatin1Char('_')))
                ++to;
        } else {
            while (from < length && lineText.at(from).isSpace())
                ++from;
            while (to > from && lineText.at(to - 1).isSpace())
                --to;
        }
        fillIndicatorRange(line, from, line, std::max(to, from + 1), m.error ? kErrorIndicator : kWarningIndicator);
    }
}

void SourceEditor::clearDiagnostics()
{
    markerDeleteAll(kErrorMarker);
    markerDeleteAll(kWarningMarker);
    const int last = std::max(0, lines() - 1);
    clearIndicatorRange(0, 0, last, static_cast<int>(text(last).size()), kErrorIndicator);
    clearIndicatorRange(0, 0, last, static_cast<int>(text(last).size()), kWarningIndicator);
}

int SourceEditor::diagnosticAt(int line) const
{
    const unsigned mask = markersAtLine(line - 1);
    return (mask & (1u << kErrorMarker)) ? 2 : (mask & (1u << kWarningMarker)) ? 1 : 0;
}

void SourceEditor::setLineColours(const QMap<int, int>& lineToColour)
{
    clearLineColourMarkers(this);
    for (auto it = lineToColour.cbegin(); it != lineToColour.cend(); ++it)
        if (it.key() >= 1 && it.key() <= lines())
            markerAdd(it.key() - 1, it.value() % lineColourCount());
}

void SourceEditor::clearLineColours()
{
    clearLineColourMarkers(this);
}

int SourceEditor::lineColourAt(int line) const
{
    const unsigned mask = markersAtLine(line - 1) & static_cast<unsigned>(lineColourMarkerMask());
    for (int i = 0; i < lineColourCount(); ++i)
        if (mask & (1u << i))
            return i;
    return -1;
}

void SourceEditor::setLineMetrics(const QMap<int, LineMetricCell>& cells)
{
    m_metrics->setCells(cells);
}

void SourceEditor::clearLineMetrics()
{
    m_metrics->clear();
}

void SourceEditor::setLineMetricsStale(bool stale)
{
    m_metrics->setStale(stale);
}

void SourceEditor::setFindingPins(const QMap<int, QStringList>& pins)
{
    // One style for every editor: QsciStyle takes a process-wide style number per instance.
    static const QsciStyle style = [] {
        QsciStyle s;
        s.setPaper(QColor(0xf4, 0xec, 0xf7));
        s.setColor(QColor(0x5b, 0x2c, 0x6f));
        s.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        return s;
    }();
    clearFindingPins();
    for (auto it = pins.cbegin(); it != pins.cend(); ++it) {
        if (it.key() < 1 || it.key() > lines() || it.value().isEmpty())
            continue;
        markerAdd(it.key() - 1, kFindingMarker);
        annotate(it.key() - 1, it.value().join(QLatin1Char('\n')), style);
    }
}

void SourceEditor::clearFindingPins()
{
    markerDeleteAll(kFindingMarker);
    clearAnnotations(-1);
}

bool SourceEditor::hasFindingPin(int line) const
{
    return (markersAtLine(line - 1) & (1u << kFindingMarker)) != 0;
}

QString SourceEditor::findingAnnotation(int line) const
{
    return line >= 1 ? annotation(line - 1) : QString();
}

QPair<int, int> SourceEditor::selectedLineRange() const
{
    int lineFrom = 0, indexFrom = 0, lineTo = 0, indexTo = 0;
    getSelection(&lineFrom, &indexFrom, &lineTo, &indexTo);
    if (lineFrom < 0) {
        int line = 0, index = 0;
        getCursorPosition(&line, &index);
        return {line + 1, line + 1};
    }
    // A selection that ends at the start of a line does not include that line.
    if (lineTo > lineFrom && indexTo == 0)
        --lineTo;
    return {lineFrom + 1, lineTo + 1};
}

void SourceEditor::updateMarginWidth()
{
    setMarginWidth(0, QStringLiteral("0") + QString::number(lines() * 10));
}

} // namespace warpscope::widgets
