#include "core/ref/refpython.h"

#include "core/common/paths.h"
#include "core/common/process.h"
#include "core/io/npy.h"
#include "core/ref/refnpy.h"

#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>

#include <nlohmann/json.hpp>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

/// A private folder under the system's temporary folder, removed with everything in it.
class ScratchDir {
public:
    ScratchDir()
    {
        std::string pattern = (fs::temp_directory_path() / "warpscope-ref-XXXXXX").string();
        if (::mkdtemp(pattern.data()))
            m_path = pattern;
    }
    ~ScratchDir()
    {
        std::error_code ec;
        if (!m_path.empty())
            fs::remove_all(m_path, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const fs::path& path() const { return m_path; }

private:
    fs::path m_path;
};

bool canImportNumpy(const std::string& python)
{
    static std::mutex mutex;
    static std::map<std::string, bool> cache; // an import takes a tenth of a second; ask once per interpreter
    std::lock_guard lock(mutex);
    if (auto it = cache.find(python); it != cache.end())
        return it->second;
    auto r = runProcess({python, "-c", "import numpy"}, {}, std::chrono::seconds(30));
    const bool ok = r && !r->timedOut && r->exitCode == 0;
    cache[python] = ok;
    return ok;
}

std::string tail(const std::string& text, std::size_t lines = 20)
{
    std::size_t pos = text.size();
    while (pos > 0 && (text[pos - 1] == '\n' || text[pos - 1] == ' '))
        --pos;
    std::size_t start = pos;
    for (std::size_t n = 0; start > 0 && n < lines; ++n) {
        const auto nl = text.rfind('\n', start - 1);
        start = nl == std::string::npos ? 0 : nl;
        if (nl == std::string::npos)
            break;
    }
    std::string t = text.substr(start, pos - start);
    if (t.size() > 4000)
        t = "..." + t.substr(t.size() - 4000);
    return t.empty() ? std::string("(nothing on stderr)") : t;
}

Error scriptError(const Task& task, const std::string& message)
{
    return makeError(ErrorCode::BadInput, message, task.file.string(), task.reference.pos.line, "reference.script");
}

/// Writes params.json and the helper module into the scratch folder; returns the environment
/// assignments for the script (env NAME=VALUE ...).
Result<std::vector<std::string>> scriptEnvironment(const Task& task, const ResolvedTask& resolved,
    const std::vector<Tensor>& pristine, const fs::path& scratch, const fs::path& inDir, const fs::path& outDir)
{
    nlohmann::json info;
    info["params"] = nlohmann::json::object();
    for (const auto& [k, v] : resolved.params)
        info["params"][k] = v;
    info["inputs_dir"] = inDir.string();
    info["outputs_dir"] = outDir.string();
    info["outputs"] = task.reference.outputs;
    info["buffers"] = nlohmann::json::object();
    for (std::size_t i = 0; i < task.buffers.size(); ++i) {
        const BufferSpec& b = task.buffers[i];
        nlohmann::json entry
            = {{"dtype", dtypeName(b.dtype)}, {"shape", pristine[i].shape}, {"role", bufferRoleName(b.role)}};
        if (b.role == BufferRole::Input || b.role == BufferRole::InOut)
            entry["file"] = (inDir / (b.name + ".npy")).string();
        info["buffers"][b.name] = entry;
    }
    const fs::path lib = scratch / "lib";
    fs::create_directories(lib);
    if (auto s = writeFileAtomically(scratch / "params.json", info.dump(2)); !s)
        return s.error();
    if (auto s = writeFileAtomically(lib / "warpscope_ref.py", pythonHelperModule()); !s)
        return s.error();
    std::vector<std::string> env = {"WARPSCOPE_PARAMS=" + (scratch / "params.json").string()};
    const char* old = std::getenv("PYTHONPATH");
    env.push_back("PYTHONPATH=" + lib.string() + (old && *old ? ":" + std::string(old) : std::string()));
    for (const auto& [k, v] : resolved.params) {
        env.push_back("WARPSCOPE_PARAM_" + k + "=" + std::to_string(v));
        if (!std::getenv(k.c_str())) // a param never replaces PATH, HOME or another variable already set
            env.push_back(k + "=" + std::to_string(v));
    }
    return env;
}

} // namespace

Result<std::string> findPythonWithNumpy(const std::string& override)
{
    std::vector<std::string> candidates;
    if (!override.empty())
        candidates = {override};
    else if (const char* env = std::getenv("WARPSCOPE_PYTHON"); env && *env)
        candidates = {env};
    else
        candidates = {"python3", "/usr/bin/python3"};
    std::string tried;
    for (const auto& c : candidates) {
        if (canImportNumpy(c))
            return c;
        tried += (tried.empty() ? "" : ", ") + c;
    }
    return makeError(ErrorCode::Toolchain,
        "no Python interpreter with numpy was found (tried " + tried
            + "); install numpy (e.g. apt-get install python3-numpy) or set WARPSCOPE_PYTHON to an interpreter that "
              "has it");
}

Status referenceAllowed(const Task& task, const ReferenceOptions& options)
{
    if (task.reference.kind != ReferenceSpec::Kind::Python || options.trustPython)
        return Ok {};
    return scriptError(task,
        "the reference is the Python script '" + task.reference.script
            + "', and Warpscope runs scripts only for tasks you trust; read the script, then run with --trust "
              "(warpscope-cli run TASK --trust) or mark the task trusted in the GUI");
}

Result<ReferenceOutputs> pythonReference(const Task& task, const ResolvedTask& resolved,
    const std::vector<Tensor>& pristine, const ReferenceOptions& options)
{
    const ReferenceSpec& spec = task.reference;
    if (auto allowed = referenceAllowed(task, options); !allowed)
        return allowed.error();
    auto python = findPythonWithNumpy(options.python);
    if (!python)
        return python.error();
    auto script = resolveInsideFolder(task.dir, spec.script, task.file.string(), spec.pos.line, "reference.script");
    if (!script)
        return script.error();
    ScratchDir scratch;
    if (scratch.path().empty())
        return makeError(ErrorCode::Io, "cannot create a temporary folder for the reference script's files");
    const fs::path inDir = scratch.path() / "inputs", outDir = scratch.path() / "outputs";
    fs::create_directories(inDir);
    fs::create_directories(outDir);
    for (std::size_t i = 0; i < task.buffers.size(); ++i) {
        const BufferRole role = task.buffers[i].role;
        if (role != BufferRole::Input && role != BufferRole::InOut)
            continue;
        if (auto s = saveNpy(inDir / (task.buffers[i].name + ".npy"), pristine[i]); !s)
            return s.error();
    }
    auto env = scriptEnvironment(task, resolved, pristine, scratch.path(), inDir, outDir);
    if (!env)
        return env.error();
    std::vector<std::string> argv = {"env"};
    argv.insert(argv.end(), env->begin(), env->end());
    argv.insert(argv.end(), {*python, script->string(), inDir.string(), outDir.string()});
    const auto timeout = std::chrono::milliseconds(static_cast<std::int64_t>(spec.timeoutS * 1000.0));
    auto run = runProcess(argv, {}, timeout, 1u << 20, task.dir.string());
    if (!run)
        return run.error();
    if (run->timedOut)
        return scriptError(task,
            "the reference script '" + spec.script + "' did not finish within " + std::to_string(int(spec.timeoutS))
                + " s and was stopped; make it faster or raise timeout_s. Its stderr ends with:\n" + tail(run->err));
    if (run->exitCode != 0)
        return scriptError(task,
            "the reference script '" + spec.script + "' failed (exit status " + std::to_string(run->exitCode)
                + "). Its stderr ends with:\n" + tail(run->err));
    ReferenceOutputs out;
    for (const auto& name : spec.outputs) {
        const fs::path file = outDir / (name + ".npy");
        std::error_code ec;
        if (!fs::exists(file, ec))
            return scriptError(task,
                "the reference script '" + spec.script + "' wrote no '" + name
                    + ".npy' into its output folder (argv[2]); it must write one file per output");
        auto t = loadNpy(file);
        if (!t)
            return t.error();
        const ResolvedBuffer* rb = nullptr;
        for (const auto& b : resolved.buffers)
            if (b.spec->name == name)
                rb = &b;
        auto accepted = acceptReferenceTensor(std::move(*t), *rb, task, name + ".npy (from " + spec.script + ")");
        if (!accepted)
            return accepted.error();
        out.names.push_back(name);
        out.tensors.push_back(std::move(*accepted));
    }
    return out;
}

} // namespace warpscope::core
