#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace warpscope::core {

/// Summary of timing samples (seconds, or ratios): robust figures first (median, quartiles, IQR),
/// then the classic ones. Quartiles interpolate linearly between order statistics (numpy's default).
struct SampleStats {
    std::size_t count = 0;
    double median = 0.0;
    double q1 = 0.0;
    double q3 = 0.0;
    double iqr = 0.0;
    double min = 0.0;
    double max = 0.0;
    double mean = 0.0;
    double stddev = 0.0; ///< sample standard deviation (n - 1); 0 for fewer than two samples
    std::size_t outliers = 0; ///< samples beyond 1.5 IQR from the quartiles (Tukey's fences)
};

/// The statistics of the samples; all zero for an empty list. Pure.
SampleStats computeStats(std::vector<double> samples);

/// The q-quantile (0..1) of sorted samples by linear interpolation; 0 for an empty list.
double quantile(const std::vector<double>& sorted, double q);

/// How the timed runs of a baseline (A) and a candidate (B) alternate, so that drift in clocks,
/// temperature or background load hits both alike.
enum class InterleaveScheme {
    Alternate, ///< A B A B ...
    Abba, ///< A B B A A B B A ...: also cancels a linear drift within each pair of pairs
};

/// "ab" or "abba".
const char* interleaveSchemeName(InterleaveScheme s);

/// The order of 2 × pairs timed runs, 'A' (baseline) and 'B' (candidate); each side runs `pairs` times.
std::vector<char> interleaveOrder(int pairs, InterleaveScheme scheme);

/// The speed-up of each pair, baseline time / candidate time (> 1: the candidate is faster), pairing
/// the i-th run of each side; the shorter list decides the count. Non-positive times are skipped.
std::vector<double> pairSpeedups(const std::vector<double>& baseline, const std::vector<double>& candidate);

/// "12.3 µs", "4.56 ms", "1.2 s": a duration for tables.
std::string formatSeconds(double seconds);

} // namespace warpscope::core
