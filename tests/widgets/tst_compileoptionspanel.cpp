// The compile options panel: it shows and hands back the core's CompileOptions, and round-trips them.
#include "widgets/compileoptionspanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

using namespace warpscope;

namespace {
core::CompileOptions withFlags()
{
    core::CompileOptions o;
    o.arch = 86;
    o.lineInfo = false;
    o.deviceDebug = true;
    o.fastMath = true;
    return o;
}

core::CompileOptions withTriStatesAndLists()
{
    core::CompileOptions o;
    o.arch = 120;
    o.ftz = true;
    o.precDiv = false;
    o.precSqrt = true;
    o.fmad = false;
    o.defines = {"TILE=32", "DEBUG"};
    o.std = "c++17";
    o.maxRegisters = 64;
    return o;
}
} // namespace

class TestCompileOptionsPanel : public QObject {
    Q_OBJECT
private slots:
    void defaults()
    {
        widgets::CompileOptionsPanel panel;
        panel.setArchs({75, 80, 86, 89, 90, 100, 120});
        const core::CompileOptions o = panel.options();
        QCOMPARE(o.arch, 90);
        QCOMPARE(o.lineInfo, true);
        QCOMPARE(o.deviceDebug, false);
        QVERIFY(!o.ftz.has_value()); // NVRTC's own default
        QVERIFY(o.defines.empty());
        QVERIFY(o.std.empty());
        QCOMPARE(o.maxRegisters, 0);
    }

    void roundTrip_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("arch and flags") << 0;
        QTest::newRow("tri-states and lists") << 1;
    }

    void roundTrip()
    {
        QFETCH(int, which);
        const core::CompileOptions in = which == 0 ? withFlags() : withTriStatesAndLists();
        widgets::CompileOptionsPanel panel;
        panel.setArchs({75, 80, 86, 89, 90, 100, 120});
        panel.setOptions(in);
        const core::CompileOptions out = panel.options();
        QCOMPARE(out.arch, in.arch);
        QCOMPARE(out.lineInfo, in.lineInfo);
        QCOMPARE(out.deviceDebug, in.deviceDebug);
        QCOMPARE(out.fastMath, in.fastMath);
        QCOMPARE(out.ftz, in.ftz);
        QCOMPARE(out.precDiv, in.precDiv);
        QCOMPARE(out.precSqrt, in.precSqrt);
        QCOMPARE(out.fmad, in.fmad);
        QCOMPARE(out.defines, in.defines);
        QCOMPARE(out.std, in.std);
        QCOMPARE(out.maxRegisters, in.maxRegisters);
    }

    void definesAcceptDashDAndCommas()
    {
        widgets::CompileOptionsPanel panel;
        core::CompileOptions o;
        o.defines = {"-DA=1,B", "C"};
        panel.setOptions(o);
        QCOMPARE(panel.options().defines, (std::vector<std::string> {"A=1", "B", "C"}));
    }

    void unsupportedArchKeepsTheChoice()
    {
        widgets::CompileOptionsPanel panel;
        panel.setArchs({80, 90});
        core::CompileOptions o;
        o.arch = 61;
        panel.setOptions(o);
        QCOMPARE(panel.options().arch, 90);
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
        QCOMPARE(panel.options().ftz, std::optional<bool>(false));
    }
};

QTEST_MAIN(TestCompileOptionsPanel)
#include "tst_compileoptionspanel.moc"
