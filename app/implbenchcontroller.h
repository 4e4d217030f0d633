#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <map>

class QAction;
class QMenu;

namespace warpscope::core {
struct EnvironmentInfo;
}

namespace warpscope::session {
class SessionInterface;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class ImplementationsView;
}

namespace warpscope::app {

/// The GPU time row of the Implementations page: Run › Time implementations on GPU (A/B) (and the
/// page's button) times every implementation against the first one with the fair A/B method, one
/// worker benchmark per pair (bench --implementation B --baseline-implementation A). Without a CUDA
/// device the row says so ("— (needs a GPU)") and the action explains why instead of starting.
class ImplementationBenchController : public QObject {
    Q_OBJECT
public:
    ImplementationBenchController(session::SessionInterface* session, session::TaskDocument* task,
        widgets::ImplementationsView* view, QObject* parent = nullptr);

    void fillMenu(QMenu* menu);
    QAction* action() const { return m_action; }
    /// Benchmarks still running.
    int pending() const { return int(m_pending.size()); }

public slots:
    /// Times each implementation after the first against it; without a GPU, reports why (failed).
    void timeImplementations();
    void environmentReady(const warpscope::core::EnvironmentInfo& env);
    /// A bench document (bench --json) of candidate against baseline: fills both cells.
    void showBench(const QByteArray& document, const QString& candidate, const QString& baseline);

signals:
    void failed(const QString& title, const QString& details);
    void message(const QString& text);

private:
    void finished(quint64 generation, int exitCode, const QByteArray& document, const QString& messages);
    void benchFailed(quint64 generation, const QString& message);
    QString noDeviceReason() const;

    QPointer<session::SessionInterface> m_session;
    session::TaskDocument* m_task;
    widgets::ImplementationsView* m_view;
    QAction* m_action;
    int m_devices = -1; ///< -1 until the worker has reported its environment
    QString m_noDeviceReason;
    /// generation → the pair it times (candidate, baseline)
    std::map<quint64, std::pair<QString, QString>> m_pending;
};

} // namespace warpscope::app
