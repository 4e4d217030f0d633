// NAME=INT text as the GUI's fields and the CLI's --param read it, sweep lines and the zipping of
// sweep columns (a typed sweep and the task's [sweep] share it), and the run totals a sweep row shows.
#include "core/pipeline/runtotals.h"
#include "core/task/paramtext.h"

#include <QTest>

using namespace warpscope::core;

class TestParamText : public QObject {
    Q_OBJECT
private slots:
    void names()
    {
        QVERIFY(isParamName("N"));
        QVERIFY(isParamName("_tile2"));
        QVERIFY(!isParamName(""));
        QVERIFY(!isParamName("2N"));
        QVERIFY(!isParamName("N-1"));
        QVERIFY(!isParamName("Ñ"));
    }

    void integers()
    {
        QCOMPARE(parseParamInteger(" 33 ").value_or(0), std::int64_t(33));
        QCOMPARE(parseParamInteger("-2").value_or(0), std::int64_t(-2));
        QCOMPARE(parseParamInteger("+7").value_or(0), std::int64_t(7));
        QVERIFY(!parseParamInteger(""));
        QVERIFY(!parseParamInteger("3.5"));
        QVERIFY(!parseParamInteger("0x10"));
        QVERIFY(!parseParamInteger("99999999999999999999")); // out of range, not clamped
    }

    void assignment()
    {
        std::string name;
        std::int64_t value = 0;
        QVERIFY(!parseParamAssignment("N = 33", &name, &value));
        QCOMPARE(name, std::string("N"));
        QCOMPARE(value, std::int64_t(33));
        auto e = parseParamAssignment("N=three", &name, &value);
        QVERIFY(e);
        QCOMPARE(int(e->kind), int(ParamTextError::Kind::NotInteger));
        QCOMPARE(e->name, std::string("N"));
        QCOMPARE(e->text, std::string("N=three"));
        e = parseParamAssignment("33", &name, &value);
        QVERIFY(e);
        QCOMPARE(int(e->kind), int(ParamTextError::Kind::NotAssignment));
    }

    void list()
    {
        ParamMap map;
        QVERIFY(!parseParamList(" N = 33 ,  M=4; K=-1", &map));
        QCOMPARE(map.size(), std::size_t(3));
        QCOMPARE(map.at("N"), std::int64_t(33));
        QCOMPARE(map.at("M"), std::int64_t(4));
        QCOMPARE(map.at("K"), std::int64_t(-1));
        QVERIFY(!parseParamList("", &map));
        QVERIFY(map.empty());
        const auto e = parseParamList("N=3 huge", &map);
        QVERIFY(e);
        QCOMPARE(e->text, std::string("huge"));
    }

    void sweep()
    {
        std::vector<SweepColumn> columns;
        QVERIFY(!parseSweepText("# shapes\nN = 1, 31, 33\n\nM = 4 5 6\n", &columns));
        QCOMPARE(columns.size(), std::size_t(2));
        const auto rows = zipSweepColumns(columns);
        QCOMPARE(rows.size(), std::size_t(3));
        QCOMPARE(rows[1].at("N"), std::int64_t(31));
        QCOMPARE(rows[1].at("M"), std::int64_t(5));
        QVERIFY(zipSweepColumns({}).empty());
    }

    void badSweep_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("offending");
        using K = ParamTextError::Kind;
        QTest::newRow("no name") << "= 1, 2" << int(K::NotAssignment) << 1 << "= 1, 2";
        QTest::newRow("not integer") << "N = 1, x" << int(K::NotInteger) << 1 << "x";
        QTest::newRow("no values") << "N =" << int(K::NoValues) << 1 << "N =";
        QTest::newRow("lengths") << "N = 1, 2\n\nM = 3" << int(K::LengthMismatch) << 3 << "M = 3";
        QTest::newRow("empty") << "# nothing" << int(K::Empty) << 0 << "";
    }
    void badSweep()
    {
        QFETCH(QString, text);
        QFETCH(int, kind);
        QFETCH(int, line);
        QFETCH(QString, offending);
        std::vector<SweepColumn> columns;
        const auto e = parseSweepText(text.toStdString(), &columns);
        QVERIFY(e);
        QCOMPARE(int(e->kind), kind);
        QCOMPARE(e->line, line);
        QCOMPARE(QString::fromStdString(e->text), offending);
        if (e->kind == ParamTextError::Kind::LengthMismatch) {
            QCOMPARE(e->count, std::size_t(1));
            QCOMPARE(e->otherName, std::string("N"));
            QCOMPARE(e->otherCount, std::size_t(2));
        }
    }

    void totals()
    {
        RunResult run;
        for (std::uint64_t seed : {1u, 2u}) {
            SeedResult s;
            s.seed = seed;
            OutputResult a;
            a.stats.name = "y";
            a.stats.dtype = DType::F32;
            a.stats.mismatches = seed == 2 ? 7 : 3;
            a.stats.maxUlpBeyondAtol = seed * 10;
            a.stats.maxAbsError = 0.5 * double(seed);
            a.stats.nanMismatches = seed == 1 ? 4 : 0;
            OutputResult b;
            b.stats.name = "idx";
            b.stats.dtype = DType::I32;
            b.stats.mismatches = 1;
            s.outputs = {a, b};
            run.seeds.push_back(s);
        }
        const RunTotals t = runTotals(run);
        QCOMPARE(t.mismatchesAllSeeds, std::int64_t(3 + 1 + 7 + 1));
        QCOMPARE(t.worstMismatches, std::int64_t(7));
        QCOMPARE(t.worstMismatchSeed, std::uint64_t(2));
        QCOMPARE(t.worstMismatchOutput, std::string("y"));
        QCOMPARE(t.maxUlp, std::uint64_t(20));
        QCOMPARE(t.maxAbs, 1.0);
        QVERIFY(t.anyFloat);
        QCOMPARE(t.worstNonFinite, std::int64_t(4));
        QCOMPARE(t.worstNonFiniteStats, &run.seeds[0].outputs[0].stats);
        QVERIFY(!runTotals(RunResult {}).worstNonFiniteStats);
    }
};

QTEST_APPLESS_MAIN(TestParamText)
#include "tst_paramtext.moc"
