// "a" or "an" before a number in a message: an 8-byte, a 4-byte, an 11, an 18, an 80, an 8000.
#include "core/common/numbertext.h"

#include <QTest>

#include <cmath>

using namespace warpscope::core;

class TestNumberText : public QObject {
    Q_OBJECT
private slots:
    void article_data()
    {
        QTest::addColumn<qulonglong>("n");
        QTest::addColumn<QString>("article");
        for (qulonglong n : {8ull, 11ull, 18ull, 80ull, 83ull, 800ull, 8000ull, 11000ull, 18000000ull})
            QTest::newRow(qPrintable(QString::number(n))) << n << "an";
        for (qulonglong n : {0ull, 1ull, 2ull, 4ull, 16ull, 32ull, 64ull, 100ull, 128ull, 1000ull, 110ull, 180ull})
            QTest::newRow(qPrintable(QString::number(n))) << n << "a";
    }
    void article()
    {
        QFETCH(qulonglong, n);
        QFETCH(QString, article);
        QCOMPARE(QString::fromLatin1(articleForNumber(n)), article);
    }

    void value_data()
    {
        QTest::addColumn<double>("v");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<QString>("text");
        QTest::newRow("u32 max") << 4294967295.0 << "u32"
                                 << "4294967295";
        QTest::newRow("u32 small") << 32.0 << "u32"
                                   << "32";
        QTest::newRow("i32 negative") << -2147483648.0 << "i32"
                                      << "-2147483648";
        QTest::newRow("i64 2^53") << 9007199254740992.0 << "i64"
                                  << "9007199254740992";
        QTest::newRow("u64 near max") << 18446744073709549568.0 << "u64"
                                      << "18446744073709549568";
        QTest::newRow("f64 reference of an int output keeps its fraction") << 2.5 << "i32"
                                                                           << "2.5";
        QTest::newRow("f32") << 4294967295.0 << "f32"
                             << "4.2949673e+09";
        QTest::newRow("f32 fraction") << 0.1 << "f32"
                                      << "0.1";
        QTest::newRow("nan") << std::nan("") << "i32"
                             << "nan";
    }
    void value()
    {
        QFETCH(double, v);
        QFETCH(QString, dtype);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(valueText(v, *parseDType(dtype.toStdString()))), text);
    }
};

QTEST_APPLESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
