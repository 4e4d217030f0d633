// The GUI's entries for the findings single instructions raise (core/common/instructionmessagespecs.cpp):
// one translatable template per id, with core's English; tst_enginemessagecatalogue checks both lists agree.
#include "widgets/enginemessagecatalogue.h"

#include <QCoreApplication>

namespace warpscope::widgets {

namespace {

// clang-format off
const EngineMessageEntry kInstructionCatalogue[] = {
    {"async.line_source", QT_TRANSLATE_NOOP("EngineMessages", "source line %1 (PTX line %2)")},
    {"async.line_ptx", QT_TRANSLATE_NOOP("EngineMessages", "PTX line %1")},
    {"async.shared_at", QT_TRANSLATE_NOOP("EngineMessages", "shared memory at offset %1")},
    {"async.shared_at_named", QT_TRANSLATE_NOOP("EngineMessages", "shared memory at offset %1 ('%2')")},
    {"async.overwrote", QT_TRANSLATE_NOOP("EngineMessages", "overwrote %1")},
    {"async.read", QT_TRANSLATE_NOOP("EngineMessages", "read %1")},
    {"async.global_store", QT_TRANSLATE_NOOP("EngineMessages", "stored to global memory at %1, the source of a copy,")},
    {"async.global_store_named", QT_TRANSLATE_NOOP("EngineMessages", "stored to global memory at %1 (%2), the source of a copy,")},
    {"async.cp_hazard", QT_TRANSLATE_NOOP("EngineMessages", "asynccheck: %1 while a cp.async is still in flight: the copy issued at %2 by thread %3 has not been retired by a cp.async.wait_group / wait_all of that thread, so a GPU may see the old bytes or the new ones. %4")},
    {"advice.cp_async_retire", QT_TRANSLATE_NOOP("EngineMessages", "Retire the copy first: cp.async.wait_group N (cp_async_wait<N>, __pipeline_wait_prior(N)) retires all but the newest N committed groups, then __syncthreads() before other threads touch the data.")},
    {"advice.cp_async_source", QT_TRANSLATE_NOOP("EngineMessages", "Wait for the copy's group before overwriting its source.")},
    {"async.bulk_hazard", QT_TRANSLATE_NOOP("EngineMessages", "asynccheck: %1 while the bulk copy issued at %2 by thread %3 into it is in flight: no thread has waited on its mbarrier yet, so a GPU may see the old bytes or the new ones. Wait for the barrier's phase (mbarrier.try_wait.parity) before touching the destination.")},
    {"cpasync.src_size", QT_TRANSLATE_NOOP("EngineMessages", "cp.async src-size %1 is larger than its cp-size %2 (the PTX ISA leaves the result undefined; src-size must be at most cp-size)")},
    {"trap.trap", QT_TRANSLATE_NOOP("EngineMessages", "trap executed")},
    {"trap.brkpt", QT_TRANSLATE_NOOP("EngineMessages", "brkpt executed")},
    {"warpsync.not_member", QT_TRANSLATE_NOOP("EngineMessages", "bar.warp.sync (__syncwarp) executed by a lane that is not in its member mask")},
    {"warpsync.not_member_op", QT_TRANSLATE_NOOP("EngineMessages", "%1 executed by a lane that is not in its member mask")},
    {"warpsync.waits_forever", QT_TRANSLATE_NOOP("EngineMessages", "warp-synchronous instruction waits forever for lanes of its member mask that never reach it")},
    {"shfl.lane_not_thread", QT_TRANSLATE_NOOP("EngineMessages", "which is not a thread of the block")},
    {"shfl.lane_exited", QT_TRANSLATE_NOOP("EngineMessages", "which has exited")},
    {"shfl.lane_elsewhere", QT_TRANSLATE_NOOP("EngineMessages", "which is not taking part in it (it has left for another branch or an early return)")},
    {"shfl.mask_names_lane", QT_TRANSLATE_NOOP("EngineMessages", "shfl.sync's member mask names lane %1 (exited lanes %2), %3; a GPU gives undefined values (drop exited lanes from the mask, e.g. __activemask() or a mask computed before the early return)")},
    {"shfl.reads_lane", QT_TRANSLATE_NOOP("EngineMessages", "shfl.sync reads lane %1, %2; a GPU gives an undefined value (keep the lanes a shuffle reads alive until it runs)")},
    {"printf.error", QT_TRANSLATE_NOOP("EngineMessages", "printf: %1")},
    {"printf.bad_format", QT_TRANSLATE_NOOP("EngineMessages", "its format string pointer does not point to a readable string")},
    {"printf.argument_unreadable", QT_TRANSLATE_NOOP("EngineMessages", "argument %1 (byte %2 of the argument buffer) is unreadable")},
    {"printf.bad_string", QT_TRANSLATE_NOOP("EngineMessages", "the %s argument %1 points to %2, which is not a readable string")},
    {"assert.failed", QT_TRANSLATE_NOOP("EngineMessages", "assertion `%1` failed in %2 (%3:%4); a GPU stops the kernel here with cudaErrorAssert")},
    {"stack.overflow_needs", QT_TRANSLATE_NOOP("EngineMessages", "stack overflow: %1 needs %2 bytes, more than is left of the %3-byte per-thread call stack (recursion frames and alloca; a GPU fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS or a stack-overflow error). Bound the recursion, or raise [launch] stack_size in task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) on a GPU)")},
    {"stack.overflow_past", QT_TRANSLATE_NOOP("EngineMessages", "stack overflow: %1 runs past the %2-byte per-thread call stack (recursion frames and alloca; a GPU fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS or a stack-overflow error). Bound the recursion, or raise [launch] stack_size in task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) on a GPU)")},
    {"stack.alloca", QT_TRANSLATE_NOOP("EngineMessages", "alloca of %1 bytes")},
    {"stack.call_depth", QT_TRANSLATE_NOOP("EngineMessages", "call %1 levels deep")},
    {"stack.call_frame", QT_TRANSLATE_NOOP("EngineMessages", "a call frame")},
    {"stack.next_call_frame", QT_TRANSLATE_NOOP("EngineMessages", "the next call frame")},
    {"branch.brx_index", QT_TRANSLATE_NOOP("EngineMessages", "brx.idx index %1 is outside its %2 branch targets (PTX leaves this undefined; a GPU jumps anywhere)")},
    {"call.prototype_mismatch", QT_TRANSLATE_NOOP("EngineMessages", "call through a register to function '%1', which does not match the call's prototype")},
    {"call.not_a_function", QT_TRANSLATE_NOOP("EngineMessages", "call through a register to address %1, which is not a function of the module")},
    {"ldmatrix.guarded_lane", QT_TRANSLATE_NOOP("EngineMessages", "%1 is .aligned: every thread of the warp must execute it, but its guard predicate is false for lane %2 (a GPU gives undefined results; run it unconditionally)")},
    {"ldmatrix.exited_lane", QT_TRANSLATE_NOOP("EngineMessages", "%1 needs the row address of lane %2, which has exited (every thread of the warp must execute it; a GPU gives undefined results)")},
    {"ldmatrix.not_shared", QT_TRANSLATE_NOOP("EngineMessages", "%1: the generic row address of lane %2 is not in shared memory (it must point into .shared; convert it with cvta.to.shared or __cvta_generic_to_shared)")},
    {"bulk.misaligned", QT_TRANSLATE_NOOP("EngineMessages", "%1 at address %2 must be aligned to %3 bytes")},
    {"bulk.leaves_allocation", QT_TRANSLATE_NOOP("EngineMessages", "the %1-byte range of %2 leaves its allocation after %3 bytes")},
    {"bulk.size_multiple", QT_TRANSLATE_NOOP("EngineMessages", "cp.async.bulk of %1 bytes; the size must be a multiple of 16")},
    {"bulk.multicast_rank", QT_TRANSLATE_NOOP("EngineMessages", "cp.async.bulk .multicast::cluster names CTA rank %1, but the cluster has %2 CTAs")},
    {"bulk.multicast_rank_one", QT_TRANSLATE_NOOP("EngineMessages", "cp.async.bulk .multicast::cluster names CTA rank %1, but the cluster has 1 CTA")},
    {"tma.unknown_map", QT_TRANSLATE_NOOP("EngineMessages", "the tensor map this instruction names is not one Warpscope encoded (the emulator reads only maps built from a task's tmap: argument); pass it as a tmap:BUFFER(...) argument")},
    {"tma.rank_mismatch", QT_TRANSLATE_NOOP("EngineMessages", "a %1d tensor copy with a tensor map of rank %2; use cp.async.bulk.tensor.%2d")},
    {"tma.im2col_with_tiled_map", QT_TRANSLATE_NOOP("EngineMessages", "an .im2col tensor copy with a tiled tensor map; the instruction's load mode and the map's (tmap: option mode=) must agree")},
    {"tma.tiled_with_im2col_map", QT_TRANSLATE_NOOP("EngineMessages", "a tiled tensor copy with an im2col tensor map; the instruction's load mode and the map's (tmap: option mode=) must agree")},
    {"tma.multicast_rank", QT_TRANSLATE_NOOP("EngineMessages", "the .multicast::cluster mask names CTA rank %1, but the cluster has %2 CTAs")},
    {"tma.multicast_rank_one", QT_TRANSLATE_NOOP("EngineMessages", "the .multicast::cluster mask names CTA rank %1, but the cluster has 1 CTA")},
    {"mbar.at_offset", QT_TRANSLATE_NOOP("EngineMessages", "the mbarrier at shared offset %1")},
    {"mbar.at_variable", QT_TRANSLATE_NOOP("EngineMessages", "the mbarrier at shared offset %1 (variable '%2')")},
    {"mbar.at_variable_plus", QT_TRANSLATE_NOOP("EngineMessages", "the mbarrier at shared offset %1 (variable '%2' + %3)")},
    {"mbar.at_dynamic", QT_TRANSLATE_NOOP("EngineMessages", "the mbarrier at shared offset %1 (dynamic shared memory + %2)")},
    {"mbar.not_shared", QT_TRANSLATE_NOOP("EngineMessages", "the mbarrier address %1 is not in shared memory; an mbarrier object must be a __shared__ uint64_t")},
    {"mbar.bulk_complete_tx", QT_TRANSLATE_NOOP("EngineMessages", "the complete_tx of a bulk copy")},
    {"mbar.not_initialised", QT_TRANSLATE_NOOP("EngineMessages", "%1 on %2, which no mbarrier.init has initialised (init it first, and make the init visible with a barrier or fence.mbarrier_init before other threads use it)")},
    {"mbar.invalidated", QT_TRANSLATE_NOOP("EngineMessages", "%1 on %2, which mbarrier.inval has invalidated (init it again before reusing it)")},
    {"mbar.overwritten", QT_TRANSLATE_NOOP("EngineMessages", "%1 was overwritten by an ordinary store while it was live (between mbarrier.init and mbarrier.inval); the emulator keeps using the barrier's own state, a GPU would not. Keep barrier objects apart from data and invalidate a barrier before reusing its bytes")},
    {"mbar.all_lanes", QT_TRANSLATE_NOOP("EngineMessages", "all lanes")},
    {"mbar.lanes", QT_TRANSLATE_NOOP("EngineMessages", "lane %1")},
    {"mbar.warp_lanes", QT_TRANSLATE_NOOP("EngineMessages", "warp %1 (%2)")},
    {"mbar.wanted_parity", QT_TRANSLATE_NOOP("EngineMessages", "the phase of parity %1")},
    {"mbar.wanted_phase", QT_TRANSLATE_NOOP("EngineMessages", "phase %1 (from the arrive's state)")},
    {"mbar.deadlock", QT_TRANSLATE_NOOP("EngineMessages", "mbarrier wait can never complete: %1 wait for %2 of %3, whose current phase is %4 (parity %5) with %6 of %7 arrivals and %8 tx bytes still missing, and no thread can arrive any more. Check the parity the loop waits for (it flips after every phase), the count given to mbarrier.init, and that every expected copy is issued")},
    {"mbar.tx_never_delivered", QT_TRANSLATE_NOOP("EngineMessages", "expect_tx bytes never delivered: %1 still expected %2 bytes in phase %3 when the CTA ended; the copies that should complete them were never issued, or were given fewer bytes (a box smaller than the expect_tx count)")},
    {"mbar.init_count", QT_TRANSLATE_NOOP("EngineMessages", "mbarrier.init of %1 with count %2; the expected arrival count must be 1 to 1048575")},
    {"mbar.init_in_use", QT_TRANSLATE_NOOP("EngineMessages", "mbarrier.init of %1 while threads wait on it or copies complete on it; invalidate it only after its last phase")},
    {"mbar.inval_in_use", QT_TRANSLATE_NOOP("EngineMessages", "mbarrier.inval of %1 while threads wait on it or copies complete on it")},
    {"mbar.arrive_drop_count", QT_TRANSLATE_NOOP("EngineMessages", "mbarrier.arrive_drop of %1 on %2, which expects only %3 arrivals per phase")},
    {"mbar.no_complete_completes", QT_TRANSLATE_NOOP("EngineMessages", "mbarrier.arrive.noComplete completes the current phase of %1 (%2 arrivals, %3 missing); .noComplete promises that it does not, so the behaviour is undefined")},
    {"mbar.arrive_overflow", QT_TRANSLATE_NOOP("EngineMessages", "arrive count overflow: %1 arrival(s) on %2 in phase %3, which has no arrival left to count (it waits only for %4 tx bytes); more threads arrive than mbarrier.init's count")},
    {"mbar.phases_overflow", QT_TRANSLATE_NOOP("EngineMessages", "arrive count overflow: one %1 by %2 threads completed %3 phases of %4, which expects %5 arrivals per phase; let one elected thread arrive, or init the barrier with the number of arriving threads")},
    {"mma.partial_warp", QT_TRANSLATE_NOOP("EngineMessages", "%1 is a whole-warp instruction, but %2 (lanes taking part %3); a GPU gives undefined results. Run it with all 32 lanes of the warp, unguarded and converged")},
    {"mma.lanes_skip", QT_TRANSLATE_NOOP("EngineMessages", "some lanes of the warp skip it (a guard predicate that differs between lanes)")},
    {"mma.lanes_exited", QT_TRANSLATE_NOOP("EngineMessages", "some lanes of the warp have exited or are not threads of the block")},
    {"mma.sparse_metadata", QT_TRANSLATE_NOOP("EngineMessages", "%1: the sparsity metadata of row %2, chunk %3 is 0b%4, which the PTX ISA leaves undefined (%5); a GPU may compute anything. Check how the metadata is built (row, chunk and the selected lanes)")},
    {"mma.sparse_tf32", QT_TRANSLATE_NOOP("EngineMessages", ".tf32 takes only 0b0100 and 0b1110")},
    {"mma.sparse_ordered", QT_TRANSLATE_NOOP("EngineMessages", "::ordered_metadata wants the lower index in the low bits, smaller")},
    {"mma.sparse_same_column", QT_TRANSLATE_NOOP("EngineMessages", "two indices name the same column")},
    {"wmma.partial_warp", QT_TRANSLATE_NOOP("EngineMessages", "%1 is a whole-warp instruction, but only lanes %2 execute it; a GPU gives undefined results. Run it with all 32 lanes of the warp, unguarded and converged")},
    {"wgmma.descriptor_beyond_shared", QT_TRANSLATE_NOOP("EngineMessages", "%1: the %2 descriptor reads shared memory at offset %3 (%4 bytes), beyond the CTA's %5 bytes; check the descriptor's start address, LBO and SBO")},
    {"wgmma.partial_warp", QT_TRANSLATE_NOOP("EngineMessages", "%1 is a warpgroup instruction, but not every lane of the warp executes it; a GPU gives undefined results. Run it with all 128 threads of the warpgroup, unguarded and converged")},
    {"wgmma.sparse_metadata", QT_TRANSLATE_NOOP("EngineMessages", "%1: the sparsity metadata of row %2, chunk %3 is a value the PTX ISA leaves undefined (%4); a GPU may compute anything. Check how the metadata is built")},
    {"wgmma.at_line", QT_TRANSLATE_NOOP("EngineMessages", "line %1")},
    {"wgmma.accumulator_register", QT_TRANSLATE_NOOP("EngineMessages", "an accumulator register")},
    {"wgmma.touch_in_flight", QT_TRANSLATE_NOOP("EngineMessages", "asynccheck: %1 touches %2, an accumulator of the wgmma.mma_async at %3, before a wgmma.wait_group retired it; on a GPU the tensor cores may still be writing it. Commit the group and wait (wgmma.commit_group; wgmma.wait_group 0) before reading or changing the accumulators")},
    {"wgmma.touch_uncommitted", QT_TRANSLATE_NOOP("EngineMessages", "asynccheck: %1 touches %2, an accumulator of the wgmma.mma_async at %3, before a wgmma.wait_group (its wgmma.commit_group has not even run) retired it; on a GPU the tensor cores may still be writing it. Commit the group and wait (wgmma.commit_group; wgmma.wait_group 0) before reading or changing the accumulators")},
    {"deadlock.cluster_wait", QT_TRANSLATE_NOOP("EngineMessages", "barrier.cluster.wait waits forever: a thread of the cluster's %1 CTAs never arrives (it waits at another barrier, or a cluster.sync() is inside a branch that not every thread takes)")},
    {"deadlock.barrier", QT_TRANSLATE_NOOP("EngineMessages", "barrier waits forever: %1 of %2 threads arrived, the others exited early or wait at another barrier (a __syncthreads() inside a branch that not every thread takes)")},
    {"cuda.not_run", QT_TRANSLATE_NOOP("EngineMessages", "kernel '%1' was not run: the CUDA context was lost earlier (%2); the process must restart before the GPU can run again (the GUI's worker restarts by itself; run the command again)")},
    {"cuda.cancelled", QT_TRANSLATE_NOOP("EngineMessages", "cancelled while kernel '%1' was running on the GPU; a running kernel cannot be stopped, so the process must exit to free the GPU (the worker restarts)")},
    {"cuda.deadline", QT_TRANSLATE_NOOP("EngineMessages", "kernel '%1' is still running after %2 s (the deadline): it may loop forever. A running kernel cannot be stopped, so the process must exit to free the GPU; run it on the emulator, whose instruction budget stops it and shows where it loops")},
    {"cuda.fault", QT_TRANSLATE_NOOP("EngineMessages", "kernel '%1' faulted on the GPU with %2: %3. The GPU does not say which thread or line; run the task on the emulator (--backend emu) to locate it. The CUDA context is lost: the process must restart before the next GPU run")},
    {"cuda.unknown_error", QT_TRANSLATE_NOOP("EngineMessages", "an error this build does not know")},
};
// clang-format on

} // namespace

std::span<const EngineMessageEntry> instructionMessageCatalogue()
{
    return kInstructionCatalogue;
}

} // namespace warpscope::widgets
