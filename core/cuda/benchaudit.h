#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// The verdict of one fairness check.
enum class AuditVerdict { Pass, Fail, NotApplicable };
/// "pass", "fail", "n/a".
const char* auditVerdictName(AuditVerdict v);

/// One line of the fairness audit: which check, its verdict, and the reason in words.
struct AuditLine {
    std::string check; ///< same_inputs, outputs_checked, inputs_unchanged, nothing_outside_stream, roofline
    AuditVerdict verdict = AuditVerdict::Pass;
    std::string reason;
};

/// A buffer as the benchmark gave it to one side: identity, size and a hash of its pristine contents.
struct BufferDigest {
    std::string name;
    std::string role; ///< "input", "output", "inout", "scratch"
    std::string dtype;
    std::vector<std::int64_t> shape;
    std::uint64_t bytes = 0;
    std::uint64_t hash = 0;
};

/// How the outputs of one side's timed runs were checked.
struct RunCheckSummary {
    int timedRuns = 0;
    int checkedRuns = 0; ///< runs whose outputs were downloaded and checked
    int failedRuns = 0; ///< runs whose outputs did not match the reference (or the first run)
    bool againstReference = false; ///< false: only consistency between runs was checked
    std::string firstFailure;
};

/// An input buffer's hash before the first and after the last run of one side.
struct InputIntegrity {
    std::string side; ///< "candidate" or "baseline"
    std::string buffer;
    std::uint64_t before = 0;
    std::uint64_t after = 0;
};

/// What the roofline floor of one kernel is made of.
struct RooflineInput {
    double bytes = 0.0; ///< compulsory DRAM traffic: inputs read once, outputs written once, inouts both
    double flops = 0.0; ///< 0 when unknown
    double bandwidth = 0.0; ///< bytes/s, 0 when unknown
    double peakFlops = 0.0; ///< FLOP/s, 0 when unknown
    std::string source; ///< where the peak figures come from
    bool l2Flushed = true;
    double l2Bytes = 0.0;
};

/// The shortest time a kernel can take: max(bytes / bandwidth, flops / peak). With a warm L2 only
/// the bytes that cannot fit in L2 count; not applicable when nothing has to come from DRAM.
struct RooflineFloor {
    bool applicable = false;
    double seconds = 0.0;
    double memorySeconds = 0.0;
    double computeSeconds = 0.0;
    std::string basis; ///< "8.4 MB at 3350 GB/s (source)" or why it does not apply
};

/// Computes the floor. Pure.
RooflineFloor rooflineFloor(const RooflineInput& in);

/// Everything the fairness audit judges; filled by the benchmark runner, crafted by tests.
struct AuditInput {
    bool hasBaseline = false;
    std::vector<BufferDigest> candidateBuffers;
    std::vector<BufferDigest> baselineBuffers;
    RunCheckSummary candidateChecks;
    RunCheckSummary baselineChecks;
    std::vector<InputIntegrity> inputs;
    std::vector<double> syncAfterSeconds; ///< how long cuCtxSynchronize took after each timed run's stop event
    double medianKernelSeconds = 0.0;
    RooflineInput candidateRoofline;
    RooflineInput baselineRoofline;
    double candidateMinSeconds = 0.0;
    double baselineMinSeconds = 0.0;
    double baselineMedianSeconds = 0.0;
};

/// The fairness audit, one line per check in a fixed order (same_inputs, outputs_checked,
/// inputs_unchanged, nothing_outside_stream, roofline), each failing with the reason that matters to a
/// reviewer. Pure: tests craft the input.
std::vector<AuditLine> auditBenchmark(const AuditInput& in);

/// Device work still running this long after the timed stream's stop event means work escaped the
/// timed region: 50 µs plus 10% of the median kernel time (cuCtxSynchronize alone costs a few µs).
double escapedWorkThreshold(double medianKernelSeconds);

} // namespace warpscope::core
