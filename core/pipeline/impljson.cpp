#include "core/pipeline/impljson.h"

#include "core/compile/compilejson.h"
#include "core/pipeline/runjson.h"

#include <cmath>

namespace warpscope::core {

using nlohmann::json;

namespace {

json num(double v)
{
    return figureToJson(v);
}

json differenceToJson(const ImplementationDiff& d, bool withFiles)
{
    json j {{"a", d.a}, {"b", d.b}, {"output", d.output}, {"seed", d.seed}, {"status", diffStatusName(d.status)},
        {"elements", d.elements}, {"differing", d.differing}, {"beyond_tolerance", d.beyondTolerance},
        {"max_abs", num(d.maxAbs)}, {"max_rel", num(d.maxRel)}, {"max_ulp", d.maxUlp}};
    if (!d.note.empty())
        j["note"] = d.note;
    if (d.firstIndex >= 0) {
        j["first_index"] = d.firstIndexNd;
        j["first_a"] = num(d.firstA);
        j["first_b"] = num(d.firstB);
    }
    if (withFiles && !d.difference.bytes.empty())
        j["file"] = differenceFilePath(d);
    return j;
}

json migrationToJson(const MigrationDiff& m)
{
    json j {{"a", m.a}, {"b", m.b}, {"what", m.what}, {"compiled", m.compiled}};
    if (!m.note.empty())
        j["note"] = m.note;
    if (!m.compiled)
        return j;
    j["ptx"] = {{"identical", m.diff.ptx.identical}, {"added", m.diff.ptx.added}, {"removed", m.diff.ptx.removed}};
    j["sass"] = {{"identical", m.diff.sass.identical}, {"added", m.diff.sass.added}, {"removed", m.diff.sass.removed}};
    json res = json::array();
    for (const auto& r : m.diff.resources) {
        json e {{"kernel", r.kernel}, {"changed", r.changed()}};
        if (r.inA)
            e["a"] = kernelResourcesToJson(r.a);
        if (r.inB)
            e["b"] = kernelResourcesToJson(r.b);
        res.push_back(std::move(e));
    }
    j["resources"] = std::move(res);
    if (m.diff.occupancyA)
        j["occupancy_a"] = occupancyToJson(*m.diff.occupancyA);
    if (m.diff.occupancyB)
        j["occupancy_b"] = occupancyToJson(*m.diff.occupancyB);
    return j;
}

} // namespace

std::string implementationFolderName(const std::string& name)
{
    std::string out = name;
    for (char& c : out)
        if (c == '@' || c == '/' || c == ' ')
            c = '_';
    return out;
}

std::string pairFolderPath(const std::string& a, const std::string& b)
{
    return "diff/" + implementationFolderName(a) + "-vs-" + implementationFolderName(b);
}

bool implementationNotRun(const ImplementationRun& run)
{
    return !run.ran && run.error.code == ErrorCode::Cancelled && run.error.message.rfind("not run", 0) == 0;
}

ImplementationsStop implementationsStop(const ImplementationsResult& r)
{
    ImplementationsStop s;
    s.asked = r.runs.size();
    std::string finished, stoppedText, notRun;
    for (const auto& run : r.runs) {
        const RunResult::Stop stop = run.ran ? run.run.stop() : RunResult::Stop {};
        const bool user = stop.reason == "cancelled" || stop.reason == "deadline";
        if (implementationNotRun(run)) {
            notRun += (notRun.empty() ? "" : ", ") + run.name;
        } else if (user || (!run.ran && run.error.code == ErrorCode::Cancelled)) {
            s.stopped = true;
            s.reason = user ? stop.reason : "cancelled";
            stoppedText = run.name + " stopped"
                + (user ? ": " + stop.message : std::string(" before it ran: ") + run.error.message);
        } else {
            ++s.finished;
            finished += (finished.empty() ? "" : ", ") + run.name;
        }
    }
    if (!s.stopped && !notRun.empty()) {
        s.stopped = true;
        s.reason = "cancelled";
    }
    if (!s.stopped)
        return s;
    s.message = "the comparison was " + s.reason + ": " + std::to_string(s.finished) + " of " + std::to_string(s.asked)
        + " implementations finished" + (finished.empty() ? "" : " (" + finished + ")")
        + (stoppedText.empty() ? "" : "; " + stoppedText) + (notRun.empty() ? "" : "; not run: " + notRun);
    return s;
}

std::string implementationVerdict(const ImplementationRun& run)
{
    if (implementationNotRun(run))
        return "NOT RUN";
    if (!run.ran)
        return run.error.code == ErrorCode::Cancelled ? "STOPPED" : "ERROR";
    if (run.run.stop().stopped)
        return "STOPPED";
    return run.run.passed ? "pass" : "FAIL";
}

std::string differenceFilePath(const ImplementationDiff& d)
{
    return pairFolderPath(d.a, d.b) + "/seed-" + std::to_string(d.seed) + "/" + d.output + ".diff.npy";
}

json implementationsToJson(const ImplementationsResult& r, bool withFiles)
{
    json impls = json::array();
    for (const auto& run : r.runs) {
        json j {{"name", run.name}, {"language", run.language}, {"arch", run.arch}, {"source", run.source},
            {"entry", run.entry}, {"options", run.options}, {"launches", run.launches},
            {"launch_shared", run.compile.launchShared}, {"verdict", implementationVerdict(run)},
            {"passed", run.ran && run.run.passed}};
        if (run.resources)
            j["resources"] = kernelResourcesToJson(*run.resources);
        else if (!run.resourcesNote.empty())
            j["resources_note"] = run.resourcesNote;
        if (run.occupancy)
            j["occupancy"] = occupancyToJson(*run.occupancy);
        if (!run.steps.empty()) {
            json steps = json::array();
            for (const StepResources& s : run.steps) {
                json step {{"step", s.step}, {"entry", s.entry}, {"launch_shared", s.launchShared}};
                if (s.resources)
                    step["resources"] = kernelResourcesToJson(*s.resources);
                if (s.occupancy)
                    step["occupancy"] = occupancyToJson(*s.occupancy);
                if (!s.note.empty())
                    step["note"] = s.note;
                steps.push_back(std::move(step));
            }
            j["steps"] = std::move(steps);
        }
        if (run.ran)
            j["run"] = runResultToJson(run.run, withFiles);
        else
            j["error"] = {{"code", errorCodeName(run.error.code)}, {"message", run.error.describe()}};
        if (implementationNotRun(run))
            j["not_run"] = true;
        impls.push_back(std::move(j));
    }
    json diffs = json::array();
    for (const auto& d : r.differences)
        diffs.push_back(differenceToJson(d, withFiles));
    json migrations = json::array();
    for (const auto& m : r.migrations)
        migrations.push_back(migrationToJson(m));
    json out {{"schema", kRunSchema}, {"task", r.taskName}, {"backend", r.backend}, {"passed", r.passed},
        {"has_reference", r.hasReference}, {"implementations", impls}, {"differences", diffs},
        {"migrations", migrations}};
    if (!r.shown.empty())
        out["shown"] = r.shown;
    // a cancelled comparison is a partial result: what finished, what stopped, what did not start
    if (const ImplementationsStop stop = implementationsStop(r); stop.stopped)
        out["stopped"] = {{"reason", stop.reason}, {"message", stop.message},
            {"implementations_finished", stop.finished}, {"implementations_asked", stop.asked}};
    return out;
}

namespace {

KernelResources resourcesFromJson(const json& j)
{
    KernelResources k;
    k.kernel = j.value("kernel", std::string());
    k.registers = j.value("registers", 0);
    k.sharedStatic = j.value("shared_static", 0);
    k.local = j.value("local", 0);
    k.spillStores = j.value("spill_stores", 0);
    k.spillLoads = j.value("spill_loads", 0);
    k.constant = j.value("constant", 0);
    k.barriers = j.value("barriers", 0);
    return k;
}

std::optional<OccupancyResult> occupancyFromJson(const json& e)
{
    if (!e.contains("occupancy") || !e["occupancy"].is_object())
        return std::nullopt;
    OccupancyResult o;
    o.occupancy = e["occupancy"].value("occupancy", 0.0);
    o.activeWarpsPerSm = e["occupancy"].value("active_warps_per_sm", 0);
    o.maxWarpsPerSm = e["occupancy"].value("max_warps_per_sm", 0);
    return o;
}

double numberOf(const json& j)
{
    if (j.is_number())
        return j.get<double>();
    if (j.is_string())
        return j.get<std::string>() == "inf" ? INFINITY : j.get<std::string>() == "-inf" ? -INFINITY : NAN;
    return NAN;
}

DiffStatus diffStatusFromName(const std::string& s)
{
    for (DiffStatus d : {DiffStatus::BitIdentical, DiffStatus::WithinTolerance, DiffStatus::Differs})
        if (s == diffStatusName(d))
            return d;
    return DiffStatus::NotCompared;
}

} // namespace

Result<ImplementationsResult> implementationsFromJson(const json& j)
{
    if (!j.is_object() || !j.contains("implementations") || !j["implementations"].is_array())
        return makeError(ErrorCode::BadInput, "not an implementations document: 'implementations' is missing");
    ImplementationsResult r;
    r.taskName = j.value("task", std::string());
    r.backend = j.value("backend", std::string());
    r.passed = j.value("passed", false);
    r.hasReference = j.value("has_reference", false);
    r.shown = j.value("shown", std::string());
    for (const json& e : j["implementations"]) {
        ImplementationRun run;
        run.name = e.value("name", std::string());
        run.language = e.value("language", std::string());
        run.arch = e.value("arch", std::string());
        run.source = e.value("source", std::string());
        run.entry = e.value("entry", std::string());
        run.options = e.value("options", std::vector<std::string>());
        run.launches = e.value("launches", 1);
        run.compile.launchShared = e.value("launch_shared", 0);
        if (e.contains("resources"))
            run.resources = resourcesFromJson(e["resources"]);
        run.resourcesNote = e.value("resources_note", std::string());
        run.occupancy = occupancyFromJson(e);
        for (const json& s : e.value("steps", json::array())) {
            if (!s.is_object())
                continue;
            StepResources step;
            step.step = s.value("step", std::string());
            step.entry = s.value("entry", std::string());
            step.launchShared = s.value("launch_shared", 0);
            if (s.contains("resources") && s["resources"].is_object())
                step.resources = resourcesFromJson(s["resources"]);
            step.occupancy = occupancyFromJson(s);
            step.note = s.value("note", std::string());
            run.steps.push_back(std::move(step));
        }
        if (e.contains("run")) {
            auto rr = runResultFromJson(e["run"]);
            if (!rr)
                return makeError(rr.error().code, "implementation '" + run.name + "': " + rr.error().message);
            run.run = std::move(*rr);
            run.ran = true;
        } else if (e.contains("error")) {
            run.error = makeError(
                errorCodeFromName(e["error"].value("code", std::string())), e["error"].value("message", std::string()));
        }
        r.runs.push_back(std::move(run));
    }
    for (const json& e : j.value("differences", json::array())) {
        ImplementationDiff d;
        d.a = e.value("a", std::string());
        d.b = e.value("b", std::string());
        d.output = e.value("output", std::string());
        d.seed = e.value("seed", std::uint64_t(0));
        d.status = diffStatusFromName(e.value("status", std::string()));
        d.note = e.value("note", std::string());
        d.elements = e.value("elements", std::int64_t(0));
        d.differing = e.value("differing", std::int64_t(0));
        d.beyondTolerance = e.value("beyond_tolerance", std::int64_t(0));
        d.maxAbs = numberOf(e.value("max_abs", json(0.0)));
        d.maxRel = numberOf(e.value("max_rel", json(0.0)));
        d.maxUlp = e.value("max_ulp", std::uint64_t(0));
        if (e.contains("first_index")) {
            d.firstIndexNd = e["first_index"].get<std::vector<std::int64_t>>();
            d.firstA = numberOf(e["first_a"]);
            d.firstB = numberOf(e["first_b"]);
            d.firstIndex = 0; // the flat index is not stored; firstIndexNd is the place
        }
        r.differences.push_back(std::move(d));
    }
    for (const json& e : j.value("migrations", json::array())) {
        MigrationDiff m;
        m.a = e.value("a", std::string());
        m.b = e.value("b", std::string());
        m.what = e.value("what", std::string());
        m.compiled = e.value("compiled", false);
        m.note = e.value("note", std::string());
        if (m.compiled) {
            m.diff.sass.identical = e["sass"].value("identical", true);
            m.diff.sass.added = e["sass"].value("added", 0);
            m.diff.sass.removed = e["sass"].value("removed", 0);
            m.diff.ptx.identical = e["ptx"].value("identical", true);
            for (const json& res : e.value("resources", json::array())) {
                ResourceDelta rd;
                rd.kernel = res.value("kernel", std::string());
                rd.inA = res.contains("a");
                rd.inB = res.contains("b");
                if (rd.inA)
                    rd.a = resourcesFromJson(res["a"]);
                if (rd.inB)
                    rd.b = resourcesFromJson(res["b"]);
                m.diff.resources.push_back(rd);
            }
        }
        r.migrations.push_back(std::move(m));
    }
    return r;
}

} // namespace warpscope::core
