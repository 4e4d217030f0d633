#pragma once

#include "widgets/asmlexer.h"
#include "widgets/linemetricmargin.h"

#include <Qsci/qsciscintilla.h>

#include <QMap>

namespace warpscope::widgets {

/// A read-only PTX or SASS listing with the source-line colours of the compile views. A dumb view:
/// the text and the line colours go in; the line the user puts the caret on comes out.
class AsmView : public QsciScintilla {
    Q_OBJECT
public:
    explicit AsmView(AsmLexer::Dialect dialect, QWidget* parent = nullptr);

    /// Shows a listing (verbatim) and drops the colours of the previous one.
    void setListing(const QString& text);
    /// Shows a message instead of a listing (no SASS: how to get nvdisasm), in the comment style.
    void setMessage(const QString& text);
    /// True when the view shows a message rather than a listing.
    bool showsMessage() const { return m_message; }

    /// Colours 1-based lines with palette indices (compilepalette.h); replaces the previous colouring.
    void setLineColours(const QMap<int, int>& lineToColour);
    void clearLineColours();
    /// The palette index of a 1-based line, -1 when it has none.
    int lineColourAt(int line) const;
    /// Scrolls a 1-based line into view and puts the caret on it without emitting lineActivated.
    void showLine(int line);

    /// The profile's metric per 1-based listing line, as heat cells beside the lines. Kept when the
    /// same listing is shown again; dropped with a different one (its lines mean something else).
    void setLineMetrics(const QMap<int, LineMetricCell>& cells);
    void clearLineMetrics();
    void setLineMetricsStale(bool stale);
    const LineMetricMargin* lineMetricMargin() const { return m_metrics; }

signals:
    /// The user put the caret on a 1-based line (click or keyboard).
    void lineActivated(int line);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    AsmLexer* m_lexer;
    LineMetricMargin* m_metrics = nullptr;
    bool m_message = false;
    // QScintilla reports caret moves when it next updates the screen, not when the caret moves: the
    // line the view moved to itself is remembered, so its late report is not taken for the user's.
    int m_programmaticLine = 0;
};

} // namespace warpscope::widgets
