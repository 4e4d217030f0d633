// Cancel mid-run in the GUI with the real worker (issue 21): the 65535 x 65535 grid of
// tests/core/exec/fixtures/huge_grid is estimated above the limit, the reviewer chooses "Run anyway"
// (the worker reuses its first probe), Cancel comes once CTAs are running, and the result pane shows
// "STOPPED (cancelled)" with how far the launch got: a partial result, not an error and not a pass.
#include "app/mainwindow.h"
#include "app/runcontroller.h"
#include "app/session/session.h"
#include "apptesthelpers.h"
#include "widgets/runresultspane.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace warpscope;

class TestCancelledRun : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cancelMidRunShowsAPartialResult()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/huge_grid"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        app::RunController* rc = window.runController();
        QSignalSpy shown(rc, &app::RunController::runShown);
        QSignalSpy failed(rc, &app::RunController::failed);

        // the estimate asks (a day of emulation > the 60 s limit): answer "Run anyway"
        QString question;
        QTimer answer;
        answer.setInterval(100);
        connect(&answer, &QTimer::timeout, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            question = box->text();
            for (QAbstractButton* b : box->buttons())
                if (b->text() == QLatin1String("Run anyway"))
                    b->click();
        });
        answer.start();
        window.findChild<QAction*>("runAction")->trigger();
        auto* progress = window.findChild<QProgressBar*>("runProgress");
        QAction* cancel = window.findChild<QAction*>("cancelRunAction");
        QVERIFY(progress && cancel);
        // generous: the emulator shares the machine with other builds
        for (int waited = 0; waited < 300000 && failed.isEmpty() && !progress->text().contains(" of "); waited += 50)
            QTest::qWait(50);
        answer.stop();
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QVERIFY2(question.contains("would need about"), qPrintable(question));
        QVERIFY2(question.contains("dominates"), qPrintable(question)); // the whole run, by part
        QVERIFY2(progress->text().contains("CTAs"), qPrintable(progress->text()));
        QVERIFY(cancel->isEnabled());
        cancel->trigger();
        for (int waited = 0; waited < 120000 && shown.isEmpty() && failed.isEmpty(); waited += 50)
            QTest::qWait(50);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(1).toString()));
        QCOMPARE(shown.size(), 1);
        const auto run = shown.first().at(0).value<session::RunResultPtr>();
        QVERIFY(run);
        QVERIFY(!run->passed);
        QCOMPARE(QString::fromStdString(run->stop().reason), QString("cancelled"));
        QVERIFY(run->seeds.at(0).partial);
        QVERIFY(run->seeds.at(0).ctasDone > 0);
        const QString verdict = rc->resultsPane()->verdictText();
        QVERIFY2(verdict.contains("STOPPED (cancelled)"), qPrintable(verdict));
        QVERIFY2(verdict.contains("only the elements written by then were compared"), qPrintable(verdict));
        QVERIFY(!cancel->isEnabled());
    }
};

QTEST_MAIN(TestCancelledRun)
#include "tst_cancelledrun.moc"
