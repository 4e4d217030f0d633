#include "app/session/appsettings.h"

#include <QFileInfo>

#include <algorithm>

namespace warpscope::session {

AppSettings::AppSettings()
    : m_settings(QStringLiteral("Warpscope"), QStringLiteral("Warpscope"))
{ }

QString AppSettings::language() const
{
    return m_settings.value(QStringLiteral("ui/language")).toString();
}

void AppSettings::setLanguage(const QString& code)
{
    m_settings.setValue(QStringLiteral("ui/language"), code);
}

QStringList AppSettings::recentTasks() const
{
    QStringList out;
    for (const QString& p : m_settings.value(QStringLiteral("tasks/recent")).toStringList())
        if (QFileInfo::exists(p))
            out << p;
    return out;
}

void AppSettings::addRecentTask(const QString& taskFile)
{
    const QString path = QFileInfo(taskFile).absoluteFilePath();
    QStringList list = m_settings.value(QStringLiteral("tasks/recent")).toStringList();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMaxRecent)
        list.removeLast();
    m_settings.setValue(QStringLiteral("tasks/recent"), list);
}

QByteArray AppSettings::windowGeometry() const
{
    return m_settings.value(QStringLiteral("window/geometry")).toByteArray();
}

QByteArray AppSettings::windowState() const
{
    return m_settings.value(QStringLiteral("window/state")).toByteArray();
}

void AppSettings::setWindowLayout(const QByteArray& geometry, const QByteArray& state)
{
    m_settings.setValue(QStringLiteral("window/geometry"), geometry);
    m_settings.setValue(QStringLiteral("window/state"), state);
}

bool AppSettings::isTrusted(const QString& taskFile) const
{
    return m_settings.value(QStringLiteral("tasks/trusted"))
        .toStringList()
        .contains(QFileInfo(taskFile).absoluteFilePath());
}

void AppSettings::setTrusted(const QString& taskFile, bool trusted)
{
    QStringList list = m_settings.value(QStringLiteral("tasks/trusted")).toStringList();
    const QString path = QFileInfo(taskFile).absoluteFilePath();
    list.removeAll(path);
    if (trusted)
        list << path;
    m_settings.setValue(QStringLiteral("tasks/trusted"), list);
}

QString AppSettings::memoryCap() const
{
    return m_settings.value(QStringLiteral("run/memoryCap")).toString();
}

void AppSettings::setMemoryCap(const QString& cap)
{
    m_settings.setValue(QStringLiteral("run/memoryCap"), cap.trimmed());
}

double AppSettings::maxEstimateSeconds() const
{
    return m_settings.value(QStringLiteral("run/maxEstimateSeconds"), 60.0).toDouble();
}

int AppSettings::sampleBlocks() const
{
    return m_settings.value(QStringLiteral("run/sampleBlocks"), 1000).toInt();
}

QByteArray AppSettings::compileOptions() const
{
    return m_settings.value(QStringLiteral("compile/options")).toByteArray();
}

void AppSettings::setCompileOptions(const QByteArray& json)
{
    m_settings.setValue(QStringLiteral("compile/options"), json);
}

QString AppSettings::rooflineGpu() const
{
    return m_settings.value(QStringLiteral("analysis/rooflineGpu")).toString();
}

void AppSettings::setRooflineGpu(const QString& name)
{
    m_settings.setValue(QStringLiteral("analysis/rooflineGpu"), name);
}

namespace {
/// A stored value within its bounds: a hand-edited or damaged setting never makes a zero-length timer.
int bounded(const QSettings& s, const QString& key, int fallback, int low, int high)
{
    bool ok = false;
    const int v = s.value(key, fallback).toInt(&ok);
    return ok ? std::clamp(v, low, high) : fallback;
}
} // namespace

int AppSettings::batchPollSeconds() const
{
    return bounded(m_settings, QStringLiteral("slurm/batchPollSeconds"), 60, kBatchPollMin, kBatchPollMax);
}

void AppSettings::setBatchPollSeconds(int seconds)
{
    m_settings.setValue(QStringLiteral("slurm/batchPollSeconds"), std::clamp(seconds, kBatchPollMin, kBatchPollMax));
}

int AppSettings::slurmIdleMinutes() const
{
    return bounded(m_settings, QStringLiteral("slurm/idleMinutes"), 15, kSlurmIdleMin, kSlurmIdleMax);
}

void AppSettings::setSlurmIdleMinutes(int minutes)
{
    m_settings.setValue(QStringLiteral("slurm/idleMinutes"), std::clamp(minutes, kSlurmIdleMin, kSlurmIdleMax));
}

int AppSettings::slurmWaitSeconds() const
{
    return bounded(m_settings, QStringLiteral("slurm/waitSeconds"), 120, kSlurmWaitMin, kSlurmWaitMax);
}

void AppSettings::setSlurmWaitSeconds(int seconds)
{
    m_settings.setValue(QStringLiteral("slurm/waitSeconds"), std::clamp(seconds, kSlurmWaitMin, kSlurmWaitMax));
}

} // namespace warpscope::session
