#pragma once

#include "core/analysis/analysisreport.h"
#include "core/pipeline/baselinecompare.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace warpscope::widgets {

class WarpAccessCanvas;

/// One warp's memory instruction, lane by lane: pick an instruction and a warp and see the 32 lanes'
/// addresses and either the 32-byte sectors they touch (global: the coalescing picture, each slot
/// coloured by the lane that reads it) or the 32 shared-memory banks they hit (conflicting banks
/// highlighted). The samples are block 0's first execution of each instruction by each warp.
class WarpAccessView : public QWidget {
    Q_OBJECT
public:
    explicit WarpAccessView(QWidget* parent = nullptr);

    void setReport(const core::analysis::AnalysisReport& report);
    void showMessage(const QString& text);

    /// Shows the sample of the instruction at pc (the first sampled warp when warp has none); false
    /// when the report has no sample for pc.
    bool setInstruction(std::uint32_t pc);
    /// Picks the instruction that belongs to a source line (the first memory instruction on it).
    bool setSourceLine(int line);
    void setWarp(int warp);

    /// The sample on screen, or nullptr.
    const core::analysis::AccessSample* currentSample() const;
    /// Its cost: sectors touched and ideal (global), wavefronts and conflict ways (shared).
    std::uint32_t sectorCount() const;
    std::uint32_t idealSectorCount() const;
    std::uint32_t wavefronts() const;
    std::uint32_t conflictWays() const;
    QString summary() const;

    /// A pinned baseline's counterpart of each memory instruction (core::compareInstructions): the view
    /// shows its sectors per request or bank conflicts beside this instruction's, with the change.
    void setBaseline(const std::vector<core::InstructionDelta>& deltas, const QString& name);
    void clearBaseline();
    /// The baseline line as shown (plain text); empty without a baseline.
    QString baselineText() const;

private:
    void refreshBaseline();

    void refresh();
    void instructionChosen();

    core::analysis::AnalysisReport m_report;
    std::vector<std::uint32_t> m_pcs; ///< sampled memory instructions, combo order
    QComboBox* m_instruction;
    QSpinBox* m_warp;
    QLabel* m_summary;
    QLabel* m_baseline;
    WarpAccessCanvas* m_canvas;
    std::vector<core::InstructionDelta> m_baselineDeltas;
    QString m_baselineName;
};

} // namespace warpscope::widgets
