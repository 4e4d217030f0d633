#pragma once

#include "core/review/steps.h"

#include <QWidget>

#include <array>

class QButtonGroup;
class QToolButton;

namespace warpscope::widgets {

/// The review's steps in a row (Source → Compile → Run → Compare → Profile → Report), each with a
/// badge (not run, ok, warning, failed) and a tooltip saying why. Clicking a step asks for its panes.
class StepBar : public QWidget {
    Q_OBJECT
public:
    explicit StepBar(QWidget* parent = nullptr);

    /// Sets a step's title (translated by the caller), badge and tooltip; stale dims the badge.
    void setStep(
        core::ReviewStep step, const QString& title, core::StepBadge badge, const QString& toolTip, bool stale);
    /// Marks the step the reviewer is on.
    void setCurrentStep(core::ReviewStep step);
    core::ReviewStep currentStep() const { return m_current; }
    core::StepBadge badge(core::ReviewStep step) const { return m_badges[std::size_t(step)]; }
    QToolButton* button(core::ReviewStep step) const { return m_buttons[std::size_t(step)]; }

    /// The badge picture, also used by the checklist and the menus.
    static QIcon badgeIcon(core::StepBadge badge, bool stale = false);

signals:
    void stepActivated(core::ReviewStep step);

private:
    std::array<QToolButton*, 6> m_buttons {};
    std::array<core::StepBadge, 6> m_badges {};
    QButtonGroup* m_group;
    core::ReviewStep m_current = core::ReviewStep::Source;
};

} // namespace warpscope::widgets
