#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace warpscope::core {

/// "about 3 min left", "about 1 h 5 min left", "about 40 s left", "less than a second left": the time left of a run,
/// rounded the way a person reads it.
std::string timeLeftText(double seconds);

/// The progress of a long run as text lines for the CLI's standard error: "running: 42% — 1200 of 4096
/// CTAs, about 3 min left". The worker and the GUI show the same figures in the status bar; the CLI
/// had none, so a long run looked hung. Nothing is said in the first two seconds (short runs stay
/// quiet); after that a terminal gets an update at most four times a second (the caller rewrites the
/// line), a log file one line every ten seconds. Thread-safe: the emulator reports from its workers.
class ProgressLine {
public:
    using Clock = std::chrono::steady_clock;

    /// terminal: updates are frequent and meant to overwrite each other.
    explicit ProgressLine(bool terminal, Clock::time_point start = Clock::now());

    /// The line to print for done of total units at now, or empty when none is due. The time left is
    /// extrapolated from the rate so far and is only given once a tenth of a second of work is behind.
    std::string update(std::uint64_t done, std::uint64_t total, Clock::time_point now = Clock::now());

    /// Whether any line was printed (a terminal then needs its line ended before other output).
    bool printed() const;

private:
    bool m_terminal;
    Clock::time_point m_start;
    Clock::time_point m_last;
    bool m_printed = false;
    mutable std::mutex m_mutex;
};

} // namespace warpscope::core
