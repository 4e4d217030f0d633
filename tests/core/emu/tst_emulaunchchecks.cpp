// Launches a GPU refuses are refused on the emulator with the driver's error name and the reason:
// the entry's .maxntid / .reqntid / .maxclusterrank / .reqnctapercluster, the device limits of the
// target architecture (block shape, static + dynamic shared memory against the opt-in maximum).
// .maxnreg and .minnctapersm only steer ptxas's register allocation: parsed, never a refusal.
#include "core/emu/ptxparser.h"
#include "emutest.h"

#include <QTest>

using namespace emutest;

namespace {

/// A kernel with the given directives and static shared bytes that writes its thread index.
std::string kernel(const std::string& directives, int sharedBytes = 0)
{
    std::string shared = sharedBytes ? "    .shared .align 16 .b8 tile[" + std::to_string(sharedBytes) + "];\n" : "";
    std::string touch = sharedBytes ? "    mov.u32 %r3, tile;\n    st.shared.u32 [%r3], %r1;\n" : "";
    return R"(.version 9.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
)" + directives
        + R"(
{
    .reg .b32 %r<6>;
    .reg .b64 %rd<4>;
)" + shared
        + R"(    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, %tid.x;
    mov.u32 %r4, %ntid.x;
    mov.u32 %r5, %ctaid.x;
    mad.lo.u32 %r1, %r5, %r4, %r1;
    mov.u32 %r2, %cluster_ctarank;
)" + touch
        + R"(    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd1, %rd1, %rd2;
    st.global.u32 [%rd1], %r2;
    ret;
}
)";
}

} // namespace

class TestEmuLaunchChecks : public QObject {
    Q_OBJECT
private slots:
    void launch_data()
    {
        QTest::addColumn<QString>("directives");
        QTest::addColumn<int>("shared");
        QTest::addColumn<int>("block");
        QTest::addColumn<int>("grid");
        QTest::addColumn<int>("dynamicShared");
        QTest::addColumn<int>("arch");
        QTest::addColumn<QString>("refusal"); // empty: the launch runs
        QTest::addColumn<QString>("reason");

        QTest::newRow(".maxntid 512, 1024 threads")
            << ".maxntid 512, 1, 1" << 0 << 1024 << 1 << 0 << 90 << "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"
            << "block of 1024 threads exceeds .maxntid 512, 1, 1 (__launch_bounds__(512))";
        QTest::newRow(".maxntid 512, 512 threads") << ".maxntid 512, 1, 1" << 0 << 512 << 1 << 0 << 90 << ""
                                                   << "";
        QTest::newRow(".maxntid 16, 4 (64), 96 threads")
            << ".maxntid 16, 4" << 0 << 96 << 1 << 0 << 90 << "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"
            << ".maxntid 16, 4";
        QTest::newRow(".reqntid 64, 32 threads")
            << ".reqntid 64" << 0 << 32 << 1 << 0 << 90 << "CUDA_ERROR_INVALID_VALUE"
            << ".reqntid 64";
        QTest::newRow(".reqntid 64, 64 threads") << ".reqntid 64" << 0 << 64 << 1 << 0 << 90 << ""
                                                 << "";
        QTest::newRow(".maxnreg 32 runs") << ".maxnreg 32" << 0 << 1024 << 1 << 0 << 90 << ""
                                          << "";
        QTest::newRow(".minnctapersm 4 runs") << ".maxntid 256\n.minnctapersm 4" << 0 << 256 << 1 << 0 << 90 << ""
                                              << "";
        QTest::newRow(".reqnctapercluster 2, grid 3")
            << ".reqnctapercluster 2, 1, 1" << 0 << 32 << 3 << 0 << 90 << "CUDA_ERROR_INVALID_CLUSTER_SIZE"
            << "not a whole number of clusters";
        QTest::newRow(".reqnctapercluster 2, grid 4") << ".reqnctapercluster 2, 1, 1" << 0 << 32 << 4 << 0 << 90 << ""
                                                      << "";
        QTest::newRow(".maxclusterrank 1 with clusters of 2") << ".reqnctapercluster 2, 1, 1\n.maxclusterrank 1" << 0
                                                              << 32 << 4 << 0 << 90 << "CUDA_ERROR_INVALID_CLUSTER_SIZE"
                                                              << ".maxclusterrank 1";
        QTest::newRow(".maxclusterrank 8 runs") << ".maxclusterrank 8" << 0 << 32 << 4 << 0 << 90 << ""
                                                << "";
        QTest::newRow("150 KiB static shared on sm_86")
            << "" << 150 * 1024 << 32 << 1 << 0 << 86 << "CUDA_ERROR_INVALID_VALUE"
            << "99 KiB";
        QTest::newRow("150 KiB static shared on sm_90") << "" << 150 * 1024 << 32 << 1 << 0 << 90 << ""
                                                        << "";
        QTest::newRow("200 KiB dynamic shared on sm_89")
            << "" << 0 << 32 << 1 << 200 * 1024 << 89 << "CUDA_ERROR_INVALID_VALUE"
            << "shared memory";
        QTest::newRow("1025 threads") << "" << 0 << 1025 << 1 << 0 << 90 << "CUDA_ERROR_INVALID_VALUE"
                                      << "1024";
    }

    void launch()
    {
        QFETCH(QString, directives);
        QFETCH(int, shared);
        QFETCH(int, block);
        QFETCH(int, grid);
        QFETCH(int, dynamicShared);
        QFETCH(int, arch);
        QFETCH(QString, refusal);
        QFETCH(QString, reason);
        Launch l;
        l.ptx = kernel(directives.toStdString(), shared);
        l.entry = "k";
        l.block = {static_cast<std::uint32_t>(block), 1, 1};
        l.grid = {static_cast<std::uint32_t>(grid), 1, 1};
        l.dynamicShared = static_cast<std::uint32_t>(dynamicShared);
        l.arch = arch;
        l.buffers = {Tensor::zeros(DType::U32, {block * grid})};
        l.args = {bufferArg(0)};
        auto r = l.run();
        if (refusal.isEmpty()) {
            QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
            QVERIFY(r->findings.empty());
            return;
        }
        QVERIFY(!r.ok());
        const std::string m = r.error().message;
        QVERIFY2(m.find(refusal.toStdString()) != std::string::npos, m.c_str());
        QVERIFY2(m.find(reason.toStdString()) != std::string::npos, m.c_str());
        QVERIFY2(m.find("kernel 'k'") != std::string::npos, m.c_str());
        QCOMPARE(r.error().code, ErrorCode::BadInput);
    }

    void clusterRanksFromTheKernelsClusterShape()
    {
        Launch l;
        l.ptx = kernel(".reqnctapercluster 2, 1, 1");
        l.entry = "k";
        l.block = {32, 1, 1};
        l.grid = {4, 1, 1};
        l.buffers = {Tensor::zeros(DType::U32, {128})};
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        const auto out = valuesOf<std::uint32_t>(l.buffers[0]);
        for (std::uint32_t cta = 0; cta < 4; ++cta)
            QCOMPARE(out[cta * 32], cta % 2);
    }

    void directivesParsed()
    {
        auto m = ptx::parsePtx(
            kernel(".maxntid 128, 2, 1\n.reqntid 128, 2\n.maxnreg 40\n.minnctapersm 3\n.maxclusterrank 4\n.noreturn"));
        QVERIFY(m.ok());
        const auto& d = m->functions.back().directives;
        QCOMPARE(d.maxntid, (std::vector<std::uint32_t> {128, 2, 1}));
        QCOMPARE(d.reqntid, (std::vector<std::uint32_t> {128, 2}));
        QCOMPARE(d.maxnreg, 40u);
        QCOMPARE(d.minnctapersm, 3u);
        QCOMPARE(d.maxclusterrank, 4u);
        QVERIFY(d.noreturn);
    }
};

QTEST_GUILESS_MAIN(TestEmuLaunchChecks)
#include "tst_emulaunchchecks.moc"
