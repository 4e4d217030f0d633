#include "core/exec/ctasample.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace warpscope::core {

namespace {

Error badRanges(const std::string& item)
{
    return makeError(ErrorCode::BadInput,
        "'" + item + "' is not a CTA or a range of CTAs; write linear CTA ids like 0-99,5000 (first-last, inclusive)",
        {}, 0, "--blocks");
}

bool parseId(const std::string& s, std::uint64_t& out)
{
    if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos || s.size() > 19)
        return false;
    out = std::strtoull(s.c_str(), nullptr, 10);
    return true;
}

} // namespace

Result<CtaRanges> parseCtaRanges(const std::string& text)
{
    CtaRanges out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        std::string item = text.substr(start, comma - start);
        item.erase(std::remove(item.begin(), item.end(), ' '), item.end());
        const std::size_t dash = item.find('-');
        std::uint64_t a = 0, b = 0;
        if (dash == std::string::npos ? !parseId(item, a)
                                      : !parseId(item.substr(0, dash), a) || !parseId(item.substr(dash + 1), b))
            return badRanges(item);
        if (dash == std::string::npos)
            b = a;
        if (b < a)
            return badRanges(item);
        out.emplace_back(a, b);
        start = comma + 1;
    }
    return out;
}

std::string ctaRangesToString(const CtaRanges& ranges)
{
    std::string s;
    for (const auto& [a, b] : ranges)
        s += (s.empty() ? "" : ",") + std::to_string(a) + (a == b ? std::string() : "-" + std::to_string(b));
    return s;
}

CtaRanges evenlySpreadCtas(std::uint64_t count, std::uint64_t total)
{
    CtaRanges out;
    if (total == 0 || count == 0)
        return out;
    if (count >= total)
        return {{0, total - 1}};
    for (std::uint64_t k = 0; k < count; ++k) {
        const auto id = count == 1
            ? 0
            : static_cast<std::uint64_t>(static_cast<unsigned __int128>(k) * (total - 1) / (count - 1));
        if (!out.empty() && out.back().second + 1 >= id)
            out.back().second = std::max(out.back().second, id);
        else
            out.emplace_back(id, id);
    }
    return out;
}

std::uint64_t countCtas(const CtaRanges& ranges, std::uint64_t total)
{
    std::uint64_t n = 0;
    for (const auto& [a, b] : ranges)
        if (a < total)
            n += std::min(b, total - 1) - a + 1;
    return n;
}

std::string formatDuration(double s)
{
    char buf[64];
    if (s >= 3600)
        std::snprintf(buf, sizeof buf, "%.0f h %.0f min", std::floor(s / 3600), std::floor(std::fmod(s, 3600) / 60));
    else if (s >= 60)
        std::snprintf(buf, sizeof buf, "%.0f min %.0f s", std::floor(s / 60), std::floor(std::fmod(s, 60)));
    else if (s >= 10)
        std::snprintf(buf, sizeof buf, "%.0f s", s);
    else
        std::snprintf(buf, sizeof buf, "%.1f s", s);
    return buf;
}

std::string estimateParts(const TimeEstimate& e)
{
    const char* dominant = e.kernelSeconds >= e.referenceSeconds && e.kernelSeconds >= e.compareSeconds ? "the kernel"
        : e.referenceSeconds >= e.compareSeconds ? "the reference"
                                                 : "the comparison";
    return "kernel " + formatDuration(e.kernelSeconds) + ", reference " + formatDuration(e.referenceSeconds)
        + ", comparison " + formatDuration(e.compareSeconds) + ": " + dominant + " dominates";
}

namespace {

constexpr const char* kChoiceLead = ". Choose: "; ///< where longRunError's CLI choices begin

} // namespace

Error longRunError(const TimeEstimate& e, double limitSeconds)
{
    char perCta[64];
    std::snprintf(perCta, sizeof perCta, "%.3g ms", e.secondsPerCta * 1000.0);
    const std::uint64_t sample = std::max<std::uint64_t>(1,
        std::min<std::uint64_t>(e.ctasPerLaunch,
            static_cast<std::uint64_t>(limitSeconds / std::max(e.secondsPerCta, 1e-9) / std::max(e.seeds, 1) / 2)));
    return makeError(ErrorCode::BadInput,
        "the emulator would need about " + formatDuration(e.seconds) + " for " + std::to_string(e.ctasPerLaunch)
            + " CTAs x " + std::to_string(e.seeds) + " seed(s) (" + perCta + " per CTA, measured on "
            + std::to_string(e.ctasMeasured) + " CTAs spread over the grid; " + estimateParts(e)
            + "), more than the limit of " + formatDuration(limitSeconds) + kChoiceLead
            + "run a sample of the CTAs (--sample-blocks " + std::to_string(sample)
            + ", or --blocks 0-99,5000 for chosen linear CTA ids; only the elements they "
            + "write are compared), run it anyway (--yes), or cancel",
        {}, 0, "estimate");
}

std::string estimateWithoutChoice(const std::string& message)
{
    const auto at = message.rfind(kChoiceLead);
    return at == std::string::npos ? message : message.substr(0, at + 1);
}

} // namespace warpscope::core
