#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace warpscope::core {

/// The longest protocol line either side accepts: far above any real result (results carry bundle
/// paths, not tensors), low enough that a peer writing without newlines cannot exhaust memory.
inline constexpr std::size_t kMaxWorkerLine = std::size_t(256) << 20;

/// One line cut from the stream: its text without the newline, or tooLong when it outgrew the limit
/// (its bytes are dropped up to the next newline and text is empty).
struct Frame {
    std::string text;
    bool tooLong = false;
};

/// Cuts the worker protocol's byte stream into lines, whatever the chunks it arrives in: a line split
/// over many reads comes out once, whole; a peer that dies mid-line leaves a partial line that only
/// finish() hands out. Each byte is scanned once, so a huge line in small chunks stays linear.
class LineFramer {
public:
    explicit LineFramer(std::size_t maxLine = kMaxWorkerLine)
        : m_maxLine(maxLine)
    { }

    /// Appends bytes and returns the lines they complete, in order.
    std::vector<Frame> feed(std::string_view bytes);
    /// The end of the stream: the unterminated rest as a last frame, if any; the framer is reset.
    std::vector<Frame> finish();
    /// Forgets any partial line (a new peer).
    void reset();
    /// Bytes held for the line not yet complete.
    std::size_t pending() const { return m_partial.size(); }

private:
    std::size_t m_maxLine;
    std::string m_partial;
    bool m_skipping = false; ///< dropping an over-long line up to its newline
};

} // namespace warpscope::core
