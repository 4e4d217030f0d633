// A run measured on a remote target (issue 18) says so in the report's Environment section: the
// target's name and URL, the far host and the Slurm job; a local run has no Target row.
#include "core/report/report.h"
#include "core/report/reportload.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace warpscope::core;
namespace fs = std::filesystem;

class TestReportTarget : public QObject {
    Q_OBJECT

private slots:
    void targetRowOnlyForRemoteRuns()
    {
        const fs::path fixture = WARPSCOPE_SOURCE_DIR "/tests/core/report/fixtures/sample.wsreview";
        auto local = loadReportData(fixture);
        QVERIFY2(local.ok(), local.ok() ? "" : local.error().describe().c_str());
        QVERIFY(!QString::fromStdString(renderMarkdownReport(*local, "files").bytes).contains("| Target |"));

        QTemporaryDir dir;
        const fs::path review = fs::path(dir.path().toStdString()) / "copy.wsreview";
        fs::copy(fixture, review, fs::copy_options::recursive);
        const fs::path result = review / "results/r1/result.json";
        nlohmann::json doc = nlohmann::json::parse(std::ifstream(result));
        doc["environment"]["target"] = {{"name", "cluster"}, {"kind", "slurm"},
            {"url", "slurm:ssh://login --partition=gpu"}, {"remote_host", "gpu7"}, {"slurm_job", "4242"}};
        std::ofstream(result) << doc.dump(2);
        auto remote = loadReportData(review);
        QVERIFY2(remote.ok(), remote.ok() ? "" : remote.error().describe().c_str());
        const QString text = QString::fromStdString(renderMarkdownReport(*remote, "files").bytes);
        QVERIFY2(text.contains("| Target | cluster (slurm:ssh://login --partition=gpu), host gpu7, Slurm job 4242 |"),
            qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestReportTarget)
#include "tst_reporttarget.moc"
