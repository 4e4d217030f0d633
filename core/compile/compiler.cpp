#include "core/compile/compiler.h"

#include "core/compile/compilecache.h"
#include "core/compile/diagnostics.h"
#include "core/compile/includescan.h"
#include "core/compile/linemap.h"
#include "core/compile/nvjitlinkapi.h"
#include "core/compile/nvrtcrun.h"
#include "core/compile/ptxsignature.h"
#include "core/compile/resources.h"
#include "core/compile/sass.h"

#include <algorithm>
#include <chrono>
#include <regex>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxSourceBytes = 16u << 20;

/// Where the source lives for NVRTC. The main file is named by its absolute path in the task folder, so
/// that NVRTC looks for quoted includes there and never in the process's working folder; without a task
/// folder it is named under /dev/null, where no file can exist. The prefix is cut from every text shown.
struct SourcePlace {
    fs::path taskDir;
    std::string sourceName; ///< relative, as diagnostics show it
    std::string nvrtcName;
    std::string prefix;
};

SourcePlace placeOf(const CompileRequest& r)
{
    SourcePlace p;
    std::error_code ec;
    if (!r.includeDir.empty())
        p.taskDir = fs::absolute(r.includeDir, ec).lexically_normal();
    fs::path name = fs::path(r.sourceName).lexically_normal();
    if (name.empty() || name.is_absolute() || *name.begin() == "..")
        name = name.filename().empty() ? fs::path("kernel.cu") : name.filename();
    p.sourceName = name.generic_string();
    const fs::path base = p.taskDir.empty() ? fs::path("/dev/null") : p.taskDir;
    p.prefix = (base / "").string();
    p.nvrtcName = (base / name).string();
    return p;
}

std::string withoutPrefix(std::string text, const std::string& prefix)
{
    for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at))
        text.erase(at, prefix.size());
    return text;
}

std::vector<std::string> nvrtcOptions(const CompileRequest& r, const SourcePlace& place, bool cubinByNvrtc)
{
    std::vector<std::string> o;
    if (cubinByNvrtc) {
        o.push_back("--gpu-architecture=sm_" + std::to_string(r.arch) + (r.archSpecific ? "a" : ""));
        o.emplace_back("--ptxas-options=-v"); // the resource report, in the log
    } else {
        o.push_back("--gpu-architecture=compute_" + std::to_string(r.arch) + (r.archSpecific ? "a" : ""));
    }
    if (!place.taskDir.empty())
        o.push_back("--include-path=" + place.taskDir.string());
    for (const auto& d : r.extraIncludeDirs)
        o.push_back("--include-path=" + d.string());
    o.push_back(std::string("--include-path=") + WARPSCOPE_CUDA_INCLUDE_DIR);
    if (std::string(WARPSCOPE_CCCL_DIR).size())
        o.push_back(std::string("--include-path=") + WARPSCOPE_CCCL_DIR);
    o.insert(o.end(), r.options.begin(), r.options.end());
    return o;
}

IncludeRoots includeRoots(const CompileRequest& r, const SourcePlace& place)
{
    IncludeRoots roots;
    roots.taskDir = place.taskDir;
    roots.taskIncludeDirs = r.extraIncludeDirs;
    roots.systemDirs.emplace_back(WARPSCOPE_CUDA_INCLUDE_DIR);
    if (std::string(WARPSCOPE_CCCL_DIR).size())
        roots.systemDirs.emplace_back(WARPSCOPE_CCCL_DIR);
    return roots;
}

CompileResult failWith(CompileResult r, Diagnostic d)
{
    r.ok = false;
    r.diagnostics.push_back(std::move(d));
    return r;
}

/// Refuses input NVRTC cannot take as source text before it gets there.
std::optional<Diagnostic> checkSource(const std::string& source, const std::string& name)
{
    Diagnostic d;
    d.file = name;
    if (source.size() > kMaxSourceBytes) {
        d.message = "the source is " + std::to_string(source.size()) + " bytes, more than the "
            + std::to_string(kMaxSourceBytes) + " Warpscope compiles";
        d.hint = "split the kernel or remove generated tables from the source";
        return d;
    }
    if (const auto nul = source.find('\0'); nul != std::string::npos) {
        d.line = static_cast<int>(std::count(source.begin(), source.begin() + static_cast<long>(nul), '\n')) + 1;
        d.message = "the source contains a NUL byte; it is not a text file";
        d.hint = "check that [kernel].source names the CUDA source, not a binary";
        return d;
    }
    return std::nullopt;
}

bool hasTemplates(const std::string& source)
{
    static const std::regex re(R"(\btemplate\s*<)");
    return std::regex_search(source, re);
}

/// NVRTC reports an entry it cannot resolve as errors in "__nv_name_map". When that is the only problem,
/// compiling once more without name expressions tells which kernels do exist.
void explainNameMapErrors(CompileResult& r, const NvrtcApi& api, const CompileRequest& req, const SourcePlace& place)
{
    const auto isNameMap = [](const Diagnostic& d) { return d.file == "__nv_name_map"; };
    const auto first = std::find_if(r.diagnostics.begin(), r.diagnostics.end(), isNameMap);
    if (first == r.diagnostics.end())
        return;
    const std::string nvrtcSays = first->message;
    r.diagnostics.erase(std::remove_if(r.diagnostics.begin(), r.diagnostics.end(), isNameMap), r.diagnostics.end());
    if (!r.diagnostics.empty()) {
        Diagnostic d;
        d.file = place.sourceName;
        d.message = "kernel '" + req.entry + "' ([kernel].entry) could not be looked up (NVRTC: " + nvrtcSays + ")";
        d.hint = "fix the errors above first";
        r.diagnostics.push_back(std::move(d));
        return;
    }
    std::vector<std::string> entries;
    if (auto plain = runNvrtc(api, req.source, place.nvrtcName, nvrtcOptions(req, place, false), {});
        plain && plain->status == NVRTC_SUCCESS)
        entries = ptxEntryNames(plain->ptx);
    Diagnostic d = unknownKernelDiagnostic(req.entry, place.sourceName, entries, hasTemplates(req.source));
    d.message += " (NVRTC: " + nvrtcSays + ")";
    r.diagnostics.push_back(std::move(d));
}

/// Reads NVRTC's verdict into the result; false when the compile failed.
bool readNvrtc(CompileResult& r, NvrtcOutput& out, const NvrtcApi& api, const CompileRequest& req,
    const SourcePlace& place, const HintContext& hints)
{
    r.log = withoutPrefix(out.log, place.prefix);
    r.diagnostics = parseCompilerLog(r.log);
    if (out.status != NVRTC_SUCCESS) {
        explainNameMapErrors(r, api, req, place);
        const bool anyError = std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
            [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
        if (!anyError) {
            Diagnostic d;
            d.message = std::string("NVRTC failed without an error message (") + api.getErrorString(out.status) + ")";
            d.hint = "ptxas may have rejected the kernel; see the log";
            r.diagnostics.push_back(std::move(d));
        }
        addHints(r.diagnostics, hints);
        return false;
    }
    addHints(r.diagnostics, hints);
    r.ptx = withoutPrefix(std::move(out.ptx), place.prefix);
    r.cubin = std::move(out.cubin);
    r.loweredNames = std::move(out.loweredNames);
    const std::vector<std::string> entries = ptxEntryNames(r.ptx);
    if (req.entry.empty()) {
        r.entryLowered = entries.empty() ? std::string() : entries.front();
        return true;
    }
    const auto lowered = r.loweredNames.find(req.entry);
    r.entryLowered = lowered != r.loweredNames.end() ? lowered->second : req.entry;
    if (std::find(entries.begin(), entries.end(), r.entryLowered) == entries.end()) {
        r.diagnostics.push_back(
            unknownKernelDiagnostic(req.entry, place.sourceName, entries, hasTemplates(req.source)));
        return false;
    }
    return true;
}

/// nvJitLink path: PTX → cubin, with ptxas' report in the info log. False when ptxas rejected the PTX.
Status linkWithNvJitLink(CompileResult& r, const CompileRequest& req, const HintContext& hints)
{
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::string> extra;
    for (const auto& o : req.options)
        if (o.rfind("-maxrregcount=", 0) == 0)
            extra.push_back(o);
    // PTX given as the source is its own line table: ptxas keeps PTX line numbers only with -lineinfo
    const bool lineInfo = r.ptx.find("	.loc") != std::string::npos || r.language == "ptx";
    auto linked = linkPtx(r.ptx, req.arch, lineInfo, extra, req.archSpecific);
    r.cubinSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!linked)
        return linked.error();
    r.log += (r.log.empty() ? "" : "\n") + linked->infoLog + linked->errorLog;
    if (!linked->ok) {
        auto diags = parseCompilerLog(linked->errorLog);
        addHints(diags, hints);
        r.diagnostics.insert(r.diagnostics.end(), diags.begin(), diags.end());
        r.ok = false;
        return Ok {};
    }
    r.cubin = std::move(linked->cubin);
    return Ok {};
}

void disassemble(CompileResult& r, const std::string& prefix)
{
    const auto start = std::chrono::steady_clock::now();
    auto listing = disassembleCubin(r.cubin);
    r.sassSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!listing) {
        r.sassError = listing.error().message;
        return;
    }
    r.nvdisasmVersion = listing->nvdisasmVersion;
    const PtxLineInfo ptxInfo = lineInfoOf(r);
    const int mainFile = mainFileIndex(ptxInfo, r.sourceName);
    const std::string sass
        = prefix.empty() ? std::move(listing->text) : withoutPrefix(std::move(listing->text), prefix);
    const SassLineInfo sassInfo = parseSassLineInfo(sass, r.sourceName);
    r.sass = annotateSass(sass, ptxInfo, mainFile, r.sourceName);
    buildLineMaps(ptxInfo, mainFile, sassInfo, r.lineMap, r.ptxSassMap);
}

std::string toolchainId(const NvrtcApi& api, const CompileRequest& req)
{
    std::string id = "nvrtc " + api.versionString() + " cuda " + WARPSCOPE_CUDA_VERSION;
    if (req.wantSass)
        id += " nvdisasm " + nvdisasmIdentity();
    return id;
}

/// The cached result of the same compile made without SASS, if any.
std::optional<CompileResult> findWithoutSass(
    const CompileRequest& req, const std::vector<std::string>& options, const IncludeScan& scan, const NvrtcApi& api)
{
    CompileRequest plain = req;
    plain.wantSass = false;
    return CompileCache::instance().find(compileCacheKey(plain, options, scan, toolchainId(api, plain)));
}

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

namespace {

/// After NVRTC: the cubin (by nvJitLink when asked), resources, SASS and the line maps.
Status buildMachineCode(CompileResult& r, const CompileRequest& req, const SourcePlace& place, const HintContext& hints)
{
    if (req.wantCubin && req.cubinBackend == CubinBackend::NvJitLink) {
        if (auto st = linkWithNvJitLink(r, req, hints); !st)
            return st;
        if (!r.ok)
            return Ok {};
    }
    r.resources = parsePtxasInfo(r.log);
    addCubinResources(r.cubin, r.resources);
    if (req.wantSass && !r.cubin.empty())
        disassemble(r, place.prefix);
    else if (req.wantSass)
        r.sassError = "no cubin was built, so there is no SASS";
    if (r.sass.empty()) {
        const PtxLineInfo ptxInfo = lineInfoOf(r);
        buildLineMaps(ptxInfo, mainFileIndex(ptxInfo, place.sourceName), {}, r.lineMap, r.ptxSassMap);
    }
    return Ok {};
}

} // namespace

Status assemblePtx(CompileResult& r, const CompileRequest& request)
{
    CompileRequest req = request;
    req.cubinBackend = r.cubin.empty() ? CubinBackend::NvJitLink : CubinBackend::Nvrtc; // a front end's cubin is kept
    return buildMachineCode(r, req, placeOf(request), HintContext {});
}

namespace {

Diagnostic includeDiagnostic(const Error& e)
{
    Diagnostic d;
    d.file = e.file;
    d.line = e.line;
    d.column = e.column;
    d.message = e.message;
    d.hint = "Keep the headers a kernel needs in its task folder and include them by a relative name, e.g. "
             "#include \"common.h\"; toolkit headers such as <cuda_fp16.h> and <cuda/std/...> are available too.";
    return d;
}

} // namespace

PtxLineInfo lineInfoOf(const CompileResult& r)
{
    PtxLineInfo info = parsePtxLineInfo(r.ptx);
    if (r.language == "ptx" && mainFileIndex(info, r.sourceName) == 0)
        return ptxSelfLineInfo(r.ptx, r.sourceName);
    return info;
}

const KernelResources* CompileResult::entryResources() const
{
    for (const auto& k : resources)
        if (k.kernel == entryLowered)
            return &k;
    return resources.empty() ? nullptr : &resources.front();
}

void completeSass(CompileResult& result)
{
    if (!result.sass.empty())
        return;
    result.sassError.clear();
    if (!result.ok || result.cubin.empty()) {
        result.sassError = "no cubin was built, so there is no SASS";
        return;
    }
    disassemble(result, {});
}

void updateOccupancy(CompileResult& result, int blockSize, int dynamicShared)
{
    result.occupancy.reset();
    const KernelResources* k = result.entryResources();
    if (!result.ok || blockSize <= 0 || !k)
        return;
    KernelUsage usage;
    usage.blockSize = blockSize;
    usage.registersPerThread = k->registers;
    usage.sharedStatic = k->sharedStatic;
    usage.sharedDynamic = dynamicShared;
    usage.barriers = k->barriers;
    if (auto occ = computeOccupancy(result.arch, usage))
        result.occupancy = std::move(*occ);
}

Result<CompileResult> compileCuda(const CompileRequest& req)
{
    const auto start = std::chrono::steady_clock::now();
    auto apiResult = NvrtcApi::instance();
    if (!apiResult)
        return apiResult.error();
    const NvrtcApi& api = **apiResult;
    const SourcePlace place = placeOf(req);
    CompileResult r;
    r.arch = req.arch;
    r.sourceName = place.sourceName;
    r.entry = req.entry;
    r.toolkitVersion = api.versionString();
    const HintContext hints {api.supportedArchs()};
    if (auto bad = checkSource(req.source, place.sourceName))
        return failWith(std::move(r), *bad);
    if (std::find(hints.supportedArchs.begin(), hints.supportedArchs.end(), req.arch) == hints.supportedArchs.end())
        return failWith(std::move(r), unsupportedArchDiagnostic(req.arch, hints.supportedArchs));
    auto scan = scanIncludes(req.source, place.sourceName, includeRoots(req, place));
    if (!scan)
        return failWith(std::move(r), includeDiagnostic(scan.error()));
    const auto options = nvrtcOptions(req, place, req.wantCubin && req.cubinBackend == CubinBackend::Nvrtc);
    std::string key;
    if (req.useCache) {
        key = compileCacheKey(req, options, *scan, toolchainId(api, req));
        if (auto hit = CompileCache::instance().find(key)) {
            hit->compileSeconds = secondsSince(start);
            updateOccupancy(*hit, req.blockSize, req.dynamicShared);
            return std::move(*hit);
        }
        // The GUI asks for PTX first and SASS next (nvdisasm's start-up is most of a compile): the
        // second request finds the first one's result and only disassembles.
        if (req.wantSass)
            if (auto hit = findWithoutSass(req, options, *scan, api)) {
                completeSass(*hit);
                hit->cached = false;
                hit->compileSeconds = secondsSince(start);
                if (hit->sassError.empty())
                    CompileCache::instance().store(key, *hit);
                updateOccupancy(*hit, req.blockSize, req.dynamicShared);
                return std::move(*hit);
            }
    }
    auto out = runNvrtc(api, req.source, place.nvrtcName, options, req.nameExpressions);
    if (!out)
        return out.error();
    r.nvrtcSeconds = out->seconds;
    r.ok = readNvrtc(r, *out, api, req, place, hints);
    if (r.ok)
        if (auto st = buildMachineCode(r, req, place, hints); !st)
            return st.error();
    r.compileSeconds = secondsSince(start);
    // A missing or failing nvdisasm is the machine's state, not the kernel's: such results are not kept.
    if (req.useCache && r.sassError.empty())
        CompileCache::instance().store(key, r);
    updateOccupancy(r, req.blockSize, req.dynamicShared);
    return r;
}

} // namespace warpscope::core
