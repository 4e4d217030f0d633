// cp.async: copy sizes, src-size zero fill, ignore-src, group retirement by wait_group / wait_all,
// stale reads before the wait under the default schedule, completion choices of random schedules,
// bad and malformed copies, async memory events. asynccheck and the NVRTC pipelines: tst_emuasynccheck.
#include "asynctest.h"

#include <QTest>

using namespace asynctest;

class TestEmuAsync : public QObject {
    Q_OBJECT
private slots:
    void copySizesAndZeroFill_data()
    {
        QTest::addColumn<QString>("copy"); ///< the cp.async line; %r7 = tile + 16 t, %rd7 = &in[16 t bytes]
        QTest::addColumn<int>("cpSize");
        QTest::addColumn<QString>("rule"); ///< how many source bytes thread t reads: "all", "t%17", "odd0"
        QTest::newRow("ca 4") << "cp.async.ca.shared.global [%r7], [%rd7], 4;" << 4 << "all";
        QTest::newRow("ca 8") << "cp.async.ca.shared.global [%r7], [%rd7], 8;" << 8 << "all";
        QTest::newRow("ca 16") << "cp.async.ca.shared::cta.global [%r7], [%rd7], 16;" << 16 << "all";
        QTest::newRow("cg 16 with L2 hints") << "cp.async.cg.shared.global.L2::128B [%r7], [%rd7], 16;" << 16 << "all";
        QTest::newRow("cg 16 src-size") << "cp.async.cg.shared.global [%r7], [%rd7], 16, %r8;" << 16 << "t%17";
        QTest::newRow("ca 8 src-size immediate") << "cp.async.ca.shared.global [%r7], [%rd7], 8, 3;" << 8 << "3";
        QTest::newRow("ca 16 ignore-src") << "cp.async.ca.shared.global [%r7], [%rd7], 16, %p1;" << 16 << "odd0";
        QTest::newRow("cg 16 cache hint and policy")
            << "cp.async.cg.shared.global.L2::cache_hint [%r7], [%rd7], 16, %rd9;" << 16 << "all";
    }

    void copySizesAndZeroFill()
    {
        QFETCH(QString, copy);
        QFETCH(int, cpSize);
        QFETCH(QString, rule);
        // tile bytes start as 0xFF; each thread copies into its own 16-byte slot, waits, reads it back
        const std::string body = "mov.u32 %r9, -1;\nshl.b32 %r6, %r1, 4;\nadd.u32 %r7, %r5, %r6;\n"
                                 "st.shared.v4.u32 [%r7], {%r9, %r9, %r9, %r9};\n"
                                 "mul.wide.u32 %rd8, %r1, 16;\nadd.s64 %rd7, %rd1, %rd8;\n"
                                 "rem.u32 %r8, %r1, 17;\nand.b32 %r11, %r1, 1;\nsetp.eq.u32 %p1, %r11, 1;\n"
                                 "mov.u64 %rd9, 0;\n"
            + copy.toStdString()
            + "\ncp.async.wait_all;\nld.shared.v4.u32 {%r12, %r13, %r14, %r15}, [%r7];\n"
              "add.s64 %rd10, %rd2, %rd8;\nst.global.v4.u32 [%rd10], {%r12, %r13, %r14, %r15};\n";
        const auto in = inputWords(128);
        const Ran r = run(asyncKernel(body), in, 128);
        QVERIFY2(r.result.ok(), r.result.ok() ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->findings.empty(), r.result->findings.empty() ? "" : r.result->findings[0].message.c_str());
        const auto* src = reinterpret_cast<const std::uint8_t*>(in.data());
        const auto* got = reinterpret_cast<const std::uint8_t*>(r.out.data());
        for (int t = 0; t < 32; ++t) {
            int n = cpSize;
            if (rule == "t%17")
                n = t % 17 < cpSize ? t % 17 : cpSize;
            else if (rule == "3")
                n = 3;
            else if (rule == "odd0")
                n = t % 2 ? 0 : cpSize;
            for (int b = 0; b < 16; ++b) {
                const std::uint8_t want = b < n ? src[16 * t + b] : b < cpSize ? 0 : 0xFF;
                QVERIFY2(got[16 * t + b] == want,
                    qPrintable(QString("thread %1 byte %2: 0x%3, expected 0x%4")
                                   .arg(t)
                                   .arg(b)
                                   .arg(got[16 * t + b], 2, 16, QChar('0'))
                                   .arg(want, 2, 16, QChar('0'))));
            }
        }
    }

    void groupsRetireOldestFirst_data()
    {
        QTest::addColumn<QString>("waits"); ///< after the three groups
        QTest::addColumn<QList<uint>>("stale"); ///< which of the three reads see 1000
        QTest::addColumn<int>("findings"); ///< asynccheck findings (one per line)
        QTest::newRow("wait 2, 1, 0 before each read") << QString::fromStdString("cp.async.wait_group 2;\n"
            + readTo(0, 0) + "cp.async.wait_group 1;\n" + readTo(32, 32) + "cp.async.wait_group 0;\n" + readTo(64, 64))
                                                       << QList<uint> {} << 0;
        QTest::newRow("wait_all") << QString::fromStdString(
            "cp.async.wait_all;\n" + readTo(0, 0) + readTo(32, 32) + readTo(64, 64))
                                  << QList<uint> {} << 0;
        QTest::newRow("read before any wait")
            << QString::fromStdString(readTo(0, 0) + "cp.async.wait_all;\n" + readTo(32, 32) + readTo(64, 64))
            << QList<uint> {0} << 1;
        QTest::newRow("wait_group 1 keeps the newest group pending") << QString::fromStdString(
            "cp.async.wait_group 1;\n" + readTo(0, 0) + readTo(32, 32) + readTo(64, 64) + "cp.async.wait_all;\n")
                                                                     << QList<uint> {2} << 1;
        QTest::newRow("bar.sync completes nothing") << QString::fromStdString(
            "bar.sync 0;\n" + readTo(0, 0) + readTo(32, 32) + readTo(64, 64) + "cp.async.wait_all;\n")
                                                    << QList<uint> {0, 1, 2} << 3;
    }

    void groupsRetireOldestFirst()
    {
        QFETCH(QString, waits);
        QFETCH(QList<uint>, stale);
        QFETCH(int, findings);
        const std::string ptx = asyncKernel(threeGroups + waits.toStdString());
        const auto in = inputWords(96);
        const Ran r = run(ptx, in, 96);
        QVERIFY2(r.result.ok(), r.result.ok() ? "" : r.result.error().describe().c_str());
        QCOMPARE(int(r.result->findings.size()), findings);
        for (const Finding& f : r.result->findings) {
            QCOMPARE(f.kind, Finding::Kind::AsyncHazard);
            QCOMPARE(std::string(findingKindName(f.kind)), std::string("async"));
            QCOMPARE(f.buffer, std::string("tile"));
            QVERIFY(f.otherPtxLine >= lineOf(ptx, "cp.async.ca") && f.otherPtxLine <= lineOf(ptx, "cp.async.ca", 2));
            QVERIFY2(f.message.find("has not been retired") != std::string::npos, f.message.c_str());
            QVERIFY(f.count >= 1);
        }
        for (int g = 0; g < 3; ++g)
            for (int t = 0; t < 32; ++t) {
                const std::uint32_t want = stale.contains(uint(g)) ? 1000u : in[std::size_t(32 * g + t)];
                QVERIFY2(r.out[std::size_t(32 * g + t)] == want,
                    qPrintable(QString("group %1 thread %2: %3, expected %4")
                                   .arg(g)
                                   .arg(t)
                                   .arg(r.out[std::size_t(32 * g + t)])
                                   .arg(want)));
            }
    }

    void waitGroupZeroLeavesUncommittedCopies()
    {
        // wait_group waits for committed groups only; wait_all commits first
        const std::string body = "mov.u32 %r9, 1000;\nst.shared.u32 [%r4], %r9;\n"
                                 "cp.async.ca.shared.global [%r4], [%rd5], 4;\ncp.async.wait_group 0;\n"
            + readTo(0, 0) + "cp.async.wait_all;\n" + readTo(0, 32);
        const auto in = inputWords(32);
        const Ran r = run(asyncKernel(body), in, 64);
        QVERIFY(r.result.ok());
        QCOMPARE(r.result->findings.size(), std::size_t(1));
        for (int t = 0; t < 32; ++t) {
            QCOMPARE(r.out[std::size_t(t)], 1000u);
            QCOMPARE(r.out[std::size_t(32 + t)], in[std::size_t(t)]);
        }
    }

    void randomSchedulesMayCompleteEarly()
    {
        // the read before the wait sees the old or the new bytes depending on the schedule; the
        // finding is there under every schedule, and a schedule replays identically
        const std::string ptx = asyncKernel(threeGroups + readTo(0, 0) + "cp.async.wait_all;\n");
        const auto in = inputWords(96);
        int sawNew = 0;
        int sawOld = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Schedule s {true, seed};
            const Ran a = run(ptx, in, 96, s);
            const Ran b = run(ptx, in, 96, s);
            QVERIFY(a.result.ok() && b.result.ok());
            QCOMPARE(a.out, b.out);
            QCOMPARE(a.result->findings.size(), std::size_t(1));
            QCOMPARE(a.result->findings[0].kind, Finding::Kind::AsyncHazard);
            for (int t = 0; t < 32; ++t) {
                sawNew += a.out[std::size_t(t)] == in[std::size_t(t)];
                sawOld += a.out[std::size_t(t)] == 1000u;
                QVERIFY(a.out[std::size_t(t)] == in[std::size_t(t)] || a.out[std::size_t(t)] == 1000u);
            }
        }
        QVERIFY(sawNew > 0);
        QVERIFY(sawOld > 0);
    }

    void badCopiesAreLocatedFindings_data()
    {
        QTest::addColumn<QString>("copy");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("space");
        QTest::newRow("misaligned shared destination")
            << "cp.async.ca.shared.global [%r4+2], [%rd5], 4;" << int(Finding::Kind::Misaligned) << "shared";
        QTest::newRow("misaligned global source")
            << "cp.async.cg.shared.global [%r7], [%rd5+4], 16;" << int(Finding::Kind::Misaligned) << "global";
        QTest::newRow("source past the buffer")
            << "cp.async.ca.shared.global [%r4], [%rd5+4096], 4;" << int(Finding::Kind::OutOfBounds) << "global";
        QTest::newRow("destination past shared memory")
            << "cp.async.ca.shared.global [%r4+4096], [%rd5], 4;" << int(Finding::Kind::OutOfBounds) << "shared";
    }

    void badCopiesAreLocatedFindings()
    {
        QFETCH(QString, copy);
        QFETCH(int, kind);
        QFETCH(QString, space);
        const std::string ptx = asyncKernel(
            "shl.b32 %r6, %r1, 4;\nadd.u32 %r7, %r5, %r6;\n" + copy.toStdString() + "\ncp.async.wait_all;\n");
        const Ran r = run(ptx, inputWords(64), 64);
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->findings.empty());
        const Finding& f = r.result->findings[0];
        QCOMPARE(int(f.kind), kind);
        QCOMPARE(f.space, space.toStdString());
        QCOMPARE(f.ptxLine, lineOf(ptx, "cp.async.c"));
    }

    void malformedCopies_data()
    {
        QTest::addColumn<QString>("copy");
        QTest::addColumn<QString>("message");
        QTest::newRow("cg with 8 bytes") << "cp.async.cg.shared.global [%r4], [%rd5], 8;"
                                         << "copies 16 bytes";
        QTest::newRow("cp-size 12") << "cp.async.ca.shared.global [%r4], [%rd5], 12;"
                                    << "4, 8 or 16";
        QTest::newRow("cp-size in a register") << "cp.async.ca.shared.global [%r4], [%rd5], %r1;"
                                               << "4, 8 or 16";
        QTest::newRow("no level") << "cp.async.shared.global [%r4], [%rd5], 4;"
                                  << ".ca or .cg";
        QTest::newRow("wait_group with a register") << "cp.async.wait_group %r1;"
                                                    << "integer constant";
    }

    void malformedCopies()
    {
        QFETCH(QString, copy);
        QFETCH(QString, message);
        const Ran r = run(asyncKernel(copy.toStdString() + "\n"), inputWords(64), 64);
        QVERIFY(!r.result.ok());
        const std::string text = r.result.error().describe();
        QVERIFY2(text.find(message.toStdString()) != std::string::npos, text.c_str());
    }

    void srcSizeLargerThanCpSizeIsReported()
    {
        const Ran r = run(
            asyncKernel("cp.async.ca.shared.global [%r4], [%rd5], 4, 9;\ncp.async.wait_all;\n"), inputWords(64), 64);
        QVERIFY(r.result.ok());
        QCOMPARE(r.result->findings.size(), std::size_t(1));
        QVERIFY2(r.result->findings[0].message.find("src-size 9 is larger than its cp-size 4") != std::string::npos,
            r.result->findings[0].message.c_str());
    }

    void asyncMemoryEvents()
    {
        // one global read at issue and one shared write at the wait, both async, both at the copy's pc
        const std::string ptx = asyncKernel("cp.async.ca.shared.global [%r4], [%rd5], 4;\ncp.async.commit_group;\n"
                                            "cp.async.wait_group 0;\n");
        AsyncEvents obs;
        const Ran r = run(ptx, inputWords(64), 64, {}, {&obs});
        QVERIFY(r.result.ok());
        QVERIFY(r.result->findings.empty());
        QCOMPARE(obs.events.size(), std::size_t(2));
        const auto& rd = obs.events[0];
        const auto& wr = obs.events[1];
        QCOMPARE(rd.space, ObservedSpace::Global);
        QCOMPARE(rd.kind, AccessKind::Load);
        QCOMPARE(wr.space, ObservedSpace::Shared);
        QCOMPARE(wr.kind, AccessKind::Store);
        QCOMPARE(rd.mask, 0xFFFFFFFFu);
        QCOMPARE(wr.mask, 0xFFFFFFFFu);
        QCOMPARE(rd.bytes, 4u);
        QCOMPARE(wr.lane0, std::uint64_t(0));
        QCOMPARE(rd.pc, wr.pc);
        QCOMPARE(obs.launch.instructions[rd.pc].cls, InstructionClass::AsyncCopy);
    }
};

QTEST_GUILESS_MAIN(TestEmuAsync)
#include "tst_emuasync.moc"
