#include "app/session/recoverystore.h"

#include "app/session/filesaver.h"
#include "core/common/folderreplace.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <cerrno>
#include <csignal>

namespace warpscope::session {

namespace {

const QString kLock = QStringLiteral("lock");
const QString kInfo = QStringLiteral("info.json");
const QString kReview = QStringLiteral("review.json");
const QString kFiles = QStringLiteral("files");

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray lockContents()
{
    const qint64 pid = QCoreApplication::applicationPid();
    return QByteArray::number(pid) + ' ' + QByteArray::number(RecoveryStore::processStartTicks(pid)) + '\n';
}

} // namespace

RecoveryStore::RecoveryStore(QString root)
    : m_root(root.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")
            : std::move(root))
{ }

QString RecoveryStore::claim(QString* error)
{
    const QString dir = m_root + '/' + QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!QDir().mkpath(dir)) {
        *error = QCoreApplication::translate("RecoveryStore",
            "Cannot create the recovery folder %1; unsaved changes are not protected against a crash. Check that the "
            "folder is writable.")
                     .arg(dir);
        return {};
    }
    const QString why = saveFileAtomically(dir + '/' + kLock, lockContents());
    if (!why.isEmpty()) {
        *error = why;
        QDir(dir).removeRecursively();
        return {};
    }
    return dir;
}

bool RecoveryStore::adopt(const QString& dir)
{
    return saveFileAtomically(dir + '/' + kLock, lockContents()).isEmpty();
}

QString RecoveryStore::write(const QString& dir, const RecoverySnapshot& s)
{
    // The snapshot goes into a staging folder that is swapped in whole (the lock is carried over):
    // written file by file into the entry, a crash paired review.json with the next snapshot's files.
    QString why;
    const core::Status st = core::replaceFolder(QFile::encodeName(dir).toStdString(), [&](const auto& staging) {
        why = writeSnapshot(QFile::decodeName(QByteArray::fromStdString(staging.string())), s);
        return why.isEmpty() ? core::Status(core::Ok {}) : core::Status(core::makeError(core::ErrorCode::Io, {}));
    });
    if (why.isEmpty() && !st)
        why = QCoreApplication::translate("RecoveryStore", "Cannot autosave into %1: %2")
                  .arg(dir, QString::fromStdString(st.error().message));
    return why;
}

QString RecoveryStore::writeSnapshot(const QString& dir, const RecoverySnapshot& s)
{
    for (auto it = s.files.begin(); it != s.files.end(); ++it) {
        const QString path = dir + '/' + kFiles + '/' + it.key();
        QDir().mkpath(QFileInfo(path).absolutePath());
        const QString why = saveFileAtomically(path, it.value());
        if (!why.isEmpty())
            return why;
    }
    QJsonObject bundles;
    for (auto it = s.bundles.begin(); it != s.bundles.end(); ++it)
        bundles.insert(it.key(), it.value());
    const QJsonObject info {{"origin", s.origin}, {"title", s.title}, {"task_copy", s.taskCopy}, {"bundles", bundles},
        {"saved", QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}, {"pid", QCoreApplication::applicationPid()}};
    QString why = saveFileAtomically(dir + '/' + kInfo, QJsonDocument(info).toJson());
    if (why.isEmpty())
        why = saveFileAtomically(dir + '/' + kReview, s.reviewJson);
    return why;
}

bool RecoveryStore::read(const QString& dir, RecoverySnapshot* s) const
{
    if (!QFile::exists(dir + '/' + kReview))
        return false;
    s->reviewJson = readFile(dir + '/' + kReview);
    const QJsonObject info = QJsonDocument::fromJson(readFile(dir + '/' + kInfo)).object();
    s->origin = info.value("origin").toString();
    s->title = info.value("title").toString();
    s->taskCopy = info.value("task_copy").toString();
    const QJsonObject bundles = info.value("bundles").toObject();
    for (auto it = bundles.begin(); it != bundles.end(); ++it)
        s->bundles.insert(it.key(), it.value().toString());
    const QString files = dir + '/' + kFiles;
    QDirIterator it(files, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        s->files.insert(QDir(files).relativeFilePath(path), readFile(path));
    }
    return true;
}

void RecoveryStore::release(const QString& dir)
{
    if (dir.isEmpty() || !dir.startsWith(m_root))
        return;
    QDir(dir).removeRecursively();
    // and what an autosave killed mid-swap left beside it (core::replaceFolder's staging folders)
    const QString name = QFileInfo(dir).fileName();
    for (const QFileInfo& fi : QDir(m_root).entryInfoList(
             {'.' + name + QStringLiteral(".partial-*")}, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot))
        QDir(fi.absoluteFilePath()).removeRecursively();
}

QList<RecoveryEntry> RecoveryStore::orphans() const
{
    QList<RecoveryEntry> out;
    for (const QFileInfo& fi : QDir(m_root).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString dir = fi.absoluteFilePath();
        const QList<QByteArray> lock = readFile(dir + '/' + kLock).trimmed().split(' ');
        const qint64 pid = lock.value(0).toLongLong();
        const qint64 ticks = lock.value(1).toLongLong();
        if (pid > 0 && processAlive(pid, ticks))
            continue;
        if (!QFile::exists(dir + '/' + kReview))
            continue; // nothing was autosaved yet
        const QJsonObject info = QJsonDocument::fromJson(readFile(dir + '/' + kInfo)).object();
        out.push_back({dir, pid, info.value("origin").toString(), info.value("title").toString(),
            QDateTime::fromString(info.value("saved").toString(), Qt::ISODate)});
    }
    std::sort(out.begin(), out.end(), [](const RecoveryEntry& a, const RecoveryEntry& b) { return a.saved > b.saved; });
    return out;
}

bool RecoveryStore::processAlive(qint64 pid, qint64 startTicks)
{
    if (pid <= 0)
        return false;
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        return false;
    // A killed process that its parent has not reaped yet is a zombie: gone, for our purposes.
    const QByteArray stat = readFile(QStringLiteral("/proc/%1/stat").arg(pid));
    const int close = stat.lastIndexOf(')');
    if (close > 0 && stat.mid(close + 2, 1) == "Z")
        return false;
    const qint64 now = processStartTicks(pid);
    return startTicks == 0 || now == 0 || now == startTicks;
}

qint64 RecoveryStore::processStartTicks(qint64 pid)
{
    // /proc/<pid>/stat: the command name (field 2) may hold spaces, so count fields after its ')'.
    const QByteArray stat = readFile(QStringLiteral("/proc/%1/stat").arg(pid));
    const int close = stat.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    return fields.size() > 19 ? fields.at(19).toLongLong() : 0; // field 22, starttime
}

} // namespace warpscope::session
