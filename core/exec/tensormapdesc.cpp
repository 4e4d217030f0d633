// cuTensorMapEncodeTiled's (and cuTensorMapEncodeIm2col's) documented requirements (CUDA driver API, "Tensor Map Object
// Management"), checked before a launch so that a task gets the driver's answer on any backend.
#include "core/exec/tensormapdesc.h"

namespace warpscope::core {

std::uint32_t tensorMapElementBytes(TensorMapDataType t)
{
    switch (t) {
    case TensorMapDataType::U8:
        return 1;
    case TensorMapDataType::U16:
    case TensorMapDataType::F16:
    case TensorMapDataType::BF16:
        return 2;
    case TensorMapDataType::U64:
    case TensorMapDataType::I64:
    case TensorMapDataType::F64:
        return 8;
    default:
        return 4;
    }
}

bool tensorMapIsFloat(TensorMapDataType t)
{
    return t >= TensorMapDataType::F16;
}

const char* tensorMapEncoder(const TensorMapDesc& d)
{
    return d.im2col ? "cuTensorMapEncodeIm2col" : "cuTensorMapEncodeTiled";
}

namespace {

/// cuTensorMapEncodeIm2col's own rules: ranks 3 to 5, the pixel box corners within the signed range
/// of their rank (16, 8 or 5 bits, PTX ISA "im2col mode"), channelsPerPixel and pixelsPerColumn.
TensorMapProblem checkIm2col(const TensorMapDesc& d, std::uint32_t elem)
{
    auto at = [](const char* name, std::uint32_t i) { return std::string(name) + "[" + std::to_string(i) + "]"; };
    if (d.rank < 3)
        return {"tensorRank", "must be 3, 4 or 5 for an im2col map (it is " + std::to_string(d.rank) + ")"};
    const int bits = d.rank == 3 ? 16 : d.rank == 4 ? 8 : 5;
    const std::int32_t lo = -(1 << (bits - 1)), hi = (1 << (bits - 1)) - 1;
    for (std::uint32_t i = 0; i + 2 < d.rank; ++i)
        for (const auto* c : {&d.lowerCorner, &d.upperCorner})
            if ((*c)[i] < lo || (*c)[i] > hi)
                return {at(c == &d.lowerCorner ? "pixelBoxLowerCorner" : "pixelBoxUpperCorner", i),
                    "must be from " + std::to_string(lo) + " to " + std::to_string(hi) + " for a rank-"
                        + std::to_string(d.rank) + " map (it is " + std::to_string((*c)[i]) + ")"};
    if (d.channelsPerPixel == 0 || d.channelsPerPixel > 256)
        return {
            "channelsPerPixel", "must be non-zero and at most 256 (it is " + std::to_string(d.channelsPerPixel) + ")"};
    if (d.pixelsPerColumn == 0 || d.pixelsPerColumn > 1024)
        return {
            "pixelsPerColumn", "must be non-zero and at most 1024 (it is " + std::to_string(d.pixelsPerColumn) + ")"};
    if (d.interleave == 0 && (d.channelsPerPixel * elem) % 16 != 0)
        return {"channelsPerPixel",
            "times the element size must be a multiple of 16 bytes when interleave is NONE (it is "
                + std::to_string(d.channelsPerPixel * elem) + " bytes)"};
    if (d.interleave == 0 && d.swizzle != 0 && d.swizzle <= 3 && d.channelsPerPixel * elem > (16u << d.swizzle))
        return {"channelsPerPixel",
            "times the element size must be at most the swizzle span (" + std::to_string(16u << d.swizzle)
                + " bytes) when interleave is NONE"};
    return {};
}

} // namespace

TensorMapProblem checkTensorMap(const TensorMapDesc& d, std::uint64_t globalAddress)
{
    auto at = [](const char* name, std::uint32_t i) { return std::string(name) + "[" + std::to_string(i) + "]"; };
    auto is = [](std::uint64_t v) { return " (it is " + std::to_string(v) + ")"; };
    if (static_cast<unsigned>(d.dtype) > static_cast<unsigned>(TensorMapDataType::TF32Ftz))
        return {"tensorDataType", "must be a CUtensorMapDataType"};
    if (d.rank < 1 || d.rank > 5)
        return {"tensorRank", "must be non-zero and at most 5" + is(d.rank)};
    if (d.interleave > 2)
        return {"interleave", "must be NONE, 16B or 32B"};
    if (d.interleave != 0 && d.rank < 3)
        return {"tensorRank", "must be at least 3 when interleave is not NONE" + is(d.rank)};
    const std::uint64_t addrAlign = d.interleave == 2 ? 32 : 16;
    if (globalAddress % addrAlign != 0)
        return {"globalAddress", "must be aligned to " + std::to_string(addrAlign) + " bytes"};
    const std::uint32_t elem = tensorMapElementBytes(d.dtype);
    for (std::uint32_t i = 0; i < d.rank; ++i)
        if (d.dims[i] == 0 || d.dims[i] > (std::uint64_t(1) << 32))
            return {at("globalDim", i), "must be non-zero and at most 2^32" + is(d.dims[i])};
    for (std::uint32_t i = 0; i + 1 < d.rank; ++i) {
        const std::uint64_t s = d.strides[i];
        if (s % addrAlign != 0 || s >= (std::uint64_t(1) << 40))
            return {at("globalStrides", i),
                "must be a multiple of " + std::to_string(addrAlign) + " and less than 2^40" + is(s)};
    }
    if (d.im2col) {
        if (const TensorMapProblem p = checkIm2col(d, elem); !p.field.empty())
            return p;
    }
    for (std::uint32_t i = 0; i < d.rank && !d.im2col; ++i)
        if (d.box[i] == 0 || d.box[i] > 256)
            return {at("boxDim", i), "must be non-zero and at most 256" + is(d.box[i])};
    if (!d.im2col && d.interleave == 0 && (d.box[0] * elem) % 16 != 0)
        return {"boxDim[0]",
            "times the element size must be a multiple of 16 bytes when interleave is NONE (it is "
                + std::to_string(d.box[0] * elem) + " bytes)"};
    for (std::uint32_t i = 0; i < d.rank; ++i)
        if (d.elementStrides[i] == 0 || d.elementStrides[i] > 8)
            return {at("elementStrides", i), "must be non-zero and at most 8" + is(d.elementStrides[i])};
    if (d.swizzle > 3)
        return {"swizzle", "must be NONE, 32B, 64B or 128B"};
    if (!d.im2col && d.interleave == 0 && d.swizzle != 0) {
        const std::uint32_t span = 16u << d.swizzle;
        if (d.box[0] * elem > span)
            return {"boxDim[0]",
                "times the element size must be at most the swizzle span (" + std::to_string(span)
                    + " bytes) when interleave is NONE (it is " + std::to_string(d.box[0] * elem) + " bytes)"};
    }
    if (d.l2Promotion > 3)
        return {"l2Promotion", "must be NONE, 64B, 128B or 256B"};
    if (d.oobFill > 1)
        return {"oobFill", "must be NONE or NAN_REQUEST_ZERO_FMA"};
    if (d.oobFill == 1 && !tensorMapIsFloat(d.dtype))
        return {"oobFill", "may be NAN_REQUEST_ZERO_FMA only for a floating-point tensorDataType"};
    return {};
}

} // namespace warpscope::core
