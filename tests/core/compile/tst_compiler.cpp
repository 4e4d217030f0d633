#include "compiletesthelpers.h"

#include "core/compile/compilejson.h"
#include "core/compile/compileoptions.h"
#include "core/compile/nvdisasm.h"
#include "core/compile/tritoncompile.h"
#include "core/task/taskloader.h"

#include <QTest>

#include <random>

using namespace warpscope::core;
using namespace compiletest;

namespace {

const char* kSecret = "SECRET_CANARY_7f3a91";

CompileRequest requestFor(const std::string& source, const std::string& entry = {})
{
    CompileRequest r;
    r.source = source;
    r.entry = entry;
    if (!entry.empty())
        r.nameExpressions = {entry};
    r.useCache = false;
    return r;
}

/// Everything a compile result shows, as one text: a secret must appear nowhere in it.
std::string everythingShown(const CompileResult& r)
{
    std::string all = r.log + r.ptx + r.sass + r.sassError + compileResultToJson(r, {true}).dump();
    for (const auto& d : r.diagnostics)
        all += d.file + d.message + d.hint;
    return all;
}

} // namespace

class TestCompiler : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_cache = std::make_unique<PrivateCache>();
        auto probe = compileCuda(requestFor("extern \"C\" __global__ void k() {}"));
        if (!probe)
            QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(probe.error().describe())));
    }
    void cleanupTestCase() { m_cache.reset(); }

    void spillingKernel()
    {
        auto r = requestFor(readAll(fixture("resources/spill.cu")), "spill");
        r.options = {"-maxrregcount=24"};
        auto result = compileCuda(r);
        QVERIFY(result.ok() && result->ok);
        const KernelResources* k = result->entryResources();
        QVERIFY(k);
        QCOMPARE(k->kernel, std::string("spill"));
        QCOMPARE(k->registers, 24);
        QVERIFY2(k->local >= 256, qPrintable(QString::number(k->local)));
        QVERIFY(k->spillStores > 0);
        QVERIFY(k->spillLoads > 0);
        QVERIFY(k->constant > 0);
    }

    void staticSharedKernel()
    {
        auto result = compileCuda(requestFor(readAll(fixture("resources/shared.cu")), "tile"));
        QVERIFY(result.ok() && result->ok);
        const KernelResources* k = result->entryResources();
        QVERIFY(k);
        QCOMPARE(k->sharedStatic, 32 * 33 * 4);
        QCOMPARE(k->barriers, 1);
        QCOMPARE(k->spillStores, 0);
        QCOMPARE(k->local, 0);
        QVERIFY(k->registers > 0);
        // Kernel parameters start at 0x210 in bank 0 on sm_90; two pointers end at 0x220.
        QVERIFY2(k->constant >= 0x220, qPrintable(QString::number(k->constant)));
    }

    void nvJitLinkBackendAgrees()
    {
        auto r = requestFor(readAll(fixture("resources/shared.cu")), "tile");
        r.options = {"-lineinfo"};
        auto viaNvrtc = compileCuda(r);
        r.cubinBackend = CubinBackend::NvJitLink;
        auto viaJitLink = compileCuda(r);
        if (!viaJitLink)
            QSKIP(qPrintable(QString::fromStdString(viaJitLink.error().describe())));
        QVERIFY(viaNvrtc->ok && viaJitLink->ok);
        QVERIFY(!viaJitLink->cubin.empty());
        const auto* a = viaNvrtc->entryResources();
        const auto* b = viaJitLink->entryResources();
        // The register count may differ: nvJitLink's ptxas is not NVRTC's built-in one.
        QVERIFY(a->registers > 0 && b->registers > 0);
        QCOMPARE(a->sharedStatic, b->sharedStatic);
        QCOMPARE(a->barriers, b->barriers);
        QCOMPARE(a->constant, b->constant);
        QCOMPARE(viaNvrtc->ptx, viaJitLink->ptx);
    }

    void sassWithNvdisasm()
    {
        if (locateNvdisasm().path.empty())
            QSKIP("nvdisasm is not installed");
        auto r = requestFor(readAll(sourcePath("kernels/vector_add/vector_add.cu")), "vector_add");
        r.sourceName = "vector_add.cu";
        r.options = {"-lineinfo"};
        auto result = compileCuda(r);
        QVERIFY(result.ok() && result->ok);
        QVERIFY2(result->sassError.empty(), result->sassError.c_str());
        QVERIFY(result->sass.find("EXIT") != std::string::npos);
        QVERIFY(result->sass.find("LDG") != std::string::npos);
        QVERIFY(result->sass.find("vector_add.cu:6") != std::string::npos);
        QVERIFY(!result->nvdisasmVersion.empty());
        QVERIFY(!result->ptxSassMap.empty());
        const bool anySass = std::any_of(
            result->lineMap.begin(), result->lineMap.end(), [](const auto& e) { return !e.sassLines.empty(); });
        QVERIFY(anySass);
    }

    void sassAsALaterStage()
    {
        if (locateNvdisasm().path.empty())
            QSKIP("nvdisasm is not installed");
        auto r = requestFor(readAll(fixture("resources/shared.cu")), "tile");
        r.options = {"-lineinfo"};
        auto whole = compileCuda(r);
        r.wantSass = false;
        auto staged = compileCuda(r);
        QVERIFY(whole.ok() && staged.ok() && staged->ok);
        QVERIFY(staged->sass.empty() && staged->sassError.empty());
        QVERIFY(!staged->lineMap.empty()); // the PTX half is there already
        completeSass(*staged);
        QVERIFY2(staged->sassError.empty(), staged->sassError.c_str());
        QCOMPARE(staged->sass, whole->sass);
        QCOMPARE(staged->ptxSassMap.size(), whole->ptxSassMap.size());
        QCOMPARE(staged->lineMap.size(), whole->lineMap.size());
        for (std::size_t i = 0; i < whole->lineMap.size(); ++i)
            QCOMPARE(staged->lineMap[i].sassLines, whole->lineMap[i].sassLines);
    }

    void sassMissingGivesTheHint()
    {
        qputenv("WARPSCOPE_NVDISASM", "/nonexistent/nvdisasm");
        auto result = compileCuda(requestFor("extern \"C\" __global__ void k(int* a) { a[0] = 1; }", "k"));
        qunsetenv("WARPSCOPE_NVDISASM");
        QVERIFY(result.ok() && result->ok);
        QVERIFY(result->sass.empty());
        QVERIFY(!result->cubin.empty());
        QVERIFY2(result->sassError.find(nvdisasmMissingHint()) != std::string::npos, result->sassError.c_str());
        QVERIFY(result->sassError.find("WARPSCOPE_NVDISASM=/nonexistent/nvdisasm") != std::string::npos);
    }

    void templateEntryIsLowered()
    {
        auto result = compileCuda(requestFor(readAll(fixture("diagnostics/template_no_instance.cu")), "scale<float>"));
        QVERIFY(result.ok() && result->ok);
        QCOMPARE(result->loweredNames.at("scale<float>"), std::string("_Z5scaleIfEvPT_S0_i"));
        QCOMPARE(result->entryLowered, std::string("_Z5scaleIfEvPT_S0_i"));
        QCOMPARE(result->entryResources()->kernel, result->entryLowered);
    }

    void occupancyFromTheLaunch()
    {
        auto r = requestFor(readAll(fixture("resources/shared.cu")), "tile");
        r.blockSize = 1024;
        auto result = compileCuda(r);
        QVERIFY(result.ok() && result->occupancy);
        QCOMPARE(result->occupancy->usage.blockSize, 1024);
        QCOMPARE(result->occupancy->usage.sharedStatic, 4224);
        QCOMPARE(result->occupancy->maxWarpsPerSm, 64);
        QCOMPARE(result->occupancy->activeWarpsPerSm, 64);
    }

    // The canary: a header outside the task folder must not reach the compile, and its content must not leak
    // into the log, the diagnostics, the JSON or the SASS, however the #include is spelt.
    void includeCanary_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("parent folder") << "#include \"../secret.h\"\n";
        QTest::newRow("absolute path") << "#include \"@OUTSIDE@/secret.h\"\n";
        QTest::newRow("angle brackets") << "#include <../secret.h>\n";
        QTest::newRow("deeper climb") << "#include \"sub/../../secret.h\"\n";
        QTest::newRow("symbolic link") << "#include \"link.h\"\n";
        QTest::newRow("computed include") << "#define H \"../secret.h\"\n#include H\n";
        QTest::newRow("digraph") << "%:include \"../secret.h\"\n";
        QTest::newRow("line continuation") << "#inc\\\nlude \"../secret.h\"\n";
        QTest::newRow("comment inside") << "#/* x */include \"../secret.h\"\n";
        QTest::newRow("inside #if 0") << "#if 0\n#include \"../secret.h\"\n#endif\n";
        QTest::newRow("working folder") << "#include \"cwd_secret.h\"\n";
        QTest::newRow("via a task header") << "#include \"inner.h\"\n";
    }
    void includeCanary()
    {
        QFETCH(QString, source);
        QTemporaryDir outside;
        QDir(outside.path()).mkpath("task/sub");
        const QString task = outside.filePath("task");
        const std::string secretText = std::string("int ") + kSecret + " = ;\n";
        writeAll(outside.filePath("secret.h"), secretText);
        writeAll(outside.filePath("cwd_secret.h"), secretText);
        writeAll(task + "/inner.h", "#include \"../secret.h\"\n");
        QFile::link(outside.filePath("secret.h"), task + "/link.h");
        source.replace("@OUTSIDE@", outside.path());
        CompileRequest r
            = requestFor(source.toStdString() + "extern \"C\" __global__ void k(int* a) { a[0] = 1; }\n", "k");
        r.includeDir = task.toStdString();
        const QString cwd = QDir::currentPath();
        QDir::setCurrent(outside.path()); // NVRTC must not look in the working folder either
        auto result = compileCuda(r);
        QDir::setCurrent(cwd);
        QVERIFY(result.ok());
        QVERIFY(!result->ok);
        QVERIFY(!result->diagnostics.empty());
        QVERIFY2(everythingShown(*result).find(kSecret) == std::string::npos, everythingShown(*result).c_str());
    }

    void headerInsideTheTaskIsFine()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath("include");
        writeAll(dir.filePath("include/params.h"), "#define SCALE 3\n");
        writeAll(dir.filePath("common.h"), "#include \"include/params.h\"\n");
        auto r = requestFor("#include \"common.h\"\n#include <cuda_fp16.h>\n#include <cuda/std/cstdint>\n"
                            "extern \"C\" __global__ void k(int* a) { a[0] = SCALE; }\n",
            "k");
        r.includeDir = dir.path().toStdString();
        auto result = compileCuda(r);
        QVERIFY(result.ok());
        QVERIFY2(result->ok, result->log.c_str());
    }

    // Bad input never crashes the compiler: it ends in a result with diagnostics (or compiles).
    void robustness_data()
    {
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<bool>("compiles");
        QTest::newRow("empty") << QByteArray() << true;
        QTest::newRow("whitespace") << QByteArray(" \n\t\n") << true;
        QByteArray garbage(4096, '\0');
        std::mt19937 rng(7);
        for (auto& c : garbage)
            c = static_cast<char>(rng());
        QTest::newRow("binary garbage") << garbage << false;
        QByteArray printable(4096, 'x');
        for (auto& c : printable)
            c = static_cast<char>(33 + rng() % 90);
        QTest::newRow("printable garbage") << printable << false;
        QTest::newRow("huge") << QByteArray(17 << 20, ' ') << false;
        QTest::newRow("large comment") << QByteArray("/*") + QByteArray(2 << 20, 'c') + QByteArray("*/") << true;
        QTest::newRow("unterminated comment") << QByteArray("/* never closed") << false;
        QTest::newRow("unterminated string") << QByteArray("const char* s = \"abc") << false;
        QTest::newRow("deep nesting") << QByteArray(5000, '(') << false;
    }
    void robustness()
    {
        QFETCH(QByteArray, source);
        QFETCH(bool, compiles);
        auto result = compileCuda(requestFor(source.toStdString()));
        QVERIFY(result.ok());
        QCOMPARE(result->ok, compiles);
        if (!compiles)
            QVERIFY(!result->diagnostics.empty());
    }

    void missingEntry()
    {
        auto result = compileCuda(requestFor("extern \"C\" __global__ void k() {}", "nope"));
        QVERIFY(result.ok());
        QVERIFY(!result->ok);
        QVERIFY(QString::fromStdString(result->diagnostics.at(0).hint).contains("kernels found in the PTX: k"));
        // A device function is not a kernel, even though its name resolves.
        auto device = compileCuda(requestFor("__device__ int helper() { return 1; }\n"
                                             "extern \"C\" __global__ void k(int* a) { a[0] = helper(); }",
            "helper"));
        QVERIFY(device.ok());
        QVERIFY(!device->ok);
    }

    void sourceNameCannotClimb()
    {
        auto r = requestFor("extern \"C\" __global__ void k() {}", "k");
        r.sourceName = "../../etc/kernel.cu";
        auto result = compileCuda(r);
        QVERIFY(result.ok() && result->ok);
        QCOMPARE(result->sourceName, std::string("kernel.cu"));
    }

    void everyExampleKernelCompiles()
    {
        const QDir kernels(sourcePath("kernels"));
        for (const QString& d : kernels.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            auto task = loadTask(kernels.filePath(d).toStdString());
            QVERIFY2(task.ok(), qPrintable(d));
            if (task->kernel.language == KernelLanguage::Triton && !findTritonPython()) {
                qInfo("%s: skipped, a Triton task and Triton cannot be imported", qPrintable(d));
                continue;
            }
            auto request = compileRequestForTask(*task, {});
            QVERIFY2(request.ok(), qPrintable(d + ": " + errorText(request)));
            request->wantSass = false;
            auto result = compileKernel(*request); // CUDA C++, PTX or Triton, by the task's language
            QVERIFY2(result.ok(), qPrintable(d + ": " + errorText(result)));
            QVERIFY2(result->ok, qPrintable(d + ": " + QString::fromStdString(result->log)));
            QVERIFY2(result->entryResources() != nullptr, qPrintable(d));
        }
    }

private:
    std::unique_ptr<PrivateCache> m_cache;
};

QTEST_GUILESS_MAIN(TestCompiler)
#include "tst_compiler.moc"
