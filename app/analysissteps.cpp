// A profile's pipeline steps and where its report's lines go: the step chooser, the step's own source
// file, and the editor following the step (or a note saying the lines belong elsewhere).
#include "app/analysiscontroller.h"

#include "app/session/taskdocument.h"
#include "core/task/kernelsources.h"
#include "widgets/stepchooser.h"

#include <QDir>

namespace warpscope::app {

void AnalysisController::listSteps(const session::RunResultPtr& result)
{
    const auto it = result->metrics.find("steps");
    if (it == result->metrics.end() || !it->is_array() || it->size() < 2) {
        m_stepChooser->setSteps({}, -1);
        return;
    }
    QStringList titles;
    int current = 0;
    const std::string shown = result->metrics.value("step", std::string());
    for (const auto& step : *it) {
        const std::string title = step.is_object() ? step.value("title", std::string()) : std::string();
        if (title == shown)
            current = int(titles.size());
        titles << QString::fromStdString(title);
    }
    m_stepChooser->setSteps(titles, current);
}

void AnalysisController::showStep(int index)
{
    if (!m_shownRun)
        return;
    const auto it = m_shownRun->metrics.find("steps");
    if (it == m_shownRun->metrics.end() || !it->is_array() || index < 0 || index >= int(it->size()))
        return;
    auto report = core::analysis::analysisReportFromJson((*it)[std::size_t(index)].value("metrics", nlohmann::json()));
    if (!report) {
        m_stepChooser->setNote(tr("This step's metrics are damaged (%1); profile the task again.")
                                   .arg(QString::fromStdString(report.error().describe())));
        return;
    }
    report->findings = m_shownRun->findings; // every step's findings, each named with its step
    m_report = std::move(*report);
    // line numbers belong to the step's own source file: the editor follows the step
    m_reportSource = stepSource(index);
    if (!m_reportSource.isEmpty() && m_reportSource != m_task->currentSource())
        showProfiledSource(m_reportSource); // the reviewer may keep unsaved edits: then a note
    placeLines();
}

QString AnalysisController::stepSource(int index) const
{
    if (!m_task->isOpen())
        return {};
    const core::Task task = profiledTask();
    const auto steps = core::kernelSteps(task);
    // a PTX source's line numbers are those of the file its line info names, when the task has it
    if (index < 0 || index >= int(steps.size()))
        return m_task->linesFileOf(QString::fromStdString(task.kernel.source));
    return m_task->linesFileOf(QString::fromStdString(steps[std::size_t(index)].kernel.source));
}

void AnalysisController::placeLines()
{
    if (!m_report)
        return;
    const QString shown = m_task->currentSource();
    // two implementations may share a file (cuda@sm_80, cuda@sm_90a): the lines are the profiled one's
    const QString editorImplementation = m_task->currentImplementation();
    const bool otherImplementation = !m_profiledImplementation.isEmpty() && !editorImplementation.isEmpty()
        && editorImplementation != m_profiledImplementation;
    if (otherImplementation) {
        m_stepChooser->setNote(tr("The profile is of implementation %1; the editor shows %2: choose %2 above to "
                                  "profile it.")
                                   .arg(m_profiledImplementation, editorImplementation));
        showReport(false);
        return;
    }
    const bool inEditor = m_reportSource.isEmpty() || QDir::cleanPath(m_reportSource) == QDir::cleanPath(shown);
    if (m_stepChooser->currentStep() < 0)
        m_stepChooser->setNote({});
    else
        m_stepChooser->setNote(inEditor ? QString()
                                        : tr("This step's kernel is in %1, not in %2 in the editor: the line numbers "
                                             "in the hot spots refer to %1.")
                                              .arg(m_reportSource, shown));
    if (!inEditor) {
        showReport(false);
        return;
    }
    // pins only for the findings of kernels in this file; the Findings list keeps every step's
    const session::TaskDocument* document = m_task;
    showReport(true, [document, shown](const core::Finding& f) {
        const std::string source = core::sourceOfKernel(document->task(), f.kernel);
        return source.empty()
            || QDir::cleanPath(document->linesFileOf(QString::fromStdString(source))) == QDir::cleanPath(shown);
    });
}

void AnalysisController::editorSourceSwitched(const QString& source)
{
    if (!m_report || !m_shownRun)
        return;
    if (m_stepChooser->currentStep() >= 0 && QDir::cleanPath(source) != QDir::cleanPath(m_reportSource)) {
        const auto steps = core::kernelSteps(profiledTask());
        for (int i = 0; i < int(steps.size()); ++i)
            if (QDir::cleanPath(QString::fromStdString(steps[std::size_t(i)].kernel.source))
                == QDir::cleanPath(source)) {
                m_stepChooser->setCurrentStep(i);
                showStep(i); // the profile of the first step whose kernel is in the file now shown
                return;
            }
    }
    placeLines();
}

} // namespace warpscope::app
