// The ids of the findings single instructions raise (the emulator's instructions and the CUDA
// backend's faults), with their English templates: the text the CLI prints is rendered from these.
// Opcodes, addresses, names and a CUDA error's meaning are literal arguments, shown as they are.
#include "core/common/enginemessage.h"

namespace warpscope::core {

namespace {

const std::vector<EngineMessageSpec> kSpecs = {
    // asynccheck (emu/asyncstate.cpp): %1 what was touched, %2 the copy's line, %3 its thread
    {"async.line_source", "source line %1 (PTX line %2)"},
    {"async.line_ptx", "PTX line %1"},
    {"async.shared_at", "shared memory at offset %1"},
    {"async.shared_at_named", "shared memory at offset %1 ('%2')"},
    {"async.overwrote", "overwrote %1"},
    {"async.read", "read %1"},
    {"async.global_store", "stored to global memory at %1, the source of a copy,"},
    {"async.global_store_named", "stored to global memory at %1 (%2), the source of a copy,"},
    {"async.cp_hazard",
        "asynccheck: %1 while a cp.async is still in flight: the copy issued at %2 by thread %3 has not been retired "
        "by a cp.async.wait_group / wait_all of that thread, so a GPU may see the old bytes or the new ones. %4"},
    {"advice.cp_async_retire",
        "Retire the copy first: cp.async.wait_group N (cp_async_wait<N>, __pipeline_wait_prior(N)) retires all but "
        "the newest N committed groups, then __syncthreads() before other threads touch the data."},
    {"advice.cp_async_source", "Wait for the copy's group before overwriting its source."},
    {"async.bulk_hazard",
        "asynccheck: %1 while the bulk copy issued at %2 by thread %3 into it is in flight: no thread has waited on "
        "its mbarrier yet, so a GPU may see the old bytes or the new ones. Wait for the barrier's phase "
        "(mbarrier.try_wait.parity) before touching the destination."},
    // cp.async (emu/ops_cpasync.cpp)
    {"cpasync.src_size",
        "cp.async src-size %1 is larger than its cp-size %2 (the PTX ISA leaves the result undefined; src-size must "
        "be at most cp-size)"},
    // trap and warp-synchronous masks (emu/ops_control.cpp, emu/ops_warp.cpp, emu/ctarunner.cpp)
    {"trap.trap", "trap executed"},
    {"trap.brkpt", "brkpt executed"},
    {"warpsync.not_member", "bar.warp.sync (__syncwarp) executed by a lane that is not in its member mask"},
    {"warpsync.not_member_op", "%1 executed by a lane that is not in its member mask"},
    {"warpsync.waits_forever",
        "warp-synchronous instruction waits forever for lanes of its member mask that never reach it"},
    {"shfl.lane_not_thread", "which is not a thread of the block"},
    {"shfl.lane_exited", "which has exited"},
    {"shfl.lane_elsewhere", "which is not taking part in it (it has left for another branch or an early return)"},
    {"shfl.mask_names_lane",
        "shfl.sync's member mask names lane %1 (exited lanes %2), %3; a GPU gives undefined values (drop exited lanes "
        "from the mask, e.g. __activemask() or a mask computed before the early return)"},
    {"shfl.reads_lane",
        "shfl.sync reads lane %1, %2; a GPU gives an undefined value (keep the lanes a shuffle reads alive until it "
        "runs)"},
    // printf and assert (emu/ops_printf.cpp, emu/deviceprintf.cpp)
    {"printf.error", "printf: %1"},
    {"printf.bad_format", "its format string pointer does not point to a readable string"},
    {"printf.argument_unreadable", "argument %1 (byte %2 of the argument buffer) is unreadable"},
    {"printf.bad_string", "the %s argument %1 points to %2, which is not a readable string"},
    {"assert.failed", "assertion `%1` failed in %2 (%3:%4); a GPU stops the kernel here with cudaErrorAssert"},
    // the call stack and indirect branches (emu/ops_stack.cpp, emu/ops_control.cpp): %1 what overflowed
    {"stack.overflow_needs",
        "stack overflow: %1 needs %2 bytes, more than is left of the %3-byte per-thread call stack (recursion frames "
        "and alloca; a GPU fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS or a stack-overflow error). Bound the "
        "recursion, or raise [launch] stack_size in task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) on a GPU)"},
    {"stack.overflow_past",
        "stack overflow: %1 runs past the %2-byte per-thread call stack (recursion frames and alloca; a GPU fails the "
        "launch with CUDA_ERROR_ILLEGAL_ADDRESS or a stack-overflow error). Bound the recursion, or raise [launch] "
        "stack_size in task.toml (cudaDeviceSetLimit(cudaLimitStackSize, ...) on a GPU)"},
    {"stack.alloca", "alloca of %1 bytes"},
    {"stack.call_depth", "call %1 levels deep"},
    {"stack.call_frame", "a call frame"},
    {"stack.next_call_frame", "the next call frame"},
    {"branch.brx_index",
        "brx.idx index %1 is outside its %2 branch targets (PTX leaves this undefined; a GPU jumps anywhere)"},
    {"call.prototype_mismatch", "call through a register to function '%1', which does not match the call's prototype"},
    {"call.not_a_function", "call through a register to address %1, which is not a function of the module"},
    // ldmatrix / stmatrix (emu/ops_ldmatrix.cpp): %1 the opcode
    {"ldmatrix.guarded_lane",
        "%1 is .aligned: every thread of the warp must execute it, but its guard predicate is false for lane %2 (a GPU "
        "gives undefined results; run it unconditionally)"},
    {"ldmatrix.exited_lane",
        "%1 needs the row address of lane %2, which has exited (every thread of the warp must execute it; a GPU gives "
        "undefined results)"},
    {"ldmatrix.not_shared",
        "%1: the generic row address of lane %2 is not in shared memory (it must point into .shared; convert it with "
        "cvta.to.shared or __cvta_generic_to_shared)"},
    // bulk copies (emu/bulkcommon.cpp, emu/ops_bulk.cpp, emu/ops_bulktensor.cpp): %1 the opcode where named
    {"bulk.misaligned", "%1 at address %2 must be aligned to %3 bytes"},
    {"bulk.leaves_allocation", "the %1-byte range of %2 leaves its allocation after %3 bytes"},
    {"bulk.size_multiple", "cp.async.bulk of %1 bytes; the size must be a multiple of 16"},
    {"bulk.multicast_rank", "cp.async.bulk .multicast::cluster names CTA rank %1, but the cluster has %2 CTAs"},
    {"bulk.multicast_rank_one", "cp.async.bulk .multicast::cluster names CTA rank %1, but the cluster has 1 CTA"},
    {"tma.unknown_map",
        "the tensor map this instruction names is not one Warpscope encoded (the emulator reads only maps built from "
        "a task's tmap: argument); pass it as a tmap:BUFFER(...) argument"},
    {"tma.rank_mismatch", "a %1d tensor copy with a tensor map of rank %2; use cp.async.bulk.tensor.%2d"},
    {"tma.im2col_with_tiled_map",
        "an .im2col tensor copy with a tiled tensor map; the instruction's load mode and the map's (tmap: option "
        "mode=) must agree"},
    {"tma.tiled_with_im2col_map",
        "a tiled tensor copy with an im2col tensor map; the instruction's load mode and the map's (tmap: option "
        "mode=) must agree"},
    {"tma.multicast_rank", "the .multicast::cluster mask names CTA rank %1, but the cluster has %2 CTAs"},
    {"tma.multicast_rank_one", "the .multicast::cluster mask names CTA rank %1, but the cluster has 1 CTA"},
    // mbarrier (emu/mbarrier.cpp, emu/ops_mbarrier.cpp): a barrier as "the mbarrier at shared offset 8 (...)"
    {"mbar.at_offset", "the mbarrier at shared offset %1"},
    {"mbar.at_variable", "the mbarrier at shared offset %1 (variable '%2')"},
    {"mbar.at_variable_plus", "the mbarrier at shared offset %1 (variable '%2' + %3)"},
    {"mbar.at_dynamic", "the mbarrier at shared offset %1 (dynamic shared memory + %2)"},
    {"mbar.not_shared",
        "the mbarrier address %1 is not in shared memory; an mbarrier object must be a __shared__ uint64_t"},
    {"mbar.bulk_complete_tx", "the complete_tx of a bulk copy"},
    {"mbar.not_initialised",
        "%1 on %2, which no mbarrier.init has initialised (init it first, and make the init visible with a barrier or "
        "fence.mbarrier_init before other threads use it)"},
    {"mbar.invalidated", "%1 on %2, which mbarrier.inval has invalidated (init it again before reusing it)"},
    {"mbar.overwritten",
        "%1 was overwritten by an ordinary store while it was live (between mbarrier.init and mbarrier.inval); the "
        "emulator keeps using the barrier's own state, a GPU would not. Keep barrier objects apart from data and "
        "invalidate a barrier before reusing its bytes"},
    {"mbar.all_lanes", "all lanes"},
    {"mbar.lanes", "lane %1"},
    {"mbar.warp_lanes", "warp %1 (%2)"},
    {"mbar.wanted_parity", "the phase of parity %1"},
    {"mbar.wanted_phase", "phase %1 (from the arrive's state)"},
    {"mbar.deadlock",
        "mbarrier wait can never complete: %1 wait for %2 of %3, whose current phase is %4 (parity %5) with %6 of %7 "
        "arrivals and %8 tx bytes still missing, and no thread can arrive any more. Check the parity the loop waits "
        "for (it flips after every phase), the count given to mbarrier.init, and that every expected copy is issued"},
    {"mbar.tx_never_delivered",
        "expect_tx bytes never delivered: %1 still expected %2 bytes in phase %3 when the CTA ended; the copies that "
        "should complete them were never issued, or were given fewer bytes (a box smaller than the expect_tx count)"},
    {"mbar.init_count", "mbarrier.init of %1 with count %2; the expected arrival count must be 1 to 1048575"},
    {"mbar.init_in_use",
        "mbarrier.init of %1 while threads wait on it or copies complete on it; invalidate it only after its last "
        "phase"},
    {"mbar.inval_in_use", "mbarrier.inval of %1 while threads wait on it or copies complete on it"},
    {"mbar.arrive_drop_count", "mbarrier.arrive_drop of %1 on %2, which expects only %3 arrivals per phase"},
    {"mbar.no_complete_completes",
        "mbarrier.arrive.noComplete completes the current phase of %1 (%2 arrivals, %3 missing); .noComplete promises "
        "that it does not, so the behaviour is undefined"},
    {"mbar.arrive_overflow",
        "arrive count overflow: %1 arrival(s) on %2 in phase %3, which has no arrival left to count (it waits only for "
        "%4 tx bytes); more threads arrive than mbarrier.init's count"},
    {"mbar.phases_overflow",
        "arrive count overflow: one %1 by %2 threads completed %3 phases of %4, which expects %5 arrivals per phase; "
        "let one elected thread arrive, or init the barrier with the number of arriving threads"},
    // mma, wmma and wgmma (emu/ops_mma.cpp, emu/ops_wmma.cpp, emu/wgmmaexec.cpp, emu/wgmmacheck.cpp): %1 the opcode
    {"mma.partial_warp",
        "%1 is a whole-warp instruction, but %2 (lanes taking part %3); a GPU gives undefined results. Run it with all "
        "32 lanes of the warp, unguarded and converged"},
    {"mma.lanes_skip", "some lanes of the warp skip it (a guard predicate that differs between lanes)"},
    {"mma.lanes_exited", "some lanes of the warp have exited or are not threads of the block"},
    {"mma.sparse_metadata",
        "%1: the sparsity metadata of row %2, chunk %3 is 0b%4, which the PTX ISA leaves undefined (%5); a GPU may "
        "compute anything. Check how the metadata is built (row, chunk and the selected lanes)"},
    {"mma.sparse_tf32", ".tf32 takes only 0b0100 and 0b1110"},
    {"mma.sparse_ordered", "::ordered_metadata wants the lower index in the low bits, smaller"},
    {"mma.sparse_same_column", "two indices name the same column"},
    {"wmma.partial_warp",
        "%1 is a whole-warp instruction, but only lanes %2 execute it; a GPU gives undefined results. Run it with all "
        "32 lanes of the warp, unguarded and converged"},
    {"wgmma.descriptor_beyond_shared",
        "%1: the %2 descriptor reads shared memory at offset %3 (%4 bytes), beyond the CTA's %5 bytes; check the "
        "descriptor's start address, LBO and SBO"},
    {"wgmma.partial_warp",
        "%1 is a warpgroup instruction, but not every lane of the warp executes it; a GPU gives undefined results. Run "
        "it with all 128 threads of the warpgroup, unguarded and converged"},
    {"wgmma.sparse_metadata",
        "%1: the sparsity metadata of row %2, chunk %3 is a value the PTX ISA leaves undefined (%4); a GPU may compute "
        "anything. Check how the metadata is built"},
    {"wgmma.at_line", "line %1"},
    {"wgmma.accumulator_register", "an accumulator register"},
    {"wgmma.touch_in_flight",
        "asynccheck: %1 touches %2, an accumulator of the wgmma.mma_async at %3, before a wgmma.wait_group retired it; "
        "on a GPU the tensor cores may still be writing it. Commit the group and wait (wgmma.commit_group; "
        "wgmma.wait_group 0) before reading or changing the accumulators"},
    {"wgmma.touch_uncommitted",
        "asynccheck: %1 touches %2, an accumulator of the wgmma.mma_async at %3, before a wgmma.wait_group (its "
        "wgmma.commit_group has not even run) retired it; on a GPU the tensor cores may still be writing it. Commit "
        "the "
        "group and wait (wgmma.commit_group; wgmma.wait_group 0) before reading or changing the accumulators"},
    // barriers that wait forever (emu/ctarunner.cpp)
    {"deadlock.cluster_wait",
        "barrier.cluster.wait waits forever: a thread of the cluster's %1 CTAs never arrives (it waits at another "
        "barrier, or a cluster.sync() is inside a branch that not every thread takes)"},
    {"deadlock.barrier",
        "barrier waits forever: %1 of %2 threads arrived, the others exited early or wait at another barrier (a "
        "__syncthreads() inside a branch that not every thread takes)"},
    // the CUDA backend (cuda/cudabackend.cpp, cuda/cudalaunch.cpp): %1 the kernel; a CUDA error's meaning stays English
    {"cuda.not_run",
        "kernel '%1' was not run: the CUDA context was lost earlier (%2); the process must restart before the GPU can "
        "run again (the GUI's worker restarts by itself; run the command again)"},
    {"cuda.cancelled",
        "cancelled while kernel '%1' was running on the GPU; a running kernel cannot be stopped, so the process must "
        "exit to free the GPU (the worker restarts)"},
    {"cuda.deadline",
        "kernel '%1' is still running after %2 s (the deadline): it may loop forever. A running kernel cannot be "
        "stopped, so the process must exit to free the GPU; run it on the emulator, whose instruction budget stops it "
        "and shows where it loops"},
    {"cuda.fault",
        "kernel '%1' faulted on the GPU with %2: %3. The GPU does not say which thread or line; run the task on the "
        "emulator (--backend emu) to locate it. The CUDA context is lost: the process must restart before the next GPU "
        "run"},
    {"cuda.unknown_error", "an error this build does not know"},
};

} // namespace

const std::vector<EngineMessageSpec>& instructionMessageSpecs()
{
    return kSpecs;
}

} // namespace warpscope::core
