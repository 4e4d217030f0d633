// What Run does around a run: the trust asked for a task with a python reference (which runs here or
// on the chosen target), the choice when the worker's time estimate is above the limit (run anyway,
// run a sample of CTAs, cancel), the time left in the progress bar, and the memory cap setting.
#include "app/runcontroller.h"

#include "app/session/appsettings.h"
#include "app/session/sessioninterface.h"
#include "app/session/taskdocument.h"
#include "app/targetcontroller.h"
#include "app/taskcontroller.h"
#include "core/exec/ctasample.h"

#include <QComboBox>
#include <QInputDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>

namespace warpscope::app {

namespace {

QString durationText(double seconds)
{
    if (seconds >= 3600)
        return RunController::tr("about %1 h %2 min left").arg(int(seconds / 3600)).arg(int(seconds / 60) % 60);
    if (seconds >= 60)
        return RunController::tr("about %1 min left").arg(int(seconds / 60 + 0.5));
    return RunController::tr("about %1 s left").arg(int(seconds + 0.5));
}

} // namespace

QString RunController::estimateQuestionText(const QString& why)
{
    // the worker's refusal ends with the CLI's options (--sample-blocks, --yes): the dialog's buttons
    // are the GUI's choices
    return QString::fromStdString(core::estimateWithoutChoice(why.toStdString()));
}

bool RunController::confirmTrust()
{
    return m_trust.confirm(
        m_task->task(), m_task->taskFile(), TargetController::targetName(m_backend->currentData().toString()));
}

void RunController::setTrustQuestion(TrustPolicy::Ask ask)
{
    m_trust = TrustPolicy(m_settings, std::move(ask));
}

void RunController::onNeedsChoice(quint64 generation, const QString& why)
{
    if (generation != m_generation)
        return;
    m_generation = 0;
    setBusy(false);
    const int sample = m_settings->sampleBlocks();
    QMessageBox box(QMessageBox::Question, tr("This run would take long"),
        tr("The emulator measured a few CTAs of this launch first:\n\n%1\n\nRun every CTA anyway, run a sample of %2 "
           "CTAs spread over the grid (only the output elements they write are compared, and the result says so), "
           "or cancel?")
            .arg(estimateQuestionText(why))
            .arg(sample),
        QMessageBox::NoButton, m_window);
    QPushButton* anyway = box.addButton(tr("Run anyway"), QMessageBox::AcceptRole);
    QPushButton* sampled = box.addButton(tr("Run a sample of %1 CTAs").arg(sample), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(sampled);
    box.exec();
    RunChoice choice;
    if (box.clickedButton() == anyway)
        choice.anyway = true;
    else if (box.clickedButton() == sampled)
        choice.sampleBlocks = std::uint64_t(sample);
    else {
        emit message(tr("Not run: the estimate was above the limit"));
        return;
    }
    if (startRun(m_lastExtra, m_pendingBundle, choice))
        emit message(tr("Running %1…").arg(QString::fromStdString(m_task->task().name)));
}

QString RunController::progressText(quint64 done, quint64 total) const
{
    QString text = tr("Running… %p% — %1 of %2 CTAs").arg(done).arg(total);
    const double elapsed = m_runClock.isValid() ? m_runClock.elapsed() / 1000.0 : 0.0;
    // the rate needs a few seconds and some CTAs before it means anything
    if (done > 0 && done < total && elapsed > 2.0)
        text += QStringLiteral(", ") + durationText(elapsed * double(total - done) / double(done));
    return text;
}

void RunController::chooseMemoryCap()
{
    bool ok = false;
    const QString cap = QInputDialog::getText(m_window, tr("Memory cap"),
        tr("Refuse runs whose estimated peak memory is above this (for example 8G or 512M; empty: only the "
           "available memory and the cgroup limit apply):"),
        QLineEdit::Normal, m_settings->memoryCap(), &ok);
    if (!ok)
        return;
    m_settings->setMemoryCap(cap);
    m_taskController->refreshMemoryEstimate();
}

} // namespace warpscope::app
