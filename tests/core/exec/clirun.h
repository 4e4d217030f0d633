#pragma once

// What the CLI tests share: run warpscope-cli from the source folder and keep its exit code and output,
// and the paths of the runner fixtures and the example tasks.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct CliRun {
    int exitCode = -1; ///< -1: it did not finish in time; -2: it crashed
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

inline CliRun cli(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(WARPSCOPE_SOURCE_DIR);
    p.start(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli", args);
    CliRun r;
    if (!p.waitForFinished(600000))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

inline QString fixture(const char* name)
{
    return QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/") + name;
}

inline QString kernels(const char* name)
{
    return QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/") + name;
}
