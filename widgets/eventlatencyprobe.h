#pragma once

// A measuring instrument for the GUI thread's responsiveness: a precise timer ticks at a short
// interval, and each tick records how much later than asked it fired. A tick is late exactly when the
// thread was busy (a stall) or the event loop was not running, so the lateness is the stall a reviewer
// would feel as a frozen window. The probe only measures; what counts as too long is the caller's.

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>

#include <vector>

namespace warpscope::widgets {

class EventLatencyProbe : public QObject {
    Q_OBJECT
public:
    /// One late tick: when it fired (ms since start()) and how late (ms past the interval).
    struct Stall {
        double atMs = 0;
        double lateMs = 0;
    };

    explicit EventLatencyProbe(int intervalMs = 2, QObject* parent = nullptr);

    /// Starts ticking; forgets what was measured before.
    void start();
    void stop();
    bool isRunning() const { return timer_.isActive(); }
    int intervalMs() const { return timer_.interval(); }

    /// Ticks measured since start().
    int samples() const { return int(lateness_.size()); }
    /// The longest stall in ms (0 before the first tick).
    double maxStallMs() const;
    /// The p-th percentile (0..100) of the ticks' lateness in ms, nearest rank; 0 without ticks.
    double percentileMs(double p) const;
    /// The `count` longest stalls, longest first.
    QList<Stall> longestStalls(int count = 5) const;

private:
    void tick();

    QTimer timer_;
    QElapsedTimer clock_;
    qint64 lastTickNs_ = 0;
    std::vector<float> lateness_; ///< ms; a float each keeps an hour at 2 ms under 8 MB
    QList<Stall> longest_; ///< kept sorted, longest first
};

} // namespace warpscope::widgets
