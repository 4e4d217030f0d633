// computeAddresses (memaccess.h), the first step of every load, store and atomic: the span, the OR
// and the lane step its shortcut reports must be those of the lane-by-lane definition, for evenly
// spaced runs (up, down, one address), runs that wrap around 2^64, uneven addresses, 32- and
// 64-bit address registers and partial masks.
#include "core/emu/memaccess.h"

#include <QTest>

#include <random>
#include <vector>

using namespace warpscope::core::emu;

namespace {

/// The lane-by-lane definition: the span and OR of the active lanes' addresses.
struct Expected {
    std::uint64_t lo = ~std::uint64_t(0);
    std::uint64_t hi = 0;
    std::uint64_t any = 0;
};

Expected reference(const std::vector<std::uint64_t>& addr, std::uint32_t mask)
{
    Expected e;
    for (int i = 0; i < kWarpSize; ++i)
        if ((mask >> i) & 1u) {
            e.lo = std::min(e.lo, addr[i]);
            e.hi = std::max(e.hi, addr[i]);
            e.any |= addr[i];
        }
    return e;
}

/// Runs computeAddresses over a register file holding base[i] in lane i (4 or 8 bytes wide) plus
/// offset, and checks every output against the reference; returns the reported step.
std::int64_t check(const std::vector<std::uint64_t>& base, unsigned bytes, std::int64_t offset, std::uint32_t mask)
{
    std::vector<std::uint64_t> file(kWarpSize + 1, 0);
    Warp w;
    w.regs = reinterpret_cast<std::byte*>(file.data());
    std::vector<std::uint64_t> expectedAddr(kWarpSize);
    for (int i = 0; i < kWarpSize; ++i) {
        if (bytes == 8) {
            w.r<std::uint64_t>(0)[i] = base[i];
            expectedAddr[i] = base[i] + static_cast<std::uint64_t>(offset);
        } else {
            w.r<std::uint32_t>(0)[i] = static_cast<std::uint32_t>(base[i]);
            expectedAddr[i] = static_cast<std::uint32_t>(base[i]) + static_cast<std::uint64_t>(offset);
        }
    }
    Instr in;
    in.src0 = 0;
    in.addrBytes = static_cast<std::uint8_t>(bytes);
    in.imm = offset;
    std::uint64_t addr[kWarpSize];
    std::uint64_t lo = 0, hi = 0, any = 0;
    const std::int64_t step = computeAddresses(w, in, mask, addr, lo, hi, any);
    for (int i = 0; i < kWarpSize; ++i)
        if (addr[i] != expectedAddr[i])
            QTest::qFail(qPrintable(QStringLiteral("lane %1's address").arg(i)), __FILE__, __LINE__);
    const Expected e = reference(expectedAddr, mask);
    if (lo != e.lo || hi != e.hi || any != e.any)
        QTest::qFail("span or OR differs from the lane-by-lane definition", __FILE__, __LINE__);
    if (step != kNoStep) {
        // a reported step must describe every lane
        if (mask != kFullMask)
            QTest::qFail("a step reported for a partial mask", __FILE__, __LINE__);
        for (int i = 0; i < kWarpSize; ++i)
            if (expectedAddr[i] != expectedAddr[0] + static_cast<std::uint64_t>(i) * static_cast<std::uint64_t>(step))
                QTest::qFail("the step does not describe every lane", __FILE__, __LINE__);
    }
    return step;
}

std::vector<std::uint64_t> run(std::uint64_t first, std::int64_t step)
{
    std::vector<std::uint64_t> v(kWarpSize);
    for (int i = 0; i < kWarpSize; ++i)
        v[i] = first + static_cast<std::uint64_t>(i) * static_cast<std::uint64_t>(step);
    return v;
}

} // namespace

class TestEmuAddresses : public QObject {
    Q_OBJECT
private slots:
    void evenRunsReportTheirStep()
    {
        QCOMPARE(check(run(0x1000, 4), 8, 0, kFullMask), std::int64_t(4)); // coalesced f32
        QCOMPARE(check(run(0x1000, 8), 8, 16, kFullMask), std::int64_t(8));
        QCOMPARE(check(run(0x4000, -4), 8, 0, kFullMask), std::int64_t(-4)); // lanes walking down
        QCOMPARE(check(run(0x2000, 0), 8, 4, kFullMask), std::int64_t(0)); // one address for all
        QCOMPARE(check(run(0x100, 128), 4, 0, kFullMask), std::int64_t(128)); // 32-bit shared addresses
    }

    void unevenOrPartialWarpsTakeTheLaneLoop()
    {
        std::vector<std::uint64_t> v = run(0x1000, 4);
        v[17] = 0x9000;
        QCOMPARE(check(v, 8, 0, kFullMask), kNoStep);
        v = run(0x1000, 4);
        std::swap(v[3], v[4]);
        QCOMPARE(check(v, 8, 0, kFullMask), kNoStep);
        QCOMPARE(check(run(0x1000, 4), 8, 0, 0x0000FFFFu), kNoStep);
        QCOMPARE(check(run(0x1000, 4), 8, 0, 0x80000001u), kNoStep);
    }

    void runsThatWrapAroundAreNotTrusted()
    {
        // evenly spaced modulo 2^64, but the highest address is not the last lane's
        QCOMPARE(check(run(~std::uint64_t(0) - 40, 4), 8, 0, kFullMask), kNoStep);
        QCOMPARE(check(run(40, -4), 8, 0, kFullMask), kNoStep);
        // a step too large to rule a wrap out cheaply
        QCOMPARE(check(run(0, std::int64_t(1) << 40), 8, 0, kFullMask), kNoStep);
        // 32-bit registers: the offset is added after widening, so nothing wraps at 2^32
        QCOMPARE(check(run(0xFFFFFFF0u, 1), 4, 64, kFullMask), kNoStep);
    }

    void randomAddressesMatchTheDefinition()
    {
        std::mt19937_64 rng(21);
        for (int t = 0; t < 2000; ++t) {
            std::vector<std::uint64_t> v = run(rng() >> (rng() % 64), static_cast<std::int64_t>(rng() % 65) - 32);
            if (t % 3 == 0)
                v[rng() % kWarpSize] ^= std::uint64_t(1) << (rng() % 64);
            const unsigned bytes = t % 2 ? 8 : 4;
            const std::uint32_t mask = t % 5 == 0 ? static_cast<std::uint32_t>(rng()) : kFullMask;
            check(v, bytes, static_cast<std::int64_t>(rng() % 256) - 128, mask);
        }
    }
};

QTEST_GUILESS_MAIN(TestEmuAddresses)
#include "tst_emuaddresses.moc"
