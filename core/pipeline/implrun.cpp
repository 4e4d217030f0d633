#include "core/pipeline/implrun.h"

#include "core/compare/comparison.h"
#include "core/compare/tolerance.h"
#include "core/compare/ulp.h"
#include "core/compile/compileoptions.h"
#include "core/exec/poison.h"
#include "core/pipeline/runner.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace warpscope::core {

namespace {

std::string archText(const ImplementationSpec* impl, int runArch)
{
    return impl && !impl->arch.empty() ? impl->arch : "sm_" + std::to_string(runArch);
}

std::string joined(const std::vector<std::string>& v)
{
    std::string s;
    for (const auto& o : v)
        s += (s.empty() ? "" : " ") + o;
    return s;
}

/// The implementation's (first) kernel compiled with cubin and SASS: registers, shared memory and
/// occupancy for the table, and the text the migration diff compares. Cached like every compile.
void compileForResources(const Task& t, int arch, ImplementationRun& run)
{
    CompileOptions copts;
    copts.arch = arch;
    auto request = compileRequestForTask(t, copts);
    if (!request) {
        run.resourcesNote = request.error().describe();
        return;
    }
    auto compiled = compileKernel(*request);
    if (!compiled) {
        run.resourcesNote = compiled.error().describe();
        return;
    }
    run.compile = std::move(*compiled);
    if (const KernelResources* r = run.compile.entryResources())
        run.resources = *r;
    else
        run.resourcesNote = run.compile.ok ? "the compile reported no resources" : "the kernel did not compile";
    run.occupancy = run.compile.occupancy;
    if (t.steps.size() < 2)
        return;
    // each step of a pipeline is its own launch with its own resources: compiled one by one (cached)
    for (std::size_t k = 0; k < t.steps.size(); ++k) {
        StepResources step;
        step.step = stepTitle(t.steps[k], static_cast<int>(k));
        step.entry = t.steps[k].kernel.entry;
        Task single = t;
        single.kernel = t.steps[k].kernel;
        single.launch = t.steps[k].launch;
        single.steps = {t.steps[k]};
        auto stepRequest = compileRequestForTask(single, copts);
        auto stepCompiled = stepRequest ? compileKernel(*stepRequest) : Result<CompileResult>(stepRequest.error());
        if (!stepCompiled) {
            step.note = stepCompiled.error().describe();
        } else if (const KernelResources* r = stepCompiled->entryResources()) {
            step.resources = *r;
            step.launchShared = stepCompiled->launchShared;
            step.occupancy = stepCompiled->occupancy;
        } else {
            step.note = stepCompiled->ok ? "the compile reported no resources" : "the kernel did not compile";
        }
        run.steps.push_back(std::move(step));
    }
}

/// "cancelled" or "deadline" when the user (or the request's deadline) stopped the run, else null:
/// a partial run is kept and shown, but its half-written outputs are not diffed with the others.
const char* userStop(const RunResult& run)
{
    const std::string reason = run.stop().reason;
    return reason == "cancelled" ? "cancelled" : reason == "deadline" ? "deadline" : nullptr;
}

const Tensor* rawOutput(const SeedResult& s, const std::string& name)
{
    for (const auto& o : s.rawOutputs)
        if (o.name == name)
            return &o.tensor;
    return nullptr;
}

/// One output of one seed of the pair run: a's tensor as the output, b's as the reference.
OutputResult pairOutput(const BufferSpec& spec, const Tensor& a, const Tensor& b, const Tolerance& tolerance)
{
    OutputResult out;
    CompareOptions opts;
    opts.name = spec.name;
    if (spec.role == BufferRole::Output) {
        opts.poisonBits = poisonBits(spec.dtype);
        opts.referencePoisoned = true;
    }
    auto stats = compareOutput(a, b, tolerance, opts, &out.maps);
    if (stats)
        out.stats = std::move(*stats);
    out.stats.name = spec.name;
    out.tensorsKept = stats.ok();
    out.output = a;
    out.reference = b;
    return out;
}

void diffPair(
    const Task& task, const ImplementationRun& a, const ImplementationRun& b, bool keep, ImplementationsResult& r)
{
    ImplementationPair pair {a.name, b.name, {}};
    pair.asRun.taskName = task.name + ": " + a.name + " vs " + b.name;
    pair.asRun.taskFile = task.file.string();
    pair.asRun.backend = a.run.backend;
    pair.asRun.entry = a.entry;
    pair.asRun.referenceKind = "implementation " + b.name;
    pair.asRun.params = a.run.params;
    pair.asRun.passed = true;
    const std::size_t seeds = std::min(a.run.seeds.size(), b.run.seeds.size());
    for (std::size_t s = 0; s < seeds; ++s) {
        SeedResult seed;
        seed.seed = a.run.seeds[s].seed;
        seed.passed = true;
        for (const BufferSpec& spec : task.buffers) {
            if (spec.role != BufferRole::Output && spec.role != BufferRole::InOut)
                continue;
            const auto tol = task.tolerances.find(spec.name);
            const Tolerance tolerance = toleranceFor(spec.dtype, tol == task.tolerances.end() ? nullptr : &tol->second);
            const Tensor* ta = rawOutput(a.run.seeds[s], spec.name);
            const Tensor* tb = rawOutput(b.run.seeds[s], spec.name);
            ImplementationDiff d;
            if (ta && tb)
                d = diffOutputs(*ta, *tb, tolerance, spec.role == BufferRole::Output);
            else
                d.note = "an implementation kept no copy of the output";
            d.a = a.name;
            d.b = b.name;
            d.output = spec.name;
            d.seed = seed.seed;
            if (keep && ta && tb && ta->elementCount() == tb->elementCount() && ta->dtype == tb->dtype) {
                seed.outputs.push_back(pairOutput(spec, *ta, *tb, tolerance));
                seed.passed = seed.passed && seed.outputs.back().stats.passed;
            }
            if (!keep)
                d.difference = Tensor {};
            r.differences.push_back(std::move(d));
        }
        pair.asRun.passed = pair.asRun.passed && seed.passed;
        pair.asRun.seeds.push_back(std::move(seed));
    }
    if (keep)
        r.pairs.push_back(std::move(pair));
}

/// Same source and entry, another architecture or other options: the pair a migration review compares.
void addMigrations(ImplementationsResult& r)
{
    for (std::size_t i = 0; i < r.runs.size(); ++i)
        for (std::size_t j = i + 1; j < r.runs.size(); ++j) {
            const ImplementationRun& a = r.runs[i];
            const ImplementationRun& b = r.runs[j];
            if (a.source != b.source || a.entry != b.entry)
                continue;
            MigrationDiff m;
            m.a = a.name;
            m.b = b.name;
            if (a.arch != b.arch)
                m.what = a.arch + " -> " + b.arch;
            if (a.options != b.options)
                m.what += (m.what.empty() ? "" : ", ") + std::string("options [") + joined(a.options) + "] -> ["
                    + joined(b.options) + "]";
            if (m.what.empty())
                m.what = "same source, entry, architecture and options";
            m.compiled = a.compile.ok && b.compile.ok;
            if (m.compiled)
                m.diff = diffCompileResults(a.compile, b.compile);
            else
                m.note = "both must compile for a PTX/SASS and resources diff";
            r.migrations.push_back(std::move(m));
        }
}

} // namespace

const char* diffStatusName(DiffStatus s)
{
    switch (s) {
    case DiffStatus::BitIdentical:
        return "bit-identical";
    case DiffStatus::WithinTolerance:
        return "within tolerance";
    case DiffStatus::Differs:
        return "differs";
    case DiffStatus::NotCompared:
        break;
    }
    return "not compared";
}

ImplementationDiff diffOutputs(const Tensor& a, const Tensor& b, const Tolerance& tolerance, bool poisoned)
{
    ImplementationDiff d;
    d.elements = static_cast<std::int64_t>(a.elementCount());
    if (a.dtype != b.dtype || a.elementCount() != b.elementCount()) {
        d.note = "the two outputs differ in dtype or size (" + std::string(dtypeName(a.dtype)) + " "
            + shapeToString(a.shape) + " vs " + dtypeName(b.dtype) + " " + shapeToString(b.shape) + ")";
        return d;
    }
    d.difference = Tensor::zeros(DType::F32, a.shape);
    float* diff = reinterpret_cast<float*>(d.difference.bytes.data());
    double worst = -1.0;
    for (std::size_t i = 0; i < a.elementCount(); ++i) {
        if (loadBits(a.bytes.data(), i, a.dtype) == loadBits(b.bytes.data(), i, b.dtype))
            continue;
        ++d.differing;
        const double va = a.at(i), vb = b.at(i);
        if (d.firstIndex < 0) {
            d.firstIndex = static_cast<std::int64_t>(i);
            d.firstA = va;
            d.firstB = vb;
        }
        const bool finite = std::isfinite(va) && std::isfinite(vb);
        diff[i] = finite ? static_cast<float>(va - vb) : std::numeric_limits<float>::quiet_NaN();
        const double mag = finite ? std::fabs(va - vb) : std::numeric_limits<double>::infinity();
        if (mag > worst) {
            worst = mag;
            d.worstIndex = static_cast<std::int64_t>(i);
        }
    }
    if (d.firstIndex >= 0)
        d.firstIndexNd = unflattenIndex(d.firstIndex, a.shape);
    if (d.differing == 0) {
        d.status = DiffStatus::BitIdentical;
        return d;
    }
    CompareOptions opts;
    opts.name = "difference";
    opts.worstK = 1;
    if (poisoned) {
        opts.poisonBits = poisonBits(a.dtype);
        opts.referencePoisoned = true;
    }
    auto stats = compareOutput(a, b, tolerance, opts);
    if (!stats) {
        d.note = stats.error().message;
        return d;
    }
    d.maxAbs = stats->maxAbsError;
    d.maxRel = stats->maxRelError;
    d.maxUlp = stats->maxUlp;
    d.beyondTolerance = stats->mismatches;
    d.status = stats->mismatches == 0 ? DiffStatus::WithinTolerance : DiffStatus::Differs;
    return d;
}

Result<std::vector<std::size_t>> selectImplementations(const Task& task, const std::string& selector)
{
    std::vector<std::size_t> out;
    if (task.implementations.empty()) {
        if (selector.empty() || selector == "all")
            return out;
        return makeError(ErrorCode::BadInput,
            "the task has no [[implementation]] entries; drop --implementation or add them (docs/task-format.md)",
            task.file.string(), 0, "--implementation");
    }
    std::string names;
    for (std::size_t i = 0; i < task.implementations.size(); ++i) {
        const ImplementationSpec& impl = task.implementations[i];
        names += (names.empty() ? "" : ", ") + impl.name;
        if (selector.empty() || selector == "all" || impl.name == selector || impl.family == selector)
            out.push_back(i);
    }
    if (out.empty())
        return makeError(ErrorCode::BadInput,
            "no implementation is called '" + selector + "'; the task has: " + names + " (or write all)",
            task.file.string(), 0, "--implementation");
    return out;
}

std::optional<int> peakRegisters(const ImplementationRun& run)
{
    std::optional<int> peak;
    if (run.resources)
        peak = run.resources->registers;
    for (const StepResources& s : run.steps)
        if (s.resources)
            peak = std::max(peak.value_or(0), s.resources->registers);
    return peak;
}

std::optional<int> peakShared(const ImplementationRun& run)
{
    std::optional<int> peak;
    if (run.resources)
        peak = run.resources->sharedStatic + run.compile.launchShared;
    for (const StepResources& s : run.steps)
        if (s.resources)
            peak = std::max(peak.value_or(0), s.resources->sharedStatic + s.launchShared);
    return peak;
}

std::optional<OccupancyResult> lowestOccupancy(const ImplementationRun& run)
{
    std::optional<OccupancyResult> low = run.occupancy;
    for (const StepResources& s : run.steps)
        if (s.occupancy && (!low || s.occupancy->occupancy < low->occupancy))
            low = s.occupancy;
    return low;
}

/// A cancel (or the deadline) is a partial result, not an error: the implementations that finished are
/// kept, the one stopped keeps its partial run (stop() says how far it got; it is not diffed with the
/// others) and the ones after it are listed with a Cancelled error "not run: …" (implementationNotRun).
Result<ImplementationsResult> runImplementations(const Task& task, Backend& backend, const RunOptions& options,
    const std::vector<std::size_t>& which, const RunControl& control)
{
    ImplementationsResult r;
    r.taskName = task.name;
    r.backend = backend.name();
    r.hasReference = task.reference.kind != ReferenceSpec::Kind::None;
    r.passed = true;
    const char* stopReason = nullptr; ///< set once a cancel or the deadline stopped an implementation
    for (std::size_t i : which) {
        const ImplementationSpec* impl = i < task.implementations.size() ? &task.implementations[i] : nullptr;
        const Task t = taskForImplementation(task, i);
        ImplementationRun run;
        run.name = impl ? impl->name : task.kernel.entry;
        run.language = kernelLanguageName(t.kernel.language);
        run.arch = archText(impl, options.arch);
        run.source = t.kernel.source;
        run.entry = t.kernel.entry;
        run.options = impl ? impl->kernel.options : t.kernel.options; // as written: no -arch=sm_XXa
        run.launches = t.steps.empty() ? 1 : static_cast<int>(t.steps.size());
        RunOptions o = options;
        if (impl && impl->archNumber)
            o.arch = impl->archNumber;
        o.keepRawOutputs = true; // the pairwise differences read them
        if (stopReason) {
            // a cancel (or the deadline) stopped an earlier implementation: this one is listed, not started
            run.error = makeError(ErrorCode::Cancelled,
                "not run: the comparison was " + std::string(stopReason) + " before this implementation started");
            r.passed = false;
            r.runs.push_back(std::move(run));
            continue;
        }
        if (control.notice)
            control.notice("implementation " + run.name + " (" + run.language + ", " + run.arch + ")");
        // every implementation regenerates the seeds' inputs from the same generators: the same pristine
        // inputs, never what an earlier implementation left in an inout buffer
        auto result = runTask(t, backend, o, control);
        if (result) {
            run.ran = true;
            run.run = std::move(*result);
            stopReason = userStop(run.run);
        } else {
            run.error = result.error();
            if (run.error.code == ErrorCode::Cancelled) // stopped while compiling or timing its probe
                stopReason = "cancelled";
        }
        if (!stopReason || run.ran)
            compileForResources(t, o.arch, run);
        r.passed = r.passed && run.ran && run.run.passed;
        r.runs.push_back(std::move(run));
    }
    for (std::size_t i = 0; i < r.runs.size(); ++i)
        for (std::size_t j = i + 1; j < r.runs.size(); ++j)
            if (r.runs[i].ran && r.runs[j].ran && !userStop(r.runs[i].run) && !userStop(r.runs[j].run))
                diffPair(task, r.runs[i], r.runs[j], options.keepTensors, r);
    if (!r.hasReference)
        for (const auto& d : r.differences)
            r.passed = r.passed && d.status != DiffStatus::Differs && d.status != DiffStatus::NotCompared;
    addMigrations(r);
    return r;
}

} // namespace warpscope::core
