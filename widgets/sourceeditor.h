#pragma once

#include <Qsci/qsciscintilla.h>

namespace warpscope::widgets {

class CudaLexer;

/// The CUDA source editor: highlighting, line numbers, folding, a current-line marker. A dumb view:
/// the text goes in with setText(), edits come out as Qt signals; saving is the controller's job.
class SourceEditor : public QsciScintilla {
    Q_OBJECT
public:
    explicit SourceEditor(QWidget* parent = nullptr);

    /// Replaces the text and marks it unmodified (a freshly loaded file).
    void setDocumentText(const QString& text);
    /// Moves the cursor to a 1-based line and shows it.
    void goToLine(int line);

signals:
    /// The 1-based line under the cursor changed.
    void cursorLineChanged(int line);

private:
    void updateMarginWidth();
    CudaLexer* m_lexer = nullptr;
    int m_lastLine = -1;
};

} // namespace warpscope::widgets
