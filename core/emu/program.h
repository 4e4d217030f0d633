#pragma once

#include "core/emu/ptxast.h"
#include "core/emu/ptxtype.h"
#include "core/exec/observer.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace warpscope::core::emu {

inline constexpr int kWarpSize = 32;
inline constexpr std::uint32_t kFullMask = 0xFFFFFFFFu;
inline constexpr std::uint32_t kNoGuard = 0xFFFFFFFFu;
inline constexpr std::uint32_t kNoPc = 0xFFFFFFFFu;

/// The emulator's generic address map. Each space has its own window so a generic address names
/// its space (cvta adds or removes the window base); global buffers live above kGlobalBase.
inline constexpr std::uint64_t kWindowSize = 0x0000'0100'0000'0000ull;
inline constexpr std::uint64_t kSharedWindow = 0x0000'0100'0000'0000ull;
inline constexpr std::uint64_t kLocalWindow = 0x0000'0200'0000'0000ull;
inline constexpr std::uint64_t kConstWindow = 0x0000'0300'0000'0000ull;
inline constexpr std::uint64_t kParamWindow = 0x0000'0400'0000'0000ull;
inline constexpr std::uint64_t kModuleGlobalBase = 0x0000'6F00'0000'0000ull; ///< module .global variables
inline constexpr std::uint64_t kGlobalBase = 0x0000'7000'0000'0000ull; ///< launch buffers

/// The state space an instruction addresses. LaneParam is a per-thread .param variable (device
/// function parameters and call arguments); Param is the kernel's parameter block.
enum class MemSpace : std::uint8_t { Global, Shared, Local, Const, Param, LaneParam, Generic };

struct Warp;
struct Instr;

/// What a handler asks the scheduler to do next.
enum class Step : std::uint8_t {
    Next, ///< fall through to pc + 1
    Control, ///< the handler set pc / active itself
    Block, ///< no lane of the warp can run now (barrier, exit, collective wait)
    Fault, ///< a finding stops the run
};

/// A decoded instruction's implementation: runs one instruction for the lanes in mask (active lanes
/// whose guard predicate holds) and says what the scheduler does next.
using Handler = Step (*)(Warp& w, const Instr& in, std::uint32_t mask);

/// One decoded instruction: operands resolved to byte offsets in the warp's register file, the
/// handler chosen per opcode and type. Nothing here is looked up by name at run time.
struct Instr {
    Handler fn = nullptr;
    // The operands as register-file byte offsets, in PTX order: `mad d, a, b, c` puts d in dst and
    // a, b, c in src0, src1, src2. A decoder may keep a small number in one instead of a slot; the
    // decoder's comment says so.
    /// destination slot; for ld and st alike the data register (st reads the value it writes there)
    std::uint32_t dst = 0;
    std::uint32_t dst2 = 0; ///< second destination: the q of p|q, a shfl/vote predicate output
    std::uint32_t src0 = 0; ///< first source; for a memory access the address register
    std::uint32_t src1 = 0; ///< second source; atom's operand b
    std::uint32_t src2 = 0; ///< third source (mad's addend, atom.cas's new value, ...)
    /// fourth source (a warp instruction's member mask, mma.sp's metadata, cp.async's src-size),
    /// or a count a handler needs (ldmatrix's matrices, a vector access's register stride)
    std::uint32_t src3 = 0;
    std::uint32_t guard = kNoGuard; ///< predicate slot of @p / @!p
    std::uint32_t target = 0; ///< branch target pc, call-site or list index
    std::int64_t imm = 0; ///< address offset, lop3 table, shift, ...
    std::uint32_t pc = 0; ///< this instruction's index (for messages and events)
    std::uint8_t op = 0; ///< sub-operation: comparison, shuffle mode, atomic op, ...
    std::uint8_t round = 0; ///< RoundMode
    std::uint8_t flags = 0; ///< kFtz, kSat, ...
    MemSpace space = MemSpace::Global;
    std::uint8_t size = 0; ///< bytes per element of a memory access
    std::uint8_t count = 1; ///< vector elements
    std::uint8_t addrBytes = 0; ///< width of the address register: 4, 8, or 0 for an absolute address in imm
    InstructionClass kind = InstructionClass::Alu;
    bool guardNegated = false;
};

/// Instruction flags.
enum : std::uint8_t {
    kFtz = 1,
    kSat = 2,
    kHasDest = 4, ///< atom with a used result, shfl with a predicate output, ...
    kAbsFlag = 8,
    kNanFlag = 16,
    kMicro = 32, ///< a helper inserted by the decoder (width adaptation), not a PTX instruction
    kCarryOut = 64,
};

/// Source positions and text of one pc, for findings, observers and the GUI.
struct InstrInfo {
    int ptxLine = 0;
    int ptxColumn = 0;
    int sourceLine = 0; ///< line in the kernel's own source file (inlined code maps to its call site)
    std::string opcode; ///< "ld.global.f32"
    bool micro = false;
};

/// An immediate broadcast into a slot when a warp starts.
struct ConstInit {
    std::uint32_t offset = 0;
    std::uint16_t bytes = 0;
    std::uint64_t bits = 0;
};

/// Special registers, filled per lane when a warp starts (the clocks are read by their own handler).
enum class Special : std::uint8_t {
    TidX,
    TidY,
    TidZ,
    NtidX,
    NtidY,
    NtidZ,
    CtaidX,
    CtaidY,
    CtaidZ,
    NctaidX,
    NctaidY,
    NctaidZ,
    LaneId,
    WarpId,
    NWarpId,
    SmId,
    NSmId,
    GridId,
    LanemaskEq,
    LanemaskLe,
    LanemaskLt,
    LanemaskGe,
    LanemaskGt,
    DynamicSmem,
    TotalSmem,
    AggrSmem,
    EnvReg, ///< %envreg<index>
    ReservedSmemBegin,
    ReservedSmemEnd,
    ReservedSmemCap,
    ReservedSmemOffset, ///< %reserved_smem_offset_<index>
    IsExplicitCluster,
    ClusterIdX,
    ClusterIdY,
    ClusterIdZ,
    NClusterIdX,
    NClusterIdY,
    NClusterIdZ,
    ClusterCtaidX,
    ClusterCtaidY,
    ClusterCtaidZ,
    ClusterNctaidX,
    ClusterNctaidY,
    ClusterNctaidZ,
    ClusterCtarank,
    ClusterNctarank,
};

/// A special register's slot, filled per lane when a warp starts.
struct SpecialInit {
    std::uint32_t offset = 0;
    Special which = Special::TidX;
    std::uint8_t bytes = 4;
    std::uint8_t index = 0; ///< n of %envreg<n> / %reserved_smem_offset_<n>
};

/// The driver's reserved shared-memory region per CTA (1 KiB from sm_80 on), which the emulator places
/// after the kernel's own shared memory when the kernel reads a %reserved_smem_* register.
inline constexpr std::uint32_t kReservedSharedBytes = 1024;

/// A kernel parameter in the parameter block.
struct KernelParam {
    std::string name;
    std::string type;
    std::uint32_t offset = 0;
    std::uint32_t size = 0;
    std::uint32_t align = 0;
};

/// A byte copy between per-lane slots (call arguments and results).
struct SlotCopy {
    std::uint32_t from = 0;
    std::uint32_t fromStride = 0;
    std::uint32_t to = 0;
    std::uint32_t toStride = 0;
    std::uint32_t bytes = 0;
};

/// A call site: where the callee starts and the slot copies around it.
struct CallSite {
    std::uint32_t calleePc = 0;
    std::uint32_t firstCopy = 0;
    std::uint32_t copyCount = 0;
};

/// One register slot a recursive call saves on the caller's frame (bytes 0: a predicate lane bit).
struct FrameSave {
    std::uint32_t offset = 0;
    std::uint16_t bytes = 0;
};

/// A call into a function with a stack frame (recursive, or using alloca): which caller slots to save
/// on the thread's local-memory stack, and the callee's frame-base slot and .local depot size.
struct FrameSite {
    std::uint32_t firstSave = 0;
    std::uint32_t saveCount = 0;
    std::uint32_t saveBytes = 0; ///< per thread, a multiple of 8
    std::uint32_t depotBytes = 0; ///< the callee's .local variables, a multiple of 16
    std::uint32_t calleeFrameSlot = 0; ///< per-lane u64: where the callee's depot starts
};

/// Per-thread stack bookkeeping: the frame header written below each frame's depot.
inline constexpr std::uint32_t kFrameHeaderBytes = 16;

/// One candidate of an indirect call: the function's address and the call site used for it.
struct IndirectTarget {
    std::uint64_t address = 0;
    std::uint32_t site = 0; ///< into Program::calls (arguments; site + 1 holds the results)
    std::uint32_t frameSite = kNoPc; ///< into Program::frameSites when the callee has a frame
};

/// An indirect call site: its candidates and the per-lane slot recording which one each lane called.
struct IndirectCall {
    std::uint32_t first = 0; ///< into Program::indirectTargets
    std::uint32_t count = 0;
    std::uint32_t chosenSlot = 0; ///< per-lane u32: index of the candidate called
};

/// Where a function's address points in the emulator's address map (for calls through a register).
inline constexpr std::uint64_t kFunctionBase = 0x0000'7E00'0000'0000ull;

/// A kernel decoded for execution: the code of the entry and every function it calls, and the
/// layout of registers, parameters, shared, local, constant and module-global memory.
struct Program {
    std::string kernel;
    std::vector<Instr> code;
    std::vector<InstrInfo> info; ///< per pc
    std::vector<std::uint32_t> lists; ///< slot lists of vector operands
    std::vector<SlotCopy> copies;
    std::vector<CallSite> calls;
    std::vector<std::string> messages; ///< per unsupported-instruction pc

    std::uint32_t regBytes = 0; ///< one warp's register file
    std::vector<ObservedRegister> registers;
    std::vector<ConstInit> constants;
    std::vector<SpecialInit> specials;

    std::vector<KernelParam> params;
    std::uint32_t paramBytes = 0;

    std::vector<ObservedSymbol> sharedVars;
    std::uint32_t sharedStatic = 0; ///< bytes of static shared memory
    std::uint32_t dynamicSharedOffset = 0; ///< where `.extern .shared` arrays start

    std::vector<ObservedSymbol> localVars;
    std::uint32_t localBytes = 0; ///< per thread

    std::vector<std::byte> constImage; ///< the .const bank with its initialisers
    std::vector<ObservedSymbol> constVars;
    std::vector<std::byte> globalImage; ///< module .global variables, at kModuleGlobalBase
    std::vector<ObservedSymbol> globalVars;

    ptx::PerformanceDirectives directives; ///< the entry's .maxntid, .reqntid, ... for the launch checks
    std::uint32_t maxCallDepth = 0; ///< deepest chain of calls, a recursive group counted once
    bool recursive = false; ///< some function can call itself: call depth is bounded by the stack
    bool usesStack = false; ///< recursion, alloca or stacksave: threads get a call stack in local memory
    std::uint32_t stackSlot = 0; ///< per-lane u64 stack pointer (a local-memory offset) when usesStack
    std::uint32_t stackBase = 0; ///< where the stack starts in a thread's local memory
    std::vector<FrameSave> frameSaves;
    std::vector<FrameSite> frameSites;
    std::vector<IndirectTarget> indirectTargets;
    std::vector<IndirectCall> indirectCalls;
    std::vector<std::string> functionNames; ///< by (address - kFunctionBase) / 16, for messages
    bool usesReservedShared = false; ///< reads %reserved_smem_*: the CTA gets the reserved region
    /// The kernel has global atomics whose result depends on the order CTAs run in (float adds,
    /// exch, cas, inc/dec, or a returned old value): CTAs then run one at a time, in order.
    bool orderedGlobalAtomics = false;
    /// barrier.cluster or mapa: CTAs run in co-scheduled clusters (of one CTA without [launch] cluster).
    bool usesCluster = false;
    int mainSourceFile = 0; ///< the .file index of the kernel's own source
    /// The approximate instructions' worst-case handlers, by pc: a launch in a worst-case approx mode
    /// runs a copy of the program with these swapped in, so the default mode pays nothing for them.
    std::vector<std::pair<std::uint32_t, Handler>> approxWorst;
    /// Only for a kernel with wgmma.mma_async (asynccheck, wgmmacheck.h): the register slots each pc
    /// names are touchSlots[touchFirst[pc] .. touchFirst[pc + 1]); empty otherwise.
    std::vector<std::uint32_t> touchFirst;
    std::vector<std::uint32_t> touchSlots;
};

} // namespace warpscope::core::emu
