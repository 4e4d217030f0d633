// The counters predicted for a benchmark's CUPTI metrics, on a hand-made AnalysisReport: each value
// is its analytic sum over the instructions of the right kind, and the DRAM figure is the model's.
#include "analysistest.h"

#include "core/analysis/predictedmetrics.h"

#include <nlohmann/json.hpp>

using namespace atest;

namespace {

InstructionMetrics instruction(const char* opcode, std::uint64_t sectors, std::uint64_t requests,
    std::uint64_t wavefronts, std::uint64_t wavefrontsIdeal)
{
    InstructionMetrics m;
    m.opcode = opcode;
    m.counters.globalSectors = sectors;
    m.counters.globalRequests = requests;
    m.counters.sharedWavefronts = wavefronts;
    m.counters.sharedWavefrontsIdeal = wavefrontsIdeal;
    return m;
}

AnalysisReport report()
{
    AnalysisReport r;
    r.instructions = {
        instruction("ld.global.f32", 128, 4, 0, 0), // stride 8: 32 sectors per request
        instruction("ld.global.nc.v4.f32", 16, 1, 0, 0),
        instruction("st.global.f32", 4, 1, 0, 0),
        instruction("atom.global.add.u32", 10, 2, 0, 0), // neither ld nor st
        instruction("ld.shared.f32", 0, 0, 64, 2), // a 32-way conflict, twice
        instruction("st.shared.f32", 0, 0, 3, 1),
        instruction("fma.rn.f32", 0, 0, 0, 0),
    };
    for (const auto& in : r.instructions)
        r.totals.add(in.counters);
    r.totals.flops[static_cast<std::size_t>(FlopType::F32)] = 2048;
    r.totals.flops[static_cast<std::size_t>(FlopType::F64)] = 6;
    r.uniqueGlobalSectors = 100;
    return r;
}

double valueOf(const std::vector<PredictedMetric>& ms, const std::string& name)
{
    for (const auto& m : ms)
        if (m.name == name)
            return m.value;
    atest::fail(__FILE__, __LINE__, "no predicted metric " + name);
    return -1.0;
}

void valuesFromCounts()
{
    const auto ms = predictedMetrics(report());
    ACHECK_EQ(valueOf(ms, kDramBytesMetric), 3200.0);
    ACHECK_EQ(valueOf(ms, "lts__t_sectors.sum"), 158.0);
    ACHECK_EQ(valueOf(ms, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"), 144.0);
    ACHECK_EQ(valueOf(ms, "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"), 5.0);
    ACHECK_EQ(valueOf(ms, "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"), 4.0);
    ACHECK_EQ(valueOf(ms, "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"), 1.0);
    ACHECK_EQ(valueOf(ms, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"), 64.0);
    ACHECK_EQ(valueOf(ms, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"), 3.0);
    ACHECK_EQ(valueOf(ms, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"), 64.0);
    ACHECK_EQ(valueOf(ms, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"), 62.0);
    ACHECK_EQ(valueOf(ms, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"), 2.0);
    ACHECK_EQ(valueOf(ms, "flops_f32"), 2048.0);
    ACHECK_EQ(valueOf(ms, "flops_f64"), 6.0);
    for (const auto& m : ms)
        ACHECK_MSG(!m.basis.empty(), m.name);
}

void emptyReport()
{
    for (const auto& m : predictedMetrics(AnalysisReport {}))
        ACHECK_MSG(m.value == 0.0, m.name);
}

void toJson()
{
    const auto ms = predictedMetrics(report());
    const nlohmann::json j = predictedMetricsToJson(ms, "emulator, seed 7");
    ACHECK(j.at("source") == "emulator, seed 7");
    ACHECK(j.at("dram_model") == kDramModel);
    ACHECK_EQ(j.at("values").size(), ms.size());
    ACHECK_EQ(j.at("values").at("lts__t_sectors.sum").get<double>(), 158.0);
    ACHECK(j.at("basis").at(kDramBytesMetric) == kDramModel);
}

// One warp: a stride-2 global load (8 sectors), a stride-2 shared store and load (2-way conflicts),
// one FMA per thread and a contiguous store (4 sectors): the predictions from a real emulator launch.
const char* kMix = R"(
extern "C" __global__ void mix(const float* a, float* out)
{
    __shared__ float s[64];
    const int i = threadIdx.x;
    s[i * 2] = a[i * 2];
    __syncthreads();
    out[i] = s[(i * 2 + 2) % 64] * 2.0f + 1.0f;
}
)";

void fromAnEmulatorLaunch()
{
    Analysed a = analyse(kMix, "mix", {1, 1, 1}, {32, 1, 1}, {floats(64), floats(32)}, {bufferArg(0), bufferArg(1)});
    if (!a.ok && a.message.find("NVRTC") != std::string::npos) {
        std::fprintf(stderr, "SKIP fromAnEmulatorLaunch: %s\n", a.message.c_str()); // the pure tests still ran
        return;
    }
    ACHECK_MSG(a.ok, a.message);
    if (!a.ok)
        return;
    const auto ms = predictedMetrics(a.report);
    ACHECK_EQ(valueOf(ms, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"), 8.0);
    ACHECK_EQ(valueOf(ms, "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"), 1.0);
    ACHECK_EQ(valueOf(ms, "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"), 4.0);
    ACHECK_EQ(valueOf(ms, "lts__t_sectors.sum"), 12.0);
    ACHECK_EQ(valueOf(ms, kDramBytesMetric), 12.0 * 32.0);
    ACHECK_EQ(valueOf(ms, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"), 2.0);
    ACHECK_EQ(valueOf(ms, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"), 2.0);
    ACHECK_EQ(valueOf(ms, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"), 2.0);
    ACHECK_EQ(valueOf(ms, "flops_f32"), 64.0);
}

} // namespace

int main()
{
    return runTests({{"valuesFromCounts", valuesFromCounts}, {"emptyReport", emptyReport}, {"toJson", toJson},
        {"fromAnEmulatorLaunch", fromAnEmulatorLaunch}});
}
