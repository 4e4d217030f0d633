#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

namespace warpscope::session {

/// One autosaved review found in the recovery folder.
struct RecoveryEntry {
    QString dir; ///< the entry's folder
    qint64 pid = 0; ///< the process that wrote it
    QString origin; ///< the review folder it belongs to; empty for a review never saved
    QString title;
    QDateTime saved;
};

/// What an autosave writes besides review.json.
struct RecoverySnapshot {
    QByteArray reviewJson;
    QMap<QString, QByteArray> files; ///< review-relative path -> bytes not yet saved into the review
    QMap<QString, QString> bundles; ///< result id -> run folder still to be copied
    QString taskCopy; ///< task folder still to be copied in, or empty
    QString origin;
    QString title;
};

/// The recovery folder (QStandardPaths::AppDataLocation/recovery/): one subfolder per open review
/// with unsaved changes, holding a lock file with the owner's pid. A folder whose owner is gone is
/// what a crash left behind; the next start offers to restore or discard it.
class RecoveryStore {
public:
    /// root empty: AppDataLocation/recovery.
    explicit RecoveryStore(QString root = {});

    QString root() const { return m_root; }

    /// Creates a new entry owned by this process; returns its folder, or "" with error set.
    QString claim(QString* error);
    /// Takes over an orphaned entry (after a restore): this process becomes its owner.
    bool adopt(const QString& dir);
    /// Writes a snapshot into an owned entry; the entry is swapped whole (core::replaceFolder), so a
    /// crash leaves the previous snapshot or this one. "" on success.
    QString write(const QString& dir, const RecoverySnapshot& snapshot);
    /// Reads an entry's snapshot back; false when its review.json is missing.
    bool read(const QString& dir, RecoverySnapshot* snapshot) const;
    /// Deletes an entry (after a save, a close, or a discard).
    void release(const QString& dir);
    /// Entries whose owner process is gone and which hold a snapshot, newest first.
    QList<RecoveryEntry> orphans() const;

    /// True when pid names a running process that started at startTicks (0: unknown, not checked).
    static bool processAlive(qint64 pid, qint64 startTicks = 0);
    /// This process's start time in clock ticks since boot (from /proc), 0 when unknown; with the
    /// pid it tells a restarted process from a reused pid.
    static qint64 processStartTicks(qint64 pid);

private:
    /// Writes a snapshot's files into dir, review.json last.
    QString writeSnapshot(const QString& dir, const RecoverySnapshot& snapshot);

    QString m_root;
};

} // namespace warpscope::session
