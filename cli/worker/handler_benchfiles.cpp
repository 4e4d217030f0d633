// The worker's "bench_files" request (`bench --target`, issue 18): a benchmark of a task (and an
// optional baseline) that another machine shipped by content. The files land in a private job
// folder; this machine's own `warpscope-cli bench` runs on them as a child (an argv array, never a
// shell), so the far side benchmarks, refuses ("no CUDA device: ...") and prints exactly as a local
// bench does. Its output comes back as text with the job folder's paths made relative.
#include "cli/worker/jobfolder.h"
#include "cli/worker/optionlist.h"
#include "cli/worker/workerserver.h"

#include "core/common/process.h"
#include "core/remote/taskfiles.h"

#include <algorithm>
#include <filesystem>

namespace warpscope::cli {

namespace fs = std::filesystem;

namespace {

/// text with every occurrence of the job folder's path replaced by nothing (paths read relative).
std::string withoutFolder(std::string text, const std::string& folder)
{
    for (std::size_t at = text.find(folder); at != std::string::npos; at = text.find(folder, at))
        text.erase(at, folder.size());
    return text;
}

bool shipped(const std::vector<core::ShippedFile>& files, const std::string& path)
{
    return std::any_of(files.begin(), files.end(), [&](const core::ShippedFile& f) { return f.path == path; });
}

} // namespace

/// Payload: "files" [{path, sha256, base64}], "task" (the candidate's task file among them),
/// optionally "baseline" (the baseline's task file among them) and "args" (bench options, checked
/// against a list). Result: {"exit_code", "stdout", "stderr"} of `warpscope-cli bench` run here.
void registerBenchFilesHandler(WorkerServer& server)
{
    server.handle("bench_files", [](const nlohmann::json& payload, JobContext& job) -> core::Result<nlohmann::json> {
        if (!payload.is_object() || !payload.contains("files"))
            return core::makeError(
                core::ErrorCode::BadInput, "the bench_files request carries no files", {}, 0, "files");
        auto files = core::shippedFilesFromJson(payload["files"]);
        if (!files)
            return files.error();
        const std::string task = payload.value("task", std::string());
        const std::string baseline = payload.value("baseline", std::string());
        if (!shipped(*files, task))
            return core::makeError(core::ErrorCode::BadInput,
                "the task file '" + task + "' is not among the shipped files", {}, 0, "task");
        if (!baseline.empty() && !shipped(*files, baseline))
            return core::makeError(core::ErrorCode::BadInput,
                "the baseline's task file '" + baseline + "' is not among the shipped files", {}, 0, "baseline");
        auto args = checkedOptions(payload.value("args", nlohmann::json()), benchOptionList(), "bench");
        if (!args)
            return args.error();
        JobFolder folder;
        if (folder.path().empty())
            return core::makeError(core::ErrorCode::Io,
                "cannot create a job folder in $TMPDIR on the worker's machine; check its free space", {}, 0, "TMPDIR");
        const fs::path root = folder.path() / "tasks";
        if (auto st = core::writeShippedFiles(*files, root); !st)
            return st.error();
        std::error_code ec;
        const fs::path self = fs::read_symlink("/proc/self/exe", ec);
        if (ec)
            return core::makeError(
                core::ErrorCode::Internal, "the worker cannot find its own program: " + ec.message());
        std::vector<std::string> argv {self.string(), "bench", (root / task).string()};
        if (!baseline.empty())
            argv.insert(argv.end(), {"--baseline", (root / baseline).string()});
        argv.insert(argv.end(), args->begin(), args->end());
        auto run = core::runProcess(argv, {}, std::chrono::minutes(30), 64u << 20, {}, {}, job.cancel);
        if (!run)
            return run.error();
        if (run->cancelled)
            return core::makeError(core::ErrorCode::Cancelled, "the benchmark was cancelled");
        const std::string prefix = root.string() + "/";
        return nlohmann::json {{"exit_code", run->exitCode}, {"stdout", withoutFolder(run->out, prefix)},
            {"stderr", withoutFolder(run->err, prefix)}};
    });
}

} // namespace warpscope::cli
