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
        QTest::newRow("shift left") << "1 << 10" << 1024LL;
        QTest::newRow("shift right") << "N >> 3" << 125LL;
        QTest::newRow("shift binds looser than +") << "1 << 2 + 1" << 8LL;
        QTest::newRow("and") << "N & 255" << 232LL;
        QTest::newRow("and binds looser than shift") << "N & 1 << 3" << 8LL;
        QTest::newRow("xor") << "M ^ 5" << 2LL;
        QTest::newRow("or") << "M | 8" << 15LL;
        QTest::newRow("C precedence: | below ^ below &") << "1 | 6 ^ 3 & 5" << 7LL;
        QTest::newRow("complement") << "~M & 15" << 8LL;
        QTest::newRow("arithmetic right shift") << "-16 >> 2" << -4LL;
        QTest::newRow("log2 exact") << "log2(1024)" << 10LL;
        QTest::newRow("log2 floors") << "log2(N)" << 9LL;
        QTest::newRow("pow2") << "pow2(log2(N) + 1)" << 1024LL;
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
        QTest::newRow("negative shift") << "N << -1"
                                        << "shift count must be from 0 to 62" << 0;
        QTest::newRow("shift overflow") << "N << 60"
                                        << "overflow in shift" << 0;
        QTest::newRow("log2 of zero") << "log2(M - 7)"
                                      << "log2 needs x >= 1" << 1;
        QTest::newRow("pow2 too large") << "pow2(63)"
                                        << "pow2 needs 0 <= k <= 62" << 1;
        QTest::newRow("lone <") << "N < 2"
                                << "unexpected '<'" << 3;
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

    void evaluatesReal_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("expected");
        QTest::newRow("exact division") << "1.0 / N" << 0.001;
        QTest::newRow("integers divide exactly too") << "M / 2" << 3.5;
        QTest::newRow("exponent") << "2.5e-3 * N" << 2.5;
        QTest::newRow("leading dot") << ".5 + M" << 7.5;
        QTest::newRow("min of reals") << "min(0.25, M)" << 0.25;
        QTest::newRow("ceil_div rounds up") << "ceil_div(N, 3)" << 334.0;
    }
    void evaluatesReal()
    {
        QFETCH(QString, text);
        QFETCH(double, expected);
        const ParamMap params {{"N", 1000}, {"M", 7}};
        auto r = evaluateRealExpr(text.toStdString(), params);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(*r, expected);
    }

    void realRefusesIntegerOperators_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("remainder") << "N % 3"
                                   << "'%' needs integers";
        QTest::newRow("shift") << "1 << M"
                               << "'<<' needs integers";
        QTest::newRow("or") << "N | 1"
                            << "'|' needs integers";
        QTest::newRow("unknown name") << "1.0 / V"
                                      << "unknown parameter 'V'";
        QTest::newRow("division by zero") << "1.0 / (M - 7)"
                                          << "division by zero";
    }
    void realRefusesIntegerOperators()
    {
        QFETCH(QString, text);
        QFETCH(QString, messagePart);
        auto r = evaluateRealExpr(text.toStdString(), {{"N", 1000}, {"M", 7}});
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).contains(messagePart), r.error().message.c_str());
    }

    void namesAnExpressionUses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("params") << "BYTES / 16 + N" << QStringList {"BYTES", "N"};
        QTest::newRow("functions are not names") << "ceil_div(N, max(B, 2))" << QStringList {"N", "B"};
        QTest::newRow("each once") << "N * N" << QStringList {"N"};
        QTest::newRow("an exponent is not a name") << "1e5 * X + 2.5E-3" << QStringList {"X"};
        QTest::newRow("none") << "42" << QStringList {};
    }
    void namesAnExpressionUses()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, names);
        QStringList got;
        for (const auto& n : exprNames(text.toStdString()))
            got << QString::fromStdString(n);
        QCOMPARE(got, names);
    }
};

QTEST_GUILESS_MAIN(TestExpr)
#include "tst_expr.moc"
