#include "core/exec/writemask.h"

#include <algorithm>
#include <bit>

namespace warpscope::core {

namespace {

/// One CTA's written elements, kept until endCta merges them (CTAs run on several threads; the
/// merge is serialized).
class WriteMaskCta : public CtaObserver {
public:
    explicit WriteMaskCta(const std::vector<WriteMaskObserver::Range>& ranges)
        : m_ranges(ranges)
    { }

    void onMemory(const MemoryEvent& e) override
    {
        if (e.kind == AccessKind::Load || (e.space != ObservedSpace::Global && e.space != ObservedSpace::Generic))
            return;
        const std::uint64_t width = static_cast<std::uint64_t>(e.bytes) * e.vector;
        for (std::uint32_t m = e.activeMask; m; m &= m - 1) {
            const std::uint64_t a = e.addresses[std::countr_zero(m)];
            for (std::size_t b = 0; b < m_ranges.size(); ++b) {
                const auto& r = m_ranges[b];
                if (a + width <= r.begin || a >= r.end)
                    continue;
                const std::uint64_t lo = std::max(a, r.begin) - r.begin;
                const std::uint64_t hi = std::min(a + width, r.end) - r.begin;
                for (std::uint64_t el = lo / r.elementBytes; el * r.elementBytes < hi; ++el)
                    writes.emplace_back(static_cast<std::uint32_t>(b), el);
            }
        }
    }

    std::vector<std::pair<std::uint32_t, std::uint64_t>> writes; ///< (followed buffer, element)

private:
    const std::vector<WriteMaskObserver::Range>& m_ranges;
};

} // namespace

WriteMaskObserver::WriteMaskObserver(std::vector<Watched> watched)
    : m_watched(std::move(watched))
{ }

ExecutionObserver::Interest WriteMaskObserver::interest() const
{
    Interest i;
    i.memory = true;
    return i;
}

void WriteMaskObserver::beginLaunch(const LaunchInfo& info)
{
    m_ranges.assign(m_watched.size(), {});
    m_flags.assign(m_watched.size(), {});
    for (std::size_t w = 0; w < m_watched.size(); ++w)
        for (const ObservedBuffer& b : info.buffers)
            if (b.index == m_watched[w].index && m_watched[w].elementBytes > 0) {
                m_ranges[w] = {b.address, b.address + b.bytes, m_watched[w].elementBytes};
                m_flags[w].assign(b.bytes / m_watched[w].elementBytes, 0);
            }
}

std::unique_ptr<CtaObserver> WriteMaskObserver::createCta(const CtaInfo&)
{
    return std::make_unique<WriteMaskCta>(m_ranges);
}

void WriteMaskObserver::endCta(const CtaInfo&, std::unique_ptr<CtaObserver> sink)
{
    const auto* cta = static_cast<const WriteMaskCta*>(sink.get());
    for (const auto& [b, el] : cta->writes)
        if (el < m_flags[b].size())
            m_flags[b][el] = 1;
}

const std::vector<std::uint8_t>* WriteMaskObserver::written(int index) const
{
    for (std::size_t w = 0; w < m_watched.size(); ++w)
        if (m_watched[w].index == index && w < m_flags.size())
            return &m_flags[w];
    return nullptr;
}

} // namespace warpscope::core
