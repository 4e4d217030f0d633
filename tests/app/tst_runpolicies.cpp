// RunController against a fake session (no main window, no worker): the request Run sends, a result
// and a failure delivered by generation, cancel, and a sweep run row after row. And the policies the
// controller calls: the trust asked before a Python reference runs, the bundle folders, the sweep's
// sequence.
#include "../widgets/runfixture.h"
#include "app/bundlefolders.h"
#include "app/runcontroller.h"
#include "app/session/appsettings.h"
#include "app/session/reviewdocument.h"
#include "app/session/taskdocument.h"
#include "app/sweepsequence.h"
#include "app/taskcontroller.h"
#include "app/trustpolicy.h"
#include "apptesthelpers.h"
#include "fakesession.h"
#include "widgets/lessonview.h"
#include "widgets/runresultspane.h"
#include "widgets/sourceeditor.h"
#include "widgets/sweepdialog.h"
#include "widgets/taskpane.h"

#include <QMainWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

class TestRunPolicies : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void trustIsAskedOnceForPythonReferences()
    {
        session::AppSettings settings;
        QTemporaryDir dir;
        const QString file = dir.filePath("task.toml");
        settings.setTrusted(file, false);
        QStringList asked;
        bool answer = false;
        app::TrustPolicy trust(&settings, [&](const QString& title, const QString& text) {
            asked << title + '|' + text;
            return answer;
        });
        core::Task builtin;
        builtin.reference.kind = core::ReferenceSpec::Kind::Builtin;
        QVERIFY(trust.confirm(builtin, file, {}));
        QVERIFY(asked.isEmpty()); // nothing of the user's runs: nothing to ask

        core::Task python;
        python.reference.kind = core::ReferenceSpec::Kind::Python;
        python.reference.script = "ref.py";
        QVERIFY(!trust.confirm(python, file, {}));
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().contains("ref.py"));
        QVERIFY(asked.first().contains("on this computer"));
        QVERIFY(!settings.isTrusted(file)); // a no is not remembered: asked again next time
        answer = true;
        QVERIFY(trust.confirm(python, file, QStringLiteral("cluster")));
        QVERIFY(asked.last().contains("on the target cluster"));
        QVERIFY(settings.isTrusted(file));
        QVERIFY(trust.confirm(python, file, {}));
        QCOMPARE(asked.size(), 2); // remembered
        settings.setTrusted(file, false);
    }

    void bundleFoldersFollowTheReview()
    {
        const QDateTime now(QDate(2026, 12, 2), QTime(9, 5, 7, 42));
        QCOMPARE(app::BundleFolders::next(nullptr, "/cache", now), QString("/cache/runs/20261202-090507-042"));
        session::ReviewDocument review;
        review.newReview(); // untitled: no folder of its own yet
        QCOMPARE(app::BundleFolders::next(&review, "/cache", now), QString("/cache/runs/20261202-090507-042"));
        QTemporaryDir dir;
        QVERIFY2(review.saveAs(dir.filePath("r")).isEmpty(), "the review was not saved");
        QCOMPARE(app::BundleFolders::next(&review, "/cache", now),
            QDir(review.folder()).filePath("runs/20261202-090507-042"));
        review.close();
        QCOMPARE(app::BundleFolders::sweep("/cache/runs/x"), QString("/cache/runs/x-sweep"));
        QCOMPARE(app::BundleFolders::sweepRow("/cache/runs/x-sweep", 2), QString("/cache/runs/x-sweep/row-2"));
    }

    void sweepSequenceRunsRowsInOrder()
    {
        app::SweepSequence sweep;
        QVERIFY(!sweep.isRunning());
        auto row = [](qint64 n) { return app::RunParams::Values {{QStringLiteral("N"), n}}; };
        sweep.start({row(1), row(2), row(3)}, "/tmp/s");
        QVERIFY(!sweep.isRunning());
        QVERIFY(sweep.next());
        QCOMPARE(sweep.row(), 0);
        QCOMPARE(sweep.params().value("N"), qint64(1));
        QCOMPARE(sweep.bundle(), QString("/tmp/s/row-0"));
        QVERIFY(sweep.next());
        QCOMPARE(sweep.params().value("N"), qint64(2));
        sweep.stop(); // a cancel: the row in flight finishes, no other starts
        QCOMPARE(sweep.row(), 1);
        QVERIFY(!sweep.next());
        QVERIFY(!sweep.isRunning());
        QCOMPARE(sweep.bundleOf(1), QString("/tmp/s/row-1")); // its bundles can still be opened
        sweep.reset();
        QVERIFY(sweep.folder().isEmpty());
    }

    void runControllerWithAFakeSession()
    {
        QMainWindow window;
        FakeSession fake;
        session::TaskDocument document;
        widgets::SourceEditor editor;
        widgets::TaskPane pane;
        widgets::LessonView lesson;
        app::TaskController tasks(&document, &editor, &pane, &lesson);
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        QVERIFY(tasks.openTask(dir.path()));
        app::RunController rc(&window, &fake, &document, &tasks, nullptr);
        rc.setTrustQuestion([](const QString&, const QString&) { return false; });
        QSignalSpy shown(&rc, &app::RunController::runShown);
        QSignalSpy failed(&rc, &app::RunController::failed);

        rc.setRunOptions(QStringLiteral("emu"), 1, QStringLiteral("N = 64"));
        rc.run();
        QCOMPARE(fake.runs.size(), 1);
        const FakeSession::Run& sent = fake.runs.first();
        QCOMPARE(sent.tag, QString("run"));
        QCOMPARE(sent.request.backend, std::string("emu"));
        QCOMPARE(sent.request.seeds.value_or(0), 1);
        QCOMPARE(sent.request.params.at("N"), std::int64_t(64));
        QVERIFY(!sent.request.trust); // a builtin reference needs none
        QVERIFY(QDir(QString::fromStdString(sent.request.bundleDir)).exists());
        QVERIFY(rc.isRunning());

        emit fake.runFinished(sent.generation + 100, runfixture::makeRun({3, 4})); // another request's
        QCOMPARE(shown.count(), 0);
        emit fake.runFinished(sent.generation, runfixture::makeRun({3, 4}));
        QVERIFY(!rc.isRunning());
        QTRY_COMPARE(shown.count(), 1); // the panes may be filled in queued steps
        QCOMPARE(rc.resultsPane()->rowCount(), 2);
        QCOMPARE(rc.currentBundle(), QString::fromStdString(sent.request.bundleDir));

        // a failure keeps the results on screen and says why
        rc.run();
        QCOMPARE(fake.runs.size(), 2);
        emit fake.runFailed(fake.runs.last().generation, QStringLiteral("the worker crashed"));
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.first().at(1).toString().contains("the worker crashed"));
        QCOMPARE(rc.resultsPane()->rowCount(), 2);

        // cancel goes to the session under the run's tag
        rc.run();
        rc.cancel();
        QCOMPARE(fake.cancelled, QStringList {"run"});
        emit fake.runFailed(fake.runs.last().generation, QStringLiteral("Cancelled."));
        QVERIFY(!rc.isRunning());

        // a sweep: one request per row, the next sent when the previous one is done
        rc.setRunOptions(QStringLiteral("emu"), 1, QString());
        rc.showSweep();
        widgets::SweepDialog* sweep = rc.sweepDialog();
        QVERIFY(sweep);
        const int before = fake.runs.size();
        emit sweep->runRequested(QStringLiteral("N = 32, 64"));
        QCOMPARE(fake.runs.size(), before + 1);
        QCOMPARE(fake.runs.last().request.params.at("N"), std::int64_t(32));
        QVERIFY(QString::fromStdString(fake.runs.last().request.bundleDir).endsWith("-sweep/row-0"));
        emit fake.runFinished(fake.runs.last().generation, runfixture::makeRun({3, 4}));
        QCOMPARE(fake.runs.size(), before + 2);
        QCOMPARE(fake.runs.last().request.params.at("N"), std::int64_t(64));
        emit fake.runFailed(fake.runs.last().generation, QStringLiteral("out of memory"));
        QCOMPARE(fake.runs.size(), before + 2); // two rows, two requests
        QVERIFY(!rc.isRunning());
        QCOMPARE(shown.count(), 1); // sweep rows go to the sweep's table, not the Run panes
        sweep->close();
    }
};

QTEST_MAIN(TestRunPolicies)
#include "tst_runpolicies.moc"
