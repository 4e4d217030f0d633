// Hopper warpgroup MMA (sm_90a): wgmma.mma_async with shared-memory matrix descriptors (every swizzle
// mode, K-major and, for f16/bf16, MN-major) or A in registers; wgmma.fence / commit_group / wait_group;
// setmaxnreg. The emulator completes wgmma.mma_async when it is issued, so fence, commit and wait have
// nothing left to order (reading D before the wait is the asynccheck's business). Every warp of the
// warpgroup computes its own 16 rows of the 64-row D (rows 16 · (warp id mod 4) up), which needs only
// its own registers and the shared B, so no warp waits for another.
#include "core/emu/collective.h"
#include "core/emu/mmamath.h"
#include "core/emu/opscommon.h"
#include "core/emu/swizzle.h"
#include "core/emu/wgmmacheck.h"

#include <cstdio>
#include <map>
#include <memory>
#include <mutex>

namespace warpscope::core::emu {

namespace {

struct WgmmaOp {
    int n = 8, k = 16;
    MmaType d = MmaType::F32, a = MmaType::F16, b = MmaType::F16;
    bool aInRegs = false;
    bool transA = false, transB = false;
    bool negA = false, negB = false;
    bool satfinite = false;
    int dRegs = 4;
};

const WgmmaOp& opOf(const Warp& w, const Instr& in)
{
    const std::uint32_t* l = w.prog->lists.data() + in.target;
    const std::uint64_t p = l[0] | (static_cast<std::uint64_t>(l[1]) << 32);
    return *reinterpret_cast<const WgmmaOp*>(static_cast<std::uintptr_t>(p));
}

/// Byte offset in the CTA's shared memory of element (mn, k) of a descriptor's matrix (A: mn = row of
/// the 64, B: mn = column of the N), for CUTLASS's canonical GMMA layouts (cute::make_gmma_desc).
std::uint64_t descAddress(std::uint64_t desc, bool kMajor, int elemBytes, int mn, int k)
{
    const std::uint64_t start = (desc & 0x3FFFu) << 4;
    const std::uint64_t lbo = ((desc >> 16) & 0x3FFFu) << 4;
    const std::uint64_t sbo = ((desc >> 32) & 0x3FFFu) << 4;
    const int mode = static_cast<int>(desc >> 62);
    const Swizzle sw = mode == 1 ? Swizzle::B128 : mode == 2 ? Swizzle::B64 : mode == 3 ? Swizzle::B32 : Swizzle::None;
    const int x = 1 << swizzleBits(sw); // 16-byte chunks per swizzled row
    const auto eb = static_cast<std::uint64_t>(elemBytes);
    const int t = 16 / elemBytes; // elements per 16 bytes
    const auto umn = static_cast<std::uint64_t>(mn), uk = static_cast<std::uint64_t>(k);
    std::uint64_t addr = start;
    if (kMajor) {
        // ((8,m),(T,2)):((xT,SBO),(1,LBO or T)): 8-row core groups at SBO, rows 16x bytes apart
        addr += (umn % 8) * 16 * static_cast<std::uint64_t>(x) + (umn / 8) * sbo;
        addr += sw == Swizzle::None
            ? (uk % static_cast<std::uint64_t>(t)) * eb + (uk / static_cast<std::uint64_t>(t)) * lbo
            : uk * eb;
    } else if (sw == Swizzle::None) {
        // ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))
        addr += (umn % static_cast<std::uint64_t>(t)) * eb + (umn / static_cast<std::uint64_t>(t)) * sbo + (uk % 8) * 16
            + (uk / 8) * lbo;
    } else {
        // ((T,x,m),(8,k)):((1,T,LBO),(xT,SBO))
        const auto span = static_cast<std::uint64_t>(t * x);
        addr += (umn % span) * eb + (umn / span) * lbo + (uk % 8) * 16 * static_cast<std::uint64_t>(x) + (uk / 8) * sbo;
    }
    return swizzleAddress(addr, sw);
}

int sharedFault(Warp& w, const Instr& in, std::uint64_t addr, int bytes, const char* what)
{
    Finding f;
    f.kind = Finding::Kind::OutOfBounds;
    f.space = "shared";
    f.address = addr;
    f.message = w.prog->info[in.pc].opcode + ": the " + what + " descriptor reads shared memory at offset "
        + std::to_string(addr) + " (" + std::to_string(bytes) + " bytes), beyond the CTA's "
        + std::to_string(w.launch->sharedBytes) + " bytes; check the descriptor's start address, LBO and SBO";
    return raiseFinding(w, in, 0, std::move(f), true);
}

/// Reads element (mn, k) of a descriptor operand as raw bits; false after a fault.
bool readDesc(
    Warp& w, std::uint64_t desc, bool kMajor, MmaType t, int mn, int k, std::uint32_t& bits, std::uint64_t& at)
{
    const int eb = mmaTypeBits(t) / 8;
    at = descAddress(desc, kMajor, eb, mn, k);
    if (at + static_cast<std::uint64_t>(eb) > w.launch->sharedBytes)
        return false;
    bits = 0;
    std::memcpy(&bits, w.cta->shared + at, static_cast<std::size_t>(eb));
    return true;
}

int wgmmaOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return kNext;
    if (const int g = collectiveGate(w, in, mask, kFullMask); g >= 0)
        return g;
    if (mask != kFullMask) {
        Finding f;
        f.kind = Finding::Kind::BadWarpSyncMask;
        f.message = w.prog->info[in.pc].opcode
            + " is a warpgroup instruction, but not every lane of the warp executes it; a GPU gives undefined "
              "results. Run it with all 128 threads of the warpgroup, unguarded and converged";
        return raiseFinding(w, in, static_cast<std::uint32_t>(std::countr_zero(mask)), std::move(f), true);
    }
    const WgmmaOp& op = opOf(w, in);
    // shared-memory reads reach the memory observers (racecheck, initcheck) 32 addresses at a time
    std::uint64_t pending[kWarpSize];
    int npending = 0;
    auto record = [&](std::uint64_t at) {
        if (!w.sinks)
            return;
        pending[npending++] = at;
        if (npending == kWarpSize) {
            emitMemory(w, in, kFullMask, pending, ObservedSpace::Shared, AccessKind::Load);
            npending = 0;
        }
    };
    const std::uint32_t* list = w.prog->lists.data() + in.target + 2;
    const std::uint32_t* dSlots = list;
    const std::uint32_t* aSlots = dSlots + op.dRegs; // 4 registers, or one 64-bit descriptor
    const int N = op.n, K = op.k, rows = 16;
    const int row0 = 16 * static_cast<int>(w.id % 4);
    const bool isInt = op.d == MmaType::S32;
    const int aBits = mmaTypeBits(op.a), aPer = 32 / aBits;
    // A: rows row0..row0+15 of the 64 x K matrix
    std::uint32_t araw[16 * 32];
    if (op.aInRegs) {
        for (int lane = 0; lane < kWarpSize; ++lane) {
            const int g = lane >> 2, t = lane & 3;
            for (int i = 0; i < 4 * aPer; ++i) { // the mma.m16n8kK A layout
                const int reg = i / aPer;
                const int r = g + 8 * (reg & 1);
                const int c = t * aPer + i % aPer + 4 * aPer * (reg >> 1);
                const std::uint32_t word = w.r<std::uint32_t>(aSlots[reg])[lane];
                araw[r * K + c] = aBits == 32 ? word : (word >> ((i % aPer) * aBits)) & ((1u << aBits) - 1);
            }
        }
    } else {
        const std::uint64_t desc = w.r<std::uint64_t>(aSlots[0])[0];
        for (int r = 0; r < rows; ++r)
            for (int k = 0; k < K; ++k) {
                std::uint64_t at = 0;
                if (!readDesc(w, desc, !op.transA, op.a, row0 + r, k, araw[r * K + k], at))
                    return sharedFault(w, in, at, aBits / 8, "A");
                record(at);
            }
    }
    const std::uint64_t bdesc = w.r<std::uint64_t>(in.b)[0];
    std::uint32_t braw[256 * 32];
    for (int n = 0; n < N; ++n)
        for (int k = 0; k < K; ++k) {
            std::uint64_t at = 0;
            if (!readDesc(w, bdesc, !op.transB, op.b, n, k, braw[n * K + k], at))
                return sharedFault(w, in, at, mmaTypeBits(op.b) / 8, "B");
            record(at);
        }
    if (npending)
        emitMemory(w, in, (1u << npending) - 1, pending, ObservedSpace::Shared, AccessKind::Load);
    const bool scaleD = (w.pred(in.c) & 1u) != 0; // uniform across the warpgroup
    // D: rows g and g + 8 of the warp's 16, columns 8j + 2t (+1) for register group j
    const int dBits = mmaTypeBits(op.d), dPer = 32 / dBits;
    auto dPos = [&](int lane, int e, int& r, int& c) {
        const int g = lane >> 2, t = lane & 3, j = e / 4, q = e % 4;
        r = g + 8 * (q / 2);
        c = 8 * j + 2 * t + q % 2;
    };
    std::uint32_t out[16 * 256];
    if (isInt) {
        std::int32_t A[16 * 32], B[256 * 32], C[16 * 256];
        for (int i = 0; i < rows * K; ++i)
            A[i] = mmaDecodeInt(op.a, araw[i]);
        for (int i = 0; i < N * K; ++i)
            B[i] = mmaDecodeInt(op.b, braw[i]);
        for (int lane = 0; lane < kWarpSize; ++lane)
            for (int e = 0; e < N / 2; ++e) {
                int r = 0, c = 0;
                dPos(lane, e, r, c);
                C[r * N + c] = scaleD ? w.r<std::int32_t>(dSlots[e])[lane] : 0;
            }
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < N; ++c)
                out[r * N + c]
                    = static_cast<std::uint32_t>(mmaDotInt(A + r * K, B + c * K, K, C[r * N + c], op.satfinite));
    } else {
        double A[16 * 32], B[256 * 32], C[16 * 256];
        for (int i = 0; i < rows * K; ++i)
            A[i] = op.negA ? -mmaDecodeFloat(op.a, araw[i]) : mmaDecodeFloat(op.a, araw[i]);
        for (int i = 0; i < N * K; ++i)
            B[i] = op.negB ? -mmaDecodeFloat(op.b, braw[i]) : mmaDecodeFloat(op.b, braw[i]);
        for (int lane = 0; lane < kWarpSize; ++lane)
            for (int e = 0; e < N / 2; ++e) {
                int r = 0, c = 0;
                dPos(lane, e, r, c);
                const std::uint32_t word = w.r<std::uint32_t>(dSlots[e / dPer])[lane];
                C[r * N + c] = !scaleD ? 0.0
                    : dPer == 1        ? static_cast<double>(std::bit_cast<float>(word))
                                       : mmaDecodeFloat(MmaType::F16, (word >> ((e % 2) * 16)) & 0xFFFFu);
            }
        mmaTileFloat(rows, N, K, A, B, C, out, op.a, op.d, mmaAccumulation());
    }
    for (int lane = 0; lane < kWarpSize; ++lane)
        for (int reg = 0; reg < op.dRegs; ++reg) {
            std::uint32_t word = 0;
            for (int j = 0; j < dPer; ++j) {
                int r = 0, c = 0;
                dPos(lane, reg * dPer + j, r, c);
                word |= out[r * N + c] << (j * dBits);
            }
            w.r<std::uint32_t>(dSlots[reg])[lane] = word;
        }
    // the product is done, but on a GPU the accumulators stay the tensor cores' until a wait
    wgmmaIssued(w, in, dSlots, op.dRegs);
    return kNext;
}

int noOp(Warp&, const Instr&, std::uint32_t)
{
    return kNext;
}

int commitOp(Warp& w, const Instr&, std::uint32_t mask)
{
    if (mask)
        wgmmaCommitted(w);
    return kNext;
}

int waitOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (mask)
        wgmmaWaited(w, static_cast<std::uint32_t>(in.imm));
    return kNext;
}

Status immediateOf(Decoder& d, const ptx::Operand& o, std::int64_t& v)
{
    if (o.kind != ptx::Operand::Kind::Integer)
        return d.bad(o, "expected an integer constant");
    v = o.value;
    return Ok {};
}

Status decodeMmaAsync(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    WgmmaOp op;
    int m = 0;
    bool haveShape = false, bitOp = false;
    std::vector<MmaType> types;
    std::string_view rest(ins.opcode);
    while (!rest.empty()) {
        const std::size_t dot = rest.find('.');
        const std::string_view tok = rest.substr(0, dot);
        rest = dot == std::string_view::npos ? std::string_view() : rest.substr(dot + 1);
        bool used = true;
        if (tok == "sp" || tok.starts_with("sp::"))
            return d.unsupported(ins, "wgmma.mma_async.sp, the 2:4 sparse form");
        if (tok == "wgmma" || tok == "mma_async")
            used = false; // the base, and the word decodeWgmma already took
        else if (tok == "sync" || tok == "aligned")
            used = true;
        else if (tok == "satfinite")
            op.satfinite = true;
        else if (tok == "and" || tok == "popc")
            bitOp = true;
        else if (!haveShape && std::sscanf(std::string(tok).c_str(), "m%dn%dk%d", &m, &op.n, &op.k) == 3)
            haveShape = true;
        else if (const MmaType t = parseMmaType(tok); t != MmaType::None)
            types.push_back(t);
        else
            used = false;
        if (used)
            mods.take(tok);
    }
    if (bitOp || (types.size() == 3 && types[1] == MmaType::B1))
        return d.unsupported(ins, "single-bit wgmma");
    if (!haveShape || types.size() != 3 || m != 64)
        return d.bad(ins, "wgmma.mma_async needs .m64nNkK and .dtype.atype.btype");
    op.d = types[0];
    op.a = types[1];
    op.b = types[2];
    const bool half = op.a == MmaType::F16 || op.a == MmaType::BF16;
    const bool fp8 = op.a == MmaType::E4M3 || op.a == MmaType::E5M2;
    const bool i8 = op.a == MmaType::S8 || op.a == MmaType::U8;
    const int wantK = half ? 16 : op.a == MmaType::TF32 ? 8 : 32;
    const bool typesOk
        = (half && op.b == op.a && (op.d == MmaType::F32 || (op.a == MmaType::F16 && op.d == MmaType::F16)))
        || (op.a == MmaType::TF32 && op.b == op.a && op.d == MmaType::F32)
        || (fp8 && (op.b == MmaType::E4M3 || op.b == MmaType::E5M2) && (op.d == MmaType::F32 || op.d == MmaType::F16))
        || (i8 && (op.b == MmaType::S8 || op.b == MmaType::U8) && op.d == MmaType::S32);
    if (!typesOk || op.k != wantK || op.n < 8 || op.n > 256 || op.n % 8 != 0 || (op.satfinite && !i8))
        return d.bad(ins, "not a valid wgmma.mma_async shape and type combination");
    op.dRegs = op.d == MmaType::F16 ? op.n / 4 : op.n / 2;
    const ptx::Operand& aOp = ins.operands.size() > 1 ? ins.operands[1] : ins.operands[0];
    op.aInRegs = aOp.kind == ptx::Operand::Kind::Vector;
    // d, a, b-desc, scale-d, then imm-scale-a, imm-scale-b (floats), imm-trans-a (descriptor A), imm-trans-b (f16/bf16)
    const std::size_t want = 4 + (i8 ? 0 : 2) + (half ? (op.aInRegs ? 1 : 2) : 0);
    if (ins.operands.size() != want)
        return d.bad(ins,
            "expected " + std::to_string(want) + " operands (d, a, b-desc, scale-d"
                + (i8 ? "" : ", imm-scale-a, imm-scale-b") + (half ? ", imm-trans-a/b" : "") + ")");
    std::size_t at = 4;
    if (!i8) {
        std::int64_t sa = 0, sb = 0;
        if (auto s = immediateOf(d, ins.operands[at++], sa); !s)
            return s;
        if (auto s = immediateOf(d, ins.operands[at++], sb); !s)
            return s;
        if ((sa != 1 && sa != -1) || (sb != 1 && sb != -1))
            return d.bad(ins, "imm-scale-a and imm-scale-b must be 1 or -1");
        op.negA = sa < 0;
        op.negB = sb < 0;
    }
    if (half) {
        std::int64_t ta = 0, tb = 0;
        if (!op.aInRegs)
            if (auto s = immediateOf(d, ins.operands[at++], ta); !s)
                return s;
        if (auto s = immediateOf(d, ins.operands[at++], tb); !s)
            return s;
        if ((ta != 0 && ta != 1) || (tb != 0 && tb != 1))
            return d.bad(ins, "imm-trans-a and imm-trans-b must be 0 or 1");
        op.transA = ta == 1;
        op.transB = tb == 1;
    }
    Slots sl(d);
    static std::mutex mutex;
    static std::vector<std::unique_ptr<WgmmaOp>> all;
    const WgmmaOp* interned = nullptr;
    {
        std::lock_guard lock(mutex);
        all.push_back(std::make_unique<WgmmaOp>(op));
        interned = all.back().get();
    }
    std::vector<std::uint32_t> list;
    const auto p = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(interned));
    list.push_back(static_cast<std::uint32_t>(p));
    list.push_back(static_cast<std::uint32_t>(p >> 32));
    const ptx::Operand& dOp = ins.operands[0];
    if (dOp.kind != ptx::Operand::Kind::Vector || static_cast<int>(dOp.elements.size()) != op.dRegs)
        return d.bad(dOp,
            "d of wgmma.mma_async .m64n" + std::to_string(op.n) + " ." + mmaTypeName(op.d) + " needs "
                + std::to_string(op.dRegs) + " registers in { }");
    for (const auto& e : dOp.elements)
        list.push_back(sl.dst(e, PtxType::B32));
    // the accumulator is read too: the same registers as sources (scale-d)
    if (op.aInRegs) {
        if (aOp.elements.size() != 4)
            return d.bad(aOp, "wgmma.mma_async with its first matrix in registers needs 4 registers in { }");
        for (const auto& e : aOp.elements)
            list.push_back(sl.src(e, PtxType::B32));
    } else {
        list.push_back(sl.src(aOp, PtxType::B64));
    }
    Instr in;
    in.fn = wgmmaOp;
    in.kind = InstrKind::Tensor;
    in.size = static_cast<std::uint8_t>(mmaTypeBits(op.b) / 8); // the element reads the observers see
    in.b = sl.src(ins.operands[2], PtxType::B64);
    in.c = sl.predSrc(ins.operands[3]);
    if (auto s = sl.status(); !s)
        return s;
    in.target = d.addList(list);
    d.emit(in);
    return Ok {};
}

Status decodeWgmma(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    const int which = mods.takeOneOf({"fence", "commit_group", "wait_group", "mma_async"});
    if (which == 3)
        return decodeMmaAsync(d, ins, mods);
    if (which < 0)
        return d.unsupported(ins);
    mods.take("sync");
    mods.take("aligned");
    if (auto s = expectOperands(d, ins, which == 2 ? 1 : 0, which == 2 ? "N" : "no operands"); !s)
        return s;
    if (which == 2 && ins.operands[0].kind != ptx::Operand::Kind::Integer)
        return d.bad(ins.operands[0], "wgmma.wait_group takes an integer constant");
    Instr in;
    in.fn = which == 1 ? commitOp : which == 2 ? waitOp : noOp;
    in.imm = which == 2 ? ins.operands[0].value : 0;
    in.kind = InstrKind::Other;
    d.emit(in);
    return Ok {};
}

Status decodeSetmaxnreg(Decoder& d, const ptx::Instruction& ins, Mods& mods)
{
    if (mods.takeOneOf({"inc", "dec"}) < 0)
        return d.bad(ins, "setmaxnreg needs .inc or .dec");
    mods.take("sync");
    mods.take("aligned");
    mods.take("u32");
    if (auto s = expectOperands(d, ins, 1, "imm-reg-count"); !s)
        return s;
    std::int64_t n = 0;
    if (auto s = immediateOf(d, ins.operands[0], n); !s)
        return s;
    if (n < 24 || n > 256 || n % 8 != 0)
        return d.bad(ins.operands[0],
            "setmaxnreg's register count must be a multiple of 8 from 24 to 256, found " + std::to_string(n));
    // the emulator has no register file to resize: a no-op once the count is valid
    Instr in;
    in.fn = noOp;
    in.kind = InstrKind::Other;
    d.emit(in);
    return Ok {};
}

} // namespace

void registerWgmmaOps(DecodeTable& t)
{
    t["wgmma"] = decodeWgmma;
    t["setmaxnreg"] = decodeSetmaxnreg;
}

} // namespace warpscope::core::emu
