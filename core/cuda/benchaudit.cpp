#include "core/cuda/benchaudit.h"

#include "core/common/tensor.h"
#include "core/cuda/benchstats.h"

#include <algorithm>
#include <cstdio>

namespace warpscope::core {

namespace {

std::string megabytes(double bytes)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f MB", bytes / 1e6);
    return buf;
}

std::string rate(double v, const char* unit)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.0f %s", v, unit);
    return buf;
}

bool isInput(const BufferDigest& d)
{
    return d.role == "input" || d.role == "inout";
}

std::string describe(const BufferDigest& d)
{
    return d.dtype + " " + shapeToString(d.shape);
}

/// Pairs buffers of a role by name when both sides use the same names, else by position.
AuditLine sameInputs(const AuditInput& in)
{
    AuditLine l {"same_inputs", AuditVerdict::Pass, {}};
    if (!in.hasBaseline) {
        l.verdict = AuditVerdict::NotApplicable;
        l.reason = "no baseline: a single kernel was timed";
        return l;
    }
    const auto& a = in.baselineBuffers;
    const auto& b = in.candidateBuffers;
    if (a.size() != b.size()) {
        l.verdict = AuditVerdict::Fail;
        l.reason = "the baseline has " + std::to_string(a.size()) + " buffers and the candidate "
            + std::to_string(b.size()) + ": they do not solve the same problem";
        return l;
    }
    int inputs = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto match = std::find_if(b.begin(), b.end(), [&](const BufferDigest& d) { return d.name == a[i].name; });
        const BufferDigest& other = match != b.end() ? *match : b[i];
        if (a[i].role != other.role || a[i].dtype != other.dtype || a[i].shape != other.shape) {
            l.verdict = AuditVerdict::Fail;
            l.reason = "buffer '" + a[i].name + "' is " + a[i].role + " " + describe(a[i]) + " for the baseline but '"
                + other.name + "' is " + other.role + " " + describe(other) + " for the candidate: sizes differ";
            return l;
        }
        if (isInput(a[i]) && a[i].hash != other.hash) {
            l.verdict = AuditVerdict::Fail;
            l.reason = "input '" + a[i].name
                + "' has the same shape but different contents for the two kernels: "
                  "generate both from one seed";
            return l;
        }
        inputs += isInput(a[i]) ? 1 : 0;
    }
    l.reason = std::to_string(inputs) + " inputs with identical contents and " + std::to_string(a.size() - inputs)
        + " other buffers of the same dtypes and shapes for both kernels";
    return l;
}

std::string checksOf(const char* side, const RunCheckSummary& c, bool& failed)
{
    if (c.timedRuns == 0 || c.checkedRuns < c.timedRuns) {
        failed = true;
        return std::string(side) + ": only " + std::to_string(c.checkedRuns) + " of " + std::to_string(c.timedRuns)
            + " timed runs had their outputs checked";
    }
    if (c.failedRuns > 0) {
        failed = true;
        return std::string(side) + ": " + std::to_string(c.failedRuns) + " of " + std::to_string(c.timedRuns)
            + " timed runs produced wrong outputs (" + c.firstFailure + ")";
    }
    return std::string(side) + ": all " + std::to_string(c.timedRuns) + " timed runs "
        + (c.againstReference ? "matched the reference" : "gave identical outputs (no reference to compare with)");
}

AuditLine outputsChecked(const AuditInput& in)
{
    bool failed = false;
    std::string reason = checksOf("candidate", in.candidateChecks, failed);
    if (in.hasBaseline)
        reason += "; " + checksOf("baseline", in.baselineChecks, failed);
    return {"outputs_checked", failed ? AuditVerdict::Fail : AuditVerdict::Pass, reason};
}

AuditLine inputsUnchanged(const AuditInput& in)
{
    if (in.inputs.empty())
        return {"inputs_unchanged", AuditVerdict::NotApplicable, "no input buffers"};
    std::string names;
    for (const auto& i : in.inputs) {
        if (i.before != i.after)
            return {"inputs_unchanged", AuditVerdict::Fail,
                "the " + i.side + " changed input '" + i.buffer
                    + "' during the timed runs: later runs timed different inputs (declare it inout, or fix the "
                      "kernel)"};
        names += (names.empty() ? "" : ", ") + i.side + " " + i.buffer;
    }
    return {"inputs_unchanged", AuditVerdict::Pass,
        "inputs hashed the same before and after the timed runs (" + names + ")"};
}

AuditLine nothingOutside(const AuditInput& in)
{
    if (in.syncAfterSeconds.empty())
        return {"nothing_outside_stream", AuditVerdict::NotApplicable, "no device-synchronise measurements"};
    const SampleStats s = computeStats(in.syncAfterSeconds);
    const double limit = escapedWorkThreshold(in.medianKernelSeconds);
    const std::string figures = "cuCtxSynchronize after each timed run's stop event took a median of "
        + formatSeconds(s.median) + " (max " + formatSeconds(s.max) + ", limit " + formatSeconds(limit) + ")";
    if (s.median > limit)
        return {"nothing_outside_stream", AuditVerdict::Fail,
            figures
                + ": work kept running outside the timed stream (another stream, a child grid, a host callback) "
                  "and escaped the measurement"};
    return {"nothing_outside_stream", AuditVerdict::Pass, figures};
}

void floorLine(const char* side, const RooflineInput& r, double minSeconds, AuditLine& line, double baselineMedian)
{
    const RooflineFloor f = rooflineFloor(r);
    std::string part = std::string(side) + ": ";
    if (!f.applicable) {
        part += f.basis;
    } else if (minSeconds < f.seconds) {
        line.verdict = AuditVerdict::Fail;
        part += "fastest run " + formatSeconds(minSeconds) + " is below the roofline floor of "
            + formatSeconds(f.seconds) + " (" + f.basis + "): impossible, so work was skipped, cached or not timed";
        if (baselineMedian > 0) {
            char ratio[32];
            std::snprintf(ratio, sizeof ratio, "%.2fx", baselineMedian / f.seconds);
            part += std::string("; the largest speed-up the roofline allows over the baseline's median is ") + ratio;
        }
    } else {
        part += "fastest run " + formatSeconds(minSeconds) + " \u2265 floor " + formatSeconds(f.seconds) + " ("
            + f.basis + ")";
    }
    if (f.applicable && line.verdict == AuditVerdict::NotApplicable)
        line.verdict = AuditVerdict::Pass;
    line.reason += (line.reason.empty() ? "" : "; ") + part;
}

AuditLine roofline(const AuditInput& in)
{
    AuditLine l {"roofline", AuditVerdict::NotApplicable, {}};
    floorLine(
        "candidate", in.candidateRoofline, in.candidateMinSeconds, l, in.hasBaseline ? in.baselineMedianSeconds : 0.0);
    if (in.hasBaseline)
        floorLine("baseline", in.baselineRoofline, in.baselineMinSeconds, l, 0.0);
    return l;
}

} // namespace

const char* auditVerdictName(AuditVerdict v)
{
    switch (v) {
    case AuditVerdict::Pass:
        return "pass";
    case AuditVerdict::Fail:
        return "fail";
    case AuditVerdict::NotApplicable:
        break;
    }
    return "n/a";
}

RooflineFloor rooflineFloor(const RooflineInput& in)
{
    RooflineFloor f;
    if (in.bandwidth <= 0.0) {
        f.basis = "no peak bandwidth known for this GPU, so no floor";
        return f;
    }
    const double dramBytes = in.l2Flushed ? in.bytes : std::max(0.0, in.bytes - in.l2Bytes);
    if (dramBytes <= 0.0 && in.flops <= 0.0) {
        f.basis = "not applicable: with a warm L2 the " + megabytes(in.bytes) + " of buffers fit in the "
            + megabytes(in.l2Bytes) + " L2, so nothing has to come from DRAM";
        return f;
    }
    f.applicable = true;
    f.memorySeconds = dramBytes / in.bandwidth;
    f.computeSeconds = in.peakFlops > 0.0 ? in.flops / in.peakFlops : 0.0;
    f.seconds = std::max(f.memorySeconds, f.computeSeconds);
    f.basis = megabytes(dramBytes) + " at " + rate(in.bandwidth / 1e9, "GB/s");
    if (!in.l2Flushed)
        f.basis += " (the part that does not fit in the warm L2)";
    if (in.flops > 0.0 && in.peakFlops > 0.0)
        f.basis += ", " + rate(in.flops / 1e6, "MFLOP") + " at " + rate(in.peakFlops / 1e12, "TFLOP/s");
    if (!in.source.empty())
        f.basis += "; peaks: " + in.source;
    f.basis += "; assumes every input is read and every output written once";
    return f;
}

double escapedWorkThreshold(double medianKernelSeconds)
{
    return 50e-6 + 0.1 * std::max(medianKernelSeconds, 0.0);
}

std::vector<AuditLine> auditBenchmark(const AuditInput& in)
{
    return {sameInputs(in), outputsChecked(in), inputsUnchanged(in), nothingOutside(in), roofline(in)};
}

} // namespace warpscope::core
