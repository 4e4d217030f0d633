#pragma once

// A tiny test harness for the analysis suites. They are plain executables (no Qt), so they build and
// run with -DWARPSCOPE_GUI=OFF on the GPU machine too: CHECK macros that count failures, NVRTC
// compilation of a kernel in the test, and a launch on the emulator with the analysis observer.

#include "core/analysis/analysisobserver.h"
#include "core/compile/compiler.h"
#include "core/emu/emulatorbackend.h"
#include "tests/core/kernelcompile.h"

#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace atest {

using namespace warpscope::core;
using namespace warpscope::core::analysis;

/// A small deterministic generator (the same patterns on every machine): next() gives 31 bits.
struct Lcg {
    std::uint64_t state;
    std::uint64_t operator()()
    {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return state >> 33;
    }
};

inline int& failures()
{
    static int n = 0;
    return n;
}

inline void fail(const char* file, int line, const std::string& what)
{
    ++failures();
    std::fprintf(stderr, "FAIL %s:%d: %s\n", file, line, what.c_str());
}

#define ACHECK(cond)                                                                                                   \
    do {                                                                                                               \
        if (!(cond))                                                                                                   \
            atest::fail(__FILE__, __LINE__, #cond);                                                                    \
    } while (0)
#define ACHECK_EQ(a, b)                                                                                                \
    do {                                                                                                               \
        const auto va_ = (a);                                                                                          \
        const auto vb_ = (b);                                                                                          \
        if (!(va_ == vb_))                                                                                             \
            atest::fail(__FILE__, __LINE__,                                                                            \
                std::string(#a " == " #b ": ") + std::to_string(va_) + " != " + std::to_string(vb_));                  \
    } while (0)
#define ACHECK_MSG(cond, msg)                                                                                          \
    do {                                                                                                               \
        if (!(cond))                                                                                                   \
            atest::fail(__FILE__, __LINE__, std::string(#cond ": ") + (msg));                                          \
    } while (0)

/// Runs each named test, prints a summary; exit 77 (skipped) when `skip` says why not.
inline int runTests(const std::vector<std::pair<const char*, std::function<void()>>>& tests)
{
    for (const auto& [name, fn] : tests) {
        const int before = failures();
        fn();
        std::fprintf(stderr, "%s %s\n", failures() == before ? "PASS" : "FAIL", name);
    }
    std::fprintf(stderr, "%d failure(s)\n", failures());
    return failures() ? 1 : 0;
}

/// The 1-based line of the first line of `source` that contains `marker`.
inline int lineOf(const std::string& source, const std::string& marker)
{
    const auto at = source.find(marker);
    if (at == std::string::npos)
        return 0;
    int line = 1;
    for (std::size_t i = 0; i < at; ++i)
        line += source[i] == '\n';
    return line;
}

using kerneltest::compile;
using kerneltest::Compiled;

inline KernelArg bufferArg(int index)
{
    KernelArg a;
    a.kind = KernelArg::Kind::Buffer;
    a.buffer = index;
    return a;
}

inline KernelArg intArg(std::int32_t v)
{
    KernelArg a;
    a.bytes.resize(4);
    std::memcpy(a.bytes.data(), &v, 4);
    return a;
}

/// One analysed launch of a kernel compiled in the test.
struct Analysed {
    bool ok = false;
    std::string message;
    AnalysisReport report;
    Provenance provenance;
    LaunchResult launch;
    std::vector<Tensor> buffers;
};

/// Compiles `source`, launches `entry` with the buffers and args on the emulator (2 threads) with an
/// AnalysisObserver watching `watched` (outputs), and returns the report.
inline Analysed analyse(const std::string& source, const std::string& entry, std::array<std::uint32_t, 3> grid,
    std::array<std::uint32_t, 3> block, std::vector<Tensor> buffers, std::vector<KernelArg> args,
    std::vector<WatchedBuffer> watched = {}, int threads = 2)
{
    Analysed a;
    const Compiled c = compile(source, entry);
    if (!c.ok) {
        a.message = "compile failed: " + c.message;
        return a;
    }
    AnalysisConfig config;
    config.buffers = std::move(watched);
    AnalysisObserver observer(config);
    EmulatorBackend backend;
    LaunchRequest r;
    r.ptx = c.ptx;
    r.entry = c.entry;
    r.dims.grid = grid;
    r.dims.block = block;
    a.buffers = std::move(buffers);
    r.buffers = &a.buffers;
    for (std::size_t i = 0; i < a.buffers.size(); ++i)
        r.bufferNames.push_back("buf" + std::to_string(i));
    r.args = std::move(args);
    r.control.threads = threads;
    r.control.observers.push_back(&observer);
    auto l = backend.launch(r);
    if (!l) {
        a.message = l.error().describe();
        return a;
    }
    a.launch = *l;
    a.report = observer.takeReport();
    a.provenance = observer.takeProvenance();
    a.ok = true;
    return a;
}

inline Tensor floats(std::int64_t n)
{
    return Tensor::zeros(DType::F32, {n});
}

} // namespace atest
