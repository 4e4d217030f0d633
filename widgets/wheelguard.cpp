#include "widgets/wheelguard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace warpscope::widgets {

namespace {

bool isValueField(const QObject* o)
{
    return qobject_cast<const QComboBox*>(o) || qobject_cast<const QAbstractSpinBox*>(o);
}

void guardOne(QWidget* w, QObject* filter)
{
    w->setFocusPolicy(Qt::StrongFocus);
    w->installEventFilter(filter); // installing twice keeps one filter
}

} // namespace

WheelGuard::WheelGuard(QObject* parent)
    : QObject(parent)
{ }

void WheelGuard::guardChildren(QWidget* root)
{
    if (!root)
        return;
    if (isValueField(root))
        guardOne(root, this);
    for (QWidget* w : root->findChildren<QWidget*>())
        if (isValueField(w))
            guardOne(w, this);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Wheel && isValueField(watched) && !static_cast<QWidget*>(watched)->hasFocus()) {
        // Ignored and filtered: the field never sees it, and the parent (the scroll area) gets it.
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace warpscope::widgets
