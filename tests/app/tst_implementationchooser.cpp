// The editor's source chooser on a task with several [[implementation]]s: one entry per
// implementation of each file, and Compile of an entry shows that implementation's PTX, built for
// its own architecture (kernels/vector_add_cuda_triton: CUDA for sm_80 and sm_90a, and Triton).
#include "app/compilecontroller.h"
#include "app/mainwindow.h"
#include "app/session/session.h"
#include "app/session/taskdocument.h"
#include "app/taskcontroller.h"
#include "apptesthelpers.h"
#include "core/compile/tritoncompile.h"
#include "widgets/asmview.h"
#include "widgets/sourceeditor.h"
#include "widgets/taskpane.h"

#include <QAction>
#include <QComboBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace warpscope;

class TestImplementationChooser : public QObject {
    Q_OBJECT
private slots:
    void eachImplementationShowsItsOwnPtx()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton"), dir.path());
        qputenv("WARPSCOPE_COMPILE_CACHE_DIR", "off");
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        auto* files = window.findChild<QComboBox*>("kernelSourceFile");
        QVERIFY(files);
        QCOMPARE(files->count(), 3);
        QCOMPARE(files->itemText(0), QStringLiteral("vector_add.cu (cuda@sm_80)"));
        QCOMPARE(files->itemText(1), QStringLiteral("vector_add.cu (cuda@sm_90a)"));
        QCOMPARE(files->itemText(2), QStringLiteral("vector_add.py (triton)"));
        QCOMPARE(files->currentIndex(), 0);
        QCOMPARE(window.taskDocument()->currentImplementation(), QStringLiteral("cuda@sm_80"));

        // the first implementation is built for its own sm_80, whatever the arch box says
        app::CompileController* c = window.compileController();
        QSignalSpy shown(c, &app::CompileController::resultShown);
        window.findChild<QAction*>("compileAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 120000);
        QVERIFY2(c->ptxView()->text().contains(".target sm_80"), qPrintable(c->ptxView()->text().left(400)));

        // the same file as the Hopper implementation: the editor keeps its edit, the PTX is sm_90a's
        window.editor()->append(QStringLiteral("// an edit\n"));
        files->activated(1);
        QCOMPARE(window.taskDocument()->currentImplementation(), QStringLiteral("cuda@sm_90a"));
        QVERIFY(window.editor()->text().contains("// an edit"));
        QCOMPARE(window.findChild<widgets::TaskPane*>()->currentImplementation(), 1); // the Launch box follows
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 2, 120000);
        QVERIFY2(c->ptxView()->text().contains(".target sm_90a"), qPrintable(c->ptxView()->text().left(400)));
        window.editor()->setModified(false);

        // the Triton implementation: its Python in the editor, its kernel's PTX in the pane
        if (auto python = core::findTritonPython(); !python)
            QSKIP(("Triton cannot be imported: " + python.error().message).c_str());
        QVERIFY(window.taskController()->showSource(QStringLiteral("vector_add.py")));
        QCOMPARE(window.taskDocument()->currentImplementation(), QStringLiteral("triton"));
        QCOMPARE(files->currentIndex(), 2);
        QCOMPARE(window.editor()->language(), widgets::SourceEditor::Language::Python);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 3, 120000);
        QVERIFY2(shown.at(2).at(0).toBool(), qPrintable(c->ptxView()->text().left(400)));
        QVERIFY(c->ptxView()->text().contains(".entry add_kernel"));
    }

    void aFileOfNoSuchImplementationIsRefused()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add_cuda_triton"), dir.path());
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        const QString error = window.taskDocument()->selectSource(QStringLiteral("vector_add.py"), "cuda@sm_80");
        QVERIFY2(error.contains("vector_add.py holds none of implementation cuda@sm_80's kernels"), qPrintable(error));
        QCOMPARE(window.taskDocument()->currentSource(), QStringLiteral("vector_add.cu"));
        QCOMPARE(window.taskDocument()->currentImplementation(), QStringLiteral("cuda@sm_80"));
    }
};

QTEST_MAIN(TestImplementationChooser)
#include "tst_implementationchooser.moc"
