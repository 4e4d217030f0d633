// bench_triton [--runs N] : a cached Triton compile against a cold one, on the Triton examples in kernels/.
//   cached/cold   a compile served by the cache (memory, then disk)  vs  Triton in a Python child   goal <= 0.05
// A cold compile starts Python, imports Triton and lowers the kernel (about a second); a cached one is a
// lookup by (source, constexprs, warps, stages, signature, Triton version). Run by hand, never as a timed test.
#include "core/compile/compilecache.h"
#include "core/compile/compileoptions.h"
#include "core/compile/tritoncompile.h"
#include "core/task/taskloader.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace warpscope::core;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? NAN : v[v.size() / 2];
}

double timed(const CompileRequest& r, bool expectCached)
{
    const auto start = std::chrono::steady_clock::now();
    auto out = compileKernel(r);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!out || !out->ok || out->cached != expectCached)
        return NAN;
    return s;
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--runs")
            runs = std::max(1, std::atoi(argv[i + 1]));
    auto python = findTritonPython();
    if (!python) {
        std::fprintf(stderr, "bench_triton: %s\n", python.error().message.c_str());
        return 3;
    }
    std::printf("Triton %s (%s), %d runs, medians\n", python->version.c_str(), python->path.c_str(), runs);
    std::printf("%-20s %9s %9s %9s %9s %7s\n", "kernel", "cold ms", "mem ms", "disk ms", "ratio", "goal");
    bool met = true;
    for (const char* name : {"triton_vector_add", "triton_softmax"}) {
        auto task = loadTask(std::string(WARPSCOPE_SOURCE_DIR "/kernels/") + name);
        if (!task) {
            std::fprintf(stderr, "bench_triton: %s\n", task.error().describe().c_str());
            return 2;
        }
        CompileOptions o;
        o.wantSass = false;
        auto req = compileRequestForTask(*task, o);
        if (!req)
            return 2;
        std::vector<double> cold, mem, disk;
        for (int i = 0; i < runs; ++i) {
            CompileRequest r = *req; // a comment only this run has: a miss, compiled from scratch
            r.source += "\n# bench " + std::to_string(i) + " " + std::to_string(std::rand()) + "\n";
            cold.push_back(timed(r, false));
            mem.push_back(timed(r, true));
            CompileCache::instance().clearMemory();
            disk.push_back(timed(r, true));
        }
        const double c = median(cold), m = median(mem), d = median(disk);
        const double ratio = std::max(m, d) / c;
        met = met && ratio <= 0.05;
        std::printf("%-20s %9.1f %9.2f %9.2f %9.4f %7s\n", name, c * 1e3, m * 1e3, d * 1e3, ratio, "<= 0.05");
    }
    std::printf("cached/cold goal %s\n", met ? "met" : "NOT met");
    return met ? 0 : 1;
}
