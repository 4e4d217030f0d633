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

private:
    mutable QSettings m_settings;
};

} // namespace warpscope::session
