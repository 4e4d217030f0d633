#pragma once

#include <QByteArray>
#include <QString>

namespace warpscope::session {

/// Writes a file atomically with QSaveFile: on any failure the old file is left byte-identical and
/// the returned message (empty on success) says why, naming the file.
QString saveFileAtomically(const QString& path, const QByteArray& contents);

} // namespace warpscope::session
