#include "core/review/review.h"

#include <algorithm>
#include <cstdlib>

namespace warpscope::core {

const char* verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return "pass";
    case Verdict::Fail:
        return "fail";
    case Verdict::NotApplicable:
        return "n/a";
    case Verdict::Open:
        break;
    }
    return "open";
}

Verdict verdictFromName(const std::string& name)
{
    for (Verdict v : {Verdict::Pass, Verdict::Fail, Verdict::NotApplicable})
        if (name == verdictName(v))
            return v;
    return Verdict::Open;
}

std::vector<ChecklistItem> defaultChecklist()
{
    return {
        {"correct_seeds_shapes",
            "Correct across seeds and shapes: every output matches the reference for every seed and for awkward "
            "shapes (not a multiple of the block, 1, primes, large).",
            Verdict::Open, {}, {}},
        {"tolerance_justified",
            "Tolerance justified: the absolute, relative and ULP tolerances fit the dtype and the accumulation length.",
            Verdict::Open, {}, {}},
        {"no_vacuous_pass",
            "No vacuous pass: an all-zero or unchanged output would fail, and the reference is not constant.",
            Verdict::Open, {}, {}},
        {"benchmark_fair",
            "Benchmark fair: warm-up, repeated runs, median and spread, L2 state stated, the same inputs and sizes for "
            "baseline and candidate, no work outside the timed region.",
            Verdict::Open, {}, {}},
        {"resources_occupancy",
            "Resources and occupancy: registers, spills, shared memory and occupancy are reasonable for the launch.",
            Verdict::Open, {}, {}},
        {"findings",
            "Findings: out-of-bounds accesses, races, uninitialised reads and divergent barriers are absent or "
            "explained.",
            Verdict::Open, {}, {}},
    };
}

ChecklistItem implementationsAgreeItem()
{
    return {kImplementationsAgreeItem,
        "Translation or fusion preserves semantics: on the same seeds every implementation gives the result of the "
        "others (bit-identical or within tolerance), and each pair that differs is explained by its difference view.",
        Verdict::Open, {}, {}};
}

const EvidenceItem* Review::findEvidence(const std::string& id) const
{
    const auto it = std::find_if(evidence.begin(), evidence.end(), [&](const EvidenceItem& e) { return e.id == id; });
    return it == evidence.end() ? nullptr : &*it;
}

std::string Review::nextEvidenceId() const
{
    long largest = 0;
    for (const EvidenceItem& e : evidence)
        if (e.id.size() > 1 && e.id[0] == 'e')
            largest = std::max(largest, std::strtol(e.id.c_str() + 1, nullptr, 10));
    return "e" + std::to_string(largest + 1);
}

Verdict effectiveVerdict(const Review& review)
{
    if (review.verdict != Verdict::Open)
        return review.verdict;
    bool anyFail = false;
    bool anyOpen = false;
    for (const ChecklistItem& item : review.checklist) {
        anyFail = anyFail || item.verdict == Verdict::Fail;
        anyOpen = anyOpen || item.verdict == Verdict::Open;
    }
    if (anyFail)
        return Verdict::Fail;
    return anyOpen || review.checklist.empty() ? Verdict::Open : Verdict::Pass;
}

int openItemCount(const Review& review)
{
    return static_cast<int>(std::count_if(review.checklist.begin(), review.checklist.end(),
        [](const ChecklistItem& i) { return i.verdict == Verdict::Open; }));
}

} // namespace warpscope::core
