#include "widgets/eventlatencyprobe.h"

#include <algorithm>
#include <cmath>

namespace warpscope::widgets {

namespace {
constexpr int kKeptStalls = 16;
}

EventLatencyProbe::EventLatencyProbe(int intervalMs, QObject* parent)
    : QObject(parent)
{
    // PreciseTimer: a coarse timer may fire up to 5 % late by design, which would read as a stall.
    timer_.setTimerType(Qt::PreciseTimer);
    timer_.setInterval(std::max(1, intervalMs));
    connect(&timer_, &QTimer::timeout, this, &EventLatencyProbe::tick);
}

void EventLatencyProbe::start()
{
    lateness_.clear();
    longest_.clear();
    clock_.start();
    lastTickNs_ = 0;
    timer_.start();
}

void EventLatencyProbe::stop()
{
    timer_.stop();
}

void EventLatencyProbe::tick()
{
    const qint64 now = clock_.nsecsElapsed();
    const double lateMs = std::max(0.0, double(now - lastTickNs_) / 1e6 - timer_.interval());
    lastTickNs_ = now;
    lateness_.push_back(float(lateMs));
    if (longest_.size() < kKeptStalls || lateMs > longest_.back().lateMs) {
        const Stall s {double(now) / 1e6, lateMs};
        const auto at = std::upper_bound(
            longest_.begin(), longest_.end(), s, [](const Stall& a, const Stall& b) { return a.lateMs > b.lateMs; });
        longest_.insert(at, s);
        if (longest_.size() > kKeptStalls)
            longest_.removeLast();
    }
}

double EventLatencyProbe::maxStallMs() const
{
    return longest_.isEmpty() ? 0.0 : longest_.front().lateMs;
}

double EventLatencyProbe::percentileMs(double p) const
{
    if (lateness_.empty())
        return 0.0;
    std::vector<float> sorted = lateness_;
    const auto rank = std::size_t(std::clamp(std::ceil(p / 100.0 * double(sorted.size())), 1.0, double(sorted.size())));
    std::nth_element(sorted.begin(), sorted.begin() + std::ptrdiff_t(rank - 1), sorted.end());
    return sorted[rank - 1];
}

QList<EventLatencyProbe::Stall> EventLatencyProbe::longestStalls(int count) const
{
    return longest_.mid(0, std::max(0, count));
}

} // namespace warpscope::widgets
