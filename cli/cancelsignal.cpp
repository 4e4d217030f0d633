#include "cli/cancelsignal.h"

#include <csignal>
#include <cstring>
#include <unistd.h>

namespace warpscope::cli {

namespace {

std::atomic<bool> g_cancel {false};

extern "C" void onStopSignal(int)
{
    g_cancel.store(true);
    // only async-signal-safe calls here; SA_RESETHAND gives the second signal its default action
    static const char note[] = "\nstopping: the run ends after the CTAs in flight (press Ctrl+C again to kill it)\n";
    [[maybe_unused]] const auto n = ::write(STDERR_FILENO, note, sizeof note - 1);
}

} // namespace

const std::atomic<bool>* cancelOnSignal()
{
    struct sigaction sa;
    std::memset(&sa, 0, sizeof sa);
    sa.sa_handler = onStopSignal;
    sa.sa_flags = SA_RESETHAND;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    return &g_cancel;
}

bool cancelledBySignal()
{
    return g_cancel.load();
}

} // namespace warpscope::cli
