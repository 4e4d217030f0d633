#include "core/exec/enginemessage.h"

#include <unordered_map>

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
};

} // namespace

EngineMessage engineMessage(const char* id, std::vector<EngineMessage> args)
{
    EngineMessage m;
    m.id = id;
    m.args = std::move(args);
    return m;
}

EngineMessage literalMessage(std::string text)
{
    EngineMessage m;
    m.text = std::move(text);
    return m;
}

const std::vector<EngineMessageSpec>& engineMessageSpecs()
{
    return kSpecs;
}

const char* engineMessageTemplate(const std::string& id)
{
    static const std::unordered_map<std::string, const char*> byId = [] {
        std::unordered_map<std::string, const char*> m;
        for (const auto& s : kSpecs)
            m.emplace(s.id, s.english);
        return m;
    }();
    const auto it = byId.find(id);
    return it == byId.end() ? nullptr : it->second;
}

std::string substituteArguments(const std::string& pattern, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string engineMessageText(const EngineMessage& m)
{
    if (m.id.empty())
        return m.text;
    std::vector<std::string> args;
    args.reserve(m.args.size());
    for (const auto& a : m.args)
        args.push_back(engineMessageText(a));
    if (const char* pattern = engineMessageTemplate(m.id))
        return substituteArguments(pattern, args);
    std::string joined; // an id from a newer engine: its arguments are all there is to show
    for (const auto& a : args)
        joined += (joined.empty() ? "" : " ") + a;
    return joined;
}

std::string engineMessageText(const std::vector<EngineMessage>& parts)
{
    std::string out;
    for (const auto& p : parts)
        out += engineMessageText(p);
    return out;
}

} // namespace warpscope::core
