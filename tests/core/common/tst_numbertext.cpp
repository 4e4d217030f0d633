// "a" or "an" before a number in a message: an 8-byte, a 4-byte, an 11, an 18, an 80, an 8000.
#include "core/common/numbertext.h"

#include <QTest>

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
};

QTEST_APPLESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
