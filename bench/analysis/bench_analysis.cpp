// Analysis on vs off: each task runs through the runner on the emulator (one seed, one worker thread,
// so the ratio is not blurred by scheduling), kernel launch time only (compile, reference and compare
// excluded), best of three. Prints one row per task and the ratio; the goal is <= 2x.
#include "core/emu/emulatorbackend.h"
#include "core/exec/runner.h"
#include "core/task/taskloader.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace warpscope::core;

namespace {

/// The best kernel time of three runs, or a negative value on error.
double kernelSeconds(const Task& task, bool analyze, std::string& error)
{
    double best = 1e300;
    for (int rep = 0; rep < 3; ++rep) {
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
        best = std::min(best, r->seeds.at(0).kernelSeconds);
    }
    return best;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> names = {"copy_strided", "bank_conflicts", "transpose_naive", "transpose_tiled",
        "transpose_padded", "reduce_shared", "sgemm_tiled", "histogram"};
    if (argc > 1)
        names.assign(argv + 1, argv + argc);
    std::printf("%-20s %12s %12s %8s\n", "task", "off (ms)", "on (ms)", "ratio");
    double worst = 0.0;
    for (const auto& name : names) {
        auto task = loadTask(std::string(WARPSCOPE_SOURCE_DIR) + "/kernels/" + name);
        if (!task) {
            std::printf("%-20s error: %s\n", name.c_str(), task.error().describe().c_str());
            continue;
        }
        std::string error;
        const double off = kernelSeconds(*task, false, error);
        const double on = off < 0 ? -1.0 : kernelSeconds(*task, true, error);
        if (off < 0 || on < 0) {
            std::printf("%-20s error: %s\n", name.c_str(), error.c_str());
            continue;
        }
        const double ratio = on / off;
        worst = std::max(worst, ratio);
        std::printf("%-20s %12.2f %12.2f %7.2fx\n", name.c_str(), off * 1e3, on * 1e3, ratio);
    }
    std::printf("worst ratio %.2fx (goal <= 2x)\n", worst);
    return 0;
}
