// The DRAM model's sector set (sectorset.h) against a std::set: sectors in two buffers and outside
// both, CTA sets drained into the launch's set or discarded, and reuse after a drain.
#include "analysistest.h"

#include "core/analysis/sectorset.h"

#include <set>

using namespace atest;

namespace {

constexpr std::uint64_t kA = 0x10000; // 4096 bytes: sectors 2048..2175
constexpr std::uint64_t kB = 0x20020; // 1000 bytes from a sector boundary + 32

SectorSet layout()
{
    SectorSet s;
    s.addBuffer(kA, 4096);
    s.addBuffer(kB, 1000);
    return s;
}

void drainedSectorsAreCountedOnce()
{
    SectorSet launch = layout();
    SectorSet cta = layout();
    std::set<std::uint64_t> want;
    Lcg next {5};
    for (int k = 0; k < 40; ++k) {
        const bool merged = k % 5 != 4; // every fifth CTA is not merged (the run stopped before it)
        std::set<std::uint64_t> mine;
        for (int i = 0; i < 200; ++i) {
            std::uint64_t sector = 0;
            switch (next() % 4) {
            case 0:
                sector = (kA >> 5) + next() % 128;
                break;
            case 1:
                sector = (kB >> 5) + next() % 32;
                break;
            case 2:
                sector = 0x900 + next() % 16;
                break; // a module variable outside both buffers
            default:
                sector = ((kA + 4096) >> 5) + next() % 3;
                break; // just past buffer A
            }
            cta.add(sector);
            mine.insert(sector);
        }
        if (merged) {
            cta.drainInto(launch);
            want.insert(mine.begin(), mine.end());
        } else {
            cta.discard();
        }
    }
    ACHECK_EQ(launch.count(), static_cast<std::uint64_t>(want.size()));
    // the CTA set is empty again after draining: draining it once more adds nothing
    cta.drainInto(launch);
    ACHECK_EQ(launch.count(), static_cast<std::uint64_t>(want.size()));
    ACHECK_EQ(cta.count(), std::uint64_t(0));
}

void bufferEdges()
{
    SectorSet launch = layout();
    SectorSet cta = layout();
    // buffer B starts 32 bytes into a sector; its 1000 bytes end in sector (kB + 999) / 32
    cta.add(kB >> 5);
    cta.add((kB + 999) >> 5);
    cta.add(((kB + 999) >> 5) + 1); // the next sector is outside: listed, not in the bitmap
    cta.add(((kB + 999) >> 5) + 1);
    cta.add(kA >> 5);
    cta.add(kA >> 5);
    cta.drainInto(launch);
    ACHECK_EQ(launch.count(), std::uint64_t(4));
    SectorSet empty; // no buffers at all: everything is listed
    empty.add(7);
    empty.add(7);
    empty.add(9);
    ACHECK_EQ(empty.count(), std::uint64_t(2));
}

} // namespace

int main()
{
    return runTests({{"drainedSectorsAreCountedOnce", drainedSectorsAreCountedOnce}, {"bufferEdges", bufferEdges}});
}
