#pragma once

// The function table and the logical operators of the reference expression language, apart from
// the parser in refexpr.cpp. Internal to core/ref.

#include "core/ref/refexpr.h"

#include <array>

namespace warpscope::core {

/// One function: its name and how many arguments it takes.
struct RefExprFunction {
    const char* name;
    int minArgs;
    int maxArgs;
};

/// Every function, in the order of the ids the parser stores in RefExpr::Op::fn.
const std::array<RefExprFunction, 20>& refExprFunctions();
/// Calls function fn on n arguments.
double refExprCall(int fn, const double* args, int n);
/// A comparison or logical operator on two values: 1 for true, 0 for false; NaN is false.
double refExprLogic(RefExpr::Op::Code code, double a, double b);

} // namespace warpscope::core
