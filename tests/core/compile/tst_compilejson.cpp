#include "compiletesthelpers.h"

#include "core/compile/compilejson.h"

#include <QTest>

using namespace warpscope::core;
using namespace compiletest;
using nlohmann::json;

namespace {

CompileResult sample()
{
    CompileResult r;
    r.ok = true;
    r.arch = 86;
    r.sourceName = "k.cu";
    r.entry = "scale<float>";
    r.entryLowered = "_Z5scaleIfEvPT_S0_i";
    r.diagnostics.push_back({"k.cu", 3, 7, Diagnostic::Severity::Warning, "unused", "remove it", "177-D"});
    r.ptx = ".version 9.0\n";
    r.sass = "EXIT ;\n";
    r.cubin = {0x7f, 'E', 'L', 'F', 0, 1, 2, 255};
    r.loweredNames["scale<float>"] = "_Z5scaleIfEvPT_S0_i";
    r.resources.push_back({"_Z5scaleIfEvPT_S0_i", 20, 4224, 16, 4, 8, 548, 1});
    r.resources.push_back({"other", 8, 0, 0, 0, 0, 540, 0});
    r.lineMap.push_back({4, {30, 31}, {12}});
    r.ptxSassMap.push_back({30, {12, 13}});
    r.occupancy = *computeOccupancy(86, {256, 20, 4224, 0, 1, -1});
    r.toolkitVersion = "13.0";
    r.nvdisasmVersion = "13.5.37";
    r.compileSeconds = 0.25;
    return r;
}

} // namespace

class TestCompileJson : public QObject {
    Q_OBJECT
private slots:
    // ARCHITECTURE §8: the keys scripts rely on.
    void documentedKeys()
    {
        const json j = compileResultToJson(sample());
        for (const char* k :
            {"schema", "arch", "ok", "diagnostics", "ptx", "sass", "resources", "occupancy", "line_map"})
            QVERIFY2(j.contains(k), k);
        QCOMPARE(j["schema"].get<int>(), 1);
        QVERIFY(j["ok"].is_boolean());
        QVERIFY(j["ptx"].is_string() && j["sass"].is_string());
        for (const char* k : {"file", "line", "column", "severity", "message"})
            QVERIFY2(j["diagnostics"][0].contains(k), k);
        QCOMPARE(j["diagnostics"][0]["severity"].get<std::string>(), std::string("warning"));
        for (const char* k :
            {"registers", "shared_static", "local", "spill_stores", "spill_loads", "constant", "barriers"})
            QVERIFY2(j["resources"][k].is_number_integer(), k);
        QCOMPARE(j["resources"]["registers"].get<int>(), 20); // the entry kernel, not the first
        for (const char* k : {"active_warps_per_sm", "max_warps_per_sm", "limiter"})
            QVERIFY2(j["occupancy"].contains(k), k);
        QCOMPARE(j["occupancy"]["max_warps_per_sm"].get<int>(), 48);
        for (const char* k : {"source_line", "ptx_lines", "sass_lines"})
            QVERIFY2(j["line_map"][0].contains(k), k);
        QCOMPARE(j["hints"][0].get<std::string>(), std::string("remove it"));
        QVERIFY(!j.contains("cubin_base64"));
    }

    void keysExistWithoutResults()
    {
        CompileResult failed;
        const json j = compileResultToJson(failed);
        QVERIFY(j["resources"].contains("registers"));
        QCOMPARE(j["resources"]["available"].get<bool>(), false);
        QCOMPARE(j["occupancy"]["available"].get<bool>(), false);
        QVERIFY(j["occupancy"].contains("limiter"));
        auto back = compileResultFromJson(j);
        QVERIFY(back.ok());
        QVERIFY(back->resources.empty());
        QVERIFY(!back->occupancy);
    }

    void roundTrip()
    {
        const CompileResult r = sample();
        const json j = compileResultToJson(r, {true});
        auto back = compileResultFromJson(json::parse(j.dump()));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(compileResultToJson(*back, {true}).dump(), j.dump());
        QCOMPARE(back->cubin, r.cubin);
        QCOMPARE(back->diagnostics[0].code, std::string("177-D"));
        QCOMPARE(back->occupancy->limiter, r.occupancy->limiter);
        QCOMPARE(back->entryResources()->kernel, r.entryLowered);
    }

    void rejectsBadDocuments_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("field");
        QTest::newRow("newer schema") << "schema"
                                      << "schema";
        QTest::newRow("missing ptx") << "ptx"
                                     << "ptx";
        QTest::newRow("ok is a string") << "ok"
                                        << "ok";
        QTest::newRow("bad base64") << "cubin_base64"
                                    << "cubin_base64";
        QTest::newRow("diagnostic without line") << "diagnostics"
                                                 << "diagnostics";
    }
    void rejectsBadDocuments()
    {
        QFETCH(QString, edit);
        QFETCH(QString, field);
        json j = compileResultToJson(sample(), {true});
        if (edit == "schema")
            j["schema"] = 99;
        else if (edit == "ptx")
            j.erase("ptx");
        else if (edit == "ok")
            j["ok"] = "yes";
        else if (edit == "cubin_base64")
            j["cubin_base64"] = "@@@";
        else
            j["diagnostics"][0].erase("line");
        auto r = compileResultFromJson(j);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().field).contains(field), r.error().field.c_str());
        QVERIFY(!compileResultFromJson(json::array()).ok());
    }
};

QTEST_APPLESS_MAIN(TestCompileJson)
#include "tst_compilejson.moc"
