// Analysis on vs off: each task runs through the runner on the emulator (one seed, one worker thread,
// so the ratio is not blurred by scheduling), kernel launch time only (compile, reference and compare
// excluded), off and on in alternation. Prints one row per task and the median pair ratio; the goal is <= 2x.
#include "core/emu/emulatorbackend.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace warpscope::core;

namespace {

/// The kernel time of one run with analysis on or off, or a negative value on error.
double kernelSeconds(const Task& task, bool analyze, std::string& error)
{
    EmulatorBackend backend;
    RunOptions options;
    options.analyze = analyze;
    options.seedCount = 1;
    options.keepTensors = false;
    options.collectEnvironment = false;
    RunControl control;
    control.threads = 1;
    auto r = runTask(task, backend, options, control);
    if (!r) {
        error = r.error().describe();
        return -1.0;
    }
    return r->seeds.at(0).kernelSeconds;
}

struct Pairs {
    double off = 1e300; ///< best time without analysis
    double on = 1e300; ///< best time with it
    double medianRatio = -1.0; ///< of the per-pair ratios on / off
};

/// Analysis off and on in alternation, `pairs` pairs after one warm-up pair: a slow moment of the
/// shared machine then spoils one pair, not the ratio.
Pairs alternate(const Task& task, int pairs, std::string& error)
{
    Pairs p;
    std::vector<double> ratios;
    for (int i = 0; i <= pairs; ++i) {
        const double off = kernelSeconds(task, false, error);
        const double on = off < 0 ? -1.0 : kernelSeconds(task, true, error);
        if (off < 0 || on < 0)
            return p;
        if (i == 0)
            continue;
        p.off = std::min(p.off, off);
        p.on = std::min(p.on, on);
        ratios.push_back(on / off);
    }
    std::sort(ratios.begin(), ratios.end());
    p.medianRatio = ratios[ratios.size() / 2];
    return p;
}

/// Pairs per task: the kernels run for milliseconds, so many pairs are cheap, and on a shared machine
/// the median of 7 moved by a whole 1x between identical runs.
constexpr int kPairs = 21;

} // namespace

int main(int argc, char** argv)
{
    // `--once on|off TASK`: one run, for a profiler (callgrind counts instructions deterministically,
    // which a single emulator thread keeps deterministic; docs/analysis.md has the command)
    if (argc == 4 && std::string(argv[1]) == "--once") {
        auto task = loadTask(std::string(WARPSCOPE_SOURCE_DIR) + "/kernels/" + argv[3]);
        std::string error;
        const double s = task ? kernelSeconds(*task, std::string(argv[2]) == "on", error) : -1.0;
        if (s < 0) {
            std::printf("%s: %s\n", argv[3], task ? error.c_str() : task.error().describe().c_str());
            return 1;
        }
        std::printf("%s analysis %s: %.2f ms\n", argv[3], argv[2], s * 1e3);
        return 0;
    }
    std::vector<std::string> names = {"copy_strided", "bank_conflicts", "transpose_naive", "transpose_tiled",
        "transpose_padded", "reduce_shared", "sgemm_tiled", "histogram"};
    if (argc > 1)
        names.assign(argv + 1, argv + argc);
    std::printf("%-20s %12s %12s %8s %10s\n", "task", "off (ms)", "on (ms)", "ratio", "best/best");
    double worst = 0.0;
    for (const auto& name : names) {
        auto task = loadTask(std::string(WARPSCOPE_SOURCE_DIR) + "/kernels/" + name);
        if (!task) {
            std::printf("%-20s error: %s\n", name.c_str(), task.error().describe().c_str());
            continue;
        }
        std::string error;
        const Pairs p = alternate(*task, kPairs, error);
        if (p.medianRatio < 0) {
            std::printf("%-20s error: %s\n", name.c_str(), error.c_str());
            continue;
        }
        worst = std::max(worst, p.medianRatio);
        std::printf(
            "%-20s %12.2f %12.2f %7.2fx %9.2fx\n", name.c_str(), p.off * 1e3, p.on * 1e3, p.medianRatio, p.on / p.off);
    }
    std::printf("worst ratio %.2fx (goal <= 2x); times are the best of %d, the ratio the median of %d alternated "
                "off/on pairs; best/best: the best on over the best off\n",
        worst, kPairs, kPairs);
    return 0;
}
