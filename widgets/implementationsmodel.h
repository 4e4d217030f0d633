#pragma once

#include "core/pipeline/implrun.h"
#include "widgets/implgputime.h"

#include <QAbstractTableModel>
#include <QFontMetrics>

#include <functional>
#include <memory>
#include <vector>

namespace warpscope::widgets {

/// Several implementations side by side as a table model: one column per implementation, one row per
/// figure (language, verdict against the reference, max abs/rel/ULP, mismatches, findings, registers,
/// shared memory, occupancy, GPU time), then one row per counter the emulator predicted when the run was
/// analysed. Headers carry the whole name in Qt::UserRole and the tooltip; the shown one may be elided.
class ImplementationsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Row {
        Language,
        Verdict,
        MaxAbs,
        MaxRel,
        MaxUlp,
        Mismatches,
        Findings,
        Registers,
        Shared,
        Occupancy,
        GpuTime,
        RowCount
    };

    explicit ImplementationsModel(QObject* parent = nullptr);

    /// null: no columns and only the figure rows.
    void setResult(std::shared_ptr<const core::ImplementationsResult> result);
    /// The GPU time row's cell per implementation (column order).
    void setGpuTimes(const std::vector<GpuTimeCell>& cells);
    /// Elides a predicted counter's name for the row header (the view knows the header's font).
    void setCounterNameElider(std::function<QString(const QString&)> elide);

    /// Implementation names longer than this are elided in the column header (whole in the tooltip).
    static constexpr int kHeaderChars = 18;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Column {
        QString name;
        QString cells[RowCount];
        QColor verdictBackground;
        QString verdictTip; ///< why it did not run
        QString stepTip; ///< each step's resources, for a pipeline
        std::vector<QString> counters; ///< one per predicted counter row
    };
    static Column column(const core::ImplementationRun& run);
    QVariant verticalHeader(int section, int role) const;

    std::shared_ptr<const core::ImplementationsResult> m_result;
    std::vector<Column> m_columns;
    std::vector<QString> m_counterNames;
    std::vector<GpuTimeCell> m_gpuTimes;
    std::function<QString(const QString&)> m_elide;
};

} // namespace warpscope::widgets
