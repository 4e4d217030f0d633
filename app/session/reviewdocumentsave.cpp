// ReviewDocument, second half: saving into the review folder. Every file goes through QSaveFile;
// review.json, which names all the others, is written last, so until it is committed the review on
// disk is the old one.
#include "app/session/filesaver.h"
#include "app/session/logging.h"
#include "app/session/reviewdocument.h"

#include "core/review/reviewfolder.h"
#include "core/review/reviewjson.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace warpscope::session {

namespace {

const QString kReviewFile = QStringLiteral("review.json");

// Streams a file into place with QSaveFile, so large result tensors never sit in memory whole.
QString copyFileAtomically(const QString& from, const QString& to)
{
    QFile in(from);
    if (!in.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("ReviewDocument", "Cannot read %1: %2").arg(from, in.errorString());
    QSaveFile out(to);
    if (!out.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("FileSaver", "Cannot save %1: %2").arg(to, out.errorString());
    while (!in.atEnd()) {
        const QByteArray chunk = in.read(1 << 20);
        if (chunk.isEmpty() && in.error() != QFile::NoError) {
            out.cancelWriting();
            return QCoreApplication::translate("ReviewDocument", "Cannot read %1: %2").arg(from, in.errorString());
        }
        if (out.write(chunk) != chunk.size()) {
            const QString why = out.errorString();
            out.cancelWriting();
            return QCoreApplication::translate("FileSaver", "Cannot save %1: %2. The file on disk is unchanged.")
                .arg(to, why);
        }
    }
    if (!out.commit())
        return QCoreApplication::translate("FileSaver", "Cannot save %1: %2. The file on disk is unchanged.")
            .arg(to, out.errorString());
    return {};
}

QString makeFolder(const QString& path)
{
    if (QDir().mkpath(path))
        return {};
    return QCoreApplication::translate("ReviewDocument",
        "Cannot create the folder %1 (a file of that name, a read-only place or a full disk?). Choose another place "
        "with Save review as.")
        .arg(path);
}

// A review.json written by a newer Warpscope is never overwritten.
int schemaOnDisk(const QString& folder)
{
    QFile f(QDir(folder).filePath(kReviewFile));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("schema")).toInt();
}

} // namespace

QString ReviewDocument::copyFolder(const QString& from, const QString& to) const
{
    if (QString why = makeFolder(to); !why.isEmpty())
        return why;
    // Only regular files: a symbolic link in a bundle must not pull outside files into the review.
    QDirIterator it(from, QDir::Files | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(source));
        if (QString why = makeFolder(QFileInfo(target).absolutePath()); !why.isEmpty())
            return why;
        if (QString why = copyFileAtomically(source, target); !why.isEmpty())
            return why;
    }
    return {};
}

QString ReviewDocument::bringExistingFiles(const QString& folder)
{
    if (m_folder.isEmpty() || QFileInfo(m_folder) == QFileInfo(folder))
        return {};
    for (const core::EvidenceItem& e : m_review.evidence)
        for (const std::string& path : {e.original, e.annotated, e.annotations}) {
            const QString rel = QString::fromStdString(path);
            if (!m_pending.contains(rel) && QFileInfo::exists(QDir(m_folder).filePath(rel)))
                m_pending.insert(rel, fileBytes(rel));
        }
    for (const core::ResultRef& r : m_review.results) {
        const QString id = QString::fromStdString(r.id);
        if (!m_pendingBundles.contains(id))
            m_pendingBundles.insert(id, QDir(m_folder).filePath(QStringLiteral("results/") + id));
    }
    if (m_review.task.copied && m_pendingTaskCopy.isEmpty())
        m_pendingTaskCopy = QDir(m_folder).filePath(QString::fromLatin1(core::kTaskCopyFolder));
    return {};
}

QString ReviewDocument::writeAll(const QString& folder)
{
    if (schemaOnDisk(folder) > core::kReviewSchema)
        return tr("%1 was saved by a newer Warpscope; it is left as it is. Update Warpscope, or save this review "
                  "elsewhere with Save review as.")
            .arg(QDir(folder).filePath(kReviewFile));
    if (QString why = makeFolder(folder); !why.isEmpty())
        return why;
    if (!m_pendingTaskCopy.isEmpty())
        if (QString why = copyFolder(m_pendingTaskCopy, QDir(folder).filePath(core::kTaskCopyFolder)); !why.isEmpty())
            return why;
    for (auto it = m_pendingBundles.begin(); it != m_pendingBundles.end(); ++it)
        if (QString why = copyFolder(it.value(), QDir(folder).filePath(QStringLiteral("results/") + it.key()));
            !why.isEmpty())
            return why;
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        const QString path = QDir(folder).filePath(it.key());
        if (QString why = makeFolder(QFileInfo(path).absolutePath()); !why.isEmpty())
            return why;
        if (QString why = saveFileAtomically(path, it.value()); !why.isEmpty())
            return why;
    }
    core::Review saved = m_review;
    saved.modified = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    if (QString why = saveFileAtomically(
            QDir(folder).filePath(kReviewFile), QByteArray::fromStdString(core::serializeReview(saved)));
        !why.isEmpty())
        return why;
    m_review = saved;
    for (const QString& rel : std::as_const(m_removed))
        QFile::remove(QDir(folder).filePath(rel));
    return {};
}

QString ReviewDocument::save()
{
    if (!m_open)
        return {};
    if (m_folder.isEmpty())
        return tr("This review has no folder yet; use Save review as.");
    const QString why = writeAll(m_folder);
    if (!why.isEmpty()) {
        qCWarning(lcReview).noquote() << "saving the review" << m_folder << "failed:" << why;
        return why;
    }
    qCInfo(lcReview).noquote() << "saved the review" << m_folder;
    m_pending.clear();
    m_removed.clear();
    m_pendingBundles.clear();
    m_pendingTaskCopy.clear();
    m_recovery.release(m_recoveryDir);
    m_recoveryDir.clear();
    setClean();
    emit saved(m_folder);
    return {};
}

QString ReviewDocument::saveAs(const QString& folder)
{
    if (!m_open)
        return {};
    QString target = QFileInfo(folder).absoluteFilePath();
    if (!target.endsWith(QString::fromLatin1(core::kReviewSuffix)))
        target += QString::fromLatin1(core::kReviewSuffix);
    bringExistingFiles(target);
    const QString previous = m_folder;
    m_folder = target;
    const QString why = save();
    if (!why.isEmpty())
        m_folder = previous;
    return why;
}

} // namespace warpscope::session
