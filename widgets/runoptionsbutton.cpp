#include "widgets/runoptionsbutton.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

namespace warpscope::widgets {

namespace {

QString checkedData(const QActionGroup* group)
{
    const QAction* a = group->checkedAction();
    return a ? a->data().toString() : QStringLiteral("default");
}

void checkData(QActionGroup* group, const QString& value)
{
    for (QAction* a : group->actions())
        if (a->data().toString() == value)
            a->setChecked(true);
}

} // namespace

RunOptionsButton::RunOptionsButton(QWidget* parent)
    : QToolButton(parent)
{
    setObjectName(QStringLiteral("runOptionsButton"));
    setText(tr("Options"));
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("runOptionsMenu"));
    menu->setToolTipsVisible(true);

    QList<std::pair<QString, QString>> schedules {{tr("Default schedule"), QStringLiteral("default")}};
    for (int seed = 1; seed <= 8; ++seed)
        schedules.append({tr("Random schedule %1").arg(seed), QStringLiteral("random:%1").arg(seed)});
    m_schedule = addGroup(menu, tr("Schedule"), schedules);
    m_schedule->setObjectName(QStringLiteral("runSchedule"));
    const QString scheduleTip = tr("How the emulator interleaves warps and blocks. The default runs warp 0 first; a "
                                   "random schedule picks a seeded order, the same every time, and can show races the "
                                   "default hides. A random schedule runs on the emulator.");
    for (QAction* a : m_schedule->actions())
        a->setToolTip(scheduleTip);

    m_approx = addGroup(menu, tr("Approximate instructions"),
        {{tr("Correctly rounded"), QStringLiteral("default")},
            {tr("Worst case, random"), QStringLiteral("worst:random")},
            {tr("Worst case, up"), QStringLiteral("worst:up")}, {tr("Worst case, down"), QStringLiteral("worst:down")},
            {tr("Worst case, away from zero"), QStringLiteral("worst:away")},
            {tr("Worst case, toward zero"), QStringLiteral("worst:zero")}});
    m_approx->setObjectName(QStringLiteral("runApprox"));
    const QString approxTip = tr("Approximate instructions (__expf, __sinf, __fdividef, rsqrtf, tanh.approx …): "
                                 "correctly rounded, or each result pushed to the error bound the PTX ISA documents, "
                                 "so a pass means \"passes even at the GPU's documented worst case\". Worst case runs "
                                 "on the emulator.");
    for (QAction* a : m_approx->actions())
        a->setToolTip(approxTip);
    setMenu(menu);
    updateLook();
}

QActionGroup* RunOptionsButton::addGroup(
    QMenu* menu, const QString& title, const QList<std::pair<QString, QString>>& items)
{
    menu->addSection(title);
    auto* group = new QActionGroup(this);
    group->setExclusive(true);
    for (const auto& [text, value] : items) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setData(value);
        group->addAction(a);
    }
    group->actions().constFirst()->setChecked(true);
    connect(group, &QActionGroup::triggered, this, [this] {
        updateLook();
        emit optionsChanged();
    });
    return group;
}

QString RunOptionsButton::schedule() const
{
    return checkedData(m_schedule);
}

QString RunOptionsButton::approx() const
{
    return checkedData(m_approx);
}

void RunOptionsButton::setSchedule(const QString& value)
{
    checkData(m_schedule, value);
    updateLook();
}

void RunOptionsButton::setApprox(const QString& value)
{
    checkData(m_approx, value);
    updateLook();
}

void RunOptionsButton::updateLook()
{
    const QAction* schedule = m_schedule->checkedAction();
    const QAction* approx = m_approx->checkedAction();
    const bool custom = this->schedule() != QLatin1String("default") || this->approx() != QLatin1String("default");
    QFont f = font();
    f.setBold(custom);
    setFont(f);
    setToolTip(tr("Run options: %1; approximate instructions: %2")
                   .arg(schedule ? schedule->text() : QString(), approx ? approx->text() : QString()));
}

} // namespace warpscope::widgets
