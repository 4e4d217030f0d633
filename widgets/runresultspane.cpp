#include "widgets/runresultspane.h"

#include "core/common/demangle.h"
#include "widgets/enginemessages.h"
#include "widgets/errorhistogram.h"
#include "widgets/implementationsview.h"
#include "widgets/runtext.h"
#include "widgets/runverdictmodel.h"
#include "widgets/steptable.h"
#include "widgets/worsttable.h"

#include <QHeaderView>

#include <QLabel>
#include <QListWidget>
#include <QSet>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace warpscope::widgets {

RunResultsPane::RunResultsPane(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("runResultsPane"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("runVerdict"));
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setWordWrap(true);
    layout->addWidget(m_verdict);
    m_stale = new QLabel(this);
    m_stale->setObjectName(QStringLiteral("runStale"));
    m_stale->setWordWrap(true);
    m_stale->setStyleSheet(QStringLiteral("color: #8a5a00;"));
    m_stale->hide();
    layout->addWidget(m_stale);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("runHint"));
    m_hint->setTextFormat(Qt::RichText);
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_hint->setStyleSheet(QStringLiteral("color: #5a3d00; background: #fff4d6; padding: 3px;"));
    m_hint->hide();
    connect(m_hint, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link == QLatin1String("profile"))
            emit profileRequested();
    });
    layout->addWidget(m_hint);
    m_implementationsVerdict = new QLabel(this);
    m_implementationsVerdict->setObjectName(QStringLiteral("implementationsVerdict"));
    m_implementationsVerdict->setTextFormat(Qt::RichText);
    m_implementationsVerdict->setWordWrap(true);
    m_implementationsVerdict->hide();
    layout->addWidget(m_implementationsVerdict);

    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* left = new QSplitter(Qt::Vertical, split);
    m_model = new RunVerdictModel(this);
    m_table = new QTableView(left);
    m_table->setObjectName(QStringLiteral("runVerdictTable"));
    m_table->setModel(m_model);
    // the counts no finite maximum describes sit before the maxima; the rule that judged them after
    m_table->horizontalHeader()->moveSection(
        m_table->horizontalHeader()->visualIndex(NonFinite), m_table->horizontalHeader()->visualIndex(MaxAbs));
    m_table->horizontalHeader()->moveSection(
        m_table->horizontalHeader()->visualIndex(Tolerance), m_table->horizontalHeader()->visualIndex(WorstIndex));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunResultsPane::onRowChanged);
    m_tabs = new QTabWidget(left);
    m_tabs->setObjectName(QStringLiteral("runDetailTabs"));
    m_warnings = new QListWidget(m_tabs);
    m_warnings->setObjectName(QStringLiteral("runWarnings"));
    m_warnings->setWordWrap(true);
    m_findings = new QListWidget(m_tabs);
    m_findings->setObjectName(QStringLiteral("runFindings"));
    m_findings->setWordWrap(true);
    m_tabs->addTab(m_warnings, tr("Warnings"));
    m_tabs->addTab(m_findings, tr("Findings"));
    m_steps = new StepTable(m_tabs);
    m_steps->hide(); // a page only while a pipeline's run is shown (fillSteps adds it)

    auto* right = new QTabWidget(split);
    m_worst = new WorstTable(right);
    m_histogram = new ErrorHistogram(right);
    right->addTab(m_worst, tr("Worst elements"));
    right->addTab(m_histogram, tr("ULP histogram"));
    connect(m_worst, &WorstTable::elementActivated, this, &RunResultsPane::elementActivated);
    // the verdict table has eleven columns (tolerance and NaN counts included): it gets the larger share
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("runPages"));
    m_pages->setTabBarAutoHide(true); // one page: no tab bar
    m_pages->addTab(split, tr("Run"));
    m_implementations = new ImplementationsView(m_pages);
    m_implementations->hide(); // a page only while a task with implementations is shown
    layout->addWidget(m_pages, 1);
    clear();
}

void RunResultsPane::clear()
{
    m_run.reset();
    m_model->clear();
    m_warnings->clear();
    m_findings->clear();
    m_steps->clear();
    if (const int i = m_tabs->indexOf(m_steps); i >= 0)
        m_tabs->removeTab(i);
    m_steps->hide();
    m_worst->clearElements();
    m_histogram->clearHistogram();
    m_stale->hide();
    m_hint->clear();
    m_hint->hide();
    m_verdict->setText(tr("No run yet. Press F5 to run the task and compare its outputs with the reference."));
}

void RunResultsPane::setRun(std::shared_ptr<const core::RunResult> run)
{
    m_run = std::move(run);
    m_stale->hide();
    if (!m_run) {
        clear();
        return;
    }
    const auto& r = *m_run;
    QString params;
    for (const auto& [name, value] : r.params)
        params += QStringLiteral("%1=%2 ").arg(QString::fromStdString(name)).arg(value);
    // a launch that stopped early is not a verdict: the header says "stopped" and why, never FAILED
    // above rows that look like passes
    const core::RunResult::Stop stop = r.stop();
    const auto refFailed = std::find_if(
        r.seeds.begin(), r.seeds.end(), [](const core::SeedResult& s) { return !s.referenceError.empty(); });
    QString verdict = stop.stopped
        ? tr("<b style='color:#b35900'>STOPPED (%1)</b>").arg(EngineMessages::kindLabel(stop.reason).toHtmlEscaped())
        : refFailed != r.seeds.end() ? tr("<b style='color:#7a4fa0'>REFERENCE FAILED</b>")
        : r.passed                   ? tr("<b style='color:#1a7f1a'>PASSED</b>")
                                     : tr("<b style='color:#c00000'>FAILED</b>");
    // the reference's failure is named first: the kernel was not judged where it failed
    if (!stop.stopped && refFailed != r.seeds.end())
        verdict += tr(" — seed %1: %2")
                       .arg(refFailed->seed)
                       .arg(QString::fromStdString(refFailed->referenceError).toHtmlEscaped());
    // a cancelled run is a partial result: how far it got, and that only what ran was compared
    if (static_cast<int>(r.seeds.size()) < r.record.seedCount)
        verdict += tr(" — partial: %1 of %2 seeds ran").arg(r.seeds.size()).arg(r.record.seedCount);
    for (const auto& s : r.seeds)
        if (s.partial)
            verdict += tr(" — seed %1 stopped after %2 of %3 CTAs; only the elements written by then were compared")
                           .arg(s.seed)
                           .arg(s.ctasDone)
                           .arg(s.ctasTotal);
    if (r.sample)
        verdict += tr(" — sampled: %1 of %2 CTAs ran, only the elements they wrote were compared")
                       .arg(r.sample->ctas)
                       .arg(r.sample->gridCtas);
    QString backend = QString::fromStdString(r.backendDescription);
    // a run on a remote target says where it was measured (issue 18): the target and the far host
    if (const auto t = r.environment.find("target"); t != r.environment.end() && t->is_object())
        backend = tr("%1 of %2 (host %3)")
                      .arg(backend, QString::fromStdString(t->value("name", std::string())),
                          QString::fromStdString(t->value("remote_host", std::string())))
                      .toHtmlEscaped();
    m_verdict->setText(tr("%1 — %2 on %3, %n seed(s), %4 reference; params %5", nullptr, int(r.seeds.size()))
                           .arg(verdict, QString::fromStdString(r.taskName), backend,
                               QString::fromStdString(r.referenceKind), params.trimmed()));
    fillHint();
    fillTable();
    fillWarnings();
    fillFindings();
    fillSteps();
    if (m_findings->count() > 0 && m_warnings->count() == 0)
        m_tabs->setCurrentWidget(m_findings);
    // Open on the first failing row: that is what the reviewer came for.
    if (const int first = m_model->firstFailingRow(); first >= 0)
        m_table->selectRow(first);
}

void RunResultsPane::fillTable()
{
    m_model->setRun(m_run);
    m_table->resizeColumnsToContents();
}

void RunResultsPane::fillWarnings()
{
    m_warnings->clear();
    QSet<QString> seen;
    auto add = [&](const core::CompareWarning& w) {
        const QString text = RunText::warning(w);
        if (!seen.contains(text)) {
            seen.insert(text);
            m_warnings->addItem(text);
        }
    };
    for (const auto& w : m_run->warnings)
        add(w);
    for (const auto& seed : m_run->seeds) {
        for (const auto& w : seed.warnings)
            add(w);
        for (const auto& out : seed.outputs)
            for (const auto& w : out.stats.warnings)
                add(w);
    }
    m_tabs->setTabText(0, tr("Warnings (%1)").arg(m_warnings->count()));
}

void RunResultsPane::fillHint()
{
    m_hint->clear();
    m_hint->hide();
    for (const core::RunHint& h : m_run->hints) {
        if (h.kind != "possible_race")
            continue;
        // the core's reason, translated from its message id (English in a bundle without ids)
        m_hint->setText(tr("<b>Hint:</b> %1. <a href=\"profile\">Profile</a> runs the first seed on the emulator "
                           "with the race, memory and barrier checks.")
                            .arg(EngineMessages::text(h.messageParts, h.message).toHtmlEscaped()));
        m_hint->show();
        return;
    }
}

QString RunResultsPane::hintText() const
{
    return m_hint->isHidden() ? QString() : m_hint->text();
}

void RunResultsPane::fillFindings()
{
    m_findings->clear();
    for (const core::Finding& f : m_run->findings) {
        QString where;
        if (f.sourceLine > 0)
            where = tr("line %1: ").arg(f.sourceLine);
        m_findings->addItem(QStringLiteral("[%1] %2%3")
                                .arg(QString::fromLatin1(core::findingKindName(f.kind)), where,
                                    // bundles written before names were demangled still carry the lowered ones
                                    QString::fromStdString(core::demangleWithin(f.message))));
    }
    m_tabs->setTabText(1, tr("Findings (%1)").arg(m_findings->count()));
}

void RunResultsPane::fillSteps()
{
    m_steps->setRun(*m_run);
    const int i = m_tabs->indexOf(m_steps);
    if (m_steps->rowCount() == 0) {
        if (i >= 0)
            m_tabs->removeTab(i);
        m_steps->hide(); // removeTab leaves the page as a visible child of the tab widget
        return;
    }
    if (i < 0)
        m_tabs->addTab(m_steps, QString());
    m_tabs->setTabText(m_tabs->indexOf(m_steps), tr("Steps (%1)").arg(m_steps->rowCount()));
}

void RunResultsPane::setImplementations(std::shared_ptr<const core::ImplementationsResult> result)
{
    const int i = m_pages->indexOf(m_implementations);
    if (!result) {
        if (i >= 0)
            m_pages->removeTab(i);
        m_implementations->hide();
        m_implementations->setImplementations(nullptr);
        m_implementationsVerdict->clear();
        m_implementationsVerdict->hide();
        return;
    }
    int differ = 0;
    for (const core::ImplementationDiff& d : result->differences)
        differ += d.status == core::DiffStatus::Differs ? 1 : 0;
    // the run above is the first implementation's; the comparison has its own verdict
    m_implementationsVerdict->setText((result->passed ? tr("<b style='color:#1a7f1a'>Implementations agree</b>")
                                                      : tr("<b style='color:#b00020'>Implementations: FAILED</b>"))
        + QStringLiteral(" — ")
        + (result->hasReference ? tr("the run above is %1's; each implementation was checked against the reference")
                                      .arg(QString::fromStdString(result->runs.front().name).toHtmlEscaped())
                                : tr("no reference: the implementations are judged against each other"))
        + QStringLiteral("; ")
        + tr("%1 of %2 comparisons between implementations differ beyond the tolerance (Implementations page).")
              .arg(differ)
              .arg(result->differences.size()));
    m_implementationsVerdict->show();
    const QString title = tr("Implementations (%1)").arg(result->runs.size());
    m_implementations->setImplementations(std::move(result));
    if (i < 0)
        m_pages->addTab(m_implementations, title);
    else
        m_pages->setTabText(i, title);
}

QString RunResultsPane::implementationsVerdictText() const
{
    return m_implementationsVerdict->text();
}

int RunResultsPane::warningCount() const
{
    return m_run ? m_warnings->count() : 0;
}

void RunResultsPane::setStale(const QString& why)
{
    if (!m_run)
        return;
    m_stale->setText(tr("Stale: %1").arg(why));
    m_stale->show();
}

QString RunResultsPane::verdictText() const
{
    return m_verdict->text();
}

void RunResultsPane::selectOutput(int seedIndex, int outputIndex)
{
    if (const int row = m_model->rowOf(seedIndex, outputIndex); row >= 0)
        m_table->selectRow(row);
}

void RunResultsPane::onRowChanged()
{
    const auto rows = m_table->selectionModel()->selectedRows();
    if (!m_run || rows.isEmpty())
        return;
    const int s = rows.first().data(RunVerdictModel::SeedRole).toInt();
    const int o = rows.first().data(RunVerdictModel::OutputRole).toInt();
    const core::OutputStats& stats = m_run->seeds[std::size_t(s)].outputs[std::size_t(o)].stats;
    m_worst->setStats(stats);
    m_histogram->setStats(stats);
    emit outputSelected(s, o);
}

int RunResultsPane::rowCount() const
{
    return m_model->rowCount();
}

QModelIndex RunResultsPane::cell(int row, int column) const
{
    return m_model->index(row, column);
}

} // namespace warpscope::widgets
