#pragma once

// Handing a result from a worker thread back to a QObject's own thread.

#include <QMetaObject>
#include <QPointer>

#include <utility>

namespace warpscope::session {

/// Runs fn(receiver) on the receiver's thread, queued, if the receiver still exists then.
template <typename T, typename Fn> void deliver(const QPointer<T>& self, Fn fn)
{
    QMetaObject::invokeMethod(
        self,
        [self, fn = std::move(fn)] {
            if (self)
                fn(self.data());
        },
        Qt::QueuedConnection);
}

} // namespace warpscope::session
