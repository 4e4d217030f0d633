#include "cli/worker/workerserver.h"

#include "core/env/environment.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

namespace warpscope::cli {

void registerInfoHandler(WorkerServer& server)
{
    server.handle("info", [](const nlohmann::json&, JobContext&) -> core::Result<nlohmann::json> {
        return core::environmentToJson(core::collectEnvironment());
    });
    // Test hooks for the supervisor's fault suite (a job that hangs, crashes or exits with a code),
    // served only with WARPSCOPE_WORKER_TEST_HOOKS=1.
    const char* hooks = std::getenv("WARPSCOPE_WORKER_TEST_HOOKS");
    if (!hooks || std::string(hooks) != "1")
        return;
    server.handle("hang", [](const nlohmann::json& payload, JobContext& job) -> core::Result<nlohmann::json> {
        const bool ignoreCancel = payload.value("ignore_cancel", true);
        while (ignoreCancel || !job.cancelled())
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        return core::makeError(core::ErrorCode::Cancelled, "cancelled");
    });
    server.handle("crash", [](const nlohmann::json&, JobContext&) -> core::Result<nlohmann::json> { std::abort(); });
    server.handle("exit", [](const nlohmann::json& payload, JobContext&) -> core::Result<nlohmann::json> {
        std::fprintf(stderr, "%s\n", payload.value("message", std::string("exiting on request")).c_str());
        std::fflush(stderr);
        std::_Exit(payload.value("code", 0));
    });
}

} // namespace warpscope::cli
