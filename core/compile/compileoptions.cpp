#include "core/compile/compileoptions.h"

#include "core/common/paths.h"
#include "core/task/kernelsources.h"

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

namespace warpscope::core {

namespace {

bool sameFile(const std::string& a, const std::string& b)
{
    return std::filesystem::path(a).lexically_normal() == std::filesystem::path(b).lexically_normal();
}

/// The launch the occupancy is computed for: the first launch of a kernel in [kernel]'s file (a
/// pipeline's steps, or a kernel reference's, may live in other files), else the task's first.
ResolvedLaunch launchOfSource(const Task& task, const ResolvedTask& resolved)
{
    const auto steps = kernelSteps(task);
    for (const auto& l : resolved.launches)
        if (l.step >= 0 && l.step < int(steps.size())
            && sameFile(steps[std::size_t(l.step)].kernel.source, task.kernel.source))
            return l.dims;
    if (task.reference.kind == ReferenceSpec::Kind::Kernel) {
        const auto refSteps = referenceSteps(task);
        for (const auto& l : resolved.referenceLaunches)
            if (l.step >= 0 && l.step < int(refSteps.size())
                && sameFile(refSteps[std::size_t(l.step)].kernel.source, task.kernel.source))
                return l.dims;
    }
    return resolved.launch;
}

const char* kAllowed = "-D, -U, -I (inside the task folder), -std=c++11|14|17|20, -lineinfo, -G, --use_fast_math, "
                       "-ftz=, -prec-div=, -prec-sqrt=, -fmad= (true|false), -maxrregcount=N, -default-device, "
                       "-restrict, -w, -dopt=on|off, --extra-device-vectorization, -diag-suppress=, -diag-warn=, "
                       "-diag-error=";

struct Context {
    const std::filesystem::path& taskDir;
    const OptionSource& source;
    AllowedOptions out;
};

Error refuse(const Context& c, const std::string& option, const std::string& why)
{
    const std::string where = c.source.file.empty() ? c.source.field : "[" + c.source.field + "]";
    return makeError(ErrorCode::BadInput,
        "option '" + option + "' in " + where + " is not allowed: " + why + ". Allowed options: " + kAllowed,
        c.source.file, c.source.line, c.source.field);
}

bool oneOf(const std::string& s, std::initializer_list<const char*> names)
{
    return std::any_of(names.begin(), names.end(), [&](const char* n) { return s == n; });
}

/// Options that take a value, which may follow as the next list entry ("-D", "X").
bool takesSeparateValue(const std::string& o)
{
    return oneOf(o,
        {"-D", "-U", "-I", "--define-macro", "--undefine-macro", "--include-path", "-maxrregcount", "--maxrregcount"});
}

Status checkValued(Context& c, const std::string& option, const std::string& name, const std::string& value)
{
    static const std::regex digitsList(R"(^[0-9]+(-D)?(,[0-9]+(-D)?)*$)");
    static const std::regex macro(R"(^[A-Za-z_][A-Za-z0-9_]*(\(.*\))?(=.*)?$)");
    if (oneOf(name, {"-ftz", "--ftz", "-prec-div", "--prec-div", "-prec-sqrt", "--prec-sqrt", "-fmad", "--fmad"})) {
        if (value != "true" && value != "false")
            return refuse(c, option, "the value must be true or false");
    } else if (oneOf(name, {"-dopt", "--dopt"})) {
        if (value != "on" && value != "off")
            return refuse(c, option, "the value must be on or off");
    } else if (oneOf(name, {"-std", "--std"})) {
        if (!oneOf(value, {"c++03", "c++11", "c++14", "c++17", "c++20"}))
            return refuse(c, option, "the standard must be c++03, c++11, c++14, c++17 or c++20");
    } else if (oneOf(name, {"-maxrregcount", "--maxrregcount"})) {
        const bool number = !value.empty() && value.size() <= 3 && std::all_of(value.begin(), value.end(), ::isdigit);
        if (!number || std::stoi(value) < 1 || std::stoi(value) > 255)
            return refuse(c, option, "the register limit must be a number from 1 to 255");
    } else if (oneOf(name,
                   {"-diag-suppress", "--diag-suppress", "-diag-warn", "--diag-warn", "-diag-error", "--diag-error"})) {
        if (!std::regex_match(value, digitsList))
            return refuse(c, option, "give diagnostic numbers separated by commas, e.g. 177,550");
    } else if (oneOf(name, {"-D", "--define-macro", "-U", "--undefine-macro"})) {
        if (!std::regex_match(value, macro))
            return refuse(c, option, "expected a macro name, optionally with =value");
        c.out.flags.push_back((name == "-D" || name == "--define-macro" ? "-D" : "-U") + value);
        return Ok {};
    } else if (oneOf(name, {"-I", "--include-path"})) {
        if (c.taskDir.empty())
            return refuse(c, option, "include folders are only allowed inside a task folder");
        auto dir = resolveInsideFolder(c.taskDir, value, c.source.file, c.source.line, c.source.field);
        if (!dir)
            return refuse(c, option, dir.error().message);
        c.out.flags.push_back("--include-path=" + dir->string());
        c.out.includeDirs.push_back(*dir);
        return Ok {};
    } else {
        return refuse(c, option, "it is not on Warpscope's allowlist");
    }
    c.out.flags.push_back(name + "=" + value);
    return Ok {};
}

Status checkOne(Context& c, const std::string& option, const std::string& value, bool separate)
{
    if (option.empty())
        return refuse(c, option, "the option is empty");
    if (option[0] == '@')
        return refuse(c, option, "response files (@file) are not allowed; list the options themselves");
    const auto eq = option.find('=');
    const std::string name = separate ? option : option.substr(0, eq);
    if (oneOf(name, {"-arch", "--gpu-architecture", "-gpu-architecture"}) || name.rfind("-arch", 0) == 0) {
        // sm_90a / compute_90a: not a choice of GPU but a statement that the kernel uses the
        // architecture's own instructions (wgmma, setmaxnreg); the reviewer's arch must match it
        static const std::regex specific(R"((?:sm|compute)_(\d+)a)");
        std::smatch m;
        const std::string target = separate ? value : (eq == std::string::npos ? std::string() : option.substr(eq + 1));
        if (std::regex_match(target, m, specific)) {
            c.out.archSpecific = std::stoi(m[1].str());
            c.out.archSource = c.source;
            return Ok {};
        }
        return refuse(c, option,
            "the architecture is the reviewer's choice (--arch on the command line, the arch box "
            "in the window), not the task's; remove it from the task (an arch-specific target such as "
            "-arch=sm_90a is allowed: it says the kernel uses wgmma or setmaxnreg)");
    }
    if (oneOf(name, {"-include", "--pre-include", "-pre-include"}))
        return refuse(c, option, "pre-included files are not allowed; #include the header from the kernel source");
    if (oneOf(option,
            {"-lineinfo", "--generate-line-info", "-G", "--device-debug", "--use_fast_math", "-use_fast_math",
                "-default-device", "--device-as-default-execution-space", "-restrict", "--restrict", "-w",
                "--disable-warnings", "--extra-device-vectorization", "-extra-device-vectorization"})) {
        c.out.flags.push_back(option);
        return Ok {};
    }
    if (separate)
        return checkValued(c, option + " " + value, name, value);
    for (const char* joined : {"-D", "-U", "-I"})
        if (option.rfind(joined, 0) == 0 && option.size() > 2 && option[2] != '-')
            return checkValued(c, option, joined, option.substr(2));
    if (eq == std::string::npos)
        return refuse(c, option, "it is not on Warpscope's allowlist");
    return checkValued(c, option, name, option.substr(eq + 1));
}

std::string describePlace(const OptionSource& s)
{
    if (s.file.empty())
        return s.field;
    return s.file + (s.line > 0 ? ":" + std::to_string(s.line) : std::string()) + ": " + s.field;
}

bool isLineInfo(const std::string& f)
{
    return f == "-lineinfo" || f == "--generate-line-info";
}
bool isDebug(const std::string& f)
{
    return f == "-G" || f == "--device-debug";
}

} // namespace

Result<AllowedOptions> allowlistOptions(
    const std::vector<std::string>& options, const std::filesystem::path& taskDir, const OptionSource& source)
{
    Context c {taskDir, source, {}};
    for (std::size_t i = 0; i < options.size(); ++i) {
        const bool separate = takesSeparateValue(options[i]);
        if (separate && i + 1 >= options.size())
            return refuse(c, options[i], "it needs a value after it");
        if (auto st = checkOne(c, options[i], separate ? options[i + 1] : std::string(), separate); !st)
            return st.error();
        if (separate)
            ++i;
    }
    return std::move(c.out);
}

Status applyArchSpecific(const AllowedOptions& allowed, CompileRequest& request)
{
    if (allowed.archSpecific == 0)
        return Ok {};
    if (allowed.archSpecific != request.arch)
        return makeError(ErrorCode::BadInput,
            describePlace(allowed.archSource) + ": the kernel is written for sm_" + std::to_string(allowed.archSpecific)
                + "a (arch-specific instructions such as wgmma), but this compile is for sm_"
                + std::to_string(request.arch) + "; choose arch " + std::to_string(allowed.archSpecific) + " (--arch "
                + std::to_string(allowed.archSpecific) + ", or the arch box in the window)",
            allowed.archSource.file, allowed.archSource.line, allowed.archSource.field);
    request.archSpecific = true;
    return Ok {};
}

std::vector<std::string> userOptionFlags(const CompileOptions& o)
{
    std::vector<std::string> f;
    if (o.deviceDebug)
        f.emplace_back("-G");
    else if (o.lineInfo)
        f.emplace_back("-lineinfo");
    if (o.fastMath)
        f.emplace_back("--use_fast_math");
    const auto flag = [&](const char* name, const std::optional<bool>& v) {
        if (v)
            f.push_back(std::string(name) + (*v ? "=true" : "=false"));
    };
    flag("-ftz", o.ftz);
    flag("-prec-div", o.precDiv);
    flag("-prec-sqrt", o.precSqrt);
    flag("-fmad", o.fmad);
    for (const auto& d : o.defines)
        f.push_back("-D" + d);
    if (!o.std.empty())
        f.push_back("-std=" + o.std);
    if (o.maxRegisters > 0)
        f.push_back("-maxrregcount=" + std::to_string(o.maxRegisters));
    return f;
}

Result<CompileRequest> compileRequestForTask(
    const Task& task, const CompileOptions& options, const std::optional<std::string>& sourceText)
{
    const std::string taskFile = task.file.string();
    auto path = resolveInsideFolder(task.dir, task.kernel.source, taskFile, task.kernel.pos.line, "kernel.source");
    if (!path)
        return path.error();
    CompileRequest r;
    if (sourceText) {
        r.source = *sourceText;
    } else {
        auto text = readTextFile(*path);
        if (!text)
            return makeError(text.error().code, text.error().message, taskFile, task.kernel.pos.line, "kernel.source");
        r.source = std::move(*text);
    }
    auto taskOptions
        = allowlistOptions(task.kernel.options, task.dir, {taskFile, task.kernel.pos.line, "kernel.options"});
    if (!taskOptions)
        return taskOptions.error();
    auto extra = allowlistOptions(options.extra, task.dir, {{}, 0, "--opt"});
    if (!extra)
        return extra.error();
    std::vector<std::string> flags = taskOptions->flags;
    flags.insert(flags.end(), extra->flags.begin(), extra->flags.end());
    const auto user = userOptionFlags(options);
    flags.insert(flags.end(), user.begin(), user.end());
    // -G implies line info, and ptxas warns when both are given; duplicates are dropped.
    const bool debug = std::any_of(flags.begin(), flags.end(), isDebug);
    std::set<std::string> seen;
    for (const auto& f : flags)
        if (!(debug && isLineInfo(f)) && seen.insert(f).second)
            r.options.push_back(f);
    r.includeDir = task.dir;
    r.extraIncludeDirs = taskOptions->includeDirs;
    r.extraIncludeDirs.insert(r.extraIncludeDirs.end(), extra->includeDirs.begin(), extra->includeDirs.end());
    r.sourceName = std::filesystem::path(task.kernel.source).lexically_normal().generic_string();
    r.arch = options.arch;
    if (auto st = applyArchSpecific(*taskOptions, r); !st)
        return st.error();
    r.entry = task.kernel.entry;
    if (!task.kernel.entry.empty())
        r.nameExpressions.push_back(task.kernel.entry);
    r.wantCubin = options.wantCubin || options.wantSass;
    r.wantSass = options.wantSass;
    r.useCache = options.useCache;
    r.cubinBackend = options.cubinBackend;
    applyKernelLanguage(r, task, task.kernel, launchOfKernel(task, task.kernel)); // a Triton step's own args
    if (r.language != "cuda")
        r.options.clear(); // NVRTC's options mean nothing to a PTX or Triton kernel
    if (auto resolved = resolveTask(task)) {
        const ResolvedLaunch dims = launchOfSource(task, *resolved);
        const auto& b = dims.block;
        r.blockSize = static_cast<int>(std::min<std::uint64_t>(std::uint64_t(b[0]) * b[1] * b[2], 1u << 30));
        r.dynamicShared = static_cast<int>(std::min<std::uint32_t>(dims.dynamicShared, 1u << 30));
    }
    return r;
}

} // namespace warpscope::core
