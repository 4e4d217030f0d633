#include "core/emu/opscommon.h"

#include "core/common/floatbits.h"

#include <type_traits>

namespace warpscope::core::emu {

Step unsupportedOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    Finding f;
    f.kind = Finding::Kind::Unsupported;
    f.message = w.prog->messages[in.target];
    return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask)), std::move(f), true);
}

namespace {

template <class From, class To, bool Signed> Step resizeOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const From* a = w.r<From>(in.src0);
    To* d = w.r<To>(in.dst);
    forLanes(mask, [&](int i) {
        if constexpr (Signed && sizeof(To) > sizeof(From)) {
            using S = std::make_signed_t<From>;
            d[i] = static_cast<To>(static_cast<std::make_signed_t<To>>(static_cast<S>(a[i])));
        } else {
            d[i] = static_cast<To>(a[i]);
        }
    });
    return Step::Next;
}

template <class From, bool Signed> Handler resizeTo(int toBytes)
{
    switch (toBytes) {
    case 1:
        return resizeOp<From, std::uint8_t, Signed>;
    case 2:
        return resizeOp<From, std::uint16_t, Signed>;
    case 4:
        return resizeOp<From, std::uint32_t, Signed>;
    case 8:
        return resizeOp<From, std::uint64_t, Signed>;
    default:
        return nullptr;
    }
}

template <bool Signed> Handler resizeFrom(int fromBytes, int toBytes)
{
    switch (fromBytes) {
    case 1:
        return resizeTo<std::uint8_t, Signed>(toBytes);
    case 2:
        return resizeTo<std::uint16_t, Signed>(toBytes);
    case 4:
        return resizeTo<std::uint32_t, Signed>(toBytes);
    case 8:
        return resizeTo<std::uint64_t, Signed>(toBytes);
    default:
        return nullptr;
    }
}

} // namespace

Handler resizeHandler(int fromBytes, int toBytes, bool isSigned)
{
    return isSigned ? resizeFrom<true>(fromBytes, toBytes) : resizeFrom<false>(fromBytes, toBytes);
}

Step notPredOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    setPredLanes(w.pred(in.dst), mask, ~w.pred(in.src0));
    return Step::Next;
}

Step retCopyOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    const CallSite& site = w.prog->calls[in.target];
    for (std::uint32_t k = 0; k < site.copyCount; ++k) {
        const SlotCopy& c = w.prog->copies[site.firstCopy + k];
        forLanes(mask, [&](int i) {
            std::memcpy(w.regs + c.to + static_cast<std::size_t>(i) * c.toStride,
                w.regs + c.from + static_cast<std::size_t>(i) * c.fromStride, c.bytes);
        });
    }
    return Step::Next;
}

std::uint8_t takeFloatRounding(Mods& mods, bool& present)
{
    const int r = mods.takeOneOf({"rn", "rz", "rm", "rp"});
    present = r >= 0;
    switch (r) {
    case 1:
        return static_cast<std::uint8_t>(RoundMode::TowardZero);
    case 2:
        return static_cast<std::uint8_t>(RoundMode::Down);
    case 3:
        return static_cast<std::uint8_t>(RoundMode::Up);
    default:
        return static_cast<std::uint8_t>(RoundMode::NearestEven);
    }
}

} // namespace warpscope::core::emu
