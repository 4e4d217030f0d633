#pragma once

// A task's tmap:BUFFER(...) argument turned into the descriptor cuTensorMapEncodeTiled takes: dims and
// strides from the buffer's shape (row-major, contiguous) and dtype, the options from the argument,
// each evaluated with the run's params, and the driver's rules checked so that every backend gives
// the same answer.

#include "core/common/result.h"
#include "core/exec/tensormapdesc.h"
#include "core/task/task.h"

#include <optional>
#include <string>

namespace warpscope::core {

/// The descriptor of arg (Kind::TensorMap) over buffer b. where names the argument ("launch.args[0]";
/// empty when the caller's error already does) for messages; a broken driver rule is reported with
/// the task's option name, the driver's argument name, the rule and CUDA_ERROR_INVALID_VALUE.
Result<TensorMapDesc> buildTensorMapDesc(
    const LaunchArg& arg, const BufferSpec& b, const ParamMap& params, const std::string& where);

/// The tensor-map data type a buffer dtype is copied as (bit-equal where the driver has no signed or
/// 16-bit integer type), or nullopt.
std::optional<TensorMapDataType> tensorMapTypeOf(DType t);

} // namespace warpscope::core
