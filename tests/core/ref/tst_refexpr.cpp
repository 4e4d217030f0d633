#include "core/ref/refexpr.h"

#include <QTest>

#include <cmath>

using namespace warpscope::core;

class TestRefExpr : public QObject {
    Q_OBJECT
private slots:
    void evaluates_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<double>("expected");
        // a = 2, b = -3, N = 10 (a param)
        QTest::newRow("sum") << "a + b" << -1.0;
        QTest::newRow("precedence") << "a + b * 2" << -4.0;
        QTest::newRow("parentheses") << "(a + b) * 2" << -2.0;
        QTest::newRow("unary minus") << "-a - -b" << -5.0;
        QTest::newRow("division") << "a / 4" << 0.5;
        QTest::newRow("param") << "a * N" << 20.0;
        QTest::newRow("literal exponent") << "1.5e1 + .5" << 15.5;
        QTest::newRow("exp log") << "log(exp(a))" << 2.0;
        QTest::newRow("sqrt") << "sqrt(16)" << 4.0;
        QTest::newRow("tanh 0") << "tanh(0)" << 0.0;
        QTest::newRow("abs") << "abs(b)" << 3.0;
        QTest::newRow("min max") << "min(a, b) + max(a, b, 7)" << 4.0;
        QTest::newRow("pow") << "pow(a, 3)" << 8.0;
        QTest::newRow("sin cos") << "sin(0) + cos(0)" << 1.0;
        QTest::newRow("nested") << "max(0, -(a * b))" << 6.0;
        QTest::newRow("spaces") << "  a   *  ( b+1 ) " << -4.0;
        QTest::newRow("comparisons")
            << "(a < b) + (a > b) * 2 + (a <= 2) * 4 + (b >= 0) * 8 + (a == 2) * 16 + (a != 2) * 32" << 22.0;
        QTest::newRow("logic below comparison") << "a > 1 && b < 0 || 0" << 1.0;
        QTest::newRow("not") << "!(a > 1) + !0" << 1.0;
        QTest::newRow("finite isnan isinf") << "finite(a) + isnan(log(b)) * 2 + isinf(a / 0) * 4" << 7.0;
        QTest::newRow("where floor") << "where(a > 0, floor(2.7), 0)" << 2.0;
        QTest::newRow("erf sigmoid") << "erf(0) + sigmoid(0)" << 0.5;
        QTest::newRow("silu gelu at 0") << "silu(0) + gelu(0) + gelu_tanh(0)" << 0.0;
    }
    void evaluates()
    {
        QFETCH(QString, expr);
        QFETCH(double, expected);
        auto e = RefExpr::compile(expr.toStdString(), {"a", "b"}, {{"N", 10.0}});
        QVERIFY2(e.ok(), e.ok() ? "" : e.error().message.c_str());
        const double vars[] = {2.0, -3.0};
        QCOMPARE(e->evaluate(vars), expected);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown name") << "a + q"
                                      << "unknown name 'q'";
        QTest::newRow("unknown function") << "foo(a)"
                                          << "unknown function 'foo'";
        QTest::newRow("arity") << "pow(a)"
                               << "pow takes 2";
        QTest::newRow("unclosed") << "(a + b"
                                  << "expected ')'";
        QTest::newRow("trailing") << "a b"
                                  << "unexpected 'b'";
        QTest::newRow("empty") << ""
                               << "ends early";
        QTest::newRow("operator") << "a ^ 2"
                                  << "unexpected '^'";
    }
    void errors()
    {
        QFETCH(QString, expr);
        QFETCH(QString, message);
        auto e = RefExpr::compile(expr.toStdString(), {"a", "b"}, {});
        QVERIFY(!e.ok());
        QVERIFY2(QString::fromStdString(e.error().message).contains(message), e.error().message.c_str());
        QVERIFY(QString::fromStdString(e.error().message).contains("column"));
    }

    void tracksUsedVariables()
    {
        auto e = RefExpr::compile("b * 2", {"a", "b"}, {});
        QVERIFY(e.ok());
        QCOMPARE(e->used(), (std::vector<bool> {false, true}));
    }

    void nanPropagatesThroughMinMax()
    {
        auto e = RefExpr::compile("max(a, 1)", {"a"}, {});
        const double nan = std::nan("");
        QVERIFY(std::isnan(e->evaluate(&nan)));
    }
};

QTEST_GUILESS_MAIN(TestRefExpr)
#include "tst_refexpr.moc"
