// One translatable template per engine message id; tst_enginemessagecatalogue checks that every id
// of core's lists (core/common/enginemessagespecs.cpp, instructionmessagespecs.cpp) is here with the
// same English text. The findings of single instructions are in instructionmessagecatalogue.cpp.
#include "widgets/enginemessages.h"

#include "core/common/demangle.h"
#include "widgets/enginemessagecatalogue.h"

#include <unordered_map>
#include <utility>

namespace warpscope::widgets {

namespace {

using Entry = EngineMessageEntry;

// clang-format off
const Entry kCatalogue[] = {
    {"finding.location", QT_TRANSLATE_NOOP("EngineMessages", " in kernel '%1', block %2, thread %3, PTX line %4.")},
    {"finding.location_source", QT_TRANSLATE_NOOP("EngineMessages", " in kernel '%1', block %2, thread %3, PTX line %4, source line %5.")},
    {"advice.check_bounds", QT_TRANSLATE_NOOP("EngineMessages", " Check the index and the bounds test that guards this access.")},
    {"place.shared_variable", QT_TRANSLATE_NOOP("EngineMessages", "shared variable '%1' (byte %2)")},
    {"place.shared_byte", QT_TRANSLATE_NOOP("EngineMessages", "shared memory byte %1")},
    {"place.shared_memory", QT_TRANSLATE_NOOP("EngineMessages", "shared memory")},
    {"place.shared_variable_named", QT_TRANSLATE_NOOP("EngineMessages", "shared variable '%1'")},
    {"place.dynamic_shared", QT_TRANSLATE_NOOP("EngineMessages", "dynamic shared memory")},
    {"place.space_frame", QT_TRANSLATE_NOOP("EngineMessages", "%1 frame")},
    {"place.space", QT_TRANSLATE_NOOP("EngineMessages", "%1 space")},
    {"place.cluster_rank_shared", QT_TRANSLATE_NOOP("EngineMessages", "the shared memory of cluster CTA rank %1")},
    {"race.read_after_write", QT_TRANSLATE_NOOP("EngineMessages", "read-after-write hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between")},
    {"race.write_after_read", QT_TRANSLATE_NOOP("EngineMessages", "write-after-read hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between")},
    {"race.write_after_write", QT_TRANSLATE_NOOP("EngineMessages", "write-after-write hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between")},
    {"race.write_after_write_same", QT_TRANSLATE_NOOP("EngineMessages", "write-after-write (same value written) hazard on %1 between this thread and thread %2 (its access at %3) with no barrier in between")},
    {"race.other_line", QT_TRANSLATE_NOOP("EngineMessages", "source line %1, PTX line %2")},
    {"race.unknown_line", QT_TRANSLATE_NOOP("EngineMessages", "an unknown line")},
    {"advice.race_same_value", QT_TRANSLATE_NOOP("EngineMessages", " Both threads wrote the same value, so the result does not depend on their order today (a warning, as compute-sanitizer gives); a __syncthreads() or a single writer makes it certain.")},
    {"advice.race_barrier", QT_TRANSLATE_NOOP("EngineMessages", " Put a __syncthreads() between the two accesses, or give each thread its own element.")},
    {"uninit.shared", QT_TRANSLATE_NOOP("EngineMessages", "read of %1 that no thread of this block has written")},
    {"advice.uninit_shared", QT_TRANSLATE_NOOP("EngineMessages", " Write the element before reading it (and put a __syncthreads() between the write and the read), or check the index of the read.")},
    {"uninit.output", QT_TRANSLATE_NOOP("EngineMessages", "read of output buffer '%1' element %2 that this launch has not written yet (outputs start poisoned)")},
    {"advice.uninit_output", QT_TRANSLATE_NOOP("EngineMessages", " Write the element before reading it, or read the value from an input buffer.")},
    {"sync.divergent_barrier", QT_TRANSLATE_NOOP("EngineMessages", "divergent barrier: %1 of the %2 running threads of warp %3 reached it; thread %4 took another branch and skipped it")},
    {"sync.divergent_barrier_others", QT_TRANSLATE_NOOP("EngineMessages", "divergent barrier: %1 of the %2 running threads of warp %3 reached it; thread %4 and %5 others took another branch and skipped it")},
    {"advice.divergent_barrier", QT_TRANSLATE_NOOP("EngineMessages", " Move the __syncthreads() out of the branch so that every thread of the block reaches it.")},
    {"access.load", QT_TRANSLATE_NOOP("EngineMessages", "load")},
    {"access.store", QT_TRANSLATE_NOOP("EngineMessages", "store")},
    {"access.atomic", QT_TRANSLATE_NOOP("EngineMessages", "atomic")},
    {"access.out_of_bounds", QT_TRANSLATE_NOOP("EngineMessages", "out-of-bounds %1 of %2 bytes at %3 address %4")},
    {"access.out_of_bounds_where", QT_TRANSLATE_NOOP("EngineMessages", "out-of-bounds %1 of %2 bytes at %3 address %4: %5")},
    {"access.misaligned", QT_TRANSLATE_NOOP("EngineMessages", "misaligned %1 of %2 bytes at %3 address %4")},
    {"access.misaligned_where", QT_TRANSLATE_NOOP("EngineMessages", "misaligned %1 of %2 bytes at %3 address %4: %5")},
    {"where.multiple_of", QT_TRANSLATE_NOOP("EngineMessages", "the address must be a multiple of %1")},
    {"where.null_pointer", QT_TRANSLATE_NOOP("EngineMessages", "a null (or uninitialised) pointer")},
    {"where.no_buffer", QT_TRANSLATE_NOOP("EngineMessages", "the address is not inside any buffer")},
    {"where.read_only", QT_TRANSLATE_NOOP("EngineMessages", "constant and parameter memory are read-only")},
    {"where.before_start", QT_TRANSLATE_NOOP("EngineMessages", "%1 bytes before the start of %2 (%3 bytes)")},
    {"where.past_end", QT_TRANSLATE_NOOP("EngineMessages", "%1 bytes past the end of %2 (%3 bytes)")},
    {"where.running_past_end", QT_TRANSLATE_NOOP("EngineMessages", "running %1 bytes past the end of %2 (%3 bytes)")},
    {"where.cluster_rank_missing", QT_TRANSLATE_NOOP("EngineMessages", "the address is in the window of cluster CTA rank %1, but the cluster has %2 CTAs (check the rank given to mapa / cluster.map_shared_rank)")},
    {"where.cluster_rank_missing_one", QT_TRANSLATE_NOOP("EngineMessages", "the address is in the window of cluster CTA rank %1, but the cluster has 1 CTA (check the rank given to mapa / cluster.map_shared_rank)")},
    {"stop.budget", QT_TRANSLATE_NOOP("EngineMessages", "the launch stopped: the kernel did not finish within %1 warp-instructions, the instruction budget (an endless loop, or a grid too large for the emulator: raise the budget or run a sample of CTAs with --sample-blocks / --blocks)")},
    {"stop.cancelled", QT_TRANSLATE_NOOP("EngineMessages", "the launch stopped: the run was cancelled")},
    {"stop.deadline", QT_TRANSLATE_NOOP("EngineMessages", "the launch stopped at its deadline (the time the worker may take for a run); run a sample of CTAs with --sample-blocks / --blocks, or fewer seeds")},
    {"stop.out_of_memory", QT_TRANSLATE_NOOP("EngineMessages", "the launch stopped: the emulator ran out of memory; use smaller params, fewer seeds or no analysis")},
    {"stop.early", QT_TRANSLATE_NOOP("EngineMessages", "the launch stopped early")},
    {"stop.warp_positions", QT_TRANSLATE_NOOP("EngineMessages", " Where the warps of this CTA were: %1.")},
    {"warps.one_at", QT_TRANSLATE_NOOP("EngineMessages", "1 warp at PTX line %1: warp %2")},
    {"warps.one_at_source", QT_TRANSLATE_NOOP("EngineMessages", "1 warp at PTX line %1 (source line %2): warp %3")},
    {"warps.many_at", QT_TRANSLATE_NOOP("EngineMessages", "%1 warps at PTX line %2: warps %3")},
    {"warps.many_at_source", QT_TRANSLATE_NOOP("EngineMessages", "%1 warps at PTX line %2 (source line %3): warps %4")},
    {"warps.list_more", QT_TRANSLATE_NOOP("EngineMessages", "%1 and %2 more")},
    {"list.semicolon", QT_TRANSLATE_NOOP("EngineMessages", "%1; %2")},
    {"stop.grid", QT_TRANSLATE_NOOP("EngineMessages", "%1; %2 of %3 CTAs finished, the first that did not is CTA (%4, %5, %6) (no warp was running when the launch stopped)")},
    {"stop.no_reason", QT_TRANSLATE_NOOP("EngineMessages", "the launch did not complete and reported no reason")},
    {"stop.step_label", QT_TRANSLATE_NOOP("EngineMessages", "%1: ")},
    {"hint.possible_race_barrier", QT_TRANSLATE_NOOP("EngineMessages", "possible race: the kernel shares data through shared memory; a missing or misplaced barrier (__syncthreads) lets a thread read an element before another thread wrote it")},
    {"hint.possible_race_no_barrier", QT_TRANSLATE_NOOP("EngineMessages", "possible race: the kernel uses shared memory but has no barrier (__syncthreads), so a thread may read an element before the thread that writes it has run")},
    {"kind.out_of_bounds", QT_TRANSLATE_NOOP("EngineMessages", "out_of_bounds")},
    {"kind.misaligned", QT_TRANSLATE_NOOP("EngineMessages", "misaligned")},
    {"kind.race", QT_TRANSLATE_NOOP("EngineMessages", "race")},
    {"kind.uninitialized", QT_TRANSLATE_NOOP("EngineMessages", "uninitialized")},
    {"kind.divergent_barrier", QT_TRANSLATE_NOOP("EngineMessages", "divergent_barrier")},
    {"kind.bad_mask", QT_TRANSLATE_NOOP("EngineMessages", "bad_mask")},
    {"kind.trap", QT_TRANSLATE_NOOP("EngineMessages", "trap")},
    {"kind.budget", QT_TRANSLATE_NOOP("EngineMessages", "budget")},
    {"kind.unsupported", QT_TRANSLATE_NOOP("EngineMessages", "unsupported")},
    {"kind.cancelled", QT_TRANSLATE_NOOP("EngineMessages", "cancelled")},
    {"kind.assert", QT_TRANSLATE_NOOP("EngineMessages", "assert")},
    {"kind.printf", QT_TRANSLATE_NOOP("EngineMessages", "printf")},
    {"kind.stack_overflow", QT_TRANSLATE_NOOP("EngineMessages", "stack_overflow")},
    {"kind.deadline", QT_TRANSLATE_NOOP("EngineMessages", "deadline")},
    {"kind.out_of_memory", QT_TRANSLATE_NOOP("EngineMessages", "out_of_memory")},
    {"kind.async", QT_TRANSLATE_NOOP("EngineMessages", "async")},
    {"kind.deadlock", QT_TRANSLATE_NOOP("EngineMessages", "deadlock")},
    {"kind.other", QT_TRANSLATE_NOOP("EngineMessages", "other")},
    {"step.source", QT_TRANSLATE_NOOP("EngineMessages", "source")},
    {"step.compile", QT_TRANSLATE_NOOP("EngineMessages", "compile")},
    {"step.run", QT_TRANSLATE_NOOP("EngineMessages", "run")},
    {"step.compare", QT_TRANSLATE_NOOP("EngineMessages", "compare")},
    {"step.profile", QT_TRANSLATE_NOOP("EngineMessages", "profile")},
    {"step.report", QT_TRANSLATE_NOOP("EngineMessages", "report")},
    {"pipeline.step", QT_TRANSLATE_NOOP("EngineMessages", "step %1 (%2)")},
    {"pipeline.step_loops", QT_TRANSLATE_NOOP("EngineMessages", "step %1 (%2, %3)")},
    {"compare.unwritten", QT_TRANSLATE_NOOP("EngineMessages", "%1 of %2 elements of '%3' were never written (they still hold the poison pattern), the first at %4; check the kernel's bounds checks and the launch grid")},
    {"compare.sampled", QT_TRANSLATE_NOOP("EngineMessages", "a sampled run: only %1 of %2 elements of '%3' were written by the CTAs that ran and compared; the other %4 were not compared. Run every CTA for a verdict on the whole output")},
    {"compare.vacuous_tolerance", QT_TRANSLATE_NOOP("EngineMessages", "an all-zero output would pass '%1': every reference value is within the tolerance (%2) of zero; tighten the tolerance or give the inputs a larger scale")},
    {"compare.constant_reference", QT_TRANSLATE_NOOP("EngineMessages", "the reference of '%1' is constant (every element is %2); a kernel that writes that constant passes; check the reference and the inputs")},
    {"compare.nonfinite_reference", QT_TRANSLATE_NOOP("EngineMessages", "the reference of '%1' holds %2 NaN or infinite values; an output passes there only with the same value")},
    {"compare.unchanged_across_seeds", QT_TRANSLATE_NOOP("EngineMessages", "output '%1' is bit-identical for all %2 seeds although the inputs and the reference change; the kernel may ignore its inputs or write a constant")},
    {"compare.no_reference", QT_TRANSLATE_NOOP("EngineMessages", "the task has no [reference]: the kernel ran but no output was checked; add a [reference] table")},
    {"compare.output_not_compared", QT_TRANSLATE_NOOP("EngineMessages", "output '%1' has no reference and was not checked; list it in reference.outputs")},
    {"compare.input_modified", QT_TRANSLATE_NOOP("EngineMessages", "the kernel wrote to input buffer '%1' (%2 elements changed, the first at %3); the reference used the original values — declare it role = \"inout\" if the kernel is meant to update it")},
};

// Where core's English names a CLI option, the GUI names its own control instead: these templates
// replace the catalogue's in the GUI (the CLI, the JSON and English reports keep core's wording).
const Entry kGuiWording[] = {
    {"stop.budget", QT_TRANSLATE_NOOP("EngineMessages", "the launch stopped: the kernel did not finish within %1 warp-instructions, the instruction budget (an endless loop, or a grid too large for the emulator: give smaller sizes in the Params box of the Run toolbar, or choose “Run a sample” when Run asks about a long run)")},
    {"stop.deadline", QT_TRANSLATE_NOOP("EngineMessages", "the launch stopped at its deadline (the time the worker may take for a run); run fewer seeds (the Seeds box of the Run toolbar), smaller sizes (its Params box), or choose “Run a sample” when Run asks about a long run")},
    {"cuda.fault", QT_TRANSLATE_NOOP("EngineMessages", "kernel '%1' faulted on the GPU with %2: %3. The GPU does not say which thread or line; run the task on the emulator (Backend: Emulator in the Run toolbar) to locate it. The CUDA context is lost: the worker restarts before the next GPU run")},
    {"cuda.not_run", QT_TRANSLATE_NOOP("EngineMessages", "kernel '%1' was not run: the CUDA context was lost earlier (%2); the worker restarts by itself, run again")},
};
// clang-format on

const std::unordered_map<std::string, const char*>& byId()
{
    static const std::unordered_map<std::string, const char*> map = [] {
        std::unordered_map<std::string, const char*> m;
        for (const Entry& e : kCatalogue)
            m.emplace(e.id, e.source);
        for (const Entry& e : instructionMessageCatalogue())
            m.emplace(e.id, e.source);
        return m;
    }();
    return map;
}

const std::unordered_map<std::string, const char*>& guiWordingById()
{
    static const std::unordered_map<std::string, const char*> map = [] {
        std::unordered_map<std::string, const char*> m;
        for (const Entry& e : kGuiWording)
            m.emplace(e.id, e.source);
        return m;
    }();
    return map;
}

/// %1..%9 replaced in one pass, so an argument holding "%2" (a kernel's printf text) stays as it is.
QString substitute(const QString& pattern, const QStringList& args)
{
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1] >= QLatin1Char('1')
            && pattern[i + 1] <= QLatin1Char('9')) {
            const qsizetype n = pattern[i + 1].unicode() - '1';
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

const char* EngineMessages::catalogueTemplate(const std::string& id)
{
    const auto it = byId().find(id);
    return it == byId().end() ? nullptr : it->second;
}

std::vector<std::string> EngineMessages::catalogueIds()
{
    std::vector<std::string> ids;
    for (const Entry& e : kCatalogue)
        ids.emplace_back(e.id);
    for (const Entry& e : instructionMessageCatalogue())
        ids.emplace_back(e.id);
    return ids;
}

const char* EngineMessages::guiTemplate(const std::string& id)
{
    const auto it = guiWordingById().find(id);
    return it == guiWordingById().end() ? catalogueTemplate(id) : it->second;
}

std::vector<std::string> EngineMessages::guiWordedIds()
{
    std::vector<std::string> ids;
    for (const Entry& e : kGuiWording)
        ids.emplace_back(e.id);
    return ids;
}

std::optional<QString> EngineMessages::translated(const core::EngineMessage& m)
{
    if (m.id.empty())
        return QString::fromStdString(m.text);
    const char* source = guiTemplate(m.id);
    if (!source)
        return std::nullopt;
    QStringList args;
    for (const auto& a : m.args) {
        auto arg = translated(a);
        if (!arg)
            return std::nullopt;
        args << *arg;
    }
    return substitute(QCoreApplication::translate("EngineMessages", source), args);
}

QString EngineMessages::text(const std::vector<core::EngineMessage>& parts, const std::string& english)
{
    QString out;
    for (const auto& p : parts) {
        const auto t = translated(p);
        if (!t)
            return QString::fromStdString(core::demangleWithin(english));
        out += *t;
    }
    return parts.empty() ? QString::fromStdString(core::demangleWithin(english)) : out;
}

QString EngineMessages::findingText(const core::Finding& f)
{
    return text(f.messageParts, f.message);
}

QString EngineMessages::kindLabel(const std::string& kindName)
{
    const char* source = catalogueTemplate("kind." + kindName);
    return source ? QCoreApplication::translate("EngineMessages", source) : QString::fromStdString(kindName);
}

QString EngineMessages::kindLabel(core::Finding::Kind kind)
{
    return kindLabel(std::string(core::findingKindName(kind)));
}

QString EngineMessages::stepLabel(const std::string& step)
{
    const char* source = catalogueTemplate("step." + step);
    return source ? QCoreApplication::translate("EngineMessages", source) : QString::fromStdString(step);
}

} // namespace warpscope::widgets
