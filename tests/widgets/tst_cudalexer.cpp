#include "widgets/cudalexer.h"

#include <QTest>

using namespace warpscope;

class TestCudaLexer : public QObject {
    Q_OBJECT
private slots:
    void keywordSetsHoldCudaWords_data()
    {
        QTest::addColumn<int>("set");
        QTest::addColumn<QString>("word");
        QTest::newRow("qualifier") << 1 << "__global__";
        QTest::newRow("shared") << 1 << "__shared__";
        QTest::newRow("c++") << 1 << "template";
        QTest::newRow("builtin index") << 2 << "threadIdx";
        QTest::newRow("barrier") << 2 << "__syncthreads";
        QTest::newRow("shuffle") << 2 << "__shfl_down_sync";
        QTest::newRow("atomic") << 2 << "atomicAdd";
        QTest::newRow("vector type") << 4 << "float4";
        QTest::newRow("half") << 4 << "__half2";
    }
    void keywordSetsHoldCudaWords()
    {
        QFETCH(int, set);
        QFETCH(QString, word);
        widgets::CudaLexer lexer;
        const QList<QByteArray> words = QByteArray(lexer.keywords(set)).split(' ');
        QVERIFY2(words.contains(word.toLatin1()), qPrintable(word));
    }
};

QTEST_MAIN(TestCudaLexer)
#include "tst_cudalexer.moc"
