// ldmatrix / stmatrix / movmatrix (m8n8 b16, .x1 / .x2 / .x4, .trans) against the PTX ISA's fragment
// layout, hand-worked entries from its figure, and the bounds / alignment findings of shared memory.
#include "emutest.h"

#include "core/exec/observer.h"

#include <QTest>

using namespace emutest;

namespace {

/// A one-CTA kernel k(in, rows, out): copies 1024 bytes of `in` to shared `tile`, then runs body
/// with %r7 = the shared address tile + rows[lane] and %rd8 = &out[lane * 4].
std::string matrixKernel(const std::string& body)
{
    std::string ptx = ".version 8.0\n.target sm_90\n.address_size 64\n\n"
                      ".visible .entry k(.param .u64 in, .param .u64 rows, .param .u64 out)\n{\n"
                      ".reg .b32 %r<64>;\n.reg .b64 %rd<32>;\n.reg .pred %p<8>;\n"
                      ".shared .align 16 .b8 tile[2048];\n"
                      "ld.param.u64 %rd1, [in];\nld.param.u64 %rd2, [rows];\nld.param.u64 %rd3, [out];\n"
                      "cvta.to.global.u64 %rd1, %rd1;\ncvta.to.global.u64 %rd2, %rd2;\ncvta.to.global.u64 %rd3, %rd3;\n"
                      "mov.u32 %r1, %tid.x;\nmul.wide.u32 %rd4, %r1, 4;\nadd.s64 %rd5, %rd1, %rd4;\n"
                      "mov.u32 %r5, tile;\nshl.b32 %r3, %r1, 2;\nadd.u32 %r4, %r5, %r3;\n";
    for (int k = 0; k < 8; ++k)
        ptx += "ld.global.u32 %r2, [%rd5+" + std::to_string(k * 128) + "];\nst.shared.u32 [%r4+"
            + std::to_string(k * 128) + "], %r2;\n";
    ptx += "bar.sync 0;\nadd.s64 %rd6, %rd2, %rd4;\nld.global.u32 %r6, [%rd6];\nadd.u32 %r7, %r5, %r6;\n"
           "mov.u32 %r10, 0;\nmov.u32 %r11, 0;\nmov.u32 %r12, 0;\nmov.u32 %r13, 0;\n"
           "mul.wide.u32 %rd7, %r1, 16;\nadd.s64 %rd8, %rd3, %rd7;\n";
    ptx += body;
    ptx += "ret;\n}\n";
    return ptx;
}

/// The PTX line (1-based) of the first line containing what.
int lineOf(const std::string& ptx, const std::string& what)
{
    const std::size_t at = ptx.find(what);
    return at == std::string::npos ? 0 : 1 + static_cast<int>(std::count(ptx.begin(), ptx.begin() + at, '\n'));
}

std::string regs(int num)
{
    return num == 1 ? "{%r10}" : num == 2 ? "{%r10, %r11}" : "{%r10, %r11, %r12, %r13}";
}

const char* storeRegs = "st.global.v4.u32 [%rd8], {%r10, %r11, %r12, %r13};\n";

/// tile values: half i holds i * 7 + 3 (distinct, and not the index).
std::vector<std::uint16_t> tileValues()
{
    std::vector<std::uint16_t> v(512);
    for (std::size_t i = 0; i < v.size(); ++i)
        v[i] = static_cast<std::uint16_t>(i * 7 + 3);
    return v;
}

/// Row byte offsets per lane: a permutation of 16-byte rows, so rows are not in lane order.
std::vector<std::uint32_t> scatteredRows()
{
    std::vector<std::uint32_t> r(32);
    for (std::uint32_t t = 0; t < 32; ++t)
        r[t] = 16 * ((t * 13 + 5) % 64);
    return r;
}

/// The scalar model of the ISA's layout: lane t, register k holds row t / 4, columns 2 (t % 4) and
/// 2 (t % 4) + 1 of matrix k (rows from lanes 8k..8k+7); .trans: column t / 4 of rows 2 (t % 4), + 1.
std::uint32_t fragment(
    const std::vector<std::uint16_t>& tile, const std::vector<std::uint32_t>& rows, int t, int k, bool trans)
{
    const int r = t / 4;
    const int c = 2 * (t % 4);
    auto at
        = [&](int row, int col) { return std::uint32_t(tile[rows[std::size_t(8 * k + row)] / 2 + std::size_t(col)]); };
    return trans ? at(c, r) | at(c + 1, r) << 16 : at(r, c) | at(r, c + 1) << 16;
}

/// The shared-memory events of ldmatrix / stmatrix (pc of the instruction given by opcode prefix).
class SharedEvents : public ExecutionObserver {
public:
    struct Rec {
        std::uint32_t pc;
        AccessKind kind;
        std::uint32_t mask;
        unsigned bytes;
        unsigned vector;
        std::array<std::uint64_t, 32> addresses;
    };
    struct Sink : CtaObserver {
        void onMemory(const MemoryEvent& e) override
        {
            if (e.space != ObservedSpace::Shared)
                return;
            Rec r {e.pc, e.kind, e.activeMask, e.bytes, e.vector, {}};
            std::copy(e.addresses, e.addresses + 32, r.addresses.begin());
            events.push_back(r);
        }
        std::vector<Rec> events;
    };
    Interest interest() const override
    {
        Interest i;
        i.memory = true;
        return i;
    }
    void beginLaunch(const LaunchInfo& info) override { launch = info; }
    std::unique_ptr<CtaObserver> createCta(const CtaInfo&) override { return std::make_unique<Sink>(); }
    void endCta(const CtaInfo&, std::unique_ptr<CtaObserver> sink) override
    {
        for (const Rec& r : static_cast<Sink*>(sink.get())->events)
            if (launch.instructions[r.pc].opcode.rfind("ldmatrix", 0) == 0
                || launch.instructions[r.pc].opcode.rfind("stmatrix", 0) == 0)
                events.push_back(r);
    }
    void endLaunch(bool) override { }
    LaunchInfo launch;
    std::vector<Rec> events;
};

struct Ran {
    Result<LaunchResult> result;
    std::vector<std::uint32_t> out;
    std::vector<std::uint16_t> sharedCopy; ///< the second kilobyte of tile, when the body copies it out
};

Ran run(const std::string& ptx, const std::vector<std::uint16_t>& tile, const std::vector<std::uint32_t>& rows,
    std::size_t outWords = 128, ExecutionObserver* observer = nullptr)
{
    Launch l;
    l.ptx = ptx;
    l.entry = "k";
    l.block = {32, 1, 1};
    l.buffers = {tensorOf(DType::U16, tile), tensorOf(DType::U32, rows),
        tensorOf(DType::U32, std::vector<std::uint32_t>(outWords, 0xDEADBEEFu))};
    l.args = {bufferArg(0), bufferArg(1), bufferArg(2)};
    if (observer)
        l.control.observers = {observer};
    Ran r {l.run(), {}, {}};
    if (r.result)
        r.out = valuesOf<std::uint32_t>(l.buffers[2]);
    return r;
}

} // namespace

class TestEmuLdmatrix : public QObject {
    Q_OBJECT
private slots:
    void ldmatrix_data()
    {
        QTest::addColumn<int>("num");
        QTest::addColumn<bool>("trans");
        QTest::addColumn<bool>("scattered");
        for (int num : {1, 2, 4})
            for (bool trans : {false, true})
                for (bool scattered : {false, true})
                    QTest::addRow(
                        "x%d%s%s", num, trans ? " trans" : "", scattered ? " scattered rows" : " rows in order")
                        << num << trans << scattered;
    }

    void ldmatrix()
    {
        QFETCH(int, num);
        QFETCH(bool, trans);
        QFETCH(bool, scattered);
        const auto tile = tileValues();
        std::vector<std::uint32_t> rows(32);
        for (std::uint32_t t = 0; t < 32; ++t)
            rows[t] = 16 * t;
        if (scattered)
            rows = scatteredRows();
        // lanes that name no row (x1: 8.., x2: 16..) are ignored: give them addresses far out of bounds
        for (int t = 8 * num; t < 32; ++t)
            rows[std::size_t(t)] = 0x100000;
        const std::string ptx = matrixKernel("ldmatrix.sync.aligned.m8n8.x" + std::to_string(num)
            + (trans ? ".trans" : "") + ".shared.b16 " + regs(num) + ", [%r7];\n" + storeRegs);
        const Ran r = run(ptx, tile, rows);
        QVERIFY2(r.result.ok(), r.result.ok() ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->findings.empty(), r.result->findings.empty() ? "" : r.result->findings[0].message.c_str());
        for (int t = 0; t < 32; ++t)
            for (int k = 0; k < 4; ++k) {
                const std::uint32_t want = k < num ? fragment(tile, rows, t, k, trans) : 0u;
                QVERIFY2(r.out[std::size_t(4 * t + k)] == want,
                    qPrintable(QString("lane %1 register %2: 0x%3, expected 0x%4")
                                   .arg(t)
                                   .arg(k)
                                   .arg(r.out[std::size_t(4 * t + k)], 8, 16, QChar('0'))
                                   .arg(want, 8, 16, QChar('0'))));
            }
    }

    void handWorkedFromTheIsaFigure_data()
    {
        // tile half i = 7 i + 3, rows in lane order (row j of matrix k at byte 16 (8k + j)): element
        // (row, col) of matrix k is 7 (64 k + 8 row + col) + 3
        QTest::addColumn<bool>("trans");
        QTest::addColumn<int>("lane");
        QTest::addColumn<int>("reg");
        QTest::addColumn<uint>("expected");
        // lane 0 holds a0 = (0,0), a1 = (0,1): 3 and 10
        QTest::newRow("lane 0 r0") << false << 0 << 0 << uint(3 | 10u << 16);
        // lane 5: row 1, columns 2 and 3 -> halves 10, 11 -> 73, 80
        QTest::newRow("lane 5 r0") << false << 5 << 0 << uint(73 | 80u << 16);
        // lane 31: row 7, columns 6 and 7 of matrix 3 -> halves 192 + 62, 63 -> 1781, 1788
        QTest::newRow("lane 31 r3") << false << 31 << 3 << uint(1781 | 1788u << 16);
        // .trans, lane 5: column 1 of rows 2 and 3 -> halves 17, 25 -> 122, 178
        QTest::newRow("trans lane 5 r0") << true << 5 << 0 << uint(122 | 178u << 16);
        // .trans, lane 30: column 7 of rows 4 and 5 of matrix 1 -> halves 64 + 39, 64 + 47 -> 724, 780
        QTest::newRow("trans lane 30 r1") << true << 30 << 1 << uint(724 | 780u << 16);
    }

    void handWorkedFromTheIsaFigure()
    {
        QFETCH(bool, trans);
        QFETCH(int, lane);
        QFETCH(int, reg);
        QFETCH(uint, expected);
        std::vector<std::uint32_t> rows(32);
        for (std::uint32_t t = 0; t < 32; ++t)
            rows[t] = 16 * t;
        const Ran r = run(matrixKernel(std::string("ldmatrix.sync.aligned.m8n8.x4") + (trans ? ".trans" : "")
                              + ".shared::cta.b16 " + regs(4) + ", [%r7];\n" + storeRegs),
            tileValues(), rows);
        QVERIFY(r.result.ok());
        QCOMPARE(r.out[std::size_t(4 * lane + reg)], std::uint32_t(expected));
    }

    void genericAddress()
    {
        // without a state space the address is generic and must point into shared memory
        std::vector<std::uint32_t> rows(32);
        for (std::uint32_t t = 0; t < 32; ++t)
            rows[t] = 16 * t;
        const auto tile = tileValues();
        const Ran r = run(matrixKernel("cvt.u64.u32 %rd9, %r7;\ncvta.shared.u64 %rd10, %rd9;\n"
                                       "ldmatrix.sync.aligned.m8n8.x2.b16 {%r10, %r11}, [%rd10];\n"
                              + std::string(storeRegs)),
            tile, rows);
        QVERIFY(r.result.ok());
        QVERIFY2(r.result->findings.empty(), r.result->findings.empty() ? "" : r.result->findings[0].message.c_str());
        for (int t = 0; t < 32; ++t)
            QCOMPARE(r.out[std::size_t(4 * t + 1)], fragment(tile, rows, t, 1, false));
    }

    void badRowAddressesAreLocatedFindings_data()
    {
        QTest::addColumn<int>("badLane");
        QTest::addColumn<uint>("offset");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("misaligned row") << 3 << 40u << int(Finding::Kind::Misaligned) << "must be a multiple of 16";
        QTest::newRow("row past the end") << 17 << 2048u << int(Finding::Kind::OutOfBounds) << "past the end";
    }

    void badRowAddressesAreLocatedFindings()
    {
        QFETCH(int, badLane);
        QFETCH(uint, offset);
        QFETCH(int, kind);
        QFETCH(QString, message);
        std::vector<std::uint32_t> rows(32);
        for (std::uint32_t t = 0; t < 32; ++t)
            rows[t] = 16 * t;
        rows[std::size_t(badLane)] = offset;
        const std::string ptx
            = matrixKernel("ldmatrix.sync.aligned.m8n8.x4.shared.b16 " + regs(4) + ", [%r7];\n" + storeRegs);
        const Ran r = run(ptx, tileValues(), rows);
        QVERIFY(r.result.ok());
        QCOMPARE(r.result->findings.size(), std::size_t(1));
        const Finding& f = r.result->findings[0];
        QCOMPARE(int(f.kind), kind);
        QVERIFY2(f.message.find(message.toStdString()) != std::string::npos, f.message.c_str());
        QCOMPARE(f.ptxLine, lineOf(ptx, "ldmatrix"));
        QCOMPARE(f.thread[0], std::uint32_t(badLane));
        QCOMPARE(f.space, std::string("shared"));
    }

    void guardedOffLaneIsReported()
    {
        // .aligned: a lane whose guard is false makes the results undefined
        std::vector<std::uint32_t> rows(32);
        for (std::uint32_t t = 0; t < 32; ++t)
            rows[t] = 16 * t;
        const std::string ptx = matrixKernel("setp.ne.u32 %p1, %r1, 9;\n@%p1 ldmatrix.sync.aligned.m8n8.x1.shared.b16 "
                                             "{%r10}, [%r7];\n"
            + std::string(storeRegs));
        const Ran r = run(ptx, tileValues(), rows);
        QVERIFY(r.result.ok());
        QVERIFY(!r.result->findings.empty());
        QCOMPARE(r.result->findings[0].kind, Finding::Kind::BadWarpSyncMask);
        QVERIFY2(
            r.result->findings[0].message.find("lane 9") != std::string::npos, r.result->findings[0].message.c_str());
    }

    void stmatrixRoundTrip_data()
    {
        QTest::addColumn<int>("num");
        QTest::addColumn<bool>("trans");
        for (int num : {1, 2, 4})
            for (bool trans : {false, true})
                QTest::addRow("x%d%s", num, trans ? " trans" : "") << num << trans;
    }

    void stmatrixRoundTrip()
    {
        // ldmatrix the tile's first matrices, stmatrix them to the second kilobyte (.trans transposes
        // each 8x8 matrix), copy that kilobyte out
        QFETCH(int, num);
        QFETCH(bool, trans);
        const auto tile = tileValues();
        const auto rows = scatteredRows();
        std::string body = "ldmatrix.sync.aligned.m8n8.x" + std::to_string(num) + ".shared.b16 " + regs(num)
            + ", [%r7];\nshl.b32 %r20, %r1, 4;\nadd.u32 %r21, %r5, %r20;\n"
              "stmatrix.sync.aligned.m8n8.x"
            + std::to_string(num) + (trans ? ".trans" : "") + ".shared.b16 [%r21+1024], " + regs(num)
            + ";\nbar.sync 0;\n";
        for (int k = 0; k < 8; ++k)
            body += "ld.shared.u32 %r22, [%r4+" + std::to_string(1024 + k * 128)
                + "];\nadd.s64 %rd11, %rd3, %rd4;\n"
                  "st.global.u32 [%rd11+"
                + std::to_string(k * 128) + "], %r22;\n";
        const Ran r = run(matrixKernel(body), tile, rows, 256);
        QVERIFY(r.result.ok());
        QVERIFY2(r.result->findings.empty(), r.result->findings.empty() ? "" : r.result->findings[0].message.c_str());
        std::vector<std::uint16_t> got(512);
        std::memcpy(got.data(), r.out.data(), 1024);
        // stored matrix k row j (lane 8k + j wrote it at 1024 + 16 (8k + j)) = source matrix k row j,
        // or its column j with .trans
        for (int k = 0; k < num; ++k)
            for (int j = 0; j < 8; ++j)
                for (int c = 0; c < 8; ++c) {
                    const std::size_t srcRow = j, srcCol = c;
                    const std::size_t row = trans ? srcCol : srcRow;
                    const std::size_t col = trans ? srcRow : srcCol;
                    const std::uint16_t want = tile[rows[std::size_t(8 * k) + row] / 2 + col];
                    QVERIFY2(got[std::size_t(8 * (8 * k + j) + c)] == want,
                        qPrintable(QString("matrix %1 row %2 col %3").arg(k).arg(j).arg(c)));
                }
    }

    void movmatrixTransposes()
    {
        // movmatrix of an ldmatrix fragment equals the .trans load of the same rows
        std::vector<std::uint32_t> rows = scatteredRows();
        const auto tile = tileValues();
        const Ran r = run(matrixKernel("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r10}, [%r7];\n"
                                       "movmatrix.sync.aligned.m8n8.trans.b16 %r11, %r10;\n"
                                       "ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%r12}, [%r7];\n"
                              + std::string(storeRegs)),
            tile, rows);
        QVERIFY(r.result.ok());
        QVERIFY2(r.result->findings.empty(), r.result->findings.empty() ? "" : r.result->findings[0].message.c_str());
        for (int t = 0; t < 32; ++t) {
            QCOMPARE(r.out[std::size_t(4 * t + 1)], fragment(tile, rows, t, 0, true));
            QCOMPARE(r.out[std::size_t(4 * t + 1)], r.out[std::size_t(4 * t + 2)]);
        }
    }

    void memoryEventsCarryTheRowAddresses_data()
    {
        QTest::addColumn<int>("num");
        QTest::addColumn<bool>("store");
        for (int num : {1, 2, 4})
            for (bool store : {false, true})
                QTest::addRow("%s x%d", store ? "stmatrix" : "ldmatrix", num) << num << store;
    }

    void memoryEventsCarryTheRowAddresses()
    {
        // one event per instruction: the address lanes (8 per matrix) with 16 bytes each, so bank
        // analysis sees one 8-lane phase per matrix
        QFETCH(int, num);
        QFETCH(bool, store);
        const auto rows = scatteredRows();
        const std::string op = store
            ? "stmatrix.sync.aligned.m8n8.x" + std::to_string(num) + ".shared.b16 [%r7], " + regs(num) + ";\n"
            : "ldmatrix.sync.aligned.m8n8.x" + std::to_string(num) + ".shared.b16 " + regs(num) + ", [%r7];\n";
        SharedEvents obs;
        const Ran r = run(matrixKernel(op), tileValues(), rows, 128, &obs);
        QVERIFY(r.result.ok());
        QVERIFY2(r.result->findings.empty(), r.result->findings.empty() ? "" : r.result->findings[0].message.c_str());
        QCOMPARE(obs.events.size(), std::size_t(1));
        const auto& e = obs.events[0];
        QCOMPARE(e.kind, store ? AccessKind::Store : AccessKind::Load);
        QCOMPARE(e.mask, num == 4 ? 0xFFFFFFFFu : (1u << (8 * num)) - 1);
        QCOMPARE(e.bytes * e.vector, 16u);
        for (int t = 0; t < 8 * num; ++t)
            QCOMPARE(e.addresses[std::size_t(t)], std::uint64_t(rows[std::size_t(t)]));
    }

    void malformedForms_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QString>("message");
        QTest::newRow("wrong register count") << "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r10, %r11}, [%r7];"
                                              << "expected 4 registers";
        QTest::newRow("no .sync") << "ldmatrix.aligned.m8n8.x1.shared.b16 {%r10}, [%r7];"
                                  << "needs .sync.aligned";
        QTest::newRow("no count") << "ldmatrix.sync.aligned.m8n8.shared.b16 {%r10}, [%r7];"
                                  << "expected .x1";
    }

    void malformedForms()
    {
        QFETCH(QString, instruction);
        QFETCH(QString, message);
        std::vector<std::uint32_t> rows(32, 0);
        const Ran r = run(matrixKernel(instruction.toStdString() + "\n"), tileValues(), rows);
        QVERIFY(!r.result.ok());
        const std::string text = r.result.error().describe();
        QVERIFY2(text.find(message.toStdString()) != std::string::npos, text.c_str());
    }
};

QTEST_GUILESS_MAIN(TestEmuLdmatrix)
#include "tst_emuldmatrix.moc"
