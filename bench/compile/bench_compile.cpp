// bench_compile [--runs N] [--kernels a,b] : ratios of the compile pipeline, measured side by side on the
// example kernels (kernels/). Medians of N runs (default 3).
//   nvrtc/nvcc    in-process NVRTC to PTX           vs  nvcc --ptx on the same source        goal <= 0.3
//   cached/cold   a compile served by the cache      vs  the same compile from scratch        goal <= 0.05
//   sass/nvrtc    PTX -> cubin (nvJitLink) -> SASS   vs  the NVRTC step                       goal <= 1.0
#include "core/common/process.h"
#include "core/compile/compilecache.h"
#include "core/compile/compileoptions.h"
#include "core/compile/nvjitlinkapi.h"
#include "core/compile/sass.h"
#include "core/task/taskloader.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace warpscope::core;
namespace fs = std::filesystem;

namespace {

double seconds(const std::function<bool()>& work, int runs)
{
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        if (!work())
            return NAN;
        t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

struct Row {
    std::string name;
    double nvrtc = NAN, nvcc = NAN, cold = NAN, memoryHit = NAN, diskHit = NAN, sass = NAN;
    double link = NAN, disassemble = NAN; ///< the two halves of sass
    double emptyDisassemble = NAN; ///< nvdisasm on an empty kernel of the same arch: its fixed start-up
};

Row measure(const std::string& name, CompileRequest request, const fs::path& sourceFile, int runs)
{
    Row row;
    row.name = name;
    request.useCache = false;
    CompileRequest ptxOnly = request;
    ptxOnly.wantCubin = ptxOnly.wantSass = false;
    row.nvrtc = seconds(
        [&] {
            auto r = compileCuda(ptxOnly);
            return r.ok() && r->ok;
        },
        runs);
    const fs::path out = fs::temp_directory_path() / ("bench_compile_" + std::to_string(::getpid()) + ".ptx");
    const std::vector<std::string> nvcc {std::string(WARPSCOPE_CUDA_BINDIR) + "/nvcc", "--ptx",
        "-arch=compute_" + std::to_string(request.arch), "-lineinfo", "-I", sourceFile.parent_path().string(), "-o",
        out.string(), sourceFile.string()};
    row.nvcc = seconds(
        [&] {
            auto p = runProcess(nvcc, {}, std::chrono::minutes(2));
            return p && p->exitCode == 0;
        },
        runs);
    fs::remove(out);
    row.cold = seconds(
        [&] {
            auto r = compileCuda(request);
            return r.ok() && r->ok;
        },
        runs);
    request.useCache = true;
    if (!compileCuda(request).ok())
        return row;
    row.memoryHit = seconds(
        [&] {
            auto r = compileCuda(request);
            return r.ok() && r->cached;
        },
        runs);
    row.diskHit = seconds(
        [&] {
            CompileCache::instance().clearMemory();
            auto r = compileCuda(request);
            return r.ok() && r->cached;
        },
        runs);
    auto ptx = compileCuda(ptxOnly);
    std::vector<std::uint8_t> cubin;
    row.link = seconds(
        [&] {
            auto linked = linkPtx(ptx->ptx, request.arch, true);
            if (linked.ok())
                cubin = linked->cubin;
            return linked.ok() && linked->ok;
        },
        runs);
    row.disassemble = seconds([&] { return disassembleCubin(cubin).ok(); }, runs);
    CompileRequest empty = ptxOnly;
    empty.source = "extern \"C\" __global__ void empty_kernel() {}\n";
    empty.entry.clear();
    empty.nameExpressions.clear();
    if (auto e = compileCuda(empty); e.ok() && e->ok)
        if (auto linked = linkPtx(e->ptx, request.arch, false); linked.ok() && linked->ok)
            row.emptyDisassemble = seconds([&] { return disassembleCubin(linked->cubin).ok(); }, runs);
    row.sass = seconds(
        [&] {
            auto linked = linkPtx(ptx->ptx, request.arch, true);
            return linked.ok() && linked->ok && disassembleCubin(linked->cubin).ok();
        },
        runs);
    return row;
}

double geomean(const std::vector<double>& v)
{
    double s = 0;
    int n = 0;
    for (double x : v)
        if (std::isfinite(x) && x > 0) {
            s += std::log(x);
            ++n;
        }
    return n ? std::exp(s / n) : NAN;
}

void report(const std::vector<Row>& rows)
{
    std::printf("%-18s %9s %9s %7s | %9s %9s %9s %7s | %9s %7s %9s %9s\n", "kernel", "nvrtc ms", "nvcc ms", "ratio",
        "cold ms", "mem ms", "disk ms", "ratio", "sass ms", "ratio", "link ms", "nvdis ms");
    std::vector<double> r1, r2, r3, r4, r5, r6;
    for (const Row& r : rows) {
        r1.push_back(r.nvrtc / r.nvcc);
        r2.push_back(std::max(r.memoryHit, r.diskHit) / r.cold);
        r3.push_back(r.sass / r.nvrtc);
        std::printf("%-18s %9.1f %9.1f %7.3f | %9.1f %9.2f %9.2f %7.4f | %9.1f %7.2f %9.1f %9.1f\n", r.name.c_str(),
            r.nvrtc * 1e3, r.nvcc * 1e3, r1.back(), r.cold * 1e3, r.memoryHit * 1e3, r.diskHit * 1e3, r2.back(),
            r.sass * 1e3, r3.back(), r.link * 1e3, r.disassemble * 1e3);
        r4.push_back(r.link / r.nvrtc);
        r5.push_back(r.emptyDisassemble / r.nvrtc);
        r6.push_back(std::max(r.sass - r.emptyDisassemble, 0.0) / r.nvrtc);
    }
    std::printf("\ngeometric means over %zu kernels:\n", rows.size());
    std::printf("  NVRTC to PTX / nvcc --ptx            %.3f  (goal <= 0.3)\n", geomean(r1));
    std::printf("  cached recompile / cold (disk hit)   %.4f  (goal <= 0.05)\n", geomean(r2));
    std::printf("  PTX -> cubin -> SASS / NVRTC step    %.2f  (goal <= 1.0)\n", geomean(r3));
    std::printf("    of which PTX -> cubin / NVRTC step %.2f\n", geomean(r4));
    std::printf("    nvdisasm on an empty kernel / NVRTC %.2f  (its fixed start-up: a floor no kernel goes below)\n",
        geomean(r5));
    std::printf("    SASS stage less that floor / NVRTC  %.2f\n", geomean(r6));
    std::printf("  The GUI shows PTX, diagnostics and resources after NVRTC + cubin; SASS arrives after them.\n");
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    std::set<std::string> only;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--runs")
            runs = std::max(1, std::atoi(argv[i + 1]));
        else if (a == "--kernels") {
            std::stringstream in(argv[i + 1]);
            for (std::string k; std::getline(in, k, ',');)
                only.insert(k);
        }
    }
    // A private, empty cache: the cold numbers must not be served by an earlier run.
    const fs::path cache = fs::temp_directory_path() / ("bench_compile_cache_" + std::to_string(::getpid()));
    setenv("WARPSCOPE_COMPILE_CACHE_DIR", cache.c_str(), 1);
    std::vector<Row> rows;
    for (const auto& entry : fs::directory_iterator(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels")) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_directory() || (!only.empty() && !only.count(name)))
            continue;
        auto task = loadTask(entry.path());
        if (!task)
            continue;
        auto request = compileRequestForTask(*task, {});
        if (!request) {
            std::fprintf(stderr, "%s: %s\n", name.c_str(), request.error().describe().c_str());
            continue;
        }
        rows.push_back(measure(name, *request, task->dir / task->kernel.source, runs));
    }
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.name < b.name; });
    report(rows);
    fs::remove_all(cache);
    return rows.empty() ? 1 : 0;
}
