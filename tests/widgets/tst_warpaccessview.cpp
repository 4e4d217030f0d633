// The warp access view: sectors of a strided global access, conflict ways of a strided shared access,
// the summary's byte count a numerus (no "1 bytes").
#include "widgets/warpaccessview.h"

#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using namespace warpscope;

namespace {

core::analysis::AccessSample sample(
    std::uint32_t pc, std::uint32_t warp, core::ObservedSpace space, std::uint64_t base, std::uint64_t strideBytes)
{
    core::analysis::AccessSample s;
    s.pc = pc;
    s.warp = warp;
    s.mask = 0xFFFFFFFFu;
    s.space = space;
    s.bytes = 4;
    for (int lane = 0; lane < 32; ++lane)
        s.addresses[std::size_t(lane)] = base + std::uint64_t(lane) * strideBytes;
    return s;
}

core::analysis::AnalysisReport report()
{
    core::analysis::AnalysisReport r;
    core::analysis::InstructionMetrics a, b, c;
    a.pc = 4, a.ptxLine = 20, a.sourceLine = 5, a.opcode = "ld.global.f32";
    b.pc = 9, b.ptxLine = 30, b.sourceLine = 8, b.opcode = "st.shared.f32";
    c.pc = 11, c.ptxLine = 31, c.sourceLine = 9, c.opcode = "ld.shared.f32";
    r.instructions = {a, b, c};
    // pc 4: warp 0 stride 1 float, warp 1 stride 8 floats (every lane its own sector)
    r.samples.push_back(sample(4, 0, core::ObservedSpace::Global, 0x1000, 4));
    r.samples.push_back(sample(4, 1, core::ObservedSpace::Global, 0x1000, 32));
    // pc 9: shared stride 32 words: all lanes in bank 0, 32-way; pc 11: stride 33 words, conflict-free
    r.samples.push_back(sample(9, 0, core::ObservedSpace::Shared, 0, 128));
    r.samples.push_back(sample(11, 0, core::ObservedSpace::Shared, 0, 132));
    return r;
}

} // namespace

class TestWarpAccessView : public QObject {
    Q_OBJECT
private slots:
    // A pinned baseline: the figure of the instruction paired with this one (its line in the baseline's
    // source, the same opcode) beside this one's over the launch, with the change; none for new code.
    void baselineFigureBesideTheCurrentOne()
    {
        auto r = report();
        r.instructions[0].counters.globalRequests = 64;
        r.instructions[0].counters.globalSectors = 2048; // 32 sectors per request
        r.instructions[0].counters.globalSectorsIdeal = 256;
        r.instructions[1].counters.sharedRequests = 8;
        r.instructions[1].counters.sharedWavefronts = 256;
        r.instructions[1].counters.sharedWavefrontsIdeal = 8;
        r.instructions[1].counters.sharedMaxWays = 32;
        core::InstructionDelta global;
        global.pc = 4;
        global.baselineLine = 11;
        global.paired = true;
        global.baseline.ptxLine = 44;
        global.baseline.opcode = "ld.global.f32";
        global.baseline.counters.globalRequests = 64;
        global.baseline.counters.globalSectors = 256; // 4 per request
        global.baseline.counters.globalSectorsIdeal = 256;
        core::InstructionDelta shared;
        shared.pc = 9;
        shared.baselineLine = 8;
        shared.paired = true;
        shared.baseline.opcode = "st.shared.f32";
        shared.baseline.counters.sharedRequests = 8;
        shared.baseline.counters.sharedWavefronts = 8;
        shared.baseline.counters.sharedWavefrontsIdeal = 8;
        shared.baseline.counters.sharedMaxWays = 1;
        core::InstructionDelta fresh;
        fresh.pc = 11;

        widgets::WarpAccessView v;
        v.resize(900, 400);
        v.setReport(r);
        QVERIFY(v.baselineText().isEmpty()); // no baseline, no line
        v.setBaseline({global, shared, fresh}, "copy_coalesced");
        QVERIFY(v.setInstruction(4));
        QString text = v.baselineText();
        QVERIFY2(text.contains("32.0 sectors per request (ideal 4.0)"), qPrintable(text));
        QVERIFY2(text.contains("Baseline copy_coalesced (line 11, PTX 44 ld.global.f32): 4.0 sectors per request"),
            qPrintable(text));
        QVERIFY2(text.contains("+28 (×8.00)"), qPrintable(text));
        QVERIFY(v.setInstruction(9));
        text = v.baselineText();
        QVERIFY2(text.contains("248 bank conflicts (excess wavefronts), worst 32-way"), qPrintable(text));
        QVERIFY2(text.contains(": 0, worst 1-way; change +248."), qPrintable(text));
        QVERIFY(v.setInstruction(11));
        QVERIFY(v.baselineText().contains("no memory instruction on a line paired with this one"));
        v.clearBaseline();
        QVERIFY(v.baselineText().isEmpty());
    }

    void stridedGlobalAccessTouchesOneSectorPerLane()
    {
        widgets::WarpAccessView v;
        v.resize(900, 400);
        v.setReport(report());
        QVERIFY(v.setInstruction(4));
        v.setWarp(0);
        QCOMPARE(v.sectorCount(), 4u);
        QCOMPARE(v.idealSectorCount(), 4u);
        v.setWarp(1);
        QCOMPARE(v.sectorCount(), 32u);
        QCOMPARE(v.idealSectorCount(), 4u);
        QVERIFY(v.summary().contains("32 sectors"));
        QVERIFY(v.summary().contains("4 byte(s) per lane")); // English shows the numerus source
        QVERIFY(!v.grab().isNull()); // paints without crashing
    }

    void oneByteAccessIsSingular()
    {
        auto r = report();
        r.samples[0].bytes = 1;
        widgets::WarpAccessView v;
        v.setReport(r);
        QVERIFY(v.setInstruction(4));
        v.setWarp(0);
        // the count is a %n numerus (es, ru translate its forms), so no "1 bytes"
        QVERIFY2(v.summary().contains("of 1 byte(s) per lane"), qPrintable(v.summary()));
        QVERIFY(!v.summary().contains("1 bytes"));
    }

    void sharedStrideGivesConflictWays()
    {
        widgets::WarpAccessView v;
        v.resize(900, 400);
        v.setReport(report());
        QVERIFY(v.setSourceLine(8));
        QCOMPARE(v.conflictWays(), 32u);
        QCOMPARE(v.wavefronts(), 32u);
        QVERIFY(v.summary().contains("32-way"));
        QVERIFY(!v.grab().isNull());
        QVERIFY(v.setInstruction(11));
        QCOMPARE(v.conflictWays(), 1u);
        QCOMPARE(v.wavefronts(), 1u);
        QCOMPARE(v.sectorCount(), 0u); // shared: no sectors
    }

    // A dock narrower than the 32 banks scrolls instead of cutting off banks 28-31 (issue 20 item 5).
    void narrowViewScrollsToTheLastBank()
    {
        widgets::WarpAccessView v;
        v.resize(500, 400);
        v.setReport(report());
        QVERIFY(v.setInstruction(9));
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        auto* scroll = v.findChild<QScrollArea*>();
        QVERIFY(scroll);
        QVERIFY(scroll->widget()->width() >= 60 + 32 * 26); // every bank drawn
        QVERIFY(scroll->horizontalScrollBar()->maximum() > 0);
        QVERIFY(v.setInstruction(4)); // four sectors of a global access: one row of them
        QCOMPARE(scroll->widget()->minimumWidth(), 8 + 4 * (8 * 26 + 12) + 8);
    }

    void opensOnTheCostliestAccess()
    {
        // An unrolled kernel has many perfect accesses; the view opens on the one that wastes most, and
        // the list is ordered by waste (then PTX order), each costly entry saying how much.
        auto r = report();
        r.instructions[1].counters.sharedWavefronts = 32;
        r.instructions[1].counters.sharedWavefrontsIdeal = 1;
        r.instructions[0].counters.globalSectors = 40;
        r.instructions[0].counters.globalSectorsIdeal = 8;
        widgets::WarpAccessView v;
        v.setReport(r);
        QVERIFY(v.currentSample() != nullptr);
        QCOMPARE(v.currentSample()->pc, 4u); // 32 excess sectors beat 31 excess wavefronts
        auto* list = v.findChild<QComboBox*>();
        QVERIFY(list);
        QCOMPARE(list->count(), 3);
        QVERIFY(list->itemText(0).contains("32 excess sector(s)"));
        QVERIFY(list->itemText(1).contains("st.shared.f32"));
        QVERIFY(list->itemText(1).contains("31 excess wavefront(s)"));
        QVERIFY(list->itemText(2).contains("ld.shared.f32"));
        QVERIFY(!list->itemText(2).contains("excess"));
    }

    void missingSampleSaysSo()
    {
        widgets::WarpAccessView v;
        v.setReport(report());
        QVERIFY(!v.setInstruction(77));
        QVERIFY(v.setInstruction(9));
        v.setWarp(3); // clamped by the spin box to the sampled warps
        QVERIFY(v.currentSample() != nullptr);
        v.showMessage("bad metrics");
        QVERIFY(v.currentSample() == nullptr);
        QCOMPARE(v.summary(), QString("bad metrics"));
        QVERIFY(!v.grab().isNull());
    }
};

QTEST_MAIN(TestWarpAccessView)
#include "tst_warpaccessview.moc"
