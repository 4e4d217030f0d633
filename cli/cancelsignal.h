#pragma once

// Ctrl+C (SIGINT) and SIGTERM during `warpscope-cli run`: the first asks the run to stop, so it ends as a
// "stopped: cancelled" result with what it had done (the seeds and CTAs finished, compared where the
// kernel wrote); a second one ends the process at once, as before.

#include <atomic>

namespace warpscope::cli {

/// Installs the handlers and returns the flag they set; the runner reads it as RunControl::cancel.
const std::atomic<bool>* cancelOnSignal();

/// Whether a signal asked the run to stop.
bool cancelledBySignal();

} // namespace warpscope::cli
