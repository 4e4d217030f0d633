#pragma once

#include "core/cuda/benchmark.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace warpscope::core {

/// The bench document's schema; bumped only when a key is renamed or removed.
inline constexpr int kBenchSchema = 1;

/// The `bench --json` document: timer, cache regime, counts and order, the device, each kernel's
/// samples, statistics, checks, buffers, roofline and metrics, the per-pair speed-ups with their
/// statistics, the device-synchronise samples and the audit lines.
nlohmann::json benchmarkToJson(const BenchmarkResult& r);

/// The statistics as JSON: count, median, q1, q3, iqr, min, max, mean, stddev, outliers.
nlohmann::json sampleStatsToJson(const SampleStats& s);

/// The human table `bench` prints: the setup line, one row per kernel, the speed-up and the audit.
std::string benchmarkTable(const BenchmarkResult& r);

/// Whether every audit line passed or did not apply.
bool auditPassed(const std::vector<AuditLine>& audit);

} // namespace warpscope::core
