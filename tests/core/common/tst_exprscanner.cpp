// The lexical layer shared by the task's expressions (core/task/expr) and the reference expressions
// (core/ref/refexpr): both languages must read numbers, names and errors the same way.
#include "core/common/exprscanner.h"
#include "core/ref/refexpr.h"
#include "core/task/expr.h"

#include <QTest>

#include <clocale>
#include <string>

using namespace warpscope::core;

class TstExprScanner : public QObject {
    Q_OBJECT
private slots:
    void readsTokensAcrossSpaces()
    {
        ExprScanner s("  N_1 <= 2.5e-1 ");
        QVERIFY(s.atName());
        QCOMPARE(s.name(), std::string("N_1"));
        QVERIFY(!s.accept("<<"));
        QVERIFY(s.accept("<="));
        QVERIFY(s.atNumber(true));
        auto v = s.real();
        QVERIFY(v.ok());
        QCOMPARE(*v, 0.25);
        QVERIFY(s.atEnd());
    }

    void integerOverflowPointsAtTheNumber()
    {
        ExprScanner s("1 + 99999999999999999999");
        QCOMPARE(*s.integer(), std::int64_t(1));
        QVERIFY(s.accept("+"));
        auto v = s.integer();
        QVERIFY(!v.ok());
        QCOMPARE(v.error().column, 5);
        QVERIFY(QString::fromStdString(v.error().message).contains("too large"));
    }

    void bangIsNotTakenFromNotEqual()
    {
        ExprScanner s("!= !x");
        QVERIFY(!s.acceptUnlessFollowedBy("!", '='));
        QVERIFY(s.accept("!="));
        QVERIFY(s.acceptUnlessFollowedBy("!", '='));
    }

    void bothLanguagesReportErrorsAlike()
    {
        auto task = evaluateExpr("N +", {{"N", 1}});
        auto ref = RefExpr::compile("a +", {"a"}, {});
        QVERIFY(!task.ok() && !ref.ok());
        QVERIFY(task.error().message.starts_with("in expression \"N +\" at column 4: "));
        QVERIFY(ref.error().message.starts_with("in expression \"a +\" at column 4: "));
    }

    void bothLanguagesLimitNesting()
    {
        // deep enough to end a recursive descent at the stack's end without the shared limit
        const std::string open(100000, '('), close(100000, ')');
        auto task = evaluateExpr(open + "1" + close, {});
        auto ref = RefExpr::compile(open + "a" + close, {"a"}, {});
        QVERIFY(!task.ok() && !ref.ok());
        QVERIFY(QString::fromStdString(task.error().message).contains("parentheses nest more than 200 deep"));
        QVERIFY(QString::fromStdString(ref.error().message).contains("parentheses nest more than 200 deep"));
        auto unary = RefExpr::compile(std::string(100000, '-') + "a", {"a"}, {});
        QVERIFY(!unary.ok());
        QVERIFY(QString::fromStdString(unary.error().message).contains("unary operators nest more than 200 deep"));
        auto calls = RefExpr::compile(std::string(50000, 'e') + "xp(a)", {"a"}, {});
        QVERIFY(!calls.ok()); // an unknown function name, not a crash
    }

    void numbersIgnoreTheLocale()
    {
        // the GUI sets the user's locale (Qt calls setlocale on Unix); a decimal comma locale must
        // not turn "0.5" into 0
        const std::string before = std::setlocale(LC_NUMERIC, nullptr);
        for (const char* name : {"ru_RU.UTF-8", "es_ES.UTF-8", "de_DE.UTF-8"})
            if (std::setlocale(LC_NUMERIC, name))
                break;
        auto ref = RefExpr::compile("a * 0.5", {"a"}, {});
        auto real = evaluateRealExpr("1.5 / 3", {});
        std::setlocale(LC_NUMERIC, before.c_str());
        QVERIFY(ref.ok() && real.ok());
        const double a = 3.0;
        QCOMPARE(ref->evaluate(&a), 1.5);
        QCOMPARE(*real, 0.5);
    }
};

QTEST_APPLESS_MAIN(TstExprScanner)
#include "tst_exprscanner.moc"
