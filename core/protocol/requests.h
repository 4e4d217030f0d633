#pragma once

// The typed payloads of the worker's requests (ARCHITECTURE §2). The session builds these values, the
// worker reads them back; the JSON spelling of every field lives only in requests.cpp, so a renamed
// field is a compile error on both sides, not a surprise at run time. tst_requests round-trips each.

#include "core/analysis/threadtrace.h"
#include "core/common/defaults.h"
#include "core/common/result.h"
#include "core/compile/compileoptions.h"
#include "core/exec/approxmode.h"
#include "core/exec/ctasample.h"
#include "core/exec/schedule.h"
#include "core/task/expr.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace warpscope::core {

/// The version of the request payloads. A payload that names a newer one is refused with a message
/// (a GUI and a worker from two different builds); a payload without one is version 1.
inline constexpr int kRequestVersion = 1;

/// "compile": the GUI's Compile (Ctrl+B) and each side of the A/B compare.
struct WorkerCompileRequest {
    std::string taskPath;
    std::optional<std::string> source; ///< the editor's text; none: the task's file on disk
    CompileOptions options; ///< arch, flags, defines; wantSass false: SASS comes in a second request
    /// Which of the task's kernel sources the editor shows (a pipeline's steps may live in several
    /// files); none: the [kernel] source.
    std::optional<std::string> kernelSource;
    /// Which [[implementation]] to compile (its name, "NAME@sm_80" for an arch array's entry): its
    /// kernel, options, language and arch replace the task's and the options' arch; none: the task as
    /// it reads (the first implementation).
    std::optional<std::string> implementation;
};

/// "run": Run (F5), a sweep row, Profile, a sampled run after the GUI's choice, or a thread trace.
struct WorkerRunRequest {
    std::string taskPath;
    std::string bundleDir; ///< where the worker writes the result bundle
    std::string backend = "auto"; ///< auto, emu or cuda
    std::optional<int> seeds; ///< replaces the task's [seeds] count (1..1000)
    ParamMap params; ///< overrides of the task's [params]
    bool trust = false; ///< the reviewer trusts the task's python reference
    int arch = 0; ///< 0: the backend's (the GPU's, or 90 on the emulator)
    bool analyze = false; ///< metrics, sanitizers and provenance on the emulator
    std::string gpu = kDefaultGpu; ///< the roofline's GPU (resources/gpus.json)
    ApproxMode approx;
    Schedule schedule;
    std::string memoryCap; ///< "8G" or a byte count; empty: none
    CtaRanges blocks; ///< run these CTAs only ("0-99,5000" in JSON); empty: every CTA
    std::uint64_t sampleBlocks = 0; ///< run this many CTAs, evenly spread; 0: every CTA
    double maxEstimateSeconds = 0.0; ///< refuse (error field "estimate") above this estimate; 0: never
    bool yes = false; ///< the reviewer chose to run whatever the estimate
    std::int64_t stopAfterMs = 0; ///< the launch stops with a "deadline" finding after this; 0: never
    std::optional<analysis::TraceTarget> trace; ///< instead of a run: one thread's steps
    /// A task with several implementations: the one whose run the views show (its bundle in bundleDir,
    /// Profile's overlays); empty: the first.
    std::string shownImplementation;
};

nlohmann::json compileOptionsToJson(const CompileOptions& options);
/// Missing fields keep CompileOptions' defaults; a field of the wrong type or a non-positive arch is
/// BadInput naming the field.
Result<CompileOptions> compileOptionsFromJson(const nlohmann::json& j);

nlohmann::json workerCompileRequestToJson(const WorkerCompileRequest& request);
Result<WorkerCompileRequest> workerCompileRequestFromJson(const nlohmann::json& j);

nlohmann::json workerRunRequestToJson(const WorkerRunRequest& request);
/// Checks what the worker needs (task and bundle folder, seeds 1..1000, the approx and schedule
/// names, the blocks syntax) and names the field that is wrong.
Result<WorkerRunRequest> workerRunRequestFromJson(const nlohmann::json& j);

} // namespace warpscope::core
