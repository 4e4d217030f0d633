#pragma once

// Which elements of the output buffers a launch wrote, for a sampled run (--blocks,
// --sample-blocks): the comparison looks only at those, because the CTAs that did not run left the
// rest as they were.

#include "core/exec/observer.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace warpscope::core {

/// Records global stores and atomics into chosen launch buffers, one flag per element.
class WriteMaskObserver : public ExecutionObserver {
public:
    /// A buffer to follow: its index in LaunchRequest::buffers and its element size.
    struct Watched {
        int index = -1;
        std::uint32_t elementBytes = 4;
    };
    explicit WriteMaskObserver(std::vector<Watched> watched);

    Interest interest() const override;
    void beginLaunch(const LaunchInfo& info) override;
    std::unique_ptr<CtaObserver> createCta(const CtaInfo& cta) override;
    void endCta(const CtaInfo& cta, std::unique_ptr<CtaObserver> sink) override;

    /// The flags of launch buffer `index` (one per element, 1 = written); nullptr when not followed.
    const std::vector<std::uint8_t>* written(int index) const;

    /// Where a followed buffer sits in the launch's address space.
    struct Range {
        std::uint64_t begin = 0;
        std::uint64_t end = 0;
        std::uint32_t elementBytes = 4;
    };

private:
    std::vector<Watched> m_watched;
    std::vector<Range> m_ranges; ///< parallel to m_watched
    std::vector<std::vector<std::uint8_t>> m_flags; ///< parallel to m_watched
};

} // namespace warpscope::core
