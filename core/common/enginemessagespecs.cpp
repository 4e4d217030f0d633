// The ids of the analyses' findings, the stops, the hints and the names the GUI shows (finding
// kinds, review steps, pipeline steps, comparison warnings), with their English templates.
#include "core/common/enginemessage.h"

namespace warpscope::core {

namespace {

// Parts of one finding are concatenated, so a part that follows another starts with its own space
// or punctuation. The English text here is what the CLI prints and the JSON's `message` holds.
const std::vector<EngineMessageSpec> kSpecs = {
    // where a finding happened (findingset.cpp, emu/findings.cpp)
    {"finding.location", " in kernel '%1', block %2, thread %3, PTX line %4."},
    {"finding.location_source", " in kernel '%1', block %2, thread %3, PTX line %4, source line %5."},
    {"advice.check_bounds", " Check the index and the bounds test that guards this access."},
    // places in memory
    {"place.shared_variable", "shared variable '%1' (byte %2)"},
    {"place.shared_byte", "shared memory byte %1"},
    {"place.shared_memory", "shared memory"},
    {"place.shared_variable_named", "shared variable '%1'"},
    {"place.dynamic_shared", "dynamic shared memory"},
    {"place.space_frame", "%1 frame"},
    {"place.space", "%1 space"},
    {"place.cluster_rank_shared", "the shared memory of cluster CTA rank %1"},
    // racecheck
    {"race.read_after_write",
        "read-after-write hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in "
        "between"},
    {"race.write_after_read",
        "write-after-read hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in "
        "between"},
    {"race.write_after_write",
        "write-after-write hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in "
        "between"},
    {"race.write_after_write_same",
        "write-after-write (same value written) hazard on %1 between this thread and thread %2 (its access at %3) "
        "with no barrier in between"},
    {"race.other_line", "source line %1, PTX line %2"},
    {"race.unknown_line", "an unknown line"},
    {"advice.race_same_value",
        " Both threads wrote the same value, so the result does not depend on their order today (a warning, as "
        "compute-sanitizer gives); a __syncthreads() or a single writer makes it certain."},
    {"advice.race_barrier", " Put a __syncthreads() between the two accesses, or give each thread its own element."},
    // initcheck
    {"uninit.shared", "read of %1 that no thread of this block has written"},
    {"advice.uninit_shared",
        " Write the element before reading it (and put a __syncthreads() between the write and the read), or check "
        "the index of the read."},
    {"uninit.output",
        "read of output buffer '%1' element %2 that this launch has not written yet (outputs start poisoned)"},
    {"advice.uninit_output", " Write the element before reading it, or read the value from an input buffer."},
    // synccheck
    {"sync.divergent_barrier",
        "divergent barrier: %1 of the %2 running threads of warp %3 reached it; thread %4 took another branch and "
        "skipped it"},
    {"sync.divergent_barrier_others",
        "divergent barrier: %1 of the %2 running threads of warp %3 reached it; thread %4 and %5 others took another "
        "branch and skipped it"},
    {"advice.divergent_barrier",
        " Move the __syncthreads() out of the branch so that every thread of the block reaches it."},
    // memcheck (emu/memaccess.cpp): %1 the access, %2 bytes, %3 the space, %4 the address
    {"access.load", "load"},
    {"access.store", "store"},
    {"access.atomic", "atomic"},
    {"access.out_of_bounds", "out-of-bounds %1 of %2 bytes at %3 address %4"},
    {"access.out_of_bounds_where", "out-of-bounds %1 of %2 bytes at %3 address %4: %5"},
    {"access.misaligned", "misaligned %1 of %2 bytes at %3 address %4"},
    {"access.misaligned_where", "misaligned %1 of %2 bytes at %3 address %4: %5"},
    {"where.multiple_of", "the address must be a multiple of %1"},
    {"where.null_pointer", "a null (or uninitialised) pointer"},
    {"where.no_buffer", "the address is not inside any buffer"},
    {"where.read_only", "constant and parameter memory are read-only"},
    {"where.before_start", "%1 bytes before the start of %2 (%3 bytes)"},
    {"where.past_end", "%1 bytes past the end of %2 (%3 bytes)"},
    {"where.running_past_end", "running %1 bytes past the end of %2 (%3 bytes)"},
    {"where.cluster_rank_missing",
        "the address is in the window of cluster CTA rank %1, but the cluster has %2 CTAs (check the rank given to "
        "mapa / cluster.map_shared_rank)"},
    {"where.cluster_rank_missing_one",
        "the address is in the window of cluster CTA rank %1, but the cluster has 1 CTA (check the rank given to "
        "mapa / cluster.map_shared_rank)"},
    // why a launch stopped (emu/stopfinding.cpp, pipeline/seedrun.cpp)
    {"stop.budget",
        "the launch stopped: the kernel did not finish within %1 warp-instructions, the instruction budget (an "
        "endless loop, or a grid too large for the emulator: raise the budget or run a sample of CTAs with "
        "--sample-blocks / --blocks)"},
    {"stop.cancelled", "the launch stopped: the run was cancelled"},
    {"stop.deadline",
        "the launch stopped at its deadline (the time the worker may take for a run); run a sample of CTAs with "
        "--sample-blocks / --blocks, or fewer seeds"},
    {"stop.out_of_memory",
        "the launch stopped: the emulator ran out of memory; use smaller params, fewer seeds or no analysis"},
    {"stop.early", "the launch stopped early"},
    {"stop.warp_positions", " Where the warps of this CTA were: %1."},
    // where the warps of a stopped CTA were (emu/stopfinding.cpp), the argument of stop.warp_positions
    {"warps.one_at", "1 warp at PTX line %1: warp %2"},
    {"warps.one_at_source", "1 warp at PTX line %1 (source line %2): warp %3"},
    {"warps.many_at", "%1 warps at PTX line %2: warps %3"},
    {"warps.many_at_source", "%1 warps at PTX line %2 (source line %3): warps %4"},
    {"warps.list_more", "%1 and %2 more"},
    {"list.semicolon", "%1; %2"},
    {"stop.grid",
        "%1; %2 of %3 CTAs finished, the first that did not is CTA (%4, %5, %6) (no warp was running when the launch "
        "stopped)"},
    {"stop.no_reason", "the launch did not complete and reported no reason"},
    {"stop.step_label", "%1: "},
    // what to try next beside a failed verdict (pipeline/runhints.cpp)
    {"hint.possible_race_barrier",
        "possible race: the kernel shares data through shared memory; a missing or misplaced barrier "
        "(__syncthreads) lets a thread read an element before another thread wrote it"},
    {"hint.possible_race_no_barrier",
        "possible race: the kernel uses shared memory but has no barrier (__syncthreads), so a thread may read an "
        "element before the thread that writes it has run"},
    // finding kinds as words (a stop's reason, the findings' Kind column): findingKindName's names
    {"kind.out_of_bounds", "out_of_bounds"},
    {"kind.misaligned", "misaligned"},
    {"kind.race", "race"},
    {"kind.uninitialized", "uninitialized"},
    {"kind.divergent_barrier", "divergent_barrier"},
    {"kind.bad_mask", "bad_mask"},
    {"kind.trap", "trap"},
    {"kind.budget", "budget"},
    {"kind.unsupported", "unsupported"},
    {"kind.cancelled", "cancelled"},
    {"kind.assert", "assert"},
    {"kind.printf", "printf"},
    {"kind.stack_overflow", "stack_overflow"},
    {"kind.deadline", "deadline"},
    {"kind.out_of_memory", "out_of_memory"},
    {"kind.async", "async"},
    {"kind.deadlock", "deadlock"},
    {"kind.other", "other"},
    // the review's pipeline steps as a capture records them (review/steps.cpp's reviewStepName)
    {"step.source", "source"},
    {"step.compile", "compile"},
    {"step.run", "run"},
    {"step.compare", "compare"},
    {"step.profile", "profile"},
    {"step.report", "report"},
    // a pipeline's step as messages name it (task/launchresolve.cpp): %1 its number, %2 its name, %3 the loops
    {"pipeline.step", "step %1 (%2)"},
    {"pipeline.step_loops", "step %1 (%2, %3)"},
    // the comparison's warnings (compare/comparison.cpp, pipeline/runner.cpp, pipeline/seedrun.cpp)
    {"compare.unwritten",
        "%1 of %2 elements of '%3' were never written (they still hold the poison pattern), the first at %4; check "
        "the kernel's bounds checks and the launch grid"},
    {"compare.sampled",
        "a sampled run: only %1 of %2 elements of '%3' were written by the CTAs that ran and compared; the other %4 "
        "were not compared. Run every CTA for a verdict on the whole output"},
    {"compare.vacuous_tolerance",
        "an all-zero output would pass '%1': every reference value is within the tolerance (%2) of zero; tighten the "
        "tolerance or give the inputs a larger scale"},
    {"compare.constant_reference",
        "the reference of '%1' is constant (every element is %2); a kernel that writes that constant passes; check the "
        "reference and the inputs"},
    {"compare.nonfinite_reference",
        "the reference of '%1' holds %2 NaN or infinite values; an output passes there only with the same value"},
    {"compare.unchanged_across_seeds",
        "output '%1' is bit-identical for all %2 seeds although the inputs and the reference change; the kernel may "
        "ignore its inputs or write a constant"},
    {"compare.no_reference",
        "the task has no [reference]: the kernel ran but no output was checked; add a [reference] table"},
    {"compare.output_not_compared", "output '%1' has no reference and was not checked; list it in reference.outputs"},
    {"compare.input_modified",
        "the kernel wrote to input buffer '%1' (%2 elements changed, the first at %3); the reference used the original "
        "values — declare it role = \"inout\" if the kernel is meant to update it"},
};

} // namespace

const std::vector<EngineMessageSpec>& analysisMessageSpecs()
{
    return kSpecs;
}

} // namespace warpscope::core
