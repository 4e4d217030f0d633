#pragma once

// Reading a remote worker's output: its progress lines as they arrive, and the binary "file" frames
// (a header line {path, size, sha256}, then the raw bytes) that carry a result bundle back.

#include "core/common/result.h"
#include "core/remote/target.h"
#include "core/remote/taskfiles.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace warpscope::core {

/// Watches the worker's output as it arrives and hands the request's progress messages on; a file
/// frame's bytes are skipped by its size, so a tensor is never read as a line.
class ProgressTap {
public:
    using Callback = std::function<void(std::uint64_t done, std::uint64_t total, const std::string& what)>;
    ProgressTap(std::uint64_t id, Callback callback);
    /// The next piece of output, cut anywhere.
    void feed(std::string_view chunk);
    /// Whether a whole reply line (a result or an error) has come: the request is answered.
    bool answered() const { return m_answered; }

private:
    void line();

    std::uint64_t m_id;
    Callback m_callback;
    std::string m_line;
    std::uint64_t m_skip = 0;
    bool m_answered = false;
};

/// A "file" frame: its header line, then exactly size bytes, taken from out at pos (which moves past
/// them). nullopt when the line is no file header; an error naming the target for a path that would
/// leave the bundle folder, a short file or a damaged one.
std::optional<Result<ShippedFile>> readFileFrame(
    const std::string& line, const std::string& out, std::size_t& pos, const Target& target);

} // namespace warpscope::core
