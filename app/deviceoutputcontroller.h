#pragma once

#include "app/linenavigator.h"
#include "app/session/metatypes.h"

#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace warpscope::widgets {
class DeviceOutputView;
} // namespace warpscope::widgets

namespace warpscope::app {

class RunController;

/// The Device output dock: shows what each shown run's kernel printed; a click on a line asks for
/// the source line of its printf (LineNavigator goes there).
class DeviceOutputController : public QObject {
    Q_OBJECT
public:
    DeviceOutputController(QMainWindow* window, RunController* runs);

    QDockWidget* dock() const { return m_dock; }
    widgets::DeviceOutputView* view() const { return m_view; }
    void fillViewMenu(QMenu* menu);

signals:
    void sourceLineRequested(int line, warpscope::app::LineOrigin origin);

private:
    void showRun(const session::RunResultPtr& run);

    widgets::DeviceOutputView* m_view = nullptr;
    QDockWidget* m_dock = nullptr;
};

} // namespace warpscope::app
