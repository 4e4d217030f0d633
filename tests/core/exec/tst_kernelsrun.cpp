// End to end on the PTX emulator: every task in kernels/ compiles and runs through the runner; the
// clean ones pass, and the four buggy ones fail the way their lessons say.
#include "core/compile/tritoncompile.h"
#include "core/pipeline/backendfactory.h"
#include "core/pipeline/impljson.h"
#include "core/pipeline/implrun.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <QDir>
#include <QTest>

#include <set>

using namespace warpscope::core;

namespace {

Task kernelTask(const QString& name)
{
    auto t = loadTask((QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/") + name).toStdString());
    if (!t)
        qFatal("%s", t.error().describe().c_str());
    return *t;
}

/// Tasks that are wrong on purpose; each has its own test below.
const std::set<QString> kBuggy
    = {"transpose_wrong_tile", "reduce_tail_bug", "softmax_no_max", "f16_accum", "softmax_triton_unfaithful"};

bool usesTriton(const Task& task)
{
    if (task.kernel.language == KernelLanguage::Triton)
        return true;
    for (const auto& impl : task.implementations)
        if (impl.kernel.language == KernelLanguage::Triton)
            return true;
    return false;
}

} // namespace

class TestKernelsRun : public QObject {
    Q_OBJECT
    std::unique_ptr<Backend> m_emu;

    Result<RunResult> run(const QString& name, ParamMap overrides = {}, int seeds = 1, ApproxMode approx = {})
    {
        RunOptions o;
        o.collectEnvironment = false;
        o.seedCount = seeds;
        o.overrides = std::move(overrides);
        o.approx = approx;
        return runTask(kernelTask(name), *m_emu, o);
    }

    Result<ImplementationsResult> runAll(const Task& task, ParamMap overrides = {})
    {
        RunOptions o;
        o.collectEnvironment = false;
        o.seedCount = std::min(task.seedCount, 2);
        o.overrides = std::move(overrides);
        o.keepTensors = true;
        std::vector<std::size_t> all(task.implementations.size());
        for (std::size_t i = 0; i < all.size(); ++i)
            all[i] = i;
        return runImplementations(task, *m_emu, o, all);
    }

    static const OutputStats& firstOutput(const RunResult& r) { return r.seeds.at(0).outputs.at(0).stats; }

private slots:
    void initTestCase()
    {
        auto b = createBackend("emu");
        if (!b)
            QSKIP(("no emulator in this build: " + b.error().message).c_str());
        m_emu = std::move(b->backend);
        auto probe = run("vector_add", {{"N", 4}});
        if (!probe && probe.error().code == ErrorCode::Toolchain)
            QSKIP(("NVRTC is not available: " + probe.error().message).c_str());
    }

    void everyTask_data()
    {
        QTest::addColumn<QString>("name");
        const QDir dir(WARPSCOPE_SOURCE_DIR "/kernels");
        for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (QFile::exists(dir.filePath(name + "/task.toml")))
                QTest::newRow(qPrintable(name)) << name;
    }
    void everyTask()
    {
        QFETCH(QString, name);
        const Task task = kernelTask(name);
        if (usesTriton(task))
            if (auto python = findTritonPython(); !python)
                QSKIP(("a Triton task, and Triton cannot be imported: " + python.error().message).c_str());
        if (!task.implementations.empty()) {
            // every implementation on the same seeds, each against the reference, each pair compared
            auto r = runAll(task);
            QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
            QVERIFY2(r->passed != (kBuggy.count(name) > 0), summarizeImplementations(*r).c_str());
            return;
        }
        auto r = run(name, {}, std::min(task.seedCount, 2));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        if (kBuggy.count(name)) {
            QVERIFY2(!r->passed, "a buggy task passed");
            return;
        }
        if (!task.expects.empty())
            return; // a teaching task about findings: the analysis tests check those
        QVERIFY2(r->passed, summarizeRun(*r).c_str());
    }

    void unfaithfulTritonSoftmaxDiffersOnShortRows()
    {
        const Task task = kernelTask("softmax_triton_unfaithful");
        if (auto python = findTritonPython(); !python)
            QSKIP(("Triton cannot be imported: " + python.error().message).c_str());
        // a row exactly BLOCK long has no masked lane: the translation agrees with the CUDA kernel
        auto full = runAll(task, {{"COLS", 1024}});
        QVERIFY2(full.ok(), full.ok() ? "" : full.error().describe().c_str());
        QVERIFY2(full->passed, summarizeImplementations(*full).c_str());
        QCOMPARE(full->differences.size(), std::size_t(1));
        QVERIFY(full->differences[0].status != DiffStatus::Differs);
        // shorter rows: every element too small, from the first one on, with no reference at all
        for (std::int64_t cols : {1000, 100}) {
            auto r = runAll(task, {{"COLS", cols}});
            QVERIFY(r.ok());
            QVERIFY(!r->passed);
            QVERIFY(!r->hasReference);
            const ImplementationDiff& d = r->differences.at(0);
            QCOMPARE(d.status, DiffStatus::Differs);
            QCOMPARE(d.differing, d.elements); // every element's bits
            QVERIFY(d.beyondTolerance > 0); // the tiny ones still pass by atol
            QCOMPARE(d.firstIndexNd, (std::vector<std::int64_t> {0, 0}));
            QVERIFY(d.firstA > d.firstB); // the zero-masked sum is too large, so its output too small
            const float* diff = reinterpret_cast<const float*>(d.difference.bytes.data());
            for (std::int64_t i = 0; i < d.elements; ++i)
                QVERIFY(diff[i] >= 0.0f); // systematic: the CUDA output is larger everywhere, not noise
        }
    }

    void vectorAddImplementationsAreBitIdentical()
    {
        const Task task = kernelTask("vector_add_cuda_triton");
        if (auto python = findTritonPython(); !python)
            QSKIP(("Triton cannot be imported: " + python.error().message).c_str());
        auto r = runAll(task, {{"N", 1025}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeImplementations(*r).c_str());
        QCOMPARE(r->runs.size(), std::size_t(3));
        QCOMPARE(r->runs[1].arch, std::string("sm_90a"));
        QCOMPARE(r->differences.size(), std::size_t(3 * 2)); // 3 pairs x 2 seeds
        for (const auto& d : r->differences)
            QCOMPARE(d.status, DiffStatus::BitIdentical);
        QCOMPARE(r->migrations.size(), std::size_t(1)); // the two CUDA builds
        QCOMPARE(r->migrations[0].what, std::string("sm_80 -> sm_90a"));
        QVERIFY(r->runs[0].resources.has_value());
        const std::string table = summarizeImplementations(*r);
        QVERIFY2(table.find("cuda@sm_80") != std::string::npos, table.c_str());
        QVERIFY2(table.find("bit-identical") != std::string::npos, table.c_str());
    }

    // tl.dot on the emulator's tensor cores: mma.sync + ldmatrix for sm_80, wgmma for sm_90a; both
    // builds give the same bits, and each reports its registers (the sm_80 cubin keeps them only in
    // its .text section's sh_info)
    void tritonMatmulRunsOnBothTensorCoreGenerations()
    {
        const Task task = kernelTask("triton_matmul");
        if (auto python = findTritonPython(); !python)
            QSKIP(("Triton cannot be imported: " + python.error().message).c_str());
        auto r = runAll(task);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeImplementations(*r).c_str());
        QCOMPARE(r->runs.size(), std::size_t(2));
        for (const auto& run : r->runs) {
            QVERIFY2(run.resources && run.resources->registers > 0, run.name.c_str());
            QVERIFY(run.occupancy && run.occupancy->occupancy < 1.0);
        }
        for (const auto& d : r->differences)
            QCOMPARE(d.status, DiffStatus::BitIdentical);
        const auto& sm80 = r->runs[0].compile.ptx;
        QVERIFY(sm80.find("mma.sync.aligned.m16n8k16") != std::string::npos);
        QVERIFY(sm80.find("ldmatrix") != std::string::npos);
        QVERIFY(r->runs[1].compile.ptx.find("wgmma.mma_async") != std::string::npos);
    }

    void fusedLayerNormIsBitIdenticalToThePipeline()
    {
        const Task task = kernelTask("layernorm_fused_vs_unfused");
        if (auto python = findTritonPython(); !python)
            QSKIP(("Triton cannot be imported: " + python.error().message).c_str());
        auto r = runAll(task, {{"COLS", 100}});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->passed, summarizeImplementations(*r).c_str());
        QCOMPARE(r->runs[1].launches, 3); // the unfused chain is a pipeline implementation
        QVERIFY(r->runs[1].run.pipeline);
        for (const auto& d : r->differences)
            if (d.a == "fused" && d.b == "three_kernels")
                QCOMPARE(d.status, DiffStatus::BitIdentical);
            else
                QVERIFY(d.status == DiffStatus::WithinTolerance || d.status == DiffStatus::BitIdentical);
    }

    void transposeWrongTileFailsInTiles()
    {
        auto r = run("transpose_wrong_tile");
        QVERIFY(r.ok());
        QVERIFY(!r->passed);
        const OutputResult& out = r->seeds[0].outputs[0];
        const std::int64_t n = 96, tile = 32;
        const float* category = reinterpret_cast<const float*>(out.maps.category.bytes.data());
        for (std::int64_t row = 0; row < n; ++row)
            for (std::int64_t col = 0; col < n; ++col) {
                const bool failed = isMismatch(ElementCategory(int(category[row * n + col])));
                QCOMPARE(failed, row / tile != col / tile); // diagonal tiles right, every other tile wrong
            }
        QCOMPARE(out.stats.mismatches, std::int64_t(6 * tile * tile));
        auto single = run("transpose_wrong_tile", {{"N", 32}});
        QVERIFY(single->passed); // one tile sits on the diagonal: the bug is invisible
    }

    void reduceTailBugFailsOnlyOffMultiples()
    {
        for (std::int64_t n : {256, 1024})
            QVERIFY2(run("reduce_tail_bug", {{"N", n}})->passed, qPrintable(QString::number(n)));
        for (std::int64_t n : {1000, 1025}) {
            auto r = run("reduce_tail_bug", {{"N", n}});
            QVERIFY2(!r->passed, qPrintable(QString::number(n)));
            QCOMPARE(firstOutput(*r).mismatches, std::int64_t(1));
        }
    }

    void softmaxNoMaxGivesNaN()
    {
        auto r = run("softmax_no_max");
        QVERIFY(r.ok());
        QVERIFY(!r->passed);
        const OutputStats& s = firstOutput(*r);
        QVERIFY2(s.nanMismatches + s.infMismatches > 0, summarizeRun(*r).c_str());
        QVERIFY(s.worst.front().category == ElementCategory::NaN || s.worst.front().category == ElementCategory::Inf);
    }

    void softmaxExpfFailsOnlyAtTheWorstCase()
    {
        // __expf is ex2.approx: correctly rounded (the default) it meets rtol 2.4e-7 on every seed;
        // pushed 2 ulp in a direction drawn per result it does not. A uniform push mostly cancels in the
        // division by the sum (the lesson explains why).
        auto plain = run("softmax_expf_worstcase", {}, 3);
        QVERIFY(plain.ok());
        QVERIFY2(plain->passed, summarizeRun(*plain).c_str());
        QCOMPARE(plain->record.approx, std::string("default"));
        auto worst = run("softmax_expf_worstcase", {}, 3, *parseApproxMode("worst:random"));
        QVERIFY(worst.ok());
        QVERIFY2(!worst->passed, summarizeRun(*worst).c_str());
        QCOMPARE(worst->record.approx, std::string("worst:random"));
        for (const auto& s : worst->seeds) {
            QVERIFY(!s.passed); // every seed's draw exposes it
            QVERIFY(s.outputs[0].stats.maxRelError > 2.4e-7);
            QVERIFY(s.outputs[0].stats.maxRelError < 1e-6); // and the documented slack covers it
        }
        QVERIFY(summarizeRun(*worst).find("documented worst case (worst:random)") != std::string::npos);
        auto again = run("softmax_expf_worstcase", {}, 3, *parseApproxMode("worst:random"));
        QCOMPARE(firstOutput(*again).maxRelError, firstOutput(*worst).maxRelError); // deterministic per seed
        for (const char* uniform : {"worst:up", "worst:down"}) {
            // every exponential too large (or too small) by about the same factor: the sum divides most
            // of it out, so the error stays below the scattered push's on every seed
            auto r = run("softmax_expf_worstcase", {}, 3, *parseApproxMode(uniform));
            QVERIFY(r.ok());
            for (std::size_t i = 0; i < r->seeds.size(); ++i)
                QVERIFY2(r->seeds[i].outputs[0].stats.maxRelError < worst->seeds[i].outputs[0].stats.maxRelError,
                    summarizeRun(*r).c_str());
        }
    }

    void f16AccumExceedsTolerance()
    {
        auto r = run("f16_accum");
        QVERIFY(r.ok());
        QVERIFY(!r->passed);
        const OutputStats& s = firstOutput(*r);
        QCOMPARE(s.nanMismatches + s.infMismatches + s.unwritten, std::int64_t(0)); // finite, just inaccurate
        QVERIFY(s.maxRelError > 1e-3);
        QVERIFY(s.maxUlp > 4);
        QVERIFY(run("f16_accum", {{"COLS", 2}})->passed); // one rounding: exactly the reference rounded
    }
};

QTEST_GUILESS_MAIN(TestKernelsRun)
#include "tst_kernelsrun.moc"
