// Slurm batch mode without a cluster (core/remote/slurmbatch.h): the review's job records (save,
// replace, find, a damaged file named), the messages of jobs that ended without results (TIMEOUT
// says to resubmit with a longer --time), and the CLI's refusals of --batch without a Slurm target.
#include "core/remote/slurmbatch.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace warpscope::core;

namespace {
const QString kCli = QStringLiteral(WARPSCOPE_BINARY_DIR "/cli/warpscope-cli");

BatchJob job(const std::string& id, const std::string& state = "SUBMITTED")
{
    BatchJob j;
    j.jobId = id;
    j.target = "cluster";
    j.folder = "/home/me/.cache/warpscope/batch/job-abc123";
    j.command = "run";
    j.task = "Vector add";
    j.args = {"--seeds", "2", "--param", "N=1000"};
    j.submittedAt = "2026-12-02T10:00:00Z";
    j.state = state;
    return j;
}
} // namespace

class TestBatchRecords : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void recordsRoundTripAndReplace()
    {
        const auto file = batchJobsFile(m_dir.path().toStdString());
        QVERIFY(readBatchJobs(file).ok() && readBatchJobs(file)->empty()); // no file: no jobs
        QVERIFY(saveBatchJob(file, job("41")).ok());
        QVERIFY(saveBatchJob(file, job("42")).ok());
        QVERIFY(saveBatchJob(file, job("41", "COMPLETED")).ok()); // the same job: replaced in place
        auto jobs = readBatchJobs(file);
        QVERIFY(jobs.ok());
        QCOMPARE(jobs->size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(jobs->front().state), QString("COMPLETED"));
        QCOMPARE(QString::fromStdString(jobs->back().args.back()), QString("N=1000"));
        auto found = findBatchJob(file, "42");
        QVERIFY(found.ok());
        QCOMPARE(QString::fromStdString(found->folder), QString("/home/me/.cache/warpscope/batch/job-abc123"));
        auto unknown = findBatchJob(file, "7");
        QVERIFY(!unknown.ok());
        QVERIFY2(unknown.error().message.find("the records know 42, 41") != std::string::npos,
            unknown.error().message.c_str());
    }

    void damagedRecordsAreNamed()
    {
        const std::string file = m_dir.path().toStdString() + "/damaged.json";
        std::ofstream(file) << "{\"jobs\": [{\"job_id\": \"12x\", \"target\": \"c\", \"folder\": \"f\"}]}";
        auto jobs = readBatchJobs(file);
        QVERIFY(!jobs.ok());
        QCOMPARE(QString::fromStdString(jobs.error().file), QString::fromStdString(file));
        QCOMPARE(QString::fromStdString(jobs.error().field), QString("jobs[0].job_id"));
        std::ofstream(file) << "not json";
        QVERIFY(!readBatchJobs(file).ok());
        QVERIFY(!saveBatchJob(file, job("1")).ok()); // a damaged file is left alone
    }

    void endedJobsSayWhatToDo()
    {
        auto target = parseTargetUrl("slurm:ssh://login --partition=gpu --time=30");
        QVERIFY(target.ok());
        const std::string timeout = batchEndedError(*target, job("42"), "TIMEOUT", "").message;
        QVERIFY2(timeout.find("Slurm job 42 on login (run of Vector add) was killed at its time limit (TIMEOUT)")
                    != std::string::npos
                && timeout.find("the results you had are kept") != std::string::npos
                && timeout.find("resubmit with a longer --time in the target's options (it has --time=30)")
                    != std::string::npos,
            timeout.c_str());
        const std::string cancelled = batchEndedError(*target, job("42"), "CANCELLED", "slurmstepd: cancelled").message;
        QVERIFY2(
            cancelled.find("was cancelled (CANCELLED) (its output ends: slurmstepd: cancelled)") != std::string::npos,
            cancelled.c_str());
        QVERIFY(batchEndedError(*target, job("42"), "OUT_OF_MEMORY", "").message.find("--mem") != std::string::npos);
        QVERIFY(
            batchEndedError(*target, job("42"), "", "").message.find("no longer known to Slurm") != std::string::npos);
        QVERIFY(batchStateIsFinal("TIMEOUT") && batchStateIsFinal("CANCELLED by 0") && !batchStateIsFinal("RUNNING")
            && !batchStateIsFinal("PENDING"));
        BatchFetch running;
        running.state.state = "RUNNING";
        QVERIFY(!running.endedWithoutResults());
        BatchFetch timedOut;
        timedOut.state.state = "TIMEOUT";
        QVERIFY(timedOut.endedWithoutResults());
    }

    void cliRefusesBatchWithoutSlurm()
    {
        if (!QFile::exists(kCli))
            QSKIP("warpscope-cli is not built");
        const auto cli = [](const QStringList& args) {
            QProcess p;
            p.start(kCli, args);
            p.waitForFinished(60000);
            return std::pair {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
        };
        const QString task = WARPSCOPE_SOURCE_DIR "/kernels/vector_add";
        auto [code, err] = cli({"run", task, "--batch"});
        QCOMPARE(code, 2);
        QVERIFY2(err.contains("--batch submits to a slurm: target"), qPrintable(err));
        std::tie(code, err) = cli({"run", task, "--batch", "--target", "ssh://127.0.0.1:1"});
        QCOMPARE(code, 2);
        QVERIFY2(err.contains("batch mode submits to a Slurm cluster"), qPrintable(err));
        std::tie(code, err) = cli({"fetch", "42", "--review", m_dir.path() + "/empty"});
        QCOMPARE(code, 2);
        QVERIFY2(err.contains("no batch job 42 was submitted from here; the records know none"), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestBatchRecords)
#include "tst_batchrecords.moc"
