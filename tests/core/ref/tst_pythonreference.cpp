#include "core/ref/refpython.h"
#include "reftesttask.h"

#include <QFile>
#include <QTest>

using namespace warpscope::core;

namespace {

std::string fixture(const std::string& name)
{
    QFile f(QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/ref/fixtures/") + QString::fromStdString(name));
    f.open(QIODevice::ReadOnly);
    return f.readAll().toStdString();
}

TestTask pythonTask(const std::string& script, const std::string& timeout = "10")
{
    return makeTestTask({{"x", "f32", {3}, "input", {1, 2, 3}}, {"y", "f32", {3}, "output", {}}},
        "kind = \"python\"\noutputs = [\"y\"]\nscript = \"ref.py\"\ntimeout_s = " + timeout, {},
        {{"ref.py", fixture(script)}});
}

} // namespace

class TestPythonReference : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        auto python = findPythonWithNumpy();
        if (!python)
            QSKIP(("no Python interpreter with numpy: " + python.error().message).c_str());
    }

    void runsTrustedScript()
    {
        TestTask t = pythonTask("double_it.py");
        QVERIFY2(t.error.empty(), t.error.c_str());
        auto r = computeTestReference(t, true);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->tensors[0].dtype, DType::F64);
        QCOMPARE(r->tensors[0].at(2), 6.0);
    }

    // The params file, the params in the environment and the helper module that reads bf16 inputs.
    void scriptGetsParamsAndReadsBf16()
    {
        TestTask t = makeTestTask({{"x", "bf16", {3}, "input", {1.5, -2, 3}}, {"y", "f32", {3}, "output", {}}},
            "kind = \"python\"\noutputs = [\"y\"]\nscript = \"ref.py\"\ntimeout_s = 30", {},
            {{"ref.py", fixture("params_bf16.py")}});
        QVERIFY2(t.error.empty(), t.error.c_str());
        auto r = computeTestReference(t, true);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->tensors[0].at(0), 4.0);
        QCOMPARE(r->tensors[0].at(1), -3.0);
        QCOMPARE(r->tensors[0].at(2), 7.0);
    }

    void refusesUntrustedScript()
    {
        TestTask t = pythonTask("double_it.py");
        auto r = computeTestReference(t, false);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("--trust") != std::string::npos);
        QCOMPARE(r.error().field, std::string("reference.script"));
    }

    void failingScriptShowsItsStderr()
    {
        TestTask t = pythonTask("fails.py");
        auto r = computeTestReference(t, true);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("ref.py") != std::string::npos);
        QVERIFY2(r.error().message.find("shape mismatch in step 3") != std::string::npos, r.error().message.c_str());
    }

    void slowScriptTimesOut()
    {
        TestTask t = pythonTask("sleeps.py", "1");
        QElapsedTimer clock;
        clock.start();
        auto r = computeTestReference(t, true);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("did not finish within 1 s") != std::string::npos);
        QVERIFY(clock.elapsed() < 20000);
    }

    void scriptWithoutOutputIsNamed()
    {
        TestTask t = pythonTask("writes_nothing.py");
        auto r = computeTestReference(t, true);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.find("wrote no 'y.npy'") != std::string::npos, r.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestPythonReference)
#include "tst_pythonreference.moc"
