#include "core/exec/approxmode.h"

#include <array>
#include <utility>

namespace warpscope::core {

namespace {
constexpr std::array<std::pair<ApproxMode::Direction, const char*>, 5> kDirections = {{
    {ApproxMode::Direction::Up, "up"},
    {ApproxMode::Direction::Down, "down"},
    {ApproxMode::Direction::Away, "away"},
    {ApproxMode::Direction::TowardZero, "zero"},
    {ApproxMode::Direction::Random, "random"},
}};
} // namespace

std::string approxModeName(const ApproxMode& mode)
{
    if (!mode.worst())
        return "default";
    for (const auto& [d, name] : kDirections)
        if (d == mode.direction)
            return std::string("worst:") + name;
    return "worst:random";
}

Result<ApproxMode> parseApproxMode(const std::string& text)
{
    ApproxMode m;
    if (text.empty() || text == "default")
        return m;
    m.kind = ApproxMode::Kind::Worst;
    if (text == "worst")
        return m;
    if (text.rfind("worst:", 0) == 0) {
        const std::string dir = text.substr(6);
        for (const auto& [d, name] : kDirections)
            if (dir == name) {
                m.direction = d;
                return m;
            }
    }
    return makeError(ErrorCode::BadInput,
        "unknown approximate-instruction mode '" + text
            + "'; use default, worst:up, worst:down, worst:away, worst:zero or worst:random",
        {}, 0, "approx");
}

} // namespace warpscope::core
