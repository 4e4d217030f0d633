// The compile options panel: its JSON is the worker's compile options, and it round-trips.
#include "widgets/compileoptionspanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

using namespace warpscope;
using nlohmann::json;

namespace {
QString dump(const json& j)
{
    return QString::fromStdString(j.dump());
}
} // namespace

class TestCompileOptionsPanel : public QObject {
    Q_OBJECT
private slots:
    void defaults()
    {
        widgets::CompileOptionsPanel panel;
        panel.setArchs({75, 80, 86, 89, 90, 100, 120});
        const json j = panel.toJson();
        QCOMPARE(j["arch"].get<int>(), 90);
        QCOMPARE(j["line_info"].get<bool>(), true);
        QCOMPARE(j["device_debug"].get<bool>(), false);
        QVERIFY(j["ftz"].is_null()); // NVRTC's own default
        QVERIFY(j["defines"].empty());
        QVERIFY(j["std"].get<std::string>().empty());
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("options"); // JSON text: nlohmann::json is no Qt metatype
        QTest::newRow("arch and flags") << dump(json {{"arch", 86}, {"line_info", false}, {"device_debug", true},
            {"fast_math", true}, {"ftz", nullptr}, {"prec_div", nullptr}, {"prec_sqrt", nullptr}, {"fmad", nullptr},
            {"defines", json::array()}, {"std", ""}, {"max_registers", 0}});
        QTest::newRow("tri-states and lists") << dump(json {{"arch", 120}, {"line_info", true}, {"device_debug", false},
            {"fast_math", false}, {"ftz", true}, {"prec_div", false}, {"prec_sqrt", true}, {"fmad", false},
            {"defines", {"TILE=32", "DEBUG"}}, {"std", "c++17"}, {"max_registers", 64}});
    }

    void roundTrip()
    {
        QFETCH(QString, options);
        widgets::CompileOptionsPanel panel;
        panel.setArchs({75, 80, 86, 89, 90, 100, 120});
        panel.setFromJson(json::parse(options.toStdString()));
        QCOMPARE(dump(panel.toJson()), options);
    }

    void definesAcceptDashDAndCommas()
    {
        widgets::CompileOptionsPanel panel;
        panel.setFromJson(json {{"defines", {"-DA=1,B", "C"}}});
        QCOMPARE(dump(panel.toJson()["defines"]), QString(R"(["A=1","B","C"])"));
    }

    void badJsonKeepsDefaults()
    {
        widgets::CompileOptionsPanel panel;
        panel.setArchs({80, 90});
        panel.setFromJson(json {{"arch", "sm_90"}, {"line_info", 3}, {"defines", "X"}, {"ftz", "yes"}});
        const json j = panel.toJson();
        QCOMPARE(j["arch"].get<int>(), 90);
        QCOMPARE(j["line_info"].get<bool>(), true);
        QVERIFY(j["defines"].empty());
        QVERIFY(j["ftz"].is_null());
        panel.setFromJson(json::array()); // not an object: ignored
        QCOMPARE(panel.toJson()["arch"].get<int>(), 90);
    }

    void archFallsBackWhenUnsupported()
    {
        widgets::CompileOptionsPanel panel;
        panel.setArchs({75, 80, 86});
        QCOMPARE(panel.arch(), 86); // no sm_90 here: the newest
        panel.setArchs({80, 86, 90});
        QCOMPARE(panel.arch(), 86); // the choice stays when still supported
    }

    void changesAreSignalled()
    {
        widgets::CompileOptionsPanel panel;
        QSignalSpy changed(&panel, &widgets::CompileOptionsPanel::optionsChanged);
        panel.findChild<QCheckBox*>("fastMathCheck")->setChecked(true);
        panel.findChild<QComboBox*>("ftzCombo")->setCurrentIndex(2);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(panel.toJson()["ftz"].is_boolean() && !panel.toJson()["ftz"].get<bool>(), true);
    }
};

QTEST_MAIN(TestCompileOptionsPanel)
#include "tst_compileoptionspanel.moc"
