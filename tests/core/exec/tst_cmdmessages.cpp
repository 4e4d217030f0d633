// Messages as the CLI prints them (issue 16 item 6): C++ names demangled, "the kernel does not compile"
// said once, integers printed as integers, a failed run that may hide a race suggests --analyze.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

/// A mangled name (_Z + length or N/L/Z) anywhere in the text.
bool hasMangledName(const QByteArray& text)
{
    static const QRegularExpression re(QStringLiteral("(^|[^A-Za-z0-9_])_Z[0-9NLZ]"));
    return re.match(QString::fromUtf8(text)).hasMatch();
}

} // namespace

class TestCmdMessages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!QFile::exists(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli"))
            QSKIP("warpscope-cli is not built");
        const CliRun probe = cli({"run", kernels("vector_add"), "--seeds", "1", "--param", "N=4"});
        if (probe.exitCode == 3)
            QSKIP(("no usable backend or toolchain here: " + probe.err).constData());
    }

    void findingNamesTheKernelAsTheSourceDoes()
    {
        const CliRun r = cli({"run", fixture("cpp_gelu"), "--backend", "emu", "--json"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains("in kernel 'gelu_forward_kernel2', block (0, 0, 0), thread (64, 0, 0)"), r.err.constData());
        QVERIFY2(!hasMangledName(r.err), r.err.constData());
        const QJsonObject f = r.json()["findings"].toArray().first().toObject();
        // tools keep the lowered name; readers get the display name beside it
        QCOMPARE(f["kernel"].toString(), QString("_Z20gelu_forward_kernel2P13__nv_bfloat16PKS_i"));
        QCOMPARE(f["kernel_display"].toString(), QString("gelu_forward_kernel2"));
        QVERIFY(!hasMangledName(f["message"].toString().toUtf8()));
        QCOMPARE(r.json()["entry_signature"].toString(),
            QString("gelu_forward_kernel2(__nv_bfloat16*, const __nv_bfloat16*, int)"));
    }

    void argumentErrorShowsTheSignature()
    {
        const CliRun r = cli({"run", fixture("cpp_gelu_badargs"), "--backend", "emu"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("launch.args lists 2 arguments but kernel "
                                "'gelu_forward_kernel2(__nv_bfloat16*, const __nv_bfloat16*, int)' takes 3 "
                                "(param_0, param_1, param_2)"),
            r.err);
        QVERIFY2(!hasMangledName(r.err), r.err.constData());
    }

    void compileErrorSaysKernelOnce()
    {
        const CliRun r = cli({"run", fixture("broken_compile"), "--backend", "emu"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("broken.cu:6:14: the kernel does not compile: identifier \"undeclared\""),
            r.err.constData());
        QVERIFY2(!r.err.contains("kernel kernel"), r.err.constData());
    }

    void integersPrintAsIntegers()
    {
        const CliRun r = cli({"run", fixture("int_out"), "--backend", "emu"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("worst at [3]: got 4000000000, expected 3 (fail)"), r.err.constData());
        QVERIFY2(r.err.contains("max abs 3999999997,"), r.err.constData());
        QVERIFY2(!r.err.contains("got 4e+09"), r.err.constData());
    }

    void possibleRaceSuggestsAnalyze()
    {
        const CliRun r = cli({"run", kernels("race_missing_sync"), "--backend", "emu", "--seeds", "1", "--json"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains("hint: possible race: the kernel uses shared memory but has no barrier"), r.err.constData());
        QVERIFY2(r.err.contains("hint: run again with --analyze"), r.err.constData());
        const QJsonArray hints = r.json()["hints"].toArray();
        QCOMPARE(hints.size(), 1);
        QCOMPARE(hints[0].toObject()["kind"].toString(), QString("possible_race"));
        // analysed: racecheck names the race itself, so no hint
        const CliRun analysed = cli({"run", kernels("race_missing_sync"), "--seeds", "1", "--analyze"});
        QCOMPARE(analysed.exitCode, 1);
        QVERIFY2(analysed.err.contains("finding: race"), analysed.err.constData());
        QVERIFY2(!analysed.err.contains("hint:"), analysed.err.constData());
        // a passing run has nothing to hint
        const CliRun passed = cli({"run", kernels("vector_add"), "--seeds", "1", "--param", "N=64"});
        QCOMPARE(passed.exitCode, 0);
        QVERIFY(!passed.err.contains("hint:"));
    }

    void untouchedElementsAreNotExact()
    {
        const CliRun r = cli({"run", fixture("untouched"), "--backend", "emu", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData()); // neither side is to blame
        QVERIFY2(r.err.contains("untouched: 4 of 64 elements were written by neither the kernel nor the reference"),
            r.err.constData());
        const QJsonObject counts
            = r.json()["seeds"].toArray()[0].toObject()["outputs"].toArray()[0].toObject()["counts"].toObject();
        QCOMPARE(counts["neither_wrote"].toInt(), 4);
        QCOMPARE(counts["exact"].toInt(), 60);
    }
};

QTEST_GUILESS_MAIN(TestCmdMessages)
#include "tst_cmdmessages.moc"
