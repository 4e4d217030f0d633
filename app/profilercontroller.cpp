// Benchmark results in the GUI: open a bench document, or learn how to make one.
#include "app/profilercontroller.h"

#include "app/benchdocument.h"
#include "app/runcontroller.h"
#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "core/env/environment.h"
#include "widgets/profilercharts.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>

namespace warpscope::app {

ProfilerController::ProfilerController(
    QMainWindow* window, session::SessionInterface* session, session::TaskDocument* task)
    : QObject(window)
    , m_window(window)
    , m_task(task)
    , m_charts(new widgets::ProfilerCharts(window))
    , m_dock(new QDockWidget(tr("Benchmark"), window))
    , m_openAction(new QAction(tr("Open &benchmark results…"), this))
    , m_benchAction(new QAction(tr("Benchmark on &GPU…"), this))
{
    m_dock->setObjectName(QStringLiteral("profilerDock"));
    m_dock->setWidget(m_charts);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide(); // shown when a document is opened
    m_openAction->setObjectName(QStringLiteral("openBenchmarkAction"));
    m_openAction->setToolTip(tr("Show the charts of a `warpscope-cli bench --json` result"));
    connect(m_openAction, &QAction::triggered, this, &ProfilerController::openClicked);
    m_benchAction->setObjectName(QStringLiteral("benchmarkAction"));
    m_benchAction->setToolTip(tr("Time the task's kernel on a CUDA GPU (warm-up, repeats, L2 flushed)"));
    connect(m_benchAction, &QAction::triggered, this, &ProfilerController::benchmarkClicked);
    if (session)
        connect(session, &session::SessionInterface::environmentReady, this, &ProfilerController::environmentReady);
}

void ProfilerController::fillMenu(QMenu* menu)
{
    menu->addSeparator();
    menu->addAction(m_benchAction);
    menu->addAction(m_openAction);
}

void ProfilerController::fillViewMenu(QMenu* menu)
{
    menu->addAction(m_dock->toggleViewAction());
}

bool ProfilerController::open(const QString& path)
{
    QString error;
    const auto doc = readBenchDocument(path, &error);
    if (!doc) {
        m_charts->showMessage(error);
        emit failed(tr("The benchmark result could not be opened"), error);
        return false;
    }
    m_charts->setBenchmark(doc->result, doc->text);
    m_dock->show();
    m_dock->raise();
    emit message(tr("Benchmark results: %1").arg(QFileInfo(path).fileName()));
    return true;
}

void ProfilerController::openClicked()
{
    const QString start = m_task && m_task->isOpen() ? QFileInfo(m_task->taskFile()).path() : QString();
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open benchmark results"), start, tr("Benchmark results (*.json);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

void ProfilerController::environmentReady(const core::EnvironmentInfo& env)
{
    m_devices = int(env.cuda.devices.size());
    m_noDeviceReason = QString::fromStdString(env.cuda.message);
}

void ProfilerController::benchmarkClicked()
{
    if (const QString target = m_runs ? TargetController::targetName(m_runs->backendChoice()) : QString();
        !target.isEmpty())
        return benchmarkOnTarget(target);
    if (m_devices <= 0) {
        const QString why = m_devices < 0 ? tr("the worker has not reported a device yet")
            : m_noDeviceReason.isEmpty()  ? tr("the driver lists none")
                                          : m_noDeviceReason;
        emit failed(tr("No CUDA device"),
            tr("no CUDA device: benchmarks need a GPU; open a `warpscope-cli bench --json` result instead "
               "(Run › Open benchmark results…). Here: %1.")
                .arg(why));
        return;
    }
    // Timing belongs to the CLI for now: one process owns the GPU for the whole A/B run.
    emit failed(tr("Benchmark from the command line"),
        tr("Run `warpscope-cli bench TASK [--baseline TASK2] --metrics --json > result.json` on this machine, then "
           "open result.json with Run › Open benchmark results…."));
}

} // namespace warpscope::app
