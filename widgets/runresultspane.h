#pragma once

#include "core/pipeline/implrun.h"
#include "core/pipeline/runresult.h"
#include "widgets/runverdictmodel.h"

#include <QWidget>

#include <memory>

class QLabel;
class QListWidget;
class QModelIndex;
class QTableView;
class QTabWidget;

namespace warpscope::widgets {

class ErrorHistogram;
class ImplementationsView;
class StepTable;
class WorstTable;

/// The Results pane: the run's verdict, a table with one row per seed and output (pass/fail
/// colours, mismatches, NaN/Inf/unwritten counts, largest finite errors, the tolerance that applied), the warnings a
/// reviewer must read even when everything passes, the emulator's findings, a pipeline's steps, and for the selected
/// row the worst-K table and the ULP histogram. A seed whose reference failed is "not compared", never a kernel
/// failure.
class RunResultsPane : public QWidget {
    Q_OBJECT
public:
    /// Logical columns; Tolerance and NonFinite are shown beside the figures they qualify (the header
    /// moves them: NaN / Inf / unwritten before Max abs, Tolerance after Max ULP).
    enum Column {
        Seed = RunVerdictModel::Seed,
        Output = RunVerdictModel::Output,
        Verdict = RunVerdictModel::Verdict,
        Elements = RunVerdictModel::Elements,
        Mismatches = RunVerdictModel::Mismatches,
        MaxAbs = RunVerdictModel::MaxAbs,
        MaxRel = RunVerdictModel::MaxRel,
        MaxUlp = RunVerdictModel::MaxUlp,
        WorstIndex = RunVerdictModel::WorstIndex,
        Tolerance = RunVerdictModel::Tolerance,
        NonFinite = RunVerdictModel::NonFinite,
        ColumnCount = RunVerdictModel::ColumnCount
    };

    explicit RunResultsPane(QWidget* parent = nullptr);

    void setRun(std::shared_ptr<const core::RunResult> run);
    /// A task's implementations side by side: an "Implementations" page beside the run's (null hides it).
    void setImplementations(std::shared_ptr<const core::ImplementationsResult> result);
    ImplementationsView* implementationsView() const { return m_implementations; }
    /// The comparison's verdict line ("" when the task has one implementation).
    QString implementationsVerdictText() const;
    /// The pages: the run's verdicts and, for a task with implementations, the comparison.
    QTabWidget* pages() const { return m_pages; }
    /// Keeps the results on screen, marked as no longer describing the code (a failed run, an edit).
    void setStale(const QString& why);
    void clear();
    /// Selects the table row of seed seedIndex, output outputIndex (and emits outputSelected).
    void selectOutput(int seedIndex, int outputIndex);

    QString verdictText() const;
    /// The hint beside a failed verdict (a possible race, with a Profile link); empty when hidden.
    QString hintText() const;
    QTableView* table() const { return m_table; }
    RunVerdictModel* verdicts() const { return m_model; }
    /// The verdict table's rows, and one of its cells (its text, tooltip and colours are roles of it).
    int rowCount() const;
    QModelIndex cell(int row, int column) const;
    QListWidget* warnings() const { return m_warnings; }
    QListWidget* findings() const { return m_findings; }
    WorstTable* worstTable() const { return m_worst; }
    ErrorHistogram* histogram() const { return m_histogram; }
    StepTable* stepTable() const { return m_steps; }
    /// The warnings (vacuous tolerance, constant reference, ...) the run raised, over all seeds.
    int warningCount() const;

signals:
    void outputSelected(int seedIndex, int outputIndex);
    void elementActivated(qint64 flatIndex);
    /// The reviewer followed the verdict's Profile link: run the analysis (racecheck, memcheck, ...).
    void profileRequested();

private:
    void fillTable();
    void fillWarnings();
    void fillFindings();
    void fillSteps();
    void fillHint();
    void onRowChanged();

    std::shared_ptr<const core::RunResult> m_run;
    QLabel* m_verdict = nullptr;
    QLabel* m_stale = nullptr;
    QLabel* m_hint = nullptr;
    RunVerdictModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QTabWidget* m_tabs = nullptr;
    QListWidget* m_warnings = nullptr;
    QListWidget* m_findings = nullptr;
    StepTable* m_steps = nullptr; ///< a pipeline's steps; its tab is shown only for pipelines
    WorstTable* m_worst = nullptr;
    ErrorHistogram* m_histogram = nullptr;
    QTabWidget* m_pages = nullptr; ///< "Run" and, for a task with implementations, "Implementations"
    ImplementationsView* m_implementations = nullptr;
    QLabel* m_implementationsVerdict = nullptr; ///< the comparison's verdict under the run's, when shown
};

} // namespace warpscope::widgets
