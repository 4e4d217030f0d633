#pragma once

// Shared by the cp.async suites (tst_emuasync, tst_emuasynccheck): a one-CTA PTX kernel around a
// body, a launch helper, and an observer that records asynchronous memory events.

#include "emutest.h"

#include "core/exec/observer.h"

#include <algorithm>

namespace asynctest {

using namespace emutest;

/// A one-CTA kernel k(in, out) of 32 threads: %r1 = tid, %rd4 = 4 tid, %rd5 = &in[4 tid bytes],
/// %r5 = the shared address of `tile`, %r4 = tile + 4 tid, %rd6 = &out[4 tid bytes].
inline std::string asyncKernel(const std::string& body)
{
    return ".version 8.0\n.target sm_90\n.address_size 64\n\n"
           ".visible .entry k(.param .u64 in, .param .u64 out)\n{\n"
           ".reg .b32 %r<64>;\n.reg .b64 %rd<32>;\n.reg .pred %p<8>;\n"
           ".shared .align 16 .b8 tile[2048];\n"
           "ld.param.u64 %rd1, [in];\nld.param.u64 %rd2, [out];\n"
           "cvta.to.global.u64 %rd1, %rd1;\ncvta.to.global.u64 %rd2, %rd2;\n"
           "mov.u32 %r1, %tid.x;\nmul.wide.u32 %rd4, %r1, 4;\nadd.s64 %rd5, %rd1, %rd4;\nadd.s64 %rd6, %rd2, %rd4;\n"
           "mov.u32 %r5, tile;\nshl.b32 %r3, %r1, 2;\nadd.u32 %r4, %r5, %r3;\n"
        + body + "ret;\n}\n";
}

inline int lineOf(const std::string& ptx, const std::string& what, int nth = 0)
{
    std::size_t at = ptx.find(what);
    for (int k = 0; k < nth && at != std::string::npos; ++k)
        at = ptx.find(what, at + 1);
    return at == std::string::npos ? 0 : 1 + static_cast<int>(std::count(ptx.begin(), ptx.begin() + at, '\n'));
}

struct Ran {
    Result<LaunchResult> result;
    std::vector<std::uint32_t> out;
};

inline Ran run(const std::string& ptx, const std::vector<std::uint32_t>& in, std::size_t outWords,
    const Schedule& schedule = {}, std::vector<ExecutionObserver*> observers = {})
{
    Launch l;
    l.ptx = ptx;
    l.entry = "k";
    l.block = {32, 1, 1};
    l.buffers = {tensorOf(DType::U32, in), tensorOf(DType::U32, std::vector<std::uint32_t>(outWords, 0xDEADBEEFu))};
    l.args = {bufferArg(0), bufferArg(1)};
    l.control.schedule = schedule;
    l.control.observers = std::move(observers);
    Ran r {l.run(), {}};
    if (r.result)
        r.out = valuesOf<std::uint32_t>(l.buffers[1]);
    return r;
}

inline std::vector<std::uint32_t> inputWords(std::size_t n)
{
    std::vector<std::uint32_t> v(n);
    for (std::size_t i = 0; i < n; ++i)
        v[i] = 0x10000u + static_cast<std::uint32_t>(i) * 3u;
    return v;
}

/// Three groups, one 4-byte copy each: group g copies in[t + 32 g] over tile word t + 32 g, which
/// holds 1000 before.
inline const std::string threeGroups = "mov.u32 %r9, 1000;\nst.shared.u32 [%r4], %r9;\nst.shared.u32 [%r4+128], %r9;\n"
                                       "st.shared.u32 [%r4+256], %r9;\n"
                                       "cp.async.ca.shared.global [%r4], [%rd5], 4;\ncp.async.commit_group;\n"
                                       "cp.async.ca.shared.global [%r4+128], [%rd5+128], 4;\ncp.async.commit_group;\n"
                                       "cp.async.ca.shared.global [%r4+256], [%rd5+256], 4;\ncp.async.commit_group;\n";

inline std::string readTo(int word, int outWord)
{
    return "ld.shared.u32 %r10, [%r4+" + std::to_string(4 * word) + "];\nst.global.u32 [%rd6+"
        + std::to_string(4 * outWord) + "], %r10;\n";
}

/// Records async memory events.
class AsyncEvents : public ExecutionObserver {
public:
    struct Sink : CtaObserver {
        void onMemory(const MemoryEvent& e) override
        {
            if (e.async)
                events.push_back({e.pc, e.space, e.kind, e.activeMask, unsigned(e.bytes) * e.vector, e.addresses[0]});
        }
        struct Rec {
            std::uint32_t pc;
            ObservedSpace space;
            AccessKind kind;
            std::uint32_t mask;
            unsigned bytes;
            std::uint64_t lane0;
        };
        std::vector<Rec> events;
    };
    Interest interest() const override
    {
        Interest i;
        i.memory = true;
        return i;
    }
    void beginLaunch(const LaunchInfo& info) override { launch = info; }
    std::unique_ptr<CtaObserver> createCta(const CtaInfo&) override { return std::make_unique<Sink>(); }
    void endCta(const CtaInfo&, std::unique_ptr<CtaObserver> sink) override
    {
        auto* s = static_cast<Sink*>(sink.get());
        events.insert(events.end(), s->events.begin(), s->events.end());
    }
    void endLaunch(bool) override { }
    LaunchInfo launch;
    std::vector<Sink::Rec> events;
};

} // namespace asynctest
