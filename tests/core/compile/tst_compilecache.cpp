#include "compiletesthelpers.h"

#include "core/compile/compilecache.h"
#include "core/compile/nvdisasm.h"

#include <QDirIterator>
#include <QTest>

using namespace warpscope::core;
using namespace compiletest;

class TestCompileCache : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_cache = std::make_unique<PrivateCache>();
        CompileRequest probe;
        probe.useCache = false;
        if (!compileCuda(probe))
            QSKIP("NVRTC is not available");
    }
    void cleanupTestCase() { m_cache.reset(); }

    void init()
    {
        QVERIFY(m_task.isValid());
        writeAll(m_task.filePath("params.h"), "#define SCALE 2.0f\n");
        writeAll(m_task.filePath("kernel.cu"),
            "#include \"params.h\"\nextern \"C\" __global__ void k(float* a) { a[threadIdx.x] *= SCALE; }\n");
        CompileCache::instance().clearMemory();
    }

    void directoryFollowsTheEnvironment()
    {
        QCOMPARE(QString::fromStdString(compileCacheDir().string()), m_cache->path());
        qputenv("WARPSCOPE_COMPILE_CACHE_DIR", "off");
        QVERIFY(compileCacheDir().empty());
        qputenv("WARPSCOPE_COMPILE_CACHE_DIR", m_cache->path().toUtf8());
    }

    void missThenHit()
    {
        const auto first = compileCuda(request());
        QVERIFY(first.ok() && first->ok);
        QVERIFY(!first->cached);
        const auto second = compileCuda(request());
        QVERIFY(second.ok() && second->ok);
        QVERIFY(second->cached);
        QCOMPARE(second->ptx, first->ptx);
        QCOMPARE(second->sass, first->sass);
        QCOMPARE(second->cubin, first->cubin);
        QCOMPARE(second->lineMap.size(), first->lineMap.size());
    }

    void sassHalfReusesThePtxHalf()
    {
        if (locateNvdisasm().path.empty())
            QSKIP("nvdisasm is not installed");
        // The GUI's two requests: PTX, cubin and resources first, then the same compile with SASS.
        writeAll(m_task.filePath("kernel.cu"),
            "#include \"params.h\"\nextern \"C\" __global__ void k(float* a) { a[threadIdx.x] += SCALE; }\n");
        CompileRequest plain = request();
        plain.wantSass = false;
        const auto first = compileCuda(plain);
        QVERIFY(first.ok() && first->ok && !first->cached);
        QVERIFY(first->sass.empty());
        const auto second = compileCuda(request());
        QVERIFY(second.ok() && second->ok);
        QVERIFY2(second->sassError.empty(), second->sassError.c_str());
        QVERIFY(second->sass.find("STG") != std::string::npos);
        QCOMPARE(second->ptx, first->ptx);
        QCOMPARE(second->cubin, first->cubin);
        // NVRTC did not run again: the NVRTC figure is the first request's, carried over with its result.
        QCOMPARE(second->nvrtcSeconds, first->nvrtcSeconds);
        const auto third = compileCuda(request());
        QVERIFY(third.ok() && third->cached);
        QCOMPARE(third->sass, second->sass);
    }

    void hitFromDisk()
    {
        const auto first = compileCuda(request());
        QVERIFY(first.ok());
        CompileCache::instance().clearMemory();
        const auto second = compileCuda(request());
        QVERIFY(second.ok() && second->cached);
        QCOMPARE(second->cubin, first->cubin);
        QCOMPARE(second->resources.size(), first->resources.size());
        QCOMPARE(second->resources[0].registers, first->resources[0].registers);
    }

    void headerChangeInvalidates()
    {
        const auto first = compileCuda(request());
        QVERIFY(first.ok() && first->ok);
        QVERIFY(compileCuda(request())->cached);
        writeAll(m_task.filePath("params.h"), "#define SCALE 3.0f\n");
        const auto changed = compileCuda(request());
        QVERIFY(changed.ok() && changed->ok);
        QVERIFY(!changed->cached);
        QVERIFY(changed->ptx != first->ptx);
    }

    void missingHeaderAppearing()
    {
        writeAll(m_task.filePath("kernel.cu"),
            "#include \"later.h\"\nextern \"C\" __global__ void k(float* a) { a[0] = LATER; }\n");
        const auto before = compileCuda(request());
        QVERIFY(before.ok() && !before->ok);
        writeAll(m_task.filePath("later.h"), "#define LATER 1.0f\n");
        const auto after = compileCuda(request());
        QVERIFY(after.ok());
        QVERIFY(!after->cached);
        QVERIFY(after->ok);
    }

    void optionsAndArchAreInTheKey()
    {
        QVERIFY(compileCuda(request())->ok);
        CompileRequest r = request();
        r.options.push_back("-DOTHER=1");
        QVERIFY(!compileCuda(r)->cached);
        r = request();
        r.arch = 80;
        QVERIFY(!compileCuda(r)->cached);
        r = request();
        r.wantSass = false;
        QVERIFY(!compileCuda(r)->cached);
    }

    void launchIsNotInTheKey()
    {
        CompileRequest r = request();
        r.blockSize = 128;
        QVERIFY(compileCuda(r)->occupancy);
        r.blockSize = 1024;
        const auto hit = compileCuda(r);
        QVERIFY(hit->cached);
        QCOMPARE(hit->occupancy->usage.blockSize, 1024);
    }

    void damagedEntryIsAMiss()
    {
        QVERIFY(compileCuda(request()).ok());
        CompileCache::instance().clearMemory();
        QDirIterator it(m_cache->path(), {"compile.json"}, QDir::Files, QDirIterator::Subdirectories);
        int damaged = 0;
        while (it.hasNext()) {
            writeAll(it.next(), "{ not json");
            ++damaged;
        }
        QVERIFY(damaged > 0);
        const auto again = compileCuda(request());
        QVERIFY(again.ok() && again->ok);
        QVERIFY(!again->cached);
    }

    void keyIsAContentHash()
    {
        const CompileRequest r = request();
        IncludeScan scan;
        scan.headers.push_back({"params.h", "#define SCALE 2.0f\n"});
        const std::string a = compileCacheKey(r, {"-lineinfo"}, scan, "nvrtc 13.0");
        QCOMPARE(a.size(), std::size_t(64));
        QCOMPARE(compileCacheKey(r, {"-lineinfo"}, scan, "nvrtc 13.0"), a);
        QVERIFY(compileCacheKey(r, {"-lineinfo"}, scan, "nvrtc 13.1") != a);
        scan.headers[0].content = "#define SCALE 3.0f\n";
        QVERIFY(compileCacheKey(r, {"-lineinfo"}, scan, "nvrtc 13.0") != a);
    }

private:
    CompileRequest request() const
    {
        CompileRequest r;
        r.includeDir = m_task.path().toStdString();
        r.sourceName = "kernel.cu";
        r.source = readAll(m_task.filePath("kernel.cu"));
        r.entry = "k";
        r.nameExpressions = {"k"};
        r.options = {"-lineinfo"};
        return r;
    }

    std::unique_ptr<PrivateCache> m_cache;
    QTemporaryDir m_task;
};

QTEST_GUILESS_MAIN(TestCompileCache)
#include "tst_compilecache.moc"
