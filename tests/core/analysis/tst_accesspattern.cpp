// The cost model of one warp access (core/analysis/accesspattern.h) against analytic values:
// global sectors, lines and ideal sectors for strided, vector and misaligned loads; shared-memory
// wavefronts with the gcd(stride, 32) conflict degree, broadcasts and 64/128-bit phases, and random
// scatters and strides (global and shared) against the definitions computed with sets.
#include "analysistest.h"

#include "core/analysis/accesspattern.h"

#include <map>
#include <numeric>
#include <set>

using namespace atest;

namespace {

constexpr std::uint64_t kBase = 0x10000; // 128-byte aligned

std::array<std::uint64_t, 32> strided(std::uint64_t base, std::uint64_t strideBytes)
{
    std::array<std::uint64_t, 32> a {};
    for (std::uint64_t l = 0; l < 32; ++l)
        a[l] = base + l * strideBytes;
    return a;
}

void globalStrides()
{
    // float loads, lanes `s` floats apart: sectors = min(4 s, 32), lines = s, ideal = 4
    for (std::uint64_t s : {1, 2, 4, 8, 32}) {
        const auto a = strided(kBase, 4 * s);
        const GlobalAccessCost c = globalAccessCost(a.data(), ~0u, 4);
        ACHECK_EQ(c.sectors, static_cast<std::uint32_t>(std::min<std::uint64_t>(4 * s, 32)));
        ACHECK_EQ(c.lines, static_cast<std::uint32_t>(s));
        ACHECK_EQ(c.idealSectors, 4u);
        ACHECK_EQ(c.uniqueBytes, 128u);
    }
}

void globalVectors()
{
    const auto f2 = strided(kBase, 8);
    const GlobalAccessCost c2 = globalAccessCost(f2.data(), ~0u, 8);
    ACHECK_EQ(c2.sectors, 8u);
    ACHECK_EQ(c2.idealSectors, 8u);
    ACHECK_EQ(c2.lines, 2u);
    const auto f4 = strided(kBase, 16);
    const GlobalAccessCost c4 = globalAccessCost(f4.data(), ~0u, 16);
    ACHECK_EQ(c4.sectors, 16u);
    ACHECK_EQ(c4.idealSectors, 16u);
    ACHECK_EQ(c4.lines, 4u);
}

void globalMisalignedAndPartial()
{
    // 128 bytes starting 4 bytes into a sector: 5 sectors, 2 lines, ideal 4
    const auto a = strided(kBase + 4, 4);
    const GlobalAccessCost c = globalAccessCost(a.data(), ~0u, 4);
    ACHECK_EQ(c.sectors, 5u);
    ACHECK_EQ(c.lines, 2u);
    ACHECK_EQ(c.idealSectors, 4u);
    // half a warp: 64 bytes, 2 sectors
    const auto h = strided(kBase, 4);
    ACHECK_EQ(globalAccessCost(h.data(), 0xFFFFu, 4).sectors, 2u);
    ACHECK_EQ(globalAccessCost(h.data(), 0xFFFFu, 4).idealSectors, 2u);
    // a broadcast: every lane the same float
    const auto b = strided(kBase, 0);
    ACHECK_EQ(globalAccessCost(b.data(), ~0u, 4).sectors, 1u);
    ACHECK_EQ(globalAccessCost(b.data(), ~0u, 4).idealSectors, 1u);
    ACHECK_EQ(globalAccessCost(b.data(), 0u, 4).sectors, 0u);
}

void sharedStrides()
{
    for (std::uint64_t s : {1, 2, 3, 4, 5, 8, 16, 31, 32, 33, 64}) {
        const auto a = strided(0, 4 * s);
        const SharedAccessCost c = sharedAccessCost(a.data(), ~0u, 4);
        const auto ways = static_cast<std::uint32_t>(std::gcd<std::uint64_t, std::uint64_t>(s, 32));
        ACHECK_EQ(c.wavefronts, ways);
        ACHECK_EQ(c.maxWays, ways);
        ACHECK_EQ(c.idealWavefronts, 1u);
    }
}

void warpShapes()
{
    // back-to-back lanes and broadcasts at any start and width, and what spoils them; the memo
    // reports the same shape as a fresh look at the lanes
    SharedCostMemo memo;
    for (const unsigned width : {1u, 2u, 4u, 8u, 16u})
        for (std::uint64_t start = 0; start < 64; start += 3) {
            const auto back = strided(start, width);
            std::array<std::uint64_t, 32> same {};
            same.fill(start);
            auto spoiled = back;
            spoiled[31] += 4;
            ACHECK(warpShape(back.data(), ~0u, width) == WarpShape::Contiguous);
            ACHECK(warpShape(same.data(), ~0u, width) == WarpShape::Uniform);
            ACHECK(warpShape(back.data(), 0x7fffffffu, width) == WarpShape::Other);
            ACHECK(warpShape(spoiled.data(), ~0u, width) == WarpShape::Other);
            for (const auto& [want, a] : {std::pair {WarpShape::Contiguous, back}, std::pair {WarpShape::Uniform, same},
                     std::pair {WarpShape::Other, spoiled}}) {
                PatternFacts got;
                memo.cost(a.data(), ~0u, width, got); // a new pattern: no facts yet
                ACHECK(got.shape == WarpShape::Other && got.wordCount == 0);
                memo.cost(a.data(), ~0u, width, got); // it came back: worked out
                ACHECK(got.shape == want);
                memo.cost(a.data(), ~0u, width, got); // and kept
                ACHECK(got.shape == want);
                // 4-byte lanes: the distinct words, from the first lane's
                const std::uint32_t words = width != 4 ? 0u : want == WarpShape::Uniform ? 1u : 32u;
                ACHECK_EQ(got.wordCount, words);
                for (std::uint32_t k = 0; k < got.wordCount; ++k)
                    ACHECK_EQ(got.words[k], want == WarpShape::Other && k == 31 ? 32 : static_cast<std::int32_t>(k));
            }
        }
}

void sharedBroadcastAndWidths()
{
    const auto same = strided(64, 0);
    ACHECK_EQ(sharedAccessCost(same.data(), ~0u, 4).wavefronts, 1u);
    // two words in the same bank (0 and 32), each read by 16 lanes: 2 wavefronts
    std::array<std::uint64_t, 32> two {};
    for (int l = 0; l < 32; ++l)
        two[l] = (l % 2) ? 128 : 0;
    ACHECK_EQ(sharedAccessCost(two.data(), ~0u, 4).wavefronts, 2u);
    // bytes: 32 consecutive bytes = 8 words, one wavefront
    const auto bytes = strided(0, 1);
    ACHECK_EQ(sharedAccessCost(bytes.data(), ~0u, 1).wavefronts, 1u);
    // float2 contiguous: two half-warp phases, one wavefront each
    const auto f2 = strided(0, 8);
    ACHECK_EQ(sharedAccessCost(f2.data(), ~0u, 8).wavefronts, 2u);
    ACHECK_EQ(sharedAccessCost(f2.data(), ~0u, 8).idealWavefronts, 2u);
    // float2 with lanes 16 bytes apart: each half warp hits 8 banks twice -> 2 + 2
    const auto f2s = strided(0, 16);
    ACHECK_EQ(sharedAccessCost(f2s.data(), ~0u, 8).wavefronts, 4u);
    ACHECK_EQ(sharedAccessCost(f2s.data(), ~0u, 8).maxWays, 2u);
    // float4 contiguous: four quarter-warp phases
    const auto f4 = strided(0, 16);
    ACHECK_EQ(sharedAccessCost(f4.data(), ~0u, 16).wavefronts, 4u);
    ACHECK_EQ(sharedAccessCost(f4.data(), ~0u, 16).idealWavefronts, 4u);
    // only the first half warp of a float2 access: one phase
    ACHECK_EQ(sharedAccessCost(f2.data(), 0xFFFFu, 8).wavefronts, 1u);
}

void sharedMemoAgreesWithTheModel()
{
    // a stream of patterns as a loop makes them: the same tile shifted by words, by bytes, with other
    // masks and widths, and random scatters; the memo must answer exactly what the model answers
    SharedCostMemo memo;
    Lcg next {12345};
    const std::array<std::uint64_t, 6> strides {0, 4, 8, 12, 64, 132};
    int checked = 0;
    for (int round = 0; round < 400; ++round) {
        const std::uint64_t stride = strides[round % strides.size()];
        const std::uint64_t shift = (round % 3 == 0) ? 4 * (next() % 64) : (round % 3 == 1) ? next() % 7 : 0;
        auto a = strided(shift, stride);
        if (round % 5 == 4)
            for (auto& x : a)
                x = 4 * (next() % 96);
        const std::uint32_t mask = (round % 4 == 3) ? static_cast<std::uint32_t>(next()) | 1u : ~0u;
        const unsigned width = (round % 7 == 6) ? 8u : (round % 11 == 10) ? 16u : 4u;
        const SharedAccessCost direct = sharedAccessCost(a.data(), mask, width);
        const SharedAccessCost remembered = memo.cost(a.data(), mask, width);
        ACHECK_EQ(remembered.wavefronts, direct.wavefronts);
        ACHECK_EQ(remembered.idealWavefronts, direct.idealWavefronts);
        ACHECK_EQ(remembered.maxWays, direct.maxWays);
        // the same pattern again, moved by a whole number of words: answered from the memo, same counts
        for (auto& x : a)
            x += 4 * 37;
        const SharedAccessCost moved = memo.cost(a.data(), mask, width);
        const SharedAccessCost movedDirect = sharedAccessCost(a.data(), mask, width);
        ACHECK_EQ(moved.wavefronts, movedDirect.wavefronts);
        ACHECK_EQ(moved.idealWavefronts, movedDirect.idealWavefronts);
        ACHECK_EQ(moved.maxWays, movedDirect.maxWays);
        ++checked;
    }
    ACHECK_EQ(checked, 400);
}

} // namespace

/// Global cost by its definition: the distinct bytes, 32-byte sectors and 128-byte lines they fall in.
GlobalAccessCost globalCostBySets(const std::array<std::uint64_t, 32>& a, std::uint32_t mask, unsigned width)
{
    std::set<std::uint64_t> bytes, sectors, lines;
    for (unsigned l = 0; l < 32; ++l)
        if ((mask >> l) & 1u)
            for (std::uint64_t b = a[l]; b < a[l] + width; ++b) {
                bytes.insert(b);
                sectors.insert(b / 32);
                lines.insert(b / 128);
            }
    GlobalAccessCost c;
    c.sectors = static_cast<std::uint32_t>(sectors.size());
    c.lines = static_cast<std::uint32_t>(lines.size());
    c.uniqueBytes = static_cast<std::uint32_t>(bytes.size());
    c.idealSectors = (c.uniqueBytes + 31) / 32;
    return c;
}

void globalPatternsMatchTheDefinition()
{
    // ascending strides (with repeats and misaligned starts), scatters and partial masks
    Lcg next {4242};
    for (int round = 0; round < 3000; ++round) {
        const unsigned width = std::array<unsigned, 5> {1, 2, 4, 8, 16}[round % 5];
        std::array<std::uint64_t, 32> a {};
        const std::uint64_t base = 0x10000 + next() % 256;
        const std::uint64_t stride = next() % 80;
        for (unsigned l = 0; l < 32; ++l)
            a[l] = round % 4 == 3 ? 0x10000 + next() % 4096 : base + l * stride + (round % 7 == 0 ? next() % 3 : 0);
        const std::uint32_t mask = round % 3 ? ~0u : static_cast<std::uint32_t>(next()) | 1u;
        const GlobalAccessCost want = globalCostBySets(a, mask, width);
        const GlobalAccessCost got = globalAccessCost(a.data(), mask, width);
        ACHECK_EQ(got.sectors, want.sectors);
        ACHECK_EQ(got.lines, want.lines);
        ACHECK_EQ(got.uniqueBytes, want.uniqueBytes);
        ACHECK_EQ(got.idealSectors, want.idealSectors);
    }
}

void globalMemoAgreesWithTheDefinition()
{
    // what a strided store meets: one pattern of lane offsets at many starting residues (rows 4 bytes
    // apart), interleaved with a second instruction's pattern, the odd partial mask and a scatter
    GlobalCostMemo memo;
    Lcg next {99};
    const std::array<std::uint64_t, 4> strides {800, 32, 4, 132};
    int fromMemo = 0;
    for (int round = 0; round < 3000; ++round) {
        const std::uint64_t stride = strides[(round / 50) % strides.size()];
        const unsigned width = round % 13 == 12 ? 8u : 4u;
        std::array<std::uint64_t, 32> a {};
        const std::uint64_t base = 0x40000 + 4 * (next() % 64) + 128 * (next() % 1000) + (round % 17 == 16 ? 1 : 0);
        for (unsigned l = 0; l < 32; ++l)
            a[l] = round % 29 == 28 ? 0x40000 + next() % 8192 : base + l * stride;
        const std::uint32_t mask = round % 11 == 10 ? 0x00000fffu : ~0u;
        const GlobalAccessCost want = globalCostBySets(a, mask, width);
        const GlobalAccessCost got = memo.cost(a.data(), mask, width);
        ACHECK_EQ(got.sectors, want.sectors);
        ACHECK_EQ(got.lines, want.lines);
        ACHECK_EQ(got.uniqueBytes, want.uniqueBytes);
        ACHECK_EQ(got.idealSectors, want.idealSectors);
        // asked again, moved by whole lines: the same counts
        for (auto& x : a)
            x += 128 * 7;
        const GlobalAccessCost again = memo.cost(a.data(), mask, width);
        ACHECK_EQ(again.sectors, want.sectors);
        ACHECK_EQ(again.lines, want.lines);
        ACHECK_EQ(again.uniqueBytes, want.uniqueBytes);
        ++fromMemo;
    }
    ACHECK_EQ(fromMemo, 3000);
}

/// The definition, written the slow way: per phase, the distinct words; per bank, how many of them.
SharedAccessCost sharedCostBySets(const std::array<std::uint64_t, 32>& a, std::uint32_t mask, unsigned width)
{
    SharedAccessCost c;
    const unsigned lanesPerPhase = width <= 4 ? 32 : width <= 8 ? 16 : 8;
    for (unsigned first = 0; first < 32; first += lanesPerPhase) {
        std::set<std::uint64_t> words;
        for (unsigned l = first; l < first + lanesPerPhase; ++l)
            if ((mask >> l) & 1u)
                for (std::uint64_t w = a[l] / 4; w <= (a[l] + width - 1) / 4; ++w)
                    words.insert(w);
        if (words.empty())
            continue;
        std::map<std::uint64_t, std::uint32_t> perBank;
        std::uint32_t ways = 0;
        for (std::uint64_t w : words)
            ways = std::max(ways, ++perBank[w % 32]);
        c.wavefronts += ways;
        c.idealWavefronts += static_cast<std::uint32_t>((words.size() + 31) / 32);
        c.maxWays = std::max(c.maxWays, ways);
    }
    return c;
}

void sharedScattersMatchTheDefinition()
{
    // random scatters over a few banks' worth of words (conflicts, broadcasts, several widths)
    Lcg next {777};
    for (int round = 0; round < 2000; ++round) {
        const unsigned width = std::array<unsigned, 4> {1, 4, 8, 16}[round % 4];
        const std::uint64_t span = 8u << (round % 6); // 8..256 words
        std::array<std::uint64_t, 32> a {};
        for (auto& x : a)
            x = (next() % span) * 4 / width * width;
        const std::uint32_t mask = round % 3 ? ~0u : static_cast<std::uint32_t>(next());
        const SharedAccessCost want = sharedCostBySets(a, mask, width);
        const SharedAccessCost got = sharedAccessCost(a.data(), mask, width);
        ACHECK_EQ(got.wavefronts, want.wavefronts);
        ACHECK_EQ(got.idealWavefronts, want.idealWavefronts);
        ACHECK_EQ(got.maxWays, want.maxWays);
    }
}

int main()
{
    return runTests({{"globalStrides", globalStrides}, {"globalVectors", globalVectors},
        {"globalMisalignedAndPartial", globalMisalignedAndPartial}, {"sharedStrides", sharedStrides},
        {"sharedBroadcastAndWidths", sharedBroadcastAndWidths}, {"warpShapes", warpShapes},
        {"sharedMemoAgreesWithTheModel", sharedMemoAgreesWithTheModel},
        {"sharedScattersMatchTheDefinition", sharedScattersMatchTheDefinition},
        {"globalPatternsMatchTheDefinition", globalPatternsMatchTheDefinition},
        {"globalMemoAgreesWithTheDefinition", globalMemoAgreesWithTheDefinition}});
}
