#pragma once

#include "core/compile/compiler.h"

#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// One line of a diff; line numbers are 1-based, 0 where the line does not exist on that side.
struct DiffLine {
    enum class Kind { Same, Removed, Added };
    Kind kind = Kind::Same;
    int lineA = 0;
    int lineB = 0;
    std::string text; ///< as written on side A (Same, Removed) or side B (Added)
};

/// A run of changes with its context lines, as in a unified diff.
struct DiffHunk {
    int startA = 0, countA = 0;
    int startB = 0, countB = 0;
    std::vector<DiffLine> lines;
};

/// A line-based diff of two texts.
struct TextDiff {
    std::vector<DiffHunk> hunks;
    int added = 0;
    int removed = 0;
    bool identical = true;
    std::string unified; ///< the hunks as a unified diff ("--- a", "+++ b", "@@ -1,3 +1,4 @@", ...)
};

/// How lines are compared.
struct DiffOptions {
    int context = 3; ///< unchanged lines around each change
    bool ignoreSassAddresses = true; ///< "/*0040*/" offsets shift with every inserted instruction
    bool ignoreWhitespace = true; ///< leading and trailing blanks
};

/// Diffs two texts line by line (Myers' algorithm; past a few thousand differences the rest is reported
/// as one replaced block, so the time stays bounded).
TextDiff diffText(const std::string& a, const std::string& b, const DiffOptions& options = {},
    const std::string& nameA = "a", const std::string& nameB = "b");

/// One kernel's resources on both sides; a side without the kernel has present = false.
struct ResourceDelta {
    std::string kernel;
    bool inA = false, inB = false;
    KernelResources a, b;
    bool changed() const;
};

/// Everything the A/B view shows: PTX and SASS diffs, per-kernel resources, occupancy on both sides.
struct CompileDiff {
    TextDiff ptx;
    TextDiff sass;
    std::vector<ResourceDelta> resources;
    std::optional<OccupancyResult> occupancyA, occupancyB;
};

/// Compares two compile results (e.g. the same kernel before and after an edit, or under other options).
CompileDiff diffCompileResults(const CompileResult& a, const CompileResult& b, const DiffOptions& options = {});

} // namespace warpscope::core
