// TMA's im2col mode on the emulator: a conv-like load of an NHWC f32 tensor (4d, with padding, a
// filter tap given as im2col offsets, traversal strides, a wrap into the next image and past the last,
// channels beyond C, and the 128-byte swizzle) against a scalar model of the PTX ISA's "im2col mode"
// written here from its words; a tiled copy with an im2col map (and the reverse) is a finding, and a
// read of the box before the mbarrier wait is stale and an asynccheck finding; an .im2col_no_offs store
// writes the walk's positions back.
#include "core/emu/swizzle.h"
#include "hoppertest.h"

#include <QTest>

using namespace hoppertest;
using namespace warpscope::core::emu;

namespace {

/// Loads one im2col column of a 4d map at (c, w, h, n) with offsets (offW, offH) and copies 2048 floats
/// of shared memory out raw.
const char* kIm2colLoad = R"(
struct alignas(64) TMap { unsigned char bytes[128]; };
extern "C" __global__ void k(const __grid_constant__ TMap tmap, float* out, int c, int w, int h, int n, int offW,
    int offH, int bytes, int tiled, int early)
{
    __shared__ alignas(1024) float tile[2048];
    __shared__ u64 bar;
    for (int i = threadIdx.x; i < 2048; i += blockDim.x)
        tile[i] = -1.0f;
    if (threadIdx.x == 0) {
        mbInit(&bar, 1);
        fenceInit();
    }
    fenceAsync();
    __syncthreads();
    if (threadIdx.x == 0) {
        // an L2 prefetch of the same column (a no-op on the emulator; it must decode)
        asm volatile("cp.async.bulk.prefetch.tensor.4d.L2.global.im2col [%0, {%1, %2, %3, %4}], {%5, %6};"
            :: "l"(&tmap), "r"(c), "r"(w), "r"(h), "r"(n), "h"((unsigned short)offW), "h"((unsigned short)offH)
            : "memory");
        mbArriveTx(&bar, bytes);
        if (tiled)
            asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                " [%0], [%1, {%2, %3, %4, %5}], [%6];"
                :: "r"(sm(tile)), "l"(&tmap), "r"(c), "r"(w), "r"(h), "r"(n), "r"(sm(&bar)) : "memory");
        else
            asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
                " [%0], [%1, {%2, %3, %4, %5}], [%6], {%7, %8};"
                :: "r"(sm(tile)), "l"(&tmap), "r"(c), "r"(w), "r"(h), "r"(n), "r"(sm(&bar)),
                   "h"((unsigned short)offW), "h"((unsigned short)offH) : "memory");
    }
    if (early) // before the wait: the box has not landed (asynccheck reports the read)
        out[2048 + threadIdx.x] = tile[threadIdx.x];
    mbWait(&bar, 0);
    for (int i = threadIdx.x; i < 2048; i += blockDim.x)
        out[i] = tile[i];
}
)";

/// Fills shared memory with i and stores one im2col column at (c, w, h, n) (.im2col_no_offs).
const char* kIm2colStore = R"(
struct alignas(64) TMap { unsigned char bytes[128]; };
extern "C" __global__ void k(const __grid_constant__ TMap tmap, int c, int w, int h, int n)
{
    __shared__ alignas(1024) float tile[2048];
    for (int i = threadIdx.x; i < 2048; i += blockDim.x)
        tile[i] = (float)i;
    fenceAsync();
    __syncthreads();
    if (threadIdx.x == 0) {
        asm volatile("cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group [%0, {%1, %2, %3, %4}], [%5];"
            :: "l"(&tmap), "r"(c), "r"(w), "r"(h), "r"(n), "r"(sm(tile)) : "memory");
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
    }
}
)";

constexpr int kN = 2, kH = 5, kW = 6, kC = 16;

std::vector<float> tensor()
{
    std::vector<float> a(kN * kH * kW * kC);
    for (std::size_t i = 0; i < a.size(); ++i)
        a[i] = static_cast<float>(i) + 0.25f;
    return a;
}

struct Params {
    int c = 0, w = 0, h = 0, n = 0, offW = 0, offH = 0;
    int lowerW = 0, lowerH = 0, upperW = 0, upperH = 0;
    int stride = 1, cpp = 8, ppc = 16, swizzle = 0;
};

TensorMapDesc im2colDesc(const Params& p)
{
    TensorMapDesc d;
    d.dtype = TensorMapDataType::F32;
    d.rank = 4;
    d.dims = {kC, kW, kH, kN, 1};
    d.strides = {kC * 4, kC * kW * 4, kC * kW * kH * 4, 0};
    d.elementStrides = {1, static_cast<std::uint32_t>(p.stride), static_cast<std::uint32_t>(p.stride), 1, 1};
    d.swizzle = static_cast<std::uint8_t>(p.swizzle);
    d.im2col = true;
    d.lowerCorner = {p.lowerW, p.lowerH, 0};
    d.upperCorner = {p.upperW, p.upperH, 0};
    d.channelsPerPixel = static_cast<std::uint32_t>(p.cpp);
    d.pixelsPerColumn = static_cast<std::uint32_t>(p.ppc);
    return d;
}

/// The scalar model: the filter base (w, h) walks the bounding box [lower, dim + upper) W first, by the
/// traversal stride, wrapping to the lower corner and into the next image; pixel j holds channels
/// c.. of the element at base + offsets, zero outside the tensor; element (j, ch) sits at byte
/// (j * cpp + ch) * 4 of the box, swizzled.
std::vector<float> model(const Params& p, const std::vector<float>& a)
{
    std::vector<float> out(2048, -1.0f);
    int w = p.w, h = p.h, n = p.n;
    for (int j = 0; j < p.ppc; ++j) {
        const int x = w + p.offW, y = h + p.offH;
        for (int ch = 0; ch < p.cpp; ++ch) {
            const int cc = p.c + ch;
            const bool in = n < kN && x >= 0 && x < kW && y >= 0 && y < kH && cc < kC;
            const std::uint64_t at
                = swizzleAddress(static_cast<std::uint64_t>((j * p.cpp + ch) * 4), static_cast<Swizzle>(p.swizzle));
            out[at / 4] = in ? a[static_cast<std::size_t>(((n * kH + y) * kW + x) * kC + cc)] : 0.0f;
        }
        w += p.stride;
        if (w >= kW + p.upperW) {
            w = p.lowerW;
            h += p.stride;
            if (h >= kH + p.upperH) {
                h = p.lowerH;
                ++n;
            }
        }
    }
    return out;
}

Run launchIm2col(const Params& p, const TensorMapDesc& d, bool tiled, bool early = false)
{
    KernelArg map;
    map.kind = KernelArg::Kind::TensorMap;
    map.buffer = 0;
    map.tensorMap = d;
    // one warp for the early read: a warp already waiting on the barrier would observe the copy at once
    return launch(build(kIm2colLoad), {1, 1, 1}, {early ? 32u : 128u, 1, 1},
        {tensorOf<float>(DType::F32, tensor()), tensorOf<float>(DType::F32, std::vector<float>(2048 + 128, -2.0f))},
        {map, bufferArg(1), scalarArg<int>(p.c), scalarArg<int>(p.w), scalarArg<int>(p.h), scalarArg<int>(p.n),
            scalarArg<int>(p.offW), scalarArg<int>(p.offH), scalarArg<int>(p.cpp * p.ppc * 4),
            scalarArg<int>(tiled ? 1 : 0), scalarArg<int>(early ? 1 : 0)});
}

} // namespace

Q_DECLARE_METATYPE(Params)

class TestEmuTmaIm2col : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!compile("extern \"C\" __global__ void k() {}", "k").ok)
            QSKIP("NVRTC is not available");
    }

    void loadAgainstScalarModel_data()
    {
        QTest::addColumn<Params>("p");
        Params pad; // a 3x3 convolution with padding 1: box [-1, dim - 1), tap (0, 0) at the corner
        pad.lowerW = pad.lowerH = -1;
        pad.upperW = pad.upperH = -1;
        pad.w = 3;
        pad.h = 3;
        pad.ppc = 20;
        QTest::newRow("padding 1, tap (0, 0), wraps into image 1") << pad;
        Params tap = pad; // tap (2, 1) of the filter; the column runs past the last image
        tap.offW = 2;
        tap.offH = 1;
        tap.n = 1;
        tap.w = -1;
        tap.h = 1;
        tap.ppc = 32;
        tap.c = 4;
        QTest::newRow("tap (2, 1), channels 4-11, past the last image") << tap;
        Params edge = pad; // channels 12-19: the upper half lies beyond C
        edge.c = 12;
        QTest::newRow("channels beyond C") << edge;
        Params strided; // a valid 3x3 convolution with stride 2: box [0, dim - 2), every second pixel
        strided.upperW = strided.upperH = -2;
        strided.stride = 2;
        strided.offW = 1;
        strided.offH = 2;
        strided.ppc = 12;
        QTest::newRow("traversal stride 2, no padding") << strided;
        Params swz = pad; // 16 channels of 4 bytes, two pixels per 128-byte row: the swizzle permutes its chunks
        swz.cpp = 16;
        swz.c = 0;
        swz.swizzle = 3;
        swz.ppc = 24;
        QTest::newRow("128-byte swizzle") << swz;
    }

    void loadAgainstScalarModel()
    {
        QFETCH(Params, p);
        const TensorMapDesc d = im2colDesc(p);
        QCOMPARE(checkTensorMap(d, 0).field, std::string());
        Run r = launchIm2col(p, d, false);
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        const auto got = valuesOf<float>(r.buffers[1]);
        const auto want = model(p, tensor());
        for (std::size_t i = 0; i < want.size(); ++i)
            if (got[i] != want[i])
                QFAIL(("shared float " + std::to_string(i) + " is " + std::to_string(got[i]) + ", the model says "
                    + std::to_string(want[i]))
                          .c_str());
    }

    void storeWithoutOffsets()
    {
        // the same walk, with no offsets: pixel j's channels go back to the positions it visits, and
        // nothing is written outside the tensor
        Params p;
        p.lowerW = p.lowerH = -1;
        p.upperW = p.upperH = -1;
        p.w = 3;
        p.h = 3;
        p.c = 8;
        p.ppc = 20;
        KernelArg map;
        map.kind = KernelArg::Kind::TensorMap;
        map.buffer = 0;
        map.tensorMap = im2colDesc(p);
        std::vector<float> init(kN * kH * kW * kC, -5.0f);
        Run r = launch(build(kIm2colStore), {1, 1, 1}, {128, 1, 1}, {tensorOf<float>(DType::F32, init)},
            {map, scalarArg<int>(p.c), scalarArg<int>(p.w), scalarArg<int>(p.h), scalarArg<int>(p.n)});
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY2(r.result->completed && r.result->findings.empty(), findingsOf(*r.result).c_str());
        std::vector<float> want = init;
        int w = p.w, h = p.h, n = p.n;
        for (int j = 0; j < p.ppc; ++j) {
            for (int ch = 0; ch < p.cpp; ++ch)
                if (n < kN && w >= 0 && w < kW && h >= 0 && h < kH && p.c + ch < kC)
                    want[static_cast<std::size_t>(((n * kH + h) * kW + w) * kC + p.c + ch)]
                        = static_cast<float>(j * p.cpp + ch);
            if (++w >= kW + p.upperW) {
                w = p.lowerW;
                if (++h >= kH + p.upperH) {
                    h = p.lowerH;
                    ++n;
                }
            }
        }
        const auto got = valuesOf<float>(r.buffers[0]);
        for (std::size_t i = 0; i < want.size(); ++i)
            QCOMPARE(got[i], want[i]);
    }

    void modeMismatchIsAFinding()
    {
        Params p;
        p.ppc = 4;
        Run r = launchIm2col(p, im2colDesc(p), true);
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY(!r.result->findings.empty());
        QVERIFY2(contains(r.result->findings[0].message, "tiled tensor copy with an im2col tensor map"),
            findingsOf(*r.result).c_str());
    }

    void readBeforeTheWaitIsStaleAndReported()
    {
        Params p;
        p.lowerW = p.lowerH = -1;
        p.upperW = p.upperH = -1;
        p.ppc = 16;
        Run r = launchIm2col(p, im2colDesc(p), false, true);
        QVERIFY2(r.result.ok(), r.result ? "" : r.result.error().describe().c_str());
        QVERIFY(r.result->completed);
        QVERIFY(!r.result->findings.empty());
        for (const auto& f : r.result->findings)
            QVERIFY2(f.kind == Finding::Kind::AsyncHazard && contains(f.message, "bulk copy issued at")
                    && f.otherSourceLine > 0,
                findingsOf(*r.result).c_str());
        const auto got = valuesOf<float>(r.buffers[1]);
        for (int t = 0; t < 32; ++t)
            QCOMPARE(got[static_cast<std::size_t>(2048 + t)], -1.0f); // what the kernel wrote before the copy
        const auto want = model(p, tensor());
        for (std::size_t i = 0; i < want.size(); ++i)
            QCOMPARE(got[i], want[i]);
    }

    void im2colMapChecks()
    {
        Params p;
        TensorMapDesc d = im2colDesc(p);
        d.lowerCorner[0] = -200; // a rank-4 map's corners are 8-bit
        QCOMPARE(checkTensorMap(d, 0).field, std::string("pixelBoxLowerCorner[0]"));
        d = im2colDesc(p);
        d.channelsPerPixel = 3; // 12 bytes: not a multiple of 16
        QCOMPARE(checkTensorMap(d, 0).field, std::string("channelsPerPixel"));
        d = im2colDesc(p);
        d.pixelsPerColumn = 2000;
        QCOMPARE(checkTensorMap(d, 0).field, std::string("pixelsPerColumn"));
        d = im2colDesc(p);
        d.rank = 2;
        QCOMPARE(checkTensorMap(d, 0).field, std::string("tensorRank"));
    }
};

QTEST_GUILESS_MAIN(TestEmuTmaIm2col)
#include "tst_emutma_im2col.moc"
