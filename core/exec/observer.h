#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace warpscope::core {

// Instrumentation of an emulator launch (ARCHITECTURE §5): memory accesses with the 32 addresses of
// a warp, executed warp-instructions with their masks, and barrier events. Analyses (coalescing,
// bank conflicts, races, uninitialised reads, divergence, per-line counters, provenance, register
// traces) are observers; the emulator knows none of them.
//
// Threading and determinism contract:
//  1. beginLaunch(info) is called once, on the launching thread, before any CTA runs.
//  2. For each CTA, createCta() is called on the worker thread that will run it; calls for different
//     CTAs may run at the same time, so createCta must not touch shared state without a lock.
//     The returned CtaObserver receives every event of that CTA, from that one worker thread, in the
//     order the CTA executed them (warps run in a fixed, thread-count-independent order).
//  3. endCta(sink) is called once per CTA. endCta calls never overlap and arrive in ascending linear
//     CTA index (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)), whatever the number
//     of worker threads. Merge per-CTA results there and the merged result is deterministic.
//     A run stopped early (fault, budget, cancel) delivers the CTAs that finished, still in order.
//  4. endLaunch(completed) is called once, on the launching thread, after the last endCta.
// A launch without observers pays nothing for these hooks.

/// Where an observed access went. Generic is used only when one warp access spans several spaces.
enum class ObservedSpace : std::uint8_t { Global, Shared, Local, Const, Param, Generic };
/// What an observed access did.
enum class AccessKind : std::uint8_t { Load, Store, Atomic };
/// The class of a decoded instruction.
/// Tensor: a tensor-core matrix multiply (mma, wmma.mma, wgmma.mma_async). AsyncCopy: a copy that
/// moves data between global and shared memory without registers (cp.async, cp.async.bulk, TMA).
enum class InstructionClass : std::uint8_t {
    Alu,
    Load,
    Store,
    Atomic,
    Branch,
    Barrier,
    Collective,
    Call,
    Exit,
    Other,
    Tensor,
    AsyncCopy,
};

/// Static facts about one decoded instruction, indexed by pc.
struct ObservedInstruction {
    std::string opcode; ///< "ld.global.f32"
    int ptxLine = 0;
    int sourceLine = 0; ///< 0 when the PTX has no .loc for it
    InstructionClass cls = InstructionClass::Alu;
    bool micro = false; ///< a helper the decoder inserted (register width adaptation), not a PTX instruction
};

/// A global buffer as mapped for the launch.
struct ObservedBuffer {
    std::string name;
    int index = -1; ///< into LaunchRequest::buffers; -1 for a module .global variable
    std::uint64_t address = 0;
    std::uint64_t bytes = 0;
};

/// A variable in shared memory (offset from the CTA's shared window).
struct ObservedSymbol {
    std::string name;
    std::uint64_t offset = 0;
    std::uint64_t bytes = 0;
};

/// A register slot: lane i's value sits at offset + i * bytes in the warp's register file;
/// bytes == 0 marks a predicate, stored as a 32-bit lane mask at offset.
struct ObservedRegister {
    std::string name;
    std::uint32_t offset = 0;
    std::uint16_t bytes = 0;
};

/// Everything static about a launch, given to beginLaunch.
struct LaunchInfo {
    std::string kernel;
    std::array<std::uint32_t, 3> grid {1, 1, 1};
    std::array<std::uint32_t, 3> block {1, 1, 1};
    std::uint32_t sharedBytes = 0; ///< static + dynamic
    std::uint64_t ctaCount = 0;
    std::vector<ObservedInstruction> instructions;
    std::vector<ObservedBuffer> buffers;
    std::vector<ObservedSymbol> sharedVariables;
    std::vector<ObservedRegister> registers;
};

/// One CTA, as its sink is created.
struct CtaInfo {
    std::array<std::uint32_t, 3> block {0, 0, 0};
    std::uint64_t linear = 0;
    std::uint32_t warps = 0;
    std::uint32_t threads = 0;
    /// The CTA's shared memory while it runs (null in synthetic event streams): a store's event comes
    /// after the store, so racecheck reads the values written there.
    const std::byte* shared = nullptr;
};

/// Read access to one warp's registers after an instruction ran.
class WarpRegisters {
public:
    explicit WarpRegisters(const std::byte* base)
        : m_base(base)
    { }
    /// The lane's value of a register (zero-extended), or 0/1 for a predicate.
    std::uint64_t read(const ObservedRegister& r, int lane) const
    {
        if (r.bytes == 0) {
            std::uint32_t mask = 0;
            std::memcpy(&mask, m_base + r.offset, 4);
            return (mask >> lane) & 1u;
        }
        std::uint64_t v = 0;
        std::memcpy(&v, m_base + r.offset + static_cast<std::size_t>(lane) * r.bytes, r.bytes <= 8 ? r.bytes : 8);
        return v;
    }

private:
    const std::byte* m_base;
};

/// A warp executed the instruction at pc.
struct InstructionEvent {
    std::uint32_t pc = 0;
    std::uint32_t warp = 0;
    std::uint32_t activeMask = 0; ///< lanes at this pc
    std::uint32_t executedMask = 0; ///< active lanes whose guard predicate held
    const WarpRegisters* registers = nullptr; ///< set when the observer asked for registers
};

/// A warp's memory instruction: one address per lane (the first byte of the lane's access).
struct MemoryEvent {
    std::uint32_t pc = 0;
    std::uint32_t warp = 0;
    std::uint32_t activeMask = 0; ///< lanes that performed the access
    ObservedSpace space = ObservedSpace::Global;
    AccessKind kind = AccessKind::Load;
    std::uint8_t bytes = 0; ///< per element
    std::uint8_t vector = 1; ///< elements per lane (.v2 / .v4), contiguous from the address
    int ptxLine = 0;
    int sourceLine = 0;
    const std::uint64_t* addresses = nullptr; ///< 32 entries; space-relative for shared/local/const/param
    bool async = false; ///< one side of an asynchronous copy (cp.async, TMA): no register holds the data
};

/// A barrier event of one warp.
struct BarrierEvent {
    enum class Kind { Arrive, Release, WarpSync };
    Kind kind = Kind::Arrive;
    std::uint32_t pc = 0;
    std::uint32_t warp = 0;
    std::uint32_t barrier = 0;
    std::uint32_t mask = 0; ///< lanes arriving or released
};

/// What one instruction (pc) did in one CTA, tallied by the emulator itself: cheaper than an
/// InstructionEvent per warp-instruction for observers that only count.
struct InstructionCount {
    std::uint64_t warps = 0; ///< warp-level executions (predicated-off ones included)
    std::uint64_t lanes = 0; ///< active lanes summed over them
    std::uint64_t lanesOn = 0; ///< lanes whose guard held
    std::uint64_t split = 0; ///< executions whose guard held for some active lanes but not all
};

/// Receives the events of one CTA in execution order (see the contract above).
class CtaObserver {
public:
    virtual ~CtaObserver() = default;
    virtual void onInstruction(const InstructionEvent&) { }
    virtual void onMemory(const MemoryEvent&) { }
    virtual void onBarrier(const BarrierEvent&) { }
    /// Once, after the CTA's last event, for an observer interested in instructionCounts: one entry
    /// per pc of LaunchInfo::instructions.
    virtual void onInstructionCounts(const std::vector<InstructionCount>&) { }
};

/// Instrumentation attached through RunControl::observers (emulator only; see the contract above).
class ExecutionObserver {
public:
    /// Which events the observer wants; the emulator skips the work for the others.
    struct Interest {
        bool instructions = false;
        bool memory = false;
        bool barriers = false;
        bool registers = false; ///< InstructionEvent::registers is set (implies instructions)
        /// Per-pc tallies at the end of each CTA (onInstructionCounts) instead of every event.
        bool instructionCounts = false;
        /// Instruction events only where a warp runs with some of its live (not exited) lanes
        /// elsewhere, and for instructions that exit lanes: what divergence checks need, without the
        /// cost of every converged instruction. Ignored when `instructions` is set.
        bool divergedInstructions = false;
    };
    virtual ~ExecutionObserver() = default;
    virtual Interest interest() const = 0;
    virtual void beginLaunch(const LaunchInfo&) { }
    /// Called on the worker thread that runs the CTA; may run concurrently for different CTAs.
    virtual std::unique_ptr<CtaObserver> createCta(const CtaInfo& cta) = 0;
    /// Serialized, in ascending linear CTA index.
    virtual void endCta(const CtaInfo& cta, std::unique_ptr<CtaObserver> sink) = 0;
    virtual void endLaunch(bool completed) { (void)completed; }
};

/// The lanes set in a warp mask. A full warp, the common case, is answered without std::popcount,
/// which is a library call on baseline x86-64 (no popcnt instruction): this runs per instruction.
inline std::uint32_t laneCount(std::uint32_t mask)
{
    return mask == ~0u ? 32u : static_cast<std::uint32_t>(std::popcount(mask));
}

/// The thread index (x, y, z) of lane `lane` of warp `warp` in a block of the given dimensions.
inline std::array<std::uint32_t, 3> threadIndexOf(
    const std::array<std::uint32_t, 3>& block, std::uint32_t warp, std::uint32_t lane)
{
    const std::uint32_t linear = warp * 32u + lane;
    return {linear % block[0], (linear / block[0]) % block[1], linear / (block[0] * block[1])};
}

} // namespace warpscope::core
