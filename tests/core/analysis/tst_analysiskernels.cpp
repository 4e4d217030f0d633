// Counters on real kernels (NVRTC -> PTX -> emulator with the analysis observer) equal their analytic
// values: strided, vector and misaligned global loads, shared-memory strides with gcd(s, 32) ways, a
// broadcast, a divergent `if (lane < k)`, FLOPs from explicit intrinsics, and the same report for 1
// and 3 emulator threads.
#include "analysistest.h"

#include "core/analysis/metricnames.h"

#include <numeric>

using namespace atest;

namespace {

const std::string kStrided = R"(
extern "C" __global__ void strided(const float* in, float* out, int s, int offset)
{
    const int t = threadIdx.x;
    const float v = in[t * s + offset]; // @load
    out[t] = v; // @store
}
)";

const std::string kVectors = R"(
extern "C" __global__ void vec2(const float2* in, float2* out) { out[threadIdx.x] = in[threadIdx.x]; }
extern "C" __global__ void vec4(const float4* in, float4* out) { out[threadIdx.x] = in[threadIdx.x]; }
)";

const std::string kShared = R"(
extern "C" __global__ void shared_stride(float* out, int s)
{
    __shared__ float buf[32 * 64];
    const int t = threadIdx.x;
    buf[t * s] = t; // @sstore
    __syncwarp();
    const float v = buf[((t + 1) % 32) * s]; // @sload
    const float b = buf[s]; // @bcast
    out[t] = v + b;
}
)";

const std::string kDiverge = R"(
extern "C" __global__ void diverge(const float* in, float* out, int k, int n)
{
    const int lane = threadIdx.x % 32;
    float v = 0.0f;
    if (lane < k) { // @branch
        for (int j = 0; j < n; ++j)
            v += in[j * 64 + threadIdx.x]; // @body
    }
    out[threadIdx.x] = v;
}
)";

const std::string kFlops = R"(
extern "C" __global__ void flops(const float* a, float* out, const double* d, double* dout)
{
    const int t = threadIdx.x;
    const float x = a[t];
    const float p = __fmaf_rn(x, x, 1.0f);
    const float q = __fmul_rn(x, 3.0f);
    out[t] = __fadd_rn(p, q);
    dout[t] = __dmul_rn(d[t], d[t]);
}
)";

Analysed run(const std::string& src, const std::string& entry, std::array<std::uint32_t, 3> grid,
    std::array<std::uint32_t, 3> block, std::vector<Tensor> buffers, std::vector<KernelArg> args, int threads = 2)
{
    Analysed a = analyse(src, entry, grid, block, std::move(buffers), std::move(args), {}, threads);
    ACHECK_MSG(a.ok, a.message);
    return a;
}

void stridedLoads()
{
    for (int s : {1, 2, 4, 8, 32}) {
        Analysed a = run(kStrided, "strided", {1, 1, 1}, {32, 1, 1}, {floats(32 * 33), floats(32)},
            {bufferArg(0), bufferArg(1), intArg(s), intArg(0)});
        if (!a.ok)
            return;
        const LineMetrics* load = a.report.line(lineOf(kStrided, "@load"));
        ACHECK(load != nullptr);
        if (!load)
            return;
        ACHECK_EQ(load->counters.globalRequests, 1u);
        ACHECK_EQ(load->counters.globalSectors, static_cast<std::uint64_t>(std::min(4 * s, 32)));
        ACHECK_EQ(load->counters.globalSectorsIdeal, 4u);
        ACHECK_EQ(load->counters.globalSectorsExcessive(), static_cast<std::uint64_t>(std::min(4 * s, 32) - 4));
        ACHECK_EQ(load->counters.globalLines, static_cast<std::uint64_t>(s));
        ACHECK_EQ(load->counters.bytesRead[0], 128u);
        // the DRAM model: the distinct sectors of the load and of the store
        ACHECK_EQ(a.report.uniqueGlobalSectors, static_cast<std::uint64_t>(std::min(4 * s, 32) + 4));
        const LineMetrics* store = a.report.line(lineOf(kStrided, "@store"));
        ACHECK(store && store->counters.globalSectors == 4 && store->counters.bytesWritten[0] == 128);
    }
}

void misalignedStart()
{
    Analysed a = run(kStrided, "strided", {1, 1, 1}, {32, 1, 1}, {floats(64), floats(32)},
        {bufferArg(0), bufferArg(1), intArg(1), intArg(1)});
    const LineMetrics* load = a.ok ? a.report.line(lineOf(kStrided, "@load")) : nullptr;
    ACHECK(load != nullptr);
    if (!load)
        return;
    ACHECK_EQ(load->counters.globalSectors, 5u);
    ACHECK_EQ(load->counters.globalSectorsIdeal, 4u);
    ACHECK_EQ(load->counters.globalLines, 2u);
}

void vectorLoads()
{
    Analysed a2 = run(kVectors, "vec2", {1, 1, 1}, {32, 1, 1}, {floats(64), floats(64)}, {bufferArg(0), bufferArg(1)});
    const InstructionMetrics* l2 = a2.ok ? a2.report.firstInstruction("ld.global") : nullptr;
    ACHECK(l2 != nullptr);
    if (l2) {
        ACHECK_EQ(l2->counters.globalSectors, 8u);
        ACHECK_EQ(l2->counters.globalSectorsIdeal, 8u);
        ACHECK_EQ(l2->counters.bytesRead[0], 256u);
    }
    Analysed a4
        = run(kVectors, "vec4", {1, 1, 1}, {32, 1, 1}, {floats(128), floats(128)}, {bufferArg(0), bufferArg(1)});
    const InstructionMetrics* l4 = a4.ok ? a4.report.firstInstruction("ld.global") : nullptr;
    ACHECK(l4 != nullptr);
    if (l4) {
        ACHECK_EQ(l4->counters.globalSectors, 16u);
        ACHECK_EQ(l4->counters.globalLines, 4u);
        ACHECK_EQ(l4->counters.bytesRead[0], 512u);
    }
}

void sharedStrides()
{
    for (int s : {1, 2, 3, 4, 8, 16, 32, 33, 64}) {
        Analysed a = run(kShared, "shared_stride", {1, 1, 1}, {32, 1, 1}, {floats(32)}, {bufferArg(0), intArg(s)});
        if (!a.ok)
            return;
        const auto ways = static_cast<std::uint64_t>(std::gcd(s, 32));
        const LineMetrics* st = a.report.line(lineOf(kShared, "@sstore"));
        const LineMetrics* ld = a.report.line(lineOf(kShared, "@sload"));
        const LineMetrics* bc = a.report.line(lineOf(kShared, "@bcast"));
        ACHECK(st && ld && bc);
        if (!st || !ld || !bc)
            return;
        ACHECK_EQ(st->counters.sharedRequests, 1u);
        ACHECK_EQ(st->counters.sharedWavefronts, ways);
        ACHECK_EQ(ld->counters.sharedWavefronts, ways);
        ACHECK_EQ(ld->counters.sharedWavefrontsIdeal, 1u);
        ACHECK_EQ(ld->counters.sharedWavefrontsExcessive(), ways - 1);
        ACHECK_EQ(ld->counters.sharedMaxWays, ways);
        ACHECK_EQ(bc->counters.sharedWavefronts, 1u); // broadcast
        ACHECK(a.report.findings.empty());
    }
}

void divergentIf()
{
    for (int k : {0, 1, 5, 16, 31, 32}) {
        Analysed a = run(kDiverge, "diverge", {1, 1, 1}, {64, 1, 1}, {floats(64 * 3), floats(64)},
            {bufferArg(0), bufferArg(1), intArg(k), intArg(3)});
        if (!a.ok)
            return;
        const LineMetrics* body = a.report.line(lineOf(kDiverge, "@body"));
        // 2 warps, k lanes each, 3 iterations
        if (k == 0) {
            ACHECK(body == nullptr || body->counters.threadInstPredOn == 0);
        } else {
            ACHECK(body != nullptr);
            if (body)
                ACHECK_EQ(body->counters.bytesRead[0], static_cast<std::uint64_t>(2 * k * 3 * 4));
        }
        const bool split = k > 0 && k < 32;
        ACHECK_EQ(a.report.totals.divergentBranches, split ? 2u : 0u);
        ACHECK(a.report.totals.branches > 0);
    }
}

void flopsByType()
{
    std::vector<Tensor> bufs {floats(32), floats(32), Tensor::zeros(DType::F64, {32}), Tensor::zeros(DType::F64, {32})};
    Analysed a
        = run(kFlops, "flops", {1, 1, 1}, {32, 1, 1}, bufs, {bufferArg(0), bufferArg(1), bufferArg(2), bufferArg(3)});
    if (!a.ok)
        return;
    ACHECK_EQ(a.report.totals.flops[static_cast<std::size_t>(FlopType::F32)], 32u * 4u);
    ACHECK_EQ(a.report.totals.flops[static_cast<std::size_t>(FlopType::F64)], 32u);
    ACHECK_EQ(a.report.totals.totalFlops(), 32u * 5u);
    ACHECK(a.report.roofline.has_value());
    // micro instructions (register width helpers) are not PTX instructions and are not counted
    ACHECK(a.report.totals.instExecuted > 0 && a.report.totals.instExecuted <= a.launch.warpInstructions);
}

void sameReportForAnyThreadCount()
{
    std::vector<Tensor> bufs {floats(64 * 33), floats(64 * 32)};
    std::vector<KernelArg> args {bufferArg(0), bufferArg(1), intArg(3), intArg(0)};
    Analysed one = run(kStrided, "strided", {64, 1, 1}, {32, 1, 1}, bufs, args, 1);
    Analysed three = run(kStrided, "strided", {64, 1, 1}, {32, 1, 1}, bufs, args, 3);
    if (!one.ok || !three.ok)
        return;
    ACHECK(analysisReportToJson(one.report) == analysisReportToJson(three.report));
    ACHECK_EQ(one.report.totals.globalRequests, 128u);
}

} // namespace

int main()
{
    const Compiled probe = compile(kStrided, "strided");
    if (!probe.ok && probe.message.find("NVRTC") != std::string::npos) {
        std::fprintf(stderr, "SKIP: %s\n", probe.message.c_str());
        return 77;
    }
    return runTests({{"stridedLoads", stridedLoads}, {"misalignedStart", misalignedStart}, {"vectorLoads", vectorLoads},
        {"sharedStrides", sharedStrides}, {"divergentIf", divergentIf}, {"flopsByType", flopsByType},
        {"sameReportForAnyThreadCount", sameReportForAnyThreadCount}});
}
