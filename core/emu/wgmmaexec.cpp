// wgmma.mma_async on the emulator: gathers A (16 rows per warp: rows 16 · (warp id mod 4) up, from
// registers or a descriptor), B (from its descriptor), multiplies and writes the warp's D registers.
// A sparse A is expanded to the dense product with its metadata (mmaSparseColumns); a single-bit
// product works on 32-bit words of k.
#include "core/emu/wgmmaexec.h"

#include "core/emu/collective.h"
#include "core/emu/mmalayout.h"
#include "core/emu/opscommon.h"
#include "core/emu/swizzle.h"
#include "core/emu/wgmmacheck.h"

#include <vector>

namespace warpscope::core::emu {

namespace {

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

Step sharedFault(Warp& w, const Instr& in, std::uint64_t addr, int bytes, const char* what)
{
    Finding f;
    f.kind = Finding::Kind::OutOfBounds;
    f.space = "shared";
    f.address = addr;
    setFindingMessage(f,
        engineMessage("wgmma.descriptor_beyond_shared",
            {literalMessage(w.prog->info[in.pc].opcode), literalMessage(what), numberMessage(addr),
                numberMessage(bytes), numberMessage(w.launch->sharedBytes)}));
    return raiseFinding(w, in, 0, std::move(f), true);
}

/// Reads unit (mn, k) of a descriptor operand as raw bits (an element, or a 32-bit word of k for
/// .b1: the canonical layouts are in 16-byte units, so words lie where 4-byte elements would); false
/// after a fault.
bool readDesc(Warp& w, std::uint64_t desc, bool kMajor, int eb, int mn, int k, std::uint32_t& bits, std::uint64_t& at)
{
    at = descAddress(desc, kMajor, eb, mn, k);
    if (at + static_cast<std::uint64_t>(eb) > w.launch->sharedBytes)
        return false;
    bits = 0;
    std::memcpy(&bits, w.cta->shared + at, static_cast<std::size_t>(eb));
    return true;
}

} // namespace

Step wgmmaMmaAsyncOp(Warp& w, const Instr& in, std::uint32_t mask)
{
    if (!mask)
        return Step::Next;
    if (const std::optional<Step> g = collectiveGate(w, in, mask, kFullMask))
        return *g;
    if (mask != kFullMask) {
        Finding f;
        f.kind = Finding::Kind::BadWarpSyncMask;
        setFindingMessage(f, engineMessage("wgmma.partial_warp", {literalMessage(w.prog->info[in.pc].opcode)}));
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
    const bool bits1 = op.a == MmaType::B1;
    // units of k: elements, or 32-bit words of k for .b1; a sparse A stores half of them
    const int N = op.n, K = bits1 ? op.k / 32 : op.k, Ka = op.sparse ? K / 2 : K, rows = 16;
    const int row0 = 16 * static_cast<int>(w.id % 4);
    const bool isInt = op.d == MmaType::S32;
    const int aBits = bits1 ? 32 : mmaTypeBits(op.a), aPer = 32 / aBits;
    const int bBytes = bits1 ? 4 : mmaTypeBits(op.b) / 8;
    // A: rows row0..row0+15 of the 64 x K matrix (compressed: 64 x K/2)
    std::uint32_t acomp[16 * 64];
    if (op.aInRegs) {
        for (int lane = 0; lane < kWarpSize; ++lane) {
            const int g = lane >> 2, t = lane & 3;
            for (int i = 0; i < 4 * aPer; ++i) { // the mma.m16n8kK A layout
                const int reg = i / aPer;
                const int r = g + 8 * (reg & 1);
                const int c = t * aPer + i % aPer + 4 * aPer * (reg >> 1);
                const std::uint32_t word = w.r<std::uint32_t>(aSlots[reg])[lane];
                acomp[r * Ka + c] = aBits == 32 ? word : (word >> ((i % aPer) * aBits)) & ((1u << aBits) - 1);
            }
        }
    } else {
        const std::uint64_t desc = w.r<std::uint64_t>(aSlots[0])[0];
        for (int r = 0; r < rows; ++r)
            for (int k = 0; k < Ka; ++k) {
                std::uint64_t at = 0;
                if (!readDesc(w, desc, !op.transA, aBits / 8, row0 + r, k, acomp[r * Ka + k], at))
                    return sharedFault(w, in, at, aBits / 8, "A");
                record(at);
            }
    }
    std::uint32_t araw[16 * 64];
    if (op.sparse) { // the dense row: stored elements where the metadata puts them, zeros elsewhere
        std::uint8_t column[16 * 32];
        if (const int bad = mmaSparseColumns(op.a, K, w.r<std::uint32_t>(in.src3), op.selector, column); bad >= 0) {
            Finding f;
            f.kind = Finding::Kind::Other;
            f.severity = Finding::Severity::Warning;
            setFindingMessage(f,
                engineMessage("wgmma.sparse_metadata",
                    {literalMessage(w.prog->info[in.pc].opcode), numberMessage(row0 + bad / 64),
                        numberMessage(bad % 64),
                        engineMessage(op.a == MmaType::TF32 ? "mma.sparse_tf32" : "mma.sparse_same_column")}));
            raiseFinding(w, in, 0, std::move(f), false);
        }
        std::fill(araw, araw + rows * K, 0u);
        for (int r = 0; r < rows; ++r)
            for (int j = 0; j < Ka; ++j)
                araw[r * K + column[r * Ka + j]] = acomp[r * Ka + j];
    } else {
        std::copy(acomp, acomp + rows * K, araw);
    }
    const std::uint64_t bdesc = w.r<std::uint64_t>(in.src1)[0];
    thread_local std::vector<std::uint32_t> braw;
    braw.resize(static_cast<std::size_t>(N * K));
    for (int n = 0; n < N; ++n)
        for (int k = 0; k < K; ++k) {
            std::uint64_t at = 0;
            if (!readDesc(w, bdesc, !op.transB, bBytes, n, k, braw[static_cast<std::size_t>(n * K + k)], at))
                return sharedFault(w, in, at, bBytes, "B");
            record(at);
        }
    if (npending)
        emitMemory(w, in, (1u << npending) - 1, pending, ObservedSpace::Shared, AccessKind::Load);
    const bool scaleD = (w.pred(in.src2) & 1u) != 0; // uniform across the warpgroup
    // the accumulators a chained wgmma reads: the newest in-flight result for each register, else its value
    const std::uint32_t* accRegs[128];
    for (int reg = 0; reg < op.dRegs; ++reg) {
        const std::uint32_t* p = w.wgmmaInFlight ? wgmmaPending(w, dSlots[reg]) : nullptr;
        accRegs[reg] = p ? p : w.r<std::uint32_t>(dSlots[reg]);
    }
    auto accumulator = [&](int reg) { return accRegs[reg]; };
    // D: rows g and g + 8 of the warp's 16, columns 8j + 2t (+1) for register group j
    const int dBits = mmaTypeBits(op.d), dPer = 32 / dBits;
    auto dPos = [&](int lane, int e, int& r, int& c) {
        const int g = lane >> 2, t = lane & 3, j = e / 4, q = e % 4;
        r = g + 8 * (q / 2);
        c = 8 * j + 2 * t + q % 2;
    };
    std::uint32_t out[16 * 256];
    if (isInt) {
        thread_local std::vector<std::int32_t> B;
        B.resize(static_cast<std::size_t>(N * K));
        std::int32_t A[16 * 64], C[16 * 256];
        for (int i = 0; i < rows * K; ++i)
            A[i] = bits1 ? static_cast<std::int32_t>(araw[i]) : mmaDecodeInt(op.a, araw[i]);
        for (int i = 0; i < N * K; ++i)
            B[static_cast<std::size_t>(i)] = bits1 ? static_cast<std::int32_t>(braw[static_cast<std::size_t>(i)])
                                                   : mmaDecodeInt(op.b, braw[static_cast<std::size_t>(i)]);
        for (int lane = 0; lane < kWarpSize; ++lane)
            for (int e = 0; e < N / 2; ++e) {
                int r = 0, c = 0;
                dPos(lane, e, r, c);
                C[r * N + c] = scaleD ? static_cast<std::int32_t>(accumulator(e)[lane]) : 0;
            }
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < N; ++c) {
                const std::int32_t* a = A + r * K;
                const std::int32_t* b = B.data() + c * K;
                out[r * N + c] = static_cast<std::uint32_t>(bits1
                        ? mmaDotBits(reinterpret_cast<const std::uint32_t*>(a),
                            reinterpret_cast<const std::uint32_t*>(b), K, C[r * N + c], MmaBitOp::And)
                        : mmaDotInt(a, b, K, C[r * N + c], op.satfinite));
            }
    } else {
        thread_local std::vector<double> B;
        B.resize(static_cast<std::size_t>(N * K));
        double A[16 * 64], C[16 * 256];
        for (int i = 0; i < rows * K; ++i)
            A[i] = op.negA ? -mmaDecodeFloat(op.a, araw[i]) : mmaDecodeFloat(op.a, araw[i]);
        for (int i = 0; i < N * K; ++i) {
            const double v = mmaDecodeFloat(op.b, braw[static_cast<std::size_t>(i)]);
            B[static_cast<std::size_t>(i)] = op.negB ? -v : v;
        }
        for (int lane = 0; lane < kWarpSize; ++lane)
            for (int e = 0; e < N / 2; ++e) {
                int r = 0, c = 0;
                dPos(lane, e, r, c);
                const std::uint32_t word = accumulator(e / dPer)[lane];
                C[r * N + c] = !scaleD ? 0.0
                    : dPer == 1        ? static_cast<double>(std::bit_cast<float>(word))
                                       : mmaDecodeFloat(MmaType::F16, (word >> ((e % 2) * 16)) & 0xFFFFu);
            }
        mmaTileFloat(rows, N, K, A, B.data(), C, out, op.a, op.d, mmaAccumulation());
    }
    std::vector<std::uint32_t> values(static_cast<std::size_t>(op.dRegs * kWarpSize));
    for (int lane = 0; lane < kWarpSize; ++lane)
        for (int reg = 0; reg < op.dRegs; ++reg) {
            std::uint32_t word = 0;
            for (int j = 0; j < dPer; ++j) {
                int r = 0, c = 0;
                dPos(lane, reg * dPer + j, r, c);
                word |= out[r * N + c] << (j * dBits);
            }
            values[static_cast<std::size_t>(reg * kWarpSize + lane)] = word;
        }
    // the product is done, but like the tensor cores' it reaches D only when a wgmma.wait_group
    // retires it: until then a read of D sees the old value
    wgmmaIssued(w, in, dSlots, op.dRegs, std::move(values));
    return Step::Next;
}

} // namespace warpscope::core::emu
