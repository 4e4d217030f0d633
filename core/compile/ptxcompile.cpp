// PTX as a kernel source (any front end: nvcc -ptx, Triton's cache, Numba, hand-written): no NVRTC,
// nvJitLink for the cubin, and the line maps joined to the original source when the task folder has it.
#include "core/compile/compilecache.h"
#include "core/compile/compiler.h"
#include "core/compile/diagnostics.h"
#include "core/compile/linemap.h"
#include "core/compile/nvjitlinkapi.h"
#include "core/compile/ptxsignature.h"
#include "core/compile/sass.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <regex>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxPtxBytes = 64u << 20;

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

/// A .file name as a path inside the task folder: an absolute path under it, a relative path that
/// exists there, or (a PTX made elsewhere, e.g. Triton's cache) a file of the same name in it.
std::string taskFileOf(const std::string& name, const fs::path& taskDir)
{
    if (taskDir.empty() || name.empty())
        return {};
    std::error_code ec;
    const fs::path dir = fs::weakly_canonical(taskDir, ec);
    const fs::path p(name);
    if (p.is_absolute()) {
        const fs::path rel = fs::weakly_canonical(p, ec).lexically_relative(dir);
        if (!rel.empty() && *rel.begin() != ".." && fs::is_regular_file(dir / rel, ec))
            return rel.generic_string();
    } else if (*p.lexically_normal().begin() != ".." && fs::is_regular_file(dir / p, ec)) {
        return p.lexically_normal().generic_string();
    }
    if (fs::is_regular_file(dir / p.filename(), ec))
        return p.filename().generic_string();
    return {};
}

/// ptxas' own messages in nvJitLink's log ("ptxas application ptx input, line 39; error   : ..."), on the
/// PTX file's lines, before the summary nvJitLink adds ("Ptx assembly aborted due to errors").
std::vector<Diagnostic> ptxasDiagnostics(
    const std::string& log, const std::string& ptxName, std::vector<Diagnostic> rest)
{
    static const std::regex line(R"(ptx input, line ([0-9]+); (error|warning)\s*: (.*))");
    std::vector<Diagnostic> out;
    for (auto it = std::sregex_iterator(log.begin(), log.end(), line); it != std::sregex_iterator(); ++it) {
        Diagnostic d;
        d.file = ptxName;
        d.line = (*it)[1].length() > 9 ? 0 : std::stoi((*it)[1]);
        d.severity = (*it)[2] == "error" ? Diagnostic::Severity::Error : Diagnostic::Severity::Warning;
        d.message = (*it)[3];
        d.code = "ptxas";
        out.push_back(std::move(d));
    }
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

} // namespace

std::string linkedSourceOf(const std::string& ptx, const fs::path& taskDir)
{
    const PtxLineInfo info = parsePtxLineInfo(ptx);
    std::map<int, int> uses; // .file index -> instruction lines it governs
    for (const int f : info.fileOfLine)
        if (f != 0)
            ++uses[f];
    std::string best;
    int bestUses = 0;
    for (const auto& [index, name] : info.files) {
        const std::string inTask = taskFileOf(name, taskDir);
        if (!inTask.empty() && uses[index] > bestUses) {
            best = inTask;
            bestUses = uses[index];
        }
    }
    return best;
}

Result<CompileResult> compilePtx(const CompileRequest& req)
{
    const auto start = std::chrono::steady_clock::now();
    CompileResult r;
    r.language = "ptx";
    r.arch = req.arch;
    r.entry = req.entry;
    const std::string ptxName = fs::path(req.sourceName).lexically_normal().generic_string();
    r.sourceName = ptxName;
    Diagnostic bad;
    bad.file = ptxName;
    if (req.source.size() > kMaxPtxBytes || req.source.find('\0') != std::string::npos) {
        bad.message = "the PTX is not a text file of at most " + std::to_string(kMaxPtxBytes >> 20) + " MiB";
        bad.hint = "check that [kernel].source names the .ptx file";
        r.diagnostics.push_back(bad);
        return r;
    }
    r.ptx = req.source;
    r.ptx.erase(std::remove(r.ptx.begin(), r.ptx.end(), '\r'), r.ptx.end());
    const std::vector<std::string> entries = ptxEntryNames(r.ptx);
    if (entries.empty()) {
        bad.line = 1;
        bad.message = "the PTX declares no kernel (.entry)";
        bad.hint = "a kernel is written `.visible .entry NAME(...)`; check that the file is PTX";
        r.diagnostics.push_back(bad);
        return r;
    }
    r.entryLowered = req.entry.empty() ? entries.front() : req.entry;
    if (std::find(entries.begin(), entries.end(), r.entryLowered) == entries.end()) {
        r.diagnostics.push_back(unknownKernelDiagnostic(req.entry, ptxName, entries, false));
        return r;
    }
    // the line maps join to the original source when the task folder has it, else to the PTX itself
    if (const std::string linked = linkedSourceOf(r.ptx, req.includeDir); !linked.empty())
        r.sourceName = linked;
    std::string key;
    if (req.useCache) {
        key = compileCacheKey(req, {"ptx", r.sourceName}, {},
            "nvjitlink " + std::string(WARPSCOPE_CUDA_VERSION) + (req.wantSass ? " " + nvdisasmIdentity() : ""));
        if (auto hit = CompileCache::instance().find(key)) {
            hit->compileSeconds = secondsSince(start);
            updateOccupancy(*hit, req.blockSize, req.dynamicShared);
            return std::move(*hit);
        }
    }
    r.ok = true;
    if (req.wantCubin || req.wantSass)
        if (auto st = assemblePtx(r, req); !st)
            return st.error();
    if (r.ok && r.sass.empty() && r.lineMap.empty()) {
        // SASS comes in a second request; the source ↔ PTX half of the maps is known now, as NVRTC's is
        const PtxLineInfo info = lineInfoOf(r);
        buildLineMaps(info, mainFileIndex(info, r.sourceName), {}, r.lineMap, r.ptxSassMap);
    }
    if (!r.ok)
        r.diagnostics = ptxasDiagnostics(r.log, ptxName, std::move(r.diagnostics));
    for (auto& d : r.diagnostics)
        if (d.file.empty() || d.file == "kernel.ptx" || d.file == "ptxas")
            d.file = ptxName; // ptxas names the PTX by nvJitLink's module name; its lines are the file's lines
    r.compileSeconds = secondsSince(start);
    if (req.useCache && r.sassError.empty())
        CompileCache::instance().store(key, r);
    updateOccupancy(r, req.blockSize, req.dynamicShared);
    return r;
}

Result<CompileResult> compileKernel(const CompileRequest& request)
{
    if (request.language == "ptx")
        return compilePtx(request);
    if (request.language == "triton")
        return compileTriton(request);
    return compileCuda(request);
}

} // namespace warpscope::core
