#include "cli/cliprogress.h"

#include <iostream>

#include <unistd.h>

namespace warpscope::cli {

CliProgress::CliProgress()
    : m_terminal(::isatty(STDERR_FILENO) == 1)
    , m_line(m_terminal)
{ }

void CliProgress::report(std::uint64_t done, std::uint64_t total)
{
    const std::string line = m_line.update(done, total);
    if (line.empty())
        return;
    std::lock_guard lock(m_mutex);
    if (m_terminal) {
        std::cerr << '\r' << line << "\x1b[K" << std::flush; // erase what a longer line left
        m_open = true;
    } else {
        std::cerr << line << '\n';
    }
}

void CliProgress::say(const std::string& line)
{
    std::lock_guard lock(m_mutex);
    endLineLocked();
    std::cerr << line << '\n';
}

void CliProgress::end()
{
    std::lock_guard lock(m_mutex);
    endLineLocked();
}

void CliProgress::endLineLocked()
{
    if (!m_open)
        return;
    std::cerr << '\n';
    m_open = false;
}

} // namespace warpscope::cli
