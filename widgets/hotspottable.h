#pragma once

#include "widgets/hotspotmodel.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QLabel;

namespace warpscope::widgets {

/// The analysed launch per source line, or per PTX instruction (the instruction-level hot spots):
/// executions, lane efficiency, global sectors against the ideal, shared wavefronts against the ideal,
/// bytes, FLOPs, divergent branches and the cache model's L1/L2 hit rates and DRAM bytes. Sortable;
/// the column tooltips give the Nsight Compute names so numbers can be checked against a GPU profile.
/// Activating a row asks to jump to its source line; "next hot spot" walks the rows in the current
/// sort order; "Export CSV…" writes the table as shown.
class HotspotTable : public QWidget {
    Q_OBJECT
public:
    /// The model's columns (HotspotModel documents them).
    enum Column {
        LineColumn = HotspotModel::LineColumn,
        ExecutedColumn = HotspotModel::ExecutedColumn,
        EfficiencyColumn = HotspotModel::EfficiencyColumn,
        SectorsPerRequestColumn = HotspotModel::SectorsPerRequestColumn,
        IdealSectorsPerRequestColumn = HotspotModel::IdealSectorsPerRequestColumn,
        ExcessSectorsColumn = HotspotModel::ExcessSectorsColumn,
        WavefrontsColumn = HotspotModel::WavefrontsColumn,
        IdealWavefrontsColumn = HotspotModel::IdealWavefrontsColumn,
        WaysColumn = HotspotModel::WaysColumn,
        BytesColumn = HotspotModel::BytesColumn,
        FlopsColumn = HotspotModel::FlopsColumn,
        DivergentColumn = HotspotModel::DivergentColumn,
        L1HitColumn = HotspotModel::L1HitColumn,
        L2HitColumn = HotspotModel::L2HitColumn,
        DramColumn = HotspotModel::DramColumn,
        InstructionColumn = HotspotModel::InstructionColumn,
        BaselineSectorsColumn = HotspotModel::BaselineSectorsColumn,
        BaselineWavefrontsColumn = HotspotModel::BaselineWavefrontsColumn,
        ColumnCount = HotspotModel::ColumnCount
    };
    enum class Granularity { SourceLines, Instructions };

    explicit HotspotTable(QWidget* parent = nullptr);

    /// Shows the report's lines (line 0, code without a .loc, is left out); sorted by excess sectors.
    void setReport(const core::analysis::AnalysisReport& report);
    /// Empties the table and shows why (a run without metrics, a damaged metrics document).
    void showMessage(const QString& text);
    void clear();
    /// A pinned baseline's counterpart of each source line (core::compareLines): two change columns,
    /// shown on the per-line rows until the next setReport or clearBaseline.
    void setBaseline(const std::vector<core::LineDelta>& deltas, const QString& baselineName);
    void clearBaseline();
    bool hasBaseline() const { return !m_baseline.empty(); }
    /// Rows per source line (the default) or per executed PTX instruction.
    void setGranularity(Granularity granularity);
    Granularity granularity() const { return m_granularity; }
    /// The table as CSV, in the current sort order, without hidden columns.
    QString csv() const;
    /// Writes csv() to `path`; false with a message naming the file otherwise.
    bool exportCsv(const QString& path, QString* error) const;

    QTableView* view() const { return m_view; }
    HotspotModel* hotspots() const { return m_model; }
    /// The source line of the row at the current sort position, or 0.
    int lineAtRow(int row) const;
    int rowCount() const;
    QString message() const;

public slots:
    /// Selects the row after the current one (wrapping) and asks to jump to its line.
    void nextHotSpot();

signals:
    /// A 1-based source line the user wants to see.
    void lineActivated(int line);

private:
    void activateRow(int row);
    void fill();
    void showBaselineColumns();
    void exportClicked();

    HotspotModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QLabel* m_message;
    QComboBox* m_granularityBox;
    QPushButton* m_export;
    Granularity m_granularity = Granularity::SourceLines;
    std::optional<core::analysis::AnalysisReport> m_report; ///< lines and instructions only (no samples)
    std::vector<core::LineDelta> m_baseline;
    QString m_baselineName;
};

} // namespace warpscope::widgets
