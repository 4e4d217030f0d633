// Measures compareOutput against memcpy of the same bytes, side by side in one run, and prints the
// ratio (goal: full statistics over 2 x 16.8 M floats <= 2x the memcpy). Run by hand:
//   build/bench/compare/bench_compare [elements]
#include "core/compare/comparison.h"
#include "core/task/generators.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

using namespace warpscope::core;

namespace {

/// CPU time of this thread: on a shared machine, wall time also counts the time other processes ran.
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

    std::vector<double> copyT, cmpT, cmp64T, scalarT;
    std::int64_t sink = 0;
    for (int rep = 0; rep < 11; ++rep) {
        const double t0 = cpuNow();
        std::memcpy(dst.data(), out.bytes.data(), out.bytes.size());
        std::memcpy(dst.data() + out.bytes.size(), ref.bytes.data(), ref.bytes.size());
        const double t1 = cpuNow();
        auto s = compareOutput(out, ref, tol, opts);
        const double t2 = cpuNow();
        auto s64 = compareOutput(out, ref64, tol, opts);
        const double t3 = cpuNow();
        copyT.push_back(t1 - t0);
        cmpT.push_back(t2 - t1);
        cmp64T.push_back(t3 - t2);
        if (rep < 2) {
            CompareOptions scalarOpts = opts;
            scalarOpts.forceScalar = true;
            const double t4 = cpuNow();
            auto ss = compareOutput(out, ref, tol, scalarOpts);
            scalarT.push_back(cpuNow() - t4);
            sink += ss->mismatches;
        }
        sink += s->mismatches + s64->mismatches + static_cast<std::int64_t>(dst[7]);
    }
    const double c = best(copyT);
    std::printf(
        "elements                  %zu (out f32 + ref f32: %.1f MB); thread CPU time, best of 11\n", n, 8.0 * n / 1e6);
    std::printf("memcpy of the same bytes  %8.2f ms\n", c * 1e3);
    std::printf("compare f32 vs f32        %8.2f ms   ratio %.2f  (goal <= 2.00)\n", best(cmpT) * 1e3, best(cmpT) / c);
    std::printf("compare f32 vs f64 ref    %8.2f ms   ratio %.2f  (reads 1.5x the bytes)\n", best(cmp64T) * 1e3,
        best(cmp64T) / c);
    std::printf("scalar path (reference)   %8.2f ms   ratio %.2f\n", best(scalarT) * 1e3, best(scalarT) / c);
    std::printf("(checksum %lld)\n", static_cast<long long>(sink));
    return 0;
}
