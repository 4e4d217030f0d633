#pragma once

#include "core/common/result.h"
#include "core/task/task.h"

#include <string>

namespace warpscope::core {

/// Serialises a task to task.toml text in the documented layout; parseTask(writeTask(t)) gives t back.
std::string writeTask(const Task& task);

/// Quotes a string as a TOML basic string.
std::string tomlQuote(const std::string& s);

/// Writes task.toml atomically into task.dir after checking that the text parses and validates.
Status saveTask(const Task& task);

} // namespace warpscope::core
