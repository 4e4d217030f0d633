// asynccheck (shared memory touched, or a global source overwritten, while a cp.async is in flight)
// and CUDA pipelines compiled by NVRTC: a 3-stage inline-PTX pipeline and a <cuda_pipeline.h> double
// buffer, each correct and with the wait for the wrong group.
#include "asynctest.h"

#include <QTest>

using namespace asynctest;

class TestEmuAsyncCheck : public QObject {
    Q_OBJECT
private slots:
    void asynccheckHazards_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("space");
        QTest::newRow("store over an in-flight destination")
            << "cp.async.ca.shared.global [%r4], [%rd5], 4;\nmov.u32 %r9, 5;\nst.shared.u32 [%r4], %r9;\n"
               "cp.async.wait_all;\n"
            << "overwrote shared memory"
            << "shared";
        QTest::newRow("another thread reads before the wait and barrier")
            << "cp.async.ca.shared.global [%r4], [%rd5], 4;\nbar.sync 0;\nxor.b32 %r12, %r3, 4;\n"
               "add.u32 %r13, %r5, %r12;\nld.shared.u32 %r10, [%r13];\ncp.async.wait_all;\n"
            << "read shared memory"
            << "shared";
        QTest::newRow("second copy to an in-flight destination")
            << "cp.async.ca.shared.global [%r4], [%rd5], 4;\ncp.async.ca.shared.global [%r4], [%rd5+128], 4;\n"
               "cp.async.wait_all;\n"
            << "overwrote shared memory"
            << "shared";
        QTest::newRow("global source overwritten")
            << "cp.async.ca.shared.global [%r4], [%rd5], 4;\nmov.u32 %r9, 5;\nst.global.u32 [%rd5], %r9;\n"
               "cp.async.wait_all;\n"
            << "stored to global memory"
            << "global";
        QTest::newRow("atomic on an in-flight destination")
            << "cp.async.ca.shared.global [%r4], [%rd5], 4;\natom.shared.add.u32 %r10, [%r4], 1;\n"
               "cp.async.wait_all;\n"
            << "overwrote shared memory"
            << "shared";
    }

    void asynccheckHazards()
    {
        QFETCH(QString, body);
        QFETCH(QString, message);
        QFETCH(QString, space);
        const std::string ptx = asyncKernel(body.toStdString());
        const Ran r = run(ptx, inputWords(64), 64);
        QVERIFY2(r.result.ok(), r.result.ok() ? "" : r.result.error().describe().c_str());
        QCOMPARE(r.result->findings.size(), std::size_t(1));
        const Finding& f = r.result->findings[0];
        QCOMPARE(f.kind, Finding::Kind::AsyncHazard);
        QCOMPARE(f.space, space.toStdString());
        QVERIFY2(f.message.find(message.toStdString()) != std::string::npos, f.message.c_str());
        QCOMPARE(f.otherPtxLine, lineOf(ptx, "cp.async.ca"));
        QVERIFY(f.ptxLine > f.otherPtxLine);
        QVERIFY2(f.message.find("PTX line " + std::to_string(f.ptxLine)) != std::string::npos, f.message.c_str());
        QCOMPARE(f.count, std::uint64_t(32)); // one per thread, folded per line
    }

    void nvrtcPipeline_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("bug");
        QTest::addColumn<QString>("schedule");
        for (const char* f : {"cpasync.cu:pipeline", "cpasync_primitives.cu:doubleBuffer"}) {
            QTest::addRow("%s, correct waits, default schedule", f) << f << 0 << "default";
            QTest::addRow("%s, correct waits, random:3", f) << f << 0 << "random:3";
            QTest::addRow("%s, correct waits, random:8", f) << f << 0 << "random:8";
            QTest::addRow("%s, wait N too large, default schedule", f) << f << 1 << "default";
            QTest::addRow("%s, wait N too large, random:1", f) << f << 1 << "random:1";
            QTest::addRow("%s, wait N too large, random:2", f) << f << 1 << "random:2";
        }
    }

    void nvrtcPipeline()
    {
        QFETCH(QString, fixture);
        QFETCH(int, bug);
        QFETCH(QString, schedule);
        const QStringList parts = fixture.split(':');
        const Compiled plain = compile(emutest::fixture("fixtures/cpasync.cu"), "pipeline");
        if (!plain.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(plain.message)));
        const Compiled c = compile(emutest::fixture("fixtures/" + parts[0].toStdString()), parts[1].toStdString());
        QVERIFY2(c.ok, c.message.c_str());
        constexpr int kTiles = 7;
        constexpr int kBlocks = 2;
        std::vector<float> in(std::size_t(kBlocks) * kTiles * 64 * 4);
        for (std::size_t i = 0; i < in.size(); ++i)
            in[i] = static_cast<float>((i * 37) % 101) - 50.0f;
        Launch l;
        l.ptx = c.ptx;
        l.entry = c.entry;
        l.grid = {kBlocks, 1, 1};
        l.block = {64, 1, 1};
        l.buffers = {tensorOf(DType::F32, in), tensorOf(DType::F32, std::vector<float>(kBlocks * 64, -1.0f))};
        l.args = {bufferArg(0), bufferArg(1), scalarArg<std::int32_t>(kTiles), scalarArg<std::int32_t>(bug)};
        auto sched = parseSchedule(schedule.toStdString());
        QVERIFY(sched.ok());
        l.control.schedule = *sched;
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const auto out = valuesOf<float>(l.buffers[1]);
        int wrong = 0;
        for (int b = 0; b < kBlocks; ++b)
            for (int t = 0; t < 64; ++t) {
                float want = 0.0f;
                for (int i = 0; i < kTiles; ++i)
                    for (int e = 0; e < 4; ++e)
                        want += in[((std::size_t(b) * kTiles + i) * 64 + std::size_t((t + 1) % 64)) * 4
                            + std::size_t(e)];
                wrong += out[std::size_t(b * 64 + t)] != want;
            }
        if (bug == 0) {
            QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
            QCOMPARE(wrong, 0);
            return;
        }
        // the seeded bug: asynccheck names the read and the copy, and the default schedule shows stale data
        QVERIFY(!r->findings.empty());
        const Finding& f = r->findings[0];
        QCOMPARE(f.kind, Finding::Kind::AsyncHazard);
        QVERIFY(f.sourceLine > 0);
        QVERIFY(f.otherSourceLine > 0);
        QVERIFY(f.sourceLine != f.otherSourceLine);
        QVERIFY(wrong > 0);
    }
};

QTEST_GUILESS_MAIN(TestEmuAsyncCheck)
#include "tst_emuasynccheck.moc"
