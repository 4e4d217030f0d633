#pragma once

#include "core/pipeline/implrun.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QSplitter;
class QTableWidget;

namespace warpscope::widgets {

class HeatmapView;

/// Several implementations of one operation side by side: a table with one column per implementation
/// (verdict against the reference, max abs/rel/ULP, mismatches, findings, registers, shared memory,
/// occupancy), the migrations between builds of the same code, and the difference view: for a chosen
/// pair, output and seed, the status (bit-identical / within tolerance / differs), the first differing
/// element and a heatmap of |A - B| (A's output judged against B's with the output's tolerance).
class ImplementationsView : public QWidget {
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
        RowCount
    };

    explicit ImplementationsView(QWidget* parent = nullptr);

    /// Shows a run of several implementations; null clears the view.
    void setImplementations(std::shared_ptr<const core::ImplementationsResult> result);
    /// Chooses entry index of differences() in the pair box (pair, output and seed).
    void selectDifference(int index);

    QTableWidget* table() const { return m_table; }
    QComboBox* pairBox() const { return m_pair; }
    HeatmapView* heatmap() const { return m_heatmap; }
    QString statusText() const;
    QString migrationText() const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void fillTable();
    void fillPairs();
    void onPairChanged(int index);

    std::shared_ptr<const core::ImplementationsResult> m_result;
    /// Gives the table the width its columns need (at most 60 %), the difference view the rest.
    void fitSplit();

    QSplitter* m_split = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_migrations = nullptr;
    QComboBox* m_pair = nullptr;
    QLabel* m_status = nullptr;
    HeatmapView* m_heatmap = nullptr;
};

} // namespace warpscope::widgets
