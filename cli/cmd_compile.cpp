#include "cli/commands.h"
#include "cli/optionvalues.h"

#include "core/common/paths.h"
#include "core/compile/compilejson.h"
#include "core/compile/compileoptions.h"
#include "core/task/taskloader.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>

namespace warpscope::cli {

namespace {

struct CompileArgs {
    std::string task;
    std::string arch = "sm_90";
    std::vector<std::string> emit;
    std::string out;
    bool json = false;
    std::vector<std::string> options;
    bool noCache = false;
    bool jitlink = false;
};

nlohmann::json resourcesDocument(const core::CompileResult& r)
{
    const nlohmann::json full = core::compileResultToJson(r);
    return {{"schema", core::kCompileJsonSchema}, {"arch", r.arch}, {"entry", r.entry},
        {"entry_lowered", r.entryLowered}, {"resources", full["resources"]}, {"kernels", full["kernels"]},
        {"occupancy", full["occupancy"]}};
}

/// Writes compile.json and the emitted artifacts into dir; false (after a message) when a write fails.
bool writeOutputs(const core::CompileResult& r, const std::filesystem::path& dir, const std::set<std::string>& emit)
{
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) {
        std::cerr << "error: " << dir.string() << ": cannot create the output folder: " << ec.message() << "\n";
        return false;
    }
    std::vector<std::pair<std::string, std::string>> files {{"compile.json", core::compileResultToJson(r).dump(2)}};
    if (emit.count("ptx") && !r.ptx.empty())
        files.emplace_back("kernel.ptx", r.ptx);
    if (emit.count("sass") && !r.sass.empty())
        files.emplace_back("kernel.sass", r.sass);
    if (emit.count("cubin") && !r.cubin.empty())
        files.emplace_back("kernel.cubin", std::string(r.cubin.begin(), r.cubin.end()));
    if (emit.count("resources") && r.ok)
        files.emplace_back("resources.json", resourcesDocument(r).dump(2));
    if (emit.count("ir"))
        for (const auto& [stage, text] : r.stages) // Triton: kernel.ttir, kernel.ttgir, kernel.llir
            files.emplace_back("kernel." + stage, text);
    for (const auto& [name, bytes] : files)
        if (auto st = core::writeFileAtomically(dir / name, bytes); !st) {
            std::cerr << "error: " << st.error().describe() << "\n";
            return false;
        }
    return true;
}

void printHuman(const core::CompileResult& r)
{
    for (const auto& d : r.diagnostics) {
        std::ostringstream where;
        if (!d.file.empty())
            where << d.file << (d.line ? ":" + std::to_string(d.line) : "")
                  << (d.column ? ":" + std::to_string(d.column) : "") << ": ";
        std::cerr << where.str() << core::severityName(d.severity) << ": " << d.message << "\n";
        if (!d.hint.empty())
            std::cerr << "  hint: " << d.hint << "\n";
    }
    if (!r.ok) {
        std::cerr << r.sourceName << ": the kernel does not compile for sm_" << r.arch << "\n";
        return;
    }
    std::cerr << r.sourceName << ": compiled for sm_" << r.arch << " in " << r.compileSeconds << " s"
              << (r.frontendVersion.empty() ? "" : " by " + r.frontendVersion)
              << (r.cached ? " (from the compile cache)" : "") << "\n";
    if (r.threadsPerBlock > 0)
        std::cerr << r.entryLowered << ": built for " << r.threadsPerBlock << " threads per block, " << r.launchShared
                  << " B dynamic shared memory per launch\n";
    if (const auto* k = r.entryResources())
        std::cerr << k->kernel << ": " << k->registers << " registers, " << k->sharedStatic << " B static shared, "
                  << k->local << " B stack, " << k->spillStores << " B spill stores, " << k->spillLoads
                  << " B spill loads, " << k->constant << " B constant bank 0, " << k->barriers << " barriers\n";
    if (r.occupancy)
        std::cerr << "occupancy: " << r.occupancy->activeWarpsPerSm << " of " << r.occupancy->maxWarpsPerSm
                  << " warps per SM (" << static_cast<int>(r.occupancy->occupancy * 100 + 0.5) << "%), limited by "
                  << core::occupancyLimiterName(r.occupancy->limiter) << "\n";
    if (!r.sassError.empty())
        std::cerr << "warning: no SASS: " << r.sassError << "\n";
}

/// --emit without --out prints the text artifacts on stdout.
int printEmitted(const core::CompileResult& r, const std::set<std::string>& emit)
{
    if (emit.count("cubin")) {
        std::cerr << "error: --emit cubin needs --out DIR; a cubin is not printed on a terminal\n";
        return 2;
    }
    if (emit.count("ptx"))
        std::cout << r.ptx << (r.ptx.empty() || r.ptx.back() == '\n' ? "" : "\n");
    if (emit.count("sass"))
        std::cout << r.sass << (r.sass.empty() || r.sass.back() == '\n' ? "" : "\n");
    if (emit.count("resources"))
        std::cout << resourcesDocument(r).dump(2) << "\n";
    if (emit.count("ir"))
        for (const auto& [stage, text] : r.stages)
            std::cout << "// ---- " << stage << "\n" << text << (text.empty() || text.back() == '\n' ? "" : "\n");
    return 0;
}

core::Result<std::set<std::string>> parseEmit(const std::vector<std::string>& emit)
{
    static const std::set<std::string> known {"ptx", "sass", "cubin", "resources", "ir"};
    std::set<std::string> out;
    for (const auto& item : emit) {
        std::stringstream in(item);
        for (std::string e; std::getline(in, e, ',');) {
            if (!known.count(e))
                return core::makeError(core::ErrorCode::BadInput,
                    "--emit: unknown artifact '" + e + "'; choose from ptx, sass, cubin, resources, ir");
            out.insert(e);
        }
    }
    return out;
}

/// Reports an error that stopped the compile before NVRTC ran: on stderr, and with --json also as a compile
/// document with ok = false, so that scripts always get one JSON document.
int fail(const CompileArgs& a, const std::vector<core::Error>& errors, int arch)
{
    core::CompileResult r;
    r.arch = arch;
    for (const auto& e : errors) {
        std::cerr << "error: " << e.describe() << "\n";
        core::Diagnostic d;
        d.file = e.file;
        d.line = e.line;
        d.column = e.column;
        d.message = e.field.empty() ? e.message : "field '" + e.field + "': " + e.message;
        r.diagnostics.push_back(std::move(d));
    }
    if (a.json) {
        nlohmann::json j = core::compileResultToJson(r);
        j["error"] = {{"code", core::errorCodeName(errors.front().code)}, {"message", errors.front().describe()}};
        std::cout << j.dump(2) << std::endl;
    }
    return core::exitCodeFor(errors.front().code);
}

int runCompile(const CompileArgs& a)
{
    const auto parsedArch = parseArchOption(a.arch);
    if (!parsedArch)
        return fail(a, {parsedArch.error()}, 0);
    const int arch = *parsedArch;
    auto emit = parseEmit(a.emit);
    if (!emit)
        return fail(a, {emit.error()}, arch);
    core::TaskDiagnostics diag;
    auto task = core::loadTask(a.task, &diag);
    if (!task)
        return fail(a, diag.errors.empty() ? std::vector<core::Error> {task.error()} : diag.errors, arch);
    core::CompileOptions options;
    options.arch = arch;
    options.extra = a.options;
    options.useCache = !a.noCache;
    options.cubinBackend = a.jitlink ? core::CubinBackend::NvJitLink : core::CubinBackend::Nvrtc;
    auto request = core::compileRequestForTask(*task, options);
    if (!request)
        return fail(a, {request.error()}, arch);
    auto result = core::compileKernel(*request);
    if (!result)
        return fail(a, {result.error()}, arch);
    const std::set<std::string> toWrite
        = emit->empty() ? std::set<std::string> {"ptx", "sass", "cubin", "resources"} : *emit;
    if (!a.out.empty() && !writeOutputs(*result, a.out, toWrite))
        return 2;
    if (a.json)
        std::cout << core::compileResultToJson(*result).dump(2) << std::endl;
    printHuman(*result);
    if (!a.json && a.out.empty() && !emit->empty())
        if (const int rc = printEmitted(*result, *emit); rc != 0)
            return rc;
    // A kernel that does not compile is bad input (ARCHITECTURE §8): exit 2, as for a bad task file.
    return result->ok ? 0 : 2;
}

} // namespace

CommandRunner registerCompile(CLI::App& app)
{
    auto a = std::make_shared<CompileArgs>();
    auto* cmd = app.add_subcommand("compile", "Compile a task's kernel: PTX, cubin, SASS, resources, occupancy");
    cmd->add_option("TASK", a->task, "Task folder or task.toml")->required();
    cmd->add_option("--arch", a->arch, "Target architecture, e.g. sm_90")->capture_default_str();
    cmd->add_option(
           "--emit", a->emit, "Artifacts to write or print: ptx,sass,cubin,resources,ir (a Triton kernel's IR stages)")
        ->delimiter(',');
    cmd->add_option("--out", a->out, "Folder for kernel.ptx, kernel.sass, kernel.cubin, resources.json, compile.json");
    cmd->add_flag("--json", a->json, "Print one JSON document (the compile document) on stdout");
    cmd->add_option("--opt", a->options, "An extra NVRTC option, held to the task allowlist (repeatable)")
        ->allow_extra_args(false);
    cmd->add_flag("--no-cache", a->noCache, "Compile even when the compile cache has the result");
    cmd->add_flag("--jitlink", a->jitlink, "Build the cubin from the PTX with nvJitLink instead of NVRTC");
    return [a] { return runCompile(*a); };
}

} // namespace warpscope::cli
