#pragma once

// Region slices of [compare.NAME] region = "[:, :V]": numpy-style basic slices whose bounds are
// integer expressions over [params]. Parsed when the task loads, resolved per run against the
// output's shape.

#include "core/common/result.h"
#include "core/task/expr.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// One dimension of a region as written: "a:b" (either side may be empty), or a single index "a".
struct RegionDim {
    std::string start; ///< empty: 0
    std::string stop; ///< empty: the dimension's extent
    bool single = false; ///< "a" alone: the one index a
};

/// Parses "[d0, d1, ...]" (brackets optional). Fewer dimensions than the output's rank leave the
/// trailing dimensions whole. The error names the column.
Result<std::vector<RegionDim>> parseRegion(const std::string& text);

/// A resolved half-open range [begin, end) per dimension.
struct RegionBounds {
    std::vector<std::int64_t> begin;
    std::vector<std::int64_t> end;
};

/// Evaluates a region's bounds against a shape: negative bounds count from the end (Python), bounds
/// past the extent are clipped, as numpy does. An expression error or a rank mismatch is an error.
Result<RegionBounds> resolveRegion(
    const std::string& text, const std::vector<std::int64_t>& shape, const ParamMap& params);

} // namespace warpscope::core
