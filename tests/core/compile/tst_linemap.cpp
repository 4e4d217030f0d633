#include "compiletesthelpers.h"

#include "core/compile/compiler.h"
#include "core/compile/linemap.h"
#include "core/compile/nvdisasm.h"

#include <QTest>

#include <set>

using namespace warpscope::core;
using namespace compiletest;

namespace {

std::string joined(const std::vector<int>& v)
{
    std::string s;
    for (int x : v)
        s += (s.empty() ? "" : " ") + std::to_string(x);
    return s;
}

std::string ptxGolden(const CompileResult& r)
{
    std::string s = "# " + r.sourceName + " line: PTX lines\n";
    for (const auto& e : r.lineMap)
        s += std::to_string(e.sourceLine) + ": " + joined(e.ptxLines) + "\n";
    return s;
}

std::string sassGolden(const CompileResult& r)
{
    std::string s = "# " + r.sourceName + " line: SASS lines\n";
    for (const auto& e : r.lineMap)
        s += std::to_string(e.sourceLine) + ": " + joined(e.sassLines) + "\n";
    s += "# PTX line: SASS lines\n";
    for (const auto& e : r.ptxSassMap)
        s += std::to_string(e.ptxLine) + ": " + joined(e.sassLines) + "\n";
    return s;
}

Result<CompileResult> compileFixture(const QString& dir, const QString& file, const std::string& entry)
{
    CompileRequest r;
    r.includeDir = dir.toStdString();
    r.sourceName = file.toStdString();
    r.source = readAll(dir + "/" + file);
    r.entry = entry;
    r.nameExpressions = {entry};
    r.options = {"-lineinfo"};
    r.useCache = false;
    return compileCuda(r);
}

} // namespace

class TestLineMap : public QObject {
    Q_OBJECT
private slots:
    void parsesPtxDirectives()
    {
        const std::string ptx = ".version 9.0\n"
                                ".visible .entry k(\n"
                                "\t.param .u64 k_param_0\n"
                                ")\n"
                                "{\n"
                                "\t.reg .b32 %r<3>;\n"
                                "\t.loc\t1 4 5\n"
                                "\tmov.u32 %r1, %tid.x;\n"
                                "$L__BB0_1:\n"
                                "\t.loc\t2 9 1, function_name $L__info_string0, inlined_at 1 5 3\n"
                                "\tadd.s32 %r2, %r1, 1;\n"
                                "\t@%p1 bra $L__BB0_1;\n"
                                "\tret;\n"
                                "}\n"
                                "\t.file\t1 \"/abs/task/kernel.cu\"\n"
                                "\t.file\t2 \"/abs/task/tile.h\"\n";
        const PtxLineInfo info = parsePtxLineInfo(ptx);
        QCOMPARE(info.files.size(), std::size_t(2));
        QCOMPARE(mainFileIndex(info, "kernel.cu"), 1);
        QCOMPARE(mainFileIndex(info, "tile.h"), 2);
        QCOMPARE(mainFileIndex(info, "el.cu"), 0); // a name matches whole path components only
        QCOMPARE(info.sourceLineOfLine[8], 4); // mov
        QCOMPARE(info.sourceLineOfLine[9], 0); // label
        QCOMPARE(info.fileOfLine[11], 2); // add, from the header
        QCOMPARE(info.sourceLineOfLine[12], 9); // bra
        QCOMPARE(info.sourceLineOfLine[6], 0); // .reg before any .loc
        std::vector<LineMapEntry> map;
        std::vector<PtxSassEntry> ptxSass;
        buildLineMaps(info, 1, {}, map, ptxSass);
        QCOMPARE(map.size(), std::size_t(1)); // the header's lines map to nothing
        QCOMPARE(map[0].sourceLine, 4);
        QCOMPARE(map[0].ptxLines, std::vector<int> {8});
    }

    void parsesSassComments()
    {
        const std::string sass = "\t.section\t.text.k,\"ax\",@progbits\n"
                                 "\t//## File \".nv_debug_ptx_txt\", line 8\n"
                                 "        /*0000*/                   S2R R0, SR_TID.X ;\n"
                                 "\t//## File \"/abs/task/kernel.cu\", line 4\n"
                                 "        /*0010*/                   IADD3 R0, R0, 0x1, RZ ;\n"
                                 ".L_x_0:\n"
                                 "\t//## File \"/abs/task/tile.h\", line 9\n"
                                 "        /*0020*/                   EXIT ;\n";
        const SassLineInfo info = parseSassLineInfo(sass, "kernel.cu");
        QCOMPARE(info.ptxLineOf[3], 8);
        QCOMPARE(info.sourceLineOf[5], 4);
        QCOMPARE(info.ptxLineOf[8], 0);
        QCOMPARE(info.sourceLineOf[8], 0);
        PtxLineInfo ptx;
        ptx.fileOfLine.assign(10, 0);
        ptx.sourceLineOfLine.assign(10, 0);
        ptx.fileOfLine[8] = 1;
        ptx.sourceLineOfLine[8] = 4;
        const std::string annotated = annotateSass(sass, ptx, 1, "kernel.cu");
        QVERIFY(annotated.find("//## PTX line 8, kernel.cu:4\n") != std::string::npos);
        std::vector<LineMapEntry> map;
        std::vector<PtxSassEntry> ptxSass;
        buildLineMaps(ptx, 1, info, map, ptxSass);
        QCOMPARE(map.size(), std::size_t(1));
        QCOMPARE(map[0].sassLines, (std::vector<int> {3, 5}));
        QCOMPARE(ptxSass.size(), std::size_t(1));
        QCOMPARE(ptxSass[0].sassLines, std::vector<int> {3});
    }

    // Goldens: the example kernels and the fixtures under linemap/, compiled for sm_90 with -lineinfo.
    void goldens_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("entry");
        QTest::newRow("vector_add") << "vector_add" << sourcePath("kernels/vector_add") << "vector_add.cu"
                                    << "vector_add";
        QTest::newRow("transpose") << "transpose" << fixture("linemap/transpose") << "kernel.cu"
                                   << "transpose";
        QTest::newRow("reduce") << "reduce" << fixture("linemap/reduce") << "kernel.cu"
                                << "reduce<float>";
    }
    void goldens()
    {
        QFETCH(QString, name);
        QFETCH(QString, dir);
        QFETCH(QString, file);
        QFETCH(QString, entry);
        auto r = compileFixture(dir, file, entry.toStdString());
        if (!r)
            QSKIP(qPrintable(QString::fromStdString(r.error().describe())));
        QVERIFY(r->ok);
        QString message = checkGolden(fixture("linemap/" + name + ".ptx.expected"), ptxGolden(*r));
        QVERIFY2(message.isEmpty(), qPrintable(message));
        // Every mapped source line is a line of the main file; header lines map to nothing.
        const int lines = static_cast<int>(std::count(r->ptx.begin(), r->ptx.end(), '\n'));
        const int sourceLines = QString::fromStdString(readAll(dir + "/" + file)).count('\n');
        for (const auto& e : r->lineMap) {
            QVERIFY(e.sourceLine >= 1 && e.sourceLine <= sourceLines);
            for (int p : e.ptxLines)
                QVERIFY(p >= 1 && p <= lines);
        }
        if (locateNvdisasm().path.empty())
            QSKIP("nvdisasm is not installed: the SASS half of the golden is not checked");
        QVERIFY2(r->sassError.empty(), r->sassError.c_str());
        message = checkGolden(fixture("linemap/" + name + ".sass.expected"), sassGolden(*r));
        QVERIFY2(message.isEmpty(), qPrintable(message));
    }

    void headerLinesMapToNothing()
    {
        auto r = compileFixture(fixture("linemap/transpose"), "kernel.cu", "transpose");
        if (!r)
            QSKIP(qPrintable(QString::fromStdString(r.error().describe())));
        QVERIFY(r->ok);
        // The PTX has instructions from tile.h (file 2), and none of them appears in the map.
        const PtxLineInfo info = parsePtxLineInfo(r->ptx);
        const int header = mainFileIndex(info, "tile.h");
        QVERIFY(header != 0);
        std::set<int> headerPtxLines;
        for (std::size_t p = 1; p < info.fileOfLine.size(); ++p)
            if (info.fileOfLine[p] == header)
                headerPtxLines.insert(static_cast<int>(p));
        QVERIFY(!headerPtxLines.empty());
        for (const auto& e : r->lineMap)
            for (int p : e.ptxLines)
                QVERIFY(!headerPtxLines.count(p));
    }
};

QTEST_GUILESS_MAIN(TestLineMap)
#include "tst_linemap.moc"
