#pragma once

#include "core/common/result.h"
#include "core/protocol/workerprotocol.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

namespace warpscope::cli {

/// What a request handler may use while it works: the cancel flag and a progress reporter.
struct JobContext {
    std::uint64_t id = 0;
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(std::uint64_t done, std::uint64_t total, const std::string& what)> progress;
    /// Sends a file as a binary frame before the reply: a "file" line {path, size, sha256}, then the
    /// bytes as they are (remote targets: the result bundle's tensors, no base64).
    std::function<void(const std::string& path, const std::string& bytes)> sendFile;
    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

/// A request handler: payload in, result payload (or a located error) out.
using RequestHandler = std::function<core::Result<nlohmann::json>(const nlohmann::json& payload, JobContext& job)>;

/// The worker process's loop: reads requests from stdin, runs one job at a time on a job thread,
/// answers on a private copy of stdout (stray prints from libraries go to stderr instead), and
/// handles "cancel" and "shutdown" while a job runs.
class WorkerServer {
public:
    WorkerServer();
    /// Registers the handler for a request type.
    void handle(const std::string& type, RequestHandler handler);
    /// The handler of a request type; null when none is registered ("task_files" wraps another one).
    const RequestHandler* handler(const std::string& type) const;
    /// Runs until stdin closes or "shutdown" arrives; returns the process exit code.
    int run();

private:
    void send(const core::WorkerMessage& m);
    void sendFile(std::uint64_t id, const std::string& path, const std::string& bytes);
    void writeAll(std::string_view bytes); ///< holds m_sendMutex
    void runJob(const core::WorkerRequest& r);
    bool handleControl(const core::WorkerRequest& r);

    std::map<std::string, RequestHandler> m_handlers;
    std::mutex m_sendMutex;
    int m_out = -1;
    std::atomic<bool> m_cancel {false};
    std::atomic<std::uint64_t> m_currentJob {0};
};

/// Registers the handlers each feature provides (one file per request type).
void registerInfoHandler(WorkerServer& server);
void registerCompileHandler(WorkerServer& server);
void registerRunHandler(WorkerServer& server);
/// Registers "run_files": a run of a task shipped by content from another machine (issue 18).
void registerRunFilesHandler(WorkerServer& server);
/// "bench_files": a benchmark of shipped tasks (bench --target), run by this CLI's own bench.
void registerBenchFilesHandler(WorkerServer& server);
/// "batch_submit" and "batch_fetch": Slurm batch jobs, on a cluster's login node (handler_batch.cpp).
void registerBatchSubmitHandler(WorkerServer& server);
void registerBatchFetchHandler(WorkerServer& server);
/// "task_files": any task request (compile, run with analysis or a trace) on a task shipped by content.
void registerTaskFilesHandler(WorkerServer& server);

/// The "run" request's work, shared with "run_files".
core::Result<nlohmann::json> handleRunRequest(const nlohmann::json& payload, JobContext& job);

} // namespace warpscope::cli
