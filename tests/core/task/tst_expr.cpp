#include "core/task/expr.h"

#include <QTest>

using namespace warpscope::core;

class TestExpr : public QObject {
    Q_OBJECT
private slots:
    void evaluates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qlonglong>("expected");
        QTest::newRow("literal") << "42" << 42LL;
        QTest::newRow("param") << "N" << 1000LL;
        QTest::newRow("precedence") << "2 + 3 * 4" << 14LL;
        QTest::newRow("parentheses") << "(2 + 3) * 4" << 20LL;
        QTest::newRow("division truncates") << "7 / 2" << 3LL;
        QTest::newRow("negative division truncates toward zero") << "-7 / 2" << -3LL;
        QTest::newRow("remainder") << "N % 33" << 10LL;
        QTest::newRow("unary minus") << "-N + 1" << -999LL;
        QTest::newRow("ceil_div exact") << "ceil_div(1024, 256)" << 4LL;
        QTest::newRow("ceil_div tail") << "ceil_div(N, 256)" << 4LL;
        QTest::newRow("ceil_div zero") << "ceil_div(0, 256)" << 0LL;
        QTest::newRow("min") << "min(N, 512, M)" << 7LL;
        QTest::newRow("max") << "max(N, 512)" << 1000LL;
        QTest::newRow("nested") << "ceil_div(N * M, min(256, N))" << 28LL;
        QTest::newRow("spaces") << "  N   *  2 " << 2000LL;
        QTest::newRow("int64 max") << "9223372036854775807" << 9223372036854775807LL;
    }
    void evaluates()
    {
        QFETCH(QString, text);
        QFETCH(qlonglong, expected);
        const ParamMap params {{"N", 1000}, {"M", 7}};
        auto r = evaluateExpr(text.toStdString(), params);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(qlonglong(*r), expected);
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("messagePart");
        QTest::addColumn<int>("column");
        QTest::newRow("unknown name") << "N + K"
                                      << "unknown parameter 'K'" << 5;
        QTest::newRow("overflow mul") << "N * 9223372036854775807"
                                      << "overflow" << 0;
        QTest::newRow("overflow add") << "9223372036854775807 + 1"
                                      << "overflow" << 0;
        QTest::newRow("overflow literal") << "99999999999999999999"
                                          << "too large" << 0;
        QTest::newRow("division by zero") << "N / (M - 7)"
                                          << "division by zero" << 0;
        QTest::newRow("remainder by zero") << "N % 0"
                                           << "remainder by zero" << 0;
        QTest::newRow("unknown function") << "floor(N)"
                                          << "unknown function 'floor'" << 1;
        QTest::newRow("ceil_div arity") << "ceil_div(N)"
                                        << "two arguments" << 1;
        QTest::newRow("ceil_div by zero") << "ceil_div(N, 0)"
                                          << "b > 0" << 1;
        QTest::newRow("trailing garbage") << "N N"
                                          << "unexpected 'N'" << 3;
        QTest::newRow("unbalanced") << "(N + 1"
                                    << "expected ')'" << 0;
        QTest::newRow("empty") << ""
                               << "expected a number" << 1;
        QTest::newRow("float") << "1.5"
                               << "unexpected '.'" << 2;
    }
    void rejects()
    {
        QFETCH(QString, text);
        QFETCH(QString, messagePart);
        QFETCH(int, column);
        const ParamMap params {{"N", 1000}, {"M", 7}};
        auto r = evaluateExpr(text.toStdString(), params);
        QVERIFY(!r.ok());
        const QString msg = QString::fromStdString(r.error().message);
        QVERIFY2(msg.contains(messagePart), qPrintable(msg));
        QVERIFY2(msg.contains(text), "the message quotes the expression");
        if (column)
            QCOMPARE(r.error().column, column);
    }
};

QTEST_GUILESS_MAIN(TestExpr)
#include "tst_expr.moc"
