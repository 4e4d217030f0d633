// Kill storms: killstormhelper saves versions of a task, a review, a review's autosave and a result
// bundle back to back, and is killed with SIGKILL after a random delay, many times. After every kill
// the file on disk must be a complete version, the last one announced or the one being saved, and
// recovery must offer exactly that newest version.
//
// WARPSCOPE_KILL_STORM=N sets the kills per writer (default 30, CI's short storm); the full storm is
// WARPSCOPE_KILL_STORM=1000 ctest --test-dir build -R tst_killstorm --output-on-failure
#include "app/session/reviewdocument.h"
#include "core/common/paths.h"
#include "core/pipeline/bundle.h"
#include "core/review/reviewjson.h"
#include "core/task/taskloader.h"
#include "killstormpayload.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <functional>
#include <thread>

using namespace warpscope;

namespace {

/// What a killed helper had said: the last version it announced as saved, and whether it had
/// begun the next save (the kill then landed inside a save, or just after its commit).
struct Announced {
    std::int64_t saved = 0;
    bool inSave = false;
};

Announced announced(const QByteArray& out)
{
    Announced a;
    for (const QByteArray& line : out.split('\n')) {
        if (line.startsWith("saved ")) {
            a.saved = line.mid(6).toLongLong();
            a.inSave = false;
        } else if (line.startsWith("begin ")) {
            a.inSave = true;
        }
    }
    return a;
}

std::string readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

int stormSize()
{
    const int n = qEnvironmentVariableIntValue("WARPSCOPE_KILL_STORM");
    return n > 0 ? n : 30;
}

bool copyTask(const QString& from, const QString& to)
{
    QDir().mkpath(to);
    for (const QString& name : QDir(from).entryList(QDir::Files))
        if (!QFile::copy(from + '/' + name, to + '/' + name))
            return false;
    return true;
}

/// Checks one killed writer's folder; returns the version found on disk, or -1 with why set.
using Check = std::function<std::int64_t(const QString& dir, QString* why)>;

} // namespace

class TestKillStorm : public QObject {
    Q_OBJECT
private:
    /// Kills the helper `kills` times and checks what each kill left behind.
    void storm(const QString& mode, const std::function<bool(const QString& dir)>& prepare, const Check& check)
    {
        const int kills = stormSize();
        int inSave = 0;
        int newer = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < kills; ++i) {
            QTemporaryDir work;
            const QString dir = work.filePath(QStringLiteral("target"));
            QVERIFY(prepare(dir));
            QProcess helper;
            helper.start(QStringLiteral(KILL_STORM_HELPER), {mode, dir});
            QVERIFY2(helper.waitForStarted(10000), qPrintable(helper.errorString()));
            QByteArray out;
            while (!out.contains("saved 1\n")) {
                QVERIFY2(
                    helper.waitForReadyRead(20000), qPrintable(QString::fromLocal8Bit(helper.readAllStandardError())));
                out += helper.readAllStandardOutput();
            }
            // Saves run back to back, a few hundred microseconds to a few milliseconds each: a delay
            // spread over 15 ms lands the kill at a random point of a random save's path.
            std::this_thread::sleep_for(std::chrono::microseconds(QRandomGenerator::global()->bounded(15000)));
            helper.kill();
            QVERIFY(helper.waitForFinished(10000));
            QCOMPARE(helper.exitStatus(), QProcess::CrashExit);
            out += helper.readAllStandardOutput();
            const Announced a = announced(out);
            QVERIFY2(a.saved >= 1, out.constData());
            QString why;
            const std::int64_t found = check(dir, &why);
            QVERIFY2(found >= 0, qPrintable(QStringLiteral("kill %1: %2").arg(i).arg(why)));
            // Older than the last announced save is a lost save; newer than the one begun is impossible.
            if (found != a.saved && !(a.inSave && found == a.saved + 1))
                QFAIL(qPrintable(QStringLiteral("kill %1: version %2 on disk, %3 announced%4")
                                     .arg(i)
                                     .arg(found)
                                     .arg(a.saved)
                                     .arg(a.inSave ? QStringLiteral(" and the next begun") : QString())));
            inSave += a.inSave;
            newer += found == a.saved + 1;
        }
        const auto ms
            = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        qInfo("%s: %d kills in %lld ms; %d landed after a save had begun; %d left the version being saved, %d the "
              "one before",
            qPrintable(mode), kills, static_cast<long long>(ms), inSave, newer, kills - newer);
    }

private slots:
    void taskSaves()
    {
        storm(
            QStringLiteral("task"),
            [](const QString& dir) {
                return copyTask(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir);
            },
            [](const QString& dir, QString* why) -> std::int64_t {
                core::TaskDiagnostics diag;
                auto task = core::loadTask(dir.toStdString(), &diag);
                if (!task) {
                    *why = QStringLiteral("task.toml does not load: %1")
                               .arg(QString::fromStdString(diag.errors.empty() ? "" : diag.errors[0].describe()));
                    return -1;
                }
                const std::int64_t v = killstorm::versionOf(task->summary);
                const std::int64_t source = killstorm::versionOf(readText(dir + "/vector_add.cu"));
                // The source is saved after task.toml: the same version, or the one before.
                if (v < 0 || (source != v && source != v - 1)) {
                    *why = QStringLiteral("task.toml holds version %1, the source %2").arg(v).arg(source);
                    return -1;
                }
                return v;
            });
    }

    void reviewSaves()
    {
        int mixed = 0;
        storm(
            QStringLiteral("review"), [](const QString&) { return true; },
            [&mixed](const QString& dir, QString* why) -> std::int64_t {
                const QString folder = dir + QStringLiteral(".wsreview");
                auto review = core::parseReview(readText(folder + "/review.json"), "review.json");
                if (!review) {
                    *why = QString::fromStdString(review.error().describe());
                    return -1;
                }
                session::ReviewDocument doc(nullptr, folder + QStringLiteral("-recovery"));
                if (const QString failed = doc.open(folder); !failed.isEmpty()) {
                    *why = failed;
                    return -1;
                }
                const std::int64_t v = killstorm::versionOf(review->notes);
                if (v < 0) {
                    *why = QStringLiteral("the notes are no complete version");
                    return -1;
                }
                for (const core::EvidenceItem& e : review->evidence) {
                    const QString annotated = folder + '/' + QString::fromStdString(e.annotated);
                    if (!QFile::exists(annotated)) {
                        *why = QStringLiteral("review.json names the missing %1").arg(annotated);
                        return -1;
                    }
                    mixed += killstorm::versionOf(readText(annotated)) != v;
                }
                return v;
            });
        // When updateEvidence rewrote evidence/<id>.annotated.png in place, 20 of 30 kills paired
        // review.json with the next version's image; a changed file now gets a new name.
        QCOMPARE(mixed, 0);
    }

    void autosaves()
    {
        int mixed = 0;
        storm(
            QStringLiteral("autosave"), [](const QString&) { return true; },
            [&mixed](const QString& root, QString* why) -> std::int64_t {
                session::ReviewDocument doc(nullptr, root);
                const QList<session::RecoveryEntry> orphans = doc.recoveryStore().orphans();
                if (orphans.size() != 1 || orphans[0].title != QStringLiteral("Storm")) {
                    *why = QStringLiteral("recovery offers %1 entries, the first titled \"%2\"")
                               .arg(orphans.size())
                               .arg(orphans.value(0).title);
                    return -1;
                }
                if (const QString failed = doc.restore(orphans[0]); !failed.isEmpty()) {
                    *why = failed;
                    return -1;
                }
                const std::int64_t v = killstorm::versionOf(doc.review().notes);
                if (v < 0)
                    *why = QStringLiteral("the restored notes are no complete version");
                // The unsaved annotation comes back from the snapshot's files/ folder.
                const QString annotated = QString::fromStdString(doc.review().evidence.at(0).annotated);
                mixed += killstorm::versionOf(doc.fileBytes(annotated).toStdString()) != v;
                doc.close();
                return v;
            });
        // Written file by file into the entry, 25 of 30 kills paired review.json with the next
        // version's annotation; the snapshot is now swapped in whole.
        QCOMPARE(mixed, 0);
    }

    void bundleWrites()
    {
        int mixed = 0;
        int staged = 0;
        storm(
            QStringLiteral("bundle"), [](const QString&) { return true; },
            [&mixed, &staged](const QString& dir, QString* why) -> std::int64_t {
                // A staging folder left beside the bundle: the kill landed before the swap's clean-up.
                staged += !QDir(dir + "/..")
                               .entryList({QStringLiteral(".target.partial-*")}, QDir::Dirs | QDir::Hidden)
                               .isEmpty();
                auto run = core::readBundle(dir.toStdString());
                if (!run) {
                    *why = QString::fromStdString(run.error().describe());
                    return -1;
                }
                const std::int64_t v = killstorm::versionOf(run->taskName);
                if (v < 0 || run->seeds.size() != 1 || run->seeds[0].outputs.size() != 1) {
                    *why = QStringLiteral("result.json is no complete version");
                    return -1;
                }
                const core::Tensor& t = run->seeds[0].outputs[0].output;
                mixed += t.elementCount() == 0 || t.at(0) != double(v);
                return v;
            });
        // Rewritten in place, 27 of 30 kills left result.json with the next version's tensors; the
        // bundle is now replaced as a whole, so the tensors always match result.json.
        qInfo("bundle: %d kills left a staging folder behind", staged);
        QCOMPARE(mixed, 0);
    }
};

QTEST_GUILESS_MAIN(TestKillStorm)
#include "tst_killstorm.moc"
