#pragma once

// The synthetic A/B benchmark behind tests/data/bench/ab_sample.json: sgemm_naive (baseline) against
// sgemm_tiled (candidate), 1024 x 1024 x 1024 floats on an H200, 20 timed runs each in ABBA order
// with the L2 flushed. Plausible numbers, made by hand: no GPU took them. The candidate has CUPTI
// metrics; the baseline's were refused (counter permissions), to show "not measured".

#include "core/cuda/benchjson.h"

#include <cmath>
#include <string>

namespace benchsample {

using namespace warpscope::core;

/// Deterministic spread around `median`: a sine wobble plus one slow outlier.
inline std::vector<double> samples(double median, double spread, int n, int outlierAt)
{
    std::vector<double> out;
    for (int i = 0; i < n; ++i)
        out.push_back(median * (1.0 + spread * std::sin(1.7 * i + median * 1e4)) * (i == outlierAt ? 1.35 : 1.0));
    return out;
}

inline BenchSideResult side(const std::string& label, const std::string& entry, double median, int outlierAt)
{
    BenchSideResult s;
    s.label = label;
    s.entry = entry;
    s.footprint.registersPerThread = 32;
    s.moduleNote = "cubin for sm_90 from NVRTC";
    s.seconds = samples(median, 0.03, 20, outlierAt);
    s.eventSeconds = s.seconds;
    s.stats = computeStats(s.seconds);
    s.checks = {20, 20, 0, true, {}};
    s.buffers = {{"A", "input", "f32", {1024, 1024}, 4194304, 0x1234abcdu},
        {"B", "input", "f32", {1024, 1024}, 4194304, 0x2345bcdeu},
        {"C", "output", "f32", {1024, 1024}, 4194304, 0x9876fedcu}};
    s.roofline = {12582912.0, 2147483648.0, 4.8e12, 67e12, "NVIDIA H200 datasheet, H200 SXM: 4.8 TB/s, FP32 67 TFLOPS",
        true, 52428800.0};
    s.floor = rooflineFloor(s.roofline);
    return s;
}

inline BenchmarkResult make()
{
    BenchmarkResult r;
    r.timer = "cupti_activity";
    r.cache = "flush_l2";
    r.l2FlushBytes = 104857600;
    r.warmup = 3;
    r.repeats = 20;
    r.scheme = "abba";
    for (char c : interleaveOrder(20, InterleaveScheme::Abba))
        r.order += c;
    r.device.name = "NVIDIA H200";
    r.device.ccMajor = 9;
    r.device.smCount = 132;
    r.device.l2Bytes = 52428800;
    r.gpuSpec = "NVIDIA H200 SXM 141GB";
    r.candidate = side("candidate sgemm_tiled", "sgemm_tiled", 310e-6, 7);
    r.baseline = side("baseline sgemm_naive", "sgemm_naive", 720e-6, 13);
    KernelMetrics m;
    m.chip = "GH100";
    m.passes = 9;
    m.values = {{"gpu__time_duration.sum", 309e-6}, {"dram__bytes_read.sum", 8.9e6}, {"dram__bytes_write.sum", 4.3e6},
        {"lts__t_sectors.sum", 1.71e7}, {"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", 1.68e7},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", 1.31e5},
        {"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", 6.75e7},
        {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum", 2.1e4},
        {"sm__warps_active.avg.pct_of_peak_sustained_active", 92.1}};
    r.candidate.metrics = m;
    r.baseline->metricsError = "CUPTI_ERROR_INSUFFICIENT_PRIVILEGES: counters need admin rights (ERR_NVGPUCTRPERM); "
                               "see docs/gpu-backend.md";
    r.candidate.predicted = {{"dram__bytes.sum", 12582912.0}, {"lts__t_sectors.sum", 16908288.0},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", 16777216.0},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", 131072.0},
        {"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", 67108864.0},
        {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum", 0.0}, {"flops_f32", 2147483648.0}};
    r.baseline->predicted = {{"dram__bytes.sum", 12582912.0}, {"lts__t_sectors.sum", 167903232.0},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", 167772160.0},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", 131072.0}, {"flops_f32", 2147483648.0}};
    for (BenchSideResult* s : {&r.candidate, &*r.baseline}) {
        s->predictedSource = "emulator, seed 1 (one analysed launch)";
        s->predictedModel = "DRAM bytes = 32 x the distinct 32-byte global sectors the launch touched";
    }
    r.speedups = pairSpeedups(r.baseline->seconds, r.candidate.seconds);
    r.speedupStats = computeStats(r.speedups);
    r.syncAfterSeconds = std::vector<double>(40, 4e-6);
    r.audit = {{"same_inputs", AuditVerdict::Pass, "both kernels got the same 2 inputs (A, B: f32 1024x1024)"},
        {"outputs_checked", AuditVerdict::Pass, "every timed run's output was checked against the reference"},
        {"inputs_unchanged", AuditVerdict::Pass, "input hashes equal before and after"},
        {"nothing_outside_stream", AuditVerdict::Pass, "synchronise after each run took at most 4 us"},
        {"roofline", AuditVerdict::Pass, "the candidate's median stays above its floor of 32.1 us (FP32 67 TFLOPS)"}};
    return r;
}

} // namespace benchsample
