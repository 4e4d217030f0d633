#include "compiletesthelpers.h"

#include "core/compile/compiler.h"
#include "core/compile/diagnostics.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace warpscope::core;
using namespace compiletest;

namespace {

const std::vector<int> kArchs {75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121};

std::string toGoldenText(const std::vector<Diagnostic>& diags)
{
    nlohmann::json j = nlohmann::json::array();
    for (const auto& d : diags)
        j.push_back({{"file", d.file}, {"line", d.line}, {"column", d.column}, {"severity", severityName(d.severity)},
            {"code", d.code}, {"message", d.message}, {"hint", d.hint}});
    return j.dump(2) + "\n";
}

std::vector<Diagnostic> parseFixture(const QString& name)
{
    auto diags = parseCompilerLog(readAll(fixture("diagnostics/" + name + ".log")));
    addHints(diags, {kArchs});
    return diags;
}

} // namespace

class TestDiagnostics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { m_cache = std::make_unique<PrivateCache>(); }
    void cleanupTestCase() { m_cache.reset(); }

    // Real NVRTC 13.0 logs (captured from the .cu beside each .log) against their parsed goldens.
    void parsesRealLogs_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* n : {"syntax_error", "missing_header", "missing_local_header", "template_no_instance",
                 "unknown_option", "unsupported_arch", "host_function", "overload_notes", "tabs", "ptxas_shared"})
            QTest::newRow(n) << QString(n);
    }
    void parsesRealLogs()
    {
        QFETCH(QString, name);
        const QString message
            = checkGolden(fixture("diagnostics/" + name + ".expected.json"), toGoldenText(parseFixture(name)));
        QVERIFY2(message.isEmpty(), qPrintable(message));
    }

    // The column comes from the caret: the source text at (line, column) must start with the token.
    void columnsPointAtTheToken_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("token");
        QTest::newRow("undefined identifier") << "syntax_error" << 0 << "factor";
        QTest::newRow("unused variable") << "syntax_error" << 2 << "unused";
        QTest::newRow("tab before the token") << "tabs" << 0 << "undefined_thing";
        QTest::newRow("overload call") << "overload_notes" << 0 << "f(\"x\"";
        QTest::newRow("host function") << "host_function" << 1 << "thrice";
    }
    void columnsPointAtTheToken()
    {
        QFETCH(QString, name);
        QFETCH(int, index);
        QFETCH(QString, token);
        const auto diags = parseFixture(name);
        QVERIFY(index < static_cast<int>(diags.size()));
        const Diagnostic& d = diags[index];
        const QStringList lines = QString::fromStdString(readAll(fixture("diagnostics/" + name + ".cu"))).split('\n');
        QVERIFY(d.line >= 1 && d.line <= lines.size());
        QVERIFY2(lines[d.line - 1].mid(d.column - 1).startsWith(token),
            qPrintable(QString("line %1 column %2: '%3'").arg(d.line).arg(d.column).arg(lines[d.line - 1])));
    }

    void hintsForCommonFailures_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("hintPart");
        QTest::newRow("no standard library") << "missing_header"
                                             << "no C++ standard library";
        QTest::newRow("header not in the task") << "missing_local_header"
                                                << "put \"helpers.h\" in the task folder";
        QTest::newRow("host function") << "host_function"
                                       << "mark the function __device__";
        QTest::newRow("unknown option") << "unknown_option"
                                        << "docs/compile.md";
        QTest::newRow("unsupported arch") << "unsupported_arch"
                                          << "sm_75, sm_80";
        QTest::newRow("static shared limit") << "ptxas_shared"
                                             << "48 KiB";
    }
    void hintsForCommonFailures()
    {
        QFETCH(QString, name);
        QFETCH(QString, hintPart);
        const auto diags = parseFixture(name);
        QVERIFY(!diags.empty());
        QVERIFY2(QString::fromStdString(diags.front().hint).contains(hintPart), diags.front().hint.c_str());
    }

    void standardHeaderAdvice_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("advice");
        QTest::newRow("cstdint") << "cstdint"
                                 << "<cuda/std/cstdint>";
        QTest::newRow("stdint.h") << "stdint.h"
                                  << "<cuda/std/cstdint>";
        QTest::newRow("cmath") << "cmath"
                               << "built in";
        QTest::newRow("cstdio") << "cstdio"
                                << "printf is built in";
        QTest::newRow("vector") << "vector"
                                << "cuda::std::array";
    }
    void standardHeaderAdvice()
    {
        QFETCH(QString, header);
        QFETCH(QString, advice);
        std::vector<Diagnostic> d(1);
        d[0].message = "cannot open source file \"" + header.toStdString() + "\"";
        addHints(d, {kArchs});
        QVERIFY2(QString::fromStdString(d[0].hint).contains(advice), d[0].hint.c_str());
    }

    // The same source compiled now parses to the same diagnostics as the captured log.
    void liveCompileMatchesCapturedLog()
    {
        CompileRequest r;
        r.source = readAll(fixture("diagnostics/syntax_error.cu"));
        r.sourceName = "kernel.cu";
        r.useCache = false;
        auto result = compileCuda(r);
        if (!result)
            QSKIP(qPrintable(QString::fromStdString(result.error().describe())));
        QVERIFY(!result->ok);
        const auto captured = parseFixture("syntax_error");
        QCOMPARE(toGoldenText(result->diagnostics), toGoldenText(captured));
    }

    void liveUnknownKernelListsEntries()
    {
        CompileRequest r;
        r.source = readAll(sourcePath("kernels/vector_add/vector_add.cu"));
        r.sourceName = "vector_add.cu";
        r.entry = "vector_addd";
        r.nameExpressions = {r.entry};
        r.useCache = false;
        auto result = compileCuda(r);
        if (!result)
            QSKIP(qPrintable(QString::fromStdString(result.error().describe())));
        QVERIFY(!result->ok);
        QCOMPARE(result->diagnostics.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(result->diagnostics[0].message).contains("'vector_addd'"));
        QVERIFY(QString::fromStdString(result->diagnostics[0].hint).contains("kernels found in the PTX: vector_add"));
    }

    void liveTemplateWithoutInstance()
    {
        CompileRequest r;
        r.source = readAll(fixture("diagnostics/template_no_instance.cu"));
        r.entry = "scale";
        r.nameExpressions = {r.entry};
        r.useCache = false;
        auto result = compileCuda(r);
        if (!result)
            QSKIP(qPrintable(QString::fromStdString(result.error().describe())));
        QVERIFY(!result->ok);
        QCOMPARE(result->diagnostics.size(), std::size_t(1));
        const QString hint = QString::fromStdString(result->diagnostics[0].hint);
        QVERIFY2(hint.contains("the PTX defines no kernels") && hint.contains("scale<float>"), qPrintable(hint));
    }

    void liveUnsupportedArch()
    {
        CompileRequest r;
        r.source = "extern \"C\" __global__ void k() {}";
        r.arch = 52;
        r.useCache = false;
        auto result = compileCuda(r);
        if (!result)
            QSKIP(qPrintable(QString::fromStdString(result.error().describe())));
        QVERIFY(!result->ok);
        QVERIFY(QString::fromStdString(result->diagnostics.at(0).message).contains("sm_52"));
        QVERIFY(QString::fromStdString(result->diagnostics.at(0).hint).contains("sm_90"));
    }

private:
    std::unique_ptr<PrivateCache> m_cache;
};

QTEST_GUILESS_MAIN(TestDiagnostics)
#include "tst_diagnostics.moc"
