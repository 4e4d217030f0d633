#pragma once

#include "core/analysis/analysisreport.h"
#include "core/pipeline/baselinecompare.h"

#include <QWidget>

namespace warpscope::widgets {

/// Nsight Compute's memory chart for an analysed launch: Kernel → Global / Shared / Local → L1 → L2 →
/// DRAM, with the requests, sectors, wavefronts and bytes on the links. DRAM traffic is the model's
/// (every distinct sector once), and the chart says so.
class MemoryChart : public QWidget {
    Q_OBJECT
public:
    /// GlobalSharedAsync: bytes asynchronous copies (cp.async, TMA) moved between global and shared
    /// memory without registers; drawn only when the kernel made such copies.
    enum Link {
        KernelGlobal,
        KernelShared,
        KernelLocal,
        GlobalL1,
        SharedL1,
        LocalL1,
        L1L2,
        L2Dram,
        GlobalSharedAsync,
        LinkCount
    };

    explicit MemoryChart(QWidget* parent = nullptr);

    /// Shows a report; a baseline comparison set before is dropped (it described another report).
    void setReport(const core::analysis::AnalysisReport& report);
    void showMessage(const QString& text);
    /// A pinned baseline's totals against the report's, written under the chart: each figure as
    /// "baseline → now (×ratio)".
    void setBaseline(const core::TotalsDelta& delta, const QString& baselineName);
    void clearBaseline();
    /// The comparison text under the chart ("" without a baseline).
    QString baselineText() const { return m_baseline; }
    /// The text on a link (empty when there is no report).
    QString linkText(Link link) const;
    QString message() const { return m_message; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::array<QString, LinkCount> m_links;
    QString m_message;
    bool m_hasReport = false;
    QString m_l1Label; ///< the box texts: with the model's hit rate when there is one
    QString m_l2Label;
    QString m_baseline;

public:
    /// The L1 and L2 boxes' text as drawn (with hit rates under the cache model).
    QString l1Text() const { return m_l1Label; }
    QString l2Text() const { return m_l2Label; }
};

} // namespace warpscope::widgets
