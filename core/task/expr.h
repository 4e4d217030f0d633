#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace warpscope::core {

using ParamMap = std::map<std::string, std::int64_t, std::less<>>;

/// Evaluates an integer expression over params with C's operators and precedence: unary - + ~,
/// * / % (truncating), + -, << >>, &, ^, |, parentheses, and the functions ceil_div(a, b),
/// min(a, ...), max(a, ...), log2(x) (floor, x >= 1) and pow2(k) (2^k). Overflow, division by zero,
/// negative or too wide shifts and unknown names are errors whose column points into text (1-based).
Result<std::int64_t> evaluateExpr(std::string_view text, const ParamMap& params);

/// Evaluates the same grammar in double precision, for float typed args ("f32:1.0 / N") and generator
/// arguments ("normal(0, 1.0 / N)"): numbers may have a fraction and an exponent, params convert to
/// double, '/' divides exactly; the integer-only operators (% << >> & ^ | ~) are refused.
Result<double> evaluateRealExpr(std::string_view text, const ParamMap& params);

/// The parameter names an expression refers to (function names excluded), in order of appearance,
/// each once: the edges of the params' dependency graph.
std::vector<std::string> exprNames(std::string_view text);

} // namespace warpscope::core
