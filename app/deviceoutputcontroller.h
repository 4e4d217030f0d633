#pragma once

#include "app/session/metatypes.h"

#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace warpscope::widgets {
class DeviceOutputView;
class SourceEditor;
} // namespace warpscope::widgets

namespace warpscope::app {

class RunController;

/// The Device output dock: shows what each shown run's kernel printed and takes a click on a line
/// to the source line of its printf.
class DeviceOutputController : public QObject {
    Q_OBJECT
public:
    DeviceOutputController(QMainWindow* window, RunController* runs, widgets::SourceEditor* editor);

    QDockWidget* dock() const { return m_dock; }
    widgets::DeviceOutputView* view() const { return m_view; }
    void fillViewMenu(QMenu* menu);

private:
    void showRun(const session::RunResultPtr& run);

    widgets::DeviceOutputView* m_view = nullptr;
    QDockWidget* m_dock = nullptr;
};

} // namespace warpscope::app
