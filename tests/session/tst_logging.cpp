// The log file: categories and levels in each line, rotation at start-up, and the worker's stderr
// and job trail landing in it through the supervisor.
#include "app/session/logging.h"
#include "app/session/workersupervisor.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {

QString readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestLogging : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        qputenv("WARPSCOPE_LOG_DIR", m_dir.path().toUtf8());
    }

    void cleanup() { session::uninstallLogFile(); }

    void linesCarryTimeLevelAndCategory()
    {
        QString why;
        QVERIFY2(session::installLogFile(&why), qPrintable(why));
        QCOMPARE(session::logFilePath(), QDir(m_dir.path()).filePath("warpscope.log"));
        qCWarning(session::lcReview) << "saving the review failed: disk full";
        qCInfo(session::lcCompile) << "compiled";
        session::uninstallLogFile();
        const QString text = readAll(session::logFilePath());
        QVERIFY2(text.contains(" warning warpscope.review: saving the review failed: disk full"), qPrintable(text));
        QVERIFY(text.contains(" info warpscope.compile: compiled"));
        QVERIFY(text.startsWith(QString::number(QDate::currentDate().year())));
    }

    void rotatesAtStartWhenLarge()
    {
        const QDir dir(m_dir.path());
        {
            QFile big(dir.filePath("warpscope.log"));
            QVERIFY(big.open(QIODevice::WriteOnly));
            big.write(QByteArray(int(session::kRotateBytes) + 10, 'x'));
        }
        for (int i = 1; i <= session::kKeptLogs; ++i) {
            QFile old(dir.filePath(QStringLiteral("warpscope.%1.log").arg(i)));
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write(QByteArray::number(i));
        }
        QVERIFY(session::installLogFile());
        qCInfo(session::lcTask) << "fresh";
        session::uninstallLogFile();
        QVERIFY(QFileInfo(dir.filePath("warpscope.log")).size() < 200); // a new file
        QCOMPARE(QFileInfo(dir.filePath("warpscope.1.log")).size(), session::kRotateBytes + 10);
        QCOMPARE(readAll(dir.filePath("warpscope.2.log")), QStringLiteral("1"));
        QCOMPARE(readAll(dir.filePath("warpscope.3.log")), QStringLiteral("2"));
        QVERIFY(!dir.exists(QStringLiteral("warpscope.%1.log").arg(session::kKeptLogs + 1))); // the oldest dropped
    }

    void unwritableFolderIsReportedNotFatal()
    {
        QFile blocker(QDir(m_dir.path()).filePath("file"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        qputenv("WARPSCOPE_LOG_DIR", QDir(m_dir.path()).filePath("file/logs").toUtf8());
        QString why;
        QVERIFY(!session::installLogFile(&why));
        QVERIFY2(why.contains("file/logs"), qPrintable(why));
    }

    void workerStderrAndJobsLandInTheLog()
    {
        qputenv("WARPSCOPE_WORKER_TEST_HOOKS", "1");
        QVERIFY(session::installLogFile());
        bool failed = false;
        {
            session::WorkerSupervisor s;
            session::WorkerJob job;
            job.type = "exit";
            job.payload = {{"message", "the worker's last words 4711"}, {"code", 3}};
            job.onFailure = [&failed](session::JobFailure, const core::Error&) { failed = true; };
            s.submit(std::move(job));
            QTRY_VERIFY_WITH_TIMEOUT(failed, 20000);
            s.shutdown(5000);
        }
        session::uninstallLogFile();
        const QString text = readAll(session::logFilePath());
        QVERIFY2(text.contains("warpscope.worker: stderr: the worker's last words 4711"), qPrintable(text));
        QVERIFY(text.contains("warpscope.worker: sent job"));
        QVERIFY(text.contains("warpscope.worker: worker ended"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestLogging)
#include "tst_logging.moc"
