#include "app/session/filesaver.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace warpscope::session {

QString saveFileAtomically(const QString& path, const QByteArray& contents)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("FileSaver", "Cannot save %1: %2").arg(path, file.errorString());
    if (file.write(contents) != contents.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return QCoreApplication::translate("FileSaver", "Cannot save %1: %2. The file on disk is unchanged.")
            .arg(path, why);
    }
    if (!file.commit())
        return QCoreApplication::translate("FileSaver", "Cannot save %1: %2. The file on disk is unchanged.")
            .arg(path, file.errorString());
    return {};
}

} // namespace warpscope::session
