#include "core/exec/finding.h"

#include "core/common/demangle.h"
#include "core/common/tripletext.h"

#include <array>
#include <utility>

namespace warpscope::core {

namespace {
constexpr std::array<std::pair<Finding::Kind, const char*>, 18> kKinds = {{
    {Finding::Kind::OutOfBounds, "out_of_bounds"},
    {Finding::Kind::Misaligned, "misaligned"},
    {Finding::Kind::Race, "race"},
    {Finding::Kind::Uninitialized, "uninitialized"},
    {Finding::Kind::DivergentBarrier, "divergent_barrier"},
    {Finding::Kind::BadWarpSyncMask, "bad_mask"},
    {Finding::Kind::Trap, "trap"},
    {Finding::Kind::BudgetExceeded, "budget"},
    {Finding::Kind::Unsupported, "unsupported"},
    {Finding::Kind::Cancelled, "cancelled"},
    {Finding::Kind::Assert, "assert"},
    {Finding::Kind::Printf, "printf"},
    {Finding::Kind::StackOverflow, "stack_overflow"},
    {Finding::Kind::Deadline, "deadline"},
    {Finding::Kind::OutOfMemory, "out_of_memory"},
    {Finding::Kind::AsyncHazard, "async"},
    {Finding::Kind::Deadlock, "deadlock"},
    {Finding::Kind::Other, "other"},
}};
} // namespace

void setFindingMessage(Finding& f, EngineMessage what)
{
    f.messageParts = {std::move(what)};
    f.message = engineMessageText(f.messageParts);
}

EngineMessage findingLocation(const Finding& f)
{
    std::vector<EngineMessage> args = {literalMessage(shortDemangledName(f.kernel)),
        literalMessage(tripleText(f.block)), literalMessage(tripleText(f.thread)), numberMessage(f.ptxLine)};
    if (f.sourceLine <= 0)
        return engineMessage("finding.location", std::move(args));
    args.push_back(numberMessage(f.sourceLine));
    return engineMessage("finding.location_source", std::move(args));
}

const char* findingKindName(Finding::Kind k)
{
    for (const auto& [kind, name] : kKinds)
        if (kind == k)
            return name;
    return "other";
}

const Finding* stoppingFinding(const std::vector<Finding>& findings)
{
    for (const Finding& f : findings)
        if (f.kind == Finding::Kind::BudgetExceeded || f.kind == Finding::Kind::Cancelled
            || f.kind == Finding::Kind::Deadline || f.kind == Finding::Kind::OutOfMemory)
            return &f;
    return findings.empty() ? nullptr : &findings.front();
}

Finding::Kind findingKindFromName(const std::string& name)
{
    for (const auto& [kind, n] : kKinds)
        if (name == n)
            return kind;
    return Finding::Kind::Other;
}

const char* findingSeverityName(Finding::Severity s)
{
    return s == Finding::Severity::Warning ? "warning" : "error";
}

Finding::Severity findingSeverityFromName(const std::string& name)
{
    return name == "warning" ? Finding::Severity::Warning : Finding::Severity::Error;
}

} // namespace warpscope::core
