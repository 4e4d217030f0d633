#pragma once

#include "core/common/dtype.h"
#include "core/common/result.h"

#include <string>
#include <vector>

namespace warpscope::core {

/// A figure from resources/gpus.json with the document it comes from.
struct SpecFigure {
    double value = 0.0; ///< in SI units: bytes, bytes/s, FLOP/s
    std::string source;
};

/// Peak figures of one GPU model, for the roofline check (resources/gpus.json).
struct GpuSpec {
    std::string name;
    std::vector<std::string> match; ///< words of cuDeviceGetName names that select this entry
    int arch = 0;
    SpecFigure smCount;
    SpecFigure l2Bytes;
    SpecFigure memoryBandwidth; ///< bytes/s
    SpecFigure fp64, fp64Tensor, fp32, tf32Tensor, fp16, fp16Tensor, bf16, bf16Tensor; ///< FLOP/s
    SpecFigure fp8Tensor; ///< FLOP/s of e4m3/e5m2 tensor-core MMA (0 before Ada/Hopper)
    SpecFigure int8Tensor; ///< operations/s of s8/u8 tensor-core MMA
    // The cache traffic model's geometry (core/analysis/trafficmodel.h); 0 when gpus.json lacks it.
    SpecFigure l1SharedBytes; ///< combined L1 data cache and shared memory of one SM, bytes
    SpecFigure maxSharedBytes; ///< the most of it shared memory can take (the rest stays L1)
    SpecFigure cacheLineBytes; ///< L1/L2 line size, bytes
    SpecFigure sectorBytes; ///< the sector, the unit of L1/L2 fills and DRAM transfers, bytes
    SpecFigure l1Ways, l2Ways; ///< associativity (assumptions: NVIDIA publishes neither)

    /// The highest throughput that arithmetic on this dtype could reach (tensor cores included), so a
    /// floor computed from it is never above a time the GPU can achieve; 0 when unknown. Integer
    /// dtypes use the FP32 rate (a rough bound; they are rarely compute-bound).
    const SpecFigure& peakFor(DType t) const;
};

/// Parses the gpus.json document; the error names the entry and key that are wrong.
Result<std::vector<GpuSpec>> parseGpuSpecs(const std::string& json);

/// The table built into Warpscope from resources/gpus.json (embedded at build time).
const std::vector<GpuSpec>& builtinGpuSpecs();

/// The entry whose match string appears in the device name as whole words (so "L4" matches
/// "NVIDIA L4" but not "NVIDIA L40S"), the longest match winning; nullptr when none matches.
const GpuSpec* findGpuSpec(const std::vector<GpuSpec>& specs, const std::string& deviceName);

} // namespace warpscope::core
