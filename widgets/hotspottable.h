#pragma once

#include "core/analysis/analysisreport.h"

#include <QWidget>

class QStandardItemModel;
class QSortFilterProxyModel;
class QTableView;
class QLabel;

namespace warpscope::widgets {

/// The analysed launch per source line: executions, lane efficiency, global sectors against the ideal,
/// shared wavefronts against the ideal, bytes, FLOPs and divergent branches. Sortable; the column
/// tooltips give the Nsight Compute names so numbers can be checked against a GPU profile. Activating a
/// row asks to jump to its line; "next hot spot" walks the rows in the current sort order.
class HotspotTable : public QWidget {
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
        ColumnCount
    };

    explicit HotspotTable(QWidget* parent = nullptr);

    /// Shows the report's lines (line 0, code without a .loc, is left out); sorted by excess sectors.
    void setReport(const core::analysis::AnalysisReport& report);
    /// Empties the table and shows why (a run without metrics, a damaged metrics document).
    void showMessage(const QString& text);
    void clear();

    QTableView* view() const { return m_view; }
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

    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QLabel* m_message;
};

} // namespace warpscope::widgets
