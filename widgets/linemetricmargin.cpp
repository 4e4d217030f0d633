#include "widgets/linemetricmargin.h"

#include <Qsci/qsciscintilla.h>
#include <Qsci/qscistyle.h>

#include <QEvent>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>

namespace warpscope::widgets {

namespace {

constexpr int kHeatLevels = 8;

/// Pale yellow to deep red: a scale that reads as "hotter" without a legend and keeps the number
/// readable (dark text on the pale end, white on the dark end).
QColor heatColour(int level)
{
    const double t = double(level) / (kHeatLevels - 1);
    const QColor cold(0xff, 0xf4, 0xd0);
    const QColor mid(0xf5, 0x9e, 0x42);
    const QColor hot(0xc6, 0x1f, 0x1f);
    auto mix = [](const QColor& a, const QColor& b, double s) {
        return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * s),
            float(a.greenF() + (b.greenF() - a.greenF()) * s), float(a.blueF() + (b.blueF() - a.blueF()) * s));
    };
    return t < 0.5 ? mix(cold, mid, t * 2) : mix(mid, hot, (t - 0.5) * 2);
}

/// The margin styles, allocated once: QsciStyle takes a process-wide style number per instance.
struct MarginStyles {
    std::array<QsciStyle, kHeatLevels> heat;
    QsciStyle stale;
    MarginStyles()
    {
        const QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        for (int i = 0; i < kHeatLevels; ++i) {
            heat[std::size_t(i)].setPaper(heatColour(i));
            heat[std::size_t(i)].setColor(i >= kHeatLevels / 2 + 1 ? Qt::white : QColor(0x30, 0x20, 0x10));
            heat[std::size_t(i)].setFont(font);
        }
        stale.setPaper(QColor(0xd6, 0xd6, 0xd6));
        stale.setColor(QColor(0x70, 0x70, 0x70));
        stale.setFont(font);
    }
};

const MarginStyles& styles()
{
    static const MarginStyles s;
    return s;
}

} // namespace

LineMetricMargin::LineMetricMargin(QsciScintilla* view, int margin)
    : QObject(view)
    , m_view(view)
    , m_margin(margin)
{
    m_view->setMarginType(m_margin, QsciScintilla::TextMarginRightJustified);
    m_view->setMarginWidth(m_margin, 0);
    m_view->setMarginSensitivity(m_margin, true);
    m_view->viewport()->installEventFilter(this);
    // A click on a cell shows its tooltip too: hovering is easy to miss on a narrow margin.
    connect(m_view, &QsciScintilla::marginClicked, this, [this](int margin, int line, Qt::KeyboardModifiers) {
        const QString tip = m_cells.value(line + 1).tooltipText();
        if (margin == m_margin && !tip.isEmpty())
            QToolTip::showText(QCursor::pos(), tip, m_view);
    });
}

void LineMetricMargin::setCells(const QMap<int, LineMetricCell>& cells)
{
    m_cells.clear();
    for (auto it = cells.cbegin(); it != cells.cend(); ++it)
        if (it.key() >= 1 && it.key() <= m_view->lines())
            m_cells.insert(it.key(), it.value());
    m_stale = false;
    reapply();
}

void LineMetricMargin::clear()
{
    m_cells.clear();
    m_stale = false;
    reapply();
}

void LineMetricMargin::setStale(bool stale)
{
    if (stale == m_stale || m_cells.isEmpty())
        return;
    m_stale = stale;
    if (!stale) {
        reapply();
        return;
    }
    // Restyle what is painted rather than the stored cells: Scintilla moved the margin texts with the
    // lines the user inserted or deleted, the stored line numbers did not move.
    for (int line = 1; line <= m_view->lines(); ++line) {
        const QString text = shownText(line);
        if (!text.isEmpty())
            m_view->setMarginText(line - 1, QLatin1Char(' ') + text + QLatin1Char(' '), styles().stale);
    }
}

void LineMetricMargin::reapply()
{
    m_view->clearMarginText(-1);
    if (m_cells.isEmpty()) {
        m_view->setMarginWidth(m_margin, 0);
        return;
    }
    QString widest = QStringLiteral("0000");
    for (auto it = m_cells.cbegin(); it != m_cells.cend(); ++it) {
        if (it.key() > m_view->lines())
            continue;
        const int level = std::clamp(int(std::lround(it.value().intensity * (kHeatLevels - 1))), 0, kHeatLevels - 1);
        const QsciStyle& style = m_stale ? styles().stale : styles().heat[std::size_t(level)];
        // a space on each side, so neighbouring cells and the text do not touch
        m_view->setMarginText(it.key() - 1, QLatin1Char(' ') + it.value().text + QLatin1Char(' '), style);
        if (it.value().text.size() + 2 > widest.size())
            widest = QString(it.value().text.size() + 2, QLatin1Char('0'));
    }
    m_view->setMarginWidth(m_margin, widest);
}

QString LineMetricMargin::shownText(int line) const
{
    const long length = m_view->SendScintilla(QsciScintillaBase::SCI_MARGINGETTEXT, (unsigned long)(line - 1), 0L);
    if (length <= 0)
        return QString();
    QByteArray bytes(length + 1, '\0');
    m_view->SendScintilla(QsciScintillaBase::SCI_MARGINGETTEXT, (unsigned long)(line - 1), (void*)bytes.data());
    return QString::fromUtf8(bytes.constData()).trimmed();
}

int LineMetricMargin::lineAtY(int y) const
{
    const long pos = m_view->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMPOINT, 0UL, long(y));
    return int(m_view->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, (unsigned long)pos)) + 1;
}

bool LineMetricMargin::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_view->viewport() || event->type() != QEvent::ToolTip || m_cells.isEmpty())
        return QObject::eventFilter(watched, event);
    auto* help = static_cast<QHelpEvent*>(event);
    int left = 0;
    for (int m = 0; m < m_margin; ++m)
        left += m_view->marginWidth(m);
    const int x = help->pos().x();
    if (x < left || x >= left + m_view->marginWidth(m_margin))
        return QObject::eventFilter(watched, event);
    const QString tip = m_cells.value(lineAtY(help->pos().y())).tooltipText();
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), tip, m_view);
    return true;
}

} // namespace warpscope::widgets
