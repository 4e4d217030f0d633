#include "core/pipeline/implcounters.h"

#include "core/analysis/analysisreport.h"
#include "core/analysis/predictedmetrics.h"

#include <algorithm>

namespace warpscope::core {

ImplementationCounters implementationCounters(const ImplementationsResult& result)
{
    ImplementationCounters out;
    std::vector<std::vector<analysis::PredictedMetric>> perRun;
    for (const ImplementationRun& run : result.runs) {
        std::vector<analysis::PredictedMetric> metrics;
        if (run.ran && !run.run.metrics.empty())
            if (auto report = analysis::analysisReportFromJson(run.run.metrics))
                metrics = analysis::predictedMetrics(*report);
        for (const auto& m : metrics)
            if (std::find(out.names.begin(), out.names.end(), m.name) == out.names.end())
                out.names.push_back(m.name);
        perRun.push_back(std::move(metrics));
    }
    for (const auto& metrics : perRun) {
        std::vector<std::optional<double>> row(out.names.size());
        for (const auto& m : metrics) {
            const auto at = std::find(out.names.begin(), out.names.end(), m.name);
            row[std::size_t(at - out.names.begin())] = m.value;
        }
        out.values.push_back(std::move(row));
    }
    return out;
}

} // namespace warpscope::core
