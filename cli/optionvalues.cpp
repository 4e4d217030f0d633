#include "cli/optionvalues.h"

#include "core/task/paramtext.h"

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
        std::string name;
        std::int64_t value = 0;
        const auto bad = core::parseParamAssignment(item, &name, &value);
        if (bad && bad->kind == core::ParamTextError::Kind::NotInteger && known.count(bad->name))
            return core::makeError(
                core::ErrorCode::BadInput, "'" + item + "': the value is not an integer", {}, 0, "--param");
        if (bad || !known.count(name)) {
            std::string list;
            for (const auto& [k, v] : task.params)
                list += (list.empty() ? "" : ", ") + k;
            return core::makeError(core::ErrorCode::BadInput,
                "'" + item + "': expected NAME=INTEGER with a [params] name of the task ("
                    + (list.empty() ? std::string("it has none") : list) + ")",
                {}, 0, "--param");
        }
        out[name] = value;
    }
    return out;
}

} // namespace warpscope::cli
