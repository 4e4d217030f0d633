// mma.sync.aligned: warp-level matrix multiply-accumulate for every shape and type of the PTX ISA up to
// sm_90. A warp collective: it runs once every lane of the warp is at it; the handler gathers the
// warp's fragments into tiles with the layout tables (mmalayout.h), multiplies with the numerics
// model (mmamath.h) and scatters D back.
#include "core/emu/collective.h"
#include "core/emu/floatmath.h"
#include "core/emu/mmalayout.h"
#include "core/emu/opscommon.h"

#include <cstdio>

namespace warpscope::core::emu {

namespace {

/// The largest tiles any variant has (m16n8k64 s4 A, m16n8k64 B, m8n8k4 quad-pair C/D).
constexpr int kMaxA = 1024;
constexpr int kMaxB = 512;
constexpr int kMaxC = 256;

const MmaVariant& variantOf(const Instr& in)
{
    return *reinterpret_cast<const MmaVariant*>(static_cast<std::intptr_t>(in.imm));
}

/// Walks operand op's registers: fn(tableEntry, bits) for each element of each lane.
template <class F> void gather(const Warp& w, const MmaVariant& v, const std::uint32_t* slots, int op, F&& fn)
{
    const int regs = v.regs[op];
    const int per = v.perReg[op];
    const int ebits = v.entryBits[op];
    const std::uint16_t* index = v.index[op].data();
    for (int r = 0; r < regs; ++r) {
        const std::byte* base = w.regs + slots[r];
        if (v.regBytes[op] == 8) {
            const auto* p = reinterpret_cast<const std::uint64_t*>(base);
            for (int lane = 0; lane < kWarpSize; ++lane)
                fn(index[(lane * regs + r) * per], p[lane]);
            continue;
        }
        const auto* p = reinterpret_cast<const std::uint32_t*>(base);
        const std::uint32_t emask = ebits == 32 ? 0xFFFFFFFFu : (1u << ebits) - 1;
        for (int lane = 0; lane < kWarpSize; ++lane) {
            const std::uint32_t word = p[lane];
            const std::uint16_t* idx = index + (lane * regs + r) * per;
            for (int j = 0; j < per; ++j)
                fn(idx[j], static_cast<std::uint64_t>((word >> (j * ebits)) & emask));
        }
    }
}

/// Writes D from tile bits: each register packs perReg entries of entryBits.
void scatter(Warp& w, const MmaVariant& v, const std::uint32_t* slots, const std::uint64_t* tile)
{
    const int regs = v.regs[kMmaD];
    const int per = v.perReg[kMmaD];
    const int ebits = v.entryBits[kMmaD];
    const std::uint16_t* index = v.index[kMmaD].data();
    for (int r = 0; r < regs; ++r) {
        std::byte* base = w.regs + slots[r];
        if (v.regBytes[kMmaD] == 8) {
            auto* p = reinterpret_cast<std::uint64_t*>(base);
            for (int lane = 0; lane < kWarpSize; ++lane)
                p[lane] = tile[index[lane * regs + r]];
            continue;
        }
        auto* p = reinterpret_cast<std::uint32_t*>(base);
        for (int lane = 0; lane < kWarpSize; ++lane) {
            const std::uint16_t* idx = index + (lane * regs + r) * per;
            std::uint32_t word = 0;
            for (int j = 0; j < per; ++j)
                word |= static_cast<std::uint32_t>(tile[idx[j]]) << (j * ebits);
            p[lane] = word;
        }
    }
}

/// Stops the run: mma needs the whole warp (PTX ISA: undefined when a thread has exited or does not
/// execute the same mma).
Step partialWarp(Warp& w, const Instr& in, std::uint32_t mask, const char* whyId)
{
    char lanes[16];
    std::snprintf(lanes, sizeof lanes, "0x%08x", mask);
    Finding f;
    f.kind = Finding::Kind::BadWarpSyncMask;
    setFindingMessage(f,
        engineMessage("mma.partial_warp",
            {literalMessage(w.prog->info[in.pc].opcode), engineMessage(whyId), literalMessage(lanes)}));
    return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask ? mask : 1u)), std::move(f), true);
}

void computeFloat(const MmaVariant& v, const double* A, const double* B, const double* C, std::uint64_t* D)
{
    std::uint32_t out[kMaxC];
    const int tile = v.m * v.n;
    for (int b = 0; b < v.batch; ++b)
        mmaTileFloat(v.m, v.n, v.k, A + b * v.m * v.k, B + b * v.n * v.k, C + b * tile, out + b * tile, v.type[kMmaA],
            v.type[kMmaD], mmaAccumulation());
    for (int i = 0; i < v.batch * tile; ++i)
        D[i] = out[i];
}

Step mmaOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    if (w.active & ~mask)
        return partialWarp(w, in, mask, "mma.lanes_skip");
    if (const std::optional<Step> g = collectiveGate(w, in, mask, kFullMask))
        return *g;
    if (mask != kFullMask)
        return partialWarp(w, in, mask, "mma.lanes_exited");
    const MmaVariant& v = variantOf(in);
    const std::uint32_t* slots = w.prog->lists.data() + in.target;
    const std::uint32_t* dSlots = slots;
    const std::uint32_t* aSlots = dSlots + v.regs[kMmaD];
    const std::uint32_t* bSlots = aSlots + v.regs[kMmaA];
    const std::uint32_t* cSlots = bSlots + v.regs[kMmaB];
    std::uint64_t D[kMaxC];
    const MmaType at = v.type[kMmaA];
    if (at == MmaType::B1 || v.type[kMmaD] == MmaType::S32) {
        std::int32_t C[kMaxC];
        gather(w, v, cSlots, kMmaC, [&](int i, std::uint64_t bits) { C[i] = static_cast<std::int32_t>(bits); });
        if (at == MmaType::B1) {
            std::uint32_t A[kMaxB], B[kMaxB];
            gather(w, v, aSlots, kMmaA, [&](int i, std::uint64_t bits) { A[i] = static_cast<std::uint32_t>(bits); });
            gather(w, v, bSlots, kMmaB, [&](int i, std::uint64_t bits) { B[i] = static_cast<std::uint32_t>(bits); });
            const int words = v.k / 32;
            for (int i = 0; i < v.m; ++i)
                for (int j = 0; j < v.n; ++j)
                    D[i * v.n + j] = static_cast<std::uint32_t>(
                        mmaDotBits(A + i * words, B + j * words, words, C[i * v.n + j], v.bitOp));
        } else {
            std::int32_t A[kMaxA], B[kMaxB];
            const MmaType bt = v.type[kMmaB];
            gather(w, v, aSlots, kMmaA,
                [&](int i, std::uint64_t bits) { A[i] = mmaDecodeInt(at, static_cast<std::uint32_t>(bits)); });
            gather(w, v, bSlots, kMmaB,
                [&](int i, std::uint64_t bits) { B[i] = mmaDecodeInt(bt, static_cast<std::uint32_t>(bits)); });
            for (int i = 0; i < v.m; ++i)
                for (int j = 0; j < v.n; ++j)
                    D[i * v.n + j] = static_cast<std::uint32_t>(
                        mmaDotInt(A + i * v.k, B + j * v.k, v.k, C[i * v.n + j], v.satfinite));
        }
    } else if (at == MmaType::F64) {
        double A[kMaxB], B[kMaxB], C[kMaxC];
        auto f64 = [](std::uint64_t bits) { return std::bit_cast<double>(bits); };
        gather(w, v, aSlots, kMmaA, [&](int i, std::uint64_t bits) { A[i] = f64(bits); });
        gather(w, v, bSlots, kMmaB, [&](int i, std::uint64_t bits) { B[i] = f64(bits); });
        gather(w, v, cSlots, kMmaC, [&](int i, std::uint64_t bits) { C[i] = f64(bits); });
        for (int i = 0; i < v.m; ++i)
            for (int j = 0; j < v.n; ++j) {
                const double r = mmaDotF64(A + i * v.k, B + j * v.k, v.k, C[i * v.n + j]);
                D[i * v.n + j] = std::bit_cast<std::uint64_t>(r != r ? std::bit_cast<double>(kCanonicalNanF64) : r);
            }
    } else {
        double A[kMaxB], B[kMaxB], C[kMaxC];
        const MmaType bt = v.type[kMmaB];
        const MmaType ct = v.type[kMmaC];
        if (at == MmaType::BF16 && bt == MmaType::BF16) { // the common case, decoded inline
            auto bf16 = [](std::uint64_t bits) {
                return static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(bits) << 16));
            };
            gather(w, v, aSlots, kMmaA, [&](int i, std::uint64_t bits) { A[i] = bf16(bits); });
            gather(w, v, bSlots, kMmaB, [&](int i, std::uint64_t bits) { B[i] = bf16(bits); });
        } else {
            gather(w, v, aSlots, kMmaA,
                [&](int i, std::uint64_t bits) { A[i] = mmaDecodeFloat(at, static_cast<std::uint32_t>(bits)); });
            gather(w, v, bSlots, kMmaB,
                [&](int i, std::uint64_t bits) { B[i] = mmaDecodeFloat(bt, static_cast<std::uint32_t>(bits)); });
        }
        gather(w, v, cSlots, kMmaC,
            [&](int i, std::uint64_t bits) { C[i] = mmaDecodeFloat(ct, static_cast<std::uint32_t>(bits)); });
        computeFloat(v, A, B, C, D);
    }
    scatter(w, v, dSlots, D);
    return Step::Next;
}

constexpr std::uint8_t kMmaOrdered = 1; ///< Instr::flags of mma.sp::ordered_metadata

/// A warning: a metadata field the PTX ISA leaves undefined (the emulator places the stored values
/// as the indices say, the later one winning).
void sparseMetadataFinding(Warp& w, const Instr& in, MmaType a, int K, int bad, bool ordered)
{
    const int row = bad / 64, chunk = bad % 64;
    const std::uint32_t nib = mmaSparseField(a, K, w.r<std::uint32_t>(in.src3), in.op, row, chunk);
    char bits[8];
    std::snprintf(bits, sizeof bits, "%u%u%u%u", (nib >> 3) & 1u, (nib >> 2) & 1u, (nib >> 1) & 1u, nib & 1u);
    Finding f;
    f.kind = Finding::Kind::Other;
    f.severity = Finding::Severity::Warning;
    setFindingMessage(f,
        engineMessage("mma.sparse_metadata",
            {literalMessage(w.prog->info[in.pc].opcode), numberMessage(row), numberMessage(chunk), literalMessage(bits),
                engineMessage(a == MmaType::TF32 ? "mma.sparse_tf32"
                        : ordered                ? "mma.sparse_ordered"
                                                 : "mma.sparse_same_column")}));
    raiseFinding(w, in, 0, std::move(f), false);
}

/// mma.sp / mma.sp::ordered_metadata (structured sparse A, every type up to sm_90): A arrives
/// compressed (k/2 columns, the layout of the dense mma with half the k) plus metadata
/// (mmaSparseColumns says where each stored element goes); the product is the dense one.
Step mmaSpOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    if (w.active & ~mask)
        return partialWarp(w, in, mask, "mma.lanes_skip");
    if (const std::optional<Step> g = collectiveGate(w, in, mask, kFullMask))
        return *g;
    if (mask != kFullMask)
        return partialWarp(w, in, mask, "mma.lanes_exited");
    const MmaVariant& v = variantOf(in);
    const std::uint32_t* list = w.prog->lists.data() + in.target;
    const auto* vc = reinterpret_cast<const MmaVariant*>(
        static_cast<std::uintptr_t>(list[0] | (static_cast<std::uint64_t>(list[1]) << 32)));
    const std::uint32_t* dSlots = list + 2;
    const std::uint32_t* aSlots = dSlots + v.regs[kMmaD];
    const std::uint32_t* bSlots = aSlots + vc->regs[kMmaA];
    const std::uint32_t* cSlots = bSlots + v.regs[kMmaB];
    const MmaType at = v.type[kMmaA], bt = v.type[kMmaB];
    const int K = v.k, half = v.k / 2;
    // where each stored element of row r lands in the dense row: column[r * half + j]
    std::uint8_t column[16 * 64];
    const bool ordered = (in.flags & kMmaOrdered) != 0;
    if (const int bad = mmaSparseColumns(at, K, w.r<std::uint32_t>(in.src3), in.op, column, ordered); bad >= 0)
        sparseMetadataFinding(w, in, at, K, bad, ordered);
    std::uint64_t D[kMaxC];
    if (v.type[kMmaD] == MmaType::S32) {
        std::int32_t Ac[16 * 64], A[16 * 128] = {}, B[8 * 128], C[kMaxC];
        gather(w, *vc, aSlots, kMmaA,
            [&](int i, std::uint64_t bits) { Ac[i] = mmaDecodeInt(at, static_cast<std::uint32_t>(bits)); });
        gather(w, v, bSlots, kMmaB,
            [&](int i, std::uint64_t bits) { B[i] = mmaDecodeInt(bt, static_cast<std::uint32_t>(bits)); });
        gather(w, v, cSlots, kMmaC, [&](int i, std::uint64_t bits) { C[i] = static_cast<std::int32_t>(bits); });
        for (int r = 0; r < 16; ++r)
            for (int j = 0; j < half; ++j)
                A[r * K + column[r * half + j]] = Ac[r * half + j];
        for (int i = 0; i < v.m; ++i)
            for (int j = 0; j < v.n; ++j)
                D[i * v.n + j]
                    = static_cast<std::uint32_t>(mmaDotInt(A + i * K, B + j * K, K, C[i * v.n + j], v.satfinite));
    } else {
        double Ac[16 * 32], A[16 * 64] = {}, B[8 * 64], C[kMaxC];
        gather(w, *vc, aSlots, kMmaA,
            [&](int i, std::uint64_t bits) { Ac[i] = mmaDecodeFloat(at, static_cast<std::uint32_t>(bits)); });
        gather(w, v, bSlots, kMmaB,
            [&](int i, std::uint64_t bits) { B[i] = mmaDecodeFloat(bt, static_cast<std::uint32_t>(bits)); });
        gather(w, v, cSlots, kMmaC,
            [&](int i, std::uint64_t bits) { C[i] = mmaDecodeFloat(v.type[kMmaC], static_cast<std::uint32_t>(bits)); });
        for (int r = 0; r < 16; ++r)
            for (int j = 0; j < half; ++j)
                A[r * K + column[r * half + j]] = Ac[r * half + j];
        computeFloat(v, A, B, C, D);
    }
    scatter(w, v, dSlots, D);
    return Step::Next;
}

/// The registers of one operand: {r0, r1, ...} (a lone register counts as a list of one).
Status operandList(
    Decoder& d, Slots& sl, const ptx::Instruction& ins, const MmaVariant& v, int op, std::vector<std::uint32_t>& slots)
{
    static const char* names[4] = {"d", "a", "b", "c"};
    const ptx::Operand& o = ins.operands[static_cast<std::size_t>(op)];
    std::vector<ptx::Operand> one;
    const std::vector<ptx::Operand>* elems = &o.elements;
    if (o.kind != ptx::Operand::Kind::Vector) {
        one.push_back(o);
        elems = &one;
    }
    if (static_cast<int>(elems->size()) != v.regs[op])
        return d.bad(o,
            std::string("operand ") + names[op] + " of mma." + v.name + " needs " + std::to_string(v.regs[op])
                + " registers of ." + (v.regBytes[op] == 8 ? "f64" : "b32") + " per thread in { }, found "
                + std::to_string(elems->size()));
    const PtxType t = v.regBytes[op] == 8 ? PtxType::B64 : PtxType::B32;
    for (const auto& e : *elems)
        slots.push_back(op == kMmaD ? sl.dst(e, t) : sl.src(e, t));
    return sl.status();
}

Status decodeSparse(Decoder& d, const ptx::Instruction& ins, int m, int n, int k, const MmaType t4[4], bool aRow,
    bool bCol, bool satfinite, bool ordered)
{
    std::string why;
    const MmaVariant* v = mmaVariant(m, n, k, t4, aRow, bCol, satfinite, MmaBitOp::None, why, true);
    if (!v)
        return d.bad(ins, "not a valid mma.sp: " + why);
    const MmaVariant* vc = mmaVariant(m, n, k / 2, t4, aRow, bCol, satfinite, MmaBitOp::None, why);
    if (!vc)
        return d.bad(ins, "not a valid mma.sp: " + why);
    if (auto s = expectOperands(d, ins, 6, "d, a, b, c, e, f"); !s)
        return s;
    const ptx::Operand& f = ins.operands[5];
    const int lanesPerRow = mmaSparseMetaLanes(t4[kMmaA], k);
    const int maxSel = lanesPerRow == 1 ? 3 : lanesPerRow == 2 ? 1 : 0;
    if (f.kind != ptx::Operand::Kind::Integer || f.value < 0 || f.value > maxSel)
        return d.bad(f,
            "the sparsity selector of mma.sp m16n8k" + std::to_string(k) + " ." + mmaTypeName(t4[kMmaA])
                + (maxSel ? " is an integer constant from 0 to " + std::to_string(maxSel) : std::string(" must be 0"))
                + " (it names the lanes of each quad that hold the metadata)");
    Slots sl(d);
    std::vector<std::uint32_t> slots;
    const auto p = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(vc));
    slots.push_back(static_cast<std::uint32_t>(p));
    slots.push_back(static_cast<std::uint32_t>(p >> 32));
    if (auto s = operandList(d, sl, ins, *v, kMmaD, slots); !s)
        return s;
    if (auto s = operandList(d, sl, ins, *vc, kMmaA, slots); !s)
        return s;
    for (const int op : {kMmaB, kMmaC})
        if (auto s = operandList(d, sl, ins, *v, op, slots); !s)
            return s;
    Instr in;
    in.fn = mmaSpOp;
    in.kind = InstructionClass::Tensor;
    in.flags = ordered ? kMmaOrdered : 0;
    in.src3 = sl.src(ins.operands[4], PtxType::B32);
    in.op = static_cast<std::uint8_t>(f.value);
    in.imm = static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(v));
    if (auto s = sl.status(); !s)
        return s;
    in.target = d.addList(slots);
    d.emit(in);
    return Ok {};
}

bool parseShape(std::string_view s, int& m, int& n, int& k)
{
    return std::sscanf(std::string(s).c_str(), "m%dn%dk%d", &m, &n, &k) == 3 && s.front() == 'm';
}

Status decodeMma(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    int m = 0, n = 0, k = 0;
    bool haveShape = false;
    int layouts = 0;
    bool aRow = true, bCol = true, satfinite = false;
    MmaBitOp bitOp = MmaBitOp::None;
    bool popc = false;
    bool sparse = false, ordered = false;
    std::vector<MmaType> types;
    std::string_view rest(ins.opcode);
    rest.remove_prefix(std::min(rest.size(), std::string_view("mma").size()));
    while (!rest.empty()) {
        rest.remove_prefix(1);
        const std::size_t dot = rest.find('.');
        const std::string_view tok = rest.substr(0, dot);
        rest = dot == std::string_view::npos ? std::string_view() : rest.substr(dot);
        if (tok == "sp" || tok == "sp::ordered_metadata") {
            sparse = true;
            ordered = tok == "sp::ordered_metadata";
            mods.take(tok);
            continue;
        }
        if (tok.starts_with("kind::") || tok == "block_scale")
            return d.unsupported(ins, "." + std::string(tok) + " (sm_100+/sm_120 forms)");
        bool used = true;
        if (tok == "row" || tok == "col") {
            (layouts == 0 ? aRow : bCol) = layouts == 0 ? tok == "row" : tok == "col";
            ++layouts;
        } else if (tok == "satfinite") {
            satfinite = true;
        } else if (tok == "xor" || tok == "and") {
            bitOp = tok == "xor" ? MmaBitOp::Xor : MmaBitOp::And;
        } else if (!haveShape && parseShape(tok, m, n, k)) {
            haveShape = true;
        } else if (const MmaType t = parseMmaType(tok); t != MmaType::None) {
            types.push_back(t);
        } else {
            popc = popc || tok == "popc";
            used = tok == "popc" || tok == "sync" || tok == "aligned";
        }
        if (used)
            mods.take(tok);
    }
    if (!haveShape || layouts != 2 || types.size() != 4)
        return d.bad(ins,
            "mma needs a shape (.m16n8k16 ...), two layouts (.row/.col) and four types (.dtype.atype.btype.ctype)");
    if (bitOp != MmaBitOp::None && !popc)
        return d.bad(ins, ".xor/.and needs .popc");
    const MmaType t4[4] = {types[0], types[1], types[2], types[3]};
    std::string why;
    if (sparse)
        return decodeSparse(d, ins, m, n, k, t4, aRow, bCol, satfinite, ordered);
    const MmaVariant* v = mmaVariant(m, n, k, t4, aRow, bCol, satfinite, bitOp, why);
    if (!v)
        return d.bad(ins, "not a valid mma: " + why);
    if (auto s = expectOperands(d, ins, 4, "d, a, b, c"); !s)
        return s;
    Slots sl(d);
    std::vector<std::uint32_t> slots;
    for (const int op : {kMmaD, kMmaA, kMmaB, kMmaC})
        if (auto s = operandList(d, sl, ins, *v, op, slots); !s)
            return s;
    Instr in;
    in.fn = mmaOp;
    in.kind = InstructionClass::Tensor;
    in.imm = static_cast<std::int64_t>(reinterpret_cast<std::intptr_t>(v));
    in.target = d.addList(slots);
    d.emit(in);
    return Ok {};
}

} // namespace

void registerMmaOps(DecodeTable& t)
{
    t["mma"] = decodeMma;
}

} // namespace warpscope::core::emu
