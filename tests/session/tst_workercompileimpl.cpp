// The worker's "compile" of one [[implementation]]: its own arch reaches the PTX whatever the window's
// arch box says, and an unknown name is refused with the names the task has.
#include "app/session/workersupervisor.h"
#include "core/compile/tritoncompile.h"

#include <QTest>

using namespace warpscope;
using session::WorkerJob;
using session::WorkerSupervisor;

namespace {

struct Outcome {
    bool done = false;
    bool ok = false;
    core::Error error;
    nlohmann::json payload;
};

/// Compiles implementation `name` of kernels/`task` with the window's arch at sm_90.
void compile(WorkerSupervisor& s, const char* task, const std::string& name, Outcome& out)
{
    WorkerJob j;
    j.type = "compile";
    j.deadlineMs = 120000;
    j.payload = {{"task", std::string(WARPSCOPE_SOURCE_DIR "/kernels/") + task}, {"implementation", name},
        {"options", {{"arch", 90}, {"sass", false}}}};
    j.onResult = [&out](const nlohmann::json& p) {
        out.done = true;
        out.ok = true;
        out.payload = p;
    };
    j.onFailure = [&out](session::JobFailure, const core::Error& e) {
        out.done = true;
        out.error = e;
    };
    s.submit(std::move(j));
}

QString ptxOf(const Outcome& out)
{
    return QString::fromStdString(out.payload.value("ptx", std::string()));
}

} // namespace

class TestWorkerCompileImpl : public QObject {
    Q_OBJECT
private slots:
    void cudaImplementationsCompileForTheirOwnArch()
    {
        WorkerSupervisor s;
        Outcome ampere, hopper;
        compile(s, "vector_add_cuda_triton", "cuda@sm_80", ampere);
        compile(s, "vector_add_cuda_triton", "cuda@sm_90a", hopper);
        QTRY_VERIFY_WITH_TIMEOUT(ampere.done && hopper.done, 120000);
        QVERIFY2(ampere.ok, ampere.error.describe().c_str());
        QVERIFY2(hopper.ok, hopper.error.describe().c_str());
        QVERIFY2(ptxOf(ampere).contains(".target sm_80"), qPrintable(ptxOf(ampere).left(400)));
        QVERIFY2(ptxOf(hopper).contains(".target sm_90a"), qPrintable(ptxOf(hopper).left(400)));
    }

    void tritonImplementationCompilesForItsOwnArch()
    {
        if (auto python = core::findTritonPython(); !python)
            QSKIP(("Triton cannot be imported: " + python.error().message).c_str());
        WorkerSupervisor s;
        Outcome out;
        compile(s, "triton_matmul", "triton@sm_80", out);
        QTRY_VERIFY_WITH_TIMEOUT(out.done, 120000);
        QVERIFY2(out.ok, out.error.describe().c_str());
        QVERIFY2(ptxOf(out).contains(".target sm_80"), qPrintable(ptxOf(out).left(400)));
        QVERIFY(!ptxOf(out).contains(".target sm_90a"));
    }

    void anUnknownImplementationIsNamed()
    {
        WorkerSupervisor s;
        Outcome out;
        compile(s, "vector_add_cuda_triton", "hip", out);
        QTRY_VERIFY_WITH_TIMEOUT(out.done, 60000);
        QVERIFY(!out.ok);
        const QString text = QString::fromStdString(out.error.describe());
        QVERIFY2(text.contains("no implementation named hip") && text.contains("cuda@sm_80, cuda@sm_90a, triton"),
            qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestWorkerCompileImpl)
#include "tst_workercompileimpl.moc"
