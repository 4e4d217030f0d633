// `run --sweep` and `run --schedules N` (moved out of cmd_run.cpp): many runs of one task. A cancel
// (Ctrl+C, SIGTERM) is a partial result as for one run: the run in flight ends "stopped: cancelled"
// with what it did, the rows or schedules after it are listed as not run, and the table and the JSON
// are still printed (exit 130).
#include "cli/cmd_run_many.h"

#include "cli/cancelsignal.h"

#include "core/common/numbertext.h"
#include "core/pipeline/bundle.h"
#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/pipeline/runtotals.h"
#include "core/pipeline/schedulerun.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>

namespace warpscope::cli {

namespace {

using nlohmann::json;

json errorJson(const core::Error& e)
{
    return {{"code", core::errorCodeName(e.code)}, {"message", e.message}, {"file", e.file}, {"line", e.line},
        {"field", e.field}};
}

int fail(const core::Error& e, bool asJson)
{
    std::cerr << "error: " << e.describe() << "\n";
    if (asJson)
        std::cout << json({{"schema", core::kRunSchema}, {"passed", false}, {"error", errorJson(e)}}).dump(2)
                  << std::endl;
    return core::exitCodeFor(e.code);
}

std::string paramsText(const core::ParamMap& p)
{
    std::string s;
    for (const auto& [k, v] : p)
        s += (s.empty() ? "" : " ") + k + "=" + std::to_string(v);
    return s;
}

/// "cancelled" or "deadline" when the user or the deadline stopped the run, else empty.
std::string userStop(const core::RunResult& r)
{
    const std::string reason = r.stop().reason;
    return reason == "cancelled" || reason == "deadline" ? reason : std::string();
}

} // namespace

int runSweepCli(
    const core::Task& task, core::Backend& backend, core::RunOptions options, const std::string& out, bool asJson)
{
    if (task.sweep.empty())
        return fail(core::makeError(core::ErrorCode::BadInput,
                        "the task has no [sweep] table; add e.g. N = [1, 33, 1000]", task.file.string(), 0, "sweep"),
            asJson);
    const core::ParamMap cliParams = options.overrides;
    core::RunControl control;
    control.cancel = cancelOnSignal(); // Ctrl+C: the row in flight stops, the later ones do not start
    json rows = json::array();
    int worst = 0;
    bool allPassed = true;
    std::string stopReason, stopped; ///< set once a cancel stopped a row
    std::size_t finished = 0, notRun = 0;
    std::fprintf(stderr, "%-4s %-28s %-7s %12s %10s %12s %9s\n", "row", "params", "result", "mismatches", "max ulp",
        "max abs", "findings");
    for (std::size_t i = 0; i < task.sweep.size(); ++i) {
        options.overrides = task.sweep[i];
        for (const auto& [k, v] : cliParams)
            options.overrides[k] = v;
        if (!stopReason.empty()) {
            std::fprintf(stderr, "%-4zu %-28s %-7s\n", i + 1, paramsText(options.overrides).c_str(), "NOT RUN");
            rows.push_back({{"params", options.overrides}, {"passed", false}, {"not_run", true}});
            ++notRun;
            continue;
        }
        auto r = core::runTask(task, backend, options, control);
        if (!r) {
            const bool cancelled = r.error().code == core::ErrorCode::Cancelled;
            std::fprintf(stderr, "%-4zu %-28s %-7s %s\n", i + 1, paramsText(options.overrides).c_str(),
                cancelled ? "STOPPED" : "ERROR", r.error().describe().c_str());
            rows.push_back({{"params", options.overrides}, {"passed", false}, {"error", errorJson(r.error())}});
            if (cancelled) { // stopped while compiling or timing its probe
                stopReason = "cancelled";
                stopped = "row " + std::to_string(i + 1) + " stopped before it ran";
            } else {
                worst = std::max(worst, core::exitCodeFor(r.error().code));
            }
            allPassed = false;
            continue;
        }
        const core::RunTotals s = core::runTotals(*r);
        std::fprintf(stderr, "%-4zu %-28s %-7s %12lld %10llu %12s %9zu\n", i + 1, paramsText(r->params).c_str(),
            r->stop().stopped ? "STOPPED"
                : r->passed   ? "pass"
                              : "FAIL",
            static_cast<long long>(s.mismatchesAllSeeds), static_cast<unsigned long long>(s.maxUlp),
            // printed as an integer only when no output is a float
            core::valueText(s.maxAbs, s.anyFloat ? core::DType::F64 : core::DType::I64, 3).c_str(), r->findings.size());
        if (!out.empty())
            if (auto st = core::writeBundle(*r, std::filesystem::path(out) / ("row-" + std::to_string(i + 1))); !st)
                return fail(st.error(), asJson);
        allPassed = allPassed && r->passed;
        if (const std::string user = userStop(*r); !user.empty()) {
            stopReason = user;
            stopped = "row " + std::to_string(i + 1) + " stopped: " + r->stop().message;
        } else {
            ++finished;
        }
        rows.push_back(core::runResultToJson(*r, !out.empty()));
    }
    json doc {{"schema", core::kRunSchema}, {"backend", backend.name()}, {"passed", allPassed}, {"sweep", rows}};
    if (!stopReason.empty()) {
        const std::string message = "the sweep was " + stopReason + ": " + std::to_string(finished) + " of "
            + std::to_string(task.sweep.size()) + " rows finished; " + stopped
            + (notRun ? "; " + std::to_string(notRun) + " not run" : std::string());
        std::fprintf(stderr, "STOPPED (%s) — partial: %s\n", stopReason.c_str(), message.c_str());
        doc["stopped"] = {{"reason", stopReason}, {"message", message}, {"rows_finished", finished},
            {"rows_asked", task.sweep.size()}};
    }
    if (asJson)
        std::cout << doc.dump(2, ' ', false, json::error_handler_t::replace) << std::endl;
    if (stopReason == "cancelled")
        return 130; // 128 + SIGINT, as a cancelled single run
    return worst ? worst : allPassed ? 0 : 1;
}

int runSchedulesCli(const core::Task& task, core::Backend& backend, const core::RunOptions& options, int count,
    const std::string& out, bool asJson)
{
    core::RunControl control;
    control.cancel = cancelOnSignal(); // Ctrl+C: the schedule in flight stops, the later ones do not start
    auto r = core::runSchedules(task, backend, options, count, control);
    if (!r)
        return fail(r.error(), asJson);
    std::fprintf(stderr, "%-14s %-7s %9s\n", "schedule", "result", "findings");
    for (std::size_t i = 0; i < r->runs.size(); ++i)
        std::fprintf(stderr, "%-14s %-7s %9zu\n", r->schedules[i].name().c_str(),
            r->runs[i].stop().stopped ? "STOPPED"
                : r->runs[i].passed   ? "pass"
                                      : "FAIL",
            r->runs[i].findings.size());
    for (const auto& s : r->notRun)
        std::fprintf(stderr, "%-14s %-7s\n", s.name().c_str(), "NOT RUN");
    for (const auto& f : r->findings)
        std::fprintf(stderr, "finding [%s] %s (line %d, schedule %s)\n", core::findingKindName(f.kind),
            f.message.c_str(), f.sourceLine, f.schedule.c_str());
    for (const auto& d : r->differences)
        std::fprintf(stderr, "%s\n", d.message.c_str());
    if (!r->stopReason.empty())
        std::fprintf(stderr, "STOPPED (%s) — partial: %s\n", r->stopReason.c_str(), r->stopMessage.c_str());
    else if (r->differences.empty())
        std::fprintf(stderr, "every output is the same under all %d schedules\n", count);
    if (!out.empty()) {
        for (std::size_t i = 0; i < r->runs.size(); ++i) {
            const auto dir = std::filesystem::path(out) / ("schedule-" + std::to_string(i));
            if (auto st = core::writeBundle(r->runs[i], dir); !st)
                return fail(st.error(), asJson);
        }
        std::cerr << "result bundles: " << out << "/schedule-N\n";
    }
    if (asJson) {
        json runs = json::array();
        for (std::size_t i = 0; i < r->runs.size(); ++i) {
            json run = core::runResultToJson(r->runs[i], !out.empty());
            run["schedule"] = r->schedules[i].name();
            runs.push_back(std::move(run));
        }
        json diffs = json::array();
        for (const auto& d : r->differences)
            diffs.push_back({{"output", d.output}, {"seed", d.seed}, {"index", d.index}, {"differing", d.differing},
                {"baseline", d.baseline}, {"schedule", d.other}, {"baseline_value", d.baselineValue},
                {"value", d.otherValue}, {"message", d.message}});
        json findings = json::array();
        for (const auto& f : r->findings)
            findings.push_back(core::findingToJson(f));
        json doc {{"schema", core::kRunSchema}, {"passed", r->passed}, {"schedules", runs}, {"differences", diffs},
            {"findings", findings}};
        if (!r->stopReason.empty()) {
            json notRun = json::array();
            for (const auto& s : r->notRun)
                notRun.push_back(s.name());
            doc["stopped"] = {{"reason", r->stopReason}, {"message", r->stopMessage}, {"not_run", notRun}};
        }
        std::cout << doc.dump(2, ' ', false, json::error_handler_t::replace) << std::endl;
    }
    if (r->stopReason == "cancelled")
        return 130; // 128 + SIGINT, as a cancelled single run
    return r->passed ? 0 : 1;
}

} // namespace warpscope::cli
