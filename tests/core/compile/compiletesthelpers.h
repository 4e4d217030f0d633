#pragma once

// Helpers shared by the compile tests: golden files, fixture paths, a private compile cache.

#include "core/compile/compilediff.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <fstream>
#include <sstream>
#include <string>

namespace compiletest {

inline QString sourcePath(const QString& rel)
{
    return QStringLiteral(WARPSCOPE_SOURCE_DIR "/") + rel;
}

inline QString fixture(const QString& rel)
{
    return sourcePath(QStringLiteral("tests/core/compile/") + rel);
}

inline std::string readAll(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

inline void writeAll(const QString& path, const std::string& text)
{
    std::ofstream(path.toStdString(), std::ios::binary) << text;
}

/// The error of a failed Result as text, or empty: safe to pass to QVERIFY2, which evaluates its message even
/// when the check passes.
template <typename R> QString errorText(const R& r)
{
    return r.ok() ? QString() : QString::fromStdString(r.error().describe());
}

/// Compares actual with the golden file `expectedPath` (a name containing ".expected"). On a mismatch
/// writes the ".actual" file beside it and returns a message with the unified diff; empty when equal.
inline QString checkGolden(const QString& expectedPath, const std::string& actual)
{
    const std::string expected = readAll(expectedPath);
    if (expected == actual)
        return {};
    QString actualPath = expectedPath;
    actualPath.replace(QStringLiteral(".expected"), QStringLiteral(".actual"));
    writeAll(actualPath, actual);
    warpscope::core::DiffOptions o;
    o.ignoreSassAddresses = false;
    o.ignoreWhitespace = false;
    const auto diff
        = warpscope::core::diffText(expected, actual, o, expectedPath.toStdString(), actualPath.toStdString());
    return QStringLiteral("golden mismatch; wrote %1\n%2").arg(actualPath, QString::fromStdString(diff.unified));
}

/// Points the compile cache at a private folder for the life of the object.
class PrivateCache {
public:
    PrivateCache() { qputenv("WARPSCOPE_COMPILE_CACHE_DIR", m_dir.path().toUtf8()); }
    ~PrivateCache() { qunsetenv("WARPSCOPE_COMPILE_CACHE_DIR"); }
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
};

} // namespace compiletest
