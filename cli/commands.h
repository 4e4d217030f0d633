#pragma once

#include <CLI/CLI.hpp>

#include <functional>

namespace warpscope::cli {

/// Runs a parsed subcommand and returns the process exit code (ARCHITECTURE §8).
using CommandRunner = std::function<int()>;

/// Each subcommand lives in its own cmd_<name>.cpp and registers its options here; the returned
/// runner is called when that subcommand was chosen.
CommandRunner registerInfo(CLI::App& app);
CommandRunner registerValidate(CLI::App& app);
CommandRunner registerCompile(CLI::App& app);
CommandRunner registerRun(CLI::App& app);
CommandRunner registerBench(CLI::App& app);
CommandRunner registerReport(CLI::App& app);
CommandRunner registerWorker(CLI::App& app);
CommandRunner registerFetch(CLI::App& app);

} // namespace warpscope::cli
