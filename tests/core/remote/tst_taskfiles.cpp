// Shipping a task by content: only the files the task names travel (with the task-folder headers its
// kernel includes), each with its hash; the receiving side refuses paths that climb out of its folder
// and contents that do not match their hash.
#include "core/common/sha256.h"
#include "core/remote/taskfiles.h"
#include "core/task/taskloader.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace warpscope::core;
namespace fs = std::filesystem;

namespace {
std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}
} // namespace

class TestTaskFiles : public QObject {
    Q_OBJECT
private slots:
    void shipsOnlyNamedFiles()
    {
        QTemporaryDir tmp;
        const fs::path dir = fs::path(tmp.path().toStdString()) / "task";
        fs::copy(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "vector_add", dir);
        fs::create_directories(dir / "inc");
        std::ofstream(dir / "inc" / "add.h")
            << "#pragma once\n__device__ float add(float x, float y) { return x + y; }\n";
        std::ofstream(dir / "secret.txt") << "not named by the task\n";
        std::string source = slurp(dir / "vector_add.cu");
        std::ofstream(dir / "vector_add.cu") << "#include \"inc/add.h\"\n" << source;
        auto task = loadTask(dir);
        QVERIFY2(task.ok(), task.ok() ? "" : task.error().describe().c_str());
        auto files = collectTaskFiles(*task);
        QVERIFY2(files.ok(), files.ok() ? "" : files.error().describe().c_str());
        QStringList paths;
        for (const auto& f : *files) {
            paths << QString::fromStdString(f.path);
            QCOMPARE(f.sha256, sha256Hex(slurp(dir / f.path)));
        }
        paths.sort();
        QCOMPARE(paths, QStringList({"inc/add.h", "lesson.md", "task.toml", "vector_add.cu"}));

        // the far side: the same files, written under its own folder
        auto back = shippedFilesFromJson(nlohmann::json::parse(shippedFilesToJson(*files).dump()));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        const fs::path there = fs::path(tmp.path().toStdString()) / "there";
        fs::create_directories(there);
        QVERIFY(writeShippedFiles(*back, there).ok());
        for (const auto& f : *files)
            QCOMPARE(slurp(there / f.path), f.content);
        QVERIFY(!fs::exists(there / "secret.txt"));
        QVERIFY(loadTask(there).ok());
    }

    void missingNamedFile()
    {
        QTemporaryDir tmp;
        const fs::path dir = fs::path(tmp.path().toStdString()) / "task";
        fs::copy(fs::path(WARPSCOPE_SOURCE_DIR) / "kernels" / "vector_add", dir);
        auto task = loadTask(dir);
        QVERIFY(task.ok());
        fs::remove(dir / "vector_add.cu");
        auto files = collectTaskFiles(*task);
        QVERIFY(!files.ok());
        QCOMPARE(QString::fromStdString(files.error().field), QString("kernel.source"));
        QVERIFY(QString::fromStdString(files.error().describe()).contains("vector_add.cu"));
    }

    void refusesBadEntries_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("badHash");
        QTest::addColumn<QString>("says");
        QTest::newRow("climbs") << "../evil" << false << "without '..'";
        QTest::newRow("climbs inside") << "a/../../evil" << false << "without '..'";
        QTest::newRow("absolute") << "/etc/passwd" << false << "must be relative";
        QTest::newRow("empty part") << "a//b" << false << "must be relative";
        QTest::newRow("dot") << "./a" << false << "must be relative";
        QTest::newRow("hash") << "task.toml" << true << "does not match its sha256";
    }
    void refusesBadEntries()
    {
        QFETCH(QString, path);
        QFETCH(bool, badHash);
        QFETCH(QString, says);
        ShippedFile f;
        f.path = path.toStdString();
        f.content = "x = 1\n";
        f.sha256 = sha256Hex(badHash ? std::string("other") : f.content);
        nlohmann::json j = shippedFilesToJson({ShippedFile {"ok.txt", sha256Hex("y"), "y"}, f});
        auto back = shippedFilesFromJson(j);
        QVERIFY(!back.ok());
        QVERIFY2(QString::fromStdString(back.error().message).contains(says), back.error().message.c_str());
        QCOMPARE(QString::fromStdString(back.error().field), QString("files[1]"));
    }
};

QTEST_GUILESS_MAIN(TestTaskFiles)
#include "tst_taskfiles.moc"
