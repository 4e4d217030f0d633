// Atomics under contention: integer and 64-bit adds, min, max, or, xor, float adds, tickets from
// returned values, CAS loops, inc with wrap, exch, shared-memory atomics and f16x2 adds.
#include "emutest.h"

#include <QTest>

#include <algorithm>

using namespace emutest;

class TestEmuAtomics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_compiled = compile(fixture("fixtures/atomics.cu"), "contention");
        if (!m_compiled.ok)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(m_compiled.message)));
    }

    void contention_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 worker") << 1;
        QTest::newRow("4 workers") << 4;
    }

    void contention()
    {
        QFETCH(int, threads);
        const int n = 5000;
        Launch l;
        l.ptx = m_compiled.ptx;
        l.entry = "contention";
        l.block = {128, 1, 1};
        l.grid = {(n + 127) / 128, 1, 1};
        l.control.threads = threads;
        std::vector<std::int32_t> counters = {0, 0, -1, 1, 0, 0};
        l.buffers = {tensorOf(DType::I32, counters), tensorOf(DType::U64, std::vector<std::uint64_t>(1, 0)),
            tensorOf(DType::F32, std::vector<float>(1, 0.0f))};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2), scalarArg<int>(n)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(r->completed);
        const auto c = valuesOf<std::int32_t>(l.buffers[0]);
        QCOMPARE(c[0], n);
        QCOMPARE(c[1], n * (n - 1) / 2);
        QCOMPARE(c[2], n - 1);
        QCOMPARE(c[3], -(n - 1));
        QCOMPARE(static_cast<std::uint32_t>(c[4]), 0x7fffffffu);
        int x = 0;
        for (int i = 0; i < n; ++i)
            x ^= i;
        QCOMPARE(c[5], x);
        std::uint64_t wide = 0;
        for (int i = 0; i < n; ++i)
            wide += static_cast<std::uint64_t>(i) << 20;
        QCOMPARE(valuesOf<std::uint64_t>(l.buffers[1])[0], wide);
        QCOMPARE(valuesOf<float>(l.buffers[2])[0], static_cast<float>(n));
    }

    void tickets()
    {
        const int n = 3000;
        Launch l;
        l.ptx = m_compiled.ptx;
        l.entry = "tickets";
        l.block = {256, 1, 1};
        l.grid = {(n + 255) / 256, 1, 1};
        l.control.threads = 4;
        l.buffers = {tensorOf(DType::U32, std::vector<std::uint32_t>(1, 0)),
            tensorOf(DType::U32, std::vector<std::uint32_t>(n, 0xffffffffu))};
        l.args = {bufferArg(0), bufferArg(1), scalarArg<int>(n)};
        auto r = l.run();
        QVERIFY(r.ok());
        QCOMPARE(valuesOf<std::uint32_t>(l.buffers[0])[0], static_cast<std::uint32_t>(n));
        auto assigned = valuesOf<std::uint32_t>(l.buffers[1]);
        std::sort(assigned.begin(), assigned.end());
        for (int i = 0; i < n; ++i)
            QCOMPARE(
                assigned[static_cast<std::size_t>(i)], static_cast<std::uint32_t>(i)); // every thread got one ticket
    }

    void casAndWrap()
    {
        const int n = 1000;
        std::vector<float> in(n);
        for (int i = 0; i < n; ++i)
            in[static_cast<std::size_t>(i)] = static_cast<float>((i * 7919) % 1000) / 3.0f - 100.0f;
        Launch l;
        l.ptx = m_compiled.ptx;
        l.entry = "casAndWrap";
        l.block = {128, 1, 1};
        l.grid = {(n + 127) / 128, 1, 1};
        l.buffers = {tensorOf(DType::F32, in), tensorOf(DType::F32, std::vector<float>(1, -1e30f)),
            tensorOf(DType::U32, std::vector<std::uint32_t>(1, 0)),
            tensorOf(DType::I32, std::vector<std::int32_t>(1, 0))};
        l.args = {bufferArg(0), bufferArg(1), bufferArg(2), bufferArg(3), scalarArg<int>(n)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(r->completed);
        QCOMPARE(valuesOf<float>(l.buffers[1])[0], *std::max_element(in.begin(), in.end()));
        QCOMPARE(valuesOf<std::uint32_t>(l.buffers[2])[0], static_cast<std::uint32_t>(n % 10));
        QCOMPARE(valuesOf<std::int32_t>(l.buffers[3])[0], 1);
    }

    void sharedAtomics()
    {
        const int n = 4096;
        std::vector<std::int32_t> values(n);
        for (int i = 0; i < n; ++i)
            values[static_cast<std::size_t>(i)] = (i * 13) % 5; // bins 0..4 only: heavy collisions
        Launch l;
        l.ptx = m_compiled.ptx;
        l.entry = "sharedAtomics";
        l.block = {256, 1, 1};
        l.grid = {n / 256, 1, 1};
        l.buffers = {tensorOf(DType::I32, values), tensorOf(DType::I32, std::vector<std::int32_t>(8, 0))};
        l.args = {bufferArg(0), bufferArg(1), scalarArg<int>(n)};
        auto r = l.run();
        QVERIFY(r.ok());
        const auto bins = valuesOf<std::int32_t>(l.buffers[1]);
        std::vector<std::int32_t> want(8, 0);
        for (const int v : values)
            ++want[static_cast<std::size_t>(v & 7)];
        QCOMPARE(bins, want);
    }

    void halfAtomics()
    {
        const int n = 100;
        Launch l;
        l.ptx = m_compiled.ptx;
        l.entry = "halfAtomics";
        l.block = {64, 1, 1};
        l.grid = {2, 1, 1};
        l.buffers = {tensorOf(DType::U32, std::vector<std::uint32_t>(1, 0))};
        l.args = {bufferArg(0), scalarArg<int>(n)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const std::uint32_t v = valuesOf<std::uint32_t>(l.buffers[0])[0];
        QCOMPARE(halfBitsToDouble(static_cast<std::uint16_t>(v)), 100.0); // 1.0 added 100 times: exact
        QCOMPARE(halfBitsToDouble(static_cast<std::uint16_t>(v >> 16)), 50.0);
    }

private:
    Compiled m_compiled;
};

QTEST_GUILESS_MAIN(TestEmuAtomics)
#include "tst_emuatomics.moc"
