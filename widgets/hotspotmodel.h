#pragma once

#include "core/analysis/analysisreport.h"
#include "core/pipeline/baselinecompare.h"

#include <QAbstractTableModel>

#include <optional>
#include <string>
#include <vector>

namespace warpscope::widgets {

/// An analysed launch's hot spots as a table model: one row per source line, or per executed PTX
/// instruction, with the counters (executions, lane efficiency, sectors, wavefronts, bytes, FLOPs,
/// divergence, the cache model's hit rates and DRAM bytes) and, against a pinned baseline, the
/// change of excess sectors and wavefronts. SortRole holds the raw numbers ("–" sorts as -1).
class HotspotModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        LineColumn,
        ExecutedColumn,
        EfficiencyColumn,
        SectorsPerRequestColumn,
        IdealSectorsPerRequestColumn,
        ExcessSectorsColumn,
        WavefrontsColumn,
        IdealWavefrontsColumn,
        WaysColumn,
        BytesColumn,
        FlopsColumn,
        DivergentColumn,
        L1HitColumn, ///< the cache model's (trafficmodel.h)
        L2HitColumn,
        DramColumn,
        InstructionColumn, ///< "PTX 57: st.global.f32", per-instruction rows only
        BaselineSectorsColumn, ///< excess sectors against the baseline's counterpart line, with a baseline
        BaselineWavefrontsColumn, ///< excess shared wavefronts (bank conflicts) likewise
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole };

    /// One row: a source line's counters, or an instruction's (ptxLine > 0).
    struct Row {
        int sourceLine = 0;
        core::analysis::InstructionCounters counters;
        int ptxLine = 0;
        std::string opcode;
        std::optional<core::LineDelta> baseline; ///< the baseline counterpart of a line row, when one is pinned
    };

    explicit HotspotModel(QObject* parent = nullptr);

    /// The report's source lines (line 0 left out) or its executed instructions; a line row takes its
    /// entry of `baseline` (core::compareLines), named baselineName in tooltips.
    void setReport(const core::analysis::AnalysisReport& report, bool perInstruction,
        const std::vector<core::LineDelta>& baseline = {}, const QString& baselineName = {});
    void clear();
    int sourceLineAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// The raw number of a counter cell and whether it is known (the cache model ran, requests exist).
    std::optional<double> number(const Row& row, int column) const;
    QVariant baselineData(const Row& row, int column, int role) const;

    std::vector<Row> m_rows;
    bool m_trafficModel = false;
    QString m_baselineName;
};

} // namespace warpscope::widgets
