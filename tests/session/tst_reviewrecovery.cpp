// Crash recovery for real: a child process autosaves a review and is killed with SIGKILL; a new
// ReviewDocument finds the orphaned entry (its pid is gone), restores it, and saves it.
#include "app/session/reviewdocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

class TestReviewRecovery : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_data;

private slots:
    void initTestCase()
    {
        // Both processes resolve AppDataLocation/recovery under this folder.
        qputenv("XDG_DATA_HOME", m_data.path().toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("Warpscope"));
        QCoreApplication::setApplicationName(QStringLiteral("Warpscope"));
    }

    void killedProcessLeavesARecoverableReview()
    {
        QTemporaryDir work;
        QDir().mkpath(work.filePath("run/seed-1"));
        QFile result(work.filePath("run/result.json"));
        QVERIFY(result.open(QIODevice::WriteOnly));
        result.write("{\"schema\": 1}\n");
        result.close();

        QProcess child;
        child.start(QStringLiteral(REVIEW_CRASH_HELPER), {work.filePath("run")});
        QVERIFY(child.waitForStarted(10000));
        const qint64 pid = child.processId();
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += child.readAllStandardOutput()).contains("autosaved"), 20000);
        child.kill(); // SIGKILL: no destructor runs, the lock stays behind
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        session::ReviewDocument doc;
        const QList<session::RecoveryEntry> orphans = doc.recoveryStore().orphans();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans[0].pid, pid);
        QCOMPARE(orphans[0].title, QString("Crash test"));
        QVERIFY(orphans[0].origin.isEmpty());

        QCOMPARE(doc.restore(orphans[0]), QString());
        QVERIFY(doc.isOpen() && doc.isDirty() && doc.isUntitled());
        QCOMPARE(QString::fromStdString(doc.review().notes), QString("Notas sin guardar: Заметки"));
        QCOMPARE(doc.review().evidence.size(), std::size_t(1));
        QCOMPARE(doc.fileBytes("evidence/e1.annotated.png"), QByteArray("ANNOTATED-PNG"));
        // The entry is this process's now: not offered again while it lives.
        QVERIFY(doc.recoveryStore().orphans().isEmpty());

        QCOMPARE(doc.saveAs(work.filePath("restored")), QString());
        QVERIFY(QFile::exists(work.filePath("restored.wsreview/evidence/e1.png")));
        QVERIFY(QFile::exists(work.filePath("restored.wsreview/results/r1/result.json")));
        QVERIFY(!QFile::exists(orphans[0].dir)); // saved: nothing left to recover
    }

    void discardRemovesTheEntry()
    {
        QProcess child;
        child.start(QStringLiteral(REVIEW_CRASH_HELPER), {});
        QVERIFY(child.waitForStarted(10000));
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += child.readAllStandardOutput()).contains("autosaved"), 20000);
        child.kill();
        QVERIFY(child.waitForFinished(10000));
        session::ReviewDocument doc;
        const auto orphans = doc.recoveryStore().orphans();
        QCOMPARE(orphans.size(), 1);
        doc.recoveryStore().release(orphans[0].dir);
        QVERIFY(doc.recoveryStore().orphans().isEmpty());
        QVERIFY(!QFile::exists(orphans[0].dir));
    }

    void liveOrReusedPids()
    {
        const qint64 self = QCoreApplication::applicationPid();
        QVERIFY(session::RecoveryStore::processAlive(self));
        QVERIFY(session::RecoveryStore::processAlive(self, session::RecoveryStore::processStartTicks(self)));
        // The same pid with another start time is a different process: the lock is stale.
        QVERIFY(!session::RecoveryStore::processAlive(self, session::RecoveryStore::processStartTicks(self) + 1));
        QVERIFY(!session::RecoveryStore::processAlive(0));
    }
};

QTEST_GUILESS_MAIN(TestReviewRecovery)
#include "tst_reviewrecovery.moc"
