#include "core/analysis/racecheck.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace warpscope::core::analysis {

RaceCheckCta::RaceCheckCta(const LaunchInfo& launch, const CtaInfo& cta)
    : m_launch(launch)
    , m_cta(cta)
    , m_summary((static_cast<std::size_t>(launch.sharedBytes) + 3) / 4)
{ }

RaceShadow& RaceCheckCta::shadow()
{
    if (!m_shadow)
        m_shadow = std::make_unique<RaceShadow>(m_launch, m_cta);
    return *m_shadow;
}

void RaceCheckCta::onBarrier(const BarrierEvent& e)
{
    // every release ends the interval; the releases of the other warps find it empty
    if (e.kind == BarrierEvent::Kind::Release)
        endInterval();
}

void RaceCheckCta::onMemory(const MemoryEvent& e, const PatternFacts& facts)
{
    if (e.space != ObservedSpace::Shared || e.kind == AccessKind::Atomic || !e.activeMask || m_summary.empty())
        return;
    if (m_logged == kMaxLogged) {
        shadow().newInterval();
        replayLog();
        m_exact = true;
    }
    if (m_exact) {
        const std::uint32_t at = e.kind == AccessKind::Store ? keepValues(e) : kNoValues;
        shadow().onMemory(e, m_findings, at == kNoValues ? nullptr : m_values.data() + at);
        m_valuesUsed = 0;
        return;
    }
    // entries are reused from one interval to the next: no construction per access
    if (m_logged == m_log.size())
        m_log.emplace_back();
    Logged& l = m_log[m_logged++];
    l.event = e;
    l.event.addresses = nullptr;
    l.valuesAt = e.kind == AccessKind::Store ? keepValues(e) : kNoValues;
    summarise(e, facts, l);
}

std::uint32_t RaceCheckCta::keepValues(const MemoryEvent& e)
{
    if (!m_cta.shared)
        return kNoValues;
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    const std::uint64_t size = m_launch.sharedBytes;
    const auto at = static_cast<std::uint32_t>(m_valuesUsed);
    // the buffer only grows: no zeroing per store, and most intervals reuse what the first one sized
    m_valuesUsed += static_cast<std::size_t>(std::popcount(e.activeMask)) * width;
    if (m_values.size() < m_valuesUsed)
        m_values.resize(m_valuesUsed);
    std::uint8_t* out = m_values.data() + at;
    const std::byte* shared = m_cta.shared;
    if (width == 4) {
        // the common case with a fixed-size copy the compiler inlines
        for (std::uint32_t m = e.activeMask; m; m &= m - 1, out += 4) {
            const std::uint64_t a = e.addresses[std::countr_zero(m)];
            if (a + 4 <= size)
                std::memcpy(out, shared + a, 4);
            else
                std::memset(out, 0, 4);
        }
        return at;
    }
    for (std::uint32_t m = e.activeMask; m; m &= m - 1, out += width) {
        const std::uint64_t a = e.addresses[std::countr_zero(m)];
        // a lane out of bounds is skipped by the shadow (memcheck reports it): its bytes are zero
        if (a + width <= size)
            std::memcpy(out, shared + a, width);
        else
            std::memset(out, 0, width);
    }
    return at;
}

void RaceCheckCta::summarise(const MemoryEvent& e, const PatternFacts& facts, Logged& log)
{
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    const std::uint64_t bit = std::uint64_t(1) << (e.warp & 31u); // a block has at most 32 warps
    const Summary bits = e.kind == AccessKind::Store ? bit | (bit << 32) : bit;
    const std::uint64_t lastWord = m_summary.size() - 1;
    Summary* const summary = m_summary.data();
    std::uint64_t* const logged = log.addresses.data();
    std::uint64_t lo = m_lo, hi = m_hi;
    // the pattern's distinct words, known to the cost memo: a 16-wide tile row read by two half
    // warps is 16 ORs, a broadcast one
    const std::uint64_t first = e.addresses[std::countr_zero(e.activeMask)];
    if (facts.wordCount && (first & 3u) == 0) {
        const auto w0 = static_cast<std::int64_t>(first >> 2);
        const std::int64_t low = w0 + facts.words[0];
        const std::int64_t high = w0 + facts.words[facts.wordCount - 1];
        if (low >= 0 && high <= static_cast<std::int64_t>(lastWord)) {
            std::memcpy(logged, e.addresses, sizeof(log.addresses));
            for (std::uint32_t k = 0; k < facts.wordCount; ++k)
                summary[static_cast<std::uint64_t>(w0 + facts.words[k])] |= bits;
            m_lo = std::min(lo, static_cast<std::uint64_t>(low));
            m_hi = std::max(hi, static_cast<std::uint64_t>(high));
            return;
        }
    }
    // the two shapes of a tiled kernel, without a per-lane address: a row of words, one word for all
    const std::uint64_t a0 = e.addresses[0];
    const WarpShape shape = facts.shape;
    if (shape != WarpShape::Other) {
        const std::uint64_t w0 = a0 >> 2;
        const std::uint64_t wn = (a0 + (shape == WarpShape::Uniform ? width : 32 * width) - 1) >> 2;
        if (wn <= lastWord) {
            std::memcpy(logged, e.addresses, sizeof(log.addresses));
            for (std::uint64_t w = w0; w <= wn; ++w)
                summary[w] |= bits;
            m_lo = std::min(lo, w0);
            m_hi = std::max(hi, wn);
            return;
        }
    }
    if (e.activeMask == ~0u && width == 4) {
        // the common case gets a loop of its own: one aligned word per lane
        std::memcpy(logged, e.addresses, sizeof(log.addresses));
        bool other = false;
        std::uint64_t previous = ~0ull;
        for (unsigned lane = 0; lane < 32; ++lane) {
            const std::uint64_t a = e.addresses[lane];
            if (a == previous)
                continue; // a broadcast: the same word with the same bits
            previous = a;
            const std::uint64_t w = a >> 2;
            if (w <= lastWord && (a & 3u) == 0) {
                summary[w] |= bits;
                lo = w < lo ? w : lo;
                hi = w > hi ? w : hi;
            } else {
                other = true;
            }
        }
        if (!other) {
            m_lo = lo;
            m_hi = hi;
            return;
        }
    }
    // any mask and width; misaligned lanes (seen only when the run reports all faults) cover two words
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const auto lane = static_cast<unsigned>(std::countr_zero(m));
        const std::uint64_t a = e.addresses[lane];
        logged[lane] = a;
        const std::uint64_t first = a >> 2;
        if (first > lastWord)
            continue; // out of bounds: the emulator's memcheck reports it
        const std::uint64_t last = std::min<std::uint64_t>((a + width - 1) >> 2, lastWord);
        for (std::uint64_t w = first; w <= last; ++w)
            summary[w] |= bits;
        lo = std::min(lo, first);
        hi = std::max(hi, last);
    }
    m_lo = lo;
    m_hi = hi;
}

void RaceCheckCta::replayLog()
{
    for (std::size_t k = 0; k < m_logged; ++k) {
        Logged& l = m_log[k];
        MemoryEvent e = l.event;
        e.addresses = l.addresses.data();
        shadow().onMemory(e, m_findings, l.valuesAt == kNoValues ? nullptr : m_values.data() + l.valuesAt);
    }
    m_logged = 0;
    m_valuesUsed = 0;
}

void RaceCheckCta::endInterval()
{
    if (m_lo <= m_hi) {
        if (!m_exact) {
            // a hazard needs a word that one warp stored to and another warp touched
            bool hazard = false;
            for (std::uint64_t w = m_lo; w <= m_hi && !hazard; ++w) {
                const auto touched = static_cast<std::uint32_t>(m_summary[w]);
                const auto stored = static_cast<std::uint32_t>(m_summary[w] >> 32);
                hazard = stored != 0 && (touched & (touched - 1)) != 0;
            }
            if (hazard) {
                shadow().newInterval();
                replayLog();
            }
        }
        std::fill(m_summary.begin() + static_cast<std::ptrdiff_t>(m_lo),
            m_summary.begin() + static_cast<std::ptrdiff_t>(m_hi) + 1, Summary(0));
    }
    m_lo = ~0ull;
    m_hi = 0;
    m_logged = 0;
    m_valuesUsed = 0;
    m_exact = false;
}

} // namespace warpscope::core::analysis
