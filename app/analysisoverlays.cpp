// A profile's report laid over the code: metric cells beside the lines, findings pinned on them, and
// the Findings dock.
#include "app/analysisoverlays.h"

#include "app/findingpins.h"
#include "app/sasslinemetrics.h"
#include "widgets/asmview.h"
#include "widgets/findingslist.h"
#include "widgets/sourceeditor.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace warpscope::app {

AnalysisOverlays::AnalysisOverlays(QMainWindow* window, widgets::SourceEditor* editor, QObject* parent)
    : QObject(parent)
    , m_window(window)
    , m_editor(editor)
{
    m_findings = new widgets::FindingsList(m_window);
    m_findingsDock = new QDockWidget(tr("Findings"), m_window);
    m_findingsDock->setObjectName(QStringLiteral("findingsDock"));
    m_findingsDock->setWidget(m_findings);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);
    m_findingsDock->hide(); // shown by the first profile or the Profile step
    connect(m_findings, &widgets::FindingsList::lineActivated, this, [this](int line, const QString& kernel) {
        if (!kernel.isEmpty())
            emit kernelSourceRequested(kernel);
        emit sourceLineRequested(line, LineOrigin::Findings);
    });

    m_metricGroup = new QActionGroup(this);
    for (int i = 0; i < kLineMetricCount; ++i) {
        const auto metric = static_cast<LineMetric>(i);
        auto* action = new QAction(lineMetricTitle(metric), m_metricGroup);
        action->setCheckable(true);
        action->setChecked(metric == m_metric);
        action->setData(i);
        action->setToolTip(tr("Show %1 beside the source and PTX lines").arg(lineMetricNsightName(metric)));
        connect(action, &QAction::triggered, this, [this, metric] { setMetric(metric); });
    }

    // The cells describe the text that was profiled: an edit makes them history, not a wrong answer.
    connect(m_editor, &QsciScintilla::textChanged, this, [this] {
        if (!m_report)
            return;
        m_stale = true;
        m_editor->setLineMetricsStale(true);
        if (widgets::AsmView* ptx = ptxView())
            ptx->setLineMetricsStale(true);
    });
}

void AnalysisOverlays::fillViewMenu(QMenu* menu)
{
    QMenu* sub = menu->addMenu(tr("Line &metric"));
    sub->setObjectName(QStringLiteral("lineMetricMenu"));
    sub->addActions(m_metricGroup->actions());
}

void AnalysisOverlays::setMetric(LineMetric metric)
{
    m_metric = metric;
    for (QAction* a : m_metricGroup->actions())
        a->setChecked(a->data().toInt() == int(metric));
    applyMetric();
}

void AnalysisOverlays::show(
    const core::analysis::AnalysisReport& report, const std::function<bool(const core::Finding&)>& pinHere)
{
    m_report = report;
    m_stale = false;
    m_baseline.clear(); // another report: the controller pairs its lines again
    applyMetric();
    std::vector<core::Finding> pinned;
    for (const auto& f : report.findings)
        if (!pinHere || pinHere(f))
            pinned.push_back(f);
    m_editor->setFindingPins(findingPins(pinned));
    m_findings->setFindings(report.findings);
}

void AnalysisOverlays::setBaseline(const std::vector<core::LineDelta>& deltas, const QString& baselineName)
{
    m_baseline = deltas;
    m_baselineName = baselineName;
    applyMetric();
}

void AnalysisOverlays::clearBaseline()
{
    if (m_baseline.empty())
        return; // every profile without a baseline clears it: the cells shown are already without deltas
    m_baseline.clear();
    applyMetric();
}

void AnalysisOverlays::clear(const QString& why)
{
    m_report.reset();
    m_baseline.clear();
    m_stale = false;
    m_editor->clearLineMetrics();
    m_editor->clearFindingPins();
    if (widgets::AsmView* ptx = ptxView())
        ptx->clearLineMetrics();
    if (widgets::AsmView* sass = sassView())
        sass->clearLineMetrics();
    m_findings->showMessage(why);
}

widgets::AsmView* AnalysisOverlays::ptxView() const
{
    // The Compile step's controller owns the PTX view; it is found by name so the two controllers
    // stay independent (and the analysis works in a window without the Compile step).
    return m_window->findChild<widgets::AsmView*>(QStringLiteral("ptxView"));
}

widgets::AsmView* AnalysisOverlays::sassView() const
{
    return m_window->findChild<widgets::AsmView*>(QStringLiteral("sassView"));
}

void AnalysisOverlays::setSass(const std::vector<core::PtxSassEntry>& ptxSass, const QString& sass)
{
    m_ptxSass = ptxSass;
    m_sassLines = sass.split(QLatin1Char('\n'));
    if (widgets::AsmView* view = sassView(); view && !m_report)
        view->clearLineMetrics();
    applyMetric();
}

void AnalysisOverlays::applyMetric()
{
    if (!m_report)
        return;
    m_editor->setLineMetrics(m_baseline.empty()
            ? sourceLineCells(*m_report, m_metric)
            : withBaseline(sourceLineCells(*m_report, m_metric), m_baseline, m_metric, m_baselineName));
    m_editor->setLineMetricsStale(m_stale);
    if (widgets::AsmView* ptx = ptxView()) {
        ptx->setLineMetrics(ptxLineCells(*m_report, m_metric));
        ptx->setLineMetricsStale(m_stale);
    }
    if (widgets::AsmView* sass = sassView()) {
        sass->setLineMetrics(sassLineCells(*m_report, m_metric, m_ptxSass, m_sassLines));
        sass->setLineMetricsStale(m_stale);
    }
}

} // namespace warpscope::app
