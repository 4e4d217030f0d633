#include "core/cuda/benchstats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace warpscope::core {

double quantile(const std::vector<double>& sorted, double q)
{
    if (sorted.empty())
        return 0.0;
    const double pos = std::clamp(q, 0.0, 1.0) * double(sorted.size() - 1);
    const std::size_t lo = std::size_t(std::floor(pos));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    const double frac = pos - double(lo);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * frac;
}

SampleStats computeStats(std::vector<double> samples)
{
    SampleStats s;
    s.count = samples.size();
    if (samples.empty())
        return s;
    std::sort(samples.begin(), samples.end());
    s.min = samples.front();
    s.max = samples.back();
    s.median = quantile(samples, 0.5);
    s.q1 = quantile(samples, 0.25);
    s.q3 = quantile(samples, 0.75);
    s.iqr = s.q3 - s.q1;
    s.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / double(samples.size());
    if (samples.size() > 1) {
        double sq = 0.0;
        for (double v : samples)
            sq += (v - s.mean) * (v - s.mean);
        s.stddev = std::sqrt(sq / double(samples.size() - 1));
    }
    const double lowFence = s.q1 - 1.5 * s.iqr;
    const double highFence = s.q3 + 1.5 * s.iqr;
    s.outliers = std::size_t(
        std::count_if(samples.begin(), samples.end(), [&](double v) { return v < lowFence || v > highFence; }));
    return s;
}

const char* interleaveSchemeName(InterleaveScheme s)
{
    return s == InterleaveScheme::Abba ? "abba" : "ab";
}

std::vector<char> interleaveOrder(int pairs, InterleaveScheme scheme)
{
    std::vector<char> order;
    for (int i = 0; i < std::max(pairs, 0); ++i) {
        const bool flip = scheme == InterleaveScheme::Abba && i % 2 == 1;
        order.push_back(flip ? 'B' : 'A');
        order.push_back(flip ? 'A' : 'B');
    }
    return order;
}

std::vector<double> pairSpeedups(const std::vector<double>& baseline, const std::vector<double>& candidate)
{
    std::vector<double> out;
    const std::size_t n = std::min(baseline.size(), candidate.size());
    for (std::size_t i = 0; i < n; ++i)
        if (baseline[i] > 0.0 && candidate[i] > 0.0)
            out.push_back(baseline[i] / candidate[i]);
    return out;
}

std::string formatSeconds(double seconds)
{
    char buf[32];
    const double a = std::fabs(seconds);
    if (a < 1e-3)
        std::snprintf(buf, sizeof buf, "%.2f \u00b5s", seconds * 1e6);
    else if (a < 1.0)
        std::snprintf(buf, sizeof buf, "%.3f ms", seconds * 1e3);
    else
        std::snprintf(buf, sizeof buf, "%.3f s", seconds);
    return buf;
}

} // namespace warpscope::core
