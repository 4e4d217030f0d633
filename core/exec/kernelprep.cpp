#include "core/exec/kernelprep.h"

#include "core/common/demangle.h"

#include "core/common/paths.h"
#include "core/compile/compileoptions.h"
#include "core/compile/compiler.h"

#include <algorithm>
#include <cstdlib>

namespace warpscope::core {

namespace {

/// "the kernel", "the reference kernel": the table's name said once ("the kernel kernel" was a bug).
std::string kernelNoun(const std::string& field)
{
    const std::string suffix = "kernel";
    const bool named
        = field.size() >= suffix.size() && field.compare(field.size() - suffix.size(), suffix.size(), suffix) == 0;
    return "the " + field + (named ? "" : " kernel");
}

/// The first error of a failed compile, located in the kernel's source file.
Error compileError(const Task& task, const KernelSpec& kernel, const std::string& field, const CompileResult& r)
{
    int errors = 0;
    const Diagnostic* first = nullptr;
    for (const auto& d : r.diagnostics) {
        if (d.severity != Diagnostic::Severity::Error)
            continue;
        ++errors;
        if (!first)
            first = &d;
    }
    const std::string more = errors > 1 ? " (and " + std::to_string(errors - 1) + " more errors)" : "";
    if (first) {
        const std::string file = (task.dir / (first->file.empty() ? kernel.source : first->file)).string();
        return makeError(ErrorCode::BadInput,
            kernelNoun(field) + " does not compile: " + first->message + more
                + (first->hint.empty() ? "" : "; " + first->hint),
            file, first->line, {}, first->column);
    }
    std::string log = r.log.substr(0, 2000);
    return makeError(
        ErrorCode::BadInput, kernelNoun(field) + " does not compile:\n" + log, (task.dir / kernel.source).string());
}

/// NVRTC reports a name expression it cannot resolve in "__nv_name_map" (the compiler's diagnostics
/// turn that into an unknown-entry message, so the raw log is what tells).
bool nameExpressionFailed(const CompileResult& r)
{
    return r.log.find("__nv_name_map") != std::string::npos;
}

/// After a compile that failed on a symbol's name expression and succeeded without them: the first
/// symbol the module does not declare, with the variables it does declare.
Error missingSymbol(const Task& task, const KernelSpec& kernel, const std::string& ptx)
{
    const auto vars = ptxModuleVariables(ptx);
    std::string list;
    for (const auto& v : vars)
        list += (list.empty() ? "" : ", ") + std::string(v.isConst ? "__constant__ " : "__device__ ")
            + demangledName(v.name) + " (" + std::to_string(v.bytes) + " bytes)";
    for (std::size_t i = 0; i < task.buffers.size(); ++i) {
        const BufferSpec& b = task.buffers[i];
        if (!b.isSymbol())
            continue;
        const bool found = std::any_of(vars.begin(), vars.end(), [&](const PtxModuleVariable& v) {
            const std::string n = demangledName(v.name);
            return n == b.symbol || "::" + n == b.symbol;
        });
        if (!found)
            return makeError(ErrorCode::BadInput,
                "symbol '" + b.symbol + "' is not a __constant__ or __device__ variable of " + kernel.source
                    + "; the module declares: " + (list.empty() ? "no such variables" : list),
                task.file.string(), b.pos.line, task.bufferField(i) + ".name");
    }
    return makeError(ErrorCode::BadInput,
        "NVRTC could not look up the [[symbol]] names in " + kernel.source
            + "; the module declares: " + (list.empty() ? "no __constant__ or __device__ variables" : list),
        task.file.string(), kernel.pos.line, "symbol");
}

/// The launch whose arguments type a Triton kernel's parameters: the first step (or reference
/// step) that runs this kernel, else the task's [launch].
const LaunchSpec& launchOf(const Task& task, const KernelSpec& kernel, const std::string& field)
{
    static thread_local std::vector<StepSpec> steps;
    steps = field.rfind("reference", 0) == 0 ? referenceSteps(task) : kernelSteps(task);
    for (const auto& s : steps)
        if (s.kernel.source == kernel.source && s.kernel.entry == kernel.entry)
            return s.launch;
    return field.rfind("reference", 0) == 0 ? task.reference.launch : task.launch;
}

} // namespace

Result<PreparedKernel> prepareKernel(
    const Task& task, const KernelSpec& kernel, const std::string& field, int arch, bool wantCubin, bool withSymbols)
{
    const std::string taskFile = task.file.string();
    auto path = resolveInsideFolder(task.dir, kernel.source, taskFile, kernel.pos.line, field + ".source");
    if (!path)
        return path.error();
    auto text = readTextFile(*path);
    if (!text)
        return makeError(text.error().code, text.error().message, taskFile, kernel.pos.line, field + ".source");
    auto allowed = allowlistOptions(kernel.options, task.dir, {taskFile, kernel.pos.line, field + ".options"});
    if (!allowed)
        return allowed.error();
    CompileRequest req;
    req.source = std::move(*text);
    req.sourceName = std::filesystem::path(kernel.source).lexically_normal().generic_string();
    req.includeDir = task.dir;
    req.extraIncludeDirs = allowed->includeDirs;
    req.options = allowed->flags;
    // Line info lets findings and provenance point at source lines.
    if (std::find(req.options.begin(), req.options.end(), "-lineinfo") == req.options.end()
        && std::find(req.options.begin(), req.options.end(), "-G") == req.options.end())
        req.options.push_back("-lineinfo");
    req.arch = arch;
    if (auto st = applyArchSpecific(*allowed, req); !st)
        return st.error();
    req.entry = kernel.entry;
    req.nameExpressions = {kernel.entry};
    for (const auto& b : task.buffers)
        if (withSymbols && b.isSymbol())
            req.nameExpressions.push_back("&" + b.symbol);
    req.wantCubin = wantCubin;
    req.wantSass = false;
    applyKernelLanguage(req, task, kernel, launchOf(task, kernel, field));
    if (req.language != "cuda") {
        req.options.clear();
        req.nameExpressions.clear();
    }
    auto compiled = compileKernel(req);
    if (!compiled)
        return compiled.error();
    if (!compiled->ok && req.nameExpressions.size() > 1 && nameExpressionFailed(*compiled)) {
        // a symbol the source does not declare: compile without the symbols to list what it does declare
        req.nameExpressions.resize(1);
        auto plain = compileCuda(req);
        if (plain && plain->ok)
            return missingSymbol(task, kernel, plain->ptx);
    }
    if (!compiled->ok)
        return compileError(task, kernel, field, *compiled);
    PreparedKernel k;
    k.language = req.language;
    k.sourceFile = path->string();
    k.launchShared = compiled->launchShared;
    k.threadsPerBlock = compiled->threadsPerBlock;
    k.implicitParams = compiled->implicitParams;
    k.implicitScratch = compiled->implicitScratch;
    k.ptx = std::move(compiled->ptx);
    k.cubin = std::move(compiled->cubin);
    k.entry = kernel.entry;
    const auto lowered = compiled->loweredNames.find(kernel.entry);
    k.lowered = lowered != compiled->loweredNames.end() ? lowered->second : kernel.entry;
    k.compileSeconds = compiled->compileSeconds;
    if (const KernelResources* res = compiled->entryResources()) {
        k.registers = res->registers;
        k.sharedStatic = res->sharedStatic;
        k.barriers = res->barriers;
    }
    for (const auto& b : task.buffers) {
        const auto it = compiled->loweredNames.find("&" + b.symbol);
        if (withSymbols && b.isSymbol())
            k.symbolLowered[b.symbol] = it != compiled->loweredNames.end() ? it->second : b.symbol;
    }
    auto params = ptxEntryParams(k.ptx, k.lowered);
    if (!params)
        return makeError(ErrorCode::BadInput, params.error().message + "; check " + field + ".entry", taskFile,
            kernel.pos.line, field + ".entry");
    k.params = std::move(*params);
    if (k.implicitParams < 0 || static_cast<std::size_t>(k.implicitParams) > k.params.size())
        k.implicitParams = 0;
    k.implicitScratch.resize(static_cast<std::size_t>(k.implicitParams), 0);
    return k;
}

} // namespace warpscope::core
