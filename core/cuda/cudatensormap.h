#pragma once

// A task's tmap: argument on the GPU: the driver's cuTensorMapEncodeTiled turns the backend-neutral
// TensorMapDesc and the buffer's device address into the 128-byte CUtensorMap the kernel receives.

#include "core/common/result.h"
#include "core/cuda/driverapi.h"
#include "core/exec/tensormapdesc.h"

#include <array>
#include <cstddef>
#include <string>

namespace warpscope::core {

/// Encodes desc at address with api.tensorMapEncodeTiled; what names the argument in messages. A
/// driver without the entry point, or one that refuses the map, is a located error.
Result<std::array<std::byte, 128>> encodeTensorMapWithDriver(
    const DriverApi& api, const TensorMapDesc& desc, CUdeviceptr address, const std::string& what);

} // namespace warpscope::core
