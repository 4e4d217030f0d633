#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <initializer_list>

namespace warpscope::app {

/// Work that would freeze the window if done in one event (a run's or a profile's result reaching
/// every view), cut into steps that run one per pass of the GUI event loop: the paint, layout and input
/// events waiting behind a step run before the next one, so no single event holds the GUI thread for
/// long (issue 20: no stall over 16 ms).
///
/// One queue serves every controller, and the steps run in the order the same calls would have run
/// without queueing: steps posted while a step runs go before the rest of the queue (as a call's
/// callees run before its caller's next statement), steps posted otherwise go to its end. So the state
/// the views end in is the same as if every step had run at once; finishAll() gets there now for a
/// caller that cannot wait (a task being replaced). A step whose owner is gone is skipped.
class QueuedSteps {
public:
    using Step = std::function<void()>;

    /// Queues `steps`, in order, each run only while `owner` exists.
    static void post(QObject* owner, std::initializer_list<Step> steps);
    /// Runs every step still queued, now, in order.
    static void finishAll();
    /// Whether steps wait.
    static bool pending();
};

} // namespace warpscope::app
