#include "core/emu/stopfinding.h"

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

namespace warpscope::core::emu {

namespace {

constexpr std::size_t kWarpsNamed = 4; ///< warps listed by number per line; the rest are counted

} // namespace

Finding::Kind haltKind(HaltReason why)
{
    switch (why) {
    case HaltReason::Budget:
        return Finding::Kind::BudgetExceeded;
    case HaltReason::Cancel:
        return Finding::Kind::Cancelled;
    case HaltReason::Deadline:
        return Finding::Kind::Deadline;
    case HaltReason::Memory:
        return Finding::Kind::OutOfMemory;
    default:
        return Finding::Kind::Other;
    }
}

EngineMessage haltMessage(HaltReason why, const RunControl& control)
{
    switch (why) {
    case HaltReason::Budget:
        return engineMessage("stop.budget", {numberMessage(std::uint64_t(control.instructionBudget))});
    case HaltReason::Cancel:
        return engineMessage("stop.cancelled");
    case HaltReason::Deadline:
        return engineMessage("stop.deadline");
    case HaltReason::Memory:
        return engineMessage("stop.out_of_memory");
    default:
        return engineMessage("stop.early");
    }
}

std::string haltText(HaltReason why, const RunControl& control)
{
    return engineMessageText(haltMessage(why, control));
}

EngineMessage warpPositionsMessage(const Warp* warps, std::uint32_t count, const Program& prog)
{
    // grouped by PTX line in line order, so the summary is short for the usual case of every warp
    // waiting at the same loop
    std::map<int, std::pair<int, std::vector<std::uint32_t>>> byLine; // ptx line -> (source line, warps)
    for (std::uint32_t j = 0; j < count; ++j) {
        const Warp& w = warps[j];
        if (~w.exited == 0)
            continue;
        const InstrInfo& info = prog.info[std::min<std::size_t>(w.pc, prog.info.size() - 1)];
        auto& entry = byLine[info.ptxLine];
        entry.first = info.sourceLine;
        entry.second.push_back(j);
    }
    std::optional<EngineMessage> out;
    for (const auto& [ptxLine, entry] : byLine) {
        const auto& ids = entry.second;
        std::string named;
        for (std::size_t k = 0; k < std::min(ids.size(), kWarpsNamed); ++k)
            named += (k ? ", " : "") + std::to_string(ids[k]);
        EngineMessage list = ids.size() > kWarpsNamed
            ? engineMessage("warps.list_more", {literalMessage(named), numberMessage(ids.size() - kWarpsNamed)})
            : literalMessage(named);
        const int sourceLine = entry.first;
        EngineMessage group = ids.size() == 1
            ? (sourceLine ? engineMessage(
                   "warps.one_at_source", {numberMessage(ptxLine), numberMessage(sourceLine), std::move(list)})
                          : engineMessage("warps.one_at", {numberMessage(ptxLine), std::move(list)}))
            : (sourceLine ? engineMessage("warps.many_at_source",
                   {numberMessage(ids.size()), numberMessage(ptxLine), numberMessage(sourceLine), std::move(list)})
                          : engineMessage(
                              "warps.many_at", {numberMessage(ids.size()), numberMessage(ptxLine), std::move(list)}));
        out = out ? engineMessage("list.semicolon", {std::move(*out), std::move(group)}) : std::move(group);
    }
    return out ? std::move(*out) : literalMessage("");
}

Finding gridStopFinding(HaltReason why, const RunControl& control, std::uint64_t finished, std::uint64_t total,
    std::uint64_t firstUnfinished, const std::array<std::uint32_t, 3>& grid)
{
    Finding f;
    f.kind = haltKind(why);
    const std::uint64_t gx = grid[0], gy = grid[1];
    f.block
        = {static_cast<std::uint32_t>(firstUnfinished % gx), static_cast<std::uint32_t>((firstUnfinished / gx) % gy),
            static_cast<std::uint32_t>(firstUnfinished / (gx * gy))};
    f.messageParts = {engineMessage("stop.grid",
        {haltMessage(why, control), numberMessage(finished), numberMessage(total), numberMessage(f.block[0]),
            numberMessage(f.block[1]), numberMessage(f.block[2])})};
    f.message = engineMessageText(f.messageParts);
    return f;
}

} // namespace warpscope::core::emu
