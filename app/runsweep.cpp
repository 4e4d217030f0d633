// Shape sweeps: the task's [sweep] rows (or typed ones) run one after another through the same
// worker request as F5, each into its own bundle folder; the dialog's table fills as they finish.
#include "app/runcontroller.h"

#include "app/bundlefolders.h"

#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "app/taskcontroller.h"
#include "widgets/sweepdialog.h"

#include <QDir>
#include <QMainWindow>

namespace warpscope::app {

namespace {

/// The task's [sweep] rows as the dialog's text: one line per parameter.
QString sweepTextOf(const core::Task& task)
{
    if (task.sweep.empty())
        return {};
    QString text;
    for (const auto& [name, value] : task.sweep.front()) {
        QStringList values;
        for (const core::ParamMap& row : task.sweep) {
            const auto it = row.find(name);
            values << QString::number(it != row.end() ? it->second : value);
        }
        text += QStringLiteral("%1 = %2\n").arg(QString::fromStdString(name), values.join(QStringLiteral(", ")));
    }
    return text;
}

} // namespace

void RunController::showSweep()
{
    if (!m_task->isOpen()) {
        emit failed(tr("No task is open"), tr("Open a task (File › Open task…) before running a sweep."));
        return;
    }
    if (!m_sweep) {
        m_sweep = new widgets::SweepDialog(m_window);
        connect(m_sweep, &widgets::SweepDialog::runRequested, this, &RunController::runSweep);
        connect(m_sweep, &widgets::SweepDialog::stopRequested, this, &RunController::cancel);
        connect(m_sweep, &widgets::SweepDialog::rowActivated, this, &RunController::openSweepRow);
    }
    if (m_sweep->sweepText().trimmed().isEmpty())
        m_sweep->setSweepText(sweepTextOf(m_task->task()));
    m_sweep->show();
    m_sweep->raise();
}

void RunController::runSweep(const QString& text)
{
    if (isRunning()) {
        m_sweep->setMessage(tr("A run is in progress; wait for it or cancel it first."));
        return;
    }
    QString why;
    QList<RunParams::Values> rows;
    if (!RunParams::parseSweep(text, &rows, &why)) {
        m_sweep->setMessage(why);
        return;
    }
    // a row naming a param the task lacks would run the task's own shape under another name
    for (const auto& row : std::as_const(rows))
        if (!RunParams::checkNames(row, taskParamNames(), tr("Sweep"), &why)) {
            m_sweep->setMessage(why);
            return;
        }
    if (m_taskController->sourceModified() && !m_taskController->saveSource())
        return;
    if (!confirmTrust()) {
        m_sweep->setMessage(tr("Not run: the task's Python reference is not trusted"));
        return;
    }
    QStringList labels;
    for (const auto& row : std::as_const(rows))
        labels << RunParams::format(row);
    m_sweep->startRows(labels);
    m_sweep->setMessage({});
    m_sweepRun.start(rows, BundleFolders::sweep(nextBundleFolder()));
    nextSweepRow();
}

void RunController::nextSweepRow()
{
    const int previous = m_sweepRun.row();
    const bool cancelled = m_sweepRun.rows().isEmpty(); // stop() (a cancel) drops the rows not started
    if (!m_sweepRun.next()) {
        if (!m_sweep)
            return;
        m_sweep->setRunning(false);
        // a cancelled sweep is a partial result: the rows that ran keep their figures (the one in flight
        // "stopped (cancelled)"), the ones after it say they did not run
        const int notRun = cancelled
            ? m_sweep->setRowsNotRun(previous + 1, tr("Not run: the sweep was cancelled before this row started."))
            : 0;
        m_sweep->setMessage(cancelled ? tr("Sweep cancelled after row %1 (a partial result); rows not run: %2; bundles "
                                           "are in %3")
                                            .arg(previous + 1)
                                            .arg(notRun)
                                            .arg(m_sweepRun.folder())
                                      : tr("Sweep finished; bundles are in %1").arg(m_sweepRun.folder()));
        return;
    }
    m_sweep->setRunning(true);
    if (!startRun(m_sweepRun.params(), m_sweepRun.bundle())) {
        m_sweepRun.finish();
        m_sweep->setRunning(false);
    }
}

void RunController::sweepRowDone(const session::RunResultPtr& result, const QString& error)
{
    if (!m_sweep)
        return;
    if (!result) {
        // A row that fails to run is reported; the others still run (unless the user cancelled).
        m_sweep->setRowError(m_sweepRun.row(), error);
    } else {
        m_sweep->setRowResult(m_sweepRun.row(), widgets::sweepRowResult(*result));
    }
    // a task with implementations ran them all for this row: each one's figures, the dialog chooses
    if (m_sweepImplementations) {
        QList<widgets::SweepImplementationResult> rows;
        for (const core::ImplementationRun& run : m_sweepImplementations->runs) {
            widgets::SweepImplementationResult r;
            r.name = QString::fromStdString(run.name);
            r.ran = run.ran;
            r.error = QString::fromStdString(run.error.describe());
            if (run.ran)
                r.result = widgets::sweepRowResult(run.run);
            rows << r;
        }
        m_sweep->setRowImplementations(m_sweepRun.row(), rows);
        m_sweepImplementations.reset();
    }
    nextSweepRow(); // after a cancel the rows are cleared and this ends the sweep
}

void RunController::openSweepRow(int row)
{
    if (isRunning()) {
        m_sweep->setMessage(tr("A run is in progress; open the row when it has finished."));
        return;
    }
    openBundle(m_sweepRun.bundleOf(row));
}

void RunController::resetSweep()
{
    if (!m_sweep)
        return;
    m_sweepRun.reset();
    m_sweep->reset(sweepTextOf(m_task->task()));
}

} // namespace warpscope::app
