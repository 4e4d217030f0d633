// A result bundle with implementations/ (what run --out and the GUI's worker write) gets a report
// section: the table with one column per implementation, the differences and the |A - B| heatmap of
// the pair that differs.
#include "core/compare/tolerance.h"
#include "core/pipeline/impljson.h"
#include "core/report/report.h"
#include "core/report/reportload.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <filesystem>

using namespace warpscope::core;
namespace fs = std::filesystem;

namespace {

Tensor f32(std::vector<float> v)
{
    Tensor t = Tensor::zeros(DType::F32, {2, std::int64_t(v.size() / 2)});
    std::memcpy(t.bytes.data(), v.data(), v.size() * sizeof(float));
    return t;
}

ImplementationRun run(const std::string& name, const std::string& language)
{
    ImplementationRun r;
    r.name = name;
    r.language = language;
    r.arch = "sm_90";
    r.ran = true;
    r.run.passed = true;
    r.run.schema = kRunSchema;
    r.resources = KernelResources {};
    r.resources->registers = language == "cuda" ? 31 : 27;
    return r;
}

/// cuda against zero_mask: every element of the second row differs.
ImplementationsResult canned()
{
    ImplementationsResult r;
    r.runs = {run("cuda", "cuda"), run("zero_mask", "triton")};
    // zero_mask as a two-step pipeline: the table shows its most demanding step's figures
    r.runs[1].launches = 2;
    for (int regs : {27, 45}) {
        StepResources step;
        step.step = "step " + std::to_string(regs);
        step.resources = KernelResources {};
        step.resources->registers = regs;
        step.resources->sharedStatic = regs * 16;
        r.runs[1].steps.push_back(step);
    }
    const Tensor a = f32({1, 2, 3, 4, 5, 6});
    const Tensor b = f32({1, 2, 3, 3.5f, 4.5f, 5.5f});
    const Tolerance tol = defaultTolerance(DType::F32);
    ImplementationDiff d = diffOutputs(a, b, tol, true);
    d.a = "cuda";
    d.b = "zero_mask";
    d.output = "y";
    d.seed = 42;
    r.differences.push_back(d);
    ImplementationPair p {"cuda", "zero_mask", {}};
    p.asRun.schema = kRunSchema;
    SeedResult seed;
    seed.seed = 42;
    OutputResult out;
    out.stats = *compareOutput(a, b, tol, {}, &out.maps);
    out.stats.name = "y";
    out.output = a;
    out.reference = b;
    out.tensorsKept = true;
    seed.outputs.push_back(out);
    p.asRun.seeds.push_back(seed);
    r.pairs.push_back(p);
    return r;
}

} // namespace

class TestReportImplementations : public QObject {
    Q_OBJECT

private slots:
    void sectionWithTableDifferencesAndHeatmap()
    {
        QTemporaryDir dir;
        const fs::path review = fs::path(dir.path().toStdString()) / "copy.wsreview";
        fs::copy(
            WARPSCOPE_SOURCE_DIR "/tests/core/report/fixtures/sample.wsreview", review, fs::copy_options::recursive);
        const ImplementationsResult r = canned();
        auto st = writeImplementationsBundle(r, review / "results/r1/implementations");
        QVERIFY2(st.ok(), st.ok() ? "" : st.error().describe().c_str());
        // the bundle reads back: the document and the pair run with its maps
        auto back = readImplementationsBundle(review / "results/r1/implementations");
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->runs.size(), std::size_t(2));
        QCOMPARE(back->differences.at(0).status, DiffStatus::Differs);
        QCOMPARE(back->differences.at(0).firstIndexNd, (std::vector<std::int64_t> {1, 0}));
        QCOMPARE(back->pairs.size(), std::size_t(1));
        QVERIFY(back->pairs[0].asRun.seeds.at(0).outputs.at(0).tensorsKept);

        auto data = loadReportData(review);
        QVERIFY2(data.ok(), data.ok() ? "" : data.error().describe().c_str());
        QVERIFY(data->runs.at(0).implementations.has_value());
        const RenderedReport md = renderMarkdownReport(*data, "files");
        const QString text = QString::fromStdString(md.bytes);
        QVERIFY2(text.contains(QStringLiteral("Implementations side by side")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("zero\\_mask")));
        QVERIFY(text.contains(QStringLiteral("differs")));
        const ReportImplementations& im = *data->runs.at(0).implementations;
        QCOMPARE(im.differences.at(0).back(), std::string("[1, 0]: 4 vs 3.5"));
        QCOMPARE(im.header.at(2), std::string("zero_mask"));
        bool registers = false;
        for (const auto& row : im.rows)
            if (row.size() == 3 && row[1] == "31" && row[2] == "45 (max)")
                registers = true;
        QVERIFY(registers);
        bool shared = false;
        for (const auto& row : im.rows)
            shared = shared || (row.size() == 3 && row[2] == "720 B (max)");
        QVERIFY(shared);
        QVERIFY(text.contains(QStringLiteral("[1, 0\\]: 4 vs 3.5"))); // Markdown escapes the brackets
        QVERIFY(text.contains(QStringLiteral("A - B\\| per element")));
        bool heatmap = false;
        for (const auto& [name, bytes] : md.assets)
            heatmap = heatmap
                || (QString::fromStdString(name).contains(QStringLiteral("implementations-"))
                    && bytes.rfind("\x89PNG", 0) == 0);
        QVERIFY(heatmap);
    }

    void bundleWithoutImplementationsHasNoSection()
    {
        auto data = loadReportData(WARPSCOPE_SOURCE_DIR "/tests/core/report/fixtures/sample.wsreview");
        QVERIFY(data.ok());
        QVERIFY(!data->runs.at(0).implementations.has_value());
    }
};

QTEST_GUILESS_MAIN(TestReportImplementations)
#include "tst_reportimplementations.moc"
