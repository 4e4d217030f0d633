// A task becomes a kernel to benchmark without a GPU: compiled with NVRTC, inputs from one seed,
// shared between baseline and candidate, and a verifier built from the task's reference.
#include "core/compile/nvrtcapi.h"
#include "core/exec/poison.h"
#include "core/pipeline/benchtask.h"
#include "core/task/taskloader.h"

#include <QTest>

#include <cstring>

using namespace warpscope::core;

namespace {

/// c = a + b in f32, as the kernel computes it.
void addInto(std::vector<Tensor>& buffers)
{
    const std::size_t n = buffers[0].elementCount();
    for (std::size_t i = 0; i < n; ++i) {
        float a, b;
        std::memcpy(&a, buffers[0].bytes.data() + 4 * i, 4);
        std::memcpy(&b, buffers[1].bytes.data() + 4 * i, 4);
        const float c = a + b;
        std::memcpy(buffers[2].bytes.data() + 4 * i, &c, 4);
    }
}

} // namespace

class TestBenchTask : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!NvrtcApi::instance().ok())
            QSKIP("NVRTC is not available to compile the task");
        auto task = loadTask(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().message.c_str());
        m_task = std::move(*task);
    }

    void prepares()
    {
        BenchTaskOptions o;
        o.arch = 80;
        auto b = prepareBenchTask(m_task, "candidate", o);
        QVERIFY2(b.ok(), b.ok() ? "" : b.error().message.c_str());
        const BenchKernel& k = b->kernel;
        QCOMPARE(QString::fromStdString(k.entry), QStringLiteral("vector_add"));
        QVERIFY(k.label.find("candidate") == 0);
        QVERIFY(!k.cubin.empty());
        QVERIFY(k.ptx.find(".entry vector_add") != std::string::npos);
        QCOMPARE(k.buffers.size(), std::size_t(3));
        QCOMPARE(k.args.size(), std::size_t(4));
        QCOMPARE(k.dims.grid[0], std::uint32_t(391)); // ceil_div(100000, 256)
        QCOMPARE(k.dims.block[0], std::uint32_t(256));
        QCOMPARE(k.roles[2], BufferRole::Output);
        QCOMPARE(k.computeType, DType::F32);
        // The output starts poisoned, so a kernel that skips it cannot pass.
        std::uint32_t first = 0;
        std::memcpy(&first, k.buffers[2].bytes.data(), 4);
        QCOMPARE(std::uint64_t(first), poisonBits(DType::F32));
        QCOMPARE(compulsoryBytes(k.buffers, k.roles), 3.0 * 100000 * 4);
    }

    void sharesInputsBetweenSeeds()
    {
        BenchTaskOptions o;
        o.arch = 80;
        auto a = prepareBenchTask(m_task, "candidate", o);
        o.seed = 7;
        auto b = prepareBenchTask(m_task, "baseline", o);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(a->kernel.buffers[0].bytes != b->kernel.buffers[0].bytes);
        QCOMPARE(shareInputs(*a, *b), 2);
        QVERIFY(a->kernel.buffers[0].bytes == b->kernel.buffers[0].bytes);
        QVERIFY(a->kernel.buffers[1].bytes == b->kernel.buffers[1].bytes);
    }

    void verifierChecksOutputs()
    {
        BenchTaskOptions o;
        o.arch = 80;
        auto b = prepareBenchTask(m_task, "candidate", o);
        QVERIFY(b.ok());
        auto st = attachVerifier(*b, o, nullptr);
        QVERIFY2(st.ok(), st.ok() ? "" : st.error().message.c_str());
        QVERIFY(bool(b->kernel.verify));
        std::vector<Tensor> buffers = b->kernel.buffers;
        auto poisoned = b->kernel.verify(buffers);
        QVERIFY(!poisoned.ok());
        QVERIFY2(
            QString::fromStdString(poisoned.error().message).contains("output 'c'"), poisoned.error().message.c_str());
        addInto(buffers);
        auto good = b->kernel.verify(buffers);
        QVERIFY2(good.ok(), good.ok() ? "" : good.error().message.c_str());
        float wrong = 1.0f;
        std::memcpy(buffers[2].bytes.data() + 4 * 500, &wrong, 4);
        auto bad = b->kernel.verify(buffers);
        QVERIFY(!bad.ok());
        QVERIFY2(QString::fromStdString(bad.error().message).contains("1 of 100000"), bad.error().message.c_str());
    }

private:
    Task m_task;
};

QTEST_GUILESS_MAIN(TestBenchTask)
#include "tst_benchtask.moc"
