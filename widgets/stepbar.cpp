#include "widgets/stepbar.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>

namespace warpscope::widgets {

using core::StepBadge;

QIcon StepBar::badgeIcon(StepBadge badge, bool stale)
{
    const int size = 32; // drawn at 2x, shown at 16 px
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (stale)
        p.setOpacity(0.45);
    const QRectF circle(3, 3, size - 6, size - 6);
    QColor fill;
    switch (badge) {
    case StepBadge::Ok:
        fill = QColor(46, 125, 50);
        break;
    case StepBadge::Warning:
        fill = QColor(239, 160, 0);
        break;
    case StepBadge::Failed:
        fill = QColor(198, 40, 40);
        break;
    case StepBadge::NotRun:
        p.setPen(QPen(QColor(150, 150, 150), 3));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(circle);
        return QIcon(pm);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawEllipse(circle);
    // The glyphs are paths, not text: they must not depend on the fonts installed.
    p.setPen(QPen(Qt::white, 3.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    QPainterPath glyph;
    if (badge == StepBadge::Ok) {
        glyph.moveTo(9.5, 16.5);
        glyph.lineTo(14, 21);
        glyph.lineTo(22.5, 11.5);
    } else if (badge == StepBadge::Failed) {
        glyph.moveTo(11, 11);
        glyph.lineTo(21, 21);
        glyph.moveTo(21, 11);
        glyph.lineTo(11, 21);
    } else {
        glyph.moveTo(16, 9);
        glyph.lineTo(16, 18);
        p.drawPath(glyph);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawEllipse(QPointF(16, 23), 2.1, 2.1);
        return QIcon(pm);
    }
    p.drawPath(glyph);
    return QIcon(pm);
}

StepBar::StepBar(QWidget* parent)
    : QWidget(parent)
    , m_group(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("stepBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);
    m_group->setExclusive(true);
    for (core::ReviewStep step : core::kReviewSteps) {
        const auto i = std::size_t(step);
        if (i > 0) {
            auto* arrow = new QLabel(QStringLiteral("→"), this);
            arrow->setEnabled(false);
            layout->addWidget(arrow);
        }
        auto* b = new QToolButton(this);
        b->setObjectName(QStringLiteral("step_%1").arg(QString::fromLatin1(core::reviewStepName(step))));
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setIcon(badgeIcon(StepBadge::NotRun));
        b->setText(QString::fromLatin1(core::reviewStepName(step)));
        m_group->addButton(b, int(i));
        layout->addWidget(b);
        m_buttons[i] = b;
        m_badges[i] = StepBadge::NotRun;
        connect(b, &QToolButton::clicked, this, [this, step] {
            setCurrentStep(step);
            emit stepActivated(step);
        });
    }
    layout->addStretch(1);
    m_buttons[0]->setChecked(true);
}

void StepBar::setStep(core::ReviewStep step, const QString& title, StepBadge badge, const QString& toolTip, bool stale)
{
    const auto i = std::size_t(step);
    m_badges[i] = badge;
    m_buttons[i]->setText(QStringLiteral("%1  %2").arg(i + 1).arg(title));
    m_buttons[i]->setIcon(badgeIcon(badge, stale));
    m_buttons[i]->setToolTip(toolTip);
    m_buttons[i]->setAccessibleDescription(toolTip);
}

void StepBar::setCurrentStep(core::ReviewStep step)
{
    m_current = step;
    m_buttons[std::size_t(step)]->setChecked(true);
}

} // namespace warpscope::widgets
