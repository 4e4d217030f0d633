#include "core/analysis/initcheck.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace warpscope::core::analysis {

namespace {

// The common 4- and 8-byte accesses compare and set a whole word at once.
bool allWritten(const std::uint8_t* first, const std::uint8_t* last)
{
    const std::size_t n = static_cast<std::size_t>(last - first);
    if (n == 4) {
        std::uint32_t v;
        std::memcpy(&v, first, 4);
        return v == 0x01010101u;
    }
    if (n == 8) {
        std::uint64_t v;
        std::memcpy(&v, first, 8);
        return v == 0x0101010101010101ull;
    }
    return std::find(first, last, std::uint8_t(0)) == last;
}

} // namespace

InitCheckCta::InitCheckCta(const LaunchInfo& launch, const CtaInfo& cta)
    : m_launch(launch)
    , m_cta(cta)
    , m_written(launch.sharedBytes, 0)
    , m_unwritten(launch.sharedBytes)
{ }

void InitCheckCta::markWritten(std::uint64_t offset, unsigned width)
{
    if (offset >= m_written.size())
        return;
    std::uint8_t* p = m_written.data() + offset;
    const std::size_t n = std::min<std::size_t>(width, m_written.size() - offset);
    if (n == 4) {
        std::uint32_t v;
        std::memcpy(&v, p, 4);
        if (v == 0x01010101u)
            return;
        // each flag byte is 0 or 1: their sum is the top byte of the product
        m_unwritten -= 4 - ((v * 0x01010101u) >> 24);
        v = 0x01010101u;
        std::memcpy(p, &v, 4);
        return;
    }
    for (std::size_t i = 0; i < n; ++i) {
        m_unwritten -= p[i] ^ 1u;
        p[i] = 1;
    }
}

void InitCheckCta::onMemory(const MemoryEvent& e)
{
    if (e.space != ObservedSpace::Shared || m_unwritten == 0)
        return;
    const unsigned width = static_cast<unsigned>(e.bytes) * e.vector;
    const std::size_t size = m_written.size();
    // a full warp of 4-byte accesses, all in bounds, gets a branch-free pass: the flags of every lane
    // ORed together for a read, the newly written bytes counted for a write
    const bool fullWords = e.activeMask == ~0u && width == 4;
    bool readChecked = false;
    if (fullWords && e.kind != AccessKind::Store) {
        std::uint32_t missing = 0;
        std::uint64_t beyond = 0;
        for (unsigned lane = 0; lane < 32; ++lane) {
            const std::uint64_t a = e.addresses[lane];
            const std::uint64_t at = a + 4 <= size ? a : 0;
            beyond |= a + 4 > size;
            std::uint32_t v;
            std::memcpy(&v, m_written.data() + at, 4);
            missing |= v ^ 0x01010101u;
        }
        readChecked = missing == 0 && beyond == 0;
    }
    // loads and atomics read: check first; stores and atomics write: mark after
    if (e.kind != AccessKind::Store && !readChecked) {
        std::uint64_t previous = ~0ull;
        for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
            const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
            const std::uint64_t a = e.addresses[lane];
            if (a == previous)
                continue; // a broadcast: the same bytes were just checked
            previous = a;
            if (a >= size)
                continue; // out of bounds: the emulator's memcheck reports it
            const std::size_t end = std::min<std::size_t>(size, a + width);
            const std::uint8_t* first = m_written.data() + a;
            const std::uint8_t* last = m_written.data() + end;
            if (allWritten(first, last))
                continue;
            if (m_findings.bump(Finding::Kind::Uninitialized, e.ptxLine, e.sourceLine))
                continue;
            Finding f = locatedFinding(m_launch, m_cta, Finding::Kind::Uninitialized, e.pc, e.warp, lane,
                engineMessage("uninit.shared", {sharedPlace(m_launch, a)}), engineMessage("advice.uninit_shared"));
            f.space = "shared";
            f.offset = static_cast<std::int64_t>(a);
            m_findings.add(std::move(f));
        }
    }
    if (e.kind == AccessKind::Load)
        return;
    if (fullWords) {
        bool inBounds = true;
        for (unsigned lane = 0; lane < 32; ++lane)
            inBounds &= e.addresses[lane] + 4 <= size;
        if (inBounds) {
            std::size_t before = 0;
            for (unsigned lane = 0; lane < 32; ++lane) {
                std::uint8_t* p = m_written.data() + e.addresses[lane];
                std::uint32_t v;
                std::memcpy(&v, p, 4);
                const std::uint32_t written = (v * 0x01010101u) >> 24; // flags are 0 or 1: their sum
                before += written;
                v = 0x01010101u;
                std::memcpy(p, &v, 4);
                // two lanes on the same word: the second finds it written, which is right
            }
            m_unwritten -= 32 * 4 - before;
            return;
        }
    }
    for (std::uint32_t m = e.activeMask; m; m &= m - 1)
        markWritten(e.addresses[std::countr_zero(m)], width);
}

} // namespace warpscope::core::analysis
