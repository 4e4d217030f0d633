// Emulator speed, measured side by side with the same per-thread work written as plain C++ (built
// with the same flags, one thread). Prints ratios; never a timed test.
#include "core/compile/compiler.h"
#include "core/emu/emulatorbackend.h"
#include "core/exec/observer.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <functional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

using namespace warpscope::core;

namespace {

using Clock = std::chrono::steady_clock;

/// This thread's CPU time: on a shared machine a run that is preempted loses wall-clock time but not
/// CPU time, and the emulator's runs are long enough to be preempted where the C++ ones are not.
double threadSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

/// The best of `repeats` timings of body; setup (restoring the inputs) runs before each, untimed.
/// cpu, when given, receives the best CPU time of this thread over the same runs.
double secondsOf(
    const std::function<void()>& setup, const std::function<void()>& body, int repeats, double* cpu = nullptr)
{
    double best = 1e30;
    double bestCpu = 1e30;
    for (int r = 0; r < repeats; ++r) {
        setup();
        const double c0 = threadSeconds();
        const auto t0 = Clock::now();
        body();
        best = std::min(best, std::chrono::duration<double>(Clock::now() - t0).count());
        bestCpu = std::min(bestCpu, threadSeconds() - c0);
    }
    if (cpu)
        *cpu = bestCpu;
    return best;
}

std::string readKernel(const std::string& task, const std::string& file)
{
    std::ifstream f(std::string(WARPSCOPE_SOURCE_DIR) + "/kernels/" + task + "/" + file);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

std::string ptxOf(const std::string& task, const std::string& entry)
{
    CompileRequest req;
    req.source = readKernel(task, entry + ".cu");
    req.options = {"-lineinfo"};
    req.nameExpressions = {entry};
    req.wantCubin = false;
    req.wantSass = false;
    auto r = compileCuda(req);
    if (!r || !r->ok) {
        std::fprintf(
            stderr, "cannot compile %s: %s\n", task.c_str(), r ? r->log.c_str() : r.error().describe().c_str());
        std::exit(3);
    }
    return r->ptx;
}

template <class T> KernelArg scalar(T v)
{
    KernelArg a;
    a.bytes.resize(sizeof(T));
    std::memcpy(a.bytes.data(), &v, sizeof(T));
    return a;
}

KernelArg buffer(int i)
{
    KernelArg a;
    a.kind = KernelArg::Kind::Buffer;
    a.buffer = i;
    return a;
}

Tensor randomTensor(std::size_t n, unsigned seed)
{
    Tensor t = Tensor::zeros(DType::F32, {static_cast<std::int64_t>(n)});
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    auto* p = reinterpret_cast<float*>(t.bytes.data());
    for (std::size_t i = 0; i < n; ++i)
        p[i] = u(rng);
    return t;
}

/// An observer that wants memory events and does nothing with them.
class NullObserver : public ExecutionObserver {
public:
    Interest interest() const override
    {
        Interest i;
        i.memory = true;
        return i;
    }
    std::unique_ptr<CtaObserver> createCta(const CtaInfo&) override { return std::make_unique<CtaObserver>(); }
    void endCta(const CtaInfo&, std::unique_ptr<CtaObserver>) override { }
};

struct Case {
    std::string name;
    LaunchRequest request;
    std::vector<Tensor> pristine;
    std::function<void(std::vector<Tensor>&)> cpp; ///< the same per-thread work in C++
    std::function<void(std::vector<Tensor>&)> flat; ///< the natural CPU loop, for comparison
    double goal = 25.0; ///< emulator / C++ goal for this case
};

struct Measured {
    double seconds = 0;
    double cpuSeconds = 0; ///< this thread's CPU time (one worker runs on the launching thread)
    std::uint64_t threadInstructions = 0;
};

Measured runEmu(Case& c, int threads, ExecutionObserver* observer = nullptr)
{
    EmulatorBackend backend;
    std::vector<Tensor> bufs = c.pristine;
    LaunchRequest r = c.request;
    r.buffers = &bufs;
    r.control.threads = threads;
    if (observer)
        r.control.observers = {observer};
    Measured m;
    (void)backend.launch(r); // warm the program cache and the memory
    m.seconds = secondsOf([&] { bufs = c.pristine; },
        [&] {
            auto res = backend.launch(r);
            if (!res || !res->completed) {
                std::fprintf(stderr, "%s did not complete\n", c.name.c_str());
                std::exit(1);
            }
            m.threadInstructions = res->threadInstructions;
        },
        threads == 1 ? 7 : 3, &m.cpuSeconds);
    return m;
}

Case saxpyCase()
{
    Case c;
    c.name = "saxpy";
    const int n = 1 << 22;
    c.pristine = {randomTensor(n, 1), randomTensor(n, 2)};
    c.request.ptx = ptxOf("saxpy", "saxpy");
    c.request.entry = "saxpy";
    c.request.dims.grid = {1024, 1, 1};
    c.request.dims.block = {256, 1, 1};
    c.request.bufferNames = {"x", "y"};
    c.request.args = {scalar<int>(n), scalar<float>(2.0f), buffer(0), buffer(1)};
    c.cpp = [n](std::vector<Tensor>& b) {
        const float* x = reinterpret_cast<const float*>(b[0].bytes.data());
        float* y = reinterpret_cast<float*>(b[1].bytes.data());
        const int blocks = 1024;
        const int threads = 256;
        for (int blk = 0; blk < blocks; ++blk)
            for (int t = 0; t < threads; ++t)
                for (int i = blk * threads + t; i < n; i += blocks * threads)
                    y[i] = 2.0f * x[i] + y[i];
    };
    // thread by thread, a grid-stride loop walks memory with a stride of the grid size; a warp does
    // not: the flat loop shows what the same arithmetic costs in CPU order
    c.flat = [n](std::vector<Tensor>& b) {
        const float* x = reinterpret_cast<const float*>(b[0].bytes.data());
        float* y = reinterpret_cast<float*>(b[1].bytes.data());
        for (int i = 0; i < n; ++i)
            y[i] = 2.0f * x[i] + y[i];
    };
    return c;
}

Case reduceCase()
{
    Case c;
    c.name = "reduce_shared";
    c.goal = 10.0; // issue 21: the barrier and shared-memory paths within 10x of native
    const int rows = 512;
    const int cols = 4096;
    c.pristine = {randomTensor(static_cast<std::size_t>(rows) * cols, 3), Tensor::zeros(DType::F32, {rows})};
    c.request.ptx = ptxOf("reduce_shared", "reduce_shared");
    c.request.entry = "reduce_shared";
    c.request.dims.grid = {static_cast<std::uint32_t>(rows), 1, 1};
    c.request.dims.block = {256, 1, 1};
    c.request.bufferNames = {"x", "out"};
    c.request.args = {buffer(0), buffer(1), scalar<int>(cols)};
    c.cpp = [rows, cols](std::vector<Tensor>& b) {
        const float* x = reinterpret_cast<const float*>(b[0].bytes.data());
        float* out = reinterpret_cast<float*>(b[1].bytes.data());
        float partial[256];
        for (int blk = 0; blk < rows; ++blk) {
            const float* row = x + static_cast<long long>(blk) * cols;
            for (int t = 0; t < 256; ++t) {
                float s = 0;
                for (int i = t; i < cols; i += 256)
                    s += row[i];
                partial[t] = s;
            }
            for (int s = 128; s > 0; s >>= 1)
                for (int t = 0; t < s; ++t)
                    partial[t] += partial[t + s];
            out[blk] = partial[0];
        }
    };
    return c;
}

Case sgemmCase()
{
    Case c;
    c.name = "sgemm_naive";
    const int n = 256;
    c.pristine = {randomTensor(n * n, 4), randomTensor(n * n, 5), Tensor::zeros(DType::F32, {n * n})};
    c.request.ptx = ptxOf("sgemm_naive", "sgemm_naive");
    c.request.entry = "sgemm_naive";
    c.request.dims.grid = {n / 16, n / 16, 1};
    c.request.dims.block = {16, 16, 1};
    c.request.bufferNames = {"A", "B", "C"};
    c.request.args = {scalar<int>(n), scalar<int>(n), scalar<int>(n), buffer(0), buffer(1), buffer(2)};
    c.cpp = [n](std::vector<Tensor>& b) {
        const float* A = reinterpret_cast<const float*>(b[0].bytes.data());
        const float* B = reinterpret_cast<const float*>(b[1].bytes.data());
        float* C = reinterpret_cast<float*>(b[2].bytes.data());
        for (int by = 0; by < n / 16; ++by)
            for (int bx = 0; bx < n / 16; ++bx)
                for (int ty = 0; ty < 16; ++ty)
                    for (int tx = 0; tx < 16; ++tx) {
                        const int row = by * 16 + ty;
                        const int col = bx * 16 + tx;
                        float acc = 0;
                        for (int k = 0; k < n; ++k)
                            acc += A[row * n + k] * B[k * n + col];
                        C[row * n + col] = acc;
                    }
    };
    return c;
}

/// bf16 bits of v, rounded to nearest even (the inputs are finite).
std::uint16_t toBf16(float v)
{
    std::uint32_t bits;
    std::memcpy(&bits, &v, 4);
    bits += 0x7FFFu + ((bits >> 16) & 1u);
    return static_cast<std::uint16_t>(bits >> 16);
}

float fromBf16(std::uint16_t h)
{
    const std::uint32_t bits = std::uint32_t {h} << 16;
    float v;
    std::memcpy(&v, &bits, 4);
    return v;
}

Tensor randomBf16(std::size_t n, unsigned seed)
{
    Tensor t = Tensor::zeros(DType::BF16, {static_cast<std::int64_t>(n)});
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    auto* p = reinterpret_cast<std::uint16_t*>(t.bytes.data());
    for (std::size_t i = 0; i < n; ++i)
        p[i] = toBf16(u(rng));
    return t;
}

/// The tensor-core example (cp.async + ldmatrix + mma.sync, bf16 in, f32 accumulate) against a plain
/// scalar C++ GEMM of the same size and numerics: the goal is within 3x.
Case gemmBf16MmaCase()
{
    Case c;
    c.name = "gemm_bf16_mma";
    const int n = 256;
    c.goal = 3.0;
    c.pristine = {randomBf16(n * n, 6), randomBf16(n * n, 7), Tensor::zeros(DType::F32, {n * n})};
    c.request.ptx = ptxOf("gemm_bf16_mma_pipeline", "gemm_bf16_mma_pipeline");
    c.request.entry = "gemm_bf16_mma_pipeline";
    c.request.dims.grid = {n / 64, n / 64, 1};
    c.request.dims.block = {128, 1, 1};
    c.request.bufferNames = {"A", "B", "C"};
    c.request.args = {scalar<int>(n), scalar<int>(n), scalar<int>(n), buffer(0), buffer(1), buffer(2)};
    c.cpp = [n](std::vector<Tensor>& b) {
        const auto* A = reinterpret_cast<const std::uint16_t*>(b[0].bytes.data());
        const auto* B = reinterpret_cast<const std::uint16_t*>(b[1].bytes.data());
        float* C = reinterpret_cast<float*>(b[2].bytes.data());
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                float acc = 0;
                for (int k = 0; k < n; ++k)
                    acc += fromBf16(A[i * n + k]) * fromBf16(B[j * n + k]); // C = A B^T, K contiguous
                C[i * n + j] = acc;
            }
    };
    return c;
}

/// The ceiling for `scale`: a trivially parallel CPU loop with the case's memory footprint (xorshift
/// arithmetic reading an array the size of the case's buffers), the same fixed work on one thread and
/// split over two. Its work is sized to take about as long as the emulator's one-thread run, so both
/// see the same moments of a shared machine.
class CeilingLoop {
public:
    CeilingLoop(std::size_t bytes, double targetSeconds)
    {
        std::size_t words = 1;
        while (words * 8 < std::max<std::size_t>(bytes, 1 << 20))
            words *= 2; // a power of two: the index wraps with a mask
        m_data.assign(words, 0x5bd1e995u);
        m_iterations = 1 << 20;
        const auto t0 = Clock::now();
        run(0, m_iterations);
        const double probe = std::chrono::duration<double>(Clock::now() - t0).count();
        m_iterations = static_cast<std::uint64_t>(
            std::clamp(targetSeconds / std::max(probe, 1e-6), 1.0, 4096.0) * static_cast<double>(m_iterations));
    }

    /// Seconds for the whole work on one thread, then split over two.
    std::pair<double, double> pair()
    {
        auto t0 = Clock::now();
        run(0, m_iterations);
        const double one = std::chrono::duration<double>(Clock::now() - t0).count();
        t0 = Clock::now();
        std::thread other([&] { run(m_iterations / 2, m_iterations); });
        run(0, m_iterations / 2);
        other.join();
        return {one, std::chrono::duration<double>(Clock::now() - t0).count()};
    }

private:
    void run(std::uint64_t from, std::uint64_t to)
    {
        const std::uint64_t mask = m_data.size() - 1;
        std::uint64_t x = 0x9E3779B97F4A7C15ull + from, acc = 0;
        for (std::uint64_t i = from; i < to; ++i) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            acc += m_data[(i * 8) & mask] ^ x; // a cache line per step, as a warp's coalesced access
        }
        m_sink += acc;
    }

    std::vector<std::uint64_t> m_data;
    std::uint64_t m_iterations = 0;
    std::atomic<std::uint64_t> m_sink {0};
};

/// One and two worker threads timed in alternation with the ceiling loop's pair: on a shared machine a
/// disturbance then hits all four alike. scale is the median of the per-pair ratios (one thread over
/// two), ceiling the same for the loop, and scaleOfCeiling the median of the per-pair scale / ceiling.
struct Scaling {
    double two = 0.0; ///< the best 2-thread time
    double scale = 0.0;
    double ceiling = 0.0;
    double scaleOfCeiling = 0.0;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

Scaling oneAndTwoThreads(Case& c, CeilingLoop& ceiling, int samples)
{
    EmulatorBackend backend;
    std::vector<Tensor> bufs = c.pristine;
    LaunchRequest r = c.request;
    r.buffers = &bufs;
    Scaling out {1e30, 0.0, 0.0, 0.0};
    std::vector<double> scales, ceilings, ofCeiling;
    for (int s = 0; s < samples; ++s) {
        double t[2] = {0.0, 0.0};
        for (int threads = 1; threads <= 2; ++threads) {
            r.control.threads = threads;
            bufs = c.pristine;
            const auto t0 = Clock::now();
            auto res = backend.launch(r);
            t[threads - 1] = std::chrono::duration<double>(Clock::now() - t0).count();
            if (!res || !res->completed) {
                std::fprintf(stderr, "%s did not complete\n", c.name.c_str());
                std::exit(1);
            }
        }
        const auto [one, two] = ceiling.pair();
        if (s == 0)
            continue; // the first pair warms the program cache and the memory
        out.two = std::min(out.two, t[1]);
        scales.push_back(t[0] / t[1]);
        ceilings.push_back(one / two);
        ofCeiling.push_back(scales.back() / ceilings.back());
    }
    out.scale = median(scales);
    out.ceiling = median(ceilings);
    out.scaleOfCeiling = median(ofCeiling);
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    // bench_emu [case ...]: only the named cases (all four without arguments)
    const std::vector<std::string> only(argv + 1, argv + argc);
    std::printf("Warpscope emulator benchmark (goals: emulator/C++ <= 25x (reduce_shared <= 10x, tensor-core GEMM <= "
                "3x), >= 300 M "
                "thread-instructions/s per core, 2-thread scale / ceiling >= 0.9)\n\n");
    std::printf("%-14s %10s %10s %8s %6s %9s %12s %10s %7s %8s %14s %9s\n", "kernel", "C++ ms", "emu ms", "ratio",
        "goal", "cpu ratio", "Mthr-ins/s", "emu2 ms", "scale", "ceiling", "scale/ceiling", "observed");
    std::fflush(stdout);
    std::vector<Case> cases;
    cases.push_back(saxpyCase());
    cases.push_back(reduceCase());
    cases.push_back(sgemmCase());
    cases.push_back(gemmBf16MmaCase());
    for (Case& c : cases) {
        if (!only.empty() && std::find(only.begin(), only.end(), c.name) == only.end())
            continue;
        std::vector<Tensor> bufs = c.pristine;
        double cppCpu = 0;
        const double cpp = secondsOf([&] { bufs = c.pristine; }, [&] { c.cpp(bufs); }, 7, &cppCpu);
        const Measured one = runEmu(c, 1);
        std::size_t bytes = 0;
        for (const Tensor& t : c.pristine)
            bytes += t.bytes.size();
        CeilingLoop ceiling(bytes, one.seconds);
        const Scaling scaling = oneAndTwoThreads(c, ceiling, 12);
        NullObserver null;
        const Measured observed = runEmu(c, 1, &null);
        std::printf("%-14s %10.2f %10.2f %7.1fx %5.0fx %8.1fx %12.0f %10.2f %6.2fx %7.2fx %7.2f (>= 0.9) %8.2fx\n",
            c.name.c_str(), cpp * 1e3, one.seconds * 1e3, one.seconds / cpp, c.goal, one.cpuSeconds / cppCpu,
            static_cast<double>(one.threadInstructions) / one.seconds / 1e6, scaling.two * 1e3, scaling.scale,
            scaling.ceiling, scaling.scaleOfCeiling, observed.seconds / one.seconds);
        if (c.flat) {
            const double flat = secondsOf([&] { bufs = c.pristine; }, [&] { c.flat(bufs); }, 5);
            std::printf("%-14s %10.2f %10s %7.1fx   (the same arithmetic as one flat CPU loop)\n", "", flat * 1e3, "",
                one.seconds / flat);
        }
        std::fflush(stdout);
    }
    std::printf(
        "\nratio: emulator (1 worker thread) over C++, best wall-clock times; cpu ratio: the same with each run's CPU\n"
        "time (best of 7 each; the figure to read on a loaded machine, where the longer emulator runs are "
        "preempted);\nscale: 1 thread over 2 threads, timed in alternation\n"
        "(median of 11 pair ratios; emu2 is the best 2-thread time); ceiling: the same for a trivially parallel\n"
        "CPU loop over the case's bytes, timed beside each pair (what this machine gives two threads now);\n"
        "scale/ceiling: median of the per-pair quotients; observed: a run with an observer taking every memory\n"
        "event, over a run without.\n");
    return 0;
}
