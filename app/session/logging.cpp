// The log file: one line per message, "time level category: text", rotated at start-up.
#include "app/session/logging.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QMutexLocker>

#include <cstring>
#include <memory>

namespace warpscope::session {

// Warnings by default: a test or a run without a log file stays quiet; installLogFile turns info on.
Q_LOGGING_CATEGORY(lcWorker, "warpscope.worker", QtWarningMsg)
Q_LOGGING_CATEGORY(lcCompile, "warpscope.compile", QtWarningMsg)
Q_LOGGING_CATEGORY(lcRun, "warpscope.run", QtWarningMsg)
Q_LOGGING_CATEGORY(lcReview, "warpscope.review", QtWarningMsg)
Q_LOGGING_CATEGORY(lcTask, "warpscope.task", QtWarningMsg)

namespace {

QMutex g_mutex;
QFile* g_file = nullptr;
QtMessageHandler g_previous = nullptr;

const char* levelName(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return "debug";
    case QtInfoMsg:
        return "info";
    case QtWarningMsg:
        return "warning";
    case QtCriticalMsg:
        return "critical";
    case QtFatalMsg:
        return "fatal";
    }
    return "info";
}

void handler(QtMsgType type, const QMessageLogContext& context, const QString& text)
{
    {
        const QMutexLocker lock(&g_mutex);
        if (g_file) {
            const QByteArray line = QDateTime::currentDateTime().toString(Qt::ISODateWithMs).toUtf8() + ' '
                + levelName(type) + ' ' + (context.category ? context.category : "default") + ": " + text.toUtf8()
                + '\n';
            g_file->write(line);
            g_file->flush(); // a crash right after must not lose the line that explains it
        }
    }
    // the terminal gets what it always got: warnings and worse, and other libraries' messages
    const bool ours = context.category && std::strncmp(context.category, "warpscope.", 10) == 0;
    if (g_previous && (!ours || type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg))
        g_previous(type, context, text);
}

/// warpscope.log -> warpscope.1.log -> ... -> warpscope.<kKeptLogs>.log (dropped).
void rotate(QDir dir)
{
    auto name
        = [](int i) { return i == 0 ? QStringLiteral("warpscope.log") : QStringLiteral("warpscope.%1.log").arg(i); };
    dir.remove(name(kKeptLogs));
    for (int i = kKeptLogs - 1; i >= 0; --i)
        if (dir.exists(name(i)))
            dir.rename(name(i), name(i + 1));
}

} // namespace

QString logFolder()
{
    const QString explicitDir = qEnvironmentVariable("WARPSCOPE_LOG_DIR");
    if (!explicitDir.isEmpty())
        return explicitDir;
    const QString state = qEnvironmentVariable("XDG_STATE_HOME");
    if (!state.isEmpty())
        return QDir(state).filePath(QStringLiteral("warpscope"));
    return QDir::home().filePath(QStringLiteral(".local/state/warpscope"));
}

QString logFilePath()
{
    return QDir(logFolder()).filePath(QStringLiteral("warpscope.log"));
}

bool installLogFile(QString* why)
{
    QDir dir(logFolder());
    if (!QDir().mkpath(dir.path())) {
        if (why)
            *why = QStringLiteral("the log folder %1 cannot be created").arg(dir.path());
        return false;
    }
    if (QFileInfo(logFilePath()).size() > kRotateBytes)
        rotate(dir);
    auto file = std::make_unique<QFile>(logFilePath());
    if (!file->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) {
        if (why)
            *why = QStringLiteral("the log file %1 cannot be written: %2").arg(file->fileName(), file->errorString());
        return false;
    }
    {
        const QMutexLocker lock(&g_mutex);
        delete g_file;
        g_file = file.release();
    }
    const QtMessageHandler previous = qInstallMessageHandler(handler);
    if (previous != handler)
        g_previous = previous;
    // the trail wants the info lines too (QT_LOGGING_RULES still wins for whoever sets it)
    QLoggingCategory::setFilterRules(QStringLiteral("warpscope.*.info=true"));
    return true;
}

void uninstallLogFile()
{
    QLoggingCategory::setFilterRules(QString());
    qInstallMessageHandler(g_previous);
    g_previous = nullptr;
    const QMutexLocker lock(&g_mutex);
    delete g_file;
    g_file = nullptr;
}

} // namespace warpscope::session
