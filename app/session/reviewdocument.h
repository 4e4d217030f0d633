#pragma once

#include "app/session/recoverystore.h"
#include "core/review/review.h"

#include <QByteArray>
#include <QMap>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

namespace warpscope::session {

/// The open review session (NAME.wsreview/, ARCHITECTURE §7): the review value, the files not yet
/// written into its folder (new evidence, result bundles and a task copy to bring in), saving and
/// autosave. Every file is saved atomically (QSaveFile) and review.json is written last, so a failed
/// save leaves the review on disk as it was and the document dirty. While there are unsaved changes
/// a snapshot is autosaved to the recovery folder every minute.
class ReviewDocument : public QObject {
    Q_OBJECT
public:
    /// recoveryRoot empty: AppDataLocation/recovery.
    explicit ReviewDocument(QObject* parent = nullptr, const QString& recoveryRoot = {});
    /// Removes this document's recovery entry: a clean exit leaves nothing to recover.
    ~ReviewDocument() override;

    /// Starts an untitled review (saved with saveAs).
    void newReview();
    /// Opens a NAME.wsreview folder; on failure the current review stays and the message (naming the
    /// file and what to do) is returned. A newer schema is refused and the folder left untouched.
    QString open(const QString& folder);
    /// Saves into the review's folder; "" on success, else why (the old files are intact).
    QString save();
    /// Saves into another folder (".wsreview" is appended when missing), bringing the existing files along.
    QString saveAs(const QString& folder);
    /// Closes the review without saving and drops its recovery entry.
    void close();

    bool isOpen() const { return m_open; }
    bool isUntitled() const { return m_folder.isEmpty(); }
    bool isDirty() const { return m_dirty; }
    /// The review folder; empty while untitled.
    QString folder() const { return m_folder; }
    const core::Review& review() const { return m_review; }

    void setTitle(const QString& title);
    void setReviewer(const QString& reviewer);
    void setSummary(const QString& markdown);
    void setVerdict(core::Verdict verdict);
    void setNotes(const QString& markdown);
    /// Replaces checklist item index (its verdict, note and cited evidence).
    void setChecklistItem(int index, const core::ChecklistItem& item);
    /// Appends the item unless the checklist has one with its id (a task's own questions, added once).
    void ensureChecklistItem(const core::ChecklistItem& item);
    /// Cites evidence `evidenceId` on the checklist item `itemId`; false when either is missing.
    bool citeEvidence(const QString& itemId, const QString& evidenceId);
    void addBookmark(const core::Bookmark& bookmark);
    void removeBookmark(int index);

    /// Adds a capture: the original PNG, its annotated rendering and the annotation JSON. Returns its id.
    QString addEvidence(const core::CaptureContext& context, const QByteArray& originalPng,
        const QByteArray& annotatedPng, const QByteArray& annotationJson, const QString& caption);
    /// Replaces an evidence's annotations and rendering (the original is kept); false for an unknown id.
    /// Files already saved get new names (<id>.annotated.r2.png), the old ones go after the next save.
    bool updateEvidence(
        const QString& id, const QByteArray& annotatedPng, const QByteArray& annotationJson, const QString& caption);
    bool removeEvidence(const QString& id);
    /// A review-relative file's bytes: unsaved ones from memory, saved ones from the folder.
    QByteArray fileBytes(const QString& relativePath) const;

    /// Links the task folder (the review refers to it where it is).
    void linkTask(const QString& taskFolder, const QString& name);
    /// Copies the task folder into the review (task/) at the next save.
    void copyTask(const QString& taskFolder, const QString& name);
    /// Copies a run's result bundle (a folder with result.json) into results/<id>/ at the next save.
    /// Returns the id, or "" when the folder holds no result.json.
    QString addResultBundle(const QString& runFolder, const QString& label);
    /// Records the pinned baseline (a Run's and a profile's bundle, either may be empty) so the report
    /// compares with it: both bundles are added like any run's and review.json names them. `pinnedAt` is
    /// ISO 8601; `source` the kernel text the profile's lines count. Unchanged: nothing to save.
    void setBaseline(const QString& runBundle, const QString& profileBundle, const QString& taskName,
        const QString& pinnedAt, const QString& source);

    /// Milliseconds between autosaves while dirty (default one minute).
    void setAutosaveInterval(int ms);
    /// Writes the recovery snapshot now; "" on success.
    QString autosaveNow();
    /// The recovery entry this document writes to, empty before the first autosave.
    QString recoveryDir() const { return m_recoveryDir; }
    RecoveryStore& recoveryStore() { return m_recovery; }
    /// Restores an orphaned recovery entry: the review as it was autosaved, dirty, owned by this
    /// process from now on. "" on success.
    QString restore(const RecoveryEntry& entry);

signals:
    void changed();
    void dirtyChanged(bool dirty);
    void opened();
    void saved(const QString& folder);
    void evidenceChanged();
    void checklistChanged();
    void autosaveFailed(const QString& message);

private:
    void markDirty();
    void setClean();
    void reset();
    QString writeAll(const QString& folder);
    QString copyFolder(const QString& from, const QString& to) const;
    QString bringExistingFiles(const QString& folder);
    /// Whether a review-relative path is taken: named by an evidence, pending, or on disk.
    bool isFileUsed(const QString& rel) const;

    core::Review m_review;
    QString m_folder;
    bool m_open = false;
    bool m_dirty = false;
    QMap<QString, QByteArray> m_pending; ///< review-relative path -> bytes to write at the next save
    QSet<QString> m_removed; ///< review-relative paths to delete once a save has committed
    QMap<QString, QString> m_pendingBundles; ///< result id -> run folder to copy
    QString m_pendingTaskCopy;
    RecoveryStore m_recovery;
    QString m_recoveryDir;
    QTimer m_autosave;
};

} // namespace warpscope::session
