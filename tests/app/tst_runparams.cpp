// What the user types for params and sweeps: overrides, zipped sweep rows, and errors that say
// what is wrong and show the expected form.
#include "app/runparams.h"

#include <QTest>

using warpscope::app::RunParams;

class TestRunParams : public QObject {
    Q_OBJECT
private slots:
    void overrides_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("formatted");
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("one") << "N=33"
                             << "N=33";
        QTest::newRow("spaces and commas") << " N = 33 ,  M=4"
                                           << "M=4, N=33";
        QTest::newRow("negative") << "OFF=-2"
                                  << "OFF=-2";
    }
    void overrides()
    {
        QFETCH(QString, text);
        QFETCH(QString, formatted);
        RunParams::Values v;
        QString why;
        QVERIFY2(RunParams::parseOverrides(text, &v, &why), qPrintable(why));
        QCOMPARE(RunParams::format(v), formatted);
    }

    void badOverrides_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named");
        QTest::newRow("no value") << "N="
                                  << "N=";
        QTest::newRow("not integer") << "N=3.5"
                                     << "N=3.5";
        QTest::newRow("no name") << "=4"
                                 << "=4";
        QTest::newRow("bare word") << "N=3 huge"
                                   << "huge";
    }
    void badOverrides()
    {
        QFETCH(QString, text);
        QFETCH(QString, named);
        RunParams::Values v;
        QString why;
        QVERIFY(!RunParams::parseOverrides(text, &v, &why));
        QVERIFY2(why.contains(named) && why.contains("N=33"), qPrintable(why));
    }

    void sweepRowsAreZipped()
    {
        QList<RunParams::Values> rows;
        QString why;
        QVERIFY2(RunParams::parseSweep("# shapes\nN = 1, 31, 33, 1000, 1024\nM = 1 2 3 4 5\n", &rows, &why),
            qPrintable(why));
        QCOMPARE(rows.size(), 5);
        QCOMPARE(RunParams::format(rows[2]), QString("M=3, N=33"));
        QCOMPARE(RunParams::format(rows[4]), QString("M=5, N=1024"));
    }

    void badSweeps_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named");
        QTest::newRow("empty") << "\n# nothing\n"
                               << "empty";
        QTest::newRow("ragged") << "N = 1, 2\nM = 3"
                                << "line 2";
        QTest::newRow("not integer") << "N = 1, x"
                                     << "“x”";
        QTest::newRow("no name") << "1, 2, 3"
                                 << "line 1";
        QTest::newRow("no values") << "N ="
                                   << "no values";
    }
    void badSweeps()
    {
        QFETCH(QString, text);
        QFETCH(QString, named);
        QList<RunParams::Values> rows;
        QString why;
        QVERIFY(!RunParams::parseSweep(text, &rows, &why));
        QVERIFY2(why.contains(named), qPrintable(why));
    }
    // Names are checked against the task's params, case-sensitively: "n=33" on a task whose param is N
    // ran the task's own N before.
    void namesAreCheckedAgainstTheTask_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("known");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QStringList>("named");
        QTest::newRow("known") << "N=33" << QStringList {"N", "M"} << true << QStringList {};
        QTest::newRow("wrong case") << "n=33" << QStringList {"N", "M"} << false
                                    << QStringList {"“n”", "case-sensitive", "did you mean N?", "N, M"};
        QTest::newRow("unknown") << "N=3, K=4" << QStringList {"N"} << false
                                 << QStringList {"“K”", "the task's params are N"};
        QTest::newRow("task without params")
            << "N=3" << QStringList {} << false << QStringList {"“N”", "this task has no params"};
    }
    void namesAreCheckedAgainstTheTask()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, known);
        QFETCH(bool, ok);
        QFETCH(QStringList, named);
        RunParams::Values v;
        QString why;
        QVERIFY2(RunParams::parseOverrides(text, &v, &why), qPrintable(why));
        QCOMPARE(RunParams::checkNames(v, known, "Params", &why), ok);
        for (const QString& part : named)
            QVERIFY2(why.contains(part), qPrintable(why));
        if (!ok)
            QVERIFY2(why.startsWith("Params: "), qPrintable(why));
    }
};

QTEST_APPLESS_MAIN(TestRunParams)
#include "tst_runparams.moc"
