// initcheck on shared memory (initcheck.h) with synthetic warp accesses: a read of bytes no thread of
// the block wrote is one finding (folded per line) naming the variable and byte; words written twice,
// 1-byte stores and vector reads keep the count of unwritten bytes right, so the shortcut taken once
// every byte is written never hides a read of a byte that is still unwritten.
#include "analysistest.h"

#include "core/analysis/initcheck.h"

using namespace atest;

namespace {

LaunchInfo launch(std::uint32_t sharedBytes)
{
    LaunchInfo info;
    info.kernel = "k";
    info.block = {32, 1, 1};
    info.sharedBytes = sharedBytes;
    info.instructions.push_back({"ld.shared.f32", 100, 10, InstructionClass::Load, false});
    info.instructions.push_back({"st.shared.f32", 101, 11, InstructionClass::Store, false});
    info.sharedVariables.push_back({"buf", 0, sharedBytes});
    return info;
}

void access(InitCheckCta& c, AccessKind kind, std::uint32_t mask, unsigned bytes, unsigned vector,
    const std::function<std::uint64_t(unsigned)>& address)
{
    std::array<std::uint64_t, 32> a {};
    for (unsigned l = 0; l < 32; ++l)
        a[l] = address(l);
    const std::uint32_t pc = kind == AccessKind::Load ? 0 : 1;
    c.onMemory({pc, 0, mask, ObservedSpace::Shared, kind, static_cast<std::uint8_t>(bytes),
        static_cast<std::uint8_t>(vector), 100 + static_cast<int>(pc), 10 + static_cast<int>(pc), a.data()});
}

void unwrittenReadIsFound()
{
    const LaunchInfo info = launch(256);
    InitCheckCta c(info, {{0, 0, 0}, 0, 1, 32});
    access(c, AccessKind::Store, 0xFFFFu, 4, 1, [](unsigned l) { return 4ull * l; }); // bytes 0..63
    access(c, AccessKind::Load, 0xFFFFu, 4, 1, [](unsigned l) { return 4ull * l; });
    ACHECK(c.findings().empty());
    access(c, AccessKind::Load, ~0u, 4, 1, [](unsigned l) { return 4ull * l; }); // lanes 16.. unwritten
    const auto& f = c.findings().findings();
    ACHECK_EQ(f.size(), std::size_t(1));
    if (f.empty())
        return;
    ACHECK_EQ(f[0].thread[0], 16u);
    ACHECK_EQ(f[0].count, 16u);
    ACHECK_EQ(f[0].offset, std::int64_t(64));
    ACHECK(f[0].message.find("'buf'") != std::string::npos);
}

void rewritesDoNotHideUnwrittenBytes()
{
    const LaunchInfo info = launch(128);
    InitCheckCta c(info, {{0, 0, 0}, 0, 1, 32});
    // bytes 0..123 written, several of them many times and in every width; bytes 124..127 never
    for (int round = 0; round < 5; ++round)
        access(c, AccessKind::Store, 0x7FFFFFFFu, 4, 1, [](unsigned l) { return 4ull * l; });
    access(c, AccessKind::Store, ~0u, 1, 1, [](unsigned l) { return 96ull + (l % 28); });
    access(c, AccessKind::Store, 0xFu, 4, 2, [](unsigned l) { return 8ull * l; });
    access(c, AccessKind::Load, 0x7FFFFFFFu, 4, 1, [](unsigned l) { return 4ull * l; });
    ACHECK(c.findings().empty());
    // an 8-byte read over bytes 120..127: half unwritten
    access(c, AccessKind::Load, 0x1u, 4, 2, [](unsigned) { return 120ull; });
    ACHECK_EQ(c.findings().findings().size(), std::size_t(1));
    // 1-byte stores complete the buffer; from here on nothing is unwritten
    access(c, AccessKind::Store, 0xFu, 1, 1, [](unsigned l) { return 124ull + l; });
    access(c, AccessKind::Load, ~0u, 4, 1, [](unsigned l) { return 4ull * l; });
    ACHECK_EQ(c.findings().findings().size(), std::size_t(1));
    ACHECK_EQ(c.findings().findings()[0].count, 1u);
}

void outOfBoundsLanesAreLeftToMemcheck()
{
    const LaunchInfo info = launch(64);
    InitCheckCta c(info, {{0, 0, 0}, 0, 1, 32});
    access(c, AccessKind::Store, ~0u, 4, 1, [](unsigned l) { return 4ull * l; }); // half out of bounds
    access(c, AccessKind::Load, ~0u, 4, 1, [](unsigned l) { return 4ull * l; });
    ACHECK(c.findings().empty());
}

} // namespace

int main()
{
    return runTests({{"unwrittenReadIsFound", unwrittenReadIsFound},
        {"rewritesDoNotHideUnwrittenBytes", rewritesDoNotHideUnwrittenBytes},
        {"outOfBoundsLanesAreLeftToMemcheck", outOfBoundsLanesAreLeftToMemcheck}});
}
