// PTX as a kernel source: no NVRTC; nvJitLink assembles it, the line maps join to the PTX itself or to
// the source its .file/.loc name when the task folder holds it, and errors land on the PTX line.
#include "compiletesthelpers.h"

#include "core/compile/compileoptions.h"
#include "core/compile/nvdisasm.h"
#include "core/compile/sass.h"
#include "core/pipeline/backendfactory.h"
#include "core/pipeline/runner.h"
#include "core/task/taskloader.h"

#include <QTest>

using namespace warpscope::core;
using namespace compiletest;

namespace {

CompileRequest ptxRequest(const std::string& ptx, const std::string& entry, const QString& dir = {})
{
    CompileRequest r;
    r.language = "ptx";
    r.source = ptx;
    r.sourceName = "k.ptx";
    r.entry = entry;
    r.includeDir = dir.toStdString();
    r.useCache = false;
    return r;
}

/// A small kernel whose body is `line` (1-based line 9 of the text) between a header and ret.
std::string kernelWith(const std::string& body, const std::string& debug = {})
{
    return ".version 8.0\n.target sm_80\n.address_size 64\n" + debug
        + ".visible .entry k(\n\t.param .u64 k_p\n)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n" + body
        + "\tret;\n}\n";
}

const LineMapEntry* entryFor(const CompileResult& r, int sourceLine)
{
    for (const auto& e : r.lineMap)
        if (e.sourceLine == sourceLine)
            return &e;
    return nullptr;
}

} // namespace

class TestPtxCompile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_cache = std::make_unique<PrivateCache>();
        auto probe = compilePtx(ptxRequest(kernelWith(""), "k"));
        if (!probe)
            QSKIP(qPrintable("nvJitLink is not available: " + QString::fromStdString(probe.error().describe())));
    }
    void cleanupTestCase() { m_cache.reset(); }

    void handWrittenExampleIsItsOwnSource()
    {
        auto task = loadTask(sourcePath("kernels/ptx_saxpy").toStdString());
        QVERIFY2(task.ok(), qPrintable(errorText(task)));
        QCOMPARE(task->kernel.language, KernelLanguage::Ptx);
        CompileOptions o;
        o.useCache = false;
        auto req = compileRequestForTask(*task, o);
        QVERIFY(req.ok());
        QCOMPARE(req->language, std::string("ptx"));
        auto r = compileKernel(*req);
        QVERIFY2(r.ok() && r->ok, qPrintable(errorText(r)));
        QCOMPARE(r->language, std::string("ptx"));
        QCOMPARE(r->sourceName, std::string("saxpy.ptx"));
        QCOMPARE(r->entryLowered, std::string("saxpy_ptx"));
        QVERIFY(!r->cubin.empty());
        const KernelResources* res = r->entryResources();
        QVERIFY(res && res->registers > 0);
        // the fma line of the file maps to itself in the PTX
        const std::string text = readAll(sourcePath("kernels/ptx_saxpy/saxpy.ptx"));
        const int fmaLine = int(std::count(text.begin(), text.begin() + long(text.find("fma.rn.f32")), '\n')) + 1;
        const LineMapEntry* e = entryFor(*r, fmaLine);
        QVERIFY2(e, qPrintable(QString::number(fmaLine)));
        QCOMPARE(e->ptxLines, std::vector<int> {fmaLine});
        if (nvdisasmIdentity().empty())
            QSKIP("nvdisasm is not installed: no SASS to link");
        QVERIFY2(r->sassError.empty(), r->sassError.c_str());
        QVERIFY2(!e->sassLines.empty(), "the fma line has no SASS line");
        QVERIFY(r->sass.find("FFMA") != std::string::npos);
    }

    void linksToTheSourceInTheTaskFolder()
    {
        QTemporaryDir dir;
        writeAll(dir.filePath("orig.cu"), "// line 1\n// line 2\n// line 3\n");
        // the PTX was made elsewhere: its .file names another folder, the file of that name is here
        const std::string ptx
            = kernelWith("\t.loc 1 2 0\n\tmov.u32 %r1, %tid.x;\n\t.loc 1 3 0\n\tadd.s32 %r2, %r1, 1;\n",
                ".file 1 \"/home/someone/project/orig.cu\"\n");
        auto r = compilePtx(ptxRequest(ptx, "k", dir.path()));
        QVERIFY2(r.ok() && r->ok, qPrintable(errorText(r)));
        QCOMPARE(r->sourceName, std::string("orig.cu"));
        QVERIFY(entryFor(*r, 2) && entryFor(*r, 3));
        QCOMPARE(entryFor(*r, 2)->ptxLines.size(), std::size_t(1));
        QCOMPARE(linkedSourceOf(ptx, dir.path().toStdString()), std::string("orig.cu"));
        QCOMPARE(linkedSourceOf(ptx, QDir::tempPath().toStdString() + "/no-such-folder"), std::string());
    }

    void refusesBadPtx_data()
    {
        QTest::addColumn<QString>("ptx");
        QTest::addColumn<QString>("entry");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no entry") << ".version 8.0\n.target sm_80\n"
                                  << "k" << 1 << "declares no kernel";
        QTest::newRow("unknown entry") << QString::fromStdString(kernelWith("")) << "nope" << 0 << "nope";
        QTest::newRow("NUL byte") << QString("abc") + QChar(0) << "k" << 0 << "not a text file";
        // ptxas (through nvJitLink) rejects line 11; the diagnostic is on the PTX file's line
        QTest::newRow("bad instruction") << QString::fromStdString(
            kernelWith("\tmov.u32 %r1, %tid.x;\n\tfrob.u32 %r2;\n"))
                                         << "k" << 11 << "frob";
    }
    void refusesBadPtx()
    {
        QFETCH(QString, ptx);
        QFETCH(QString, entry);
        QFETCH(int, line);
        QFETCH(QString, messagePart);
        auto r = compilePtx(ptxRequest(ptx.toStdString(), entry.toStdString()));
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY(!r->ok);
        QVERIFY(!r->diagnostics.empty());
        const Diagnostic& d = r->diagnostics.front();
        QCOMPARE(d.file, std::string("k.ptx"));
        if (line > 0)
            QCOMPARE(d.line, line);
        QVERIFY2(QString::fromStdString(d.message + " " + r->log).contains(messagePart),
            qPrintable(QString::fromStdString(d.message)));
    }

    void emulatorErrorsNameThePtxFileAndLine()
    {
        // a PTX the emulator cannot parse: the run's error is on the task's .ptx, at the line and column
        QTemporaryDir dir;
        const QString src = sourcePath("kernels/ptx_saxpy/");
        writeAll(dir.filePath("task.toml"), readAll(src + "task.toml"));
        writeAll(dir.filePath("lesson.md"), readAll(src + "lesson.md"));
        std::string ptx = readAll(src + "saxpy.ptx");
        const std::string fma = "fma.rn.f32 \t%f4, %f1, %f2, %f3;";
        const auto at = ptx.find(fma);
        QVERIFY(at != std::string::npos);
        ptx.replace(at, fma.size(), "fma.rn.f32 \t%f4, %f1, , %f3;");
        writeAll(dir.filePath("saxpy.ptx"), ptx);
        const int line = int(std::count(ptx.begin(), ptx.begin() + long(at), '\n')) + 1;
        auto task = loadTask(dir.path().toStdString());
        QVERIFY(task.ok());
        auto backend = createBackend("emu");
        QVERIFY(backend.ok());
        RunOptions o;
        o.collectEnvironment = false;
        o.seedCount = 1;
        auto r = runTask(*task, *backend->backend, o);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().file), dir.filePath("saxpy.ptx"));
        QCOMPARE(r.error().line, line);
        QVERIFY2(r.error().message.find("expected an operand") != std::string::npos, r.error().message.c_str());
    }

    void cachedByText()
    {
        auto req = ptxRequest(kernelWith("\tmov.u32 %r1, %tid.x;\n"), "k");
        req.useCache = true;
        auto cold = compilePtx(req);
        QVERIFY(cold.ok() && cold->ok && !cold->cached);
        auto warm = compilePtx(req);
        QVERIFY(warm.ok() && warm->ok && warm->cached);
        QCOMPARE(warm->ptx, cold->ptx);
        req.source += "\n";
        auto other = compilePtx(req);
        QVERIFY(other.ok() && !other->cached);
    }

private:
    std::unique_ptr<PrivateCache> m_cache;
};

QTEST_GUILESS_MAIN(TestPtxCompile)
#include "tst_ptxcompile.moc"
