#include "core/remote/remotetask.h"

#include "core/remote/taskfiles.h"

#include <filesystem>

namespace warpscope::core {

Result<WorkerRequest> taskFilesRequest(const Task& task, const std::string& type, nlohmann::json payload)
{
    auto files = collectTaskFiles(task);
    if (!files)
        return files.error();
    payload["task"] = std::filesystem::relative(task.file, task.dir).generic_string();
    WorkerRequest r;
    r.id = 1;
    r.type = "task_files";
    r.payload = {{"files", shippedFilesToJson(*files)}, {"request", {{"type", type}, {"payload", std::move(payload)}}}};
    return r;
}

Result<RemoteReply> callRemoteWithTask(const Target& target, const Task& task, const std::string& type,
    nlohmann::json payload, const RemoteCallOptions& options)
{
    auto request = taskFilesRequest(task, type, std::move(payload));
    if (!request)
        return request.error();
    return callRemoteWorker(target, *request, options);
}

} // namespace warpscope::core
