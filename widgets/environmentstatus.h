#pragma once

#include "core/env/environment.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace warpscope::widgets {

/// The status bar's right side: toolkit (NVRTC), device (GPU or emulator) and worker state, with a
/// restart button that appears only when the worker has stopped.
class EnvironmentStatus : public QWidget {
    Q_OBJECT
public:
    enum class WorkerState { Starting, Ready, Busy, Stopped };

    explicit EnvironmentStatus(QWidget* parent = nullptr);
    void setEnvironment(const core::EnvironmentInfo& env);
    void setEnvironmentError(const QString& message);
    void setWorkerState(WorkerState state, const QString& message);

    QString toolkitText() const;
    QString deviceText() const;
    QString workerText() const;

signals:
    void restartRequested();

private:
    QLabel* m_toolkit = nullptr;
    QLabel* m_device = nullptr;
    QLabel* m_worker = nullptr;
    QPushButton* m_restart = nullptr;
};

} // namespace warpscope::widgets
