#include "app/session/appsettings.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

class TestAppSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void recentTasksAreMostRecentFirstAndBounded()
    {
        QTemporaryDir dir;
        session::AppSettings s;
        QStringList files;
        for (int i = 0; i < session::AppSettings::kMaxRecent + 3; ++i) {
            const QString f = dir.filePath(QString("t%1.toml").arg(i));
            QFile(f).open(QIODevice::WriteOnly);
            files << f;
            s.addRecentTask(f);
        }
        s.addRecentTask(files[5]);
        const QStringList recent = s.recentTasks();
        QCOMPARE(recent.size(), session::AppSettings::kMaxRecent);
        QCOMPARE(recent.first(), files[5]);
        QCOMPARE(recent.at(1), files.last());
        QFile::remove(files.last());
        QVERIFY2(!s.recentTasks().contains(files.last()), "tasks that no longer exist are not offered");
    }

    void languageAndTrust()
    {
        session::AppSettings s;
        s.setLanguage("ru");
        QCOMPARE(session::AppSettings().language(), QString("ru"));
        s.setLanguage(QString());
        QVERIFY(!s.isTrusted("/tmp/x/task.toml"));
        s.setTrusted("/tmp/x/task.toml", true);
        QVERIFY(session::AppSettings().isTrusted("/tmp/x/task.toml"));
        s.setTrusted("/tmp/x/task.toml", false);
        QVERIFY(!s.isTrusted("/tmp/x/task.toml"));
    }

    void slurmSettingsHaveDefaultsAndBounds()
    {
        session::AppSettings s;
        s.setBatchPollSeconds(60);
        s.setSlurmIdleMinutes(15);
        s.setSlurmWaitSeconds(120);
        QCOMPARE(session::AppSettings().batchPollSeconds(), 60);
        QCOMPARE(session::AppSettings().slurmIdleMinutes(), 15);
        QCOMPARE(session::AppSettings().slurmWaitSeconds(), 120);
        // out of range: kept within the bounds, never a zero-length timer
        s.setBatchPollSeconds(0);
        s.setSlurmIdleMinutes(-3);
        s.setSlurmWaitSeconds(1000000);
        QCOMPARE(s.batchPollSeconds(), session::AppSettings::kBatchPollMin);
        QCOMPARE(s.slurmIdleMinutes(), session::AppSettings::kSlurmIdleMin);
        QCOMPARE(s.slurmWaitSeconds(), session::AppSettings::kSlurmWaitMax);
        // a hand-edited value that is not a number falls back to the default
        QSettings("Warpscope", "Warpscope").setValue("slurm/idleMinutes", "soon");
        QCOMPARE(session::AppSettings().slurmIdleMinutes(), 15);
        s.setBatchPollSeconds(60);
        s.setSlurmIdleMinutes(15);
        s.setSlurmWaitSeconds(120);
    }
};

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
