// The first window, offscreen: opens a task, edits and saves the source, edits and saves the task,
// refuses an invalid task edit without touching task.toml, and reports the environment.
#include "app/mainwindow.h"
#include "app/session/session.h"
#include "app/taskcontroller.h"
#include "apptesthelpers.h"
#include "widgets/environmentstatus.h"
#include "widgets/sourceeditor.h"
#include "widgets/taskpane.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

namespace {
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void opensEditsAndSaves()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(dir.path()));
        QVERIFY(window.windowTitle().startsWith("Vector add"));
        QVERIFY(window.editor()->text().contains("__global__ void vector_add"));
        QVERIFY(window.findChild<QDockWidget*>("lessonDock")->toggleViewAction()->isEnabled());

        // Edit the source: the title shows the unsaved marker; Save writes it atomically.
        window.editor()->setCursorPosition(0, 0);
        window.editor()->insert("// reviewed\n");
        QVERIFY(window.isWindowModified());
        window.findChild<QAction*>("saveSourceAction")->trigger();
        QVERIFY(!window.isWindowModified());
        QVERIFY(readAll(dir.filePath("vector_add.cu")).startsWith("// reviewed\n"));

        // Edit the task in the pane and save it.
        auto* pane = window.taskPane();
        pane->findChild<QTableWidget*>("paramsTable")->item(0, 1)->setText("4096");
        pane->findChild<QPushButton*>("saveTaskButton")->click();
        QVERIFY(readAll(dir.filePath("task.toml")).contains("N = 4096"));
        QVERIFY(!pane->isDirty());

        // An invalid edit is refused with the field named; task.toml is unchanged.
        const QByteArray before = readAll(dir.filePath("task.toml"));
        auto* args = pane->findChild<QLineEdit*>("argsField");
        args->setText("a, b, nothing, N");
        emit args->textEdited(args->text());
        pane->findChild<QPushButton*>("saveTaskButton")->click();
        const QString message = pane->findChild<QLabel*>("taskValidation")->text();
        QVERIFY2(message.contains("launch.args[2]") && message.contains("'nothing'"), qPrintable(message));
        QCOMPARE(readAll(dir.filePath("task.toml")), before);

        // The worker reports the environment: no GPU here, the emulator serves.
        QTRY_VERIFY_WITH_TIMEOUT(window.environmentStatus()->toolkitText().contains("NVRTC"), 30000);
        QVERIFY(window.environmentStatus()->deviceText().contains("emulator")
            || window.environmentStatus()->deviceText().startsWith("GPU"));
    }

    void badTaskKeepsTheWindowUsable()
    {
        session::Session session;
        app::MainWindow window(&session);
        QSignalSpy failed(window.taskController(), &app::TaskController::failed);
        QVERIFY(!window.openTask(QStringLiteral(WARPSCOPE_SOURCE_DIR "/tests/core/task/bad/bad_arg")));
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.first().at(1).toString().contains("task.toml:27"));
        QVERIFY(window.openTask(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add")));
    }

    void layoutIsRemembered()
    {
        {
            session::Session session;
            app::MainWindow window(&session);
            window.show();
            window.findChild<QDockWidget*>("taskDock")->hide();
            window.close();
        }
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(!window.findChild<QDockWidget*>("taskDock")->isVisible());
        window.findChild<QDockWidget*>("taskDock")->show();
        window.close();
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
