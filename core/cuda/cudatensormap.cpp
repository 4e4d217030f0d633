#include "core/cuda/cudatensormap.h"

#include <cstring>

namespace warpscope::core {

Result<std::array<std::byte, 128>> encodeTensorMapWithDriver(
    const DriverApi& api, const TensorMapDesc& d, CUdeviceptr address, const std::string& what)
{
    static_assert(sizeof(CUtensorMap) == 128, "CUtensorMap is 128 bytes");
    const std::string encoder = tensorMapEncoder(d);
    if (d.im2col ? !api.tensorMapEncodeIm2col : !api.tensorMapEncodeTiled)
        return makeError(ErrorCode::Backend,
            what + " is a tensor map, but the CUDA driver has no " + encoder
                + " (it needs CUDA 12.0 or newer); update the driver or run on the emulator");
    // the checks the driver applies, first, so that its bare CUDA_ERROR_INVALID_VALUE gets a reason
    if (const TensorMapProblem p = checkTensorMap(d, address); !p.field.empty())
        return makeError(ErrorCode::BadInput,
            what + ": " + encoder + "'s " + p.field + " " + p.rule + " (CUDA_ERROR_INVALID_VALUE)");
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
    void* global = reinterpret_cast<void*>(static_cast<std::uintptr_t>(address));
    const auto type = static_cast<CUtensorMapDataType>(d.dtype);
    const auto interleave = static_cast<CUtensorMapInterleave>(d.interleave);
    const auto swizzle = static_cast<CUtensorMapSwizzle>(d.swizzle);
    const auto l2 = static_cast<CUtensorMapL2promotion>(d.l2Promotion);
    const auto fill = static_cast<CUtensorMapFloatOOBfill>(d.oobFill);
    int lower[3] = {d.lowerCorner[0], d.lowerCorner[1], d.lowerCorner[2]};
    int upper[3] = {d.upperCorner[0], d.upperCorner[1], d.upperCorner[2]};
    const CUresult rc = d.im2col
        ? api.tensorMapEncodeIm2col(&map, type, d.rank, global, dims, strides, lower, upper, d.channelsPerPixel,
            d.pixelsPerColumn, es, interleave, swizzle, l2, fill)
        : api.tensorMapEncodeTiled(&map, type, d.rank, global, dims, strides, box, es, interleave, swizzle, l2, fill);
    if (rc != CUDA_SUCCESS) {
        const char* name = nullptr;
        if (api.getErrorName)
            api.getErrorName(rc, &name);
        return makeError(ErrorCode::BadInput,
            what + ": " + encoder + " refused the map ("
                + (name ? std::string(name) : "CUresult " + std::to_string(int(rc)))
                + "); check box, swizzle and the buffer's shape");
    }
    std::array<std::byte, 128> out {};
    std::memcpy(out.data(), &map, out.size());
    return out;
}

} // namespace warpscope::core
