// libFuzzer target for the worker protocol as both sides read it: the byte stream is cut by
// LineFramer in chunks of varying size (partial frames) with a small line limit (huge lines), and
// every line is decoded as a request and as a worker message (garbage). The frames must be exactly
// the input's lines, and whatever decodes must be safe to read the way the worker and the session
// read it, and must encode back to a line that decodes the same.
#include "core/protocol/lineframer.h"
#include "core/protocol/workerprotocol.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace warpscope::core;

void checkLine(const std::string& line)
{
    if (auto r = decodeRequest(line); r.ok()) {
        // WorkerServer::handleControl reads a cancel's target like this.
        (void)(r->payload.contains("target") && r->payload["target"].is_number_unsigned());
        auto again = decodeRequest(encodeRequest(*r));
        if (!again.ok() || again->id != r->id || again->type != r->type)
            std::abort();
    }
    if (auto m = decodeMessage(line); m.ok()) {
        if (m->kind == WorkerMessage::Kind::Progress) {
            // WorkerSupervisor::onLine reads these unchecked; value() throws on a wrong type.
            (void)m->payload.value("done", std::uint64_t(0));
            (void)m->payload.value("total", std::uint64_t(0));
            (void)m->payload.value("what", std::string());
        }
        auto again = decodeMessage(encodeMessage(*m));
        if (!again.ok() || again->kind != m->kind || again->id != m->id)
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 2)
        return 0;
    // The first byte picks the line limit, the second seeds the chunk sizes.
    const std::size_t maxLine = 8 + std::size_t(data[0]) * 16;
    std::uint32_t state = data[1] * 2654435761u + 1;
    const std::string_view stream(reinterpret_cast<const char*>(data) + 2, size - 2);

    LineFramer framer(maxLine);
    std::vector<Frame> frames;
    for (std::size_t at = 0; at < stream.size();) {
        state = state * 1664525u + 1013904223u;
        const std::size_t n = std::min<std::size_t>(1 + (state >> 24) % 97, stream.size() - at);
        for (Frame& f : framer.feed(stream.substr(at, n)))
            frames.push_back(std::move(f));
        at += n;
    }
    for (Frame& f : framer.finish())
        frames.push_back(std::move(f));
    if (framer.pending() != 0)
        std::abort();

    // The same stream split in one go: every line, the last one even without its newline.
    std::vector<std::string_view> lines;
    for (std::size_t at = 0; at < stream.size();) {
        const std::size_t nl = stream.find('\n', at);
        lines.push_back(stream.substr(at, nl == std::string_view::npos ? std::string_view::npos : nl - at));
        at = nl == std::string_view::npos ? stream.size() : nl + 1;
    }
    if (frames.size() != lines.size())
        std::abort();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (frames[i].tooLong != (lines[i].size() > maxLine))
            std::abort();
        if (!frames[i].tooLong && frames[i].text != lines[i])
            std::abort();
        if (!frames[i].tooLong)
            checkLine(frames[i].text);
    }
    return 0;
}
