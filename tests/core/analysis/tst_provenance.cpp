// Provenance: the last writer of every output element (block, thread, PTX and source line), CTAs
// merged in linear order so that a later block's write wins a race; elements nobody wrote have no
// writer; the records survive a result bundle round trip; racecheck and initcheck findings on small
// kernels name both threads and both lines.
#include "analysistest.h"

#include "core/pipeline/bundle.h"

#include <filesystem>

using namespace atest;
namespace fs = std::filesystem;

namespace {

const std::string kWriter = R"(
extern "C" __global__ void writer(float* out, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i; // @first
    if (i == 0)
        out[n - 1] = -1.0f; // @overwrite
}
)";

const std::string kRace = R"(
extern "C" __global__ void race(float* out)
{
    __shared__ float s[64];
    const int t = threadIdx.x;
    s[t] = t; // @write
    out[t] = s[63 - t]; // @read
}
)";

Analysed runWriter()
{
    return analyse(
        kWriter, "writer", {4, 1, 1}, {32, 1, 1}, {floats(128)}, {bufferArg(0), intArg(100)}, {{0, "out", 4, true}});
}

void lastWriterInCtaOrder()
{
    Analysed a = runWriter();
    ACHECK_MSG(a.ok, a.message);
    if (!a.ok)
        return;
    const int first = lineOf(kWriter, "@first");
    for (std::uint64_t e : {0ull, 1ull, 31ull, 32ull, 70ull, 98ull}) {
        const auto w = a.provenance.writerOf("out", e);
        ACHECK(w.has_value());
        if (!w)
            continue;
        ACHECK_EQ(w->block[0], static_cast<std::uint32_t>(e / 32));
        ACHECK_EQ(w->thread[0], static_cast<std::uint32_t>(e % 32));
        ACHECK_EQ(w->sourceLine, first);
        ACHECK(w->ptxLine > 0);
    }
    // element 99: block 0 thread 0 wrote it (@overwrite), then block 3 thread 3 (@first): CTA order
    const auto w99 = a.provenance.writerOf("out", 99);
    ACHECK(w99 && w99->block[0] == 3 && w99->thread[0] == 3 && w99->sourceLine == first);
    // never written, out of range, unknown buffer
    ACHECK(!a.provenance.writerOf("out", 100).has_value());
    ACHECK(!a.provenance.writerOf("out", 128).has_value());
    ACHECK(!a.provenance.writerOf("nope", 0).has_value());
    ACHECK(a.report.findings.empty());
}

void bundleRoundTrip()
{
    Analysed a = runWriter();
    if (!a.ok)
        return;
    RunResult r;
    r.taskName = "writer";
    r.backend = "emulator";
    r.provenance = a.provenance;
    r.metrics = analysisReportToJson(a.report);
    const fs::path dir = fs::temp_directory_path() / "warpscope-tst-provenance";
    fs::remove_all(dir);
    const Status st = writeBundle(r, dir);
    ACHECK_MSG(st.ok(), st ? "" : st.error().describe());
    ACHECK(fs::exists(dir / "provenance" / "out.npy"));
    auto back = readBundle(dir);
    ACHECK_MSG(back.ok(), back ? "" : back.error().describe());
    if (!back)
        return;
    for (std::uint64_t e : {0ull, 50ull, 99ull, 100ull}) {
        const auto x = a.provenance.writerOf("out", e);
        const auto y = back->provenance.writerOf("out", e);
        ACHECK(x.has_value() == y.has_value());
        if (x && y)
            ACHECK(x->block == y->block && x->thread == y->thread && x->sourceLine == y->sourceLine);
    }
    // a damaged provenance file is an error naming it
    fs::resize_file(dir / "provenance" / "out.npy", 20);
    auto bad = readBundle(dir);
    ACHECK(!bad.ok());
    if (!bad.ok())
        ACHECK(bad.error().describe().find("out.npy") != std::string::npos);
    fs::remove_all(dir);
}

void raceAndUninitializedNameBothSides()
{
    Analysed a = analyse(kRace, "race", {1, 1, 1}, {64, 1, 1}, {floats(64)}, {bufferArg(0)}, {{0, "out", 4, true}});
    ACHECK_MSG(a.ok, a.message);
    if (!a.ok)
        return;
    const int write = lineOf(kRace, "@write");
    const int read = lineOf(kRace, "@read");
    bool raw = false, war = false, uninit = false;
    for (const auto& f : a.report.findings) {
        if (f.kind == Finding::Kind::Race && f.sourceLine == read && f.otherSourceLine == write) {
            raw = true;
            // warp 1 reads s[0..31], written by warp 0 (thread 63 - t)
            ACHECK(f.thread[0] >= 32 && f.otherThread[0] < 32);
            ACHECK(f.message.find("read-after-write") != std::string::npos);
        }
        if (f.kind == Finding::Kind::Race && f.sourceLine == write && f.otherSourceLine == read)
            war = true;
        if (f.kind == Finding::Kind::Uninitialized && f.sourceLine == read) {
            uninit = true;
            ACHECK(f.message.find("shared variable") != std::string::npos);
        }
    }
    ACHECK(raw);
    ACHECK(war);
    ACHECK(uninit);
}

} // namespace

int main()
{
    if (!compile(kWriter, "writer").ok) {
        std::fprintf(stderr, "SKIP: NVRTC is not available\n");
        return 77;
    }
    return runTests({{"lastWriterInCtaOrder", lastWriterInCtaOrder}, {"bundleRoundTrip", bundleRoundTrip},
        {"raceAndUninitializedNameBothSides", raceAndUninitializedNameBothSides}});
}
