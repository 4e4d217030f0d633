#include "core/cuda/cudatensormap.h"

#include <cstring>

namespace warpscope::core {

Result<std::array<std::byte, 128>> encodeTensorMapWithDriver(
    const DriverApi& api, const TensorMapDesc& d, CUdeviceptr address, const std::string& what)
{
    static_assert(sizeof(CUtensorMap) == 128, "CUtensorMap is 128 bytes");
    if (!api.tensorMapEncodeTiled)
        return makeError(ErrorCode::Backend,
            what
                + " is a tensor map, but the CUDA driver has no cuTensorMapEncodeTiled (it needs CUDA 12.0 or "
                  "newer); update the driver or run on the emulator");
    // the checks the driver applies, first, so that its bare CUDA_ERROR_INVALID_VALUE gets a reason
    if (const TensorMapProblem p = checkTensorMap(d, address); !p.field.empty())
        return makeError(ErrorCode::BadInput,
            what + ": cuTensorMapEncodeTiled's " + p.field + " " + p.rule + " (CUDA_ERROR_INVALID_VALUE)");
    cuuint64_t dims[5] = {};
    cuuint64_t strides[4] = {};
    cuuint32_t box[5] = {};
    cuuint32_t es[5] = {};
    for (std::uint32_t i = 0; i < 5; ++i) {
        dims[i] = d.dims[i];
        box[i] = d.box[i];
        es[i] = d.elementStrides[i];
        if (i < 4)
            strides[i] = d.strides[i];
    }
    alignas(64) CUtensorMap map {};
    const CUresult rc = api.tensorMapEncodeTiled(&map, static_cast<CUtensorMapDataType>(d.dtype), d.rank,
        reinterpret_cast<void*>(static_cast<std::uintptr_t>(address)), dims, strides, box, es,
        static_cast<CUtensorMapInterleave>(d.interleave), static_cast<CUtensorMapSwizzle>(d.swizzle),
        static_cast<CUtensorMapL2promotion>(d.l2Promotion), static_cast<CUtensorMapFloatOOBfill>(d.oobFill));
    if (rc != CUDA_SUCCESS) {
        const char* name = nullptr;
        if (api.getErrorName)
            api.getErrorName(rc, &name);
        return makeError(ErrorCode::BadInput,
            what + ": cuTensorMapEncodeTiled refused the map ("
                + (name ? std::string(name) : "CUresult " + std::to_string(int(rc)))
                + "); check box, swizzle and the buffer's shape");
    }
    std::array<std::byte, 128> out {};
    std::memcpy(out.data(), &map, out.size());
    return out;
}

} // namespace warpscope::core
