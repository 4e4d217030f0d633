#include "core/analysis/outputwatch.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace warpscope::core::analysis {

OutputWatchCta::OutputWatchCta(const std::vector<Range>& ranges)
    : m_ranges(ranges)
{ }

void OutputWatchCta::onMemory(const MemoryEvent& e, bool contiguous)
{
    if (e.space != ObservedSpace::Global || m_ranges.empty())
        return;
    const std::uint32_t width = static_cast<std::uint32_t>(e.bytes) * e.vector;
    // most global accesses of a kernel read its inputs: one pass over the lanes' span rules them out
    std::uint64_t lo = ~0ull, hi = 0;
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const std::uint64_t a = e.addresses[std::countr_zero(m)];
        lo = std::min(lo, a);
        hi = std::max(hi, a);
    }
    if (lo > hi || !overlapsWatched(lo, hi + width, e.kind == AccessKind::Load))
        return;
    Entry entry {e.pc, e.warp, 0, width, static_cast<std::uint32_t>(m_offsets.size()), 0, e.kind, false};
    if (contiguous) {
        const std::size_t b = rangeOf(lo);
        if (b < m_ranges.size() && hi + width <= m_ranges[b].end) {
            entry.mask = ~0u;
            entry.buffer = static_cast<std::uint16_t>(b);
            entry.contiguous = true;
            m_offsets.push_back(lo - m_ranges[b].begin);
            m_entries.push_back(entry);
            return;
        }
    }
    // one entry per buffer the lanes fell in (nearly always one)
    std::uint32_t remaining = e.activeMask;
    while (remaining) {
        const std::size_t b = rangeOf(e.addresses[std::countr_zero(remaining)]);
        if (b == m_ranges.size()) {
            remaining &= remaining - 1; // outside every watched buffer
            continue;
        }
        const Range& r = m_ranges[b];
        entry.first = static_cast<std::uint32_t>(m_offsets.size());
        entry.buffer = static_cast<std::uint16_t>(b);
        entry.mask = 0;
        for (std::uint32_t m = remaining; m; m &= m - 1) {
            const auto lane = static_cast<unsigned>(std::countr_zero(m));
            const std::uint64_t a = e.addresses[lane];
            if (a >= r.begin && a < r.end) {
                entry.mask |= 1u << lane;
                m_offsets.push_back(a - r.begin);
            }
        }
        remaining &= ~entry.mask;
        m_entries.push_back(entry);
    }
}

std::size_t OutputWatchCta::rangeOf(std::uint64_t a) const
{
    for (std::size_t b = 0; b < m_ranges.size(); ++b)
        if (a >= m_ranges[b].begin && a < m_ranges[b].end)
            return b;
    return m_ranges.size();
}

bool OutputWatchCta::overlapsWatched(std::uint64_t lo, std::uint64_t hi, bool poisonedOnly) const
{
    for (const Range& r : m_ranges)
        if (lo < r.end && r.begin < hi && (r.poisoned || !poisonedOnly))
            return true;
    return false;
}

void OutputWatch::begin(const LaunchInfo& launch, const std::vector<WatchedBuffer>& buffers)
{
    m_launch = &launch;
    m_provenance = {};
    m_provenance.kernel = launch.kernel;
    m_provenance.grid = launch.grid;
    m_provenance.block = launch.block;
    m_sitesUsed.assign(launch.instructions.size(), false);
    for (const auto& w : buffers) {
        for (const auto& b : launch.buffers) {
            if (b.index != w.index || w.elementBytes == 0)
                continue;
            m_buffers.push_back(w);
            m_ranges.push_back({b.address, b.address + b.bytes, w.poisoned});
            m_written.emplace_back(w.poisoned ? b.bytes : 0, std::uint8_t(0));
            ProvenanceBuffer p;
            p.name = w.name;
            p.elementBytes = w.elementBytes;
            p.elements = b.bytes / w.elementBytes;
            p.records.assign(3 * p.elements, 0);
            for (std::uint64_t e = 0; e < p.elements; ++e)
                p.records[3 * e] = kNoWriter;
            m_provenance.buffers.push_back(std::move(p));
        }
    }
}

std::unique_ptr<OutputWatchCta> OutputWatch::createCta() const
{
    return std::make_unique<OutputWatchCta>(m_ranges);
}

void OutputWatch::merge(const CtaInfo& cta, const OutputWatchCta& log)
{
    const auto block = static_cast<std::uint32_t>(cta.linear);
    const std::vector<std::uint64_t>& offsets = log.offsets();
    for (const auto& e : log.entries()) {
        const WatchedBuffer& w = m_buffers[e.buffer];
        const std::uint64_t bufferBytes = m_ranges[e.buffer].end - m_ranges[e.buffer].begin;
        const bool reads = w.poisoned && e.kind != AccessKind::Store;
        const bool writes = e.kind != AccessKind::Load;
        // whole elements of a power-of-two size (the usual store) are recorded without a division
        const bool wholeElements = e.bytes == w.elementBytes && (e.bytes & (e.bytes - 1)) == 0;
        const int elementShift = std::countr_zero(e.bytes);
        std::uint32_t* const records = m_provenance.buffers[e.buffer].records.data();
        std::uint8_t* const flags = w.poisoned ? m_written[e.buffer].data() : nullptr;
        std::uint32_t n = 0;
        for (std::uint32_t m = e.mask; m; m &= m - 1) {
            const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
            const std::uint64_t offset
                = e.contiguous ? offsets[e.first] + std::uint64_t(lane) * e.bytes : offsets[e.first + n++];
            const std::uint32_t thread = e.warp * 32 + lane;
            if (wholeElements && (offset & (e.bytes - 1)) == 0 && offset + e.bytes <= bufferBytes) {
                if (reads)
                    checkRead(cta, e.buffer, offset, e.bytes, e.pc, thread);
                if (!writes)
                    continue;
                if (flags)
                    std::memset(flags + offset, 1, e.bytes);
                std::uint32_t* r = records + 3 * (offset >> elementShift);
                r[0] = block;
                r[1] = thread;
                r[2] = e.pc;
                continue;
            }
            const auto bytes = static_cast<std::uint32_t>(std::min<std::uint64_t>(e.bytes, bufferBytes - offset));
            if (reads)
                checkRead(cta, e.buffer, offset, bytes, e.pc, thread);
            if (writes)
                recordWrite(e.buffer, offset, bytes, block, thread, e.pc);
        }
        if (writes)
            m_sitesUsed[e.pc] = true;
    }
}

void OutputWatch::checkRead(const CtaInfo& cta, std::uint16_t buffer, std::uint64_t offset, std::uint32_t bytes,
    std::uint32_t pc, std::uint32_t thread)
{
    const WatchedBuffer& w = m_buffers[buffer];
    const auto first = m_written[buffer].begin() + static_cast<std::ptrdiff_t>(offset);
    if (std::find(first, first + bytes, std::uint8_t(0)) == first + bytes)
        return;
    const ObservedInstruction& in = m_launch->instructions[pc];
    if (m_findings.bump(Finding::Kind::Uninitialized, in.ptxLine, in.sourceLine))
        return;
    Finding f = locatedFinding(*m_launch, cta, Finding::Kind::Uninitialized, pc, thread / 32, thread % 32,
        "read of output buffer '" + w.name + "' element " + std::to_string(offset / w.elementBytes)
            + " that this launch has not written yet (outputs start poisoned)",
        "Write the element before reading it, or read the value from an input buffer.");
    f.space = "global";
    f.buffer = w.name;
    f.offset = static_cast<std::int64_t>(offset);
    m_findings.add(std::move(f));
}

void OutputWatch::recordWrite(std::uint16_t buffer, std::uint64_t offset, std::uint32_t bytes, std::uint32_t block,
    std::uint32_t thread, std::uint32_t pc)
{
    const WatchedBuffer& w = m_buffers[buffer];
    if (w.poisoned) {
        std::uint8_t* flags = m_written[buffer].data() + offset;
        std::memset(flags, 1, bytes);
    }
    ProvenanceBuffer& p = m_provenance.buffers[buffer];
    const std::uint64_t firstElement = offset / w.elementBytes;
    const std::uint64_t lastElement = std::min<std::uint64_t>((offset + bytes - 1) / w.elementBytes, p.elements - 1);
    for (std::uint64_t el = firstElement; el <= lastElement; ++el) {
        std::uint32_t* r = p.records.data() + 3 * el;
        r[0] = block;
        r[1] = thread;
        r[2] = pc;
    }
}

Provenance OutputWatch::takeProvenance()
{
    for (std::size_t pc = 0; pc < m_sitesUsed.size(); ++pc)
        if (m_sitesUsed[pc])
            m_provenance.sites.push_back({static_cast<std::uint32_t>(pc), m_launch->instructions[pc].ptxLine,
                m_launch->instructions[pc].sourceLine});
    return std::move(m_provenance);
}

} // namespace warpscope::core::analysis
