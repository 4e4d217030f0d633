#include "core/protocol/requests.h"

namespace warpscope::core {

namespace {

Error badField(const std::string& request, const std::string& field, const std::string& what)
{
    return makeError(ErrorCode::BadInput, request + " request: " + field + " " + what, {}, 0, field);
}

/// Refuses a payload written by a newer build than this one.
Status checkVersion(const nlohmann::json& j, const std::string& request)
{
    const auto it = j.find("version");
    if (it == j.end())
        return Ok {};
    if (!it->is_number_integer())
        return badField(request, "version", "must be an integer");
    if (it->get<int>() > kRequestVersion)
        return badField(request, "version",
            std::to_string(it->get<int>()) + " is newer than this worker's " + std::to_string(kRequestVersion)
                + "; the GUI and warpscope-cli come from different builds: rebuild both");
    return Ok {};
}

/// A present, non-null ftz/prec_div/... flag; absent or null: NVRTC's own default.
std::optional<bool> optionalFlag(const nlohmann::json& j, const char* key)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return std::nullopt;
    return it->get<bool>();
}

nlohmann::json optionalFlagJson(const std::optional<bool>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

} // namespace

nlohmann::json compileOptionsToJson(const CompileOptions& o)
{
    return {{"arch", o.arch}, {"line_info", o.lineInfo}, {"device_debug", o.deviceDebug}, {"fast_math", o.fastMath},
        {"ftz", optionalFlagJson(o.ftz)}, {"prec_div", optionalFlagJson(o.precDiv)},
        {"prec_sqrt", optionalFlagJson(o.precSqrt)}, {"fmad", optionalFlagJson(o.fmad)}, {"defines", o.defines},
        {"std", o.std}, {"max_registers", o.maxRegisters}, {"extra", o.extra}, {"use_cache", o.useCache},
        {"sass", o.wantSass}};
}

Result<CompileOptions> compileOptionsFromJson(const nlohmann::json& j)
{
    CompileOptions o;
    if (!j.is_object())
        return badField("compile", "options", "must be an object");
    try {
        o.arch = j.value("arch", o.arch);
        o.lineInfo = j.value("line_info", o.lineInfo);
        o.deviceDebug = j.value("device_debug", o.deviceDebug);
        o.fastMath = j.value("fast_math", o.fastMath);
        o.ftz = optionalFlag(j, "ftz");
        o.precDiv = optionalFlag(j, "prec_div");
        o.precSqrt = optionalFlag(j, "prec_sqrt");
        o.fmad = optionalFlag(j, "fmad");
        o.defines = j.value("defines", o.defines);
        o.std = j.value("std", o.std);
        o.maxRegisters = j.value("max_registers", o.maxRegisters);
        o.extra = j.value("extra", o.extra);
        o.useCache = j.value("use_cache", o.useCache);
        o.wantSass = j.value("sass", o.wantSass); // false: PTX, cubin and resources now, SASS in a second request
    } catch (const nlohmann::json::exception& e) {
        return makeError(ErrorCode::BadInput, std::string("compile request: an option has the wrong type: ") + e.what(),
            {}, 0, "options");
    }
    if (o.arch <= 0)
        return badField("compile", "arch", "must be positive");
    if (o.maxRegisters < 0)
        return badField("compile", "max_registers", "must be 0 (no limit) or positive");
    return o;
}

nlohmann::json workerCompileRequestToJson(const WorkerCompileRequest& r)
{
    nlohmann::json j {{"version", kRequestVersion}, {"task", r.taskPath}, {"options", compileOptionsToJson(r.options)}};
    if (r.source)
        j["source"] = *r.source;
    if (r.kernelSource)
        j["kernel_source"] = *r.kernelSource;
    if (r.implementation)
        j["implementation"] = *r.implementation;
    return j;
}

Result<WorkerCompileRequest> workerCompileRequestFromJson(const nlohmann::json& j)
{
    if (!j.is_object())
        return makeError(ErrorCode::BadInput, "compile request: the payload must be an object");
    if (auto st = checkVersion(j, "compile"); !st)
        return st.error();
    WorkerCompileRequest r;
    const auto task = j.find("task");
    if (task == j.end() || !task->is_string() || task->get<std::string>().empty())
        return badField("compile", "task", "must name the task's folder or task.toml");
    r.taskPath = task->get<std::string>();
    if (const auto s = j.find("source"); s != j.end() && !s->is_null()) {
        if (!s->is_string())
            return badField("compile", "source", "must be the editor's text");
        r.source = s->get<std::string>();
    }
    if (const auto k = j.find("kernel_source"); k != j.end() && !k->is_null()) {
        if (!k->is_string() || k->get<std::string>().empty())
            return badField("compile", "kernel_source", "must name one of the task's kernel source files");
        r.kernelSource = k->get<std::string>();
    }
    if (const auto i = j.find("implementation"); i != j.end() && !i->is_null()) {
        if (!i->is_string() || i->get<std::string>().empty())
            return badField("compile", "implementation", "must name one of the task's [[implementation]] entries");
        r.implementation = i->get<std::string>();
    }
    auto options = compileOptionsFromJson(j.value("options", nlohmann::json::object()));
    if (!options)
        return options.error();
    r.options = std::move(*options);
    return r;
}

nlohmann::json workerRunRequestToJson(const WorkerRunRequest& r)
{
    nlohmann::json j {{"version", kRequestVersion}, {"task", r.taskPath}, {"bundle", r.bundleDir},
        {"backend", r.backend}, {"params", r.params}, {"trust", r.trust}, {"arch", r.arch}, {"analyze", r.analyze},
        {"gpu", r.gpu}, {"approx", approxModeName(r.approx)}, {"schedule", r.schedule.name()},
        {"sample_blocks", r.sampleBlocks}, {"max_estimate_s", r.maxEstimateSeconds}, {"yes", r.yes},
        {"stop_after_ms", r.stopAfterMs}};
    if (r.seeds)
        j["seeds"] = *r.seeds;
    if (!r.memoryCap.empty())
        j["memory_cap"] = r.memoryCap;
    if (!r.blocks.empty())
        j["blocks"] = ctaRangesToString(r.blocks);
    if (r.trace)
        j["trace"] = {{"block", r.trace->block}, {"thread", r.trace->thread}, {"limit", r.trace->limit}};
    if (!r.shownImplementation.empty())
        j["shown_implementation"] = r.shownImplementation;
    return j;
}

Result<WorkerRunRequest> workerRunRequestFromJson(const nlohmann::json& j)
{
    if (!j.is_object())
        return makeError(ErrorCode::BadInput, "run request: the payload must be an object");
    if (auto st = checkVersion(j, "run"); !st)
        return st.error();
    WorkerRunRequest r;
    try {
        r.taskPath = j.value("task", std::string());
        r.bundleDir = j.value("bundle", std::string());
        r.backend = j.value("backend", r.backend);
        if (const auto s = j.find("seeds"); s != j.end() && !s->is_null())
            r.seeds = s->get<int>();
        // A named copy: iterating items() of the temporary value() returns would read freed memory.
        const nlohmann::json params = j.value("params", nlohmann::json::object());
        for (const auto& [name, value] : params.items())
            r.params[name] = value.get<std::int64_t>();
        r.trust = j.value("trust", false);
        r.arch = j.value("arch", 0);
        r.analyze = j.value("analyze", false);
        r.gpu = j.value("gpu", r.gpu);
        auto approx = parseApproxMode(j.value("approx", std::string("default")));
        if (!approx)
            return makeError(ErrorCode::BadInput, "run request: " + approx.error().message, {}, 0, "approx");
        r.approx = *approx;
        auto schedule = parseSchedule(j.value("schedule", std::string("default")));
        if (!schedule)
            return makeError(ErrorCode::BadInput, "run request: " + schedule.error().message, {}, 0, "schedule");
        r.schedule = *schedule;
        if (const auto cap = j.find("memory_cap"); cap != j.end() && !cap->is_null())
            r.memoryCap = cap->is_string() ? cap->get<std::string>() : std::to_string(cap->get<std::uint64_t>());
        if (const std::string blocks = j.value("blocks", std::string()); !blocks.empty()) {
            auto ranges = parseCtaRanges(blocks);
            if (!ranges)
                return makeError(ErrorCode::BadInput, "run request: " + ranges.error().message, {}, 0, "blocks");
            r.blocks = std::move(*ranges);
        }
        r.sampleBlocks = j.value("sample_blocks", std::uint64_t(0));
        r.maxEstimateSeconds = j.value("max_estimate_s", 0.0);
        r.yes = j.value("yes", false);
        r.stopAfterMs = j.value("stop_after_ms", std::int64_t(0));
        r.shownImplementation = j.value("shown_implementation", std::string());
        if (const auto t = j.find("trace"); t != j.end() && !t->is_null()) {
            analysis::TraceTarget target;
            const auto block = t->value("block", std::vector<std::uint32_t> {});
            const auto thread = t->value("thread", std::vector<std::uint32_t> {});
            if (block.size() > 3 || thread.size() > 3)
                return badField("run", "trace", "block and thread have at most 3 indices");
            for (std::size_t i = 0; i < block.size(); ++i)
                target.block[i] = block[i];
            for (std::size_t i = 0; i < thread.size(); ++i)
                target.thread[i] = thread[i];
            target.limit = t->value("limit", analysis::kDefaultTraceLimit);
            r.trace = target;
        }
    } catch (const nlohmann::json::exception& e) {
        return makeError(ErrorCode::BadInput, std::string("run request: a field has the wrong type: ") + e.what());
    }
    if (r.taskPath.empty() || r.bundleDir.empty())
        return makeError(ErrorCode::BadInput, "run request needs a task and a bundle folder", {}, 0,
            r.taskPath.empty() ? "task" : "bundle");
    if (r.backend != "auto" && r.backend != "emu" && r.backend != "cuda")
        return badField("run", "backend", "'" + r.backend + "' is not auto, emu or cuda");
    if (r.seeds && (*r.seeds < 1 || *r.seeds > 1000))
        return badField("run", "seeds", "must be 1 to 1000");
    return r;
}

} // namespace warpscope::core
