#pragma once

// Shared by the bulk-copy families (ops_bulk.cpp: cp.async.bulk, cp.reduce.async.bulk;
// ops_bulktensor.cpp: TMA): address operands kept in Program::lists, range checks that raise located
// findings at issue time, observer events for the async side of a copy, the element reductions, and
// where a copy's completion goes (an mbarrier's complete_tx, or the thread's bulk async-group).

#include "core/emu/decoderimpl.h"
#include "core/emu/mbarrier.h"
#include "core/emu/opscommon.h"
#include "core/exec/tensormapdesc.h"

#include <vector>

namespace warpscope::core::emu {

/// Words one address operand takes in Program::lists: base slot, width, offset low, offset high, space.
inline constexpr std::uint32_t kAddrWords = 5;

/// Appends an address operand of the given space (Generic when none) to list.
Status addAddressWords(
    Decoder& d, const ptx::Instruction& ins, const ptx::Operand& op, MemSpace space, std::vector<std::uint32_t>& list);
/// Lane's address from the words at spec, and the space they name.
std::uint64_t laneAddress(const Warp& w, const std::uint32_t* spec, int lane);
inline MemSpace specSpace(const std::uint32_t* spec)
{
    return static_cast<MemSpace>(spec[4]);
}

/// A byte range [addr, addr + bytes) resolved to host memory: owner is the CTA for shared memory.
struct HostRange {
    std::byte* host = nullptr;
    Cta* owner = nullptr; ///< shared memory: the CTA holding it (a peer's with shared::cluster)
    std::uint64_t offset = 0; ///< space-relative address (shared offset in owner)
};

/// Checks that the range is inside one allocation of the space (generic resolved) and aligned to
/// align; raises the out-of-bounds / misaligned finding at lane and returns host null otherwise.
HostRange resolveRange(Warp& w, const Instr& in, MemSpace space, int lane, std::uint64_t addr, std::uint64_t bytes,
    unsigned align, AccessKind kind, Step& step);

/// Reports an async access of the elements at addrs (each `bytes` long) to the CTA's memory observers.
void observeAsync(Warp& w, std::uint32_t pc, ObservedSpace space, AccessKind kind,
    const std::vector<std::uint64_t>& addrs, unsigned bytes);

/// Reduction operators of cp.reduce.async.bulk.
enum class BulkRed : std::uint8_t { Add, Min, Max, Inc, Dec, And, Or, Xor };
/// Element types of reductions (the tensor map's, or the instruction's).
enum class RedType : std::uint8_t { U32, S32, U64, S64, F16, BF16, F32, F64, B32, B64, F16x2Unused };
/// dst = dst op src for one element.
void reduceElement(BulkRed op, RedType t, std::byte* dst, const std::byte* src);
/// The element type a tensor map's data type reduces as.
RedType redTypeOf(TensorMapDataType t);

/// Queues copy in the issuing thread's open bulk async-group (completed by wait_group).
void queueBulkGroup(Warp& w, int lane, DeferredCopy copy);
/// Queues copy on the mbarrier at the lane's address (spec words), after checking the barrier.
/// dstBytes > 0: the copy writes [dstOffset, dstOffset + dstBytes) of the issuing CTA's shared memory,
/// which asynccheck watches until it lands. Returns a Step.
Step queueOnBarrier(Warp& w, const Instr& in, int lane, const std::uint32_t* mbarSpec, std::uint32_t rankOverride,
    DeferredCopy copy, std::uint64_t dstOffset = 0, std::uint64_t dstBytes = 0);

/// The "cp.async.bulk.tensor" forms (ops_bulktensor.cpp), routed from the cp decoder.
Status decodeBulkTensor(Decoder& d, const ptx::Instruction& ins, Mods& mods, bool reduce);

} // namespace warpscope::core::emu
