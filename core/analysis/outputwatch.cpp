#include "core/analysis/outputwatch.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace warpscope::core::analysis {

OutputWatchCta::OutputWatchCta(const std::vector<Range>& ranges)
    : m_ranges(ranges)
{ }

void OutputWatchCta::onMemory(const MemoryEvent& e)
{
    if (e.space != ObservedSpace::Global || m_ranges.empty())
        return;
    const std::uint32_t width = static_cast<std::uint32_t>(e.bytes) * e.vector;
    if (e.activeMask == ~0u) {
        // a full warp whose lanes access back-to-back elements of one buffer: one entry
        const std::uint64_t a0 = e.addresses[0];
        bool contiguous = true;
        for (std::uint32_t l = 1; l < 32 && contiguous; ++l)
            contiguous = e.addresses[l] == a0 + std::uint64_t(l) * width;
        if (contiguous)
            for (std::size_t b = 0; b < m_ranges.size(); ++b)
                if (a0 >= m_ranges[b].begin && a0 + 32ull * width <= m_ranges[b].end) {
                    m_entries.push_back({a0 - m_ranges[b].begin, width, e.pc, e.warp * 32,
                        static_cast<std::uint16_t>(b), std::uint8_t(32), e.kind});
                    return;
                }
    }
    std::size_t hint = 0;
    for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
        const std::uint64_t a = e.addresses[lane];
        // lanes of one instruction nearly always hit the same buffer: try the last one first
        if (!(a >= m_ranges[hint].begin && a < m_ranges[hint].end)) {
            hint = m_ranges.size();
            for (std::size_t b = 0; b < m_ranges.size(); ++b)
                if (a >= m_ranges[b].begin && a < m_ranges[b].end)
                    hint = b;
            if (hint == m_ranges.size()) {
                hint = 0;
                continue;
            }
        }
        const std::uint32_t bytes = static_cast<std::uint32_t>(std::min<std::uint64_t>(width, m_ranges[hint].end - a));
        m_entries.push_back({a - m_ranges[hint].begin, bytes, e.pc, e.warp * 32 + lane,
            static_cast<std::uint16_t>(hint), std::uint8_t(1), e.kind});
    }
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
            m_ranges.push_back({b.address, b.address + b.bytes});
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
    for (const auto& e : log.entries())
        for (std::uint32_t k = 0; k < e.lanes; ++k)
            replay(cta, e.buffer, e.offset + std::uint64_t(k) * e.bytes, e.bytes, e.pc, e.thread + k, e.kind);
}

void OutputWatch::replay(const CtaInfo& cta, std::uint16_t buffer, std::uint64_t offset, std::uint32_t bytes,
    std::uint32_t pc, std::uint32_t thread, AccessKind kind)
{
    const WatchedBuffer& w = m_buffers[buffer];
    auto& written = m_written[buffer];
    if (w.poisoned && kind != AccessKind::Store) {
        const auto first = written.begin() + static_cast<std::ptrdiff_t>(offset);
        if (std::find(first, first + bytes, std::uint8_t(0)) != first + bytes) {
            const ObservedInstruction& in = m_launch->instructions[pc];
            if (!m_findings.bump(Finding::Kind::Uninitialized, in.ptxLine, in.sourceLine)) {
                Finding f = locatedFinding(*m_launch, cta, Finding::Kind::Uninitialized, pc, thread / 32, thread % 32,
                    "read of output buffer '" + w.name + "' element " + std::to_string(offset / w.elementBytes)
                        + " that this launch has not written yet (outputs start poisoned)",
                    "Write the element before reading it, or read the value from an input buffer.");
                f.space = "global";
                f.buffer = w.name;
                f.offset = static_cast<std::int64_t>(offset);
                m_findings.add(std::move(f));
            }
        }
    }
    if (kind == AccessKind::Load)
        return;
    if (w.poisoned)
        std::memset(written.data() + offset, 1, bytes);
    ProvenanceBuffer& p = m_provenance.buffers[buffer];
    const std::uint64_t firstElement = offset / w.elementBytes;
    const std::uint64_t lastElement = std::min<std::uint64_t>((offset + bytes - 1) / w.elementBytes, p.elements - 1);
    for (std::uint64_t el = firstElement; el <= lastElement; ++el) {
        std::uint32_t* r = p.records.data() + 3 * el;
        r[0] = static_cast<std::uint32_t>(cta.linear);
        r[1] = thread;
        r[2] = pc;
    }
    m_sitesUsed[pc] = true;
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
