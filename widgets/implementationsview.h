#pragma once

#include "core/pipeline/implrun.h"
#include "widgets/implementationsmodel.h"
#include "widgets/implgputime.h"

#include <QMap>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;

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
    /// The figure rows are ImplementationsModel's (ImplementationsView::Verdict is its Verdict row).
    using Row = ImplementationsModel::Row;
    using enum ImplementationsModel::Row;

    explicit ImplementationsView(QWidget* parent = nullptr);

    /// Shows a run of several implementations; null clears the view.
    void setImplementations(std::shared_ptr<const core::ImplementationsResult> result);
    /// Chooses entry index of differences() in the pair box (pair, output and seed).
    void selectDifference(int index);
    /// Whether a CUDA device exists to time the implementations on; `why` (when not) goes in the GPU
    /// time row's tooltip. Kept across results.
    void setGpuAvailable(bool available, const QString& why = {});
    /// The GPU time row's cell of one implementation (from an A/B benchmark); cleared by a new result.
    void setGpuTime(const QString& implementation, const GpuTimeCell& cell);

    QTableView* table() const { return m_table; }
    ImplementationsModel* implementationsModel() const { return m_model; }
    QComboBox* pairBox() const { return m_pair; }
    HeatmapView* heatmap() const { return m_heatmap; }
    QPushButton* gpuTimeButton() const { return m_gpuButton; }
    QString statusText() const;
    QString migrationText() const;

    /// Implementation names longer than this are elided in the column header (whole in the tooltip).
    static constexpr int kHeaderChars = ImplementationsModel::kHeaderChars;

signals:
    /// The page's "Time on GPU (A/B)" button: time the implementations.
    void gpuTimeRequested();

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fillTable();
    void fillPairs();
    void onPairChanged(int index);
    void fillGpuTimes();
    /// A pipeline's figures per step under the table ("cuda: step 1 (max) 32 registers, ...").
    QStringList stepLines() const;

    std::shared_ptr<const core::ImplementationsResult> m_result;
    /// Gives the table the width its columns need (at most 60 %), the difference view the rest.
    void fitSplit();

    bool m_gpuAvailable = false;
    QString m_gpuWhy;
    QMap<QString, GpuTimeCell> m_gpuTimes;
    QSplitter* m_split = nullptr;
    ImplementationsModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_migrations = nullptr;
    QPushButton* m_gpuButton = nullptr;
    QComboBox* m_pair = nullptr;
    QLabel* m_status = nullptr;
    HeatmapView* m_heatmap = nullptr;
};

} // namespace warpscope::widgets
