#include "widgets/capturetarget.h"

#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>

namespace warpscope::widgets {

CaptureTarget focusedPane(QMainWindow* window, const QString& centralTitle)
{
    for (QWidget* w = QApplication::focusWidget(); w && w != window; w = w->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(w))
            return {dock->widget() ? dock->widget() : dock, dock->windowTitle()};
    return {window->centralWidget(), centralTitle};
}

QImage grabWidget(QWidget* widget)
{
    if (!widget)
        return {};
    QImage image = widget->grab().toImage();
    return image.convertToFormat(QImage::Format_ARGB32);
}

} // namespace warpscope::widgets
