#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace warpscope::core {

using ParamMap = std::map<std::string, std::int64_t, std::less<>>;

/// Evaluates an integer expression over params: + - * / % (C semantics), unary minus, parentheses,
/// ceil_div(a, b), min(a, ...), max(a, ...). Overflow, division by zero and unknown names are errors
/// whose column points into text (1-based).
Result<std::int64_t> evaluateExpr(std::string_view text, const ParamMap& params);

} // namespace warpscope::core
