#include "app/session/reviewdocument.h"
#include "app/session/logging.h"

#include "core/review/reviewfolder.h"
#include "core/review/reviewjson.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace warpscope::session {

namespace {
QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

/// "evidence/e1.annotated.png" -> "evidence/e1.annotated.r2.png" -> "...r3.png": the name a changed
/// file gets, so the saved one is never rewritten in place.
QString nextRevision(const QString& path)
{
    const int dot = path.lastIndexOf('.');
    const int slash = path.lastIndexOf('/');
    if (dot <= slash + 1)
        return path + QStringLiteral(".r2");
    QString stem = path.left(dot);
    const QString ext = path.mid(dot);
    int revision = 1;
    const int marker = stem.lastIndexOf(QStringLiteral(".r"));
    bool numeric = false;
    const int n = marker > slash ? stem.mid(marker + 2).toInt(&numeric) : 0;
    if (numeric && n > 0) {
        revision = n;
        stem.truncate(marker);
    }
    return stem + QStringLiteral(".r%1").arg(revision + 1) + ext;
}
} // namespace

ReviewDocument::ReviewDocument(QObject* parent, const QString& recoveryRoot)
    : QObject(parent)
    , m_recovery(recoveryRoot)
{
    m_autosave.setInterval(60 * 1000);
    connect(&m_autosave, &QTimer::timeout, this, [this] {
        if (m_dirty)
            autosaveNow();
    });
    m_autosave.start();
}

ReviewDocument::~ReviewDocument()
{
    m_recovery.release(m_recoveryDir);
}

void ReviewDocument::reset()
{
    m_review = core::Review {};
    m_folder.clear();
    m_pending.clear();
    m_removed.clear();
    m_pendingBundles.clear();
    m_pendingTaskCopy.clear();
    m_recovery.release(m_recoveryDir);
    m_recoveryDir.clear();
}

void ReviewDocument::newReview()
{
    reset();
    m_review.created = nowIso().toStdString();
    m_open = true;
    setClean();
    qCInfo(lcReview).noquote() << "opened the review" << m_folder;
    emit opened();
    emit changed();
}

QString ReviewDocument::open(const QString& folder)
{
    auto review = core::loadReview(folder.toStdString());
    if (!review) {
        qCWarning(lcReview).noquote() << "cannot open the review" << folder << "-"
                                      << QString::fromStdString(review.error().describe());
        return tr("The review %1 could not be opened: %2")
            .arg(folder, QString::fromStdString(review.error().describe()));
    }
    reset();
    m_review = std::move(*review);
    m_folder
        = QFileInfo(QString::fromStdString(core::reviewFolderOf(folder.toStdString()).string())).absoluteFilePath();
    m_open = true;
    setClean();
    emit opened();
    emit changed();
    return {};
}

void ReviewDocument::close()
{
    reset();
    m_open = false;
    setClean();
    emit changed();
}

void ReviewDocument::markDirty()
{
    const bool was = m_dirty;
    m_dirty = true;
    if (!was)
        emit dirtyChanged(true);
    emit changed();
}

void ReviewDocument::setClean()
{
    const bool was = m_dirty;
    m_dirty = false;
    if (was)
        emit dirtyChanged(false);
}

void ReviewDocument::setTitle(const QString& title)
{
    if (m_review.title == title.toStdString())
        return;
    m_review.title = title.toStdString();
    markDirty();
}

void ReviewDocument::setReviewer(const QString& reviewer)
{
    if (m_review.reviewer == reviewer.toStdString())
        return;
    m_review.reviewer = reviewer.toStdString();
    markDirty();
}

void ReviewDocument::setSummary(const QString& markdown)
{
    if (m_review.summary == markdown.toStdString())
        return;
    m_review.summary = markdown.toStdString();
    markDirty();
}

void ReviewDocument::setVerdict(core::Verdict verdict)
{
    if (m_review.verdict == verdict)
        return;
    m_review.verdict = verdict;
    markDirty();
    emit checklistChanged();
}

void ReviewDocument::setNotes(const QString& markdown)
{
    if (m_review.notes == markdown.toStdString())
        return;
    m_review.notes = markdown.toStdString();
    markDirty();
}

void ReviewDocument::setChecklistItem(int index, const core::ChecklistItem& item)
{
    if (index < 0 || index >= int(m_review.checklist.size()) || m_review.checklist[std::size_t(index)] == item)
        return;
    m_review.checklist[std::size_t(index)] = item;
    markDirty();
    emit checklistChanged();
}

void ReviewDocument::ensureChecklistItem(const core::ChecklistItem& item)
{
    auto& list = m_review.checklist;
    if (std::any_of(list.begin(), list.end(), [&](const core::ChecklistItem& i) { return i.id == item.id; }))
        return;
    list.push_back(item);
    markDirty();
    emit checklistChanged();
}

bool ReviewDocument::citeEvidence(const QString& itemId, const QString& evidenceId)
{
    if (!m_review.findEvidence(evidenceId.toStdString()))
        return false;
    for (core::ChecklistItem& item : m_review.checklist) {
        if (item.id != itemId.toStdString())
            continue;
        if (std::find(item.evidence.begin(), item.evidence.end(), evidenceId.toStdString()) == item.evidence.end()) {
            item.evidence.push_back(evidenceId.toStdString());
            markDirty();
            emit checklistChanged();
        }
        return true;
    }
    return false;
}

void ReviewDocument::addBookmark(const core::Bookmark& bookmark)
{
    m_review.bookmarks.push_back(bookmark);
    markDirty();
}

void ReviewDocument::removeBookmark(int index)
{
    if (index < 0 || index >= int(m_review.bookmarks.size()))
        return;
    m_review.bookmarks.erase(m_review.bookmarks.begin() + index);
    markDirty();
}

QString ReviewDocument::addEvidence(const core::CaptureContext& context, const QByteArray& originalPng,
    const QByteArray& annotatedPng, const QByteArray& annotationJson, const QString& caption)
{
    core::EvidenceItem item = core::evidenceFilesFor(m_review.nextEvidenceId());
    item.caption = caption.toStdString();
    item.context = context;
    for (const auto& [path, bytes] :
        {std::pair {item.original, originalPng}, {item.annotated, annotatedPng}, {item.annotations, annotationJson}}) {
        const QString rel = QString::fromStdString(path);
        m_pending.insert(rel, bytes);
        m_removed.remove(rel); // a removed capture's id may come back; its old files must not win
    }
    m_review.evidence.push_back(item);
    markDirty();
    emit evidenceChanged();
    return QString::fromStdString(item.id);
}

bool ReviewDocument::updateEvidence(
    const QString& id, const QByteArray& annotatedPng, const QByteArray& annotationJson, const QString& caption)
{
    for (core::EvidenceItem& e : m_review.evidence) {
        if (e.id != id.toStdString())
            continue;
        e.caption = caption.toStdString();
        for (auto [path, bytes] : {std::pair {&e.annotated, &annotatedPng}, {&e.annotations, &annotationJson}}) {
            QString rel = QString::fromStdString(*path);
            // A file already saved into the folder is replaced under a new name and the old one
            // deleted once review.json names the new one: overwritten in place, a crash or a failed
            // save before review.json would pair the old review with the new annotation.
            if (!m_folder.isEmpty() && QFileInfo::exists(QDir(m_folder).filePath(rel))) {
                m_pending.remove(rel);
                m_removed.insert(rel);
                do
                    rel = nextRevision(rel);
                while (isFileUsed(rel));
                *path = rel.toStdString();
            }
            m_pending.insert(rel, *bytes);
            m_removed.remove(rel);
        }
        markDirty();
        emit evidenceChanged();
        return true;
    }
    return false;
}

bool ReviewDocument::isFileUsed(const QString& rel) const
{
    for (const core::EvidenceItem& e : m_review.evidence)
        for (const std::string& path : {e.original, e.annotated, e.annotations})
            if (QString::fromStdString(path) == rel)
                return true;
    return m_pending.contains(rel) || (!m_folder.isEmpty() && QFileInfo::exists(QDir(m_folder).filePath(rel)));
}

bool ReviewDocument::removeEvidence(const QString& id)
{
    auto& list = m_review.evidence;
    const auto it = std::find_if(list.begin(), list.end(), [&](const auto& e) { return e.id == id.toStdString(); });
    if (it == list.end())
        return false;
    for (const std::string& path : {it->original, it->annotated, it->annotations}) {
        m_pending.remove(QString::fromStdString(path));
        m_removed.insert(QString::fromStdString(path));
    }
    list.erase(it);
    for (core::ChecklistItem& item : m_review.checklist)
        std::erase(item.evidence, id.toStdString());
    markDirty();
    emit evidenceChanged();
    emit checklistChanged();
    return true;
}

QByteArray ReviewDocument::fileBytes(const QString& relativePath) const
{
    if (m_pending.contains(relativePath))
        return m_pending.value(relativePath);
    if (m_folder.isEmpty())
        return {};
    QFile f(QDir(m_folder).filePath(relativePath));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void ReviewDocument::linkTask(const QString& taskFolder, const QString& name)
{
    m_review.task = {false, QFileInfo(taskFolder).absoluteFilePath().toStdString(), name.toStdString()};
    m_pendingTaskCopy.clear();
    markDirty();
}

void ReviewDocument::copyTask(const QString& taskFolder, const QString& name)
{
    m_review.task = {true, core::kTaskCopyFolder, name.toStdString()};
    m_pendingTaskCopy = QFileInfo(taskFolder).absoluteFilePath();
    markDirty();
}

QString ReviewDocument::addResultBundle(const QString& runFolder, const QString& label)
{
    if (!QFileInfo(QDir(runFolder).filePath(QStringLiteral("result.json"))).isFile())
        return {};
    // a bundle already in the review (a reopened review's results shown again) is not added twice
    const QString absolute = QFileInfo(runFolder).absoluteFilePath();
    for (auto it = m_pendingBundles.cbegin(); it != m_pendingBundles.cend(); ++it)
        if (it.value() == absolute)
            return it.key();
    if (!m_folder.isEmpty())
        for (const core::ResultRef& r : m_review.results)
            if (QFileInfo(QDir(m_folder).filePath(QStringLiteral("results/") + QString::fromStdString(r.id)))
                    .absoluteFilePath()
                == absolute)
                return QString::fromStdString(r.id);
    int n = int(m_review.results.size()) + 1;
    auto taken = [&](const std::string& id) {
        return std::any_of(m_review.results.begin(), m_review.results.end(), [&](const auto& r) { return r.id == id; });
    };
    while (taken("r" + std::to_string(n)))
        ++n;
    const std::string id = "r" + std::to_string(n);
    m_review.results.push_back({id, label.toStdString(), nowIso().toStdString()});
    m_pendingBundles.insert(QString::fromStdString(id), QFileInfo(runFolder).absoluteFilePath());
    markDirty();
    return QString::fromStdString(id);
}

void ReviewDocument::setBaseline(const QString& runBundle, const QString& profileBundle, const QString& taskName,
    const QString& pinnedAt, const QString& source)
{
    const auto absolute = [](const QString& folder) {
        return folder.isEmpty() ? std::string() : QFileInfo(folder).absoluteFilePath().toStdString();
    };
    // the baseline already recorded (its bundles copied at an earlier save): nothing to add
    if (m_review.baseline && m_review.baseline->runFolder == absolute(runBundle)
        && m_review.baseline->profileFolder == absolute(profileBundle))
        return;
    const QString label = tr("baseline: %1").arg(taskName);
    const QString run = runBundle.isEmpty() ? QString() : addResultBundle(runBundle, label);
    const QString profile = profileBundle.isEmpty() ? QString()
        : profileBundle == runBundle                ? run
                                     : addResultBundle(profileBundle, tr("baseline: %1 (profile)").arg(taskName));
    if (run.isEmpty() && profile.isEmpty())
        return; // both bundles gone: nothing the report could compare with
    const core::BaselineRef ref {run.toStdString(), profile.toStdString(), taskName.toStdString(),
        pinnedAt.toStdString(), source.toStdString(), run.isEmpty() ? std::string() : absolute(runBundle),
        profile.isEmpty() ? std::string() : absolute(profileBundle)};
    if (m_review.baseline == ref)
        return;
    m_review.baseline = ref;
    markDirty();
}

void ReviewDocument::setAutosaveInterval(int ms)
{
    m_autosave.setInterval(ms);
}

QString ReviewDocument::autosaveNow()
{
    if (!m_open)
        return {};
    QString error;
    if (m_recoveryDir.isEmpty())
        m_recoveryDir = m_recovery.claim(&error);
    if (m_recoveryDir.isEmpty()) {
        emit autosaveFailed(error);
        return error;
    }
    RecoverySnapshot s;
    s.reviewJson = QByteArray::fromStdString(core::serializeReview(m_review));
    s.files = m_pending;
    s.bundles = m_pendingBundles;
    s.taskCopy = m_pendingTaskCopy;
    s.origin = m_folder;
    s.title = QString::fromStdString(m_review.title.empty() ? m_review.task.name : m_review.title);
    error = m_recovery.write(m_recoveryDir, s);
    if (!error.isEmpty())
        emit autosaveFailed(error);
    return error;
}

QString ReviewDocument::restore(const RecoveryEntry& entry)
{
    RecoverySnapshot s;
    if (!m_recovery.read(entry.dir, &s))
        return tr("The recovery folder %1 holds no review; discard it.").arg(entry.dir);
    auto review = core::parseReview(s.reviewJson.toStdString(), (entry.dir + "/review.json").toStdString());
    if (!review)
        return tr("The autosaved review could not be read: %1").arg(QString::fromStdString(review.error().describe()));
    reset();
    m_review = std::move(*review);
    m_folder = QFileInfo::exists(s.origin) ? s.origin : QString();
    m_pending = s.files;
    m_pendingBundles = s.bundles;
    m_pendingTaskCopy = s.taskCopy;
    m_recovery.adopt(entry.dir);
    m_recoveryDir = entry.dir;
    m_open = true;
    emit opened();
    markDirty();
    emit evidenceChanged();
    emit checklistChanged();
    return {};
}

} // namespace warpscope::session
