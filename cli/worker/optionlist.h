#pragma once

// The options a shipped request may pass to this CLI's own run or bench (bench_files, batch_submit):
// each is an option name from a fixed list, or the value after one that takes a value. Values never
// start with '-' and hold no '/': the tasks are shipped files, so no path travels as an argument.

#include "core/common/result.h"

#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <vector>

namespace warpscope::cli {

/// The fixed lists of one command.
struct OptionList {
    std::set<std::string> flags;
    std::set<std::string> valued;
};

/// The bench options a target may be sent; the run options a batch job may carry.
const OptionList& benchOptionList();
const OptionList& runOptionList();

/// args (a JSON list of strings, or null) checked against the list; the error names "args" and the
/// refused option or value.
core::Result<std::vector<std::string>> checkedOptions(
    const nlohmann::json& args, const OptionList& list, const std::string& command);

} // namespace warpscope::cli
