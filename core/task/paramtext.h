#pragma once

// NAME=INT text as users type it, parsed once for the GUI (Run › Params, Run › Sweep) and the CLI
// (--param): "N=33, M=4", "N = 1, 31, 33" sweep lines, and the zipping of sweep columns into rows
// that the task's [sweep] arrays share. Errors are structured so each front end words them itself
// (the GUI translates; the CLI writes English).

#include "core/task/task.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace warpscope::core {

/// What is wrong with a piece of param text.
struct ParamTextError {
    enum class Kind {
        NotAssignment, ///< `text` is not NAME=INTEGER (or a sweep line not NAME = v1, v2, ...)
        NotInteger, ///< `text` (a value, or a whole NAME=value item) is not an integer
        NoValues, ///< sweep line `line`: `name` has no values
        LengthMismatch, ///< sweep line `line`: `name` has `count` values, `otherName` has `otherCount`
        Empty, ///< a sweep with no lines
    };
    Kind kind = Kind::NotAssignment;
    std::string text; ///< the offending item or value
    int line = 0; ///< 1-based line of a sweep text, 0 for one-line input
    std::string name;
    std::size_t count = 0;
    std::string otherName;
    std::size_t otherCount = 0;
};

/// One sweep parameter and its values, in the order written.
using SweepColumn = std::pair<std::string, std::vector<std::int64_t>>;

/// A C identifier: what a [params] name may be.
bool isParamName(std::string_view text);
/// A whole decimal integer with an optional sign, spaces around allowed ("33", " -4 ").
std::optional<std::int64_t> parseParamInteger(std::string_view text);
/// "N=33" (spaces around '=' allowed). NotAssignment when there is no NAME= in front, NotInteger (with
/// `name` set) when the value is not an integer; `text` is the whole item either way.
std::optional<ParamTextError> parseParamAssignment(std::string_view item, std::string* name, std::int64_t* value);
/// "N=33, M=4" (commas, semicolons or spaces between; "N = 33" is one item) → {N: 33, M: 4}; "" → {}.
std::optional<ParamTextError> parseParamList(std::string_view text, ParamMap* out);
/// Lines "NAME = v1, v2, ..." ('#' comments and blank lines skipped) → one column per line; every
/// line must have as many values as the first.
std::optional<ParamTextError> parseSweepText(std::string_view text, std::vector<SweepColumn>* columns);
/// Columns of equal length → one ParamMap per row (row r takes every column's r-th value), as both
/// a typed sweep and the task's [sweep] table are run.
std::vector<ParamMap> zipSweepColumns(const std::vector<SweepColumn>& columns);

} // namespace warpscope::core
