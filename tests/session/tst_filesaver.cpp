#include "app/session/filesaver.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace warpscope;

class TestFileSaver : public QObject {
    Q_OBJECT
private slots:
    void writesAtomically()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.txt");
        QVERIFY(session::saveFileAtomically(path, "one").isEmpty());
        QVERIFY(session::saveFileAtomically(path, "two").isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("two"));
    }

    void failureLeavesTheOldFileAndSaysWhy()
    {
        if (::geteuid() == 0) {
            // root ignores directory permissions; a path through a file cannot be created by anyone.
            QTemporaryDir dir;
            QFile blocker(dir.filePath("blocker"));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
            blocker.close();
            const QString error = session::saveFileAtomically(dir.filePath("blocker/x.txt"), "data");
            QVERIFY(!error.isEmpty());
            QVERIFY(error.contains("blocker/x.txt"));
            return;
        }
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.txt");
        QVERIFY(session::saveFileAtomically(path, "original").isEmpty());
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        const QString error = session::saveFileAtomically(path, "replacement");
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!error.isEmpty());
        QVERIFY(error.contains("keep.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("original"));
    }
};

QTEST_GUILESS_MAIN(TestFileSaver)
#include "tst_filesaver.moc"
