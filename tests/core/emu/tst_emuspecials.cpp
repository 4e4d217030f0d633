// Special registers and predefined identifiers of the PTX ISA 9.x (section "Special Registers"):
// each family reads the value a GPU gives for a known launch; and the opcode walk: every instruction
// of the ISA (fixtures/ptx9_opcodes.txt) decodes, does nothing when it is not reached, and when it is
// reached either runs or stops with an `unsupported` finding — never a decode error.
#include "core/emu/decoder.h"
#include "core/emu/ptxparser.h"
#include "emutest.h"

#include <QTest>

#include <functional>

using namespace emutest;

namespace {

constexpr std::array<std::uint32_t, 3> kGrid {3, 2, 1};
constexpr std::array<std::uint32_t, 3> kBlock {40, 2, 1}; ///< 80 threads: warps of 32, 32 and 16
constexpr std::uint32_t kDynamicShared = 64;
constexpr std::uint32_t kThreads = 3 * 2 * 80;

/// Where a thread is in the launch, for the expected values.
struct Where {
    std::array<std::uint32_t, 3> ctaid;
    std::array<std::uint32_t, 3> tid;
    std::uint32_t linearCta;
    std::uint32_t warp;
    std::uint32_t lane;
};

using Expect = std::function<std::uint64_t(const Where&)>;

/// A kernel that stores `read` (a mov of the register under test into %rd7) per thread at out[global id].
std::string sregKernel(const std::string& read)
{
    return R"(.version 9.0
.target sm_90
.address_size 64
.visible .entry sreg(.param .u64 out)
{
    .reg .b32 %r<10>;
    .reg .b64 %rd<10>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.y;
    mad.lo.u32 %r1, %r3, %r2, %r1;
    mov.u32 %r4, %ctaid.x;
    mov.u32 %r5, %nctaid.x;
    mov.u32 %r6, %ctaid.y;
    mad.lo.u32 %r4, %r6, %r5, %r4;
    mov.u32 %r5, %ntid.y;
    mul.lo.u32 %r2, %r2, %r5;
    mad.lo.u32 %r1, %r4, %r2, %r1;
    mul.wide.u32 %rd2, %r1, 8;
    add.s64 %rd1, %rd1, %rd2;
    )" + read
        + R"(
    st.global.u64 [%rd1], %rd7;
    ret;
}
)";
}

std::string read32(const std::string& reg)
{
    return "mov.u32 %r9, " + reg + ";\n    cvt.u64.u32 %rd7, %r9;";
}

std::string read64(const std::string& reg)
{
    return "mov.u64 %rd7, " + reg + ";";
}

} // namespace

Q_DECLARE_METATYPE(Expect)

class TestEmuSpecials : public QObject {
    Q_OBJECT
private slots:
    void specialRegister_data()
    {
        QTest::addColumn<QString>("read");
        QTest::addColumn<Expect>("expect");
        auto row = [](const std::string& name, const std::string& read, Expect e) {
            QTest::newRow(name.c_str()) << QString::fromStdString(read) << e;
        };
        const char* axes[] = {"x", "y", "z"};
        for (int a = 0; a < 3; ++a) {
            const std::string x = axes[a];
            row("%tid." + x, read32("%tid." + x), [a](const Where& w) { return w.tid[a]; });
            row("%ntid." + x, read32("%ntid." + x), [a](const Where&) { return kBlock[a]; });
            row("%ctaid." + x, read32("%ctaid." + x), [a](const Where& w) { return w.ctaid[a]; });
            row("%nctaid." + x, read32("%nctaid." + x), [a](const Where&) { return kGrid[a]; });
            // a launch without clusters runs one CTA per cluster, as the driver does
            row("%clusterid." + x, read32("%clusterid." + x), [a](const Where& w) { return w.ctaid[a]; });
            row("%nclusterid." + x, read32("%nclusterid." + x), [a](const Where&) { return kGrid[a]; });
            row("%cluster_ctaid." + x, read32("%cluster_ctaid." + x), [](const Where&) { return 0u; });
            row("%cluster_nctaid." + x, read32("%cluster_nctaid." + x), [](const Where&) { return 1u; });
        }
        row("%cluster_ctarank", read32("%cluster_ctarank"), [](const Where&) { return 0u; });
        row("%cluster_nctarank", read32("%cluster_nctarank"), [](const Where&) { return 1u; });
        row("%is_explicit_cluster", read32("%is_explicit_cluster"), [](const Where&) { return 0u; });
        row("%laneid", read32("%laneid"), [](const Where& w) { return w.lane; });
        row("%warpid", read32("%warpid"), [](const Where& w) { return w.warp; });
        row("%nwarpid", read32("%nwarpid"), [](const Where&) { return 3u; });
        row("%smid", read32("%smid"), [](const Where& w) { return w.linearCta % 132u; });
        row("%nsmid", read32("%nsmid"), [](const Where&) { return 132u; });
        row("%gridid", read32("%gridid"), [](const Where&) { return 1u; });
        row("%lanemask_eq", read32("%lanemask_eq"), [](const Where& w) { return 1u << w.lane; });
        row("%lanemask_le", read32("%lanemask_le"),
            [](const Where& w) { return static_cast<std::uint32_t>((2ull << w.lane) - 1); });
        row("%lanemask_lt", read32("%lanemask_lt"), [](const Where& w) { return (1u << w.lane) - 1; });
        row("%lanemask_ge", read32("%lanemask_ge"), [](const Where& w) { return ~((1u << w.lane) - 1); });
        row("%lanemask_gt", read32("%lanemask_gt"),
            [](const Where& w) { return static_cast<std::uint32_t>(~((2ull << w.lane) - 1)); });
        row("WARP_SZ", read32("WARP_SZ"), [](const Where&) { return 32u; });
        row("WARP_SZ in arithmetic", "add.u32 %r9, %laneid, WARP_SZ;\n    cvt.u64.u32 %rd7, %r9;",
            [](const Where& w) { return 32u + w.lane; });
        row("%dynamic_smem_size", read32("%dynamic_smem_size"), [](const Where&) { return kDynamicShared; });
        row("%total_smem_size", read32("%total_smem_size"), [](const Where&) { return kDynamicShared; });
        row("%aggr_smem_size", read32("%aggr_smem_size"), [](const Where&) { return kDynamicShared; });
        for (int i = 0; i < 32; ++i)
            row("%envreg" + std::to_string(i), read32("%envreg" + std::to_string(i)), [](const Where&) { return 0u; });
        // the reserved region (1 KiB) sits after the kernel's 64 bytes of shared memory
        row("%reserved_smem_offset_begin", read32("%reserved_smem_offset_begin"), [](const Where&) { return 64u; });
        row("%reserved_smem_offset_end", read32("%reserved_smem_offset_end"), [](const Where&) { return 64u + 1024u; });
        row("%reserved_smem_offset_cap", read32("%reserved_smem_offset_cap"), [](const Where&) { return 1024u; });
        row("%reserved_smem_offset_0", read32("%reserved_smem_offset_0"), [](const Where&) { return 64u; });
        row("%reserved_smem_offset_1", read32("%reserved_smem_offset_1"), [](const Where&) { return 64u + 512u; });
        row("%aggr_smem_size with the reserved region",
            read32("%reserved_smem_offset_cap") + "\n    " + read32("%aggr_smem_size"),
            [](const Where&) { return 64u + 1024u; });
        for (int i = 0; i < 8; ++i) {
            row("%pm" + std::to_string(i), read32("%pm" + std::to_string(i)), [](const Where&) { return 0u; });
            row("%pm" + std::to_string(i) + "_64", read64("%pm" + std::to_string(i) + "_64"),
                [](const Where&) { return 0u; });
        }
        row("%current_graph_exec", read64("%current_graph_exec"), [](const Where&) { return 0u; });
        // the clocks advance with the warp's instructions; %clock_hi is 0 for a short kernel
        row("%clock_hi", read32("%clock_hi"), [](const Where&) { return 0u; });
    }

    void specialRegister()
    {
        QFETCH(QString, read);
        QFETCH(Expect, expect);
        Launch l;
        l.ptx = sregKernel(read.toStdString());
        l.entry = "sreg";
        l.grid = kGrid;
        l.block = kBlock;
        l.dynamicShared = kDynamicShared;
        l.buffers.push_back(Tensor::zeros(DType::U64, {kThreads}));
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto out = valuesOf<std::uint64_t>(l.buffers[0]);
        for (std::uint32_t cta = 0; cta < 6; ++cta)
            for (std::uint32_t t = 0; t < 80; ++t) {
                Where w;
                w.ctaid = {cta % 3, cta / 3, 0};
                w.tid = {t % 40, t / 40, 0};
                w.linearCta = cta;
                w.warp = t / 32;
                w.lane = t % 32;
                const std::uint64_t got = out[cta * 80 + t];
                if (got != expect(w))
                    QFAIL(qPrintable(
                        QString("block %1 thread %2: got %3, expected %4").arg(cta).arg(t).arg(got).arg(expect(w))));
            }
    }

    void clocksAdvance()
    {
        Launch l;
        l.ptx = sregKernel("mov.u64 %rd8, %clock64;\n    mov.u64 %rd9, %globaltimer;\n    mov.u64 %rd7, %clock64;\n"
                           "    sub.s64 %rd7, %rd7, %rd8;");
        l.entry = "sreg";
        l.grid = kGrid;
        l.block = kBlock;
        l.buffers.push_back(Tensor::zeros(DType::U64, {kThreads}));
        l.args = {bufferArg(0)};
        auto r = l.run();
        QVERIFY(r.ok());
        QVERIFY(r->findings.empty());
        for (const auto v : valuesOf<std::uint64_t>(l.buffers[0]))
            QVERIFY(v > 0 && v < 1000); // two reads a few instructions apart
    }

    void unknownRegisterIsStillMalformed()
    {
        // a name the ISA does not define stays a decode error that names it
        auto m = ptx::parsePtx(sregKernel(read32("%envreg32")));
        QVERIFY(m.ok());
        auto p = emu::decodeKernel(*m, "sreg");
        QVERIFY(!p);
        QVERIFY(p.error().message.find("%envreg32") != std::string::npos);
        QVERIFY(p.error().message.find("malformed") != std::string::npos);
    }

    void opcodeWalk_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QString>("allowed");
        std::istringstream lines(fixture("fixtures/ptx9_opcodes.txt"));
        int rows = 0;
        for (std::string line; std::getline(lines, line);) {
            if (line.empty() || line[0] == '#')
                continue;
            // fields are separated by " | " (a bare '|' is PTX's d|p destination)
            const auto bar = line.find(" | ");
            const auto bar2 = line.find(" | ", bar + 3);
            const std::string name = line.substr(0, bar);
            const std::string ins
                = line.substr(bar + 3, bar2 == std::string::npos ? std::string::npos : bar2 - bar - 3);
            const std::string allowed = bar2 == std::string::npos ? std::string() : line.substr(bar2 + 3);
            QTest::newRow(name.c_str()) << QString::fromStdString(ins) << QString::fromStdString(allowed);
            ++rows;
        }
        QVERIFY(rows > 150);
    }

    void opcodeWalk()
    {
        QFETCH(QString, instruction);
        QFETCH(QString, allowed);
        const std::string ptx
            = replaceAll(fixture("fixtures/opcodewalk.ptx"), "INSTRUCTION", instruction.toStdString());
        for (const std::uint32_t reach : {0u, 1u}) {
            Launch l;
            l.ptx = ptx;
            l.entry = "walk";
            l.buffers.push_back(Tensor::zeros(DType::U8, {4096}));
            l.args = {bufferArg(0), scalarArg<std::uint32_t>(reach)};
            auto r = l.run();
            QVERIFY2(r.ok(), r ? "" : r.error().describe().c_str());
            if (reach == 0) {
                QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
                QVERIFY(r->completed);
                continue;
            }
            for (const Finding& f : r->findings) {
                const bool ok = (f.kind == Finding::Kind::Unsupported
                                    && f.message.find("unsupported by the emulator") != std::string::npos
                                    && f.message.find("malformed") == std::string::npos && f.ptxLine > 0)
                    || allowed.toStdString() == findingKindName(f.kind);
                QVERIFY2(ok, f.message.c_str());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestEmuSpecials)
#include "tst_emuspecials.moc"
