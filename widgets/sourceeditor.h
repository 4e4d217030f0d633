#pragma once

#include "widgets/linemetricmargin.h"

#include <Qsci/qsciscintilla.h>

#include <QList>
#include <QMap>
#include <QPair>

namespace warpscope::widgets {

class AsmLexer;
class CudaLexer;

/// The kernel source editor: highlighting for the file's language (CUDA C++, PTX or a Triton
/// kernel's Python), line numbers, folding, a current-line marker. A dumb view:
/// the text goes in with setText(), edits come out as Qt signals; saving is the controller's job.
class SourceEditor : public QsciScintilla {
    Q_OBJECT
public:
    explicit SourceEditor(QWidget* parent = nullptr);

    /// Replaces the text and marks it unmodified (a freshly loaded file).
    void setDocumentText(const QString& text);
    /// The languages the editor highlights.
    enum class Language { Cuda, Ptx, Python };
    /// The language a kernel source file is highlighted as, by its name: .ptx, .py, else CUDA C++.
    static Language languageOfFile(const QString& fileName);
    /// Highlights the text as `language` from now on.
    void setLanguage(Language language);
    Language language() const { return m_language; }
    /// Moves the cursor to a 1-based line and shows it.
    void goToLine(int line);
    /// Moves the cursor to a 1-based line and column (0: the line's start) and shows it.
    void goToPosition(int line, int column);

    /// One compiler message to mark: a squiggle from the column to the end of the word and a margin symbol.
    struct DiagnosticMark {
        int line = 0; ///< 1-based
        int column = 0; ///< 1-based; 0 marks the whole line
        bool error = true; ///< errors red, everything else amber
    };
    void setDiagnostics(const QList<DiagnosticMark>& marks);
    void clearDiagnostics();
    /// The margin symbol on a 1-based line: 2 error, 1 warning, 0 none.
    int diagnosticAt(int line) const;

    /// Colours 1-based lines with palette indices (compilepalette.h), as the PTX and SASS views do.
    void setLineColours(const QMap<int, int>& lineToColour);
    void clearLineColours();
    /// The palette index of a 1-based line, -1 when it has none.
    int lineColourAt(int line) const;
    /// The 1-based first and last lines of the selection, or the caret's line twice.
    QPair<int, int> selectedLineRange() const;

    /// The profile's metric per 1-based line, as heat cells in a margin beside the text.
    void setLineMetrics(const QMap<int, LineMetricCell>& cells);
    void clearLineMetrics();
    /// Greys the cells (the source changed after the profile) but keeps them.
    void setLineMetricsStale(bool stale);
    const LineMetricMargin* lineMetricMargin() const { return m_metrics; }

    /// Sanitizer findings per 1-based line: one margin marker per line (distinct from the compiler's)
    /// and the texts, one per row, in an annotation under the line.
    void setFindingPins(const QMap<int, QStringList>& pins);
    void clearFindingPins();
    bool hasFindingPin(int line) const;
    /// The annotation under a 1-based line (empty when none).
    QString findingAnnotation(int line) const;

signals:
    /// The 1-based line under the cursor changed.
    void cursorLineChanged(int line);

private:
    void updateMarginWidth();
    CudaLexer* m_lexer = nullptr;
    AsmLexer* m_ptxLexer = nullptr;
    QsciLexer* m_pythonLexer = nullptr;
    Language m_language = Language::Cuda;
    LineMetricMargin* m_metrics = nullptr;
    int m_lastLine = -1;
};

} // namespace warpscope::widgets
