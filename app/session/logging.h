#pragma once

// Warpscope's trail for when something misbehaves in a user's hands: Qt logging categories for the
// parts that talk to the worker and to files, and a rotated log file under the user's state folder
// that every message (and the worker's stderr) lands in. Help › Open log folder shows it.

#include <QLoggingCategory>
#include <QString>

namespace warpscope::session {

Q_DECLARE_LOGGING_CATEGORY(lcWorker) ///< "warpscope.worker": the worker process, its stderr, its jobs
Q_DECLARE_LOGGING_CATEGORY(lcCompile) ///< "warpscope.compile"
Q_DECLARE_LOGGING_CATEGORY(lcRun) ///< "warpscope.run": runs, profiles, traces
Q_DECLARE_LOGGING_CATEGORY(lcReview) ///< "warpscope.review": reviews and reports, saves and loads
Q_DECLARE_LOGGING_CATEGORY(lcTask) ///< "warpscope.task": tasks opened and saved, autosave, recovery

/// The log file's folder: $WARPSCOPE_LOG_DIR, else $XDG_STATE_HOME/warpscope, else
/// ~/.local/state/warpscope (the XDG state folder: logs are state, not configuration or cache).
QString logFolder();

/// warpscope.log in logFolder().
QString logFilePath();

/// How many rotated files are kept beside warpscope.log (warpscope.1.log is the newest), and the
/// size at which the log rotates when Warpscope starts.
inline constexpr int kKeptLogs = 3;
inline constexpr qint64 kRotateBytes = 1024 * 1024;

/// Rotates the log when it has grown past kRotateBytes, opens it for appending, turns the info
/// messages of the warpscope.* categories on and routes every Qt message into the file (the previous
/// handler, normally stderr, still gets warnings and worse, and other libraries' messages). Returns false
/// with the reason when the folder or the file cannot be written; Warpscope runs on without a log.
bool installLogFile(QString* why = nullptr);

/// Stops writing the log file (tests; the application keeps it to the end).
void uninstallLogFile();

} // namespace warpscope::session
