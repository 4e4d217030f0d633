// Triton as a front end: the installed Triton compiles the @triton.jit function in a Python child
// process, for an explicit CUDA target and without a GPU (python/warpscope_triton.py); the PTX and cubin
// it returns then go through the same line maps, SASS and resources as PTX given as the source.
#include "core/compile/tritoncompile.h"

#include "core/common/paths.h"
#include "core/common/process.h"
#include "core/common/sha256.h"
#include "core/compile/compilecache.h"
#include "core/compile/compilejson.h"
#include "core/compile/ptxsignature.h"
#include "core/compile/sass.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <mutex>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void withoutPrefix(std::string& text, const std::string& prefix)
{
    for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at))
        text.erase(at, prefix.size());
}

/// Triton's version as the interpreter's package metadata says, asked once per interpreter and process
/// (a cached compile must not pay for starting Python); empty when Triton cannot be found.
std::string tritonVersionOf(const std::string& python)
{
    static std::mutex mutex;
    static std::map<std::string, std::string> known;
    std::lock_guard lock(mutex);
    if (auto it = known.find(python); it != known.end())
        return it->second;
    auto r = runProcess(
        {python, "-c", "import importlib.metadata as m; print(m.version('triton'))"}, {}, std::chrono::seconds(30));
    std::string v;
    if (r && !r->timedOut && r->exitCode == 0) {
        v = r->out;
        while (!v.empty() && (v.back() == '\n' || v.back() == '\r' || v.back() == ' '))
            v.pop_back();
    }
    known[python] = v;
    return v;
}

Diagnostic pythonDiagnostic(const nlohmann::json& e, const std::string& sourceName)
{
    Diagnostic d;
    d.file = sourceName;
    d.line = e.value("line", 0);
    d.column = e.value("column", 0);
    d.message = e.value("message", std::string("Triton failed without a message"));
    const std::string kind = e.value("kind", std::string());
    if (kind == "task")
        d.hint = "check [kernel] entry, constexprs and [launch] args in task.toml";
    else if (kind == "entry")
        d.hint = "set [kernel] entry to the name of a @triton.jit function of the file";
    else if (kind == "internal")
        d.hint = "Warpscope's Triton driver failed; the log has the traceback";
    d.code = "triton";
    return d;
}

/// Reads the driver's answer into the result; false when Triton refused the kernel.
bool readAnswer(CompileResult& r, const nlohmann::json& doc, const CompileRequest& req)
{
    if (!doc.value("ok", false)) {
        const auto& e = doc.contains("error") ? doc.at("error") : nlohmann::json::object();
        r.log += e.value("traceback", std::string());
        r.diagnostics.push_back(pythonDiagnostic(e, r.sourceName));
        return false;
    }
    r.ptx = doc.at("ptx").get<std::string>();
    if (!base64Decode(doc.value("cubin", std::string()), r.cubin))
        r.cubin.clear();
    for (const auto& st : doc.at("stages"))
        r.stages.emplace_back(st.at(0).get<std::string>(), st.at(1).get<std::string>());
    r.entryLowered = doc.at("name").get<std::string>();
    r.launchShared = doc.value("shared", 0);
    r.threadsPerBlock = 32 * doc.value("num_warps", req.triton.numWarps) * doc.value("num_ctas", 1);
    r.frontendVersion = "triton " + doc.value("version", std::string());
    const auto params = ptxEntryParams(r.ptx, r.entryLowered);
    r.implicitParams = params ? static_cast<int>(params->size()) - static_cast<int>(req.triton.signature.size()) : 0;
    // Triton's launcher allocates grid * num_ctas * size bytes for each scratch parameter (global, then
    // profile) and passes null for a size of 0; the run does the same (planLaunches)
    const long ctas = std::max(1L, doc.value("num_ctas", 1L));
    for (const char* key : {"global_scratch_size", "profile_scratch_size"})
        if (static_cast<int>(r.implicitScratch.size()) < r.implicitParams)
            r.implicitScratch.push_back(static_cast<std::uint64_t>(std::max(0L, doc.value(key, 0L)) * ctas));
    return true;
}

} // namespace

std::string tritonInstallCommand()
{
    return "scripts/setup --triton (or: python3 -m venv ~/.cache/warpscope/venv && ~/.cache/warpscope/venv/bin/pip "
           "install triton=="
        + std::string(kTritonVersion) + ")";
}

fs::path tritonVenvPython()
{
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    const char* home = std::getenv("HOME");
    if (xdg && *xdg)
        return fs::path(xdg) / "warpscope" / "venv" / "bin" / "python";
    if (home && *home)
        return fs::path(home) / ".cache" / "warpscope" / "venv" / "bin" / "python";
    return {};
}

Result<TritonPython> findTritonPython(const std::string& override)
{
    std::vector<std::string> candidates;
    if (!override.empty())
        candidates = {override};
    else if (const char* env = std::getenv("WARPSCOPE_PYTHON"); env && *env)
        candidates = {env};
    else {
        std::error_code ec;
        if (const fs::path venv = tritonVenvPython(); !venv.empty() && fs::exists(venv, ec))
            candidates.push_back(venv.string());
        candidates.insert(candidates.end(), {"python3", "/usr/bin/python3"});
    }
    std::string tried;
    for (const auto& c : candidates) {
        if (const std::string v = tritonVersionOf(c); !v.empty())
            return TritonPython {c, v};
        tried += (tried.empty() ? "" : ", ") + c;
    }
    return makeError(ErrorCode::Toolchain,
        "Triton is not installed for any Python Warpscope looked at (" + tried + "); install it with "
            + tritonInstallCommand() + ", or set WARPSCOPE_PYTHON to an interpreter that has triton");
}

Result<CompileResult> compileTriton(const CompileRequest& req)
{
    const auto start = std::chrono::steady_clock::now();
    CompileResult r;
    r.language = "triton";
    r.arch = req.arch;
    r.entry = req.entry;
    r.sourceName = fs::path(req.sourceName).lexically_normal().generic_string();
    auto python = findTritonPython(req.triton.python);
    if (!python)
        return python.error();
    r.frontendVersion = "triton " + python->version;
    std::string key;
    if (req.useCache) {
        std::vector<std::string> fields {"triton", python->version, python->path,
            "warps=" + std::to_string(req.triton.numWarps), "stages=" + std::to_string(req.triton.numStages),
            "autotune_config=" + std::to_string(req.triton.autotuneConfig)};
        for (const auto& s : req.triton.signature)
            fields.push_back("sig=" + s);
        for (const auto& [name, value] : req.triton.constexprs)
            fields.push_back("constexpr " + name + "=" + value);
        fields.emplace_back(tritonDriverScript());
        key = compileCacheKey(req, fields, {}, req.wantSass ? nvdisasmIdentity() : std::string());
        if (auto hit = CompileCache::instance().find(key)) {
            hit->compileSeconds = secondsSince(start);
            updateOccupancy(*hit, req.blockSize, req.dynamicShared);
            return std::move(*hit);
        }
    }
    std::error_code ec;
    const fs::path dir = req.includeDir.empty() ? fs::path() : fs::absolute(req.includeDir, ec).lexically_normal();
    nlohmann::json in {{"path", (dir / r.sourceName).string()}, {"text", req.source}, {"entry", req.entry},
        {"signature", req.triton.signature}, {"num_warps", req.triton.numWarps}, {"num_stages", req.triton.numStages},
        {"autotune_config", req.triton.autotuneConfig}, {"arch", req.arch}};
    in["constexprs"] = nlohmann::json::object();
    for (const auto& [name, value] : req.triton.constexprs)
        in["constexprs"][name] = value;
    // Triton caches under $TRITON_CACHE_DIR (default ~/.triton); the child inherits the environment.
    auto run = runProcess({python->path, "-c", tritonDriverScript()}, in.dump(), std::chrono::seconds(300), 256u << 20,
        dir.empty() ? std::string() : dir.string());
    if (!run)
        return run.error();
    r.log = run->err;
    if (run->timedOut)
        return makeError(ErrorCode::Toolchain, "the Triton compile of " + r.sourceName + " took more than 300 s");
    const auto doc = nlohmann::json::parse(run->out, nullptr, false);
    if (doc.is_discarded() || !doc.is_object())
        return makeError(ErrorCode::Toolchain,
            "the Triton compile of " + r.sourceName + " ended without an answer (exit " + std::to_string(run->exitCode)
                + "): " + run->err.substr(run->err.size() > 2000 ? run->err.size() - 2000 : 0));
    if (doc.contains("error") && doc.at("error").value("kind", std::string()) == "no-triton")
        return makeError(ErrorCode::Toolchain,
            python->path + ": " + doc.at("error").value("message", std::string()) + "; install Triton with "
                + tritonInstallCommand());
    r.ok = readAnswer(r, doc, req);
    if (!dir.empty()) { // the texts name the kernel's file as the task names it, wherever the folder is
        const std::string prefix = (dir / "").string();
        withoutPrefix(r.ptx, prefix);
        for (auto& stage : r.stages)
            withoutPrefix(stage.second, prefix);
    }
    if (r.ok)
        if (auto st = assemblePtx(r, req); !st)
            return st.error();
    r.compileSeconds = secondsSince(start);
    if (req.useCache && r.sassError.empty())
        CompileCache::instance().store(key, r);
    updateOccupancy(r, req.blockSize, req.dynamicShared);
    return r;
}

} // namespace warpscope::core
