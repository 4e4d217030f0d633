#include "compiletesthelpers.h"

#include "core/compile/compilediff.h"

#include <QTest>

using namespace warpscope::core;
using namespace compiletest;

class TestCompileDiff : public QObject {
    Q_OBJECT
private slots:
    void textDiff_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("added");
        QTest::addColumn<int>("removed");
        QTest::addColumn<QString>("unified");
        QTest::newRow("identical") << "x\ny\n"
                                   << "x\ny\n"
                                   << 0 << 0 << "";
        QTest::newRow("insert") << "a\nb\nc\n"
                                << "a\nb\nX\nc\n"
                                << 1 << 0 << "--- a\n+++ b\n@@ -1,3 +1,4 @@\n a\n b\n+X\n c\n";
        QTest::newRow("delete") << "a\nb\nc\n"
                                << "a\nc\n"
                                << 0 << 1 << "--- a\n+++ b\n@@ -1,3 +1,2 @@\n a\n-b\n c\n";
        QTest::newRow("replace") << "a\nb\nc\n"
                                 << "a\nB\nc\n"
                                 << 1 << 1 << "--- a\n+++ b\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n";
        QTest::newRow("empty to text") << ""
                                       << "a\nb\n"
                                       << 2 << 0 << "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+a\n+b\n";
        QTest::newRow("sass addresses ignored")
            << "/*0000*/ S2R R0 ;\n/*0010*/ EXIT ;\n"
            << "/*0000*/ S2R R0 ;\n/*0010*/ NOP ;\n/*0020*/ EXIT ;\n"
            << 1 << 0 << "--- a\n+++ b\n@@ -1,2 +1,3 @@\n /*0000*/ S2R R0 ;\n+/*0010*/ NOP ;\n /*0010*/ EXIT ;\n";
    }
    void textDiff()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, added);
        QFETCH(int, removed);
        QFETCH(QString, unified);
        const TextDiff d = diffText(a.toStdString(), b.toStdString());
        QCOMPARE(d.added, added);
        QCOMPARE(d.removed, removed);
        QCOMPARE(d.identical, added == 0 && removed == 0);
        QCOMPARE(QString::fromStdString(d.unified), unified);
    }

    void hunksKeepContextOnly()
    {
        std::string a, b;
        for (int i = 1; i <= 40; ++i) {
            a += "line " + std::to_string(i) + "\n";
            b += (i == 5 || i == 30 ? "changed " : "line ") + std::to_string(i) + "\n";
        }
        const TextDiff d = diffText(a, b);
        QCOMPARE(d.hunks.size(), std::size_t(2));
        QCOMPARE(d.hunks[0].startA, 2);
        QCOMPARE(d.hunks[0].countA, 7);
        QCOMPARE(d.hunks[1].startB, 27);
        // Every hunk line is the line its number names on its side.
        for (const auto& h : d.hunks)
            for (const auto& l : h.lines) {
                const int n = l.kind == DiffLine::Kind::Added ? l.lineB : l.lineA;
                const bool changed = l.kind == DiffLine::Kind::Added && (n == 5 || n == 30);
                QCOMPARE(l.text, (changed ? "changed " : "line ") + std::to_string(n));
            }
    }

    void largeDifferenceStaysBounded()
    {
        std::string a, b;
        for (int i = 0; i < 6000; ++i) {
            a += "a" + std::to_string(i) + "\n";
            b += "b" + std::to_string(i) + "\n";
        }
        const TextDiff d = diffText(a, b);
        QCOMPARE(d.removed, 6000);
        QCOMPARE(d.added, 6000);
    }

    void compileResults()
    {
        CompileResult a, b;
        a.ptx = "ld.global.f32 %f1, [%rd1];\nst.global.f32 [%rd2], %f1;\n";
        b.ptx = "ld.global.nc.f32 %f1, [%rd1];\nst.global.f32 [%rd2], %f1;\n";
        a.resources = {{"k", 32, 0, 0, 0, 0, 540, 0}, {"gone", 8, 0, 0, 0, 0, 540, 0}};
        b.resources = {{"k", 24, 0, 16, 8, 8, 540, 0}, {"new", 8, 0, 0, 0, 0, 540, 0}};
        a.occupancy = *computeOccupancy(90, {256, 32, 0, 0, 0, -1});
        const CompileDiff d = diffCompileResults(a, b);
        QCOMPARE(d.ptx.added, 1);
        QCOMPARE(d.ptx.removed, 1);
        QVERIFY(d.sass.identical);
        QCOMPARE(d.resources.size(), std::size_t(3));
        QVERIFY(d.resources[0].changed());
        QCOMPARE(d.resources[0].b.spillStores, 8);
        QVERIFY(d.resources[1].inA && !d.resources[1].inB);
        QVERIFY(!d.resources[2].inA && d.resources[2].inB);
        QVERIFY(d.occupancyA && !d.occupancyB);
    }
};

QTEST_APPLESS_MAIN(TestCompileDiff)
#include "tst_compilediff.moc"
