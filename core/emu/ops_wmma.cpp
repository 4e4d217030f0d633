// wmma.load.{a,b,c}, wmma.store.d and wmma.mma: the WMMA API (CUDA's <mma.h>) on the emulator, for
// every shape, layout and type the PTX ISA's wmma tables list. Warp collectives like mma.sync: they run
// once the whole warp is at them. Loads and stores go through the emulator's checked memory path lane by
// lane (out-of-bounds and misaligned accesses are findings) and are reported to the memory observers.
#include "core/emu/collective.h"
#include "core/emu/floatmath.h"
#include "core/emu/memaccess.h"
#include "core/emu/opscommon.h"
#include "core/emu/wmmafrag.h"

#include <cstdio>
#include <map>
#include <memory>
#include <mutex>

namespace warpscope::core::emu {

namespace {

/// What a wmma instruction needs at run time, interned (stable pointers).
struct WmmaOp {
    WmmaFrag frag[4]; ///< d, a, b, c (loads and stores use frag[0])
    bool rowMajor[2] = {true, true}; ///< loads/stores: [0]; mma: A and B layouts (kept for messages)
    bool satfinite = false;
    MmaBitOp bitOp = MmaBitOp::None;
};

const WmmaOp& opOf(const Warp& w, const Instr& in)
{
    const std::uint32_t* l = w.prog->lists.data() + in.target;
    const std::uint64_t p = l[0] | (static_cast<std::uint64_t>(l[1]) << 32);
    return *reinterpret_cast<const WmmaOp*>(static_cast<std::uintptr_t>(p));
}

const WmmaOp* intern(const WmmaOp& op)
{
    static std::mutex mutex;
    static std::vector<std::unique_ptr<WmmaOp>> all;
    std::lock_guard lock(mutex);
    all.push_back(std::make_unique<WmmaOp>(op));
    return all.back().get();
}

std::optional<Step> wholeWarp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (w.active & ~mask || mask != (kFullMask & ~w.exited) || w.exited) {
        char lanes[16];
        std::snprintf(lanes, sizeof lanes, "0x%08x", mask);
        Finding f;
        f.kind = Finding::Kind::BadWarpSyncMask;
        setFindingMessage(
            f, engineMessage("wmma.partial_warp", {literalMessage(w.prog->info[in.pc].opcode), literalMessage(lanes)}));
        return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask)), std::move(f), true);
    }
    return std::nullopt;
}

/// The gate of every wmma handler: nothing to run now, else the handler's Step.
std::optional<Step> enter(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    if (w.active & ~mask)
        return wholeWarp(w, in, mask);
    if (const std::optional<Step> g = collectiveGate(w, in, mask, kFullMask))
        return *g;
    return wholeWarp(w, in, mask);
}

/// Byte address of a lane's element e and its byte count (sub-byte elements move a whole register).
std::uint64_t elementAddress(
    const WmmaFrag& f, bool rowMajor, std::uint64_t base, std::uint64_t stride, int lane, int e, unsigned& bytes)
{
    int row = 0, col = 0;
    f.position(lane, e, row, col);
    // memory holds A as m x k, B as k x n, C/D as m x n; the fragment's B is n x k
    const std::uint64_t r = f.which == 'b' ? static_cast<std::uint64_t>(col) : static_cast<std::uint64_t>(row);
    const std::uint64_t c = f.which == 'b' ? static_cast<std::uint64_t>(row) : static_cast<std::uint64_t>(col);
    const std::uint64_t index = rowMajor ? r * stride + c : c * stride + r;
    bytes = f.bits < 8 ? 4u : static_cast<unsigned>(f.bits / 8);
    return base + index * static_cast<std::uint64_t>(f.bits) / 8;
}

/// Memory events of one element index across the warp, in the space the access landed in.
void observe(Warp& w, const Instr& in, const std::uint64_t* addr, AccessKind kind)
{
    if (!w.sinks)
        return;
    if (in.space == MemSpace::Generic && (addr[0] & ~(kWindowSize - 1)) == kSharedWindow) {
        std::uint64_t rel[kWarpSize];
        for (int i = 0; i < kWarpSize; ++i)
            rel[i] = addr[i] - kSharedWindow;
        emitMemory(w, in, kFullMask, rel, ObservedSpace::Shared, kind);
    } else {
        emitMemory(w, in, kFullMask, addr, observedSpace(in.space), kind);
    }
}

template <bool Store> Step accessOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (const std::optional<Step> g = enter(w, in, mask))
        return *g;
    const WmmaOp& op = opOf(w, in);
    const WmmaFrag& f = op.frag[0];
    const std::uint32_t* regs = w.prog->lists.data() + in.target + 2;
    std::uint64_t addr[kWarpSize];
    std::uint64_t lo = 0, hi = 0, any = 0;
    computeAddresses(w, in, mask, addr, lo, hi, any);
    const std::uint32_t* stride = w.r<std::uint32_t>(in.src1);
    // sub-byte elements: one 32-bit word per register, else one element at a time
    const bool words = f.bits < 8;
    const int per = f.bits == 64 ? 1 : 32 / f.bits;
    const int units = words ? f.regs : f.elems;
    const AccessKind kind = Store ? AccessKind::Store : AccessKind::Load;
    for (int u = 0; u < units; ++u) {
        const int e = words ? u * per : u;
        const int reg = e / per;
        const int shift = (e % per) * (f.bits == 64 ? 0 : f.bits);
        std::uint64_t at[kWarpSize];
        for (int lane = 0; lane < kWarpSize; ++lane) {
            unsigned bytes = 0;
            at[lane] = elementAddress(f, op.rowMajor[0], addr[lane], stride[lane], lane, e, bytes);
            Step step = Step::Next;
            std::byte* host = resolveLane(w, in, in.space, lane, at[lane], bytes, kind, step);
            if (!host) {
                if (step == Step::Fault)
                    return Step::Fault;
                continue;
            }
            std::byte* r = w.regs + regs[reg] + static_cast<std::size_t>(lane) * static_cast<std::size_t>(f.regBytes);
            if (f.regBytes == 8) {
                if (Store)
                    storeBytes<std::uint64_t>(host, loadBytes<std::uint64_t>(r));
                else
                    storeBytes<std::uint64_t>(r, loadBytes<std::uint64_t>(host));
                continue;
            }
            std::uint32_t word = loadBytes<std::uint32_t>(r);
            const std::uint32_t emask = bytes == 4 ? 0xFFFFFFFFu : (1u << (8 * bytes)) - 1;
            if (Store) {
                const std::uint32_t v = words ? word : (word >> shift) & emask;
                std::memcpy(host, &v, bytes);
            } else {
                std::uint32_t v = 0;
                std::memcpy(&v, host, bytes);
                word = words ? v : (word & ~(emask << shift)) | ((v & emask) << shift);
                storeBytes<std::uint32_t>(r, word);
            }
        }
        observe(w, in, at, kind);
    }
    return Step::Next;
}

/// Gathers a fragment's unique elements into a tile (rows × cols) through fn(position, bits).
template <class F> void gatherFrag(const Warp& w, const WmmaFrag& f, const std::uint32_t* slots, F&& fn)
{
    const int per = f.bits == 64 ? 1 : 32 / f.bits;
    const bool words = f.bits == 1;
    for (int lane = 0; lane < kWarpSize; ++lane)
        for (int e = 0; e < f.unique; e += words ? 32 : 1) {
            const std::byte* r = w.regs + slots[e / per] + static_cast<std::size_t>(lane) * f.regBytes;
            int row = 0, col = 0;
            f.position(lane, e, row, col);
            const int at = row * (words ? f.cols / 32 : f.cols) + (words ? col / 32 : col);
            if (f.regBytes == 8) {
                fn(at, loadBytes<std::uint64_t>(r));
                continue;
            }
            const std::uint32_t word = loadBytes<std::uint32_t>(r);
            fn(at, words || f.bits == 32 ? word : (word >> ((e % per) * f.bits)) & ((1u << f.bits) - 1));
        }
}

Step mmaOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (const std::optional<Step> g = enter(w, in, mask))
        return *g;
    const WmmaOp& op = opOf(w, in);
    const WmmaFrag &fd = op.frag[0], &fa = op.frag[1], &fb = op.frag[2], &fc = op.frag[3];
    const std::uint32_t* d = w.prog->lists.data() + in.target + 2;
    const std::uint32_t* a = d + fd.regs;
    const std::uint32_t* b = a + fa.regs;
    const std::uint32_t* c = b + fb.regs;
    const int M = fd.m, N = fd.n, K = fd.k;
    std::uint64_t D[256];
    const MmaType at = fa.type, bt = fb.type;
    if (at == MmaType::B1) {
        std::uint32_t A[64], B[64];
        std::int32_t C[256];
        gatherFrag(w, fa, a, [&](int i, std::uint64_t v) { A[i] = static_cast<std::uint32_t>(v); });
        gatherFrag(w, fb, b, [&](int i, std::uint64_t v) { B[i] = static_cast<std::uint32_t>(v); });
        gatherFrag(w, fc, c, [&](int i, std::uint64_t v) { C[i] = static_cast<std::int32_t>(v); });
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j)
                D[i * N + j] = static_cast<std::uint32_t>(
                    mmaDotBits(A + i * (K / 32), B + j * (K / 32), K / 32, C[i * N + j], op.bitOp));
    } else if (fd.type == MmaType::S32) {
        std::int32_t A[512], B[512], C[256];
        gatherFrag(w, fa, a, [&](int i, std::uint64_t v) { A[i] = mmaDecodeInt(at, static_cast<std::uint32_t>(v)); });
        gatherFrag(w, fb, b, [&](int i, std::uint64_t v) { B[i] = mmaDecodeInt(bt, static_cast<std::uint32_t>(v)); });
        gatherFrag(w, fc, c, [&](int i, std::uint64_t v) { C[i] = static_cast<std::int32_t>(v); });
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j)
                D[i * N + j]
                    = static_cast<std::uint32_t>(mmaDotInt(A + i * K, B + j * K, K, C[i * N + j], op.satfinite));
    } else if (fd.type == MmaType::F64) {
        double A[64], B[64], C[64];
        gatherFrag(w, fa, a, [&](int i, std::uint64_t v) { A[i] = std::bit_cast<double>(v); });
        gatherFrag(w, fb, b, [&](int i, std::uint64_t v) { B[i] = std::bit_cast<double>(v); });
        gatherFrag(w, fc, c, [&](int i, std::uint64_t v) { C[i] = std::bit_cast<double>(v); });
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j) {
                const double r = mmaDotF64(A + i * K, B + j * K, K, C[i * N + j]);
                D[i * N + j] = std::bit_cast<std::uint64_t>(r != r ? std::bit_cast<double>(kCanonicalNanF64) : r);
            }
    } else {
        double A[512], B[512], C[256];
        const MmaType ct = fc.type;
        gatherFrag(w, fa, a, [&](int i, std::uint64_t v) { A[i] = mmaDecodeFloat(at, static_cast<std::uint32_t>(v)); });
        gatherFrag(w, fb, b, [&](int i, std::uint64_t v) { B[i] = mmaDecodeFloat(bt, static_cast<std::uint32_t>(v)); });
        gatherFrag(w, fc, c, [&](int i, std::uint64_t v) { C[i] = mmaDecodeFloat(ct, static_cast<std::uint32_t>(v)); });
        std::uint32_t out[256];
        mmaTileFloat(M, N, K, A, B, C, out, at, fd.type, mmaAccumulation());
        for (int i = 0; i < M * N; ++i)
            D[i] = out[i];
    }
    // scatter D: element e of a lane's registers
    const int per = fd.bits == 64 ? 1 : 32 / fd.bits;
    for (int lane = 0; lane < kWarpSize; ++lane)
        for (int r = 0; r < fd.regs; ++r) {
            std::byte* reg = w.regs + d[r] + static_cast<std::size_t>(lane) * fd.regBytes;
            if (fd.regBytes == 8) {
                int row = 0, col = 0;
                fd.position(lane, r, row, col);
                storeBytes<std::uint64_t>(reg, D[row * N + col]);
                continue;
            }
            std::uint32_t word = 0;
            for (int j = 0; j < per; ++j) {
                int row = 0, col = 0;
                fd.position(lane, r * per + j, row, col);
                word |= static_cast<std::uint32_t>(D[row * N + col]) << (j * fd.bits);
            }
            storeBytes<std::uint32_t>(reg, word);
        }
    return Step::Next;
}

/// Splits an opcode after "wmma" into its dot-separated words.
std::vector<std::string_view> words(std::string_view opcode)
{
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (at <= opcode.size()) {
        const std::size_t dot = opcode.find('.', at);
        out.push_back(opcode.substr(at, dot == std::string_view::npos ? std::string_view::npos : dot - at));
        if (dot == std::string_view::npos)
            break;
        at = dot + 1;
    }
    return out;
}

Status regList(Decoder& d, Slots& sl, const ptx::Operand& o, const WmmaFrag& f, bool dst, const char* what,
    std::vector<std::uint32_t>& slots)
{
    std::vector<ptx::Operand> one;
    const std::vector<ptx::Operand>* elems = &o.elements;
    if (o.kind != ptx::Operand::Kind::Vector) {
        one.push_back(o);
        elems = &one;
    }
    if (static_cast<int>(elems->size()) != f.regs)
        return d.bad(o,
            std::string(what) + " of an m" + std::to_string(f.m) + "n" + std::to_string(f.n) + "k" + std::to_string(f.k)
                + " ." + mmaTypeName(f.type) + " fragment needs " + std::to_string(f.regs) + " registers in { }, found "
                + std::to_string(elems->size()));
    const PtxType t = f.regBytes == 8 ? PtxType::B64 : PtxType::B32;
    for (const auto& e : *elems)
        slots.push_back(dst ? sl.dst(e, t) : sl.src(e, t));
    return sl.status();
}

void pushPointer(std::vector<std::uint32_t>& list, const WmmaOp* p)
{
    const auto v = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(p));
    list.push_back(static_cast<std::uint32_t>(v));
    list.push_back(static_cast<std::uint32_t>(v >> 32));
}

Status decodeWmma(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const auto w = words(ins.opcode);
    int m = 0, n = 0, k = 0;
    bool haveShape = false, satfinite = false;
    MmaBitOp bitOp = MmaBitOp::None;
    std::vector<bool> layouts;
    std::vector<MmaType> types;
    char which = 0;
    const bool isMma = w.size() > 1 && w[1] == "mma";
    const bool isLoad = w.size() > 1 && w[1] == "load";
    const bool isStore = w.size() > 1 && w[1] == "store";
    if (!isMma && !isLoad && !isStore)
        return d.unsupported(ins);
    mods.take(w[1]);
    for (std::size_t i = 2; i < w.size(); ++i) {
        const std::string_view t = w[i];
        bool used = true;
        if (i == 2 && !isMma && t.size() == 1)
            which = t[0];
        else if (t == "row" || t == "col")
            layouts.push_back(t == "row");
        else if (t == "satfinite")
            satfinite = true;
        else if (t == "xor" || t == "and")
            bitOp = t == "xor" ? MmaBitOp::Xor : MmaBitOp::And;
        else if (!haveShape && std::sscanf(std::string(t).c_str(), "m%dn%dk%d", &m, &n, &k) == 3 && t.front() == 'm')
            haveShape = true;
        else if (const MmaType ty = parseMmaType(t); ty != MmaType::None)
            types.push_back(ty);
        else
            used
                = t == "sync" || t == "aligned" || t == "popc" || t == "rn"; // .rn: the f64 fma chain rounds to nearest
        if (used)
            mods.take(t);
    }
    Instr in;
    in.kind = isMma ? InstructionClass::Tensor : isLoad ? InstructionClass::Load : InstructionClass::Store;
    Slots sl(d);
    WmmaOp op;
    std::string why;
    if (isMma) {
        if (!haveShape || layouts.size() != 2)
            return d.bad(ins, "wmma.mma needs .alayout.blayout and a shape");
        // f16: .dtype.ctype; others: .dtype.atype.btype.ctype
        if (types.size() == 2)
            types = {types[0], MmaType::F16, MmaType::F16, types[1]};
        if (types.size() != 4)
            return d.bad(ins, "wmma.mma needs .dtype.ctype (f16) or .dtype.atype.btype.ctype");
        const char names[4] = {'d', 'a', 'b', 'c'};
        for (int o = 0; o < 4; ++o)
            if (!wmmaFragment(m, n, k, names[o], types[static_cast<std::size_t>(o)], op.frag[o], why))
                return d.bad(ins, why);
        if ((types[1] == MmaType::B1) != (bitOp != MmaBitOp::None))
            return d.bad(ins, ".b1 wmma.mma needs .xor.popc or .and.popc, and only .b1 takes them");
        op.rowMajor[0] = layouts[0];
        op.rowMajor[1] = layouts[1];
        op.satfinite = satfinite;
        op.bitOp = bitOp;
        if (auto s = expectOperands(d, ins, 4, "d, a, b, c"); !s)
            return s;
        std::vector<std::uint32_t> list;
        pushPointer(list, intern(op));
        const char* what[4] = {"d", "a", "b", "c"};
        for (int o = 0; o < 4; ++o)
            if (auto s = regList(d, sl, ins.operands[static_cast<std::size_t>(o)], op.frag[o], o == 0, what[o], list);
                !s)
                return s;
        in.fn = mmaOp;
        in.target = d.addList(list);
        d.emit(in);
        return Ok {};
    }
    in.space = takeSpace(mods);
    if (!haveShape || layouts.size() != 1 || types.size() != 1
        || (isLoad ? (which != 'a' && which != 'b' && which != 'c') : which != 'd'))
        return d.bad(ins,
            isLoad ? "wmma.load needs .a/.b/.c, a layout, a shape and a type"
                   : "wmma.store needs .d, a layout, a shape and a type");
    if (!wmmaFragment(m, n, k, which, types[0], op.frag[0], why))
        return d.bad(ins, why);
    op.rowMajor[0] = layouts[0];
    // one event per element (a 32-bit word for sub-byte types) for the memory observers
    in.size = static_cast<std::uint8_t>(op.frag[0].bits < 8 ? 4 : op.frag[0].bits / 8);
    if (ins.operands.size() != 2 && ins.operands.size() != 3)
        return d.bad(ins, std::string("expected ") + (isLoad ? "r, [p] {, stride}" : "[p], r {, stride}"));
    const ptx::Operand& addrOp = ins.operands[isLoad ? 1 : 0];
    const ptx::Operand& regOp = ins.operands[isLoad ? 0 : 1];
    if (auto s = applyAddress(d, ins, addrOp, in, 4); !s)
        return s;
    if (ins.operands.size() == 3) {
        in.src1 = sl.src(ins.operands[2], PtxType::U32);
    } else {
        // without a stride the matrix is packed: its row (row-major) or column length
        const WmmaFrag& f = op.frag[0];
        const int memRows = f.which == 'b' ? f.k : f.which == 'a' ? f.m : f.m;
        const int memCols = f.which == 'b' ? f.n : f.which == 'a' ? f.k : f.n;
        in.src1 = d.constSlot(static_cast<std::uint64_t>(layouts[0] ? memCols : memRows), 4);
    }
    std::vector<std::uint32_t> list;
    pushPointer(list, intern(op));
    if (auto s = regList(d, sl, regOp, op.frag[0], isLoad, "the register list", list); !s)
        return s;
    in.fn = isLoad ? accessOp<false> : accessOp<true>;
    in.target = d.addList(list);
    d.emit(in);
    return Ok {};
}

} // namespace

void registerWmmaOps(DecodeTable& t)
{
    t["wmma"] = decodeWmma;
}

} // namespace warpscope::core::emu
