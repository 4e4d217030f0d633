#pragma once

#include "core/common/result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace warpscope::core {

/// The worker protocol (ARCHITECTURE §2): one JSON document per line on the worker's stdin and
/// stdout. The GUI's session sends requests; the worker answers each with progress lines and then
/// exactly one "result" or "error" line carrying the same id.
/// 2: the "run_files" request (a task shipped by content to a remote worker) and "host" in hello.
inline constexpr int kWorkerProtocolVersion = 2;

/// A request from the session to the worker.
struct WorkerRequest {
    std::uint64_t id = 0;
    std::string type; ///< "info", "compile", "run", "cancel", "shutdown"; test hooks: "crash", "hang", "exit"
    nlohmann::json payload = nlohmann::json::object();
};

/// A line from the worker to the session.
struct WorkerMessage {
    enum class Kind { Hello, Progress, Result, Error };
    Kind kind = Kind::Result;
    std::uint64_t id = 0;
    nlohmann::json payload = nlohmann::json::object(); ///< the result, or progress {done, total, what}
    Error error; ///< for Kind::Error
};

/// Serialises to one line (no trailing newline).
std::string encodeRequest(const WorkerRequest& r);
std::string encodeMessage(const WorkerMessage& m);

/// Parses one line; malformed lines are errors naming what is wrong (a worker or session never
/// trusts the other side blindly: it may have crashed mid-line).
Result<WorkerRequest> decodeRequest(const std::string& line);
Result<WorkerMessage> decodeMessage(const std::string& line);

/// Errors travel as {code, message, file, line, column, field}.
nlohmann::json errorToJson(const Error& e);
Error errorFromJson(const nlohmann::json& j);

/// Exit codes of the worker process, so the session can classify how it ended.
enum class WorkerExit : int {
    Normal = 0,
    StickyCudaError = 40, ///< a sticky CUDA error (700, 702, 714-719) poisoned the context
    ProtocolError = 41, ///< the session sent something unreadable
};

} // namespace warpscope::core
