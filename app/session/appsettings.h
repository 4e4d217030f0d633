#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace warpscope::session {

/// The user's persistent choices: language, recent tasks, window layout, trusted tasks, compile
/// options, the roofline's GPU. The one settings store of the GUI: QSettings (organisation
/// "Warpscope", application "Warpscope"); nothing else opens a QSettings of its own.
class AppSettings {
public:
    AppSettings();

    /// "" (system), "en", "es" or "ru"; takes effect at the next start.
    QString language() const;
    void setLanguage(const QString& code);

    /// Most recent first, at most kMaxRecent, only task.toml paths that still exist.
    QStringList recentTasks() const;
    void addRecentTask(const QString& taskFile);
    static constexpr int kMaxRecent = 10;

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindowLayout(const QByteArray& geometry, const QByteArray& state);

    /// Python references run only for tasks the user has marked trusted (by task.toml path).
    bool isTrusted(const QString& taskFile) const;
    void setTrusted(const QString& taskFile, bool trusted);

    /// The user's cap on a run's memory ("8G", "" for none), sent to the worker as "memory_cap".
    QString memoryCap() const;
    void setMemoryCap(const QString& cap);
    /// A run estimated above this many seconds on the emulator asks first (run anyway / sample / cancel).
    double maxEstimateSeconds() const;
    /// The CTAs a sampled run spreads over the grid when the user picks "Run a sample".
    int sampleBlocks() const;

    /// The compile options panel's last choices, as core::compileOptionsToJson wrote them.
    QByteArray compileOptions() const;
    void setCompileOptions(const QByteArray& json);
    /// The roofline's GPU (its gpus.json name) as the user last chose it; "" before the first choice.
    QString rooflineGpu() const;
    void setRooflineGpu(const QString& name);

    /// Slurm (issue 18), Settings › Run targets: how often the batch list reads the states of the jobs
    /// that have not ended (seconds, default 60), after how many minutes without a run the kept
    /// allocation is given back (default 15), and how long salloc waits in the queue before the
    /// request is withdrawn (seconds, default 120). Each is kept within its k...Min/Max.
    int batchPollSeconds() const;
    void setBatchPollSeconds(int seconds);
    int slurmIdleMinutes() const;
    void setSlurmIdleMinutes(int minutes);
    int slurmWaitSeconds() const;
    void setSlurmWaitSeconds(int seconds);
    static constexpr int kBatchPollMin = 10, kBatchPollMax = 3600;
    static constexpr int kSlurmIdleMin = 1, kSlurmIdleMax = 24 * 60;
    static constexpr int kSlurmWaitMin = 5, kSlurmWaitMax = 3600;

private:
    mutable QSettings m_settings;
};

} // namespace warpscope::session
