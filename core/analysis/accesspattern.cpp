#include "core/analysis/accesspattern.h"

#include <algorithm>
#include <array>
#include <bit>

namespace warpscope::core::analysis {

namespace {

/// Sorts and removes duplicates in place; returns the number of distinct values.
template <std::size_t N> std::size_t uniqueCount(std::array<std::uint64_t, N>& v, std::size_t n)
{
    std::sort(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(n));
    return static_cast<std::size_t>(std::unique(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(n)) - v.begin());
}

/// Distinct 32-byte (shift 5) or 128-byte (shift 7) blocks touched by the lanes.
std::uint32_t blocksTouched(const std::uint64_t* a, std::uint32_t mask, unsigned width, unsigned shift)
{
    // a lane spans at most a few blocks; 32 lanes * 8 covers 256-byte lanes
    std::array<std::uint64_t, 32 * 8> ids; // scratch: only the first n are read
    std::size_t n = 0;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const auto i = static_cast<unsigned>(std::countr_zero(m));
        const std::uint64_t first = a[i] >> shift;
        const std::uint64_t last = (a[i] + width - 1) >> shift;
        for (std::uint64_t b = first; b <= last && n < ids.size(); ++b)
            ids[n++] = b;
    }
    return static_cast<std::uint32_t>(uniqueCount(ids, n));
}

/// Bytes covered by the union of the lanes' ranges.
std::uint32_t unionBytes(const std::uint64_t* a, std::uint32_t mask, unsigned width)
{
    std::array<std::uint64_t, 32> starts; // scratch: only the first n are read
    std::size_t n = 0;
    for (std::uint32_t m = mask; m; m &= m - 1)
        starts[n++] = a[std::countr_zero(m)];
    std::sort(starts.begin(), starts.begin() + static_cast<std::ptrdiff_t>(n));
    std::uint64_t total = 0;
    std::uint64_t end = 0;
    for (std::size_t k = 0; k < n; ++k) {
        const std::uint64_t s = std::max(starts[k], end);
        const std::uint64_t e = starts[k] + width;
        if (e > s)
            total += e - s;
        end = std::max(end, e);
    }
    return static_cast<std::uint32_t>(total);
}

} // namespace

/// One pass when the active lanes' addresses ascend in lane order (coalesced and strided patterns):
/// blocks and bytes can be counted without sorting. False when they do not.
bool ascendingCost(const std::uint64_t* a, std::uint32_t mask, unsigned width, GlobalAccessCost& c)
{
    // Addresses ascend and every lane has the same width, so each lane's last sector and line are at
    // least the previous lane's: a lane adds the blocks after the last one counted, and the bytes
    // after the previous lane's end. No sets, no sort.
    std::uint64_t prev = 0, end = 0, nextSector = 0, nextLine = 0;
    for (std::uint32_t m = mask; m; m &= m - 1) {
        const std::uint64_t x = a[std::countr_zero(m)];
        if (x < prev)
            return false;
        prev = x;
        const std::uint64_t e = x + width;
        const std::uint64_t start = std::max(x, end);
        c.uniqueBytes += static_cast<std::uint32_t>(e > start ? e - start : 0);
        end = e;
        const std::uint64_t lastSector = (e - 1) >> 5;
        const std::uint64_t fromSector = std::max(x >> 5, nextSector);
        c.sectors += static_cast<std::uint32_t>(lastSector >= fromSector ? lastSector - fromSector + 1 : 0);
        nextSector = lastSector + 1;
        const std::uint64_t lastLine = (e - 1) >> 7;
        const std::uint64_t fromLine = std::max(x >> 7, nextLine);
        c.lines += static_cast<std::uint32_t>(lastLine >= fromLine ? lastLine - fromLine + 1 : 0);
        nextLine = lastLine + 1;
    }
    c.idealSectors = (c.uniqueBytes + 31) / 32;
    return true;
}

bool contiguousWarp(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane)
{
    if (mask != ~0u)
        return false;
    // one OR of differences, no early exit: the compiler turns it into a few vector instructions
    std::uint64_t diff = 0;
    std::uint64_t expected = addresses[0];
    for (unsigned i = 0; i < 32; ++i, expected += bytesPerLane)
        diff |= addresses[i] ^ expected;
    return diff == 0;
}

bool uniformWarp(const std::uint64_t* addresses, std::uint32_t mask)
{
    if (mask != ~0u)
        return false;
    std::uint64_t diff = 0;
    for (unsigned i = 0; i < 32; ++i)
        diff |= addresses[i] ^ addresses[0];
    return diff == 0;
}

WarpShape warpShape(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane)
{
    if (mask != ~0u)
        return WarpShape::Other;
    // lanes 0 and 1 tell which of the two shapes is possible: one check of the 32 lanes, not two
    if (addresses[1] == addresses[0])
        return uniformWarp(addresses, mask) ? WarpShape::Uniform : WarpShape::Other;
    return contiguousWarp(addresses, mask, bytesPerLane) ? WarpShape::Contiguous : WarpShape::Other;
}

GlobalAccessCost contiguousCost(std::uint64_t first, unsigned bytesPerLane)
{
    GlobalAccessCost c;
    const std::uint64_t last = first + 32ull * bytesPerLane - 1;
    c.sectors = static_cast<std::uint32_t>((last >> 5) - (first >> 5) + 1);
    c.lines = static_cast<std::uint32_t>((last >> 7) - (first >> 7) + 1);
    c.uniqueBytes = 32u * bytesPerLane;
    c.idealSectors = (c.uniqueBytes + 31) / 32;
    return c;
}

GlobalAccessCost globalAccessCost(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane)
{
    GlobalAccessCost c;
    if (!mask || bytesPerLane == 0)
        return c;
    if (contiguousWarp(addresses, mask, bytesPerLane))
        return contiguousCost(addresses[0], bytesPerLane);
    if (ascendingCost(addresses, mask, bytesPerLane, c))
        return c;
    c = {};
    c.sectors = blocksTouched(addresses, mask, bytesPerLane, 5);
    c.lines = blocksTouched(addresses, mask, bytesPerLane, 7);
    c.uniqueBytes = unionBytes(addresses, mask, bytesPerLane);
    c.idealSectors = (c.uniqueBytes + 31) / 32;
    return c;
}

SharedAccessCost sharedAccessCost(const std::uint64_t* addresses, std::uint32_t mask, unsigned bytesPerLane)
{
    SharedAccessCost c;
    if (!mask || bytesPerLane == 0)
        return c;
    const unsigned lanesPerPhase = bytesPerLane <= 4 ? 32 : bytesPerLane <= 8 ? 16 : 8;
    for (unsigned first = 0; first < 32; first += lanesPerPhase) {
        const std::uint32_t phaseMask = lanesPerPhase == 32 ? mask : mask & (((1u << lanesPerPhase) - 1) << first);
        if (!phaseMask)
            continue;
        // fast path: every bank asked for at most one distinct word (no conflict, broadcasts allowed)
        std::array<std::uint64_t, 32> bankWord; // scratch: only banks marked in `seen` are read
        std::uint32_t seen = 0;
        bool conflict = false;
        for (std::uint32_t m = phaseMask; m && !conflict; m &= m - 1) {
            const auto i = static_cast<unsigned>(std::countr_zero(m));
            for (std::uint64_t w = addresses[i] >> 2; w <= (addresses[i] + bytesPerLane - 1) >> 2; ++w) {
                const auto bank = static_cast<unsigned>(w & 31u);
                if (!((seen >> bank) & 1u)) {
                    seen |= 1u << bank;
                    bankWord[bank] = w;
                } else if (bankWord[bank] != w) {
                    conflict = true;
                    break;
                }
            }
        }
        if (!conflict) {
            ++c.wavefronts;
            ++c.idealWavefronts;
            c.maxWays = std::max(c.maxWays, 1u);
            continue;
        }
        // distinct words per bank without sorting: each bank keeps a list of the words it has seen,
        // short unless the access conflicts badly
        std::array<std::uint64_t, 32 * 8> words; // scratch: only the first `distinct` are read
        std::array<std::int16_t, 32 * 8> next; // the bank list's next word, -1 at its end
        std::array<std::int16_t, 32> head;
        head.fill(-1);
        std::array<std::uint32_t, 32> perBank {};
        std::uint32_t ways = 0;
        std::size_t distinct = 0;
        for (std::uint32_t m = phaseMask; m; m &= m - 1) {
            const auto i = static_cast<unsigned>(std::countr_zero(m));
            for (std::uint64_t w = addresses[i] >> 2;
                 w <= (addresses[i] + bytesPerLane - 1) >> 2 && distinct < words.size(); ++w) {
                const auto bank = static_cast<unsigned>(w & 31u);
                std::int16_t k = head[bank];
                while (k >= 0 && words[static_cast<std::size_t>(k)] != w)
                    k = next[static_cast<std::size_t>(k)];
                if (k >= 0)
                    continue; // a broadcast of a word this bank already serves
                words[distinct] = w;
                next[distinct] = head[bank];
                head[bank] = static_cast<std::int16_t>(distinct);
                ++distinct;
                ways = std::max(ways, ++perBank[bank]);
            }
        }
        c.wavefronts += ways;
        c.idealWavefronts += static_cast<std::uint32_t>((distinct + 31) / 32);
        c.maxWays = std::max(c.maxWays, ways);
    }
    return c;
}

} // namespace warpscope::core::analysis
