#pragma once

#include "core/pipeline/progressline.h"

#include <cstdint>
#include <mutex>
#include <string>

namespace warpscope::cli {

/// The running progress of `run` on standard error. On a terminal the line is rewritten in place; in a
/// log a line is added every ten seconds (core::ProgressLine decides when). Notices and the end of
/// the run first finish a rewritten line so nothing is printed over it.
class CliProgress {
public:
    CliProgress();

    /// Called from any thread with CTAs done and CTAs in the whole run.
    void report(std::uint64_t done, std::uint64_t total);
    /// A one-line note of the run (the time estimate of a large grid).
    void say(const std::string& line);
    /// Ends a rewritten line; call once the run is over.
    void end();

private:
    void endLineLocked();

    bool m_terminal;
    core::ProgressLine m_line;
    bool m_open = false; ///< a terminal line was written without its newline
    std::mutex m_mutex;
};

} // namespace warpscope::cli
