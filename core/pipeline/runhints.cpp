#include "core/pipeline/runhints.h"

#include <algorithm>

namespace warpscope::core {

namespace {

/// The text of the entry's body: from ".entry NAME" to the next top-level function.
std::string entryBody(const std::string& ptx, const std::string& lowered)
{
    std::size_t at = std::string::npos;
    for (std::size_t pos = ptx.find(".entry " + lowered); pos != std::string::npos;
         pos = ptx.find(".entry " + lowered, pos + 1)) {
        const std::size_t after = pos + 7 + lowered.size();
        if (after < ptx.size() && (ptx[after] == '(' || ptx[after] == '\n' || ptx[after] == ' ')) {
            at = pos;
            break;
        }
    }
    if (at == std::string::npos)
        return ptx; // not found by name: judge the whole module rather than nothing
    std::size_t end = ptx.size();
    for (const char* next : {"\n.visible .entry", "\n.entry", "\n.func", "\n.visible .func", "\n.weak .func"})
        end = std::min(end, ptx.find(next, at + 1));
    return ptx.substr(at, end - at);
}

bool containsAny(const std::string& text, std::initializer_list<const char*> words)
{
    return std::any_of(words.begin(), words.end(), [&](const char* w) { return text.find(w) != std::string::npos; });
}

} // namespace

RaceSignals raceSignalsFromPtx(const std::string& ptx, const std::string& lowered, std::uint64_t dynamicShared)
{
    const std::string body = entryBody(ptx, lowered);
    RaceSignals s;
    s.usesShared = dynamicShared > 0 || containsAny(body, {"ld.shared", "st.shared", "atom.shared", "red.shared"});
    s.hasBarrier = containsAny(body, {"bar.sync", "barrier.sync", "bar.cta.sync", "barrier.cta.sync", "bar.red"});
    return s;
}

std::vector<RunHint> runHints(const RunResult& r, const RaceSignals& s, bool analyzed)
{
    if (r.passed || analyzed || r.stop().stopped || !s.usesShared)
        return {};
    const bool raceFound = std::any_of(
        r.findings.begin(), r.findings.end(), [](const Finding& f) { return f.kind == Finding::Kind::Race; });
    if (raceFound)
        return {};
    bool mismatch = false;
    for (const auto& seed : r.seeds)
        for (const auto& o : seed.outputs)
            mismatch = mismatch || (o.stats.mismatches > 0 && seed.completed);
    if (!mismatch)
        return {};
    RunHint h;
    h.kind = "possible_race";
    h.messageParts = {engineMessage(s.hasBarrier ? "hint.possible_race_barrier" : "hint.possible_race_no_barrier")};
    h.message = engineMessageText(h.messageParts);
    return {h};
}

} // namespace warpscope::core
