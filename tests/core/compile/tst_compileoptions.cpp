#include "compiletesthelpers.h"

#include "core/compile/compileoptions.h"
#include "core/task/kernelsources.h"
#include "core/task/taskloader.h"

#include <QTest>

using namespace warpscope::core;
using namespace compiletest;

class TestCompileOptions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_task.isValid());
        QDir(m_task.path()).mkpath("include");
        m_taskDir = m_task.path().toStdString();
    }

    // Every refused option: the error names the option, the field, the file and the line.
    void refusesOption_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("reason");
        QTest::newRow("arch joined") << QStringList {"-arch=sm_80"} << "reviewer's choice";
        QTest::newRow("arch long") << QStringList {"--gpu-architecture=compute_80"} << "reviewer's choice";
        QTest::newRow("arch separate") << QStringList {"-arch", "sm_80"} << "reviewer's choice";
        QTest::newRow("arch specific but malformed") << QStringList {"-arch=sm_90ab"} << "reviewer's choice";
        QTest::newRow("pre-include short") << QStringList {"-include", "secret.h"} << "pre-included";
        QTest::newRow("pre-include long") << QStringList {"--pre-include=secret.h"} << "pre-included";
        QTest::newRow("response file") << QStringList {"@options.txt"} << "response files";
        QTest::newRow("-I absolute") << QStringList {"-I/etc"} << "absolute";
        QTest::newRow("-I separate absolute") << QStringList {"-I", "/usr/include"} << "absolute";
        QTest::newRow("-I leaves the folder") << QStringList {"-I../other"} << "leaves the task folder";
        QTest::newRow("--include-path outside") << QStringList {"--include-path=/usr/include"} << "absolute";
        QTest::newRow("ptxas options") << QStringList {"-Xptxas=-v"} << "allowlist";
        QTest::newRow("ptxas options long") << QStringList {"--ptxas-options=-v"} << "allowlist";
        QTest::newRow("relocatable code") << QStringList {"-rdc=true"} << "allowlist";
        QTest::newRow("writes a trace file") << QStringList {"--fdevice-time-trace=/tmp/x"} << "allowlist";
        QTest::newRow("precompiled header") << QStringList {"-pch"} << "allowlist";
        QTest::newRow("unknown") << QStringList {"--no-such-option"} << "allowlist";
        QTest::newRow("bad bool") << QStringList {"-ftz=maybe"} << "true or false";
        QTest::newRow("register limit 0") << QStringList {"-maxrregcount=0"} << "1 to 255";
        QTest::newRow("register limit 999") << QStringList {"-maxrregcount=999"} << "1 to 255";
        QTest::newRow("old standard") << QStringList {"-std=c++98"} << "c++17";
        QTest::newRow("define without value") << QStringList {"-D"} << "needs a value";
        QTest::newRow("define bad name") << QStringList {"-D1BAD"} << "macro name";
        QTest::newRow("diag list") << QStringList {"-diag-suppress=all"} << "diagnostic numbers";
        QTest::newRow("empty") << QStringList {""} << "empty";
    }
    void refusesOption()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, reason);
        std::vector<std::string> opts;
        for (const auto& o : options)
            opts.push_back(o.toStdString());
        auto r = allowlistOptions(opts, m_taskDir, {"/t/task.toml", 7, "kernel.options"});
        QVERIFY(!r.ok());
        const Error& e = r.error();
        QCOMPARE(e.code, ErrorCode::BadInput);
        QCOMPARE(e.file, std::string("/t/task.toml"));
        QCOMPARE(e.line, 7);
        QCOMPARE(e.field, std::string("kernel.options"));
        const QString message = QString::fromStdString(e.message);
        QVERIFY2(message.contains("'" + options.front()), qPrintable(message));
        QVERIFY2(message.contains("[kernel.options]"), qPrintable(message));
        QVERIFY2(message.contains(reason), qPrintable(message));
        QVERIFY2(message.contains("Allowed options"), qPrintable(message));
    }

    void acceptsOption_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("flag");
        QTest::newRow("define") << QStringList {"-DTILE=32"} << "-DTILE=32";
        QTest::newRow("define separate") << QStringList {"-D", "TILE=32"} << "-DTILE=32";
        QTest::newRow("define long") << QStringList {"--define-macro=T=float"} << "-DT=float";
        QTest::newRow("undefine") << QStringList {"-UFOO"} << "-UFOO";
        QTest::newRow("std") << QStringList {"-std=c++17"} << "-std=c++17";
        QTest::newRow("lineinfo") << QStringList {"-lineinfo"} << "-lineinfo";
        QTest::newRow("debug") << QStringList {"-G"} << "-G";
        QTest::newRow("fast math") << QStringList {"--use_fast_math"} << "--use_fast_math";
        QTest::newRow("ftz") << QStringList {"-ftz=true"} << "-ftz=true";
        QTest::newRow("prec-div") << QStringList {"-prec-div=false"} << "-prec-div=false";
        QTest::newRow("prec-sqrt") << QStringList {"--prec-sqrt=true"} << "--prec-sqrt=true";
        QTest::newRow("fmad") << QStringList {"-fmad=false"} << "-fmad=false";
        QTest::newRow("register limit") << QStringList {"-maxrregcount=32"} << "-maxrregcount=32";
        QTest::newRow("register limit separate") << QStringList {"-maxrregcount", "40"} << "-maxrregcount=40";
        QTest::newRow("default device") << QStringList {"-default-device"} << "-default-device";
        QTest::newRow("restrict") << QStringList {"-restrict"} << "-restrict";
        QTest::newRow("no warnings") << QStringList {"-w"} << "-w";
        QTest::newRow("dopt") << QStringList {"-dopt=off"} << "-dopt=off";
        QTest::newRow("vectorization") << QStringList {"--extra-device-vectorization"}
                                       << "--extra-device-vectorization";
        QTest::newRow("diag suppress") << QStringList {"-diag-suppress=177,550"} << "-diag-suppress=177,550";
    }
    void acceptsOption()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, flag);
        std::vector<std::string> opts;
        for (const auto& o : options)
            opts.push_back(o.toStdString());
        auto r = allowlistOptions(opts, m_taskDir, {"task.toml", 1, "kernel.options"});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(r->flags.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r->flags[0]), flag);
    }

    void includeInsideTheTaskFolder()
    {
        auto r = allowlistOptions({"-Iinclude"}, m_taskDir, {"task.toml", 1, "kernel.options"});
        QVERIFY(r.ok());
        QCOMPARE(r->includeDirs.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(r->flags[0]).startsWith("--include-path=/"));
        QVERIFY(QString::fromStdString(r->flags[0]).endsWith("/include"));
    }

    void userFlags_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("joined");
        QTest::newRow("defaults") << 0 << "-lineinfo";
        QTest::newRow("debug replaces lineinfo") << 1 << "-G";
        QTest::newRow("fast math and precision") << 2 << "-lineinfo --use_fast_math -ftz=true -prec-div=false";
        QTest::newRow("defines, std, registers") << 3 << "-DN=4 -std=c++20 -maxrregcount=32";
    }
    void userFlags()
    {
        QFETCH(int, which);
        QFETCH(QString, joined);
        CompileOptions o;
        if (which == 1)
            o.deviceDebug = true;
        if (which == 2) {
            o.fastMath = true;
            o.ftz = true;
            o.precDiv = false;
        }
        if (which == 3) {
            o.lineInfo = false;
            o.defines = {"N=4"};
            o.std = "c++20";
            o.maxRegisters = 32;
        }
        QStringList flags;
        for (const auto& f : userOptionFlags(o))
            flags << QString::fromStdString(f);
        QCOMPARE(flags.join(' '), joined);
    }

    void requestForExampleTask()
    {
        auto task = loadTask(sourcePath("kernels/vector_add").toStdString());
        QVERIFY(task.ok());
        CompileOptions o;
        o.arch = 80;
        o.extra = {"-DEXTRA=1"};
        auto r = compileRequestForTask(*task, o);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->arch, 80);
        QCOMPARE(r->entry, std::string("vector_add"));
        QCOMPARE(r->sourceName, std::string("vector_add.cu"));
        QCOMPARE(r->blockSize, 256);
        QVERIFY(r->source.find("vector_add") != std::string::npos);
        // The task's -lineinfo and the reviewer's are one flag.
        QCOMPARE(std::count(r->options.begin(), r->options.end(), std::string("-lineinfo")), 1L);
        QVERIFY(std::count(r->options.begin(), r->options.end(), std::string("-DEXTRA=1")) == 1);
        auto edited = compileRequestForTask(*task, o, std::string("// edited"));
        QCOMPARE(edited->source, std::string("// edited"));
    }

    void requestForAnotherFileOfAPipeline()
    {
        auto task = loadTask(sourcePath("kernels/histogram_two_pass").toStdString());
        QVERIFY(task.ok());
        auto first = compileRequestForTask(*task, CompileOptions {});
        QVERIFY(first.ok());
        QCOMPARE(first->sourceName, std::string("histogram_blocks.cu"));
        QCOMPARE(first->blockSize, 256);
        // the editor shows the merge step's file: its kernel, with the occupancy of its own launch
        auto merge = kernelForSource(*task, "histogram_merge.cu");
        QVERIFY(merge.ok());
        task->kernel = *merge;
        auto second = compileRequestForTask(*task, CompileOptions {});
        QVERIFY2(second.ok(), second.ok() ? "" : second.error().describe().c_str());
        QCOMPARE(second->sourceName, std::string("histogram_merge.cu"));
        QCOMPARE(second->entry, std::string("merge_histograms"));
        QCOMPARE(second->blockSize, 64);
        QVERIFY(second->source.find("merge_histograms") != std::string::npos);
    }

    void refusedTaskOptionNamesTheTaskFile()
    {
        QTemporaryDir dir;
        const std::string toml = readAll(sourcePath("kernels/vector_add/task.toml"));
        std::string bad = toml;
        bad.replace(bad.find("options = [\"-lineinfo\"]"), 23, "options = [\"-arch=sm_80\"]");
        writeAll(dir.filePath("task.toml"), bad);
        QFile::copy(sourcePath("kernels/vector_add/vector_add.cu"), dir.filePath("vector_add.cu"));
        auto task = loadTask(dir.path().toStdString());
        QVERIFY(task.ok());
        auto r = compileRequestForTask(*task, {});
        QVERIFY(!r.ok());
        QVERIFY(QString::fromStdString(r.error().file).endsWith("task.toml"));
        QCOMPARE(r.error().field, std::string("kernel.options"));
        QVERIFY(r.error().line > 0);
    }

    /// -arch=sm_90a is not a choice of GPU but a statement that the kernel uses sm_90's own
    /// instructions: allowed, compiled for sm_90a, and refused with the arch to choose elsewhere.
    void archSpecificTarget()
    {
        for (const char* option : {"-arch=sm_90a", "--gpu-architecture=compute_90a"}) {
            auto allowed = allowlistOptions({option}, m_taskDir, {"/t/task.toml", 9, "kernel.options"});
            QVERIFY2(allowed.ok(), option);
            QCOMPARE(allowed->archSpecific, 90);
            QVERIFY(allowed->flags.empty()); // the request carries it, not the flags
            CompileRequest r;
            r.arch = 90;
            QVERIFY(applyArchSpecific(*allowed, r).ok());
            QVERIFY(r.archSpecific);
            r.arch = 80;
            r.archSpecific = false;
            const auto refused = applyArchSpecific(*allowed, r);
            QVERIFY(!refused.ok());
            const QString message = QString::fromStdString(refused.error().message);
            QVERIFY2(message.contains("sm_90a") && message.contains("sm_80") && message.contains("--arch 90"),
                qPrintable(message));
            QCOMPARE(refused.error().line, 9);
            QCOMPARE(refused.error().field, std::string("kernel.options"));
        }
        // plain architectures stay the reviewer's choice
        QVERIFY(!allowlistOptions({"-arch=sm_90"}, m_taskDir, {"/t/task.toml", 9, "kernel.options"}).ok());
    }

    void debugDropsLineInfo()
    {
        auto task = loadTask(sourcePath("kernels/vector_add").toStdString());
        CompileOptions o;
        o.deviceDebug = true;
        auto r = compileRequestForTask(*task, o);
        QVERIFY(r.ok());
        QCOMPARE(std::count(r->options.begin(), r->options.end(), std::string("-lineinfo")), 0L);
        QCOMPARE(std::count(r->options.begin(), r->options.end(), std::string("-G")), 1L);
    }

private:
    QTemporaryDir m_task;
    std::filesystem::path m_taskDir;
};

QTEST_GUILESS_MAIN(TestCompileOptions)
#include "tst_compileoptions.moc"
