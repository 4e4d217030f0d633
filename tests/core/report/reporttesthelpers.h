#pragma once

// Shared by the report tests: the fixture review, loaded with fixed times so goldens are stable.
#include "core/report/reportload.h"

#include <QFile>
#include <QProcess>
#include <QString>
#include <QTest>

namespace reporttest {

inline QString fixtureFolder()
{
    return QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/report/fixtures/sample.wsreview");
}

inline warpscope::core::ReportData loadFixture()
{
    auto data = warpscope::core::loadReportData(fixtureFolder().toStdString());
    if (!data)
        qFatal("the fixture review does not load: %s", data.error().describe().c_str());
    data->generatedAt = "2025-01-02T12:00:00Z";
    data->generator = "Warpscope (test)";
    return std::move(*data);
}

/// Compares text with a golden file; on a mismatch writes NAME.actual beside it and shows a diff.
inline bool matchesGolden(const QString& golden, const QByteArray& actual)
{
    QFile f(golden);
    const QByteArray expected = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    const QString actualPath = QString(golden).replace(QStringLiteral(".expected"), QStringLiteral(".actual"));
    if (expected == actual) {
        QFile::remove(actualPath);
        return true;
    }
    QFile out(actualPath);
    if (out.open(QIODevice::WriteOnly))
        out.write(actual);
    out.close();
    QProcess diff;
    diff.start(QStringLiteral("diff"), {QStringLiteral("-u"), golden, actualPath});
    diff.waitForFinished(10000);
    qWarning().noquote() << "golden mismatch; actual output in" << actualPath << "\n"
                         << diff.readAllStandardOutput().left(6000);
    return false;
}

} // namespace reporttest
