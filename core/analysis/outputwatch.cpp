#include "core/analysis/outputwatch.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace warpscope::core::analysis {

namespace {

/// The bits of bytes [offset, offset + bytes) in a bitmap of one bit per byte, word by word; `visit`
/// gets each word and the mask of the range's bits in it.
template <typename Visit> bool forByteBits(std::uint64_t offset, std::uint64_t bytes, Visit&& visit)
{
    while (bytes) {
        const std::uint64_t bit = offset & 63;
        const std::uint64_t n = std::min<std::uint64_t>(bytes, 64 - bit);
        const std::uint64_t mask = (n == 64 ? ~0ull : ((std::uint64_t(1) << n) - 1)) << bit;
        if (!visit(offset >> 6, mask))
            return false;
        offset += n;
        bytes -= n;
    }
    return true;
}

void markBytes(std::vector<std::uint64_t>& bits, std::uint64_t offset, std::uint64_t bytes)
{
    forByteBits(offset, bytes, [&](std::uint64_t word, std::uint64_t mask) {
        bits[word] |= mask;
        return true;
    });
}

bool allBytesMarked(const std::vector<std::uint64_t>& bits, std::uint64_t offset, std::uint64_t bytes)
{
    return forByteBits(
        offset, bytes, [&](std::uint64_t word, std::uint64_t mask) { return (bits[word] & mask) == mask; });
}

} // namespace

OutputWatchCta::OutputWatchCta(const std::vector<Range>& ranges)
    : m_ranges(ranges)
{ }

void OutputWatchCta::onMemory(const MemoryEvent& e, bool contiguous)
{
    if (e.space != ObservedSpace::Global || m_ranges.empty())
        return;
    const std::uint32_t width = static_cast<std::uint32_t>(e.bytes) * e.vector;
    // most global accesses of a kernel read its inputs: the lanes' span rules them out
    std::uint64_t lo = ~0ull, hi = 0;
    if (contiguous) {
        lo = e.addresses[0];
        hi = e.addresses[31];
    } else {
        for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
            const std::uint64_t a = e.addresses[std::countr_zero(m)];
            lo = std::min(lo, a);
            hi = std::max(hi, a);
        }
    }
    if (lo > hi || !overlapsWatched(lo, hi + width, e.kind == AccessKind::Load))
        return;
    Entry entry {e.pc, e.warp, 0, width, static_cast<std::uint32_t>(m_offsets.size()), 0, e.kind, false};
    const std::size_t inside = rangeOf(lo);
    if (inside < m_ranges.size() && hi + width <= m_ranges[inside].end) {
        // every lane in one buffer (the usual case): no per-lane bounds test
        const std::uint64_t begin = m_ranges[inside].begin;
        entry.mask = e.activeMask;
        entry.buffer = static_cast<std::uint16_t>(inside);
        if (contiguous) {
            entry.contiguous = true;
            m_offsets.push_back(lo - begin);
        } else if (e.activeMask == ~0u) {
            const std::size_t at = m_offsets.size();
            m_offsets.resize(at + 32);
            std::uint64_t* out = m_offsets.data() + at;
            for (unsigned lane = 0; lane < 32; ++lane)
                out[lane] = e.addresses[lane] - begin;
        } else {
            for (std::uint32_t m = e.activeMask; m; m &= m - 1)
                m_offsets.push_back(e.addresses[std::countr_zero(m)] - begin);
        }
        m_entries.push_back(entry);
        return;
    }
    // one entry per buffer the lanes fell in
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
    // an exchange stores a value that does not depend on the old one: its read of a poisoned element
    // is no uninitialised read (atomicExch's "last writer wins"), unlike add, min or cas
    m_exchange.assign(launch.instructions.size(), false);
    for (std::size_t pc = 0; pc < launch.instructions.size(); ++pc) {
        const std::string& op = launch.instructions[pc].opcode;
        m_exchange[pc] = op.rfind("atom", 0) == 0 && op.find(".exch") != std::string::npos;
    }
    for (const auto& w : buffers) {
        for (const auto& b : launch.buffers) {
            if (b.index != w.index || w.elementBytes == 0)
                continue;
            m_buffers.push_back(w);
            m_ranges.push_back({b.address, b.address + b.bytes, w.poisoned});
            m_written.emplace_back(w.poisoned ? (b.bytes + 63) / 64 : 0, std::uint64_t(0));
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
        const bool reads = w.poisoned && e.kind != AccessKind::Store
            && !(e.kind == AccessKind::Atomic && e.pc < m_exchange.size() && m_exchange[e.pc]);
        const bool writes = e.kind != AccessKind::Load;
        if (writes)
            m_sitesUsed[e.pc] = true;
        if (writes && !reads && wholeElements(e, offsets, bufferBytes)) {
            recordElements(e, offsets, block);
            continue;
        }
        std::uint32_t n = 0;
        for (std::uint32_t m = e.mask; m; m &= m - 1) {
            const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
            const std::uint64_t offset
                = e.contiguous ? offsets[e.first] + std::uint64_t(lane) * e.bytes : offsets[e.first + n++];
            const std::uint32_t thread = e.warp * 32 + lane;
            const auto bytes = static_cast<std::uint32_t>(std::min<std::uint64_t>(e.bytes, bufferBytes - offset));
            if (reads)
                checkRead(cta, e.buffer, offset, bytes, e.pc, thread);
            if (writes)
                recordWrite(e.buffer, offset, bytes, block, thread, e.pc);
        }
    }
}

bool OutputWatch::wholeElements(
    const OutputWatchCta::Entry& e, const std::vector<std::uint64_t>& offsets, std::uint64_t bufferBytes) const
{
    const std::uint32_t size = m_buffers[e.buffer].elementBytes;
    if (e.bytes != size || (size & (size - 1)) != 0 || size > 64)
        return false;
    if (e.contiguous)
        return (offsets[e.first] & (size - 1)) == 0 && offsets[e.first] + 32ull * size <= bufferBytes;
    // the lanes' offsets ORed for the alignment, their maximum for the end
    std::uint64_t any = 0, last = 0;
    const std::uint64_t* o = offsets.data() + e.first;
    const int lanes = std::popcount(e.mask);
    for (int k = 0; k < lanes; ++k) {
        any |= o[k];
        last = std::max(last, o[k]);
    }
    return (any & (size - 1)) == 0 && last + size <= bufferBytes;
}

void OutputWatch::recordElements(
    const OutputWatchCta::Entry& e, const std::vector<std::uint64_t>& offsets, std::uint32_t block)
{
    const int shift = std::countr_zero(e.bytes);
    std::uint32_t* const records = m_provenance.buffers[e.buffer].records.data();
    // an aligned element of at most 64 bytes lies in one word of the written bitmap
    std::uint64_t* const written = m_buffers[e.buffer].poisoned ? m_written[e.buffer].data() : nullptr;
    const std::uint64_t bits = e.bytes == 64 ? ~0ull : (std::uint64_t(1) << e.bytes) - 1;
    const std::uint32_t thread0 = e.warp * 32;
    const auto record = [&](std::uint32_t lane, std::uint64_t offset) {
        std::uint32_t* r = records + 3 * (offset >> shift);
        r[0] = block;
        r[1] = thread0 + lane;
        r[2] = e.pc;
        if (written)
            written[offset >> 6] |= bits << (offset & 63);
    };
    if (e.contiguous) {
        const std::uint64_t base = offsets[e.first];
        for (std::uint32_t lane = 0; lane < 32; ++lane)
            record(lane, base + std::uint64_t(lane) * e.bytes);
        return;
    }
    const std::uint64_t* listed = offsets.data() + e.first;
    for (std::uint32_t m = e.mask; m; m &= m - 1)
        record(static_cast<std::uint32_t>(std::countr_zero(m)), *listed++);
}

void OutputWatch::checkRead(const CtaInfo& cta, std::uint16_t buffer, std::uint64_t offset, std::uint32_t bytes,
    std::uint32_t pc, std::uint32_t thread)
{
    const WatchedBuffer& w = m_buffers[buffer];
    if (allBytesMarked(m_written[buffer], offset, bytes))
        return;
    const ObservedInstruction& in = m_launch->instructions[pc];
    if (m_findings.bump(Finding::Kind::Uninitialized, in.ptxLine, in.sourceLine))
        return;
    Finding f = locatedFinding(*m_launch, cta, Finding::Kind::Uninitialized, pc, thread / 32, thread % 32,
        engineMessage("uninit.output", {literalMessage(w.name), numberMessage(std::uint64_t(offset / w.elementBytes))}),
        engineMessage("advice.uninit_output"));
    f.space = "global";
    f.buffer = w.name;
    f.offset = static_cast<std::int64_t>(offset);
    m_findings.add(std::move(f));
}

void OutputWatch::recordWrite(std::uint16_t buffer, std::uint64_t offset, std::uint32_t bytes, std::uint32_t block,
    std::uint32_t thread, std::uint32_t pc)
{
    const WatchedBuffer& w = m_buffers[buffer];
    if (w.poisoned)
        markBytes(m_written[buffer], offset, bytes);
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
