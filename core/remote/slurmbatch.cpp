#include "core/remote/slurmbatch.h"

#include "core/common/paths.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace warpscope::core {

namespace {

using nlohmann::json;

std::string utcNow()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm {};
    ::gmtime_r(&now, &tm);
    char text[32] = {};
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

Error targetError(const Target& t, const std::string& message)
{
    return makeError(ErrorCode::Backend, message, {}, 0, "target " + t.name);
}

/// The target's time limit as written (--time=30 or -t 30), for the resubmit advice.
std::string timeLimitOf(const Target& t)
{
    for (std::size_t i = 0; i < t.srunOptions.size(); ++i) {
        const std::string& o = t.srunOptions[i];
        if (o.rfind("--time=", 0) == 0)
            return o.substr(7);
        if ((o == "--time" || o == "-t") && i + 1 < t.srunOptions.size())
            return t.srunOptions[i + 1];
    }
    return {};
}

} // namespace

json batchJobToJson(const BatchJob& job)
{
    return {{"job_id", job.jobId}, {"target", job.target}, {"folder", job.folder}, {"command", job.command},
        {"task", job.task}, {"args", job.args}, {"submitted_at", job.submittedAt}, {"state", job.state},
        {"fetched_to", job.fetchedTo}};
}

Result<BatchJob> batchJobFromJson(const json& j, const std::string& field)
{
    if (!j.is_object())
        return makeError(ErrorCode::BadInput, "a batch job record must be an object", {}, 0, field);
    BatchJob job;
    for (auto [key, into] : {std::pair {"job_id", &job.jobId}, {"target", &job.target}, {"folder", &job.folder},
             {"command", &job.command}, {"task", &job.task}, {"submitted_at", &job.submittedAt}, {"state", &job.state},
             {"fetched_to", &job.fetchedTo}}) {
        if (!j.contains(key))
            continue;
        if (!j[key].is_string())
            return makeError(ErrorCode::BadInput, "must be a string", {}, 0, field + "." + key);
        *into = j[key].get<std::string>();
    }
    if (j.contains("args")) {
        if (!j["args"].is_array())
            return makeError(ErrorCode::BadInput, "must be a list of strings", {}, 0, field + ".args");
        for (const auto& a : j["args"]) {
            if (!a.is_string())
                return makeError(ErrorCode::BadInput, "must be a list of strings", {}, 0, field + ".args");
            job.args.push_back(a.get<std::string>());
        }
    }
    if (job.jobId.empty()
        || !std::all_of(job.jobId.begin(), job.jobId.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return makeError(ErrorCode::BadInput, "the job id '" + job.jobId + "' is not a Slurm job id (digits)", {}, 0,
            field + ".job_id");
    if (job.target.empty() || job.folder.empty())
        return makeError(ErrorCode::BadInput, "a batch job record needs its target and folder", {}, 0, field);
    return job;
}

std::filesystem::path batchJobsFile(const std::filesystem::path& folder)
{
    return folder / "batch-jobs.json";
}

Result<std::vector<BatchJob>> readBatchJobs(const std::filesystem::path& file)
{
    std::vector<BatchJob> jobs;
    std::error_code ec;
    if (!std::filesystem::exists(file, ec))
        return jobs;
    auto text = readTextFile(file);
    if (!text)
        return text.error();
    const json doc = json::parse(*text, nullptr, false);
    if (!doc.is_object() || !doc.contains("jobs") || !doc["jobs"].is_array())
        return makeError(ErrorCode::BadInput,
            "the batch job records are damaged (not {\"jobs\": [...]}); move the file away to start a new list",
            file.string(), 0, "jobs");
    for (std::size_t i = 0; i < doc["jobs"].size(); ++i) {
        auto job = batchJobFromJson(doc["jobs"][i], "jobs[" + std::to_string(i) + "]");
        if (!job) {
            Error e = job.error();
            e.file = file.string();
            return e;
        }
        jobs.push_back(std::move(*job));
    }
    return jobs;
}

Status saveBatchJob(const std::filesystem::path& file, const BatchJob& job)
{
    auto jobs = readBatchJobs(file);
    if (!jobs)
        return jobs.error();
    const auto same = std::find_if(
        jobs->begin(), jobs->end(), [&](const BatchJob& j) { return j.jobId == job.jobId && j.target == job.target; });
    if (same != jobs->end())
        *same = job;
    else
        jobs->push_back(job);
    json list = json::array();
    for (const BatchJob& j : *jobs)
        list.push_back(batchJobToJson(j));
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    return writeFileAtomically(file, json {{"jobs", list}}.dump(2) + "\n");
}

Result<BatchJob> findBatchJob(const std::filesystem::path& file, const std::string& jobId)
{
    auto jobs = readBatchJobs(file);
    if (!jobs)
        return jobs.error();
    std::string known;
    for (auto it = jobs->rbegin(); it != jobs->rend(); ++it) { // the newest first, should an id come back
        if (it->jobId == jobId)
            return *it;
        known += (known.empty() ? "" : ", ") + it->jobId;
    }
    return makeError(ErrorCode::NotFound,
        "no batch job " + jobId + " was submitted from here; the records know "
            + (known.empty() ? std::string("none") : known),
        file.string(), 0, "job");
}

Target loginNode(const Target& slurmTarget)
{
    Target t = slurmTarget;
    t.kind = TargetKind::Ssh;
    t.srunOptions.clear();
    t.slurmJob.clear();
    return t;
}

Result<BatchJob> submitBatchJob(
    const Target& target, const std::string& targetText, const BatchSubmission& what, const RemoteCallOptions& options)
{
    if (target.kind != TargetKind::Slurm)
        return makeError(ErrorCode::BadInput,
            "batch mode submits to a Slurm cluster; '" + target.name + "' is a " + targetKindName(target.kind)
                + " target (write slurm:ssh://LOGIN --partition=... or drop --batch)",
            {}, 0, "--target");
    json payload {{"files", shippedFilesToJson(what.files)}, {"task", what.taskFile}, {"command", what.command},
        {"args", what.args}, {"sbatch", target.srunOptions}};
    if (!what.baselineFile.empty())
        payload["baseline"] = what.baselineFile;
    WorkerRequest r;
    r.id = 1;
    r.type = "batch_submit";
    r.payload = std::move(payload);
    auto reply = callRemoteWorker(loginNode(target), r, options);
    if (!reply)
        return reply.error();
    BatchJob job;
    job.jobId = reply->payload.value("job_id", std::string());
    job.folder = reply->payload.value("folder", std::string());
    job.target = targetText;
    job.command = what.command;
    job.task = what.taskName;
    job.args = what.args;
    job.submittedAt = utcNow();
    job.state = "SUBMITTED";
    if (job.jobId.empty() || job.folder.empty())
        return targetError(target, "sbatch on " + target.host + " answered without a job id; check squeue there");
    return job;
}

Result<BatchFetch> fetchBatchJob(const Target& target, const BatchJob& job, const RemoteCallOptions& options)
{
    WorkerRequest r;
    r.id = 1;
    r.type = "batch_fetch";
    r.payload = {{"job_id", job.jobId}, {"folder", job.folder}};
    auto reply = callRemoteWorker(loginNode(target), r, options);
    if (!reply)
        return reply.error();
    const json& p = reply->payload;
    BatchFetch f;
    f.state = {p.value("state", std::string()), p.value("reason", std::string()), p.value("nodes", std::string()),
        p.value("time_left", std::string())};
    f.finished = p.value("finished", false);
    f.exitCode = p.value("exit_code", 0);
    f.out = p.value("stdout", std::string());
    f.err = p.value("stderr", std::string());
    f.files = std::move(reply->files);
    f.hello = reply->hello;
    f.slurmOut = p.value("slurm_out", std::string());
    return f;
}

bool BatchFetch::endedWithoutResults() const
{
    return !finished && (batchStateIsFinal(state.state) || state.state.empty());
}

bool batchStateIsFinal(const std::string& state)
{
    for (const char* s : {"COMPLETED", "TIMEOUT", "CANCELLED", "FAILED", "OUT_OF_MEMORY", "NODE_FAIL", "PREEMPTED",
             "BOOT_FAIL", "DEADLINE"})
        if (state.rfind(s, 0) == 0)
            return true;
    return false;
}

Error batchEndedError(const Target& target, const BatchJob& job, const std::string& state, const std::string& slurmOut)
{
    const std::string what = "Slurm job " + job.jobId + " on " + target.host + " (" + job.command + " of "
        + (job.task.empty() ? std::string("the task") : job.task) + ")";
    const std::string kept = "; nothing came back and the results you had are kept";
    const std::string tail = slurmOut.empty() ? std::string() : " (its output ends: " + slurmOut + ")";
    std::string message;
    if (state.rfind("TIMEOUT", 0) == 0 || state.rfind("DEADLINE", 0) == 0) {
        const std::string limit = timeLimitOf(target);
        message = what + " was killed at its time limit (" + state + ")" + kept
            + "; resubmit with a longer --time in the target's options"
            + (limit.empty() ? std::string() : " (it has --time=" + limit + ")");
    } else if (state.rfind("CANCELLED", 0) == 0) {
        message = what + " was cancelled (" + state + ")" + tail + kept + "; resubmit it to run it again";
    } else if (state == "OUT_OF_MEMORY") {
        message = what + " ran out of memory (OUT_OF_MEMORY)" + tail + kept
            + "; resubmit with more memory (--mem) or smaller params";
    } else if (state == "NODE_FAIL" || state == "PREEMPTED" || state == "BOOT_FAIL") {
        message = what + " was stopped by the cluster (" + state + ")" + tail + kept + "; resubmit it";
    } else if (state.empty()) {
        message = what + " is no longer known to Slurm and left no results in " + job.folder + tail
            + "; it may have been removed there; resubmit it";
    } else {
        message = what + " ended as " + state + " without results" + tail + kept + "; check the output file in "
            + job.folder + " there, then resubmit";
    }
    return makeError(ErrorCode::Backend, message, {}, 0, "target " + target.name);
}

} // namespace warpscope::core
