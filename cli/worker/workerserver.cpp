#include "cli/worker/workerserver.h"

#include "core/common/sha256.h"
#include "core/cuda/cudaerrors.h"
#include "core/protocol/lineframer.h"

#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <memory>
#include <new>
#include <thread>
#include <unistd.h>

namespace warpscope::cli {

using core::WorkerMessage;
using core::WorkerRequest;

WorkerServer::WorkerServer()
{
    // The protocol owns the real stdout; everything else that prints to fd 1 lands on stderr.
    m_out = ::dup(1);
    ::dup2(2, 1);
}

void WorkerServer::handle(const std::string& type, RequestHandler handler)
{
    m_handlers[type] = std::move(handler);
}

const RequestHandler* WorkerServer::handler(const std::string& type) const
{
    const auto it = m_handlers.find(type);
    return it == m_handlers.end() ? nullptr : &it->second;
}

void WorkerServer::writeAll(std::string_view bytes)
{
    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(m_out, bytes.data() + written, bytes.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            std::_Exit(0); // the session is gone: nobody left to answer
        written += static_cast<std::size_t>(n);
    }
}

void WorkerServer::send(const WorkerMessage& m)
{
    const std::string line = core::encodeMessage(m) + "\n";
    std::lock_guard lock(m_sendMutex);
    writeAll(line);
}

void WorkerServer::sendFile(std::uint64_t id, const std::string& path, const std::string& bytes)
{
    const std::string header
        = nlohmann::json {{"id", id}, {"type", "file"},
              {"payload", {{"path", path}, {"size", bytes.size()}, {"sha256", core::sha256Hex(bytes)}}}}
              .dump()
        + "\n";
    std::lock_guard lock(m_sendMutex); // header and bytes go out together, no progress line between
    writeAll(header);
    writeAll(bytes);
}

void WorkerServer::runJob(const WorkerRequest& r)
{
    WorkerMessage reply;
    reply.id = r.id;
    const auto it = m_handlers.find(r.type);
    if (it == m_handlers.end()) {
        reply.kind = WorkerMessage::Kind::Error;
        reply.error
            = core::makeError(core::ErrorCode::BadInput, "the worker does not know the request \"" + r.type + "\"");
        send(reply);
        return;
    }
    JobContext job;
    job.id = r.id;
    job.cancel = &m_cancel;
    job.sendFile = [this, id = r.id](const std::string& path, const std::string& bytes) { sendFile(id, path, bytes); };
    // The emulator reports every finished block, from several threads; the GUI needs a few updates a
    // second, so messages are thinned to one per 100 ms (and the last one).
    auto lastSent = std::make_shared<std::atomic<std::int64_t>>(0);
    job.progress = [this, id = r.id, lastSent](std::uint64_t done, std::uint64_t total, const std::string& what) {
        const std::int64_t now
            = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
                  .count();
        std::int64_t previous = lastSent->load();
        if (done < total && (now - previous < 100 || !lastSent->compare_exchange_strong(previous, now)))
            return;
        WorkerMessage p;
        p.kind = WorkerMessage::Kind::Progress;
        p.id = id;
        p.payload = {{"done", done}, {"total", total}, {"what", what}};
        send(p);
    };
    core::Result<nlohmann::json> result = core::makeError(core::ErrorCode::Internal, "no result");
    try {
        result = it->second(r.payload, job);
    } catch (const nlohmann::json::exception& e) {
        // a payload key of the wrong type (a session bug or a hand-written request): an error reply,
        // not a worker that dies with every job queued behind this one
        result = core::makeError(
            core::ErrorCode::BadInput, "the " + r.type + " request's payload has a key of the wrong type: " + e.what());
    } catch (const std::bad_alloc&) {
        // the run's data limit (handler_run.cpp) or the machine said no: the request fails cleanly
        // and the worker stays usable, instead of the OOM killer ending it
        result = core::makeError(core::ErrorCode::Backend,
            "out of memory: the " + r.type
                + " request needed more memory than the worker may use; use smaller params, fewer seeds or no "
                  "analysis",
            {}, 0, "memory");
    }
    if (result) {
        reply.kind = WorkerMessage::Kind::Result;
        reply.payload = std::move(*result);
    } else {
        reply.kind = WorkerMessage::Kind::Error;
        reply.error = result.error();
    }
    send(reply);
    // A sticky CUDA error poisons the context for every later request: the reply above says what
    // happened to this one, then the worker ends with its classified exit and the session respawns it.
    if (core::cudaStickyErrorOccurred())
        std::_Exit(static_cast<int>(core::WorkerExit::StickyCudaError));
}

bool WorkerServer::handleControl(const WorkerRequest& r)
{
    if (r.type == "cancel") {
        const auto target = r.payload.contains("target") && r.payload["target"].is_number_unsigned()
            ? r.payload["target"].get<std::uint64_t>()
            : std::uint64_t(0);
        if (target == 0 || target == m_currentJob.load())
            m_cancel.store(true);
        return true;
    }
    return false;
}

int WorkerServer::run()
{
    std::mutex mutex;
    std::condition_variable cv;
    std::deque<WorkerRequest> queue;
    bool stopping = false;

    std::thread jobs([&] {
        for (;;) {
            WorkerRequest r;
            {
                std::unique_lock lock(mutex);
                cv.wait(lock, [&] { return stopping || !queue.empty(); });
                if (queue.empty())
                    return;
                r = std::move(queue.front());
                queue.pop_front();
                m_cancel.store(false);
                m_currentJob.store(r.id);
            }
            runJob(r);
            m_currentJob.store(0);
        }
    });

    WorkerMessage hello;
    hello.kind = WorkerMessage::Kind::Hello;
    char host[256] = {};
    ::gethostname(host, sizeof host - 1);
    hello.payload = {{"protocol", core::kWorkerProtocolVersion}, {"version", WARPSCOPE_VERSION}, {"pid", ::getpid()},
        {"host", std::string(host)}};
    send(hello);

    // Lines are cut by LineFramer, not std::getline: a session that writes without newlines is cut
    // off at kMaxWorkerLine instead of growing the worker without bound.
    core::LineFramer framer;
    const auto dispatch = [&](const core::Frame& frame) {
        if (frame.text.empty() && !frame.tooLong)
            return true;
        auto request = frame.tooLong
            ? core::Result<WorkerRequest>(core::makeError(core::ErrorCode::BadInput,
                "a request line is over " + std::to_string(core::kMaxWorkerLine >> 20) + " MiB; it was dropped"))
            : core::decodeRequest(frame.text);
        if (!request) {
            WorkerMessage err;
            err.kind = WorkerMessage::Kind::Error;
            err.error = request.error();
            send(err);
            return true;
        }
        if (request->type == "shutdown")
            return false;
        if (handleControl(*request))
            return true;
        std::lock_guard lock(mutex);
        queue.push_back(std::move(*request));
        cv.notify_one();
        return true;
    };
    std::vector<char> chunk(1 << 16);
    bool open = true;
    while (open) {
        const ssize_t n = ::read(0, chunk.data(), chunk.size());
        if (n < 0 && errno == EINTR)
            continue;
        auto frames = n > 0 ? framer.feed(std::string_view(chunk.data(), std::size_t(n))) : framer.finish();
        for (const core::Frame& frame : frames)
            if (!(open = dispatch(frame)))
                break;
        if (n <= 0)
            break;
    }
    {
        std::lock_guard lock(mutex);
        stopping = true; // queued requests are still answered; the session kills us if it cannot wait
    }
    cv.notify_one();
    jobs.join();
    return 0;
}

} // namespace warpscope::cli
