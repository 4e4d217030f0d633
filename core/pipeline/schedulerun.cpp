#include "core/pipeline/schedulerun.h"

#include "core/common/numbertext.h"
#include "core/compare/comparison.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <tuple>

namespace warpscope::core {

namespace {

/// The first element of `other` that differs bitwise from `base`, and how many do.
void compareRuns(const RunResult& base, const RunResult& other, const std::string& a, const std::string& b,
    std::vector<ScheduleDifference>& out)
{
    for (std::size_t s = 0; s < base.seeds.size() && s < other.seeds.size(); ++s) {
        const SeedResult& sa = base.seeds[s];
        const SeedResult& sb = other.seeds[s];
        for (std::size_t o = 0; o < sa.outputs.size() && o < sb.outputs.size(); ++o) {
            const Tensor& ta = sa.outputs[o].output;
            const Tensor& tb = sb.outputs[o].output;
            if (!sa.outputs[o].tensorsKept || !sb.outputs[o].tensorsKept || ta.bytes == tb.bytes)
                continue;
            const std::size_t size = dtypeSize(ta.dtype);
            ScheduleDifference d;
            d.output = sa.outputs[o].stats.name;
            d.seed = sa.seed;
            d.baseline = a;
            d.other = b;
            std::int64_t first = -1;
            for (std::size_t i = 0; i < ta.elementCount() && i < tb.elementCount(); ++i)
                if (std::memcmp(ta.bytes.data() + i * size, tb.bytes.data() + i * size, size) != 0) {
                    ++d.differing;
                    if (first < 0)
                        first = static_cast<std::int64_t>(i);
                }
            if (first < 0)
                continue;
            d.index = unflattenIndex(first, ta.shape);
            d.baselineValue = ta.at(static_cast<std::size_t>(first));
            d.otherValue = tb.at(static_cast<std::size_t>(first));
            d.message = "output '" + d.output + "' depends on the schedule (seed " + std::to_string(d.seed)
                + "): element " + indexToString(d.index) + " is " + valueText(d.baselineValue, ta.dtype) + " under " + a
                + " but " + valueText(d.otherValue, tb.dtype) + " under " + b + " (" + std::to_string(d.differing)
                + " elements differ); a race or an order dependence between threads — replay with "
                  "--schedule "
                + b + " --analyze";
            out.push_back(std::move(d));
        }
    }
}

} // namespace

Result<ScheduleRunResult> runSchedules(
    const Task& task, Backend& backend, RunOptions options, int count, const RunControl& control)
{
    if (count < 1 || count > 1000)
        return makeError(ErrorCode::BadInput, "--schedules must be from 1 to 1000, not " + std::to_string(count), {}, 0,
            "--schedules");
    if (backend.name() == "cuda")
        return makeError(ErrorCode::BadInput,
            "--schedules runs the emulator's schedules; the GPU has its own: use --backend emu", {}, 0, "--schedules");
    options.keepTensors = true; // the outputs are compared between schedules
    ScheduleRunResult out;
    std::map<std::tuple<int, int, int, std::string>, bool> seen;
    out.passed = true;
    std::size_t finished = 0;
    std::string stopped; ///< "random:2 stopped: …"
    for (int i = 0; i < count; ++i) {
        options.schedule = scheduleNumber(i);
        if (!out.stopReason.empty()) {
            out.notRun.push_back(options.schedule); // a cancel stopped an earlier schedule
            continue;
        }
        auto r = runTask(task, backend, options, control);
        if (!r && r.error().code == ErrorCode::Cancelled) {
            out.stopReason = "cancelled"; // stopped while compiling or timing its probe: no run to keep
            stopped = options.schedule.name() + " stopped before it ran: " + r.error().message;
            continue;
        }
        if (!r)
            return r.error();
        out.schedules.push_back(options.schedule);
        for (const Finding& f : r->findings) {
            const auto key = std::make_tuple(int(f.kind), f.sourceLine, f.ptxLine, f.buffer);
            if (seen.emplace(key, true).second)
                out.findings.push_back(f);
        }
        out.passed = out.passed && r->passed;
        const RunResult::Stop stop = r->stop();
        if (stop.reason == "cancelled" || stop.reason == "deadline") {
            // a partial run: kept and shown, but its half-written outputs are no evidence of a race
            out.stopReason = stop.reason;
            stopped = options.schedule.name() + " stopped: " + stop.message;
        } else {
            ++finished;
            if (i > 0) // the default schedule's run finished, or this one would not have started
                compareRuns(
                    out.runs.front(), *r, out.schedules.front().name(), options.schedule.name(), out.differences);
        }
        out.runs.push_back(std::move(*r));
    }
    if (!out.stopReason.empty()) {
        out.passed = false;
        std::string names;
        for (const Schedule& s : out.notRun)
            names += (names.empty() ? "" : ", ") + s.name();
        out.stopMessage = "the schedules were " + out.stopReason + ": " + std::to_string(finished) + " of "
            + std::to_string(count) + " finished; " + stopped + (names.empty() ? "" : "; not run: " + names);
    }
    out.passed = out.passed && out.differences.empty();
    return out;
}

} // namespace warpscope::core
