#pragma once

// Shared by the mbarrier and TMA suites: inline-PTX wrappers a CUDA C++ kernel uses (compiled by
// NVRTC for sm_90), and a launch helper with an instruction budget and an optional cluster shape.

#include "emutest.h"

#include <optional>
#include <string>

namespace hoppertest {

using namespace emutest;

/// Device helpers: mbarrier.*, bulk copies and TMA through inline PTX.
inline const std::string kPrelude = R"(
typedef unsigned long long u64;
__device__ __forceinline__ unsigned sm(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void mbInit(u64* b, unsigned n)
{ asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(sm(b)), "r"(n) : "memory"); }
__device__ __forceinline__ void mbInval(u64* b)
{ asm volatile("mbarrier.inval.shared::cta.b64 [%0];" :: "r"(sm(b)) : "memory"); }
__device__ __forceinline__ u64 mbArrive(u64* b)
{ u64 s; asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(s) : "r"(sm(b)) : "memory"); return s; }
__device__ __forceinline__ u64 mbArriveN(u64* b, unsigned n)
{ u64 s; asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 %0, [%1], %2;" : "=l"(s) : "r"(sm(b)), "r"(n) : "memory"); return s; }
__device__ __forceinline__ u64 mbArriveTx(u64* b, unsigned tx)
{ u64 s; asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 %0, [%1], %2;" : "=l"(s) : "r"(sm(b)), "r"(tx) : "memory"); return s; }
__device__ __forceinline__ u64 mbArriveDrop(u64* b)
{ u64 s; asm volatile("mbarrier.arrive_drop.shared::cta.b64 %0, [%1];" : "=l"(s) : "r"(sm(b)) : "memory"); return s; }
__device__ __forceinline__ void mbExpectTx(u64* b, unsigned tx)
{ asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;" :: "r"(sm(b)), "r"(tx) : "memory"); }
__device__ __forceinline__ void mbCompleteTx(u64* b, unsigned tx)
{ asm volatile("mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [%0], %1;" :: "r"(sm(b)), "r"(tx) : "memory"); }
__device__ __forceinline__ unsigned mbTestWait(u64* b, u64 s)
{ unsigned r; asm volatile("{ .reg .pred p; mbarrier.test_wait.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
    : "=r"(r) : "r"(sm(b)), "l"(s) : "memory"); return r; }
__device__ __forceinline__ unsigned mbTestParity(u64* b, unsigned par)
{ unsigned r; asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
    : "=r"(r) : "r"(sm(b)), "r"(par) : "memory"); return r; }
__device__ __forceinline__ unsigned mbTryParity(u64* b, unsigned par)
{ unsigned r; asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2, 100000; selp.u32 %0, 1, 0, p; }"
    : "=r"(r) : "r"(sm(b)), "r"(par) : "memory"); return r; }
__device__ __forceinline__ unsigned mbPending(u64 s)
{ unsigned r; asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(r) : "l"(s)); return r; }
__device__ __forceinline__ void mbWait(u64* b, unsigned par) { while (!mbTryParity(b, par)) { } }
__device__ __forceinline__ void fenceInit() { asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
__device__ __forceinline__ void fenceAsync() { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }
)";

struct Run {
    Result<LaunchResult> result = makeError(ErrorCode::BadInput, "not run");
    std::vector<Tensor> buffers;
};

inline Compiled build(const std::string& src)
{
    Compiled c = compile(kPrelude + src, "k");
    if (!c.ok)
        qFatal("%s", c.message.c_str());
    return c;
}

inline Run launch(const Compiled& c, std::array<std::uint32_t, 3> grid, std::array<std::uint32_t, 3> block,
    std::vector<Tensor> buffers, std::vector<KernelArg> args,
    std::optional<std::array<std::uint32_t, 3>> cluster = std::nullopt, std::uint32_t dynamicShared = 0)
{
    Run out;
    out.buffers = std::move(buffers);
    EmulatorBackend backend;
    LaunchRequest r;
    r.ptx = c.ptx;
    r.entry = c.entry;
    r.dims.grid = grid;
    r.dims.block = block;
    r.dims.dynamicShared = dynamicShared;
    if (cluster) {
        r.dims.hasCluster = true;
        r.dims.cluster = *cluster;
    }
    r.buffers = &out.buffers;
    for (std::size_t i = 0; i < out.buffers.size(); ++i)
        r.bufferNames.push_back("buf" + std::to_string(i));
    r.args = std::move(args);
    r.control.threads = 2;
    r.control.instructionBudget = 20'000'000;
    out.result = backend.launch(r);
    checkMessageIds(out.result);
    return out;
}

inline std::string findingsOf(const LaunchResult& r)
{
    std::string s;
    for (const auto& f : r.findings)
        s += std::string(findingKindName(f.kind)) + ": " + f.message + "\n";
    return s;
}

inline bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace hoppertest
