#include "widgets/environmentstatus.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace warpscope::widgets {

EnvironmentStatus::EnvironmentStatus(QWidget* parent)
    : QWidget(parent)
{
    auto* l = new QHBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    m_toolkit = new QLabel(tr("Toolkit: …"), this);
    m_toolkit->setObjectName(QStringLiteral("toolkitStatus"));
    m_device = new QLabel(tr("Device: …"), this);
    m_device->setObjectName(QStringLiteral("deviceStatus"));
    m_worker = new QLabel(tr("Worker: starting"), this);
    m_worker->setObjectName(QStringLiteral("workerStatus"));
    m_restart = new QPushButton(tr("Restart worker"), this);
    m_restart->setObjectName(QStringLiteral("restartWorker"));
    m_restart->hide();
    l->addWidget(m_toolkit);
    l->addWidget(m_device);
    l->addWidget(m_worker);
    l->addWidget(m_restart);
    connect(m_restart, &QPushButton::clicked, this, &EnvironmentStatus::restartRequested);
}

void EnvironmentStatus::setEnvironment(const core::EnvironmentInfo& env)
{
    if (env.nvrtcVersion.empty())
        m_toolkit->setText(tr("NVRTC not available"));
    else
        m_toolkit->setText(
            tr("CUDA %1 · NVRTC %2")
                .arg(QString::fromStdString(env.toolkitVersion), QString::fromStdString(env.nvrtcVersion)));
    m_toolkit->setToolTip(env.nvdisasm.path.empty()
            ? tr("nvdisasm not found: SASS is unavailable")
            : tr("nvdisasm %1 at %2")
                  .arg(QString::fromStdString(env.nvdisasm.version), QString::fromStdString(env.nvdisasm.path)));
    if (env.cuda.devices.empty()) {
        m_device->setText(tr("No GPU · emulator %1").arg(QString::fromStdString(env.emulatorVersion)));
        m_device->setToolTip(QString::fromStdString(env.cuda.message));
    } else {
        const auto& d = env.cuda.devices.front();
        m_device->setText(tr("GPU: %1 (sm_%2%3)").arg(QString::fromStdString(d.name)).arg(d.ccMajor).arg(d.ccMinor));
        m_device->setToolTip(tr("%n GPU(s); emulator %1 also available", nullptr, int(env.cuda.devices.size()))
                                 .arg(QString::fromStdString(env.emulatorVersion)));
    }
}

void EnvironmentStatus::setEnvironmentError(const QString& message)
{
    m_toolkit->setText(tr("Toolkit: unknown"));
    m_toolkit->setToolTip(message);
}

void EnvironmentStatus::setWorkerState(WorkerState state, const QString& message)
{
    switch (state) {
    case WorkerState::Starting:
        m_worker->setText(tr("Worker: starting"));
        break;
    case WorkerState::Ready:
        m_worker->setText(tr("Worker: ready"));
        break;
    case WorkerState::Busy:
        m_worker->setText(tr("Worker: busy"));
        break;
    case WorkerState::Stopped:
        m_worker->setText(tr("Worker stopped"));
        break;
    }
    m_worker->setToolTip(message);
    m_restart->setVisible(state == WorkerState::Stopped);
}

QString EnvironmentStatus::toolkitText() const
{
    return m_toolkit->text();
}
QString EnvironmentStatus::deviceText() const
{
    return m_device->text();
}
QString EnvironmentStatus::workerText() const
{
    return m_worker->text();
}

} // namespace warpscope::widgets
