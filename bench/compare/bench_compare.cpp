// Measures compareOutput against memcpy of the same bytes, side by side in one run, and prints the
// ratio (goal: full statistics over 2 x 16.8 M floats <= 2x the memcpy, on all the machine's threads
// as the GUI and CLI run it). Wall time, since the comparison runs on several threads; the best of 11
// is the run least disturbed by the rest of the machine. Run by hand:
//   build/bench/compare/bench_compare [elements]
#include "core/compare/comparison.h"
#include "core/task/generators.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <thread>
#include <vector>

using namespace warpscope::core;

namespace {

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// CPU time of this thread: unlike wall time it leaves out the time other processes ran, so the
/// one-thread figures in it hold on a loaded machine.
double cpuNow()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

/// The fastest of the repetitions: the run least disturbed by the rest of the machine.
double best(const std::vector<double>& v)
{
    return *std::min_element(v.begin(), v.end());
}

/// A reference in [-1, 1) and an output a few ULP off it, as a real f32 kernel would give.
void fill(Tensor& out, Tensor& ref, Tensor& ref64)
{
    Rng rng(7);
    const std::size_t n = out.elementCount();
    auto* o = reinterpret_cast<float*>(out.bytes.data());
    auto* r = reinterpret_cast<float*>(ref.bytes.data());
    auto* r64 = reinterpret_cast<double*>(ref64.bytes.data());
    for (std::size_t i = 0; i < n; ++i) {
        r64[i] = rng.uniform01() * 2.0 - 1.0;
        r[i] = static_cast<float>(r64[i]);
        o[i] = r[i] * (1.0f + static_cast<float>(rng.uniform01() - 0.5) * 4e-7f);
    }
}

} // namespace

int main(int argc, char** argv)
{
    const std::size_t n = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : (std::size_t(1) << 24);
    Tensor out = Tensor::zeros(DType::F32, {static_cast<std::int64_t>(n)});
    Tensor ref = Tensor::zeros(DType::F32, {static_cast<std::int64_t>(n)});
    Tensor ref64 = Tensor::zeros(DType::F64, {static_cast<std::int64_t>(n)});
    fill(out, ref, ref64);
    std::vector<std::byte> dst(out.bytes.size() + ref.bytes.size(), std::byte {1});
    const Tolerance tol = defaultTolerance(DType::F32);
    CompareOptions opts;
    opts.name = "out";
    opts.poisonBits = 0x7fffdeadu;

    CompareOptions oneThread = opts;
    oneThread.threads = 1;

    std::vector<double> copyT, cmpT, cmp64T, cmp1T, scalarT, copyCpu, cmp1Cpu;
    std::int64_t sink = 0;
    for (int rep = 0; rep < 11; ++rep) {
        const double c0 = cpuNow(), t0 = now();
        std::memcpy(dst.data(), out.bytes.data(), out.bytes.size());
        std::memcpy(dst.data() + out.bytes.size(), ref.bytes.data(), ref.bytes.size());
        const double t1 = now(), c1 = cpuNow();
        auto s = compareOutput(out, ref, tol, opts);
        const double t2 = now();
        auto s64 = compareOutput(out, ref64, tol, opts);
        const double t3 = now();
        const double c3 = cpuNow();
        auto s1 = compareOutput(out, ref, tol, oneThread);
        const double t4 = now(), c4 = cpuNow();
        copyCpu.push_back(c1 - c0);
        cmp1Cpu.push_back(c4 - c3);
        copyT.push_back(t1 - t0);
        cmpT.push_back(t2 - t1);
        cmp64T.push_back(t3 - t2);
        cmp1T.push_back(t4 - t3);
        sink += s1->mismatches;
        if (rep < 2) {
            CompareOptions scalarOpts = opts;
            scalarOpts.forceScalar = true;
            const double t5 = now();
            auto ss = compareOutput(out, ref, tol, scalarOpts);
            scalarT.push_back(now() - t5);
            sink += ss->mismatches;
        }
        sink += s->mismatches + s64->mismatches + static_cast<std::int64_t>(dst[7]);
    }
    const double c = best(copyT);
    std::printf(
        "elements                  %zu (out f32 + ref f32: %.1f MB); wall time, best of 11; %u hardware threads\n", n,
        8.0 * n / 1e6, std::thread::hardware_concurrency());
    std::printf("memcpy of the same bytes  %8.2f ms\n", c * 1e3);
    std::printf("compare f32 vs f32        %8.2f ms   ratio %.2f  (goal <= 2.00)\n", best(cmpT) * 1e3, best(cmpT) / c);
    std::printf("compare f32 vs f64 ref    %8.2f ms   ratio %.2f  (reads 1.5x the bytes)\n", best(cmp64T) * 1e3,
        best(cmp64T) / c);
    std::printf("compare f32, one thread   %8.2f ms   ratio %.2f  (reference: the same pass unsplit)\n",
        best(cmp1T) * 1e3, best(cmp1T) / c);
    std::printf("one thread in CPU time     %7.2f ms   ratio %.2f  (memcpy %.2f ms CPU; holds under load)\n",
        best(cmp1Cpu) * 1e3, best(cmp1Cpu) / best(copyCpu), best(copyCpu) * 1e3);
    std::printf("scalar path (reference)   %8.2f ms   ratio %.2f\n", best(scalarT) * 1e3, best(scalarT) / c);
    std::printf("(checksum %lld)\n", static_cast<long long>(sink));
    return 0;
}
