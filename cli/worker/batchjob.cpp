#include "cli/worker/batchjob.h"

#include "cli/worker/optionlist.h"

#include "core/common/paths.h"
#include "core/common/process.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace warpscope::cli {

namespace fs = std::filesystem;

fs::path batchRoot()
{
    const char* cache = std::getenv("XDG_CACHE_HOME");
    const char* home = std::getenv("HOME");
    const fs::path base = cache && *cache ? fs::path(cache) : fs::path(home && *home ? home : "/tmp") / ".cache";
    return base / "warpscope" / "batch";
}

core::Result<fs::path> checkedBatchFolder(const std::string& folder)
{
    std::error_code ec;
    const fs::path root = fs::canonical(batchRoot(), ec);
    const fs::path real = ec ? fs::path() : fs::canonical(folder, ec);
    if (ec || real.parent_path() != root || real.filename().string().rfind("job-", 0) != 0)
        return core::makeError(core::ErrorCode::NotFound,
            "'" + folder + "' is not a batch job folder of this machine (they are in " + batchRoot().string()
                + "); it may have been removed",
            {}, 0, "folder");
    return real;
}

int runBatchJob(const std::string& folderText)
{
    auto folder = checkedBatchFolder(folderText);
    if (!folder) {
        std::cerr << "error: " << folder.error().describe() << "\n";
        return 2;
    }
    const fs::path dir = *folder;
    auto text = core::readTextFile(dir / "request.json");
    const nlohmann::json request = text ? nlohmann::json::parse(*text, nullptr, false) : nlohmann::json();
    const std::string command = request.is_object() ? request.value("command", std::string()) : std::string();
    if (command != "run" && command != "bench") {
        std::cerr << "error: " << (dir / "request.json").string() << " names no run or bench command\n";
        return 2;
    }
    auto args = checkedOptions(
        request.value("args", nlohmann::json()), command == "run" ? runOptionList() : benchOptionList(), command);
    if (!args) {
        std::cerr << "error: " << args.error().describe() << "\n";
        return 2;
    }
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    std::vector<std::string> argv {self.string(), command, (dir / "tasks" / request.value("task", "")).string()};
    if (const std::string baseline = request.value("baseline", std::string()); !baseline.empty())
        argv.insert(argv.end(), {"--baseline", (dir / "tasks" / baseline).string()});
    argv.insert(argv.end(), args->begin(), args->end());
    if (command == "run") { // the document and the bundle are what a fetch brings back
        argv.push_back("--json");
        argv.insert(argv.end(), {"--out", (dir / "bundle").string()}); // a sweep's: bundle/row-N
    }
    // a batch job may run for days: Slurm's time limit is the deadline, not this one
    auto run = core::runProcess(argv, {}, std::chrono::hours(24 * 30), std::size_t(1) << 30);
    const int code = run ? run->exitCode : 3;
    // paths read relative to the job folder, as a run of shipped files reads
    const auto relative = [&](std::string s) {
        const std::string prefix = (dir / "tasks").string() + "/";
        for (std::size_t at = s.find(prefix); at != std::string::npos; at = s.find(prefix, at))
            s.erase(at, prefix.size());
        return s;
    };
    (void)core::writeFileAtomically(dir / "stdout", run ? relative(run->out) : std::string());
    (void)core::writeFileAtomically(dir / "stderr", run ? relative(run->err) : run.error().describe() + "\n");
    (void)core::writeFileAtomically(dir / "exit_code", std::to_string(code) + "\n"); // last: the rest is complete
    return code;
}

} // namespace warpscope::cli
