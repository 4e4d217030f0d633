#pragma once

// A baseline comparison (Nsight Compute's baseline, RenderDoc's capture compare): one run or profile
// pinned, another shown beside it with the change of every figure. Pure arithmetic on the value
// types; the GUI formats and draws it.

#include "core/analysis/analysisreport.h"
#include "core/pipeline/runresult.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// One figure, baseline against current. A side that lacks the figure (an output only one run has)
/// has its `has` flag false, and then there is no change to state.
struct FigureDelta {
    double baseline = 0.0;
    double current = 0.0;
    bool hasBaseline = false;
    bool hasCurrent = false;

    bool comparable() const { return hasBaseline && hasCurrent; }
    /// current − baseline (0 when not comparable).
    double change() const { return comparable() ? current - baseline : 0.0; }
    /// current / baseline; 0 when not comparable or the baseline is 0 (no scale to state).
    double ratio() const;
};

/// A figure from both sides.
FigureDelta figureDelta(double baseline, double current);

/// One output of the verdict table, baseline against current. Each run's figure is its worst seed's
/// (largest error, most mismatches), since a verdict fails on its worst seed; runs with different
/// seed counts still compare.
struct OutputDelta {
    std::string name;
    bool inBaseline = false;
    bool inCurrent = false;
    bool baselinePassed = false;
    bool currentPassed = false;
    FigureDelta mismatches;
    FigureDelta nonFinite; ///< NaN + Inf + unwritten elements
    FigureDelta maxAbs;
    FigureDelta maxRel;
    FigureDelta maxUlp;
};

/// Every output of either run, in the current run's order, then the baseline's outputs it lacks.
std::vector<OutputDelta> compareVerdicts(const RunResult& baseline, const RunResult& current);

/// One source line of the current profile against its counterpart in the baseline's source.
struct LineDelta {
    int line = 0; ///< the current source's 1-based line
    int baselineLine = 0; ///< its counterpart in the baseline's source; 0 when it has none
    analysis::InstructionCounters baseline; ///< zero when baselineLine is 0 or that line did not execute
    analysis::InstructionCounters current;
};

/// The executed lines of `current` (line 0 left out) with the counters of the baseline line that
/// `alignment` (alignSourceLines: current line -> baseline line) pairs with each.
std::vector<LineDelta> compareLines(const analysis::AnalysisReport& baseline, const analysis::AnalysisReport& current,
    const std::vector<int>& alignment);

/// One memory instruction of the current profile and its counterpart in the baseline's: what the warp
/// access view compares (sectors per request, bank conflicts).
struct InstructionDelta {
    std::uint32_t pc = 0; ///< the current instruction
    int baselineLine = 0; ///< the baseline source line paired with the instruction's line; 0 when none
    bool paired = false; ///< a baseline instruction was found on that line
    analysis::InstructionMetrics baseline; ///< that instruction (its pc, PTX line, opcode, counters)
};

/// The memory instructions of `current` (global or shared requests) paired with the baseline's: on the
/// baseline line `alignment` pairs with the instruction's line, the one of the same opcode in the same
/// order (the second st.global of a line with the second), else the same memory space's in that order.
std::vector<InstructionDelta> compareInstructions(const analysis::AnalysisReport& baseline,
    const analysis::AnalysisReport& current, const std::vector<int>& alignment);

/// The launch's totals, baseline against current: what the memory chart and the roofline show.
struct TotalsDelta {
    FigureDelta instructions; ///< warp-level instructions executed
    FigureDelta globalRequests;
    FigureDelta globalSectors;
    FigureDelta excessSectors;
    FigureDelta sectorsPerRequest;
    FigureDelta sharedWavefronts;
    FigureDelta excessWavefronts; ///< bank conflicts
    FigureDelta dramBytes; ///< the cache model's when it ran, else every distinct sector once
    FigureDelta l1HitRate; ///< percent; only when both ran the cache model
    FigureDelta l2HitRate;
};

/// DRAM bytes of a report as the memory chart states them: the cache model's reads and writes when it
/// ran, else every distinct global sector once (the model of roofline.h).
double reportDramBytes(const analysis::AnalysisReport& report);

TotalsDelta compareTotals(const analysis::AnalysisReport& baseline, const analysis::AnalysisReport& current);

} // namespace warpscope::core
