#include "cli/worker/optionlist.h"

namespace warpscope::cli {

const OptionList& benchOptionList()
{
    static const OptionList list {{"--metrics", "--predict", "--trust", "--json"},
        {"--repeats", "--warmup", "--l2", "--timer", "--order", "--device", "--seed", "--implementation",
            "--baseline-implementation"}};
    return list;
}

const OptionList& runOptionList()
{
    static const OptionList list {{"--trust", "--sweep", "--analyze", "--yes"},
        {"--seeds", "--param", "--backend", "--arch", "--memory-cap", "--max-estimate", "--sample-blocks", "--blocks"}};
    return list;
}

core::Result<std::vector<std::string>> checkedOptions(
    const nlohmann::json& args, const OptionList& list, const std::string& command)
{
    std::vector<std::string> out;
    if (args.is_null())
        return out;
    if (!args.is_array())
        return core::makeError(core::ErrorCode::BadInput, "must be a list of " + command + " options", {}, 0, "args");
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (!args[i].is_string())
            return core::makeError(core::ErrorCode::BadInput, "must be a list of strings", {}, 0, "args");
        const std::string a = args[i].get<std::string>();
        if (list.flags.count(a)) {
            out.push_back(a);
        } else if (list.valued.count(a) && i + 1 < args.size() && args[i + 1].is_string()) {
            const std::string v = args[++i].get<std::string>();
            if (v.empty() || v.front() == '-' || v.find('/') != std::string::npos)
                return core::makeError(
                    core::ErrorCode::BadInput, "the value '" + v + "' of " + a + " is refused", {}, 0, "args");
            out.push_back(a);
            out.push_back(v);
        } else {
            return core::makeError(core::ErrorCode::BadInput,
                "the " + command + " option '" + a + "' is not one a target may be sent", {}, 0, "args");
        }
    }
    return out;
}

} // namespace warpscope::cli
