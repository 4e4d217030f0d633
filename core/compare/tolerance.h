#pragma once

#include "core/common/dtype.h"
#include "core/task/task.h"

#include <cstdint>
#include <optional>
#include <string>

namespace warpscope::core {

/// The pass rule of one output: an element passes when |out - ref| <= atol + rtol * |ref| (the
/// "close" rule, when useClose) or when its ULP distance <= maxUlp (when maxUlp is set).
struct Tolerance {
    double atol = 0.0;
    double rtol = 0.0;
    bool useClose = true;
    std::optional<std::uint64_t> maxUlp;
    bool fromTask = false; ///< false: torch.testing.assert_close's defaults for the dtype

    /// "atol 1e-05, rtol 1.3e-06" / "max_ulp 2" / "atol 0, rtol 0 or max_ulp 0" for messages.
    std::string describe() const;
};

/// torch.testing.assert_close's defaults: f64 rtol 1e-7 atol 1e-7, f32 1.3e-6 / 1e-5,
/// f16 1e-3 / 1e-5, bf16 1.6e-2 / 1e-5; integers exact (0 / 0).
Tolerance defaultTolerance(DType t);

/// The tolerance of an output: the task's [tolerance] entry over the defaults. Fields the entry leaves
/// unset keep the default, except that an entry with only max_ulp means the ULP rule alone.
Tolerance toleranceFor(DType t, const ToleranceSpec* spec);

} // namespace warpscope::core
