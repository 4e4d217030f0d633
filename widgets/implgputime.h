#pragma once

#include "core/cuda/benchmark.h"

#include <QCoreApplication>
#include <QString>

namespace warpscope::widgets {

/// What the Implementations page's "GPU time" row shows for one implementation.
struct GpuTimeCell {
    QString text;
    QString tooltip;
    bool timed = false; ///< a figure from a benchmark (not a placeholder)
};

/// The GPU time row's figures: each implementation timed A/B with the fair method against the first
/// one (`bench --implementation B --baseline-implementation A`), or why there is no figure.
class GpuTimeText {
    Q_DECLARE_TR_FUNCTIONS(GpuTimeText)
public:
    /// No CUDA device: "— (needs a GPU)", and why in the tooltip.
    static GpuTimeCell unavailable(const QString& why);
    /// A GPU exists but the implementations were not timed yet: how to time them.
    static GpuTimeCell notTimed();
    /// The candidate's median of an A/B benchmark, with the speedup over the baseline ("×1.25 vs cuda").
    static GpuTimeCell candidate(const core::BenchmarkResult& result, const QString& baselineName);
    /// The baseline side's median of the same benchmark (the first implementation's figure).
    static GpuTimeCell baseline(const core::BenchmarkResult& result);
    /// A benchmark that failed: "error" and its message.
    static GpuTimeCell failed(const QString& message);
    /// "12.3 µs", "1.50 ms", "850 ns".
    static QString duration(double seconds);
};

} // namespace warpscope::widgets
