#include "app/session/taskdocument.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool copyTask(const QString& from, const QString& to)
{
    QDir().mkpath(to);
    for (const QString& name : QDir(from).entryList(QDir::Files))
        if (!QFile::copy(from + '/' + name, to + '/' + name))
            return false;
    return true;
}
} // namespace

class TestTaskDocument : public QObject {
    Q_OBJECT
private slots:
    void opensAndSavesSource()
    {
        QTemporaryDir dir;
        QVERIFY(copyTask(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path()));
        session::TaskDocument doc;
        QSignalSpy opened(&doc, &session::TaskDocument::opened);
        QVERIFY(doc.open(dir.path()));
        QCOMPARE(opened.count(), 1);
        QVERIFY(doc.sourceText().contains("vector_add"));
        QVERIFY(doc.lessonText().contains("# Vector add"));
        QCOMPARE(doc.sourcePath(), dir.filePath("vector_add.cu"));
        QVERIFY(doc.saveSource(QStringLiteral("// edited\n")).isEmpty());
        QCOMPARE(readAll(dir.filePath("vector_add.cu")), QByteArray("// edited\n"));
    }

    void failedOpenKeepsTheCurrentTask()
    {
        session::TaskDocument doc;
        QVERIFY(doc.open(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add")));
        core::TaskDiagnostics diag;
        QVERIFY(!doc.open(QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/task/bad/unknown_key"), &diag));
        QVERIFY(!diag.errors.empty());
        QCOMPARE(QString::fromStdString(doc.task().name), QString("Vector add"));
    }

    void savesAValidTaskEditAndRefusesAnInvalidOne()
    {
        QTemporaryDir dir;
        QVERIFY(copyTask(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path()));
        session::TaskDocument doc;
        QVERIFY(doc.open(dir.path()));
        core::Task edited = doc.task();
        edited.params[0].second = 4096;
        QVERIFY(doc.saveTask(edited).isEmpty());
        QVERIFY(readAll(dir.filePath("task.toml")).contains("N = 4096"));
        const QByteArray before = readAll(dir.filePath("task.toml"));
        core::Task bad = doc.task();
        bad.buffers[0].shape[0] = "N - 10000";
        bad.launch.args[1].text = "nothing";
        const QString error = doc.saveTask(bad);
        QVERIFY(error.contains("buffer[0].shape[0]") || error.contains("launch.args[1]"));
        QVERIFY(error.contains("'nothing' names no buffer"));
        QCOMPARE(readAll(dir.filePath("task.toml")), before);
        QCOMPARE(doc.task().params[0].second, std::int64_t(4096));
    }
};

QTEST_GUILESS_MAIN(TestTaskDocument)
#include "tst_taskdocument.moc"
