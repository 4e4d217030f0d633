// TMA (PTX ISA 8.x, sm_90): cp.async.bulk.tensor.{1..5}d tile loads global -> shared::cluster with
// mbarrier::complete_tx (and .multicast::cluster), tile stores shared::cta -> global in bulk
// async-groups, cp.reduce.async.bulk.tensor, and cp.async.bulk.prefetch.tensor (a no-op).
//
// The tensor map is read from its generic address (a __grid_constant__ kernel parameter, or global
// memory) in the emulator's encoding (tensormap.h). Box elements are packed in shared memory
// innermost dimension first and placed through the map's swizzle (swizzle.h); elements outside the
// tensor are filled with zeros, or with NaN for the NaN fill of a float type, and loads count them in
// the complete_tx bytes like a GPU does. Element strides pick every es-th element of the box.
// Interleaved layouts are read like non-interleaved ones (the emulator has no reason to reorder).
// The im2col mode (loads with their offsets, stores with .im2col_no_offs) walks the map's pixel
// bounding box (planIm2col).
#include "core/emu/bulkcommon.h"
#include "core/emu/memaccess.h"
#include "core/emu/swizzle.h"
#include "core/emu/tensormap.h"

#include <algorithm>
#include <cstring>

namespace warpscope::core::emu {

namespace {

enum TensorKind : std::uint8_t { Load, Store, Reduce };

constexpr std::uint8_t kTmaMulticast = 1;
constexpr std::uint8_t kTmaIm2col = 2; ///< .im2col (loads: offsets follow the coordinates) or .im2col_no_offs

/// The box of one TMA instruction: element positions in global memory (or none outside the tensor)
/// and their shared-memory offsets through the swizzle.
struct BoxPlan {
    std::uint32_t elem = 0;
    std::vector<std::byte*> global; ///< per element; nullptr outside the tensor
    std::vector<std::uint64_t> globalAddr; ///< per element, for observers (0 outside)
    std::vector<std::uint32_t> shared; ///< per element: offset in the owner CTA's shared memory
};

Step tmaFinding(Warp& w, const Instr& in, int lane, Finding::Kind kind, EngineMessage message)
{
    Finding f;
    f.kind = kind;
    setFindingMessage(f, std::move(message));
    return raiseFinding(w, in, static_cast<std::uint32_t>(lane), std::move(f), true);
}

/// Fills plan for the map and coordinates; raises a finding and returns false when the box touches
/// memory outside its allocations.
bool planBox(Warp& w, const Instr& in, int lane, const TensorMap& map, const std::int32_t* coords,
    std::uint64_t sharedBase, BoxPlan& plan, Step& step)
{
    const TensorMapDesc& d = map.desc;
    plan.elem = tensorMapElementBytes(d.dtype);
    std::array<std::uint32_t, 5> n {1, 1, 1, 1, 1};
    std::uint64_t total = 1;
    for (std::uint32_t i = 0; i < d.rank; ++i) {
        const std::uint32_t es = std::max<std::uint32_t>(1, d.elementStrides[i]);
        n[i] = (d.box[i] + es - 1) / es;
        total *= n[i];
    }
    plan.global.resize(total);
    plan.globalAddr.resize(total);
    plan.shared.resize(total);
    const Swizzle swz = static_cast<Swizzle>(d.swizzle);
    const MemRegion* region = nullptr;
    std::array<std::uint32_t, 5> k {};
    for (std::uint64_t e = 0; e < total; ++e) {
        bool inside = true;
        std::uint64_t addr = map.address;
        for (std::uint32_t i = 0; i < d.rank; ++i) {
            const std::int64_t g
                = std::int64_t(coords[i]) + std::int64_t(k[i]) * std::max<std::uint32_t>(1, d.elementStrides[i]);
            if (g < 0 || static_cast<std::uint64_t>(g) >= d.dims[i]) {
                inside = false;
                break;
            }
            addr += static_cast<std::uint64_t>(g) * (i == 0 ? plan.elem : d.strides[i - 1]);
        }
        plan.shared[e] = static_cast<std::uint32_t>(swizzleAddress(sharedBase + e * plan.elem, swz));
        if (inside) {
            if (!region || addr < region->base || addr + plan.elem > region->base + region->size)
                region = w.launch->findRegion(addr);
            if (!region || addr + plan.elem > region->base + region->size) {
                // the lane-by-lane resolver words the finding (which buffer, how far outside)
                resolveLane(w, in, MemSpace::Global, lane, addr, plan.elem, AccessKind::Load, step);
                return false;
            }
            plan.global[e] = region->host + (addr - region->base);
            plan.globalAddr[e] = addr;
        }
        for (std::uint32_t i = 0; i < d.rank && ++k[i] == n[i]; ++i)
            k[i] = 0;
    }
    return true;
}

/// The elements one copy moves: the box, or for an im2col map pixelsPerColumn pixels of
/// channelsPerPixel channels.
std::uint64_t boxElements(const TensorMapDesc& d)
{
    if (d.im2col)
        return std::uint64_t(d.pixelsPerColumn) * d.channelsPerPixel;
    std::uint64_t total = 1;
    for (std::uint32_t i = 0; i < d.rank; ++i)
        total *= (d.box[i] + std::max<std::uint32_t>(1, d.elementStrides[i]) - 1)
            / std::max<std::uint32_t>(1, d.elementStrides[i]);
    return total;
}

/// planBox for an im2col map (PTX ISA "im2col mode"): the spatial coordinates name the filter base
/// inside the pixel bounding box [lowerCorner, dim + upperCorner) of each spatial dimension; pixels
/// are walked W fastest, then H, D and the image N, from the base, each spatial step by that
/// dimension's element stride and wrapping to the box's lower corner; pixel p reads channels c ..
/// c + channelsPerPixel - 1 at spatial position p + offsets. Element (pixel j, channel ch) lands at
/// (j · channelsPerPixel + ch) · element bytes, swizzled.
bool planIm2col(Warp& w, const Instr& in, int lane, const TensorMap& map, const std::int32_t* coords,
    const std::int32_t* offsets, std::uint64_t sharedBase, BoxPlan& plan, Step& step)
{
    const TensorMapDesc& d = map.desc;
    plan.elem = tensorMapElementBytes(d.dtype);
    const std::uint32_t spatial = d.rank - 2, nDim = d.rank - 1;
    const std::uint64_t total = boxElements(d);
    plan.global.assign(total, nullptr);
    plan.globalAddr.assign(total, 0);
    plan.shared.resize(total);
    const Swizzle swz = static_cast<Swizzle>(d.swizzle);
    const MemRegion* region = nullptr;
    std::array<std::int64_t, 3> pos {};
    for (std::uint32_t i = 0; i < spatial; ++i)
        pos[i] = coords[i + 1];
    std::int64_t image = coords[nDim];
    std::uint64_t e = 0;
    for (std::uint32_t pixel = 0; pixel < d.pixelsPerColumn; ++pixel) {
        bool inside = image >= 0 && static_cast<std::uint64_t>(image) < d.dims[nDim];
        std::uint64_t addr
            = map.address + static_cast<std::uint64_t>(std::max<std::int64_t>(image, 0)) * d.strides[nDim - 1];
        for (std::uint32_t i = 0; i < spatial; ++i) {
            const std::int64_t g = pos[i] + offsets[i];
            inside = inside && g >= 0 && static_cast<std::uint64_t>(g) < d.dims[i + 1];
            addr += static_cast<std::uint64_t>(std::max<std::int64_t>(g, 0)) * d.strides[i];
        }
        for (std::uint32_t ch = 0; ch < d.channelsPerPixel; ++ch, ++e) {
            plan.shared[e] = static_cast<std::uint32_t>(swizzleAddress(sharedBase + e * plan.elem, swz));
            const std::int64_t c = std::int64_t(coords[0]) + ch;
            if (!inside || c < 0 || static_cast<std::uint64_t>(c) >= d.dims[0])
                continue;
            const std::uint64_t at = addr + static_cast<std::uint64_t>(c) * plan.elem;
            if (!region || at < region->base || at + plan.elem > region->base + region->size)
                region = w.launch->findRegion(at);
            if (!region || at + plan.elem > region->base + region->size) {
                resolveLane(w, in, MemSpace::Global, lane, at, plan.elem, AccessKind::Load, step);
                return false;
            }
            plan.global[e] = region->host + (at - region->base);
            plan.globalAddr[e] = at;
        }
        // the next pixel of the bounding box: W fastest, wrapping to the lower corner
        std::uint32_t i = 0;
        for (; i < spatial; ++i) {
            pos[i] += std::max<std::uint32_t>(1, d.elementStrides[i + 1]);
            if (pos[i] < static_cast<std::int64_t>(d.dims[i + 1]) + d.upperCorner[i])
                break;
            pos[i] = d.lowerCorner[i];
        }
        if (i == spatial)
            ++image;
    }
    return true;
}

/// The NaN a NaN fill writes for the element size (float types only reach here).
void fillElement(std::byte* out, const TensorMapDesc& d)
{
    const std::uint32_t elem = tensorMapElementBytes(d.dtype);
    std::memset(out, 0, elem);
    if (d.oobFill != 1)
        return;
    if (elem == 2)
        storeBytes<std::uint16_t>(out, d.dtype == TensorMapDataType::BF16 ? 0x7FC0 : 0x7E00);
    else if (elem == 4)
        storeBytes<std::uint32_t>(out, 0x7FC00000u);
    else
        storeBytes<std::uint64_t>(out, 0x7FF8000000000000ull);
}

Step tensorOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    const std::uint32_t* L = w.prog->lists.data() + in.target;
    const std::uint32_t rank = in.count;
    const std::uint32_t* mapSpec = L + kAddrWords;
    const std::uint32_t* coordSlots = L + (in.op == Load ? 3 : 2) * kAddrWords;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const int lane = std::countr_zero(m);
        Step step = Step::Next;
        const HostRange mapBytes = resolveRange(
            w, in, specSpace(mapSpec), lane, laneAddress(w, mapSpec, lane), 128, 64, AccessKind::Load, step);
        if (!mapBytes.host)
            return step;
        const auto map = decodeTensorMap(mapBytes.host);
        if (!map)
            return tmaFinding(w, in, lane, Finding::Kind::Other, engineMessage("tma.unknown_map"));
        if (map->desc.rank != rank)
            return tmaFinding(w, in, lane, Finding::Kind::Other,
                engineMessage("tma.rank_mismatch", {numberMessage(rank), numberMessage(map->desc.rank)}));
        const bool im2col = (in.flags & kTmaIm2col) != 0;
        if (map->desc.im2col != im2col)
            return tmaFinding(w, in, lane, Finding::Kind::Other,
                engineMessage(im2col ? "tma.im2col_with_tiled_map" : "tma.tiled_with_im2col_map"));
        std::int32_t coords[5] = {}, offsets[3] = {};
        for (std::uint32_t i = 0; i < rank; ++i)
            coords[i] = w.r<std::int32_t>(coordSlots[i])[lane];
        if (im2col && in.op == Load)
            for (std::uint32_t i = 0; i + 2 < rank; ++i)
                offsets[i] = w.r<std::uint16_t>(coordSlots[rank + i])[lane];
        const std::uint64_t sharedAddr = laneAddress(w, L, lane);
        // check the shared side as one range first (alignment, bounds); swizzle stays inside the atom
        BoxPlan plan;
        const std::uint64_t boxBytes = tensorMapElementBytes(map->desc.dtype) * boxElements(map->desc);
        // a swizzle permutes 16-byte chunks inside each 128-byte row: whole rows must be in bounds
        const std::uint64_t span = map->desc.swizzle ? (boxBytes + 127) / 128 * 128 : boxBytes;
        const HostRange sh = resolveRange(w, in, specSpace(L), lane, sharedAddr, span, 128,
            in.op == Load ? AccessKind::Store : AccessKind::Load, step);
        if (!sh.host)
            return step;
        if (im2col ? !planIm2col(w, in, lane, *map, coords, offsets, sh.offset, plan, step)
                   : !planBox(w, in, lane, *map, coords, sh.offset, plan, step))
            return step;
        Cta* owner = sh.owner;
        const TensorMapDesc desc = map->desc;
        if (in.op == Load) {
            // the source is read now; the box lands when a waiter observes the barrier
            auto data = std::make_shared<std::vector<std::byte>>(plan.global.size() * plan.elem);
            std::vector<std::uint64_t> read;
            for (std::size_t e = 0; e < plan.global.size(); ++e) {
                if (plan.global[e]) {
                    std::memcpy(data->data() + e * plan.elem, plan.global[e], plan.elem);
                    read.push_back(plan.globalAddr[e]);
                } else {
                    fillElement(data->data() + e * plan.elem, desc);
                }
            }
            observeAsync(w, in.pc, ObservedSpace::Global, AccessKind::Load, read, plan.elem);
            auto offsets = std::make_shared<std::vector<std::uint32_t>>(std::move(plan.shared));
            const std::uint32_t elem = plan.elem;
            auto landIn = [&w, pc = in.pc, data, offsets, elem](Cta* to) {
                std::vector<std::uint64_t> at;
                for (std::size_t e = 0; e < offsets->size(); ++e) {
                    std::memcpy(to->shared + (*offsets)[e], data->data() + e * elem, elem);
                    at.push_back((*offsets)[e]);
                }
                if (to == w.cta)
                    observeAsync(w, pc, ObservedSpace::Shared, AccessKind::Store, at, elem);
            };
            const auto bytes = static_cast<std::uint32_t>(data->size());
            const std::uint32_t ranks = (in.flags & kTmaMulticast) ? w.r<std::uint16_t>(in.src2)[lane] : 0;
            if (!ranks) {
                if (queueOnBarrier(w, in, lane, L + 2 * kAddrWords, kNoPc, {[landIn, owner] { landIn(owner); }, bytes},
                        sh.offset, owner == nullptr || owner == w.cta ? span : 0)
                    == Step::Fault)
                    return Step::Fault;
                continue;
            }
            const std::size_t ctas = w.cta->cluster ? w.cta->cluster->ctas.size() : 1;
            for (std::uint32_t r = 0; r < 16; ++r) {
                if (!(ranks & (1u << r)))
                    continue;
                if (r >= ctas)
                    return tmaFinding(w, in, lane, Finding::Kind::OutOfBounds,
                        ctas == 1 ? engineMessage("tma.multicast_rank_one", {numberMessage(r)})
                                  : engineMessage("tma.multicast_rank", {numberMessage(r), numberMessage(ctas)}));
                Cta* to = w.cta->cluster ? w.cta->cluster->ctas[r] : w.cta;
                if (queueOnBarrier(
                        w, in, lane, L + 2 * kAddrWords, r, {[landIn, to] { landIn(to); }, bytes}, sh.offset, span)
                    == Step::Fault)
                    return Step::Fault;
            }
            continue;
        }
        // store / reduce: the shared box is read now (the source may be reused after wait_group.read)
        auto data = std::make_shared<std::vector<std::byte>>(plan.shared.size() * plan.elem);
        std::vector<std::uint64_t> read;
        for (std::size_t e = 0; e < plan.shared.size(); ++e) {
            std::memcpy(data->data() + e * plan.elem, owner->shared + plan.shared[e], plan.elem);
            read.push_back(plan.shared[e]);
        }
        observeAsync(w, in.pc, ObservedSpace::Shared, AccessKind::Load, read, plan.elem);
        auto targets = std::make_shared<BoxPlan>(std::move(plan));
        const bool reduce = in.op == Reduce;
        const BulkRed op = static_cast<BulkRed>(in.round);
        const RedType t = redTypeOf(desc.dtype);
        queueBulkGroup(w, lane,
            {[&w, pc = in.pc, data, targets, reduce, op, t] {
                 std::vector<std::uint64_t> wrote;
                 const std::uint32_t elem = targets->elem;
                 for (std::size_t e = 0; e < targets->global.size(); ++e) {
                     std::byte* g = targets->global[e];
                     if (!g)
                         continue; // outside the tensor: a store writes nothing there
                     if (reduce)
                         reduceElement(op, t, g, data->data() + e * elem);
                     else
                         std::memcpy(g, data->data() + e * elem, elem);
                     wrote.push_back(targets->globalAddr[e]);
                 }
                 observeAsync(
                     w, pc, ObservedSpace::Global, reduce ? AccessKind::Atomic : AccessKind::Store, wrote, elem);
             },
                0});
    }
    return Step::Next;
}

} // namespace

Status decodeBulkTensor(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool reduce)
{
    const int dims = mods.takeOneOf({"1d", "2d", "3d", "4d", "5d"});
    const bool prefetch = mods.take("prefetch");
    const int dst = mods.takeOneOf({"shared::cluster", "shared::cta", "global", "L2"});
    const int src = mods.takeOneOf({"global", "shared::cta"});
    mods.take("tile");
    for (const char* wide : {"im2col::w", "im2col::w::128", "tile::gather4", "tile::scatter4"})
        if (mods.take(wide))
            return d.unsupported(ins, std::string("the .") + wide + " load mode (sm_100)");
    const bool im2col = mods.take("im2col") || mods.take("im2col_no_offs");
    const bool mbar = mods.take("mbarrier::complete_tx::bytes");
    const bool group = mods.take("bulk_group");
    Instr in;
    in.fn = tensorOp;
    in.kind = InstructionClass::AsyncCopy;
    if (mods.take("multicast::cluster"))
        in.flags |= kTmaMulticast;
    if (im2col)
        in.flags |= kTmaIm2col;
    const bool hint = mods.take("level::cache_hint");
    if (reduce) {
        const int o = mods.takeOneOf({"add", "min", "max", "inc", "dec", "and", "or", "xor"});
        if (o < 0)
            return d.unsupported(ins, "reduction operator");
        in.round = static_cast<std::uint8_t>(o);
    }
    if (dims < 0 || !mods.leftover().empty())
        return d.unsupported(ins);
    const auto& o = ins.operands;
    in.count = static_cast<std::uint8_t>(dims + 1);
    if (prefetch) {
        // an L2 prefetch: nothing to emulate; the operands are still checked
        if (o.empty() || o[0].kind != ptx::Operand::Kind::Address)
            return d.bad(ins, "expected [tensorMap, {coordinates}]");
        in.fn = [](Warp&, const Instr&, std::uint32_t) { return Step::Next; };
        d.emit(in);
        return Ok {};
    }
    const bool load = dst <= 1 && src == 0 && mbar;
    const bool store = dst == 2 && src == 1 && group;
    if (!load && !store)
        return d.unsupported(ins);
    in.op = load ? Load : reduce ? Reduce : Store;
    const std::size_t mapAt = load ? 1 : 0;
    const std::size_t need = load ? 3 : 2;
    if (im2col && dims < 2)
        return d.bad(ins, "the im2col mode needs a 3d, 4d or 5d tensor");
    const bool offsets = im2col && load; // stores take .im2col_no_offs: no offsets
    const std::size_t extra = (offsets ? 1 : 0) + ((in.flags & kTmaMulticast) ? 1 : 0) + (hint ? 1 : 0);
    if (o.size() != need + extra)
        return d.bad(ins, "wrong number of operands (" + std::to_string(o.size()) + ")");
    const ptx::Operand& mapOp = o[mapAt];
    if (mapOp.kind != ptx::Operand::Kind::Address || mapOp.elements.size() != 1
        || mapOp.elements[0].kind != ptx::Operand::Kind::Vector
        || mapOp.elements[0].elements.size() != static_cast<std::size_t>(in.count))
        return d.bad(mapOp, "expected [tensorMap, {" + std::to_string(in.count) + " coordinates}]");
    std::vector<std::uint32_t> list;
    if (auto s = addAddressWords(d, ins, o[load ? 0 : 1], MemSpace::Shared, list); !s)
        return s;
    if (auto s = addAddressWords(d, ins, mapOp, MemSpace::Generic, list); !s)
        return s;
    if (load)
        if (auto s = addAddressWords(d, ins, o[2], MemSpace::Shared, list); !s)
            return s;
    Slots sl(d);
    for (const auto& c : mapOp.elements[0].elements)
        list.push_back(sl.src(c, PtxType::S32));
    if (offsets) {
        const ptx::Operand& off = o[3];
        if (off.kind != ptx::Operand::Kind::Vector || off.elements.size() != static_cast<std::size_t>(in.count - 2))
            return d.bad(off,
                "the im2col offsets of a " + std::to_string(in.count) + "d copy are {" + std::to_string(in.count - 2)
                    + " 16-bit values}, one per spatial dimension (W, H, D)");
        for (const auto& e : off.elements)
            list.push_back(sl.src(e, PtxType::U16));
    }
    if (in.flags & kTmaMulticast)
        in.src2 = sl.src(o[offsets ? 4 : 3], PtxType::U16);
    if (auto s = sl.status(); !s)
        return s;
    in.target = d.addList(list);
    d.emit(in);
    return Ok {};
}

} // namespace warpscope::core::emu
