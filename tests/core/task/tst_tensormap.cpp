// Tensor-map arguments: "tmap:A(box=[..], ...)" parsing, the descriptor built from the buffer's shape
// and dtype, every cuTensorMapEncodeTiled rule as a located task message, the emulator's 128-byte
// encoding round trip, and the CUDA backend's encoding through a stand-in for the driver's entry point.
#include "core/cuda/cudatensormap.h"
#include "core/emu/tensormap.h"
#include "core/exec/launchargs.h"
#include "core/exec/tensormapbuild.h"

#include <QTest>

using namespace warpscope::core;

namespace {

Task taskWith(DType dtype, std::vector<std::string> shape)
{
    Task t;
    t.file = "/tmp/tmaptask/task.toml";
    BufferSpec b;
    b.name = "A";
    b.dtype = dtype;
    b.shape = std::move(shape);
    t.buffers.push_back(b);
    t.params = {{"N", 64}};
    return t;
}

/// buildLaunchArgs for one tmap argument bound to a 128-byte parameter.
Result<std::vector<KernelArg>> bindTmap(const Task& t, const std::string& arg, int paramSize = 128)
{
    auto a = parseLaunchArg(arg, t.buffers);
    if (!a)
        return a.error();
    LaunchSpec l;
    l.args = {*a};
    KernelParamInfo p;
    p.name = "k_param_0";
    p.type = "b8";
    p.size = paramSize;
    p.align = 64;
    const ParamMap params {{"N", 64}};
    return buildLaunchArgs(t, l, "launch", params, "k", {p});
}

// what the stand-in driver saw
struct Seen {
    CUtensorMapDataType type {};
    cuuint32_t rank = 0;
    void* address = nullptr;
    cuuint64_t dims[5] {};
    cuuint64_t strides[4] {};
    cuuint32_t box[5] {};
    CUtensorMapSwizzle swizzle {};
} g_seen;

CUresult fakeEncode(CUtensorMap* map, CUtensorMapDataType type, cuuint32_t rank, void* address, const cuuint64_t* dims,
    const cuuint64_t* strides, const cuuint32_t* box, const cuuint32_t*, CUtensorMapInterleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill)
{
    g_seen.type = type;
    g_seen.rank = rank;
    g_seen.address = address;
    for (cuuint32_t i = 0; i < rank; ++i) {
        g_seen.dims[i] = dims[i];
        g_seen.box[i] = box[i];
        if (i + 1 < rank)
            g_seen.strides[i] = strides[i];
    }
    g_seen.swizzle = swizzle;
    std::memset(map, 0xAB, sizeof *map);
    return CUDA_SUCCESS;
}

CUresult refusingEncode(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*, const cuuint64_t*, const cuuint64_t*,
    const cuuint32_t*, const cuuint32_t*, CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion,
    CUtensorMapFloatOOBfill)
{
    return CUDA_ERROR_INVALID_VALUE;
}

// what the stand-in im2col encoder saw
struct SeenIm2col {
    cuuint32_t rank = 0;
    int lower[3] {};
    int upper[3] {};
    cuuint32_t channels = 0, pixels = 0;
} g_im2col;

CUresult fakeEncodeIm2col(CUtensorMap* map, CUtensorMapDataType, cuuint32_t rank, void*, const cuuint64_t*,
    const cuuint64_t*, const int* lower, const int* upper, cuuint32_t channels, cuuint32_t pixels, const cuuint32_t*,
    CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill)
{
    g_im2col.rank = rank;
    for (cuuint32_t i = 0; i + 2 < rank; ++i) {
        g_im2col.lower[i] = lower[i];
        g_im2col.upper[i] = upper[i];
    }
    g_im2col.channels = channels;
    g_im2col.pixels = pixels;
    std::memset(map, 0xCD, sizeof *map);
    return CUDA_SUCCESS;
}

} // namespace

class TestTensorMap : public QObject {
    Q_OBJECT
private slots:
    void parsesOptions()
    {
        const Task t = taskWith(DType::F16, {"N", "128"});
        auto a = parseLaunchArg("tmap:A(box=[64, N / 2], swizzle=128B, oob_fill=nan, l2_promotion=256B)", t.buffers);
        QVERIFY2(a.ok(), a ? "" : a.error().message.c_str());
        QCOMPARE(int(a->kind), int(LaunchArg::Kind::TensorMap));
        QCOMPARE(a->name, std::string("A"));
        QCOMPARE(a->tensorMap.box, (std::vector<std::string> {"64", "N / 2"}));
        QCOMPARE(int(a->tensorMap.swizzle), 3);
        QCOMPARE(int(a->tensorMap.oobFill), 1);
        QCOMPARE(int(a->tensorMap.l2Promotion), 3);
    }

    void buildsTheDescriptorInDriverOrder()
    {
        const Task t = taskWith(DType::F16, {"N", "128"});
        auto args = bindTmap(t, "tmap:A(box=[16, N], swizzle=128B)");
        QVERIFY2(args.ok(), args ? "" : args.error().message.c_str());
        const TensorMapDesc& d = (*args)[0].tensorMap;
        QCOMPARE(int((*args)[0].kind), int(KernelArg::Kind::TensorMap));
        QCOMPARE(int(d.dtype), int(TensorMapDataType::F16));
        QCOMPARE(d.rank, 2u);
        QCOMPARE(d.dims[0], std::uint64_t(128)); // innermost first
        QCOMPARE(d.dims[1], std::uint64_t(64));
        QCOMPARE(d.strides[0], std::uint64_t(256)); // bytes of one row of 128 halves
        QCOMPARE(d.box[0], 64u);
        QCOMPARE(d.box[1], 16u);
    }

    void buildsAnIm2colDescriptor()
    {
        // NHWC: corners per spatial dimension outermost first (H, W), the driver's order is W, H
        const Task t = taskWith(DType::F16, {"2", "10", "12", "N"});
        auto args = bindTmap(t,
            "tmap:A(mode=im2col, channels_per_pixel=N, pixels_per_column=128, lower_corner=[-1, -2], "
            "upper_corner=[-3, -4], swizzle=128B)");
        QVERIFY2(args.ok(), args ? "" : args.error().message.c_str());
        const TensorMapDesc& d = (*args)[0].tensorMap;
        QVERIFY(d.im2col);
        QCOMPARE(d.rank, 4u);
        QCOMPARE(d.channelsPerPixel, 64u);
        QCOMPARE(d.pixelsPerColumn, 128u);
        QCOMPARE(d.lowerCorner[0], -2); // W
        QCOMPARE(d.lowerCorner[1], -1); // H
        QCOMPARE(d.upperCorner[0], -4);
        QCOMPARE(d.upperCorner[1], -3);
        // the emulator's 128-byte encoding keeps every im2col field
        const auto bytes = emu::encodeTensorMap(d, 0x1000);
        const auto back = emu::decodeTensorMap(bytes.data());
        QVERIFY(back.has_value());
        QVERIFY(back->desc.im2col);
        QCOMPARE(back->desc.lowerCorner, d.lowerCorner);
        QCOMPARE(back->desc.upperCorner, d.upperCorner);
        QCOMPARE(back->desc.channelsPerPixel, 64u);
        QCOMPARE(back->desc.pixelsPerColumn, 128u);
    }

    void badArguments_data()
    {
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("arg");
        QTest::addColumn<QString>("expected");
        QTest::newRow("box over 256") << "f32"
                                      << "64,512"
                                      << "tmap:A(box=[300, 4])"
                                      << "box[0]: cuTensorMapEncodeTiled's boxDim[1] must be non-zero and at most 256";
        QTest::newRow("im2col corner range") << "f32"
                                             << "2,8,8,16"
                                             << "tmap:A(mode=im2col, channels_per_pixel=4, pixels_per_column=8, "
                                                "lower_corner=[0, -300])"
                                             << "lower_corner[1]: cuTensorMapEncodeIm2col's pixelBoxLowerCorner[0] "
                                                "must be from -128 to 127";
        QTest::newRow("im2col channels not 16 bytes")
            << "f32"
            << "2,8,8,16"
            << "tmap:A(mode=im2col, channels_per_pixel=3, "
               "pixels_per_column=8)"
            << "channels_per_pixel: cuTensorMapEncodeIm2col's channelsPerPixel";
        QTest::newRow("im2col needs rank 3") << "f32"
                                             << "8,16"
                                             << "tmap:A(mode=im2col, channels_per_pixel=4, pixels_per_column=8)"
                                             << "needs a buffer of 3 to 5 dimensions";
        QTest::newRow("im2col corner count") << "f32"
                                             << "2,8,8,16"
                                             << "tmap:A(mode=im2col, channels_per_pixel=4, pixels_per_column=8, "
                                                "upper_corner=[1])"
                                             << "upper_corner has 1 entries but buffer 'A' has 2 spatial";
        QTest::newRow("im2col without counts") << "f32"
                                               << "2,8,8,16"
                                               << "tmap:A(mode=im2col)"
                                               << "needs channels_per_pixel= and pixels_per_column=";
        QTest::newRow("im2col has no box") << "f32"
                                           << "2,8,8,16"
                                           << "tmap:A(mode=im2col, box=[1, 1, 1, 4], channels_per_pixel=4, "
                                              "pixels_per_column=8)"
                                           << "an im2col tensor map has no box";
        QTest::newRow("corners only for im2col") << "f32"
                                                 << "64,64"
                                                 << "tmap:A(box=[8, 4], lower_corner=[1])"
                                                 << "belong to mode=im2col maps";
        QTest::newRow("box zero") << "f32"
                                  << "64,64"
                                  << "tmap:A(box=[0, 4])"
                                  << "boxDim[1] must be non-zero";
        QTest::newRow("inner box not 16 bytes") << "f32"
                                                << "64,64"
                                                << "tmap:A(box=[8, 3])"
                                                << "box[1]: cuTensorMapEncodeTiled's boxDim[0] times the element size "
                                                   "must be a multiple of 16 bytes";
        QTest::newRow("inner box over swizzle span") << "f32"
                                                     << "64,64"
                                                     << "tmap:A(box=[8, 32], swizzle=64B)"
                                                     << "at most the swizzle span (64 bytes)";
        QTest::newRow("row stride not 16 bytes") << "f32"
                                                 << "64,6"
                                                 << "tmap:A(box=[8, 4])"
                                                 << "the buffer's shape[0]: cuTensorMapEncodeTiled's globalStrides[0] "
                                                    "must be a multiple of 16";
        QTest::newRow("element stride over 8") << "f32"
                                               << "64,64"
                                               << "tmap:A(box=[8, 4], element_strides=[9, 1])"
                                               << "elementStrides[1] must be non-zero and at most 8";
        QTest::newRow("rank over 5") << "f32"
                                     << "2,2,2,2,2,4"
                                     << "tmap:A(box=[1, 1, 1, 1, 1, 4])"
                                     << "tensorRank must be 1 to 5";
        QTest::newRow("interleave needs rank 3") << "f32"
                                                 << "64,64"
                                                 << "tmap:A(box=[8, 4], interleave=16B)"
                                                 << "tensorRank must be at least 3";
        QTest::newRow("nan fill of an integer type") << "i32"
                                                     << "64,64"
                                                     << "tmap:A(box=[8, 4], oob_fill=nan)"
                                                     << "NAN_REQUEST_ZERO_FMA only for a floating-point";
        QTest::newRow("box count") << "f32"
                                   << "64,64"
                                   << "tmap:A(box=[8])"
                                   << "box has 1 entries but buffer 'A' has 2";
        QTest::newRow("missing box") << "f32"
                                     << "64,64"
                                     << "tmap:A(swizzle=32B)"
                                     << "a tensor map needs box=[...]";
        QTest::newRow("unknown option") << "f32"
                                        << "64,64"
                                        << "tmap:A(box=[8, 4], swizle=32B)"
                                        << "unknown tensor-map option 'swizle'";
        QTest::newRow("bad swizzle") << "f32"
                                     << "64,64"
                                     << "tmap:A(box=[8, 4], swizzle=16B)"
                                     << "swizzle=16B is not one of none, 32B, 64B, 128B";
        QTest::newRow("no such buffer") << "f32"
                                        << "64,64"
                                        << "tmap:B(box=[8, 4])"
                                        << "'B' names no [[buffer]]";
        QTest::newRow("no parentheses") << "f32"
                                        << "64,64"
                                        << "tmap:A"
                                        << "write tmap:BUFFER(box=[...], ...)";
        QTest::newRow("unknown param in box") << "f32"
                                              << "64,64"
                                              << "tmap:A(box=[K, 4])"
                                              << "'K' names no buffer and no param";
    }
    void badArguments()
    {
        QFETCH(QString, dtype);
        QFETCH(QString, shape);
        QFETCH(QString, arg);
        QFETCH(QString, expected);
        std::vector<std::string> dims;
        for (const QString& s : shape.split(','))
            dims.push_back(s.toStdString());
        const Task t = taskWith(*parseDType(dtype.toStdString()), dims);
        auto args = bindTmap(t, arg.toStdString());
        QVERIFY2(!args.ok(), "accepted");
        const std::string m = args.error().message;
        QVERIFY2(m.find(expected.toStdString()) != std::string::npos, m.c_str());
        if (m.find("cuTensorMapEncodeTiled") != std::string::npos) {
            QVERIFY2(m.find("CUDA_ERROR_INVALID_VALUE") != std::string::npos, m.c_str());
            QCOMPARE(args.error().field, std::string("launch.args[0]"));
            QVERIFY(args.error().file.find("task.toml") != std::string::npos);
            QVERIFY2(m.find(arg.toStdString()) != std::string::npos, m.c_str()); // names the argument as written
        }
    }

    void parameterMustBeATensorMap()
    {
        const Task t = taskWith(DType::F32, {"64", "64"});
        auto args = bindTmap(t, "tmap:A(box=[8, 4])", 8);
        QVERIFY(!args.ok());
        QVERIFY2(args.error().message.find("declare the parameter `const __grid_constant__ CUtensorMap`")
                != std::string::npos,
            args.error().message.c_str());
    }

    void emulatorEncodingRoundTrip()
    {
        TensorMapDesc d;
        d.dtype = TensorMapDataType::BF16;
        d.rank = 3;
        d.dims = {64, 32, 7, 1, 1};
        d.strides = {128, 4096, 0, 0};
        d.box = {64, 16, 2, 1, 1};
        d.elementStrides = {1, 2, 1, 1, 1};
        d.swizzle = 3;
        d.oobFill = 1;
        d.l2Promotion = 2;
        const auto bytes = emu::encodeTensorMap(d, 0x700000010000ull);
        const auto m = emu::decodeTensorMap(bytes.data());
        QVERIFY(m.has_value());
        QCOMPARE(m->address, std::uint64_t(0x700000010000ull));
        QCOMPARE(int(m->desc.dtype), int(d.dtype));
        QCOMPARE(m->desc.rank, d.rank);
        QCOMPARE(m->desc.dims, d.dims);
        QCOMPARE(m->desc.strides, d.strides);
        QCOMPARE(m->desc.box, d.box);
        QCOMPARE(m->desc.elementStrides, d.elementStrides);
        QCOMPARE(int(m->desc.swizzle), 3);
        QCOMPARE(int(m->desc.oobFill), 1);
        QCOMPARE(int(m->desc.l2Promotion), 2);
        std::array<std::byte, 128> junk {};
        QVERIFY(!emu::decodeTensorMap(junk.data()).has_value()); // not a map Warpscope wrote
    }

    void cudaBackendEncodesWithTheDriver()
    {
        const Task t = taskWith(DType::F32, {"64", "32"});
        auto args = bindTmap(t, "tmap:A(box=[8, 32], swizzle=128B)");
        QVERIFY(args.ok());
        DriverApi api;
        api.tensorMapEncodeTiled = fakeEncode;
        auto map = encodeTensorMapWithDriver(api, (*args)[0].tensorMap, 0x10000, "argument 0");
        QVERIFY2(map.ok(), map ? "" : map.error().message.c_str());
        QCOMPARE(int(g_seen.type), int(CU_TENSOR_MAP_DATA_TYPE_FLOAT32));
        QCOMPARE(g_seen.rank, 2u);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(g_seen.address), std::uintptr_t(0x10000));
        QCOMPARE(g_seen.dims[0], cuuint64_t(32));
        QCOMPARE(g_seen.dims[1], cuuint64_t(64));
        QCOMPARE(g_seen.strides[0], cuuint64_t(128));
        QCOMPARE(g_seen.box[0], cuuint32_t(32));
        QCOMPARE(g_seen.box[1], cuuint32_t(8));
        QCOMPARE(int(g_seen.swizzle), int(CU_TENSOR_MAP_SWIZZLE_128B));
        QCOMPARE((*map)[0], std::byte {0xAB});

        api.tensorMapEncodeTiled = refusingEncode;
        auto refused = encodeTensorMapWithDriver(api, (*args)[0].tensorMap, 0x10000, "argument 0");
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.find("CUresult 1") != std::string::npos
                || refused.error().message.find("CUDA_ERROR_INVALID_VALUE") != std::string::npos,
            refused.error().message.c_str());

        api.tensorMapEncodeTiled = nullptr;
        auto missing = encodeTensorMapWithDriver(api, (*args)[0].tensorMap, 0x10000, "argument 0");
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().message.find("CUDA 12.0") != std::string::npos, missing.error().message.c_str());

        api.tensorMapEncodeTiled = fakeEncode;
        auto misaligned = encodeTensorMapWithDriver(api, (*args)[0].tensorMap, 0x10008, "argument 0");
        QVERIFY(!misaligned.ok());
        QVERIFY2(misaligned.error().message.find("globalAddress must be aligned to 16 bytes") != std::string::npos,
            misaligned.error().message.c_str());
    }

    void cudaBackendEncodesIm2colWithTheDriver()
    {
        const Task t = taskWith(DType::F32, {"2", "10", "12", "16"});
        auto args = bindTmap(t,
            "tmap:A(mode=im2col, channels_per_pixel=8, pixels_per_column=64, lower_corner=[-1, -2], "
            "upper_corner=[-3, -4])");
        QVERIFY2(args.ok(), args ? "" : args.error().message.c_str());
        DriverApi api;
        api.tensorMapEncodeTiled = fakeEncode; // not the one an im2col map takes
        auto missing = encodeTensorMapWithDriver(api, (*args)[0].tensorMap, 0x10000, "argument 0");
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().message.find("cuTensorMapEncodeIm2col") != std::string::npos,
            missing.error().message.c_str());
        api.tensorMapEncodeIm2col = fakeEncodeIm2col;
        auto map = encodeTensorMapWithDriver(api, (*args)[0].tensorMap, 0x10000, "argument 0");
        QVERIFY2(map.ok(), map ? "" : map.error().message.c_str());
        QCOMPARE(g_im2col.rank, 4u);
        QCOMPARE(g_im2col.lower[0], -2); // W first
        QCOMPARE(g_im2col.lower[1], -1);
        QCOMPARE(g_im2col.upper[0], -4);
        QCOMPARE(g_im2col.upper[1], -3);
        QCOMPARE(g_im2col.channels, 8u);
        QCOMPARE(g_im2col.pixels, 64u);
        QCOMPARE((*map)[0], std::byte {0xCD});
    }
};

QTEST_GUILESS_MAIN(TestTensorMap)
#include "tst_tensormap.moc"
