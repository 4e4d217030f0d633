#pragma once

#include "core/common/result.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace warpscope::core {

/// What a finished child process left behind.
struct ProcessOutput {
    int exitCode = -1; ///< the exit status, or -signal when a signal ended it
    bool timedOut = false;
    bool cancelled = false; ///< the caller's cancel flag was set (with OpenInput: the child may have answered)
    bool killed = false; ///< the timeout, a cancel or the cancel's grace ended the child by SIGKILL
    std::string out;
    std::string err;
};

/// A child that reads more than its first input (a worker that takes a cancel line): standard input
/// stays open after `input` until `finished` says the answer is there; a cancel writes `onCancel` and
/// closes standard input, and the child has `grace` without output to end by itself (its answer read)
/// before it is killed (the timeout still bounds it). `kill`, when set, ends the child at once.
struct OpenInput {
    std::function<bool()> finished; ///< asked after each piece of standard output
    std::string onCancel; ///< written when the cancel flag is set, e.g. the worker's cancel request line
    std::chrono::milliseconds grace {10000};
    const std::atomic<bool>* kill = nullptr;
};

/// Runs argv[0] (searched on PATH) with the given standard input, collecting both outputs, and kills
/// the child (and its process group) when the timeout passes. Output beyond maxOutput bytes per
/// stream is dropped. The error case is only for a program that could not be started. onStdout, when
/// given, also sees each piece of standard output as it arrives (a remote worker's progress); cancel,
/// when given and set, kills the child as the timeout does (ProcessOutput::cancelled), or with
/// `interactive`, asks it to stop first (OpenInput).
Result<ProcessOutput> runProcess(const std::vector<std::string>& argv, const std::string& input,
    std::chrono::milliseconds timeout, std::size_t maxOutput = 64u << 20, const std::string& workingDir = {},
    const std::function<void(std::string_view)>& onStdout = {}, const std::atomic<bool>* cancel = nullptr,
    const OpenInput* interactive = nullptr);

/// Finds an executable by name on PATH; empty when absent.
std::string findOnPath(const std::string& name);

} // namespace warpscope::core
