// The worker's "batch_submit" and "batch_fetch" requests (Slurm batch mode, issue 18): run on a
// cluster's login node through plain ssh. The submit writes the shipped task into a job folder of
// this machine's cache and hands a fixed script to sbatch (an argv array, never a shell line built
// from the task); the fetch reads the job's state and, when its command ended, sends the bundle
// back as binary frames with what it printed.
#include "cli/worker/batchjob.h"
#include "cli/worker/optionlist.h"
#include "cli/worker/workerserver.h"

#include "core/common/paths.h"
#include "core/common/process.h"
#include "core/remote/sshcommand.h"
#include "core/remote/taskfiles.h"

#include <algorithm>
#include <filesystem>

namespace warpscope::cli {

namespace fs = std::filesystem;

namespace {

bool shipped(const std::vector<core::ShippedFile>& files, const std::string& path)
{
    return std::any_of(files.begin(), files.end(), [&](const core::ShippedFile& f) { return f.path == path; });
}

std::string trimmed(std::string s)
{
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' '))
        s.pop_back();
    return s;
}

std::string tailOf(const std::string& text, std::size_t bytes)
{
    const std::string t = trimmed(text);
    return t.size() <= bytes ? t : "..." + t.substr(t.size() - bytes);
}

/// squeue's STATE|REASON|NODES|TIME_LEFT of any job it still remembers (-t all), else sacct's state.
nlohmann::json jobState(const std::string& id)
{
    nlohmann::json s {{"state", ""}, {"reason", ""}, {"nodes", ""}, {"time_left", ""}};
    auto q
        = core::runProcess({"squeue", "-h", "-t", "all", "-j", id, "-o", "%T|%r|%N|%L"}, {}, std::chrono::seconds(30));
    const std::string line = q && q->exitCode == 0 ? trimmed(q->out) : std::string();
    if (!line.empty()) {
        std::vector<std::string> f;
        std::size_t start = 0;
        for (std::size_t bar; (bar = line.find('|', start)) != std::string::npos; start = bar + 1)
            f.push_back(line.substr(start, bar - start));
        f.push_back(line.substr(start));
        if (f.size() == 4)
            return {{"state", f[0]}, {"reason", f[1]}, {"nodes", f[2]}, {"time_left", f[3]}};
    }
    // gone from the controller's memory: the accounting database, where the cluster keeps one
    auto a = core::runProcess({"sacct", "-n", "-X", "-P", "-j", id, "-o", "State"}, {}, std::chrono::seconds(30));
    if (a && a->exitCode == 0) {
        std::string state = trimmed(a->out);
        state = state.substr(0, state.find('\n'));
        state = state.substr(0, state.find(' ')); // "CANCELLED by 0"
        s["state"] = state;
    }
    return s;
}

} // namespace

/// batch_submit payload: "files", "task" (among them), optionally "baseline", "command" (run or bench),
/// "args" (checked against the command's list) and "sbatch" (the target's options, each starting
/// with '-'). Result: {"job_id", "folder"}.
void registerBatchSubmitHandler(WorkerServer& server)
{
    server.handle("batch_submit", [](const nlohmann::json& payload, JobContext&) -> core::Result<nlohmann::json> {
        if (!payload.is_object() || !payload.contains("files"))
            return core::makeError(
                core::ErrorCode::BadInput, "the batch_submit request carries no files", {}, 0, "files");
        auto files = core::shippedFilesFromJson(payload["files"]);
        if (!files)
            return files.error();
        const std::string command = payload.value("command", std::string());
        if (command != "run" && command != "bench")
            return core::makeError(core::ErrorCode::BadInput,
                "a batch job runs 'run' or 'bench', not '" + command + "'", {}, 0, "command");
        const std::string task = payload.value("task", std::string());
        const std::string baseline = payload.value("baseline", std::string());
        if (!shipped(*files, task) || (!baseline.empty() && !shipped(*files, baseline)))
            return core::makeError(core::ErrorCode::BadInput,
                "the task file '" + (shipped(*files, task) ? baseline : task) + "' is not among the shipped files", {},
                0, "task");
        auto args = checkedOptions(
            payload.value("args", nlohmann::json()), command == "run" ? runOptionList() : benchOptionList(), command);
        if (!args)
            return args.error();
        std::vector<std::string> sbatch {"sbatch", "--parsable", "--job-name=warpscope-batch"};
        for (const auto& o : payload.value("sbatch", nlohmann::json::array())) {
            if (!o.is_string() || o.get<std::string>().empty() || o.get<std::string>().front() != '-')
                return core::makeError(core::ErrorCode::BadInput,
                    "every sbatch option must be a string that starts with '-'", {}, 0, "sbatch");
            sbatch.push_back(o.get<std::string>());
        }
        std::error_code ec;
        fs::create_directories(batchRoot(), ec);
        std::string pattern = (batchRoot() / "job-XXXXXX").string();
        if (ec || !::mkdtemp(pattern.data()))
            return core::makeError(core::ErrorCode::Io,
                "cannot create a batch job folder in " + batchRoot().string() + "; check its free space and rights", {},
                0, "folder");
        const fs::path dir = pattern;
        const auto fail = [&dir](core::Error e) {
            std::error_code ignored;
            fs::remove_all(dir, ignored);
            return e;
        };
        if (auto st = core::writeShippedFiles(*files, dir / "tasks"); !st)
            return fail(st.error());
        nlohmann::json request {{"command", command}, {"task", task}, {"args", *args}};
        if (!baseline.empty())
            request["baseline"] = baseline;
        const fs::path self = fs::read_symlink("/proc/self/exe", ec);
        // the script holds this program's path and the folder's, both quoted; nothing the sender wrote
        const std::string script = "#!/bin/sh\nexec " + core::shellQuote(self.string()) + " worker --batch-job "
            + core::shellQuote(dir.string()) + "\n";
        if (auto st = core::writeFileAtomically(dir / "request.json", request.dump(2) + "\n"); !st)
            return fail(st.error());
        if (auto st = core::writeFileAtomically(dir / "job.sh", script); !st)
            return fail(st.error());
        sbatch.insert(sbatch.end(), {"--output=" + (dir / "slurm.out").string(), (dir / "job.sh").string()});
        auto run = core::runProcess(sbatch, {}, std::chrono::minutes(2));
        if (!run)
            return fail(run.error());
        const std::string id = trimmed(run->out).substr(0, trimmed(run->out).find(';')); // "ID;cluster"
        if (run->exitCode != 0 || id.empty() || !std::all_of(id.begin(), id.end(), ::isdigit))
            return fail(core::makeError(core::ErrorCode::Backend,
                "sbatch refused the job (exit code " + std::to_string(run->exitCode) + "): " + tailOf(run->err, 300)
                    + "; check the target's options (partition, account, --gres, --time) with sinfo there",
                {}, 0, "sbatch"));
        return nlohmann::json {{"job_id", id}, {"folder", dir.string()}};
    });
}

/// batch_fetch payload: "job_id", "folder" (a job folder of batchRoot()). Result: the job's "state",
/// "reason", "nodes", "time_left", "finished" and, once finished, "exit_code", "stdout", "stderr",
/// with the bundle's files sent first as binary frames; "slurm_out": the end of Slurm's output file.
void registerBatchFetchHandler(WorkerServer& server)
{
    server.handle("batch_fetch", [](const nlohmann::json& payload, JobContext& job) -> core::Result<nlohmann::json> {
        const std::string id = payload.value("job_id", std::string());
        if (id.empty() || !std::all_of(id.begin(), id.end(), ::isdigit))
            return core::makeError(core::ErrorCode::BadInput, "'" + id + "' is not a Slurm job id", {}, 0, "job_id");
        auto dir = checkedBatchFolder(payload.value("folder", std::string()));
        if (!dir)
            return dir.error();
        nlohmann::json result = jobState(id);
        auto slurmOut = core::readTextFile(*dir / "slurm.out");
        result["slurm_out"] = slurmOut ? tailOf(*slurmOut, 400) : std::string();
        auto code = core::readTextFile(*dir / "exit_code");
        result["finished"] = bool(code);
        if (!code)
            return result;
        result["exit_code"] = std::atoi(code->c_str());
        for (const char* name : {"stdout", "stderr"}) {
            auto text = core::readTextFile(*dir / name, std::size_t(1) << 30);
            result[name] = text ? *text : std::string();
        }
        const fs::path bundle = *dir / "bundle";
        std::error_code ec;
        for (auto it = fs::recursive_directory_iterator(bundle, ec); !ec && it != fs::recursive_directory_iterator();
             it.increment(ec)) {
            if (!it->is_regular_file())
                continue;
            auto bytes = core::readTextFile(it->path(), std::size_t(16) << 30);
            if (!bytes)
                return bytes.error();
            if (job.sendFile)
                job.sendFile(fs::relative(it->path(), bundle).generic_string(), *bytes);
        }
        return result;
    });
}

} // namespace warpscope::cli
