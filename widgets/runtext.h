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
    /// The pass rule that applied to an output: "atol 1e-05, rtol 1.3e-06 (f32 default)", "max_ulp 2",
    /// "atol 0, rtol 0 or max_ulp 4"; "(dtype default)" whenever the task gave none.
    static QString tolerance(const core::Tolerance& t, core::DType dtype);
    /// The elements no finite figure describes: "165 NaN, 2 Inf, 3 unwritten" ("0" when none).
    static QString nonFinite(const core::OutputStats& s);
    /// NaN + Inf + unwritten: the elements the maxima (over finite values only) leave out.
    static std::int64_t nonFiniteCount(const core::OutputStats& s);
};

} // namespace warpscope::widgets
