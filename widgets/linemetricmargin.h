#pragma once

#include <QMap>
#include <QObject>
#include <QString>

#include <functional>

class QsciScintilla;

namespace warpscope::widgets {

/// One line's cell in a metric margin: a short number, how hot it is (0 cold .. 1 hottest) and the
/// tooltip that explains it. The controller computes the cells; the views only paint them.
struct LineMetricCell {
    QString text;
    double intensity = 0.0;
    QString tooltip;
    /// Builds the tooltip when it is asked for (hover or click), in place of `tooltip`: a profile has a
    /// cell on hundreds of lines, and writing every tooltip when the cells were set froze the window.
    std::function<QString()> makeTooltip;
    QString tooltipText() const { return makeTooltip ? makeTooltip() : tooltip; }
};

/// A text margin of a QScintilla view that shows one heat-coloured cell per line (the profile's
/// metric for that line) and the cell's tooltip on hover or click. Shared by the source editor and
/// the PTX view so both paint the same scale. Stale cells (the source changed after the profile)
/// turn grey but keep their numbers.
class LineMetricMargin : public QObject {
    Q_OBJECT
public:
    LineMetricMargin(QsciScintilla* view, int margin);

    /// Replaces the cells (1-based lines); lines beyond the text are ignored. Clears the stale mark.
    void setCells(const QMap<int, LineMetricCell>& cells);
    void clear();
    void setStale(bool stale);
    bool isStale() const { return m_stale; }
    bool isEmpty() const { return m_cells.isEmpty(); }
    const QMap<int, LineMetricCell>& cells() const { return m_cells; }
    /// The cell of a 1-based line (empty text when the line has none).
    LineMetricCell cellAt(int line) const { return m_cells.value(line); }
    /// The text Scintilla holds in the margin for a 1-based line (what is painted).
    QString shownText(int line) const;
    /// Paints the cells again (after the view replaced its text with the same listing).
    void reapply();
    int margin() const { return m_margin; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int lineAtY(int y) const;
    QsciScintilla* m_view;
    int m_margin;
    bool m_stale = false;
    QMap<int, LineMetricCell> m_cells;
};

} // namespace warpscope::widgets
