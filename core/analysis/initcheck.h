#pragma once

// initcheck for shared memory: a read of shared bytes that no thread of this CTA has written yet.
// (The emulator zeroes shared memory, so such a read returns 0 here but garbage on a GPU.) Once every
// shared byte has been written, no read can be uninitialised and accesses cost one compare (a tiled
// kernel fills its tiles in the first iteration). Reads of output buffers the kernel never wrote are
// checked in outputwatch.h, where the CTAs' writes meet.

#include "core/analysis/findingset.h"
#include "core/exec/observer.h"

#include <vector>

namespace warpscope::core::analysis {

class InitCheckCta {
public:
    InitCheckCta(const LaunchInfo& launch, const CtaInfo& cta);
    void onMemory(const MemoryEvent& e);
    const FindingSet& findings() const { return m_findings; }

private:
    const LaunchInfo& m_launch;
    CtaInfo m_cta;
    void markWritten(std::uint64_t offset, unsigned width);

    std::vector<std::uint8_t> m_written; ///< one flag per shared byte
    std::size_t m_unwritten = 0; ///< bytes not written yet
    FindingSet m_findings;
};

} // namespace warpscope::core::analysis
