// Wires the Device output dock: runs in, source-line jumps out.
#include "app/deviceoutputcontroller.h"

#include "app/runcontroller.h"
#include "widgets/deviceoutputview.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace warpscope::app {

DeviceOutputController::DeviceOutputController(QMainWindow* window, RunController* runs)
    : QObject(window)
{
    m_view = new widgets::DeviceOutputView(window);
    m_dock = new QDockWidget(tr("Device output"), window);
    m_dock->setObjectName(QStringLiteral("deviceOutputDock"));
    m_dock->setWidget(m_view);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide(); // shown by the first run that prints, or the Run step
    connect(runs, &RunController::runShown, this, &DeviceOutputController::showRun);
    connect(m_view, &widgets::DeviceOutputView::lineActivated, this,
        [this](int line) { emit sourceLineRequested(line, LineOrigin::DeviceOutput); });
}

void DeviceOutputController::fillViewMenu(QMenu* menu)
{
    menu->addAction(m_dock->toggleViewAction());
}

void DeviceOutputController::showRun(const session::RunResultPtr& run)
{
    if (!run) {
        m_view->showMessage(QString());
        return;
    }
    m_view->setOutput(run->deviceOutput);
    // a kernel that printed wants to be heard; one that did not keeps the dock where the user left it
    if (!run->deviceOutput.lines.empty()) {
        m_dock->show();
        m_dock->raise();
    }
}

} // namespace warpscope::app
