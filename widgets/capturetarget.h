#pragma once

#include <QImage>
#include <QString>

class QMainWindow;
class QWidget;

namespace warpscope::widgets {

/// What "capture the pane under focus" takes: the dock (or the central area) holding the focus.
struct CaptureTarget {
    QWidget* widget = nullptr;
    QString title;
};

/// The dock widget that holds the keyboard focus, or else the central widget (the editor); its title
/// is the dock's window title, or centralTitle.
CaptureTarget focusedPane(QMainWindow* window, const QString& centralTitle);

/// A picture of a widget as it is on screen (QWidget::grab), at the screen's pixel density.
QImage grabWidget(QWidget* widget);

} // namespace warpscope::widgets
