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
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QShortcut>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>

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

    // A review opened as a task got "task.toml:1: TOML syntax error" about its JSON; it is named for what it is.
    void aReviewIsNotOpenedAsATask()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath("vector_add.wsreview");
        QVERIFY(QDir().mkpath(folder));
        QFile file(folder + "/review.json");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"schema\": 1}");
        file.close();
        session::Session session;
        app::MainWindow window(&session);
        QSignalSpy failed(window.taskController(), &app::TaskController::failed);
        for (const QString& path : {folder + "/review.json", folder}) {
            QVERIFY(!window.openTask(path));
            const QString why = failed.takeFirst().at(1).toString();
            QVERIFY2(why.contains("is a review, not a task") && why.contains("Open review"), qPrintable(why));
            QVERIFY2(!why.contains("TOML"), qPrintable(why));
        }
    }

    void openTaskAsksOnceAboutUnsavedSource_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("fromRecentMenu");
        QTest::newRow("discard") << int(QMessageBox::Discard) << false;
        QTest::newRow("save") << int(QMessageBox::Save) << false;
        QTest::newRow("discard, File > Open recent") << int(QMessageBox::Discard) << true;
    }
    void openTaskAsksOnceAboutUnsavedSource()
    {
        QFETCH(int, answer);
        QFETCH(bool, fromRecentMenu);
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        const QString other = QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add");
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (fromRecentMenu)
            QVERIFY(window.openTask(other)); // so it is in the recent list
        QVERIFY(window.openTask(dir.path()));
        window.editor()->setCursorPosition(0, 0);
        window.editor()->insert("// unsaved\n");
        QStringList asked;
        QTimer answerer;
        connect(&answerer, &QTimer::timeout, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || !box->isVisible())
                return;
            asked << box->text();
            if (QAbstractButton* button = box->button(QMessageBox::StandardButton(answer)))
                button->click();
            else
                box->reject();
        });
        answerer.start(20);
        if (fromRecentMenu) {
            QAction* recent = nullptr;
            for (QAction* a : window.findChildren<QAction*>())
                if (a->text().contains(QStringLiteral("kernels/vector_add/task.toml"))
                    && !a->text().contains(dir.path()))
                    recent = a;
            QVERIFY(recent);
            recent->trigger();
        } else {
            QVERIFY(window.openTask(other));
        }
        QTest::qWait(200);
        QCOMPARE(asked.size(), 1);
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.editor()->text().startsWith("// One thread per element"));
        QCOMPARE(readAll(dir.filePath("vector_add.cu")).startsWith("// unsaved\n"), answer == int(QMessageBox::Save));
    }

    void fitsALaptopScreen()
    {
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add")));
        // Every dock up at once (after a profile the Compare and Profile docks are): the tallest case.
        for (QDockWidget* dock : window.findChildren<QDockWidget*>())
            dock->show();
        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 760,
            qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));

        window.resize(1280, 800);
        QTRY_COMPARE(window.size(), QSize(1280, 800));
        QVERIFY(window.statusBar()->isVisible());
        QVERIFY(window.rect().contains(window.statusBar()->geometry()));
        int tabBars = 0;
        for (QTabBar* bar : window.findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly))
            if (bar->isVisible()) {
                ++tabBars;
                QVERIFY(window.rect().contains(bar->geometry()));
            }
        QVERIFY(tabBars >= 2); // the right-hand and the bottom dock tabs
        // Every toolbar control is on screen, none behind an overflow arrow.
        for (QToolBar* bar : window.findChildren<QToolBar*>()) {
            auto* more = bar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY2(!more || !more->isVisible(), qPrintable(bar->objectName()));
        }
        QVERIFY(window.findChild<QWidget*>(QStringLiteral("runOptionsButton"))->isVisible());
    }

    void laptopScreenInOtherLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("es") << QStringLiteral("es");
        QTest::newRow("ru") << QStringLiteral("ru");
    }

    void laptopScreenInOtherLanguages()
    {
        // Spanish and Russian titles are long. At 1280x800 the right-hand dock's five tabs were elided to
        // "Le…", "Ta…", and in Russian the Run toolbar's Params and Options were cut off the top row.
        // Every dock tab shows its whole title (the bar scrolls instead); every toolbar control is on
        // screen.
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/warpscope_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
        auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        session::Session session;
        app::MainWindow window(&session);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openTask(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add")));
        int tabs = 0;
        for (QTabBar* bar : window.findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
            if (!bar->isVisible())
                continue;
            QCOMPARE(bar->elideMode(), Qt::ElideNone);
            QVERIFY(bar->usesScrollButtons());
            for (int i = 0; i < bar->count(); ++i, ++tabs) {
                const int text = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
                QVERIFY2(bar->tabRect(i).width() >= text,
                    qPrintable(QStringLiteral("%1: %2 px for %3 px of text")
                                   .arg(bar->tabText(i))
                                   .arg(bar->tabRect(i).width())
                                   .arg(text)));
            }
        }
        QVERIFY(tabs >= 5);
        // Under X11 the two toolbars squeezed into one row cut the Run toolbar's controls off; the
        // offscreen platform squeezes the step bar instead. Either way: wider than the window, two rows.
        auto* steps = window.findChild<QToolBar*>(QStringLiteral("stepToolBar"));
        auto* run = window.findChild<QToolBar*>(QStringLiteral("runToolBar"));
        QVERIFY(steps && run);
        QTRY_COMPARE(window.toolBarBreak(run), steps->sizeHint().width() + run->sizeHint().width() > window.width());
        if (language == QLatin1String("ru"))
            QVERIFY(window.toolBarBreak(run)); // 852 + 624 px offscreen
        for (const char* name : {"runParams", "runOptionsButton", "runSeeds"}) {
            auto* control = window.findChild<QWidget*>(QString::fromLatin1(name));
            QVERIFY(control);
            QTRY_VERIFY2(control->isVisible()
                    && window.rect().contains(QRect(control->mapTo(&window, QPoint(0, 0)), control->size())),
                name);
        }
    }

    void noTwoShortcutsShareAKey()
    {
        session::Session session;
        app::MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A key bound twice in one scope fires neither ("Ambiguous shortcut overload"). Window and
        // application shortcuts share the window's scope; widget shortcuts only their widget's.
        QMap<QString, QStringList> owners;
        auto note
            = [&](const QKeySequence& key, Qt::ShortcutContext context, const QObject* widget, const QString& name) {
                  if (key.isEmpty())
                      return;
                  const bool windowWide = context == Qt::WindowShortcut || context == Qt::ApplicationShortcut;
                  const QString scope = windowWide ? QStringLiteral("window")
                                                   : QStringLiteral("widget %1").arg(quintptr(widget), 0, 16);
                  owners[key.toString() + QStringLiteral(" in ") + scope] << name;
              };
        int keys = 0;
        for (QAction* action : window.findChildren<QAction*>()) {
            const QList<QObject*> users = action->associatedObjects();
            for (const QKeySequence& key : action->shortcuts()) {
                ++keys;
                note(key, action->shortcutContext(), users.isEmpty() ? nullptr : users.first(),
                    action->objectName().isEmpty() ? action->text() : action->objectName());
            }
        }
        for (QShortcut* shortcut : window.findChildren<QShortcut*>())
            for (const QKeySequence& key : shortcut->keys()) {
                ++keys;
                note(key, shortcut->context(), shortcut->parent(), shortcut->objectName());
            }
        QVERIFY(keys > 15); // the scan saw the menus
        QStringList clashes;
        for (auto it = owners.cbegin(); it != owners.cend(); ++it)
            if (it.value().size() > 1)
                clashes << it.key() + QStringLiteral(": ") + it.value().join(QStringLiteral(", "));
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("saveReviewAction"))->shortcut()
            != window.findChild<QAction*>(QStringLiteral("nextSassBlockAction"))->shortcut());
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
