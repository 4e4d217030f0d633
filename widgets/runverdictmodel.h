#pragma once

#include "core/pipeline/runresult.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace warpscope::widgets {

/// A run's verdicts as a table model: one row per seed and output (seed, output, verdict, elements,
/// mismatches, NaN/Inf/unwritten, largest finite errors, where the worst is, the tolerance that applied),
/// the background saying pass, fail, stopped or not compared. SeedRole and OutputRole give the row's
/// indexes into the run; PassedRole whether it passed on a completed launch.
class RunVerdictModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Seed,
        Output,
        Verdict,
        Elements,
        Mismatches,
        MaxAbs,
        MaxRel,
        MaxUlp,
        WorstIndex,
        Tolerance,
        NonFinite,
        ColumnCount
    };
    enum Role { SeedRole = Qt::UserRole, OutputRole, PassedRole };

    explicit RunVerdictModel(QObject* parent = nullptr);

    void setRun(std::shared_ptr<const core::RunResult> run);
    void clear();
    /// The row of seed seedIndex, output outputIndex; -1 when there is none.
    int rowOf(int seedIndex, int outputIndex) const;
    /// The first row that did not pass on a completed launch, else 0 (-1 when empty).
    int firstFailingRow() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int seed; ///< index into the run's seeds
        int output; ///< index into that seed's outputs
    };
    QString cellText(const core::SeedResult& seed, const core::OutputStats& st, int column) const;
    QString toolTip(const core::SeedResult& seed, const core::OutputStats& st, int column) const;

    std::shared_ptr<const core::RunResult> m_run;
    std::vector<Row> m_rows;
};

} // namespace warpscope::widgets
