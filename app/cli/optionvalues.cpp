#include "app/cli/optionvalues.h"

#include <cstdlib>

namespace warpscope::cli {

core::Result<int> parseArchOption(const std::string& text)
{
    if (text.empty())
        return 90;
    const std::string digits
        = text.rfind("sm_", 0) == 0 || text.rfind("compute_", 0) == 0 ? text.substr(text.find('_') + 1) : text;
    char* end = nullptr;
    const long v = std::strtol(digits.c_str(), &end, 10);
    if (digits.empty() || *end != '\0' || v < 50 || v > 200)
        return core::makeError(
            core::ErrorCode::BadInput, "'" + text + "' is not an architecture; write e.g. sm_90", {}, 0, "--arch");
    return static_cast<int>(v);
}

core::Result<core::ParamMap> parseParamOptions(const core::Task& task, const std::vector<std::string>& items)
{
    core::ParamMap out;
    const auto known = task.paramMap();
    for (const auto& item : items) {
        const auto eq = item.find('=');
        const std::string name = item.substr(0, eq);
        if (eq == std::string::npos || !known.count(name)) {
            std::string list;
            for (const auto& [k, v] : task.params)
                list += (list.empty() ? "" : ", ") + k;
            return core::makeError(core::ErrorCode::BadInput,
                "'" + item + "': expected NAME=INTEGER with a [params] name of the task ("
                    + (list.empty() ? std::string("it has none") : list) + ")",
                {}, 0, "--param");
        }
        char* end = nullptr;
        const std::string value = item.substr(eq + 1);
        const long long v = std::strtoll(value.c_str(), &end, 10);
        if (value.empty() || *end != '\0')
            return core::makeError(
                core::ErrorCode::BadInput, "'" + item + "': the value is not an integer", {}, 0, "--param");
        out[name] = v;
    }
    return out;
}

} // namespace warpscope::cli
