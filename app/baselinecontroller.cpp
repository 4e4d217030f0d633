// Pin as baseline / Clear baseline, and the comparisons with the pinned baseline on every view.
#include "app/baselinecontroller.h"

#include "app/analysiscontroller.h"
#include "app/analysisoverlays.h"
#include "app/rooflinecontroller.h"
#include "app/runcontroller.h"
#include "app/session/taskdocument.h"
#include "core/analysis/linealignment.h"
#include "core/common/demangle.h"
#include "core/pipeline/baselinecompare.h"
#include "widgets/baselineverdicttable.h"
#include "widgets/heatmapview.h"
#include "widgets/hotspottable.h"
#include "widgets/memorychart.h"
#include "widgets/occupancywidget.h"
#include "widgets/runresultspane.h"
#include "widgets/warpaccessview.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

namespace warpscope::app {

BaselineController::BaselineController(
    QMainWindow* window, session::TaskDocument* task, RunController* run, AnalysisController* analysis)
    : QObject(window)
    , m_window(window)
    , m_task(task)
    , m_run(run)
    , m_analysis(analysis)
    , m_storeFile(defaultBaselineFile())
{
    createViews();
    m_pinAction = new QAction(tr("Pin as &baseline"), this);
    m_pinAction->setObjectName(QStringLiteral("pinBaselineAction"));
    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_pinAction->setToolTip(tr("Keep the run and the profile on screen as the baseline: later runs and profiles, "
                               "of this task or another, are shown with their change against it (Ctrl+Shift+B)"));
    connect(m_pinAction, &QAction::triggered, this, &BaselineController::pin);
    m_clearAction = new QAction(tr("C&lear baseline"), this);
    m_clearAction->setObjectName(QStringLiteral("clearBaselineAction"));
    connect(m_clearAction, &QAction::triggered, this, &BaselineController::clear);
    m_verdicts->addActionButton(m_pinAction);
    m_verdicts->addActionButton(m_clearAction);

    connect(m_run, &RunController::runShown, this, [this](const session::RunResultPtr& shown) {
        if (shown && shown->metrics.is_object() && !shown->metrics.empty()) {
            m_profileRun = shown;
            m_profileBundle = m_run->currentBundle();
        }
        applyVerdicts();
        applyHeatmap();
        updateActions();
    });
    connect(m_analysis, &AnalysisController::profiledRun, this,
        [this](const session::RunResultPtr& profiled, const QString& bundle) {
            m_profileRun = profiled;
            m_profileBundle = bundle;
            updateActions();
        });
    connect(m_analysis, &AnalysisController::reportShown, this, &BaselineController::applyAnalysis);
    connect(m_run->resultsPane(), &widgets::RunResultsPane::outputSelected, this, &BaselineController::applyHeatmap);
    // zoom and pan go both ways; setViewRange does not announce, so the two cannot echo
    connect(m_run->heatmap(), &widgets::HeatmapView::viewRangeChanged, m_heatmap, &widgets::HeatmapView::setViewRange);
    connect(m_heatmap, &widgets::HeatmapView::viewRangeChanged, m_run->heatmap(), &widgets::HeatmapView::setViewRange);
    updateActions();
    QTimer::singleShot(0, this, &BaselineController::restore);
}

void BaselineController::taskOpened()
{
    // the Run and Profile panes were emptied: the comparisons wait for the new task's results
    m_profileRun.reset();
    m_profileBundle.clear();
    updateActions();
    applyVerdicts();
    applyHeatmap();
}

void BaselineController::createViews()
{
    m_verdicts = new widgets::BaselineVerdictTable;
    m_run->resultsPane()->pages()->addTab(m_verdicts, tr("Baseline"));
    // beside the current heatmap, inside its dock (RunController::setHeatmapCompanion) once a baseline
    // has one: a dock of its own would be a third column at the bottom, too wide for 1280 px
    m_heatmapPane = new QWidget(m_window);
    m_heatmapPane->setObjectName(QStringLiteral("baselineHeatmapPane"));
    auto* layout = new QVBoxLayout(m_heatmapPane);
    layout->setContentsMargins(0, 0, 0, 0);
    m_heatmapHeading = new QLabel(m_heatmapPane);
    m_heatmapHeading->setObjectName(QStringLiteral("baselineHeatmapHeading"));
    m_heatmapHeading->setWordWrap(true);
    m_heatmapHeading->setStyleSheet(QStringLiteral("QLabel { background: #e8eef8; padding: 2px; }"));
    m_heatmap = new widgets::HeatmapView(m_heatmapPane);
    m_heatmap->setObjectName(QStringLiteral("baselineHeatmapView"));
    layout->addWidget(m_heatmapHeading);
    layout->addWidget(m_heatmap, 1);
    m_heatmapPane->hide();
    m_statusLabel = new QLabel(m_window);
    m_statusLabel->setObjectName(QStringLiteral("baselineStatus"));
    m_window->statusBar()->addPermanentWidget(m_statusLabel);
}

void BaselineController::fillMenu(QMenu* menu)
{
    menu->addSeparator();
    menu->addAction(m_pinAction);
    menu->addAction(m_clearAction);
}

void BaselineController::updateActions()
{
    const bool onScreen = m_task->isOpen() && (m_run->currentRun() || m_profileRun);
    m_pinAction->setEnabled(onScreen);
    m_clearAction->setEnabled(m_baseline.has_value() || m_loading != 0);
    m_statusLabel->setVisible(m_baseline.has_value());
    if (m_baseline)
        m_statusLabel->setText(tr("Baseline: %1").arg(baselineName()));
}

QString BaselineController::baselineName() const
{
    if (!m_baseline)
        return QString();
    const QString task = m_baseline->record.taskName;
    return m_baseline->record.pinnedAt.isValid()
        ? tr("%1 (pinned %2)").arg(task, m_baseline->record.pinnedAt.toString(QStringLiteral("HH:mm")))
        : task;
}

QString BaselineController::currentSourceText() const
{
    if (!m_task->isOpen())
        return QString();
    const QString source = m_task->linesFileOf(QString::fromStdString(m_task->task().kernel.source));
    QFile file(QDir(m_task->taskDir()).filePath(source));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void BaselineController::pin()
{
    const session::RunResultPtr run = m_run->currentRun();
    if (!m_task->isOpen() || (!run && !m_profileRun)) {
        emit failed(tr("Nothing to pin"),
            tr("Run (F5) or profile (Ctrl+F5) the task first: the baseline is a run or "
               "a profile on screen."));
        return;
    }
    BaselineRecord record;
    record.runBundle = run ? m_run->currentBundle() : QString();
    record.profileBundle = m_profileRun ? m_profileBundle : QString();
    record.taskName = QString::fromStdString(m_task->task().name);
    record.taskFile = m_task->taskFile();
    record.sourceText = currentSourceText();
    record.pinnedAt = QDateTime::currentDateTime();
    QString why;
    if (!saveBaselineRecord(record, m_storeFile, &why))
        emit failed(tr("The baseline is pinned for this session only"), why);
    load(record);
    emit message(
        tr("Pinned %1 as the baseline: runs and profiles from now on are compared with it").arg(record.taskName));
}

void BaselineController::clear()
{
    ++m_generation; // a read in flight is dropped
    m_loading = 0;
    m_baseline.reset();
    QFile::remove(m_storeFile);
    takeOff();
    updateActions();
    emit baselineChanged(false);
    emit message(tr("Baseline cleared"));
}

void BaselineController::restore()
{
    QString why;
    const auto record = loadBaselineRecord(m_storeFile, &why);
    if (record) {
        load(*record);
        return;
    }
    if (!why.isEmpty()) {
        QFile::remove(m_storeFile);
        emit failed(tr("The baseline was cleared"), why);
    }
}

void BaselineController::load(const BaselineRecord& record)
{
    const quint64 generation = ++m_generation;
    m_loading = generation;
    updateActions();
    QPointer<BaselineController> self(this);
    QThread* reader = QThread::create([self, record, generation] {
        LoadedBaseline result = readBaseline(record);
        QMetaObject::invokeMethod(
            self,
            [self, generation, result] {
                if (self)
                    self->loaded(generation, result);
            },
            Qt::QueuedConnection);
    });
    connect(reader, &QThread::finished, reader, &QObject::deleteLater);
    reader->start();
}

void BaselineController::loaded(quint64 generation, const LoadedBaseline& result)
{
    if (generation != m_generation)
        return; // cleared or pinned again meanwhile
    m_loading = 0;
    if (!result.error.isEmpty()) {
        // a vanished or damaged bundle: say so once and forget the baseline, rather than compare with nothing
        m_baseline.reset();
        QFile::remove(m_storeFile);
        takeOff();
        updateActions();
        emit baselineChanged(false);
        emit failed(tr("The baseline was cleared"), result.error);
        return;
    }
    m_baseline = result;
    updateActions();
    apply();
    emit baselineChanged(true);
}

void BaselineController::apply()
{
    applyVerdicts();
    applyHeatmap();
    applyAnalysis();
    applyOccupancy();
}

void BaselineController::setOccupancyWidget(widgets::OccupancyWidget* occupancy)
{
    m_occupancy = occupancy;
    applyOccupancy();
}

void BaselineController::applyOccupancy()
{
    if (!m_occupancy)
        return;
    if (m_baseline && m_baseline->occupancy)
        m_occupancy->setBaseline(*m_baseline->occupancy, baselineName());
    else
        m_occupancy->clearBaseline();
}

void BaselineController::applyVerdicts()
{
    if (!m_baseline || !m_baseline->run) {
        takeOff();
        return;
    }
    const session::RunResultPtr current = m_run->currentRun();
    if (!current) {
        m_verdicts->showMessage(
            tr("Baseline: %1. Run a task (F5) to compare its verdicts with it.").arg(baselineName()));
        return;
    }
    const auto& base = *m_baseline->run;
    QString heading = tr("Baseline: %1, %n seed(s)", nullptr, int(base.seeds.size())).arg(baselineName());
    heading += QStringLiteral(" — ")
        + tr("now: %1, %n seed(s)", nullptr, int(current->seeds.size())).arg(QString::fromStdString(current->taskName));
    if (QDir::cleanPath(m_run->currentBundle()) == QDir::cleanPath(m_baseline->record.runBundle))
        heading += QStringLiteral(". ") + tr("The run on screen is the baseline itself.");
    m_verdicts->setComparison(heading, core::compareVerdicts(base, *current));
}

void BaselineController::applyHeatmap()
{
    const session::RunResultPtr current = m_run->currentRun();
    if (!m_baseline || !m_baseline->run || !current) {
        m_heatmap->clear(tr("No baseline heatmap: pin a run as the baseline and run a task."));
        return;
    }
    // the output of the same name as the one on the current heatmap, of the baseline's first seed
    const int seed = std::max(0, m_run->heatmap()->seedIndex());
    const int output = m_run->heatmap()->outputIndex();
    std::string name;
    if (seed < int(current->seeds.size()) && output >= 0 && output < int(current->seeds[seed].outputs.size()))
        name = current->seeds[seed].outputs[output].stats.name;
    const auto& base = *m_baseline->run;
    int baseOutput = -1;
    if (!base.seeds.empty())
        for (int i = 0; i < int(base.seeds[0].outputs.size()); ++i)
            if (base.seeds[0].outputs[i].stats.name == name || (name.empty() && i == 0))
                baseOutput = i;
    if (baseOutput < 0) {
        m_heatmap->clear(tr("The baseline has no output named %1.").arg(QString::fromStdString(name)));
        return;
    }
    m_heatmap->setMode(m_run->heatmap()->mode());
    m_heatmap->setOutput(m_baseline->run, 0, baseOutput);
    m_heatmapHeading->setText(tr("Baseline heatmap: %1").arg(baselineName()));
    if (m_heatmapPane->isHidden())
        m_run->setHeatmapCompanion(m_heatmapPane);
    // a map shown whole stays whole (the two may differ in size); a zoomed one is matched
    if (m_run->heatmap()->isZoomed())
        m_heatmap->setViewRange(m_run->heatmap()->viewRange());
}

void BaselineController::applyAnalysis()
{
    const auto& report = m_analysis->report();
    if (!m_baseline || !m_baseline->report || !report) {
        m_analysis->hotspotTable()->clearBaseline();
        m_analysis->overlays()->clearBaseline();
        m_analysis->memoryChart()->clearBaseline();
        m_analysis->rooflineController()->setBaseline(std::nullopt, QString());
        m_analysis->warpAccessView()->clearBaseline();
        return;
    }
    const auto& base = *m_baseline->report;
    const auto alignment = core::analysis::alignSourceLines(
        core::analysis::splitSourceLines(m_baseline->record.sourceText.toStdString()),
        core::analysis::splitSourceLines(currentSourceText().toStdString()));
    const auto lines = core::compareLines(base, *report, alignment);
    const QString name = baselineName();
    m_analysis->hotspotTable()->setBaseline(lines, name);
    m_analysis->overlays()->setBaseline(lines, name);
    m_analysis->memoryChart()->setBaseline(core::compareTotals(base, *report), name);
    m_analysis->rooflineController()->setBaseline(base, QString::fromStdString(core::shortDemangledName(base.kernel)));
    m_analysis->warpAccessView()->setBaseline(core::compareInstructions(base, *report, alignment), name);
}

void BaselineController::takeOff()
{
    m_verdicts->showMessage(
        tr("No baseline: pin a run or a profile (Run › Pin as baseline) to compare others with it."));
    m_heatmap->clear(tr("No baseline heatmap: pin a run as the baseline and run a task."));
    m_run->setHeatmapCompanion(nullptr);
    m_analysis->hotspotTable()->clearBaseline();
    m_analysis->overlays()->clearBaseline();
    m_analysis->memoryChart()->clearBaseline();
    m_analysis->rooflineController()->setBaseline(std::nullopt, QString());
    m_analysis->warpAccessView()->clearBaseline();
    if (m_occupancy)
        m_occupancy->clearBaseline();
}

} // namespace warpscope::app
