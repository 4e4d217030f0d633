// The source lines of a front end's IR text: MLIR locations (Triton's TTIR/TTGIR) and LLVM !dbg.
#include "core/compile/irlines.h"

#include <QTest>

using namespace warpscope::core;

class TestIrLines : public QObject {
    Q_OBJECT
private slots:
    void lines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("expected"); // per 1-based line
        QTest::newRow("mlir aliases, named and direct")
            << "#loc = loc(\"k.py\":7:1)\n#loc1 = loc(\"k.py\":9:5)\n#loc5 = loc(\"offs\"(#loc1))\n"
               "  %a = arith.constant 1 : i32 loc(#loc5)\n  %b = tt.get_program_id x : i32 loc(#loc1)\n"
               "  tt.return loc(#loc)\n  %c = arith.addi %a, %b : i32 loc(\"k.py\":12:3)\n  %d = foo loc(#loc99)\n"
            << QList<int> {0, 0, 0, 9, 9, 7, 12, 0};
        QTest::newRow("argument locations come before the operation's")
            << "#loc = loc(\"k.py\":4:1)\n#loc2 = loc(\"k.py\":5:1)\n#loc3 = loc(\"x\"(#loc))\n"
               "tt.func @f(%x: i32 loc(#loc3)) { loc(#loc2)\n"
            << QList<int> {0, 0, 0, 5};
        QTest::newRow("llvm debug locations")
            << "define void @k() {\n  %1 = add i32 0, 1, !dbg !12\n  ret void, !dbg !13\n}\n"
               "!12 = !DILocation(line: 9, column: 17, scope: !4)\n!13 = distinct !DILocation(line: 11, column: 1, "
               "scope: !4)\n"
            << QList<int> {0, 9, 11, 0, 0, 0};
        QTest::newRow("a cycle of aliases ends")
            << "#loc1 = loc(\"a\"(#loc2))\n#loc2 = loc(\"b\"(#loc1))\nop loc(#loc1)\n"
            << QList<int> {0, 0, 0};
        QTest::newRow("empty") << "" << QList<int> {};
    }
    void lines()
    {
        QFETCH(QString, text);
        QFETCH(QList<int>, expected);
        const auto got = irSourceLines(text.toStdString());
        QCOMPARE(got.size(), std::size_t(expected.size() + 1));
        for (int i = 0; i < expected.size(); ++i)
            QVERIFY2(got[std::size_t(i + 1)] == expected[i],
                qPrintable(
                    QString("line %1: %2, expected %3").arg(i + 1).arg(got[std::size_t(i + 1)]).arg(expected[i])));
    }
};

QTEST_GUILESS_MAIN(TestIrLines)
#include "tst_irlines.moc"
