// The worker's "run_files" request: a run of a task that another machine shipped by content (issue
// 18, remote targets). The files land in a private temporary folder of this machine, are checked by
// their hashes, run like a local "run", and the folder is removed before the reply.
#include "cli/worker/jobfolder.h"
#include "cli/worker/workerserver.h"

#include "core/common/paths.h"
#include "core/remote/taskfiles.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <unistd.h>

namespace warpscope::cli {

namespace fs = std::filesystem;

/// Payload: a WorkerRunRequest whose "task" is the task file's path among "files" (relative), plus
/// "files" [{path, sha256, base64}] (core/remote/taskfiles.h); "bundle" is ignored. Result: the run
/// document, without bundle paths (the bundle is removed with the job folder). With "return_bundle":
/// true, the bundle's files come first as binary "file" frames (JobContext::sendFile).
void registerRunFilesHandler(WorkerServer& server)
{
    server.handle("run_files", [](const nlohmann::json& payload, JobContext& job) -> core::Result<nlohmann::json> {
        if (!payload.is_object() || !payload.contains("files"))
            return core::makeError(core::ErrorCode::BadInput, "the run_files request carries no files", {}, 0, "files");
        auto files = core::shippedFilesFromJson(payload["files"]);
        if (!files)
            return files.error();
        const std::string taskFile = payload.value("task", std::string());
        if (std::none_of(files->begin(), files->end(), [&](const core::ShippedFile& f) { return f.path == taskFile; }))
            return core::makeError(core::ErrorCode::BadInput,
                "the task file '" + taskFile + "' is not among the shipped files", {}, 0, "task");
        JobFolder folder;
        if (folder.path().empty())
            return core::makeError(core::ErrorCode::Io,
                "cannot create a job folder in $TMPDIR on the worker's machine; check its free space", {}, 0, "TMPDIR");
        if (auto st = core::writeShippedFiles(*files, folder.path() / "task"); !st)
            return st.error();
        nlohmann::json run = payload;
        run.erase("files");
        run["task"] = (folder.path() / "task" / taskFile).string();
        run["bundle"] = (folder.path() / "bundle").string();
        auto result = handleRunRequest(run, job);
        if (!result) {
            // the sender knows its files by their paths in the task folder, not by this machine's job folder
            core::Error e = result.error();
            const std::string prefix = (folder.path() / "task").string() + "/";
            if (e.file.rfind(prefix, 0) == 0)
                e.file = e.file.substr(prefix.size());
            return e;
        }
        result->erase("bundle");
        if (payload.value("return_bundle", false) && job.sendFile) {
            // the bundle's files (run.json, the tensors as .npy) go back as binary frames before the reply
            const fs::path bundle = folder.path() / "bundle";
            std::error_code ec;
            for (auto it = fs::recursive_directory_iterator(bundle, ec);
                 !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
                if (!it->is_regular_file())
                    continue;
                auto bytes = core::readTextFile(it->path(), std::size_t(16) << 30);
                if (!bytes)
                    return bytes.error();
                job.sendFile(fs::relative(it->path(), bundle).generic_string(), *bytes);
            }
        }
        return result;
    });
}

} // namespace warpscope::cli
