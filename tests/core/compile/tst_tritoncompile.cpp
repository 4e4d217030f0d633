// Triton as a front end: the installed Triton compiles the @triton.jit function without a GPU; the IR
// stages are kept, the PTX links to the Python lines, errors land on the Python line, a missing Triton
// names the command that installs it, and a cached compile costs a small part of a cold one.
#include "compiletesthelpers.h"

#include "core/compile/compilejson.h"
#include "core/compile/compileoptions.h"
#include "core/compile/tritoncompile.h"
#include "core/task/taskloader.h"

#include <QDateTime>
#include <QTest>

using namespace warpscope::core;
using namespace compiletest;

namespace {

Task exampleTask(const char* name)
{
    auto t = loadTask(sourcePath(QString("kernels/") + name).toStdString());
    if (!t)
        qFatal("%s", t.error().describe().c_str());
    return *t;
}

Result<CompileRequest> exampleRequest(const char* name, bool cache = false)
{
    CompileOptions o;
    o.useCache = cache;
    o.wantSass = false;
    return compileRequestForTask(exampleTask(name), o);
}

int lineOf(const std::string& text, const std::string& needle)
{
    const auto at = text.find(needle);
    return at == std::string::npos ? 0 : int(std::count(text.begin(), text.begin() + long(at), '\n')) + 1;
}

} // namespace

class TestTritonCompile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_cache = std::make_unique<PrivateCache>();
        auto python = findTritonPython();
        if (!python)
            QSKIP(qPrintable("Triton cannot be imported: " + QString::fromStdString(python.error().message)));
        qInfo("Triton %s from %s", python->version.c_str(), python->path.c_str());
    }
    void cleanupTestCase() { m_cache.reset(); }

    void vectorAddCompilesWithoutAGpu()
    {
        auto req = exampleRequest("triton_vector_add");
        QVERIFY2(req.ok(), qPrintable(errorText(req)));
        QCOMPARE(req->language, std::string("triton"));
        QCOMPARE(req->triton.signature, (std::vector<std::string> {"*fp32", "*fp32", "*fp32", "i32"}));
        auto r = compileKernel(*req);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY2(r->ok, r->diagnostics.empty() ? r->log.c_str() : r->diagnostics.front().message.c_str());
        QCOMPARE(r->language, std::string("triton"));
        QCOMPARE(r->entryLowered, std::string("add_kernel"));
        QCOMPARE(r->threadsPerBlock, 128);
        QCOMPARE(r->implicitParams, 2); // global and profile scratch
        QVERIFY(r->frontendVersion.rfind("triton ", 0) == 0);
        std::vector<std::string> names;
        for (const auto& [name, text] : r->stages) {
            names.push_back(name);
            QVERIFY2(!text.empty(), name.c_str());
        }
        QCOMPARE(names, (std::vector<std::string> {"ttir", "ttgir", "llir"}));
        QVERIFY(!r->cubin.empty());
        const KernelResources* res = r->entryResources();
        QVERIFY2(res && res->registers > 0, "no register count from Triton's cubin"); // its section header has it
        // PTX → Python: the tl.store line has PTX lines
        const std::string py = readAll(sourcePath("kernels/triton_vector_add/vector_add.py"));
        QCOMPARE(r->sourceName, std::string("vector_add.py"));
        const int storeLine = lineOf(py, "tl.store");
        bool found = false;
        for (const auto& e : r->lineMap)
            found = found || (e.sourceLine == storeLine && !e.ptxLines.empty());
        QVERIFY2(found, qPrintable(QString::number(storeLine)));
        // the JSON document carries the stages and the metadata to the GUI
        auto back = compileResultFromJson(compileResultToJson(*r, {true}));
        QVERIFY(back.ok());
        QCOMPARE(back->stages.size(), r->stages.size());
        QCOMPARE(back->threadsPerBlock, 128);
        QCOMPARE(back->implicitParams, 2);
        QCOMPARE(back->language, std::string("triton"));
    }

    void softmaxAsksForSharedMemory()
    {
        auto req = exampleRequest("triton_softmax");
        QVERIFY(req.ok());
        auto r = compileKernel(*req);
        QVERIFY2(r.ok() && r->ok, qPrintable(errorText(r)));
        QVERIFY2(r->launchShared > 0, qPrintable(QString::number(r->launchShared))); // the cross-warp reduction
    }

    void errorsLandOnThePythonLine_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("lineOfText");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("undefined name") << "x + y"
                                        << "x + zz"
                                        << "x + zz"
                                        << "zz";
        QTest::newRow("syntax error") << "pid = tl.program_id(0)"
                                      << "pid = tl.program_id(0"
                                      << ""
                                      << "SyntaxError";
        QTest::newRow("import-time error") << "import triton\n"
                                           << "import triton\nraise ValueError('boom')\n"
                                           << "raise ValueError"
                                           << "boom";
        QTest::newRow("wrong entry") << "def add_kernel("
                                     << "def other_kernel("
                                     << ""
                                     << "other_kernel";
    }
    void errorsLandOnThePythonLine()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, lineOfText);
        QFETCH(QString, messagePart);
        auto req = exampleRequest("triton_vector_add");
        QVERIFY(req.ok());
        const auto at = req->source.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        req->source.replace(at, size_t(from.size()), to.toStdString());
        auto r = compileKernel(*req);
        QVERIFY2(r.ok(), qPrintable(errorText(r)));
        QVERIFY(!r->ok);
        QVERIFY(!r->diagnostics.empty());
        const Diagnostic& d = r->diagnostics.front();
        QCOMPARE(d.file, std::string("vector_add.py"));
        QVERIFY2(QString::fromStdString(d.message).contains(messagePart), d.message.c_str());
        if (!lineOfText.isEmpty())
            QCOMPARE(d.line, lineOf(req->source, lineOfText.toStdString()));
        else
            QVERIFY(d.line > 0 || d.message.find("@triton.jit") != std::string::npos);
    }

    void argsMustMatchTheParameters()
    {
        auto req = exampleRequest("triton_vector_add");
        QVERIFY(req.ok());
        req->triton.signature.pop_back();
        auto r = compileKernel(*req);
        QVERIFY(r.ok() && !r->ok);
        QVERIFY2(r->diagnostics.front().message.find("4 runtime arguments") != std::string::npos,
            r->diagnostics.front().message.c_str());
    }

    void withoutTritonTheMessageNamesTheInstall()
    {
        auto req = exampleRequest("triton_vector_add");
        QVERIFY(req.ok());
        req->triton.python = "/bin/true"; // starts, but cannot tell a Triton version
        auto r = compileKernel(*req);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Toolchain);
        QVERIFY2(r.error().message.find("scripts/setup --triton") != std::string::npos, r.error().message.c_str());
        QVERIFY(r.error().message.find("WARPSCOPE_PYTHON") != std::string::npos);
    }

    void cachedCompileIsCheap()
    {
        auto req = exampleRequest("triton_vector_add", true);
        QVERIFY(req.ok());
        req->source += "\n# " + std::to_string(QDateTime::currentMSecsSinceEpoch()) + "\n"; // a cold compile
        auto cold = compileKernel(*req);
        QVERIFY(cold.ok() && cold->ok && !cold->cached);
        auto warm = compileKernel(*req);
        QVERIFY(warm.ok() && warm->ok && warm->cached);
        QCOMPARE(warm->ptx, cold->ptx);
        QCOMPARE(warm->stages.size(), cold->stages.size());
        QVERIFY2(warm->compileSeconds < 0.05 * cold->compileSeconds,
            qPrintable(QString("%1 s cached vs %2 s cold").arg(warm->compileSeconds).arg(cold->compileSeconds)));
        req->triton.constexprs = {{"BLOCK", "512"}};
        auto other = compileKernel(*req);
        QVERIFY(other.ok() && other->ok && !other->cached); // another constexpr is another kernel
    }

private:
    std::unique_ptr<PrivateCache> m_cache;
};

QTEST_GUILESS_MAIN(TestTritonCompile)
#include "tst_tritoncompile.moc"
