#pragma once

// Internal to the decoder: the Decoder class used by decoder.cpp (layout, scopes, labels, calls),
// decodeoperands.cpp (operands) and each instruction family's ops_*.cpp (decode + handlers).

#include "core/common/result.h"
#include "core/emu/program.h"
#include "core/emu/ptxast.h"

#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace warpscope::core::emu {

/// What a name in PTX refers to.
struct Symbol {
    enum class Kind { Register, Pred, LaneParam, KernelParam, Shared, Global, Const, Local, Special };
    Kind kind = Kind::Register;
    std::uint32_t slot = 0; ///< register-file offset (Register, Pred, LaneParam, Special)
    std::uint16_t bytes = 0; ///< per-lane bytes (Register, LaneParam, Special)
    std::uint64_t address = 0; ///< space-relative address (memory symbols), offset (KernelParam)
    std::uint64_t size = 0; ///< bytes of the variable
    std::uint32_t frame = kNoPc; ///< Local in a function with a stack frame: address is relative to this slot
};

/// The modifiers of an opcode word ("ld.global.nc.v4.f32"), consumed as a decoder recognises them
/// so that anything left over can be reported.
class Mods {
public:
    explicit Mods(std::string_view opcode);
    std::string_view base() const { return m_base; }
    bool take(std::string_view m);
    /// Index into options of the first one present (consumed), or -1.
    int takeOneOf(std::initializer_list<std::string_view> options);
    /// Consumes and returns the first remaining type modifier (None when there is none).
    PtxType takeType();
    /// The first remaining type modifier, not consumed.
    PtxType peekType() const;
    /// Consumes cache, eviction, ordering and scope qualifiers that do not change the result in a
    /// sequentially consistent emulator (.nc .ca .cg .cs .lu .cv .volatile .relaxed .acquire
    /// .release .cta .gpu .sys .L1::*, .L2::*, .aligned ...).
    void dropNoOps();
    /// The first modifier nobody consumed, or empty.
    std::string_view leftover() const;

private:
    std::string_view m_base;
    std::vector<std::string_view> m_mods;
    std::vector<bool> m_used;
};

class Decoder;
/// Decodes one instruction of a family (the opcode's first word picks it).
using DecodeFn = Status (*)(Decoder& d, const ptx::Instruction& ins, Mods& mods);
using DecodeTable = std::unordered_map<std::string_view, DecodeFn>;

/// Arithmetic opcodes shared by integer and floating-point types; "add" etc. route on the type.
enum class ArithOp { Add, Sub, Mul, Mad, Fma, Div, Rem, Abs, Neg, Min, Max };
Status decodeIntArith(Decoder& d, const ptx::Instruction& ins, Mods& mods, ArithOp op);
Status decodeFloatArith(Decoder& d, const ptx::Instruction& ins, Mods& mods, ArithOp op);
Status decodeHalfArith(Decoder& d, const ptx::Instruction& ins, Mods& mods, ArithOp op);

void registerIntOps(DecodeTable& t);
void registerBitOps(DecodeTable& t);
void registerFloatOps(DecodeTable& t);
void registerMathOps(DecodeTable& t);
void registerHalfOps(DecodeTable& t);
void registerCvtOps(DecodeTable& t);
void registerCompareOps(DecodeTable& t);
void registerMoveOps(DecodeTable& t);
void registerMemoryOps(DecodeTable& t);
void registerAtomicOps(DecodeTable& t);
void registerControlOps(DecodeTable& t);
void registerWarpOps(DecodeTable& t);
void registerStackOps(DecodeTable& t);

/// Decodes `call` through a register (with a .callprototype or a .calltargets list).
Status decodeIndirectCall(Decoder& d, const ptx::Instruction& ins, const ptx::Operand* rets, const ptx::Operand* args,
    const ptx::Operand& callee, const ptx::Operand* targets);

void registerClusterOps(DecodeTable& t);
/// cp.async (Ampere) and its groups (ops_cpasync.cpp); ldmatrix, stmatrix, movmatrix (ops_ldmatrix.cpp).
void registerCpAsyncOps(DecodeTable& t);
void registerMatrixOps(DecodeTable& t);
/// barrier.cluster.arrive / .wait (ops_cluster.cpp); decodeBar forwards it.
Status decodeClusterBarrier(Decoder& d, const ptx::Instruction& ins, Mods& mods);

/// mbarrier.* (ops_mbarrier.cpp); cp.async.bulk*, cp.reduce.async.bulk* and cp.async.mbarrier.arrive
/// (ops_bulk.cpp, which owns the "cp" opcode word and routes the other cp.* forms).
void registerMbarrierOps(DecodeTable& t);
void registerBulkOps(DecodeTable& t);
Status decodeCpAsyncMbarrierArrive(Decoder& d, const ptx::Instruction& ins, Mods& mods);

/// An address operand resolved: base slot (or none) + offset, and the space a symbol implies.
struct AddressRef {
    std::uint32_t base = 0;
    std::uint8_t addrBytes = 0; ///< 0: absolute (offset only)
    std::int64_t offset = 0;
    const Symbol* symbol = nullptr; ///< set when the address is [symbol+off]
};

class Decoder {
public:
    Decoder(const ptx::Module& module, Program& prog);
    Status run(const std::string& entry);
    /// Where `.extern .shared` arrays start (measured by a first pass).
    void setDynamicSharedOffset(std::uint32_t offset) { m_dynamicSharedOffset = offset; }

    // ---- operands (decodeoperands.cpp)
    /// A source operand read as type t: a register (adapted to t's width by a helper instruction
    /// when its width differs), an immediate or symbol address in a constant slot, or a special register.
    Result<std::uint32_t> src(const ptx::Operand& op, PtxType t);
    /// A destination written as type t (narrower registers are extended after the instruction).
    Result<std::uint32_t> dst(const ptx::Operand& op, PtxType t);
    /// A predicate source (a negated one goes through a helper) or destination ('_' allowed).
    Result<std::uint32_t> predSrc(const ptx::Operand& op);
    Result<std::uint32_t> predDst(const ptx::Operand& op);
    /// An address operand [reg+off], [sym+off] or [imm].
    Result<AddressRef> address(const ptx::Operand& op);
    std::uint32_t constSlot(std::uint64_t bits, int bytes);
    std::uint32_t scratch(int bytes);
    std::uint32_t addList(const std::vector<std::uint32_t>& slots);
    const Symbol* lookup(const std::string& name);

    // ---- emission (decoder.cpp)
    /// Appends the instruction (guard and source position of the current PTX instruction), then
    /// any width-adaptation helpers its destinations need. Returns its pc.
    std::uint32_t emit(Instr in);
    /// A helper instruction before the current one (same guard and position).
    void emitMicro(Instr in);
    /// The instruction at pc, to patch after emit.
    Instr& at(std::uint32_t pc) { return m_prog.code[pc]; }
    /// Records that pc's target is a label, resolved when the function ends.
    void branchTo(std::uint32_t pc, const std::string& label, const ptx::Operand& where);
    /// Resolves a call: returns the call-site index (arguments; + 1 holds the results) and, unless
    /// copyBack is false, emits the result copy after the call.
    Result<std::uint32_t> callSite(const ptx::Instruction& ins, const std::string& callee, const ptx::Operand* rets,
        const ptx::Operand* args, bool copyBack = true);
    /// The frame site of a call to callee from the current function, or kNoPc when the callee has no
    /// stack frame (neither recursive nor using alloca).
    std::uint32_t frameSite(const std::string& callee);
    /// Whether the function being decoded has a stack frame, and its frame-base slot.
    bool currentFramed() const;
    std::uint32_t currentFrameSlot() const;
    /// The functions a call through a register may reach: the named .calltargets list, else every
    /// function whose address the module takes and whose parameter counts match.
    Result<std::vector<std::string>> indirectCandidates(
        const ptx::Instruction& ins, const ptx::Operand* targets, std::size_t rets, std::size_t args);
    /// The address a function name stands for (kFunctionBase + 16 * index).
    std::uint64_t functionAddress(const std::string& name) const;
    /// Resolves a .branchtargets list of the current function into pcs in Program::lists (patched
    /// when the function ends); returns {first, count}.
    Result<std::pair<std::uint32_t, std::uint32_t>> branchTargets(const ptx::Operand& list);
    bool inEntry() const { return m_inEntry; }
    Program& program() { return m_prog; }
    const ptx::Module& module() const { return m_module; }
    const ptx::Instruction& current() const { return *m_current; }

    // ---- errors
    /// The PTX is malformed (wrong operand count, unknown register): a BadInput error.
    Status bad(const ptx::Instruction& ins, const std::string& message);
    Status bad(const ptx::Operand& op, const std::string& message);
    /// Well-formed, but not implemented by the emulator: becomes an unsupported instruction.
    Status unsupported(const ptx::Instruction& ins, const std::string& what = {});

private:
    struct Fixup {
        std::uint32_t pc;
        std::string label;
        int line;
        int column;
        std::vector<std::uint32_t> scopes; ///< the blocks the branch is in, outermost first
    };
    struct FunctionFrame {
        bool allocated = false;
        bool decoded = false;
        std::uint32_t pc = kNoPc;
        std::vector<Symbol> params;
        std::vector<Symbol> returns;
        std::vector<std::uint32_t> callSites; ///< call-site indices to patch with pc
        bool framed = false; ///< recursive or using alloca: a frame on the thread's stack per call
        int scc = -1; ///< strongly connected component of the call graph
        std::uint32_t frameSlot = 0; ///< per-lane u64 base of the .local depot (framed only)
        std::uint32_t depotBytes = 0; ///< the function's .local variables (framed only)
    };
    struct PendingFrame {
        std::uint32_t site;
        int caller;
        int callee;
        bool save; ///< caller and callee are in one recursive group: the caller's slots are saved
    };
    struct ListFixup {
        std::uint32_t index;
        std::string label;
        int line;
        int column;
        std::vector<std::uint32_t> scopes;
    };
    /// PTX labels are scoped like names: a label declared in a { } block is seen by that block only,
    /// so inline asm with its own "{ wait: ... bra wait; }" can be inlined or unrolled many times.
    /// Block 0 is the function body; m_labelScopes is the chain of open blocks.
    std::vector<std::uint32_t> m_labelScopes {0};
    std::uint32_t m_labelBlocks = 0;
    /// The pc of label in the innermost of scopes that declares it, or nullptr.
    const std::uint32_t* findLabel(const std::string& label, const std::vector<std::uint32_t>& scopes) const;

    Status layoutModule();
    Status decodeFunction(int index);
    Status declareRegister(const ptx::RegisterDecl& r);
    Status declareVariable(const ptx::Variable& v, bool moduleScope);
    Status allocateFrame(int index);
    Status placeInitializer(const ptx::Variable& v, std::vector<std::byte>& image, std::uint64_t offset);
    Status decodeInstruction(const ptx::Instruction& ins);
    Status finishCalls();
    Status analyseCalls(int entry);
    /// The caller slots a recursive call at the current instruction saves: its live registers.
    FrameSite liveSaves();
    int sourceLineOf(const ptx::SourceLoc& loc);
    std::uint32_t allocSlot(int bytesPerLane, const std::string& name, bool isPred);
    Symbol specialSymbol(const std::string& name, bool& found);
    Result<std::uint32_t> resize(std::uint32_t from, int fromBytes, int toBytes, bool isSigned, bool before);
    Result<std::uint32_t> immediate(const ptx::Operand& op, PtxType t);

    const ptx::Module& m_module;
    Program& m_prog;
    std::vector<std::unordered_map<std::string, Symbol>> m_scopes; ///< [0] module, [1] function, then blocks
    std::unordered_map<std::string, Symbol> m_specials;
    std::unordered_map<std::string, int> m_functionIndex;
    std::vector<FunctionFrame> m_frames;
    std::vector<Fixup> m_fixups;
    std::vector<ListFixup> m_listFixups;
    std::vector<PendingFrame> m_pendingFrames;
    std::map<int, std::vector<std::set<std::string>>> m_live; ///< per function: live-out names per statement
    std::vector<bool> m_addressTaken; ///< per function: its address is taken (a candidate of indirect calls)
    std::unordered_map<std::string, std::uint32_t> m_labels;
    std::map<std::pair<int, std::uint64_t>, std::uint32_t> m_constSlots;
    std::vector<Instr> m_post; ///< helpers to emit after the current instruction
    const ptx::Instruction* m_current = nullptr;
    int m_currentFunction = -1;
    bool m_inEntry = false;
    int m_lastMainLine = 0;
    bool m_unsupportedPending = false;
    std::uint32_t m_sharedAlign = 16;
    std::uint32_t m_dynamicSharedOffset = 0;
    /// The module has wgmma.mma_async: record every instruction's registers (Program::touchSlots) for
    /// asynccheck's in-flight accumulator check (wgmmacheck.h).
    bool m_trackTouches = false;
    /// The registers instruction ins names, for the pcs from `first` to the end of the code.
    void recordTouches(const ptx::Instruction& ins, std::uint32_t first);
};

} // namespace warpscope::core::emu
