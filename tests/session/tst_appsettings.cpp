#include "app/session/appsettings.h"

#include <QFile>
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
};

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
