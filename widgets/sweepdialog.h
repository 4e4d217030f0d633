#pragma once

#include "core/pipeline/runresult.h"
#include "widgets/sweeprowsmodel.h"

#include <QDialog>
#include <QList>
#include <QMap>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace warpscope::widgets {

/// One finished sweep row as the dialog shows it. Mismatches are counted as the Results table counts
/// them: the most of any one seed and output (summed over seeds, 3 seeds read three times worse).
struct SweepRowResult {
    bool passed = false;
    QString stopped; ///< "budget: …" when a launch did not complete (no verdict), else empty
    qint64 mismatches = 0; ///< the most of one seed and output
    qint64 mismatchSeed = 0; ///< the seed of that row
    QString mismatchOutput; ///< the output of that row
    qint64 mismatchesAllSeeds = 0; ///< summed over seeds and outputs, for the tooltip
    quint64 maxUlp = 0;
    double maxAbs = 0.0;
    qint64 nonFinite = 0; ///< NaN, Inf and unwritten elements in the worst seed and output
    QString nonFiniteText; ///< those elements in words ("165 NaN, 3 unwritten"), as the verdict table writes them
    QString tolerance; ///< the rule that applied, per output when there are several ("y: atol 1e-05, rtol ...")
    QString toleranceTip; ///< where it came from: the task's [tolerance] or the dtype's default
    int findings = 0;
};

/// A finished run as a sweep row: its verdict, the worst seed and output's mismatches and NaN/Inf/unwritten
/// counts, the largest finite errors, each output's tolerance and the findings.
SweepRowResult sweepRowResult(const core::RunResult& result);

/// One implementation's figures in a sweep row of a task with several implementations.
struct SweepImplementationResult {
    QString name;
    bool ran = false;
    QString error; ///< why it did not run (a compile error, a bad launch)
    SweepRowResult result;
};

/// The shape sweep: the params to try (the task's [sweep] rows, or typed in as "N = 1, 31, 33, 1000"),
/// and a table filled row by row as the runs finish. A dumb view: the run controller runs the rows.
class SweepDialog : public QDialog {
    Q_OBJECT
public:
    /// The columns of SweepRowsModel.
    using Column = SweepRowsModel::Column;
    static constexpr Column Params = SweepRowsModel::Params;
    static constexpr Column Verdict = SweepRowsModel::Verdict;
    static constexpr Column Mismatches = SweepRowsModel::Mismatches;
    static constexpr Column NonFinite = SweepRowsModel::NonFinite;
    static constexpr Column MaxAbs = SweepRowsModel::MaxAbs;
    static constexpr Column MaxUlp = SweepRowsModel::MaxUlp;
    static constexpr Column Tolerance = SweepRowsModel::Tolerance;
    static constexpr Column Findings = SweepRowsModel::Findings;
    static constexpr Column ColumnCount = SweepRowsModel::ColumnCount;

    explicit SweepDialog(QWidget* parent = nullptr);

    void setSweepText(const QString& text);
    QString sweepText() const;
    /// Starts a new table with one pending row per params text.
    void startRows(const QStringList& params);
    void setRowResult(int row, const SweepRowResult& result);
    /// A task with several implementations: each one's figures for the row; the "Figures of" box
    /// chooses whose the row shows (the first's by default), the verdict's tooltip lists every one's.
    void setRowImplementations(int row, const QList<SweepImplementationResult>& results);
    /// Shows implementation `name`'s figures in every row that has them.
    void showImplementation(const QString& name);
    QComboBox* implementationBox() const { return m_implementation; }
    /// A new task: its own [sweep] text, no rows, no message (the old rows named the old task's params).
    void reset(const QString& sweepText);
    void setRowError(int row, const QString& message);
    /// Rows from `from` on that have not started: "not run" (a cancel stopped the sweep before them).
    /// Returns how many rows it marked.
    int setRowsNotRun(int from, const QString& why);
    void setRunning(bool running);
    void setMessage(const QString& text);
    QTableView* table() const { return m_table; }
    SweepRowsModel* rowsModel() const { return m_model; }

signals:
    void runRequested(const QString& sweepText);
    void stopRequested();
    /// A finished row was double-clicked (or Enter pressed on it): show its results.
    void rowActivated(int row);

private:
    /// Widens the dialog (up to the screen's width) so every column shows without scrolling sideways.
    void fitTableWidth();
    /// Shows a finished result in the row and widens the columns to it.
    void showResult(int row, const SweepRowResult& result);
    /// The row as the chosen implementation ran it (or the row's own result).
    void repaintRow(int row);

    QPlainTextEdit* m_rows = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_stop = nullptr;
    SweepRowsModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_message = nullptr;
    QComboBox* m_implementation = nullptr;
    QWidget* m_implementationRow = nullptr;
    QMap<int, SweepRowResult> m_rowResults; ///< each finished row's own result (the first implementation's)
    QMap<int, QList<SweepImplementationResult>> m_implementationResults;
};

} // namespace warpscope::widgets
