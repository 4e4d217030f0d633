#pragma once

// A compile, an analysed run (Profile) or a traced run of a local task, done by the worker on a
// target (issue 18): the request is the one a local worker gets, wrapped in "task_files" with the
// task's files by content; its "task" becomes the task file's path relative to the task folder.

#include "core/common/result.h"
#include "core/remote/remoteworker.h"
#include "core/remote/target.h"
#include "core/task/task.h"

#include <nlohmann/json.hpp>

#include <string>

namespace warpscope::core {

/// The "task_files" request around `type` ("compile" or "run") and its payload, for this task.
Result<WorkerRequest> taskFilesRequest(const Task& task, const std::string& type, nlohmann::json payload);

/// Sends it to the target's worker and returns the inner request's reply (its result, progress and
/// any bundle files), or the located error of the far side or of the link.
Result<RemoteReply> callRemoteWithTask(const Target& target, const Task& task, const std::string& type,
    nlohmann::json payload, const RemoteCallOptions& options = {});

} // namespace warpscope::core
