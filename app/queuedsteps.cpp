#include "app/queuedsteps.h"

#include <QCoreApplication>
#include <QTimer>

#include <algorithm>
#include <deque>

namespace warpscope::app {

namespace {

struct OwnedStep {
    QPointer<QObject> owner;
    QueuedSteps::Step run;
};

/// The GUI thread's queue (the controllers live there; no lock).
struct Queue {
    std::deque<OwnedStep> steps;
    bool inStep = false;
    std::size_t insertAt = 0; ///< where the running step's posts go: before the rest, in posting order
    bool scheduled = false;
};

Queue& queue()
{
    static Queue q;
    return q;
}

void runFront()
{
    Queue& q = queue();
    OwnedStep step = std::move(q.steps.front());
    q.steps.pop_front();
    if (!step.owner)
        return;
    const bool outer = !q.inStep;
    const std::size_t savedInsert = q.insertAt;
    q.inStep = true;
    q.insertAt = 0;
    step.run();
    q.insertAt = savedInsert;
    q.inStep = !outer;
}

void schedule();

void runOneScheduled()
{
    Queue& q = queue();
    q.scheduled = false;
    if (!q.steps.empty())
        runFront();
    schedule();
}

void schedule()
{
    Queue& q = queue();
    if (q.scheduled || q.steps.empty())
        return;
    q.scheduled = true;
    // a zero timer is a posted event: it runs after the events already waiting (paints, layouts, input)
    QTimer::singleShot(0, QCoreApplication::instance(), &runOneScheduled);
}

} // namespace

void QueuedSteps::post(QObject* owner, std::initializer_list<Step> steps)
{
    Queue& q = queue();
    for (const Step& step : steps) {
        if (q.inStep) {
            // finishAll() inside the step may have run what was before the insertion point
            q.insertAt = std::min(q.insertAt, q.steps.size());
            q.steps.insert(q.steps.begin() + std::ptrdiff_t(q.insertAt), OwnedStep {owner, step});
            ++q.insertAt;
        } else {
            q.steps.push_back(OwnedStep {owner, step});
        }
    }
    schedule();
}

void QueuedSteps::finishAll()
{
    Queue& q = queue();
    // from inside a step, the steps it posted run first; the queue empties either way
    while (!q.steps.empty())
        runFront();
}

bool QueuedSteps::pending()
{
    return !queue().steps.empty();
}

} // namespace warpscope::app
