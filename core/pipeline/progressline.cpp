#include "core/pipeline/progressline.h"

#include <cmath>
#include <cstdio>

namespace warpscope::core {

namespace {

constexpr auto kQuietStart = std::chrono::seconds(2);
constexpr auto kTerminalEvery = std::chrono::milliseconds(250);
constexpr auto kLogEvery = std::chrono::seconds(10);

} // namespace

std::string timeLeftText(double seconds)
{
    if (!(seconds >= 0.0) || !std::isfinite(seconds))
        return {};
    char text[64];
    if (seconds >= 3600.0)
        std::snprintf(text, sizeof text, "about %d h %d min left", int(seconds / 3600.0), int(seconds / 60.0) % 60);
    else if (seconds >= 60.0)
        std::snprintf(text, sizeof text, "about %d min left", int(seconds / 60.0 + 0.5));
    else if (seconds >= 0.5)
        std::snprintf(text, sizeof text, "about %d s left", int(seconds + 0.5));
    else
        return "less than a second left";
    return text;
}

ProgressLine::ProgressLine(bool terminal, Clock::time_point start)
    : m_terminal(terminal)
    , m_start(start)
    , m_last(start)
{ }

std::string ProgressLine::update(std::uint64_t done, std::uint64_t total, Clock::time_point now)
{
    std::lock_guard lock(m_mutex);
    if (total == 0 || now - m_start < kQuietStart)
        return {};
    if (m_printed && now - m_last < (m_terminal ? Clock::duration(kTerminalEvery) : Clock::duration(kLogEvery)))
        return {};
    m_last = now;
    m_printed = true;
    if (done > total)
        done = total;
    const double fraction = double(done) / double(total);
    char head[128];
    std::snprintf(head, sizeof head, "running: %d%% — %llu of %llu CTAs", int(fraction * 100.0),
        static_cast<unsigned long long>(done), static_cast<unsigned long long>(total));
    std::string line = head;
    const double elapsed = std::chrono::duration<double>(now - m_start).count();
    if (done > 0 && done < total && elapsed >= 0.1) {
        const std::string left = timeLeftText(elapsed / fraction - elapsed);
        if (!left.empty())
            line += ", " + left;
    }
    return line;
}

bool ProgressLine::printed() const
{
    std::lock_guard lock(m_mutex);
    return m_printed;
}

} // namespace warpscope::core
