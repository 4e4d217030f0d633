#include "core/analysis/predictedmetrics.h"

#include <nlohmann/json.hpp>

namespace warpscope::core::analysis {

namespace {

enum class Op { Load, Store, Other };

/// ld / st by the opcode's first word: atomics and reductions count in neither, as in Nsight's op_ld
/// and op_st metrics.
Op opOf(const std::string& opcode)
{
    const std::string head = opcode.substr(0, opcode.find('.'));
    if (head == "ld" || head == "ldu")
        return Op::Load;
    if (head == "st")
        return Op::Store;
    return Op::Other;
}

struct Split {
    double globalSectors[2] {};
    double globalRequests[2] {};
    double wavefronts[2] {};
    double conflicts[2] {};
};

Split splitByOp(const AnalysisReport& r)
{
    Split s;
    for (const auto& in : r.instructions) {
        const Op op = opOf(in.opcode);
        if (op == Op::Other)
            continue;
        const int i = op == Op::Load ? 0 : 1;
        const InstructionCounters& c = in.counters;
        s.globalSectors[i] += static_cast<double>(c.globalSectors);
        s.globalRequests[i] += static_cast<double>(c.globalRequests);
        s.wavefronts[i] += static_cast<double>(c.sharedWavefronts);
        s.conflicts[i] += static_cast<double>(c.sharedWavefrontsExcessive());
    }
    return s;
}

} // namespace

std::vector<PredictedMetric> predictedMetrics(const AnalysisReport& r)
{
    const Split s = splitByOp(r);
    const InstructionCounters& t = r.totals;
    // with the cache model (trafficmodel.h) DRAM bytes and L2 sectors are its figures; without it (an
    // older report) every distinct sector moves once and every requested sector reaches L2
    const bool cache = r.traffic.has_value();
    std::vector<PredictedMetric> out = {
        cache ? PredictedMetric {kDramBytesMetric, static_cast<double>(t.dramBytesRead + t.dramBytesWritten),
            kTrafficModel}
              : PredictedMetric {kDramBytesMetric, 32.0 * static_cast<double>(r.uniqueGlobalSectors), kDramModel},
        cache ? PredictedMetric {"lts__t_sectors.sum", static_cast<double>(t.l2Sectors),
            "global sectors L1 sent to L2 (cache model: L1 load misses, L2-only loads, stores, atomics)"}
              : PredictedMetric {"lts__t_sectors.sum", static_cast<double>(t.globalSectors),
                  "every global sector the warps requested (a model with no L1 hits)"},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", s.globalSectors[0], "global sectors of ld instructions"},
        {"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", s.globalRequests[0], "warp-level global ld instructions"},
        {"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", s.globalSectors[1], "global sectors of st instructions"},
        {"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", s.globalRequests[1], "warp-level global st instructions"},
        {"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", s.wavefronts[0], "shared wavefronts of ld"},
        {"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum", s.wavefronts[1], "shared wavefronts of st"},
        {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum", static_cast<double>(t.sharedWavefrontsExcessive()),
            "shared wavefronts beyond the ideal (32 banks of 4 bytes), all shared accesses"},
        {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum", s.conflicts[0],
            "shared wavefronts beyond the ideal, ld"},
        {"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum", s.conflicts[1],
            "shared wavefronts beyond the ideal, st"},
    };
    if (cache) {
        out.push_back({"dram__bytes_read.sum", static_cast<double>(t.dramBytesRead),
            "L2 misses of global loads and atomics x 32 (cache model)"});
        out.push_back({"dram__bytes_write.sum", static_cast<double>(t.dramBytesWritten),
            "dirty L2 sectors written back, at eviction or the kernel's end, x 32 (cache model)"});
    }
    out.push_back({"sm__inst_executed_pipe_tensor.sum", static_cast<double>(t.tensorInstExecuted),
        "warp-level tensor-core instructions (mma, wmma.mma, wgmma.mma_async)"});
    out.push_back({"smsp__inst_executed_op_ldgsts.sum", static_cast<double>(t.asyncInstExecuted),
        "warp-level asynchronous copies (cp.async, cp.async.bulk, cp.async.bulk.tensor)"});
    for (std::size_t i = 0; i < kFlopTypes; ++i) {
        const std::string type = flopTypeName(static_cast<FlopType>(i));
        out.push_back({"flops_" + type, static_cast<double>(t.flops[i]),
            "add + mul + 2 x fma per thread and 2 x M x N x K per tensor MMA, " + type + " (no single CUPTI counter)"});
    }
    return out;
}

nlohmann::json predictedMetricsToJson(const std::vector<PredictedMetric>& metrics, const std::string& source)
{
    nlohmann::json values = nlohmann::json::object();
    nlohmann::json basis = nlohmann::json::object();
    for (const auto& m : metrics) {
        values[m.name] = m.value;
        basis[m.name] = m.basis;
    }
    const std::string dramModel
        = basis.contains(kDramBytesMetric) ? basis.at(kDramBytesMetric).get<std::string>() : std::string(kDramModel);
    return {{"source", source}, {"dram_model", dramModel}, {"values", values}, {"basis", basis}};
}

} // namespace warpscope::core::analysis
