#include "cli/remotetarget.h"

#include "cli/cancelsignal.h"

#include "core/pipeline/runjson.h"
#include "core/pipeline/runner.h"
#include "core/remote/remoteworker.h"
#include "core/remote/taskfiles.h"

#include <filesystem>
#include <iostream>
#include <unistd.h>

namespace warpscope::cli {

namespace {

using nlohmann::json;

int fail(const core::Error& e, bool asJson)
{
    std::cerr << "error: " << e.describe() << "\n";
    if (asJson)
        std::cout << json({{"schema", core::kRunSchema}, {"passed", false},
                              {"error",
                                  {{"code", core::errorCodeName(e.code)}, {"message", e.message}, {"file", e.file},
                                      {"line", e.line}, {"field", e.field}}}})
                         .dump(2)
                  << std::endl;
    return core::exitCodeFor(e.code);
}

/// What the run document records about where it ran.
json targetJson(const core::Target& t, const core::RemoteReply& reply)
{
    return {{"name", t.name}, {"kind", core::targetKindName(t.kind)}, {"url", t.url}, {"ssh_host", t.host},
        {"remote_host", reply.hello.value("host", std::string())},
        {"remote_version", reply.hello.value("version", std::string())}};
}

core::RemoteCallOptions callOptions(bool allowCopy)
{
    core::RemoteCallOptions o;
    o.notify = [](const std::string& line) { std::cerr << line << "\n"; };
    o.allowCopy = allowCopy;
    if (::isatty(2)) // a terminal watches the far side's progress on one line; logs do not get it
        o.progress = [](std::uint64_t done, std::uint64_t total, const std::string& what) {
            std::cerr << "\r" << what << " " << done << " of " << total << (done == total ? "\n" : "") << std::flush;
        };
    return o;
}

} // namespace

bool isRemoteTarget(const std::string& target)
{
    return !target.empty() && target != "local";
}

int runOnTarget(const core::Task& task, const core::RunOptions& options, const TargetRun& run)
{
    const std::string& targetText = run.target;
    const std::string& out = run.out;
    const bool asJson = run.json;
    core::WorkerRunRequest request;
    request.backend = run.backend;
    request.seeds = options.seedCount;
    request.params = options.overrides;
    request.trust = options.trustPython;
    request.arch = run.arch;
    request.analyze = run.analyze;
    request.gpu = run.gpu;
    request.memoryCap = run.memoryCap;
    request.blocks = options.blockRanges;
    request.sampleBlocks = options.sampleBlocks;
    request.maxEstimateSeconds = options.maxEstimatedSeconds;
    request.yes = options.maxEstimatedSeconds == 0.0;
    auto target = core::resolveTarget(targetText);
    if (!target)
        return fail(target.error(), asJson);
    auto files = core::collectTaskFiles(task);
    if (!files)
        return fail(files.error(), asJson);
    request.taskPath = std::filesystem::relative(task.file, task.dir).generic_string();
    request.bundleDir = "remote";
    json payload = core::workerRunRequestToJson(request);
    payload["files"] = core::shippedFilesToJson(*files);
    payload["return_bundle"] = !out.empty(); // the bundle's tensors come back as binary frames
    core::WorkerRequest r;
    r.id = 1;
    r.type = "run_files";
    r.payload = std::move(payload);
    std::cerr << "target " << target->name << ": shipping " << files->size() << " files of " << task.name << " to "
              << target->host << "\n";
    core::RemoteCallOptions o = callOptions(!run.noCopy);
    // Ctrl+C: the far worker is sent a cancel and answers with its partial result (exit 130)
    o.cancel = cancelOnSignal();
    auto reply = core::callRemoteWorker(*target, r, o);
    if (!reply)
        return fail(reply.error(), asJson);
    auto result = core::runResultFromJson(reply->payload);
    if (!result)
        return fail(core::makeError(core::ErrorCode::Internal,
                        "the run document from " + target->host + " cannot be read: " + result.error().message, {}, 0,
                        result.error().field),
            asJson);
    std::cerr << reply->payload.value("backend_note", std::string()) << " (on "
              << reply->hello.value("host", target->host) << ")\n";
    if (!out.empty()) {
        // the bundle's result.json says where it was measured, as the printed document does
        for (core::ShippedFile& f : reply->files)
            if (f.path == "result.json") {
                json doc = json::parse(f.content, nullptr, false);
                if (doc.is_object()) {
                    doc["target"] = targetJson(*target, *reply);
                    f.content = doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
                }
            }
        std::error_code ec;
        std::filesystem::create_directories(out, ec);
        if (auto st = core::writeShippedFiles(reply->files, out); !st)
            return fail(st.error(), asJson);
        std::cerr << "result bundle: " << out << " (" << reply->files.size() << " files from " << target->host << ")\n";
    }
    std::cerr << core::summarizeRun(*result);
    if (asJson) {
        // with a bundle, the far side's document lists its files (from the tensors it had); without,
        // the document read back is written as a local run writes it
        json doc = out.empty() ? core::runResultToJson(*result, false) : reply->payload;
        doc.erase("backend_note");
        doc["target"] = targetJson(*target, *reply);
        std::cout << doc.dump(2, ' ', false, json::error_handler_t::replace) << std::endl;
    }
    // 130 = 128 + SIGINT, as a cancelled local run; the partial result was still printed and written
    return result->passed ? 0 : result->stop().reason == "cancelled" ? 130 : 1;
}

int benchOnTarget(const std::string& targetText, const core::Task& task, const core::Task* baseline,
    const std::vector<std::string>& benchOptions, bool asJson, bool noCopy)
{
    auto target = core::resolveTarget(targetText);
    if (!target)
        return fail(target.error(), false);
    // the two tasks travel side by side, each under its own folder
    std::vector<core::ShippedFile> files;
    const auto add = [&files](const core::Task& t, const std::string& under) -> core::Status {
        auto collected = core::collectTaskFiles(t);
        if (!collected)
            return collected.error();
        for (core::ShippedFile& f : *collected) {
            f.path = under + "/" + f.path;
            files.push_back(std::move(f));
        }
        return core::Ok {};
    };
    if (auto st = add(task, "candidate"); !st)
        return fail(st.error(), false);
    if (baseline)
        if (auto st = add(*baseline, "baseline"); !st)
            return fail(st.error(), false);
    json payload {{"files", core::shippedFilesToJson(files)},
        {"task", "candidate/" + std::filesystem::relative(task.file, task.dir).generic_string()},
        {"args", benchOptions}};
    if (baseline)
        payload["baseline"] = "baseline/" + std::filesystem::relative(baseline->file, baseline->dir).generic_string();
    core::WorkerRequest r;
    r.id = 1;
    r.type = "bench_files";
    r.payload = std::move(payload);
    std::cerr << "target " << target->name << ": shipping " << files.size() << " files to " << target->host
              << " for the benchmark\n";
    core::RemoteCallOptions o = callOptions(!noCopy);
    o.timeout = std::chrono::minutes(40);
    auto reply = core::callRemoteWorker(*target, r, o);
    if (!reply)
        return fail(reply.error(), false);
    const int code = reply->payload.value("exit_code", 3);
    std::cerr << reply->payload.value("stderr", std::string());
    std::string out = reply->payload.value("stdout", std::string());
    if (asJson && !out.empty()) {
        json doc = json::parse(out, nullptr, false);
        if (doc.is_object()) {
            doc["target"] = targetJson(*target, *reply);
            out = doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
        }
    }
    std::cout << out << std::flush;
    return code;
}

core::Result<nlohmann::json> infoOnTarget(const std::string& targetText, bool noCopy)
{
    auto target = core::resolveTarget(targetText);
    if (!target)
        return target.error();
    core::WorkerRequest r;
    r.id = 1;
    r.type = "info";
    auto reply = core::callRemoteWorker(*target, r, callOptions(!noCopy));
    if (!reply)
        return reply.error();
    json j = reply->payload;
    j["target"] = targetJson(*target, *reply);
    return j;
}

} // namespace warpscope::cli
