#include "core/pipeline/runjson.h"

#include "core/common/demangle.h"
#include "core/pipeline/enginemessagejson.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace warpscope::core {

using nlohmann::json;

namespace {

json num(double v)
{
    return figureToJson(v);
}

double toNum(const json& j)
{
    if (j.is_number())
        return j.get<double>();
    if (j.is_string()) {
        const auto s = j.get<std::string>();
        if (s == "inf")
            return std::numeric_limits<double>::infinity();
        if (s == "-inf")
            return -std::numeric_limits<double>::infinity();
    }
    return std::numeric_limits<double>::quiet_NaN();
}

json dims(const std::array<std::uint32_t, 3>& d)
{
    return json::array({d[0], d[1], d[2]});
}

std::array<std::uint32_t, 3> dimsFrom(const json& j)
{
    std::array<std::uint32_t, 3> d {0, 0, 0};
    for (std::size_t i = 0; i < 3 && j.is_array() && i < j.size(); ++i)
        d[i] = j[i].get<std::uint32_t>();
    return d;
}

json warningsToJson(const std::vector<CompareWarning>& ws)
{
    json a = json::array();
    for (const auto& w : ws) {
        json jw = {{"kind", compareWarningKindName(w.kind)}, {"message", w.message}};
        putMessageParts(jw, w.messageParts);
        a.push_back(std::move(jw));
    }
    return a;
}

std::vector<CompareWarning> warningsFrom(const json& a)
{
    std::vector<CompareWarning> ws;
    for (const auto& w : a)
        ws.push_back({compareWarningKindFromName(w.value("kind", "")), w.value("message", ""),
            engineMessagesFromJson(w.value("message_parts", json::array()))});
    return ws;
}

json toleranceToJson(const Tolerance& t)
{
    json j = {{"atol", t.atol}, {"rtol", t.rtol}, {"close_rule", t.useClose}, {"from_task", t.fromTask}};
    j["max_ulp"] = t.maxUlp ? json(*t.maxUlp) : json(nullptr);
    j["rule"] = t.describe();
    return j;
}

Tolerance toleranceFrom(const json& j)
{
    Tolerance t;
    t.atol = j.value("atol", 0.0);
    t.rtol = j.value("rtol", 0.0);
    t.useClose = j.value("close_rule", true);
    t.fromTask = j.value("from_task", false);
    if (j.contains("max_ulp") && j["max_ulp"].is_number())
        t.maxUlp = j["max_ulp"].get<std::uint64_t>();
    return t;
}

json worstToJson(const WorstElement& w)
{
    return {{"index", w.index}, {"flat_index", w.flatIndex}, {"value", num(w.value)}, {"reference", num(w.reference)},
        {"abs_error", num(w.absError)}, {"rel_error", num(w.relError)}, {"ulp", w.ulp}, {"excess", num(w.excess)},
        {"category", elementCategoryName(w.category)}};
}

ElementCategory categoryFrom(const std::string& name)
{
    for (int c = 0; c < 8; ++c)
        if (name == elementCategoryName(ElementCategory(c)))
            return ElementCategory(c);
    return ElementCategory::Fail;
}

WorstElement worstFrom(const json& j)
{
    WorstElement w;
    w.index = j.value("index", std::vector<std::int64_t> {});
    w.flatIndex = j.value("flat_index", std::int64_t(0));
    w.value = toNum(j["value"]);
    w.reference = toNum(j["reference"]);
    w.absError = toNum(j["abs_error"]);
    w.relError = toNum(j["rel_error"]);
    w.ulp = j.value("ulp", std::uint64_t(0));
    w.excess = toNum(j["excess"]);
    w.category = categoryFrom(j.value("category", ""));
    return w;
}

json outputToJson(const OutputResult& o, std::uint64_t seed, bool withFiles)
{
    const OutputStats& s = o.stats;
    json j = {{"name", s.name}, {"dtype", dtypeName(s.dtype)}, {"shape", s.shape}, {"passed", s.passed},
        {"elements", s.elements}, {"mismatches", s.mismatches}, {"max_abs_error", num(s.maxAbsError)},
        {"max_rel_error", num(s.maxRelError)}, {"max_ulp", s.maxUlp},
        {"worst_index", s.worstIndex.empty() ? json(nullptr) : json(s.worstIndex)},
        {"warnings", warningsToJson(s.warnings)}, {"tolerance", toleranceToJson(s.tolerance)},
        {"counts",
            {{"exact", s.exact}, {"pass_close", s.passedByClose}, {"pass_ulp", s.passedByUlp},
                {"fail", s.mismatches - s.nanMismatches - s.infMismatches - s.signMismatches - s.unwritten},
                {"nan", s.nanMismatches}, {"inf", s.infMismatches}, {"sign", s.signMismatches},
                {"unwritten", s.unwritten}, {"not_compared", s.masked}, {"neither_wrote", s.neitherWrote}}},
        {"zero_would_pass", s.zeroWouldPass}, {"nonfinite_reference", s.nonFiniteReference},
        {"reference_constant", s.referenceConstant}, {"ulp_histogram", s.ulpHistogram},
        {"max_ulp_beyond_atol", s.maxUlpBeyondAtol}, {"passed_by_atol", s.passedByAtol},
        {"excluded", {{"total", s.excluded}, {"untouched", s.excludedUntouched}, {"written", s.excludedWritten}}},
        {"selection", s.selection}, {"matching", s.matching}};
    json worst = json::array();
    for (const auto& w : s.worst)
        worst.push_back(worstToJson(w));
    j["worst"] = worst;
    if (withFiles && o.tensorsKept) {
        json files;
        for (const char* kind : {"output", "reference", "abs_error", "rel_error", "ulp", "category"})
            files[kind] = bundleTensorPath(seed, s.name, kind);
        if (!o.maps.selection.bytes.empty())
            files["selection"] = bundleTensorPath(seed, s.name, "selection");
        j["files"] = files;
    }
    return j;
}

OutputResult outputFrom(const json& j)
{
    OutputResult o;
    OutputStats& s = o.stats;
    s.name = j.value("name", "");
    s.dtype = parseDType(j.value("dtype", "f32")).value_or(DType::F32);
    s.shape = j.value("shape", std::vector<std::int64_t> {});
    s.passed = j.value("passed", false);
    s.elements = j.value("elements", std::int64_t(0));
    s.mismatches = j.value("mismatches", std::int64_t(0));
    s.maxAbsError = toNum(j.value("max_abs_error", json(0.0)));
    s.maxRelError = toNum(j.value("max_rel_error", json(0.0)));
    s.maxUlp = j.value("max_ulp", std::uint64_t(0));
    if (j.contains("worst_index") && j["worst_index"].is_array())
        s.worstIndex = j["worst_index"].get<std::vector<std::int64_t>>();
    s.warnings = warningsFrom(j.value("warnings", json::array()));
    s.tolerance = toleranceFrom(j.value("tolerance", json::object()));
    const json c = j.value("counts", json::object());
    s.exact = c.value("exact", std::int64_t(0));
    s.passedByClose = c.value("pass_close", std::int64_t(0));
    s.passedByUlp = c.value("pass_ulp", std::int64_t(0));
    s.nanMismatches = c.value("nan", std::int64_t(0));
    s.infMismatches = c.value("inf", std::int64_t(0));
    s.signMismatches = c.value("sign", std::int64_t(0));
    s.unwritten = c.value("unwritten", std::int64_t(0));
    s.masked = c.value("not_compared", std::int64_t(0));
    s.neitherWrote = c.value("neither_wrote", std::int64_t(0));
    s.zeroWouldPass = j.value("zero_would_pass", std::int64_t(0));
    s.nonFiniteReference = j.value("nonfinite_reference", std::int64_t(0));
    s.referenceConstant = j.value("reference_constant", false);
    s.ulpHistogram = j.value("ulp_histogram", std::vector<std::uint64_t> {});
    // results written before these fields: every element counted toward the ULP maximum, none excluded
    s.maxUlpBeyondAtol = j.value("max_ulp_beyond_atol", s.maxUlp);
    s.passedByAtol = j.value("passed_by_atol", std::int64_t(0));
    const json x = j.value("excluded", json::object());
    s.excluded = x.value("total", std::int64_t(0));
    s.excludedUntouched = x.value("untouched", std::int64_t(0));
    s.excludedWritten = x.value("written", std::int64_t(0));
    s.selection = j.value("selection", "");
    s.matching = j.value("matching", "");
    for (const auto& w : j.value("worst", json::array()))
        s.worst.push_back(worstFrom(w));
    return o;
}

json paramsToJson(const ParamMap& p)
{
    json j = json::object();
    for (const auto& [k, v] : p)
        j[k] = v;
    return j;
}

ParamMap paramsFrom(const json& j)
{
    ParamMap p;
    for (auto it = j.begin(); j.is_object() && it != j.end(); ++it)
        p[it.key()] = it.value().get<std::int64_t>();
    return p;
}

/// A pipeline's steps of one seed: title, launches, seconds, warp instructions, reference or kernel.
json stepsToJson(const std::vector<StepRun>& steps)
{
    json a = json::array();
    for (const auto& st : steps) {
        json js = {{"title", st.title}, {"launches", st.launches}, {"seconds", st.seconds},
            {"warp_instructions", st.warpInstructions}, {"reference", st.reference}};
        if (!st.titleMessage.id.empty())
            js["title_message"] = engineMessageToJson(st.titleMessage);
        a.push_back(std::move(js));
    }
    return a;
}

std::vector<StepRun> stepsFrom(const json& a)
{
    std::vector<StepRun> out;
    for (const auto& js : a) {
        // a malformed title message reads as none (the English title is shown)
        const auto title = engineMessagesFromJson(json::array({js.value("title_message", json())}));
        out.push_back({js.value("title", ""), js.value("launches", 0), js.value("seconds", 0.0),
            js.value("warp_instructions", std::uint64_t(0)), js.value("reference", false),
            title.size() == 1 && !title.front().id.empty() ? title.front() : EngineMessage {}});
    }
    return out;
}

} // namespace

std::string bundleTensorPath(std::uint64_t seed, const std::string& output, const std::string& kind)
{
    std::string safe;
    for (char c : output)
        safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-') ? c : '_';
    return "seed-" + std::to_string(seed) + "/" + safe + "." + kind + ".npy";
}

json figureToJson(double v)
{
    if (std::isfinite(v))
        return v;
    return std::isnan(v) ? "nan" : v > 0 ? "inf" : "-inf";
}

json findingToJson(const Finding& f)
{
    json j = {{"kind", findingKindName(f.kind)}, {"severity", findingSeverityName(f.severity)}, {"message", f.message},
        {"source_line", f.sourceLine}, {"ptx_line", f.ptxLine}, {"block", dims(f.block)}, {"thread", dims(f.thread)},
        {"kernel", f.kernel}, {"kernel_display", shortDemangledName(f.kernel)}, {"address", f.address},
        {"buffer", f.buffer}, {"offset", f.offset}, {"space", f.space}, {"other_thread", dims(f.otherThread)},
        {"other_source_line", f.otherSourceLine}, {"other_ptx_line", f.otherPtxLine}, {"count", f.count},
        {"schedule", f.schedule}};
    putMessageParts(j, f.messageParts);
    return j;
}

Finding findingFromJson(const json& j)
{
    Finding f;
    f.kind = findingKindFromName(j.value("kind", "other"));
    f.severity = findingSeverityFromName(j.value("severity", "error"));
    f.message = j.value("message", "");
    f.sourceLine = j.value("source_line", 0);
    f.ptxLine = j.value("ptx_line", 0);
    f.block = dimsFrom(j.value("block", json::array()));
    f.thread = dimsFrom(j.value("thread", json::array()));
    f.kernel = j.value("kernel", "");
    f.address = j.value("address", std::uint64_t(0));
    f.buffer = j.value("buffer", "");
    f.offset = j.value("offset", std::int64_t(0));
    f.space = j.value("space", "");
    f.otherThread = dimsFrom(j.value("other_thread", json::array()));
    f.otherSourceLine = j.value("other_source_line", 0);
    f.otherPtxLine = j.value("other_ptx_line", 0);
    f.count = j.value("count", std::uint64_t(1));
    f.schedule = j.value("schedule", "");
    f.messageParts = engineMessagesFromJson(j.value("message_parts", json::array()));
    return f;
}

json runResultToJson(const RunResult& r, bool withFiles)
{
    json j;
    j["schema"] = r.schema;
    j["task"] = {{"name", r.taskName}, {"file", r.taskFile}};
    j["backend"] = r.backend;
    j["backend_description"] = r.backendDescription;
    j["arch"] = r.arch;
    j["entry"] = r.entry;
    j["entry_lowered"] = r.entryLowered;
    j["entry_signature"] = demangledName(r.entryLowered); // what a reader sees; entry_lowered is for tools
    j["reference_kind"] = r.referenceKind;
    j["params"] = paramsToJson(r.params);
    j["passed"] = r.passed;
    j["pipeline"] = r.pipeline;
    json seeds = json::array();
    for (const auto& s : r.seeds) {
        json js
            = {{"seed", s.seed}, {"passed", s.passed}, {"completed", s.completed}, {"kernel_seconds", s.kernelSeconds},
                {"reference_seconds", s.referenceSeconds}, {"compare_seconds", s.compareSeconds},
                {"warp_instructions", s.warpInstructions}, {"warnings", warningsToJson(s.warnings)}};
        json outs = json::array(), finds = json::array();
        for (const auto& o : s.outputs)
            outs.push_back(outputToJson(o, s.seed, withFiles));
        for (const auto& f : s.findings)
            finds.push_back(findingToJson(f));
        js["outputs"] = outs;
        js["findings"] = finds;
        if (withFiles && !s.inputs.empty()) {
            json inputs = json::object();
            for (const auto& in : s.inputs)
                inputs[in.name] = bundleTensorPath(s.seed, in.name, "input");
            js["inputs"] = inputs;
        }
        if (!s.completed) {
            js["stopped"] = {{"reason", s.stopReason}, {"message", s.stopMessage}};
            putMessageParts(js["stopped"], s.stopMessageParts);
            if (s.partial) // a cancel or deadline: how far the launch got, and what was compared
                js["stopped"].update({{"partial", true}, {"ctas_done", s.ctasDone}, {"ctas_total", s.ctasTotal},
                    {"compared", "only the output elements written before the stop"}});
        }
        if (!s.referenceError.empty())
            js["reference_error"] = s.referenceError;
        if (!s.steps.empty())
            js["steps"] = stepsToJson(s.steps);
        seeds.push_back(js);
    }
    j["seeds"] = seeds;
    // the first stopped seed says why the run is "stopped" rather than passed or failed
    json stoppedSeeds = json::array();
    for (const auto& s : r.seeds)
        if (!s.completed) {
            if (stoppedSeeds.empty()) {
                j["stopped"] = {{"reason", s.stopReason}, {"message", s.stopMessage}};
                putMessageParts(j["stopped"], s.stopMessageParts);
            }
            stoppedSeeds.push_back(s.seed);
        }
    if (!stoppedSeeds.empty())
        j["stopped"]["seeds"] = stoppedSeeds;
    else if (!r.cutReason.empty())
        j["stopped"] = {{"reason", r.cutReason}, {"message", r.cutMessage}, {"seeds", json::array()}};
    if (j.contains("stopped")) // what ran of what was asked: a stopped run is a partial result
        j["stopped"].update({{"seeds_run", r.seeds.size()}, {"seeds_asked", r.record.seedCount}});
    json finds = json::array();
    for (const auto& f : r.findings)
        finds.push_back(findingToJson(f));
    j["findings"] = finds;
    j["printf"] = printfLinesToJson(r.deviceOutput);
    j["printf_truncated"] = r.deviceOutput.truncated;
    j["printf_fifo"] = r.deviceOutput.fifoBytes;
    j["printf_seed"] = r.deviceOutputSeed;
    j["warnings"] = warningsToJson(r.warnings);
    json hints = json::array();
    for (const auto& h : r.hints) {
        json jh = {{"kind", h.kind}, {"message", h.message}};
        putMessageParts(jh, h.messageParts);
        hints.push_back(std::move(jh));
    }
    j["hints"] = hints;
    j["metrics"] = r.metrics;
    // the provenance records live in the bundle's .npy files; the index points to them
    if (withFiles && !r.provenance.empty())
        j["provenance"] = analysis::provenanceIndexToJson(r.provenance);
    j["timings"] = {{"compile_seconds", r.compileSeconds}, {"total_seconds", r.totalSeconds}};
    j["options"] = {{"seeds", r.record.seedCount}, {"seed_base", r.record.seedBase},
        {"overrides", paramsToJson(r.record.overrides)}, {"trust_python", r.record.trustPython},
        {"approx", r.record.approx}, {"schedule", r.record.schedule}};
    j["environment"] = r.environment;
    if (r.timeEstimate)
        j["estimate"] = {{"seconds", r.timeEstimate->seconds}, {"seconds_per_cta", r.timeEstimate->secondsPerCta},
            {"ctas_measured", r.timeEstimate->ctasMeasured}, {"ctas_per_launch", r.timeEstimate->ctasPerLaunch}};
    if (r.sample)
        j["sample"] = {{"ctas", r.sample->ctas}, {"grid_ctas", r.sample->gridCtas},
            {"description", r.sample->description}, {"compared", "only the output elements these CTAs wrote"}};
    return j;
}

Result<RunResult> runResultFromJson(const json& j)
{
    if (!j.is_object() || !j.contains("schema") || !j["schema"].is_number_integer())
        return makeError(ErrorCode::BadInput, "not a run result: the 'schema' key is missing", {}, 0, "schema");
    if (j["schema"].get<int>() > kRunSchema)
        return makeError(ErrorCode::BadInput,
            "the result was written with schema " + std::to_string(j["schema"].get<int>())
                + ", newer than this Warpscope reads (" + std::to_string(kRunSchema) + "); update Warpscope",
            {}, 0, "schema");
    try {
        RunResult r;
        r.schema = j["schema"].get<int>();
        const json task = j.value("task", json::object());
        r.taskName = task.value("name", "");
        r.taskFile = task.value("file", "");
        r.backend = j.value("backend", "");
        r.backendDescription = j.value("backend_description", "");
        r.arch = j.value("arch", 90);
        r.entry = j.value("entry", "");
        r.entryLowered = j.value("entry_lowered", "");
        r.referenceKind = j.value("reference_kind", "");
        r.params = paramsFrom(j.value("params", json::object()));
        r.passed = j.value("passed", false);
        r.pipeline = j.value("pipeline", false);
        for (const auto& js : j.value("seeds", json::array())) {
            SeedResult s;
            s.seed = js.value("seed", std::uint64_t(0));
            s.passed = js.value("passed", false);
            s.completed = js.value("completed", true);
            if (const json st = js.value("stopped", json::object()); !s.completed) {
                s.stopReason = st.value("reason", "");
                s.stopMessage = st.value("message", "");
                s.stopMessageParts = engineMessagesFromJson(st.value("message_parts", json::array()));
                s.partial = st.value("partial", false);
                s.ctasDone = st.value("ctas_done", std::uint64_t(0));
                s.ctasTotal = st.value("ctas_total", std::uint64_t(0));
            }
            s.kernelSeconds = js.value("kernel_seconds", 0.0);
            s.referenceSeconds = js.value("reference_seconds", 0.0);
            s.compareSeconds = js.value("compare_seconds", 0.0);
            s.warpInstructions = js.value("warp_instructions", std::uint64_t(0));
            s.warnings = warningsFrom(js.value("warnings", json::array()));
            s.referenceError = js.value("reference_error", "");
            s.steps = stepsFrom(js.value("steps", json::array()));
            for (const auto& o : js.value("outputs", json::array()))
                s.outputs.push_back(outputFrom(o));
            for (const auto& f : js.value("findings", json::array()))
                s.findings.push_back(findingFromJson(f));
            r.seeds.push_back(std::move(s));
        }
        for (const auto& f : j.value("findings", json::array()))
            r.findings.push_back(findingFromJson(f));
        r.deviceOutput.lines = printfLinesFromJson(j.value("printf", json::array()));
        r.deviceOutput.truncated = j.value("printf_truncated", false);
        r.deviceOutput.fifoBytes = j.value("printf_fifo", kDefaultPrintfFifo);
        for (const auto& l : r.deviceOutput.lines)
            r.deviceOutput.usedBytes += printfFifoCost(l);
        r.deviceOutputSeed = j.value("printf_seed", std::uint64_t(0));
        r.warnings = warningsFrom(j.value("warnings", json::array()));
        for (const auto& h : j.value("hints", json::array()))
            if (h.is_object())
                r.hints.push_back({h.value("kind", ""), h.value("message", ""),
                    engineMessagesFromJson(h.value("message_parts", json::array()))});
        r.metrics = j.value("metrics", json::object());
        if (j.contains("provenance")) {
            auto p = analysis::provenanceIndexFromJson(j["provenance"]);
            if (!p)
                return p.error();
            r.provenance = std::move(*p);
        }
        const json t = j.value("timings", json::object());
        r.compileSeconds = t.value("compile_seconds", 0.0);
        r.totalSeconds = t.value("total_seconds", 0.0);
        const json o = j.value("options", json::object());
        r.record.seedCount = o.value("seeds", 1);
        r.record.seedBase = o.value("seed_base", std::uint64_t(0));
        r.record.overrides = paramsFrom(o.value("overrides", json::object()));
        r.record.trustPython = o.value("trust_python", false);
        r.record.approx = o.value("approx", std::string("default"));
        r.record.schedule = o.value("schedule", "default");
        r.environment = j.value("environment", json::object());
        if (const json st = j.value("stopped", json::object()); !st.empty()
            && std::none_of(r.seeds.begin(), r.seeds.end(), [](const SeedResult& s) { return !s.completed; })) {
            r.cutReason = st.value("reason", "");
            r.cutMessage = st.value("message", "");
        }
        if (const json sample = j.value("sample", json::object()); !sample.empty())
            r.sample = CtaSample {sample.value("ctas", std::uint64_t(0)), sample.value("grid_ctas", std::uint64_t(0)),
                sample.value("description", "")};
        return r;
    } catch (const json::exception& e) {
        return makeError(ErrorCode::BadInput, std::string("a run result has a key of the wrong type: ") + e.what());
    }
}

} // namespace warpscope::core
