// The PTX parser and decoder: every fixture parses; the constructs NVRTC emits (.func with params
// and results, .extern .shared, .const/.global initialisers, .loc with inlined_at, inline-asm
// scopes, call blocks, sections, pragmas) parse, decode and run; and every file in malformed/ is
// refused with the line and column its first line announces.
#include "emutest.h"

#include "core/emu/decoder.h"
#include "core/emu/ptxparser.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using namespace emutest;

namespace {

/// Parses, then decodes the first entry: the error of whichever fails.
Status parseAndDecode(const std::string& text)
{
    auto module = ptx::parsePtx(text);
    if (!module)
        return module.error();
    for (const auto& f : module->functions)
        if (f.isEntry && f.hasBody) {
            auto prog = emu::decodeKernel(*module, f.name);
            if (!prog)
                return prog.error();
        }
    return Ok {};
}

} // namespace

class TestPtxParser : public QObject {
    Q_OBJECT
private slots:
    void fixturesParse_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QString::fromStdString(sourceDir() + "/tests/core/emu/fixtures"));
        for (const QString& f : dir.entryList({"*.ptx"}))
            QTest::newRow(qPrintable(f)) << f;
    }

    void fixturesParse()
    {
        QFETCH(QString, file);
        std::string text = fixture("fixtures/" + file.toStdString());
        if (file == "op.ptx") // a template: fill it in
            text = replaceAll(replaceAll(replaceAll(text, ".R", ".b"), ".T", ".b"), "BODY", "mov.b32 %d, %a;");
        if (file == "opcodewalk.ptx") // the opcode walk's template
            text = replaceAll(text, "INSTRUCTION", "mov.u32 %r5, %r3;");
        text = replaceAll(text, ".bA ", ".b32 ");
        text = replaceAll(replaceAll(replaceAll(text, ".bB ", ".b32 "), ".bC ", ".b32 "), ".bD ", ".b32 ");
        const Status s = parseAndDecode(text);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().describe().c_str());
    }

    void moduleStructure()
    {
        auto m = ptx::parsePtx(fixture("fixtures/constructs.ptx"));
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().describe().c_str());
        QCOMPARE(m->version, std::string("9.0"));
        QCOMPARE(m->target, std::string("sm_90"));
        QCOMPARE(m->addressSize, 64);
        QCOMPARE(m->files.at(1), std::string("/tmp/kernel.cu"));
        QCOMPARE(m->functions.size(), std::size_t(2));
        const auto& scale = m->functions[0];
        QVERIFY(!scale.isEntry);
        QCOMPARE(scale.returns.size(), std::size_t(1));
        QCOMPARE(scale.params.size(), std::size_t(2));
        const auto& k = m->functions[1];
        QVERIFY(k.isEntry);
        QCOMPARE(k.params.size(), std::size_t(3));
        QVERIFY(k.params[0].isPointer);
        QCOMPARE(k.params[1].dims, (std::vector<std::int64_t> {16}));
        QCOMPARE(k.params[1].align, 8);
        QCOMPARE(m->globals.size(), std::size_t(5));
        QVERIFY(m->globals[0].isExtern);
        QCOMPARE(m->globals[0].dims, (std::vector<std::int64_t> {0}));
        // the .loc with inlined_at maps to the call site in the kernel's own file
        bool sawInlined = false;
        for (const auto& st : k.body)
            if (const auto* ins = std::get_if<ptx::Instruction>(&st); ins && ins->loc.file == 2) {
                QCOMPARE(ins->loc.inlinedFile, 1);
                QCOMPARE(ins->loc.inlinedLine, 13);
                sawInlined = true;
            }
        QVERIFY(sawInlined);
        auto prog = emu::decodeKernel(*m, "constructs");
        QVERIFY2(prog.ok(), prog.ok() ? "" : prog.error().describe().c_str());
        QCOMPARE(prog->mainSourceFile, 1);
        QCOMPARE(prog->params.size(), std::size_t(3));
        QCOMPARE(prog->params[1].offset, 8u);
        QCOMPARE(prog->paramBytes, 28u);
        QVERIFY(prog->maxCallDepth == 1);
        for (std::size_t pc = 0; pc < prog->code.size(); ++pc)
            if (prog->info[pc].opcode == "ld.u32")
                QCOMPARE(prog->info[pc].sourceLine, 13);
    }

    void constructsRun()
    {
        Launch l;
        l.ptx = fixture("fixtures/constructs.ptx");
        l.entry = "constructs";
        l.block = {64, 1, 1};
        l.dynamicShared = 256;
        l.buffers = {tensorOf(DType::I32, std::vector<std::int32_t>(64, -1))};
        KernelArg st;
        st.bytes.resize(16);
        const std::int32_t k = 2;
        std::memcpy(st.bytes.data() + 8, &k, 4);
        l.args = {bufferArg(0), st, scalarArg<std::uint32_t>(50)};
        auto r = l.run();
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QVERIFY2(r->findings.empty(), r->findings.empty() ? "" : r->findings[0].message.c_str());
        const auto out = valuesOf<std::int32_t>(l.buffers[0]);
        for (int i = 0; i < 64; ++i) {
            const int want = i < 50 ? (i % 4 + 1) + (i % 2 ? 200 : 100) + 2 * i + i : -1;
            QCOMPARE(out[static_cast<std::size_t>(i)], want);
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QString::fromStdString(sourceDir() + "/tests/core/emu/malformed"));
        const QStringList files = dir.entryList({"*.ptx"});
        QVERIFY(files.size() >= 20);
        for (const QString& f : files)
            QTest::newRow(qPrintable(f)) << f;
    }

    void malformed()
    {
        QFETCH(QString, file);
        const std::string text = fixture("malformed/" + file.toStdString());
        const QString first = QString::fromStdString(text.substr(0, text.find('\n')));
        const QRegularExpression re(R"(^// expect: (\d+):(\d+) (.*)$)");
        const auto m = re.match(first);
        QVERIFY2(m.hasMatch(), "the first line must be // expect: LINE:COLUMN message");
        const Status s = parseAndDecode(text);
        QVERIFY2(!s.ok(), "malformed PTX was accepted");
        const Error& e = s.error();
        const QString got = QString("%1:%2 %3").arg(e.line).arg(e.column).arg(QString::fromStdString(e.message));
        QVERIFY2(e.line == m.captured(1).toInt() && e.column == m.captured(2).toInt(), qPrintable(got));
        QVERIFY2(e.message.find(m.captured(3).toStdString()) != std::string::npos, qPrintable(got));
        QVERIFY(e.code == ErrorCode::BadInput);
    }

    void unsupportedIsDeferredToExecution()
    {
        // an unknown opcode decodes into an instruction that reports itself when executed
        const std::string text = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n"
                                 "  .reg .b32 %r<3>;\n  suld.b.1d.b32.trap {%r1}, [%r2, {%r2}];\n"
                                 "  ret;\n}\n";
        auto m = ptx::parsePtx(text);
        QVERIFY(m.ok());
        auto prog = emu::decodeKernel(*m, "k");
        QVERIFY(prog.ok());
        QCOMPARE(prog->messages.size(), std::size_t(1));
        QCOMPARE(prog->messages[0],
            std::string("suld.b.1d.b32.trap at PTX line 7 is unsupported by the emulator; run on a GPU"));
    }

    void everyNvrtcKernelDecodes()
    {
        // the kernels/ tasks compiled by NVRTC decode without any unsupported instruction
        const QDir kernels(QString::fromStdString(sourceDir() + "/kernels"));
        for (const QString& d : kernels.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            auto task = loadTask(kernels.filePath(d).toStdString());
            QVERIFY(task.ok());
            if (task->kernel.language != KernelLanguage::Cuda)
                continue; // PTX and Triton kernels are not NVRTC's (tst_kernelsrun runs them)
            std::ifstream f(task->dir / task->kernel.source);
            std::stringstream ss;
            ss << f.rdbuf();
            const Compiled c = compile(ss.str(), task->kernel.entry, task->kernel.options, task->dir.string());
            if (!c.ok)
                QSKIP(qPrintable("NVRTC is not available: " + QString::fromStdString(c.message)));
            auto m = ptx::parsePtx(c.ptx);
            QVERIFY2(m.ok(), qPrintable(d));
            auto prog = emu::decodeKernel(*m, c.entry);
            QVERIFY2(prog.ok(), qPrintable(d));
            QVERIFY2(prog->messages.empty(),
                qPrintable(d + ": " + QString::fromStdString(prog->messages.empty() ? "" : prog->messages[0])));
        }
    }
};

QTEST_GUILESS_MAIN(TestPtxParser)
#include "tst_ptxparser.moc"
