#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/task/task.h"

#include <cstdint>

namespace warpscope::core {

/// A small, portable, seedable generator (xoshiro256**), so inputs are the same on every machine.
class Rng {
public:
    explicit Rng(std::uint64_t seed);
    std::uint64_t next();
    /// Uniform in [0, 1) with 53 random bits.
    double uniform01();
    /// Standard normal by the Box-Muller transform.
    double normal();

private:
    std::uint64_t m_s[4];
    bool m_haveSpare = false;
    double m_spare = 0.0;
};

/// The seed a buffer's generator uses: a hash of the task's seed for this seed index and the buffer
/// name, so buffers differ from one another and every seed index gives new inputs.
std::uint64_t bufferSeed(std::uint64_t taskSeed, const std::string& bufferName);

/// Fills a buffer of the given shape from its init spec, whose arguments are evaluated with params
/// (the run's). Values are drawn in double precision and rounded once to the dtype (f16/bf16
/// correctly rounded). npy files must match dtype and shape.
Result<Tensor> generateBuffer(const Task& task, const BufferSpec& spec, const std::vector<std::int64_t>& shape,
    const ParamMap& params, std::uint64_t taskSeed);

} // namespace warpscope::core
