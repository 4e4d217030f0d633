#include "cli/remotebatch.h"

#include "core/remote/slurmbatch.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <iostream>

namespace warpscope::cli {

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

int fail(const core::Error& e, bool asJson)
{
    std::cerr << "error: " << e.describe() << "\n";
    if (asJson)
        std::cout << json({{"passed", false},
                              {"error",
                                  {{"code", core::errorCodeName(e.code)}, {"message", e.message}, {"file", e.file},
                                      {"field", e.field}}}})
                         .dump(2)
                  << std::endl;
    return core::exitCodeFor(e.code);
}

core::RemoteCallOptions callOptions(bool noCopy)
{
    core::RemoteCallOptions o;
    o.notify = [](const std::string& line) { std::cerr << line << "\n"; };
    o.allowCopy = !noCopy;
    return o;
}

/// The tasks' files, each task under its own folder (the baseline beside the candidate).
core::Result<core::BatchSubmission> submission(const core::Task& task, const core::Task* baseline)
{
    core::BatchSubmission s;
    s.taskName = task.name;
    const auto add = [&s](const core::Task& t, const std::string& under) -> core::Result<std::string> {
        auto files = core::collectTaskFiles(t);
        if (!files)
            return files.error();
        for (core::ShippedFile& f : *files) {
            f.path = under + "/" + f.path;
            s.files.push_back(std::move(f));
        }
        return under + "/" + fs::relative(t.file, t.dir).generic_string();
    };
    auto file = add(task, "candidate");
    if (!file)
        return file.error();
    s.taskFile = *file;
    if (baseline) {
        auto other = add(*baseline, "baseline");
        if (!other)
            return other.error();
        s.baselineFile = *other;
    }
    return s;
}

std::string stateLine(const core::BatchJob& job, const core::SlurmJobState& s)
{
    std::string line = "Slurm job " + job.jobId + ": " + (s.state.empty() ? std::string("unknown") : s.state);
    if (s.state == "PENDING" && !s.reason.empty())
        line += " (" + s.reason + ")";
    if (s.state == "RUNNING")
        line += " on " + s.nodes + (s.timeLeft.empty() ? std::string() : ", " + s.timeLeft + " left");
    return line;
}

} // namespace

fs::path batchRecordFolder(const std::string& review)
{
    if (!review.empty())
        return review;
    const char* cache = std::getenv("XDG_CACHE_HOME");
    const char* home = std::getenv("HOME");
    return (cache && *cache ? fs::path(cache) : fs::path(home && *home ? home : "/tmp") / ".cache") / "warpscope";
}

core::Error batchRunRefusal()
{
    return core::makeError(core::ErrorCode::BadInput,
        "--batch submits to a slurm: target (add --target slurm:ssh://LOGIN ...); --out, --trace, --schedule(s), "
        "--approx, --implementation and --keep-inputs do not go with it (the bundle comes back with fetch --out)",
        {}, 0, "--batch");
}

int submitBatch(const core::Task& task, const core::Task* baseline, const BatchArgs& a)
{
    auto target = core::resolveTarget(a.target);
    if (!target)
        return fail(target.error(), a.json);
    auto what = submission(task, baseline);
    if (!what)
        return fail(what.error(), a.json);
    what->command = a.command;
    what->args = a.args;
    std::cerr << "target " << target->name << ": shipping " << what->files.size() << " files of " << task.name << " to "
              << target->host << " for a batch " << a.command << "\n";
    auto job = core::submitBatchJob(*target, a.target, *what, callOptions(a.noCopy));
    if (!job)
        return fail(job.error(), a.json);
    const fs::path records = core::batchJobsFile(batchRecordFolder(a.review));
    if (auto st = core::saveBatchJob(records, *job); !st)
        return fail(st.error(), a.json);
    std::cerr << "submitted Slurm job " << job->jobId << " on " << target->host << "; fetch its results with\n"
              << "  warpscope-cli fetch " << job->jobId << (a.review.empty() ? std::string() : " --review " + a.review)
              << "\n"
              << "(recorded in " << records.string() << ")\n";
    if (a.json)
        std::cout << core::batchJobToJson(*job).dump(2) << std::endl;
    else
        std::cout << job->jobId << std::endl;
    return 0;
}

int fetchBatch(const std::string& jobId, const std::string& targetText, const std::string& review,
    const std::string& out, bool asJson, bool noCopy)
{
    const fs::path records = core::batchJobsFile(batchRecordFolder(review));
    auto job = core::findBatchJob(records, jobId);
    if (!job)
        return fail(job.error(), asJson);
    auto target = core::resolveTarget(targetText.empty() ? job->target : targetText);
    if (!target)
        return fail(target.error(), asJson);
    auto fetched = core::fetchBatchJob(*target, *job, callOptions(noCopy));
    if (!fetched)
        return fail(fetched.error(), asJson);
    job->state = fetched->state.state.empty() ? job->state : fetched->state.state;
    if (fetched->endedWithoutResults()) {
        (void)core::saveBatchJob(records, *job);
        return fail(core::batchEndedError(*target, *job, fetched->state.state, fetched->slurmOut), asJson);
    }
    if (!fetched->finished) {
        (void)core::saveBatchJob(records, *job);
        std::cerr << stateLine(*job, fetched->state) << "; not finished yet: fetch again later\n";
        if (asJson)
            std::cout << json(
                {{"job_id", job->jobId}, {"state", fetched->state.state}, {"reason", fetched->state.reason},
                    {"nodes", fetched->state.nodes}, {"time_left", fetched->state.timeLeft}, {"finished", false}})
                             .dump(2)
                      << std::endl;
        return 4;
    }
    const json where {{"name", target->name}, {"kind", core::targetKindName(target->kind)}, {"url", target->url},
        {"ssh_host", target->host}, {"remote_host", fetched->hello.value("host", std::string())},
        {"remote_version", fetched->hello.value("version", std::string())}, {"slurm_job", job->jobId}};
    const fs::path dir = out.empty() ? batchRecordFolder(review) / "batch" / job->jobId : fs::path(out);
    if (!fetched->files.empty()) {
        for (core::ShippedFile& f : fetched->files)
            if (f.path == "result.json" || f.path.ends_with("/result.json")) { // a sweep's: row-N/result.json
                json doc = json::parse(f.content, nullptr, false);
                if (doc.is_object()) {
                    doc["target"] = where;
                    f.content = doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
                }
            }
        std::error_code ec;
        fs::create_directories(dir, ec);
        if (auto st = core::writeShippedFiles(fetched->files, dir); !st)
            return fail(st.error(), asJson);
        job->fetchedTo = fs::absolute(dir).string();
        std::cerr << "result bundle: " << dir.string() << " (" << fetched->files.size() << " files)\n";
    }
    job->state = "COMPLETED";
    (void)core::saveBatchJob(records, *job);
    std::cerr << fetched->err;
    std::string text = fetched->out;
    json doc = json::parse(text, nullptr, false);
    if (asJson && doc.is_object()) {
        doc["target"] = where;
        doc["batch"] = core::batchJobToJson(*job);
        text = doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
    }
    if (asJson || !doc.is_object()) // without --json a run's document is in the bundle, not on the terminal
        std::cout << text << std::flush;
    return fetched->exitCode;
}

} // namespace warpscope::cli
