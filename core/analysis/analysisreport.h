#pragma once

// What an analysed launch produced, as plain values with a JSON round-trip: the per-instruction,
// per-source-line and total counters (the run document's `metrics`), the DRAM model and roofline, a
// sample of lane addresses per memory instruction for the warp access view, and the sanitizer
// findings (which go to the run document's `findings`, not into `metrics`).

#include "core/analysis/counters.h"
#include "core/analysis/roofline.h"
#include "core/analysis/trafficmodel.h"
#include "core/common/result.h"
#include "core/exec/finding.h"
#include "core/exec/observer.h"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core::analysis {

/// The schema of the `metrics` document.
inline constexpr int kMetricsSchema = 1;

/// One executed PTX instruction.
struct InstructionMetrics {
    std::uint32_t pc = 0;
    int ptxLine = 0;
    int sourceLine = 0;
    std::string opcode;
    InstructionCounters counters;
};

/// One source line (0: instructions without a .loc).
struct LineMetrics {
    int sourceLine = 0;
    InstructionCounters counters;
};

/// The 32 lane addresses of one warp's memory instruction (block 0's first execution of it), for the
/// warp access view: sectors and banks follow from accesspattern.h.
struct AccessSample {
    std::uint32_t pc = 0;
    std::uint32_t warp = 0;
    std::uint32_t mask = 0;
    ObservedSpace space = ObservedSpace::Global;
    AccessKind kind = AccessKind::Load;
    std::uint8_t bytes = 0;
    std::uint8_t vector = 1;
    std::array<std::uint64_t, 32> addresses {};
};

struct AnalysisReport {
    std::string kernel;
    std::uint64_t seed = 0;
    bool completed = true; ///< false when a fault, the budget or a cancel stopped the launch
    std::array<std::uint32_t, 3> grid {1, 1, 1};
    std::array<std::uint32_t, 3> block {1, 1, 1};
    std::vector<InstructionMetrics> instructions; ///< executed instructions, by pc
    std::vector<LineMetrics> lines; ///< by source line
    InstructionCounters totals;
    std::uint64_t uniqueGlobalSectors = 0; ///< the DRAM model's sectors (see roofline.h)
    std::optional<RooflineEstimate> roofline;
    std::string rooflineNote; ///< why there is no roofline (an unknown GPU name)
    std::optional<TrafficSetup> traffic; ///< the cache model's geometry and sampling, when it ran
    std::string trafficNote; ///< why there is no cache model
    std::vector<AccessSample> samples;
    std::vector<Finding> findings;

    /// The line's metrics, or nullptr.
    const LineMetrics* line(int sourceLine) const;
    /// The first executed instruction whose opcode starts with `prefix` ("ld.global"), or nullptr.
    const InstructionMetrics* firstInstruction(const std::string& prefix) const;
};

/// The run document's `metrics` (ARCHITECTURE §8): schema, kernel, seed, the note that analysis ran on
/// one seed, `names` (key -> Nsight Compute name), `totals`, `lines`, `instructions`, the DRAM model,
/// `roofline` and `access_samples`.
nlohmann::json analysisReportToJson(const AnalysisReport& r);
/// Reads `metrics` back (findings stay empty); the error names the key that is wrong.
Result<AnalysisReport> analysisReportFromJson(const nlohmann::json& j);

} // namespace warpscope::core::analysis
