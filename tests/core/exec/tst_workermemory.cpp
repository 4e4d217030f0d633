// The worker's own memory limit (cli/worker/handler_run.cpp): a run that the admission estimate
// lets through but that cannot get its memory fails an allocation under RLIMIT_DATA, and the worker
// answers with a classified "out of memory" error instead of being killed, then serves the next
// request. WARPSCOPE_WORKER_DATA_LIMIT sets the small limit that stands in for a mis-estimate.
#include "core/protocol/workerprotocol.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope::core;

namespace {

QString fixture(const char* name)
{
    return QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/") + name;
}

/// Reads worker lines until the answer (result or error) to request id; nullopt on timeout.
std::optional<WorkerMessage> answerTo(QProcess& p, std::uint64_t id)
{
    QDeadlineTimer deadline(300000);
    while (!deadline.hasExpired()) {
        if (!p.canReadLine() && !p.waitForReadyRead(1000)) {
            if (p.state() != QProcess::Running)
                return std::nullopt;
            continue;
        }
        while (p.canReadLine()) {
            auto m = decodeMessage(p.readLine().trimmed().toStdString());
            if (m && m->id == id && (m->kind == WorkerMessage::Kind::Result || m->kind == WorkerMessage::Kind::Error))
                return *m;
        }
    }
    return std::nullopt;
}

void send(QProcess& p, std::uint64_t id, const nlohmann::json& payload)
{
    WorkerRequest r;
    r.id = id;
    r.type = "run";
    r.payload = payload;
    p.write(QByteArray::fromStdString(encodeRequest(r) + "\n"));
}

} // namespace

class TestWorkerMemory : public QObject {
    Q_OBJECT
private slots:
    void allocationFailureIsAnOutOfMemoryReply()
    {
        if (!QFile::exists(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli"))
            QSKIP("warpscope-cli is not built");
        QTemporaryDir dir;
        QProcess worker;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("WARPSCOPE_WORKER_DATA_LIMIT"), QStringLiteral("160M"));
        worker.setProcessEnvironment(env);
        worker.setProcessChannelMode(QProcess::SeparateChannels);
        worker.start(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli", {"worker"});
        QVERIFY(worker.waitForStarted());

        // two 160 MB buffers, copied for the kernel: more than 160 MB above the worker's size
        send(worker, 1,
            {{"task", fixture("worker_memory").toStdString()}, {"backend", "emu"},
                {"bundle", dir.filePath("big").toStdString()}});
        auto big = answerTo(worker, 1);
        QVERIFY2(big.has_value(), worker.readAllStandardError().constData());
        if (big->kind == WorkerMessage::Kind::Error && big->error.code == ErrorCode::Toolchain)
            QSKIP("NVRTC is not available");
        QCOMPARE(int(big->kind), int(WorkerMessage::Kind::Error));
        QCOMPARE(QString::fromStdString(big->error.field), QString("memory"));
        QVERIFY2(big->error.message.find("out of memory") != std::string::npos, big->error.message.c_str());

        // the worker lives on, its limit lifted after the failed request
        send(worker, 2,
            {{"task", fixture("vadd").toStdString()}, {"backend", "emu"}, {"seeds", 1},
                {"bundle", dir.filePath("small").toStdString()}});
        auto small = answerTo(worker, 2);
        QVERIFY(small.has_value());
        QCOMPARE(int(small->kind), int(WorkerMessage::Kind::Result));
        QCOMPARE(small->payload.value("passed", false), true);
        QCOMPARE(worker.state(), QProcess::Running);
        worker.closeWriteChannel();
        QVERIFY(worker.waitForFinished(30000));
        QCOMPARE(worker.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWorkerMemory)
#include "tst_workermemory.moc"
