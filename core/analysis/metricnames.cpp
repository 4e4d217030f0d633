#include "core/analysis/metricnames.h"

#include <cstdint>

namespace warpscope::core::analysis {

namespace {

using Member = std::uint64_t InstructionCounters::*;

struct ScalarMetric {
    const char* key;
    const char* nsight;
    Member member;
};

constexpr ScalarMetric kScalars[] = {
    {"inst_executed", "Instructions Executed", &InstructionCounters::instExecuted},
    {"thread_inst_executed", "Thread Instructions Executed", &InstructionCounters::threadInstExecuted},
    {"thread_inst_executed_pred_on", "Predicated-On Thread Instructions Executed",
        &InstructionCounters::threadInstPredOn},
    {"global_requests", "L1 Requests Global (Global Load + Store + Atomic Requests)",
        &InstructionCounters::globalRequests},
    {"global_sectors", "L2 Theoretical Sectors Global", &InstructionCounters::globalSectors},
    {"global_sectors_ideal", "L2 Theoretical Sectors Global Ideal", &InstructionCounters::globalSectorsIdeal},
    {"global_lines", "L1 Tag Requests Global (128-byte lines touched)", &InstructionCounters::globalLines},
    {"shared_requests", "L1 Requests Shared (Shared Load + Store + Atomic Requests)",
        &InstructionCounters::sharedRequests},
    {"shared_wavefronts", "L1 Wavefronts Shared", &InstructionCounters::sharedWavefronts},
    {"shared_wavefronts_ideal", "L1 Wavefronts Shared Ideal", &InstructionCounters::sharedWavefrontsIdeal},
    {"shared_max_ways", "Shared Bank Conflict Ways (worst bank, our own)", &InstructionCounters::sharedMaxWays},
    {"branches", "Branch Instructions", &InstructionCounters::branches},
    {"divergent_branches", "Divergent Branches", &InstructionCounters::divergentBranches},
    {"inst_executed_pipe_tensor", "Tensor Pipe Instructions Executed (mma, wmma, wgmma)",
        &InstructionCounters::tensorInstExecuted},
    {"inst_executed_async_copy", "Async Copy Instructions Executed (cp.async, bulk, TMA)",
        &InstructionCounters::asyncInstExecuted},
    {"async_bytes_global_to_shared", "Async Copy Bytes Global to Shared (no registers)",
        &InstructionCounters::asyncBytesToShared},
    {"async_bytes_shared_to_global", "Async Copy Bytes Shared to Global (no registers)",
        &InstructionCounters::asyncBytesToGlobal},
    {"l1_global_load_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum (cache model)",
        &InstructionCounters::l1LoadSectors},
    {"l1_global_load_hits", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum (cache model)",
        &InstructionCounters::l1LoadHits},
    {"l2_sectors", "lts__t_sectors_srcunit_tex.sum (L2 sectors from L1, cache model)", &InstructionCounters::l2Sectors},
    {"l2_hits", "lts__t_sectors_srcunit_tex_lookup_hit.sum (cache model)", &InstructionCounters::l2Hits},
    {"dram_bytes_read", "dram__bytes_read.sum (cache model)", &InstructionCounters::dramBytesRead},
    {"dram_bytes_write", "dram__bytes_write.sum (cache model)", &InstructionCounters::dramBytesWritten},
};

std::vector<MetricName> buildNames()
{
    std::vector<MetricName> out;
    for (const auto& s : kScalars)
        out.push_back({s.key, s.nsight});
    out.push_back({"global_sectors_excessive", "L2 Theoretical Sectors Global Excessive"});
    out.push_back({"shared_wavefronts_excessive", "L1 Wavefronts Shared Excessive"});
    out.push_back({"warp_efficiency", "Warp Execution Efficiency (Avg. Threads Executed / 32)"});
    out.push_back({"l1_hit_rate", "L1/TEX Hit Rate, global loads (l1tex__t_sector_hit_rate.pct, cache model)"});
    out.push_back({"l2_hit_rate", "L2 Hit Rate (lts__t_sector_hit_rate.pct, cache model)"});
    for (std::size_t s = 0; s < kSpaces; ++s) {
        const std::string sp = spaceName(s);
        out.push_back({"bytes_read_" + sp, "Bytes Read, " + sp + " (thread bytes requested)"});
        out.push_back({"bytes_written_" + sp, "Bytes Written, " + sp + " (thread bytes requested)"});
    }
    for (std::size_t t = 0; t < kFlopTypes; ++t) {
        const std::string ty = flopTypeName(static_cast<FlopType>(t));
        out.push_back(
            {"flops_" + ty, "FLOPs " + ty + " (add + mul + 2 x fma per thread; 2 x M x N x K per tensor MMA)"});
        out.push_back({"tensor_flops_" + ty, "Tensor-core FLOPs " + ty + " (2 x M x N x K per matrix product)"});
    }
    out.push_back({"flops", "FLOPs, all types"});
    return out;
}

} // namespace

const std::vector<MetricName>& metricNames()
{
    static const std::vector<MetricName> names = buildNames();
    return names;
}

nlohmann::json countersToJson(const InstructionCounters& c)
{
    nlohmann::json j = nlohmann::json::object();
    for (const auto& s : kScalars)
        j[s.key] = c.*(s.member);
    j["global_sectors_excessive"] = c.globalSectorsExcessive();
    j["shared_wavefronts_excessive"] = c.sharedWavefrontsExcessive();
    j["warp_efficiency"] = c.warpEfficiency();
    j["l1_hit_rate"] = c.l1HitRate();
    j["l2_hit_rate"] = c.l2HitRate();
    for (std::size_t s = 0; s < kSpaces; ++s) {
        j[std::string("bytes_read_") + spaceName(s)] = c.bytesRead[s];
        j[std::string("bytes_written_") + spaceName(s)] = c.bytesWritten[s];
    }
    for (std::size_t t = 0; t < kFlopTypes; ++t) {
        j[std::string("flops_") + flopTypeName(static_cast<FlopType>(t))] = c.flops[t];
        j[std::string("tensor_flops_") + flopTypeName(static_cast<FlopType>(t))] = c.tensorFlops[t];
    }
    j["flops"] = c.totalFlops();
    return j;
}

InstructionCounters countersFromJson(const nlohmann::json& j)
{
    InstructionCounters c;
    if (!j.is_object())
        return c;
    auto get = [&](const std::string& key) -> std::uint64_t {
        const auto it = j.find(key);
        return it != j.end() && it->is_number_unsigned() ? it->get<std::uint64_t>() : 0;
    };
    for (const auto& s : kScalars)
        c.*(s.member) = get(s.key);
    for (std::size_t s = 0; s < kSpaces; ++s) {
        c.bytesRead[s] = get(std::string("bytes_read_") + spaceName(s));
        c.bytesWritten[s] = get(std::string("bytes_written_") + spaceName(s));
    }
    for (std::size_t t = 0; t < kFlopTypes; ++t) {
        c.flops[t] = get(std::string("flops_") + flopTypeName(static_cast<FlopType>(t)));
        c.tensorFlops[t] = get(std::string("tensor_flops_") + flopTypeName(static_cast<FlopType>(t)));
    }
    return c;
}

} // namespace warpscope::core::analysis
