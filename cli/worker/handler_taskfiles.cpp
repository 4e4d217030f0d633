// The worker's "task_files" request (issue 18): a compile, an analysed run (the Profile) or a traced
// run of a task another machine shipped by content. The files land in a private job folder, the
// inner request's "task" is pointed at them, and the request's own handler does the work, exactly as
// for a local task; the folder's path is taken out of the answer and errors name files relatively.
#include "cli/worker/jobfolder.h"
#include "cli/worker/workerserver.h"

#include "core/common/paths.h"
#include "core/remote/taskfiles.h"

#include <algorithm>
#include <set>

namespace warpscope::cli {

namespace {

/// The requests a shipped task may be wrapped around (the ones that read a task by its path).
const std::set<std::string> kWrapped {"compile", "run"};

std::string withoutPrefix(std::string text, const std::string& prefix)
{
    for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at))
        text.erase(at, prefix.size());
    return text;
}

} // namespace

/// Payload: "files" [{path, sha256, base64}], "request": {"type": compile|run, "payload": that
/// request's payload, whose "task" is the task file's path among the files}. Result: the inner
/// request's result, with the job folder's path removed (paths read relative to the task folder).
/// With "return_bundle": true, a run's bundle files come first as binary "file" frames.
void registerTaskFilesHandler(WorkerServer& server)
{
    server.handle(
        "task_files", [&server](const nlohmann::json& payload, JobContext& job) -> core::Result<nlohmann::json> {
            if (!payload.is_object() || !payload.contains("files") || !payload.contains("request")
                || !payload["request"].is_object())
                return core::makeError(
                    core::ErrorCode::BadInput, "the task_files request needs files and a request", {}, 0, "request");
            const std::string type = payload["request"].value("type", std::string());
            const RequestHandler* inner = server.handler(type);
            if (!kWrapped.count(type) || !inner)
                return core::makeError(core::ErrorCode::BadInput,
                    "a shipped task may be compiled or run, not sent a \"" + type + "\" request", {}, 0,
                    "request.type");
            auto files = core::shippedFilesFromJson(payload["files"]);
            if (!files)
                return files.error();
            nlohmann::json request = payload["request"].value("payload", nlohmann::json::object());
            const std::string taskFile = request.value("task", std::string());
            if (std::none_of(
                    files->begin(), files->end(), [&](const core::ShippedFile& f) { return f.path == taskFile; }))
                return core::makeError(core::ErrorCode::BadInput,
                    "the task file '" + taskFile + "' is not among the shipped files", {}, 0, "task");
            JobFolder folder;
            if (folder.path().empty())
                return core::makeError(core::ErrorCode::Io,
                    "cannot create a job folder in $TMPDIR on the worker's machine; check its free space", {}, 0,
                    "TMPDIR");
            if (auto st = core::writeShippedFiles(*files, folder.path() / "task"); !st)
                return st.error();
            request["task"] = (folder.path() / "task" / taskFile).string();
            if (request.contains("bundle"))
                request["bundle"] = (folder.path() / "bundle").string();
            const std::string prefix = (folder.path() / "task").string() + "/";
            auto result = (*inner)(request, job);
            if (!result) {
                core::Error e = result.error();
                e.file = withoutPrefix(e.file, prefix);
                e.message = withoutPrefix(e.message, prefix);
                return e;
            }
            const std::string text
                = withoutPrefix(result->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), prefix);
            return nlohmann::json::parse(text, nullptr, false);
        });
}

} // namespace warpscope::cli
