// The profile's metric on SASS lines (sasslinemetrics.h): opcodes read from nvdisasm's listing, sectors
// attributed to the global memory instructions of their PTX line, executions to every instruction of
// it, each cell saying where it came from.
#include "app/sasslinemetrics.h"

#include <QTest>

using namespace warpscope;

namespace {

/// transpose_naive's store: PTX line 60 (st.global) became an IMAD and an STG; PTX line 50 (ld.global)
/// an LDG; PTX line 40 (add) an IADD3 on line 1, which also holds a fused part of PTX line 41.
const QStringList kSass {
    QStringLiteral("        /*0000*/                   IADD3 R0, R1, R2, RZ ;"),
    QStringLiteral("\t//## PTX line 50, transpose_naive.cu:9"),
    QStringLiteral("        /*0010*/              @!P1 LDG.E R4, desc[UR4][R2.64] ;"),
    QStringLiteral("        /*0020*/                   IMAD R5, R9, UR7, R0 ;"),
    QStringLiteral("        /*0030*/              @!P1 STG.E desc[UR4][R6.64], R4 ;"),
    QStringLiteral("        /*0040*/                   EXIT ;"),
};

core::analysis::AnalysisReport report()
{
    core::analysis::AnalysisReport r;
    auto ins = [](std::uint32_t pc, int ptx, const char* op, std::uint64_t executed, std::uint64_t sectors,
                   std::uint64_t ideal) {
        core::analysis::InstructionMetrics m {pc, ptx, 9, op, {}};
        m.counters.instExecuted = executed;
        m.counters.threadInstExecuted = executed * 16;
        m.counters.globalRequests = sectors ? executed : 0;
        m.counters.globalSectors = sectors;
        m.counters.globalSectorsIdeal = ideal;
        return m;
    };
    r.instructions = {ins(0, 40, "add.s32", 200, 0, 0), ins(1, 41, "mul.lo.s32", 200, 0, 0),
        ins(2, 50, "ld.global.f32", 100, 400, 400), ins(3, 60, "st.global.f32", 100, 3200, 400)};
    return r;
}

std::vector<core::PtxSassEntry> map()
{
    return {{40, {1}}, {41, {1}}, {50, {3}}, {60, {4, 5}}};
}

} // namespace

class TestSassLineMetrics : public QObject {
    Q_OBJECT
private slots:
    void opcodes_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("opcode");
        QTest::newRow("plain") << kSass[0] << "IADD3";
        QTest::newRow("predicated") << kSass[2] << "LDG.E";
        QTest::newRow("negated uniform predicate") << "  /*0100*/  @!UP0 BRA `(.L_x_1) ;"
                                                   << "BRA";
        QTest::newRow("comment") << kSass[1] << "";
        QTest::newRow("label") << ".L_x_1:"
                               << "";
    }
    void opcodes()
    {
        QFETCH(QString, line);
        QFETCH(QString, opcode);
        QCOMPARE(app::sassOpcode(line), opcode);
    }

    void sectorsGoToTheMemoryInstructions()
    {
        const auto cells = app::sassLineCells(report(), app::LineMetric::ExcessSectors, map(), kSass);
        // the store's 2800 excess sectors sit on the STG (line 5), not on the IMAD of the same PTX line
        QVERIFY(cells.contains(5));
        QCOMPARE(cells[5].text, QString("2.80k"));
        QCOMPARE(cells[5].intensity, 1.0);
        QVERIFY2(cells[5].tooltipText().contains("PTX line 60"), qPrintable(cells[5].tooltipText()));
        QVERIFY(!cells.contains(4));
        QCOMPARE(cells.value(3).text, QString("0")); // the load is coalesced
    }

    void executionsGoToEveryInstruction()
    {
        const auto cells = app::sassLineCells(report(), app::LineMetric::Executions, map(), kSass);
        QCOMPARE(cells.value(4).text, QString("100"));
        QCOMPARE(cells.value(5).text, QString("100"));
        // two PTX lines fused in one SASS instruction: it ran 200 times, not 400
        QCOMPARE(cells.value(1).text, QString("200"));
        QVERIFY(cells.value(1).tooltipText().contains("40, 41"));
        QVERIFY(!cells.contains(6)); // EXIT has no PTX line with counters
    }

    void noMapNoCells() { QVERIFY(app::sassLineCells(report(), app::LineMetric::Executions, {}, kSass).isEmpty()); }
};

QTEST_MAIN(TestSassLineMetrics)
#include "tst_sasslinemetrics.moc"
