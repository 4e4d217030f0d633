#pragma once

// Helpers shared by the app tests: tasks are copied into a temporary folder so a test may edit and
// save them without touching kernels/.

#include <QDir>
#include <QFile>
#include <QString>

/// Copies a folder (files and subfolders) into `to`, creating it.
inline void copyFolder(const QString& from, const QString& to)
{
    QDir().mkpath(to);
    for (const QString& name : QDir(from).entryList(QDir::Files))
        QFile::copy(from + '/' + name, to + '/' + name);
    for (const QString& sub : QDir(from).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        copyFolder(from + '/' + sub, to + '/' + sub);
}
