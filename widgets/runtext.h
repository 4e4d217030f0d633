#pragma once

#include "core/compare/comparison.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace warpscope::widgets {

/// Words and number formats shared by the run views (results table, worst-K table, heatmap).
class RunText {
    Q_DECLARE_TR_FUNCTIONS(RunText)
public:
    /// "exact", "passed (atol/rtol)", "passed (ULP)", "fail", "NaN", "Inf", "sign", "unwritten".
    static QString category(core::ElementCategory c);
    /// "[3, 17]".
    static QString index(const std::vector<std::int64_t>& index);
    /// A number short enough for a table cell, keeping the digits that matter for float errors.
    static QString number(double v);
    /// A value of an element of dtype t: integers as integers ("4294967295", not "4.2949673e+09"), floats
    /// as number() writes them.
    static QString value(double v, core::DType t);
    /// A compare warning as the user reads it (the core's message, with a translated heading).
    static QString warning(const core::CompareWarning& w);
};

} // namespace warpscope::widgets
