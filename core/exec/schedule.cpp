#include "core/exec/schedule.h"

#include <charconv>

namespace warpscope::core {

std::string Schedule::name() const
{
    return random ? "random:" + std::to_string(seed) : "default";
}

Result<Schedule> parseSchedule(const std::string& text)
{
    Schedule s;
    if (text == "default")
        return s;
    const std::string prefix = "random:";
    if (text.rfind(prefix, 0) == 0 && text.size() > prefix.size()) {
        const char* first = text.data() + prefix.size();
        const char* last = text.data() + text.size();
        auto [end, ec] = std::from_chars(first, last, s.seed);
        if (ec == std::errc() && end == last) {
            s.random = true;
            return s;
        }
    }
    return makeError(ErrorCode::BadInput,
        "--schedule '" + text
            + "' is not a schedule; use \"default\" (warp 0 first, CTAs in order) or \"random:SEED\" with a "
              "non-negative integer SEED, e.g. random:7");
}

Schedule scheduleNumber(int i)
{
    Schedule s;
    if (i > 0) {
        s.random = true;
        s.seed = static_cast<std::uint64_t>(i);
    }
    return s;
}

} // namespace warpscope::core
