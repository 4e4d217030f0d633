// The value types the GUI will read: the `metrics` document round-trips through JSON, bad documents
// are errors naming the key, every counter key has its Nsight name, FLOPs come from opcodes, and the
// roofline equals its analytic value and says it is a model.
#include "analysistest.h"

#include "core/analysis/metricnames.h"

using namespace atest;

namespace {

InstructionCounters sample()
{
    InstructionCounters c;
    c.instExecuted = 10;
    c.threadInstExecuted = 300;
    c.threadInstPredOn = 290;
    c.globalRequests = 4;
    c.globalSectors = 40;
    c.globalSectorsIdeal = 16;
    c.globalLines = 12;
    c.sharedRequests = 2;
    c.sharedWavefronts = 33;
    c.sharedWavefrontsIdeal = 2;
    c.sharedMaxWays = 32;
    c.branches = 3;
    c.divergentBranches = 1;
    c.bytesRead[0] = 512;
    c.bytesWritten[1] = 256;
    c.flops[1] = 640;
    return c;
}

void countersRoundTrip()
{
    const InstructionCounters c = sample();
    const nlohmann::json j = countersToJson(c);
    ACHECK(countersFromJson(j) == c);
    ACHECK_EQ(j.at("global_sectors_excessive").get<std::uint64_t>(), 24u);
    ACHECK_EQ(j.at("shared_wavefronts_excessive").get<std::uint64_t>(), 31u);
    ACHECK(std::abs(j.at("warp_efficiency").get<double>() - 300.0 / 320.0) < 1e-12);
    for (const auto& n : metricNames()) {
        ACHECK_MSG(j.contains(n.key), n.key);
        ACHECK_MSG(!n.nsight.empty(), n.key);
    }
    ACHECK_EQ(metricNames().size(), j.size());
}

void reportRoundTrip()
{
    AnalysisReport r;
    r.kernel = "k";
    r.seed = 42;
    r.grid = {4, 2, 1};
    r.block = {32, 8, 1};
    r.totals = sample();
    r.lines = {{7, sample()}, {9, InstructionCounters {}}};
    r.instructions = {{3, 20, 7, "ld.global.f32", sample()}};
    r.uniqueGlobalSectors = 1000;
    r.roofline = rooflineFor(r.totals, r.uniqueGlobalSectors, *rooflineGpu("H100"));
    AccessSample s;
    s.pc = 3;
    s.warp = 1;
    s.mask = 0xF;
    s.bytes = 4;
    for (int l = 0; l < 4; ++l)
        s.addresses[static_cast<std::size_t>(l)] = 0x1000 + 4 * static_cast<std::uint64_t>(l);
    r.samples = {s};
    const nlohmann::json j = analysisReportToJson(r);
    ACHECK(j.at("names").at("shared_wavefronts_excessive") == "L1 Wavefronts Shared Excessive");
    ACHECK(j.at("names").at("global_sectors_excessive") == "L2 Theoretical Sectors Global Excessive");
    ACHECK(j.at("note").get<std::string>().find("first seed") != std::string::npos);
    auto back = analysisReportFromJson(j);
    ACHECK_MSG(back.ok(), back ? "" : back.error().describe());
    if (!back)
        return;
    ACHECK(analysisReportToJson(*back) == j);
    ACHECK(back->line(7) && back->line(7)->counters == sample());
    ACHECK(back->firstInstruction("ld.global") != nullptr);
    ACHECK_EQ(back->samples.at(0).addresses[3], 0x100Cu);

    nlohmann::json broken = j;
    broken["lines"] = 5;
    auto bad = analysisReportFromJson(broken);
    ACHECK(!bad.ok());
    if (!bad)
        ACHECK(bad.error().field == "metrics.lines");
}

void flopClasses()
{
    ACHECK_EQ(classifyFlops("fma.rn.f32").count, 2u);
    ACHECK(classifyFlops("fma.rn.f32").type == FlopType::F32);
    ACHECK_EQ(classifyFlops("add.f64").count, 1u);
    ACHECK(classifyFlops("mul.rn.f64").type == FlopType::F64);
    ACHECK_EQ(classifyFlops("fma.rn.f16x2").count, 4u);
    ACHECK(classifyFlops("add.rn.bf16").type == FlopType::BF16);
    ACHECK_EQ(classifyFlops("add.s32").count, 0u);
    ACHECK_EQ(classifyFlops("mad.lo.s32").count, 0u);
    ACHECK_EQ(classifyFlops("div.rn.f32").count, 0u);
    ACHECK_EQ(classifyFlops("ld.global.f32").count, 0u);
}

/// Tensor-core instructions: 2 x M x N x K per product over the threads that run it, typed by A/B.
void tensorFlopClasses()
{
    const FlopClass bf16 = classifyFlops("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32");
    ACHECK(bf16.tensor);
    ACHECK(bf16.type == FlopType::BF16);
    ACHECK_EQ(bf16.count, 2u * 16 * 8 * 16 / 32);
    ACHECK(classifyFlops("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32").type == FlopType::TF32);
    ACHECK(classifyFlops("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32").type == FlopType::FP8);
    const FlopClass s8 = classifyFlops("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32");
    ACHECK(s8.type == FlopType::INT8);
    ACHECK_EQ(s8.count, 2u * 16 * 8 * 32 / 32);
    ACHECK(classifyFlops("mma.sync.aligned.m8n8k32.row.col.s32.u4.s4.s32").type == FlopType::INT4);
    ACHECK(classifyFlops("mma.sync.aligned.m8n8k4.row.row.f64.f64.f64.f64").type == FlopType::F64);
    ACHECK_EQ(classifyFlops("mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc").count, 0u);
    // wmma names only D and C for f16 inputs
    const FlopClass wmma = classifyFlops("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32");
    ACHECK(wmma.tensor && wmma.type == FlopType::F16);
    ACHECK_EQ(wmma.count, 2u * 16 * 16 * 16 / 32);
    ACHECK_EQ(classifyFlops("wmma.load.a.sync.aligned.row.m16n16k16.global.f16").count, 0u);
    // a warpgroup instruction is shared by 128 threads
    const FlopClass wg = classifyFlops("wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16");
    ACHECK(wg.tensor && wg.type == FlopType::BF16);
    ACHECK_EQ(wg.count, 2u * 64 * 128 * 16 / 128);
    ACHECK_EQ(classifyFlops("wgmma.fence.sync.aligned").count, 0u);
    // 2:4 sparse: half the products of the dense shape
    ACHECK_EQ(classifyFlops("mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32").count, 16u * 8 * 32 / 32);
    ACHECK_EQ(classifyFlops("wgmma.mma_async.sp.sync.aligned.m64n64k32.f32.f16.f16").count, 64u * 64 * 32 / 128);
    ACHECK_EQ(classifyFlops("mma.sp.sync.aligned.m16n8k64.row.col.s32.s8.s8.s32").count, 16u * 8 * 64 / 32);
    ACHECK_EQ(classifyFlops("wgmma.mma_async.sync.aligned.m64n64k256.s32.b1.b1.and.popc").count, 0u);
}

void rooflineModel()
{
    const GpuSpec* h100 = rooflineGpu("H100");
    ACHECK(h100 != nullptr);
    ACHECK(rooflineGpu("4090") != nullptr);
    ACHECK(rooflineGpu("no such gpu") == nullptr);
    if (!h100)
        return;
    InstructionCounters c;
    c.flops[static_cast<std::size_t>(FlopType::F32)] = 2'000'000'000;
    const std::uint64_t sectors = 1'000'000'000 / 32; // 1e9 bytes
    const RooflineEstimate r = rooflineFor(c, sectors, *h100);
    ACHECK(std::abs(r.dramBytes - 1e9) < 1.0);
    ACHECK(std::abs(r.intensity - 2.0) < 1e-12);
    const double memory = 1e9 / h100->memoryBandwidth.value;
    const double compute = 2e9 / h100->fp32.value;
    ACHECK(std::abs(r.memorySeconds - memory) < 1e-15);
    ACHECK(std::abs(r.computeSeconds - compute) < 1e-15);
    ACHECK(std::abs(r.estimatedSeconds - std::max(memory, compute)) < 1e-15);
    ACHECK(r.bound == "memory");
    ACHECK(!r.bandwidthSource.empty() && !r.peakSource.empty());
    const nlohmann::json j = rooflineToJson(r);
    ACHECK(j.at("estimate_kind").get<std::string>().find("model") != std::string::npos);
    ACHECK(j.at("dram_model").get<std::string>().find("distinct 32-byte") != std::string::npos);
    ACHECK(std::abs(rooflineFromJson(j).estimatedSeconds - r.estimatedSeconds) < 1e-18);

    // tensor-core FLOPs run against the tensor-core peak of their type, the rest against the cores
    InstructionCounters t;
    t.flops[static_cast<std::size_t>(FlopType::BF16)] = 3'000'000'000;
    t.tensorFlops[static_cast<std::size_t>(FlopType::BF16)] = 2'000'000'000;
    const RooflineEstimate mixed = rooflineFor(t, sectors, *h100);
    const double expected = 2e9 / h100->bf16Tensor.value + 1e9 / h100->bf16.value;
    ACHECK(std::abs(mixed.computeSeconds - expected) < 1e-15);
    ACHECK(mixed.peakSource == h100->bf16Tensor.source);
    ACHECK(h100->fp8Tensor.value > 0 && h100->int8Tensor.value > 0);
    ACHECK(rooflineGpu("A100")->fp8Tensor.value == 0.0);
}

} // namespace

int main()
{
    return runTests({{"countersRoundTrip", countersRoundTrip}, {"reportRoundTrip", reportRoundTrip},
        {"flopClasses", flopClasses}, {"tensorFlopClasses", tensorFlopClasses}, {"rooflineModel", rooflineModel}});
}
