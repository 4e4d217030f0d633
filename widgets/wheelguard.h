#pragma once

#include <QObject>

class QWidget;

namespace warpscope::widgets {

/// Keeps the mouse wheel from changing combo boxes and spin boxes the user is only scrolling past: in
/// a scrolling form the wheel changed a buffer's type from f32 to i64 unseen. A guarded field takes
/// the wheel only once it has the focus (a click or Tab; Qt::StrongFocus, so the wheel itself does
/// not give it); otherwise the wheel goes on to the form, which scrolls.
class WheelGuard : public QObject {
    Q_OBJECT
public:
    explicit WheelGuard(QObject* parent = nullptr);

    /// Guards every combo box and spin box under root, including root; calling it again after new
    /// fields appeared is safe.
    void guardChildren(QWidget* root);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace warpscope::widgets
