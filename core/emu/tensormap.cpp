// Encoding and decoding of the emulator's tensor maps (layout in tensormap.h).
#include "core/emu/tensormap.h"

#include <cstring>

namespace warpscope::core::emu {

namespace {

template <class T> void put(std::array<std::byte, kTensorMapBytes>& out, std::size_t at, T v)
{
    std::memcpy(out.data() + at, &v, sizeof v);
}

template <class T> T get(const std::byte* in, std::size_t at)
{
    T v;
    std::memcpy(&v, in + at, sizeof v);
    return v;
}

} // namespace

std::array<std::byte, kTensorMapBytes> encodeTensorMap(const TensorMapDesc& d, std::uint64_t address)
{
    std::array<std::byte, kTensorMapBytes> out {};
    put(out, 0, kTensorMapMagic);
    put<std::uint8_t>(out, 4, 1);
    put<std::uint8_t>(out, 5, static_cast<std::uint8_t>(d.dtype));
    put<std::uint8_t>(out, 6, static_cast<std::uint8_t>(d.rank));
    put<std::uint8_t>(out, 7, d.interleave);
    put<std::uint8_t>(out, 8, d.swizzle);
    put<std::uint8_t>(out, 9, d.l2Promotion);
    put<std::uint8_t>(out, 10, d.oobFill);
    put(out, 16, address);
    for (std::size_t i = 0; i < 5; ++i) {
        put(out, 24 + 4 * i, static_cast<std::uint32_t>(d.dims[i]));
        put(out, 80 + 2 * i, static_cast<std::uint16_t>(d.box[i]));
        put(out, 90 + i, static_cast<std::uint8_t>(d.elementStrides[i]));
    }
    for (std::size_t i = 0; i < 4; ++i)
        put(out, 48 + 8 * i, d.strides[i]);
    put<std::uint8_t>(out, 96, d.im2col ? 1 : 0);
    for (std::size_t i = 0; i < 3; ++i) {
        put(out, 98 + 2 * i, static_cast<std::int16_t>(d.lowerCorner[i]));
        put(out, 104 + 2 * i, static_cast<std::int16_t>(d.upperCorner[i]));
    }
    put(out, 110, static_cast<std::uint16_t>(d.channelsPerPixel));
    put(out, 112, static_cast<std::uint16_t>(d.pixelsPerColumn));
    return out;
}

std::optional<TensorMap> decodeTensorMap(const std::byte* in)
{
    if (get<std::uint32_t>(in, 0) != kTensorMapMagic || get<std::uint8_t>(in, 4) != 1)
        return std::nullopt;
    TensorMap m;
    TensorMapDesc& d = m.desc;
    d.dtype = static_cast<TensorMapDataType>(get<std::uint8_t>(in, 5));
    d.rank = get<std::uint8_t>(in, 6);
    d.interleave = get<std::uint8_t>(in, 7);
    d.swizzle = get<std::uint8_t>(in, 8);
    d.l2Promotion = get<std::uint8_t>(in, 9);
    d.oobFill = get<std::uint8_t>(in, 10);
    m.address = get<std::uint64_t>(in, 16);
    for (std::size_t i = 0; i < 5; ++i) {
        d.dims[i] = get<std::uint32_t>(in, 24 + 4 * i);
        d.box[i] = get<std::uint16_t>(in, 80 + 2 * i);
        d.elementStrides[i] = get<std::uint8_t>(in, 90 + i);
    }
    for (std::size_t i = 0; i < 4; ++i)
        d.strides[i] = get<std::uint64_t>(in, 48 + 8 * i);
    d.im2col = get<std::uint8_t>(in, 96) == 1;
    for (std::size_t i = 0; i < 3; ++i) {
        d.lowerCorner[i] = get<std::int16_t>(in, 98 + 2 * i);
        d.upperCorner[i] = get<std::int16_t>(in, 104 + 2 * i);
    }
    d.channelsPerPixel = get<std::uint16_t>(in, 110);
    d.pixelsPerColumn = get<std::uint16_t>(in, 112);
    if (d.im2col && (d.rank < 3 || d.channelsPerPixel == 0 || d.pixelsPerColumn == 0))
        return std::nullopt;
    if (d.rank < 1 || d.rank > 5 || d.swizzle > 3)
        return std::nullopt;
    return m;
}

} // namespace warpscope::core::emu
