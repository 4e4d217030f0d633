// ARCHITECTURE §1: the core has no Qt. This test fails if any file under core/ includes a Qt header.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

namespace {
// An #include of a Qt header: <QString>, <QtCore/...>, "qobject.h".
QRegularExpression qtIncludePattern()
{
    return QRegularExpression(
        QStringLiteral("^\\s*#\\s*include\\s*[<\"](Q[A-Za-z]+|Qt[A-Za-z]*/[^>\"]*|q[a-z]+\\.h)[>\"]"),
        QRegularExpression::MultilineOption);
}
} // namespace

class TestNoQt : public QObject {
    Q_OBJECT
private slots:
    void coreIncludesNoQtHeader()
    {
        const QString root = QStringLiteral(WARPSCOPE_SOURCE_DIR "/core");
        QVERIFY2(QDir(root).exists(), qPrintable(root));
        const QRegularExpression qtInclude = qtIncludePattern();
        int scanned = 0;
        QStringList offenders;
        QDirIterator it(root, {"*.h", "*.hpp", "*.cpp", "*.cc", "*.inc"}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            ++scanned;
            auto m = qtInclude.match(text);
            if (m.hasMatch())
                offenders << path + ": " + m.captured(0).trimmed();
        }
        QVERIFY2(scanned > 10, "expected to scan the core sources");
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join('\n')));
    }

    void detectorCatchesQtIncludes_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("isQt");
        QTest::newRow("QString") << "#include <QString>" << true;
        QTest::newRow("QtCore/qglobal") << "#include <QtCore/qglobal.h>" << true;
        QTest::newRow("qobject.h") << "#include \"qobject.h\"" << true;
        QTest::newRow("std") << "#include <vector>" << false;
        QTest::newRow("core") << "#include \"core/task/task.h\"" << false;
        QTest::newRow("toml") << "#include <toml++/toml.h>" << false;
    }
    void detectorCatchesQtIncludes()
    {
        QFETCH(QString, line);
        QFETCH(bool, isQt);
        const QRegularExpression qtInclude = qtIncludePattern();
        QCOMPARE(qtInclude.match(line).hasMatch(), isQt);
    }
};

QTEST_GUILESS_MAIN(TestNoQt)
#include "tst_noqt.moc"
