// The Compile step in the main window: a result fills the diagnostics list, the editor's markers, PTX,
// SASS, resources and occupancy; jumping from a diagnostic goes to its line; source and listings are
// linked both ways; and a real compile of kernels/vector_add goes through the worker.
#include "app/compilecomparecontroller.h"
#include "app/compilecontroller.h"
#include "app/linecorrespondence.h"
#include "app/listinghighlighter.h"
#include "app/mainwindow.h"
#include "app/reviewcontroller.h"
#include "app/session/reviewsteps.h"
#include "app/session/session.h"
#include "app/session/taskdocument.h"
#include "app/taskcontroller.h"
#include "apptesthelpers.h"
#include "core/compile/nvdisasm.h"
#include "widgets/asmview.h"
#include "widgets/compilediffview.h"
#include "widgets/compileoptionspanel.h"
#include "widgets/diagnosticslist.h"
#include "widgets/diagnosticsmodel.h"
#include "widgets/occupancywidget.h"
#include "widgets/resourcestable.h"
#include "widgets/sourceeditor.h"

#include "core/compile/nvdisasm.h"
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <QTest>

using namespace warpscope;
using Severity = core::Diagnostic::Severity;

namespace {
/// A result as the worker would send it for an 8-line source: line 3 made PTX 5, 6 and 9 (two
/// blocks) and SASS 2-3; line 4 made PTX 7 and SASS 4.
session::CompileResultPtr cannedResult()
{
    core::CompileResult r;
    r.ok = true;
    r.arch = 90;
    r.sourceName = "vector_add.cu";
    r.entry = r.entryLowered = "vector_add";
    r.ptx = "//\n.version 8.8\n.target sm_90\n.visible .entry vector_add()\n\tmov.u32 %r1, 1;\n\tadd.s32 %r2, %r1, 1;\n"
            "\tld.global.f32 %f1, [%rd1];\n$L__BB0_1:\n\tst.global.f32 [%rd1], %f1;\n\tret;\n";
    r.sass
        = "\t.text.vector_add:\n/*0000*/ MOV R1, c[0x0][0x28] ;\n/*0010*/ IADD3 R2, R1, 0x1, RZ ;\n/*0020*/ LDG.E R3, "
          "desc[UR4][R2.64] ;\n/*0030*/ EXIT ;\n";
    r.lineMap = {{3, {5, 6, 9}, {2, 3}}, {4, {7}, {4}}};
    core::Diagnostic warning;
    warning.file = "vector_add.cu";
    warning.line = 4;
    warning.column = 9;
    warning.severity = Severity::Warning;
    warning.message = "variable \"i\" was declared but never referenced";
    warning.code = "177-D";
    r.diagnostics = {warning};
    core::KernelResources res;
    res.kernel = "vector_add";
    res.registers = 16;
    res.constant = 380;
    r.resources = {res};
    core::KernelUsage usage;
    usage.blockSize = 256;
    usage.registersPerThread = 16;
    r.occupancy = *core::computeOccupancy(90, usage);
    r.compileSeconds = 0.25;
    return std::make_shared<const core::CompileResult>(std::move(r));
}

const char* kSource = "// 1\n// 2\nint a = 1;\nint b = a;\n// 5\n// 6\n// 7\n// 8\n";
} // namespace

class TestCompileController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void linksMapBothWays()
    {
        const app::LineCorrespondence links(*cannedResult());
        QCOMPARE(links.ptxLinesFor(3), (std::vector<int> {5, 6, 9}));
        QCOMPARE(links.sassLinesFor(4), (std::vector<int> {4}));
        QVERIFY(links.ptxLinesFor(1).empty());
        QCOMPARE(links.sourceLineOfPtx(9), 3);
        QCOMPARE(links.sourceLineOfSass(4), 4);
        QCOMPARE(links.sourceLineOfPtx(1), 0);
        QCOMPARE(links.colourOf(3), 0);
        QCOMPARE(links.colourOf(4), 1);
        QCOMPARE(links.colourOf(5), -1);
        QCOMPARE(app::LineCorrespondence::nextBlock({5, 6, 9}, 5), 9);
        QCOMPARE(app::LineCorrespondence::nextBlock({5, 6, 9}, 9), 5); // wraps around
        QCOMPARE(app::LineCorrespondence::nextBlock({}, 0), 0);
    }

    void resultFillsViewsAndDiagnosticsJump()
    {
        session::Session session;
        app::MainWindow window(&session);
        window.editor()->setDocumentText(kSource);
        app::CompileController* c = window.compileController();
        QVERIFY(c);
        QSignalSpy shown(c, &app::CompileController::resultShown);
        c->showResult(cannedResult());
        QCOMPARE(shown.count(), 1);

        QCOMPARE(c->diagnosticsList()->model()->rowCount(), 1);
        QCOMPARE(window.editor()->diagnosticAt(4), 1); // a warning marker in the margin
        QCOMPARE(window.editor()->diagnosticAt(3), 0);
        QVERIFY(c->ptxView()->text().contains(".entry vector_add"));
        QVERIFY(c->sassView()->text().contains("LDG.E"));
        QCOMPARE(c->resourcesTable()->model()->rowCount(), 1);
        QCOMPARE(c->resourcesTable()->model()->index(0, widgets::ResourcesModel::RegistersColumn).data().toString(),
            QString("16"));
        QVERIFY(c->occupancyWidget()->summaryText().contains("100 %"));
        QCOMPARE(window.reviewController()->steps()->badge(core::ReviewStep::Compile), core::StepBadge::Warning);

        // Activating the diagnostic puts the caret on its line and column.
        auto* list = c->diagnosticsList();
        emit list->activated(list->model()->index(0, 0));
        int line = 0, index = 0;
        window.editor()->getCursorPosition(&line, &index);
        QCOMPARE(line + 1, 4);
        QCOMPARE(index + 1, 9);
    }

    void sourceAndListingsAreLinked()
    {
        session::Session session;
        app::MainWindow window(&session);
        window.editor()->setDocumentText(kSource);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::CompileController* c = window.compileController();
        c->showResult(cannedResult());

        // Caret on source line 3: its PTX lines (both blocks) and SASS lines take its colour.
        // (QScintilla reports caret moves on its next screen update, hence QTRY.)
        window.editor()->setCursorPosition(2, 0);
        QTRY_COMPARE(window.editor()->lineColourAt(3), 0);
        for (int ptxLine : {5, 6, 9})
            QCOMPARE(c->ptxView()->lineColourAt(ptxLine), 0);
        QCOMPARE(c->ptxView()->lineColourAt(7), -1);
        QCOMPARE(c->sassView()->lineColourAt(2), 0);

        // Next PTX block for this line: from the block at 5-6 to the one at 9, then around.
        c->listings()->nextPtxBlock();
        int line = 0, index = 0;
        c->ptxView()->getCursorPosition(&line, &index);
        QCOMPARE(line + 1, 9);
        c->listings()->nextPtxBlock();
        c->ptxView()->getCursorPosition(&line, &index);
        QCOMPARE(line + 1, 5);

        // Selecting lines 3-4 colours each source line in its own colour.
        window.editor()->setSelection(2, 0, 3, 3);
        QTRY_COMPARE(window.editor()->lineColourAt(4), 1);
        QCOMPARE(c->ptxView()->lineColourAt(7), 1);
        QCOMPARE(c->ptxView()->lineColourAt(5), 0);

        // The reverse: the caret on a PTX line highlights the source line it came from.
        QTest::mouseClick(c->ptxView()->viewport(), Qt::LeftButton); // the user's move, not the view's
        c->ptxView()->setCursorPosition(6, 0); // PTX line 7 ← source line 4
        QTRY_COMPARE(window.editor()->lineColourAt(3), -1);
        QCOMPARE(window.editor()->lineColourAt(4), 1);
        QCOMPARE(c->sassView()->lineColourAt(4), 1);
        QCOMPARE(c->listings()->currentSourceLine(), 4);

        // An edit makes the result stale: the colours go, the listings stay.
        window.editor()->insert("// edit\n");
        QVERIFY(c->isStale());
        QCOMPARE(c->ptxView()->lineColourAt(7), -1);
        QVERIFY(c->ptxView()->text().contains(".entry vector_add"));
    }

    void sassMissingShowsHint()
    {
        session::Session session;
        app::MainWindow window(&session);
        auto result = std::make_shared<core::CompileResult>(*cannedResult());
        result->sass.clear();
        result->sassError = "nvdisasm was not found; install it with scripts/setup.";
        window.compileController()->showResult(result);
        QVERIFY(window.compileController()->sassView()->showsMessage());
        QVERIFY(window.compileController()->sassView()->text().contains("scripts/setup"));
    }

    void compareShowsDiff()
    {
        session::Session session;
        app::MainWindow window(&session);
        auto b = std::make_shared<core::CompileResult>(*cannedResult());
        b->ptx += "\tnop;\n";
        b->resources[0].registers = 24;
        app::CompileCompareController* compare = window.compileController()->compare();
        compare->showResults(cannedResult(), b);
        widgets::CompileDiffView* view = compare->view();
        QVERIFY2(view->status().contains("1 added"), qPrintable(view->status()));
        const int lastB = view->ptxView(true)->lines() - 1; // the text ends with a line break
        QCOMPARE(view->ptxView(true)->lineColourAt(lastB), widgets::CompileDiffView::addedColour());
        QCOMPARE(view->resourcesTable()->model()->index(0, widgets::CompileDiffView::DeltaColumn).data().toString(),
            QString("+8"));
    }

    void compilesThroughTheWorker()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/vector_add"), dir.path());
        qputenv("WARPSCOPE_COMPILE_CACHE_DIR", "off");
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        app::CompileController* c = window.compileController();
        QSignalSpy shown(c, &app::CompileController::resultShown);
        QSignalSpy sassShown(c, &app::CompileController::sassShown);
        window.findChild<QAction*>("compileAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 120000);
        QVERIFY(shown.at(0).at(0).toBool());
        // SASS comes second: the PTX is on screen while nvdisasm starts.
        if (!core::locateNvdisasm().path.empty()) {
            QTRY_COMPARE_WITH_TIMEOUT(sassShown.count(), 1, 120000);
            QVERIFY(sassShown.at(0).at(0).toBool());
            QVERIFY(c->sassView()->text().contains("STG"));
            QVERIFY(!c->result()->ptxSassMap.empty());
        }
        QVERIFY(c->result()->ptx.find(".entry vector_add") != std::string::npos);
        QVERIFY(c->ptxView()->text().contains(".entry vector_add"));
        QVERIFY(!c->result()->lineMap.empty());
        QCOMPARE(window.reviewController()->steps()->badge(core::ReviewStep::Compile), core::StepBadge::Ok);
        // The line of the addition made PTX, and the caret on it colours those lines.
        const int addLine = 6; // c[i] = a[i] + b[i];
        QVERIFY(!c->listings()->links().ptxLinesFor(addLine).empty());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.editor()->setCursorPosition(addLine - 1, 4);
        QTRY_COMPARE(c->listings()->currentSourceLine(), addLine);
        const int firstPtx = c->listings()->links().ptxLinesFor(addLine).front();
        QCOMPARE(c->ptxView()->lineColourAt(firstPtx), c->listings()->links().colourOf(addLine));
    }
    void compilesTheFileTheEditorShows()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/histogram_two_pass"), dir.path());
        qputenv("WARPSCOPE_COMPILE_CACHE_DIR", "off");
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        auto* files = window.findChild<QComboBox*>("kernelSourceFile");
        QVERIFY(files);
        QCOMPARE(files->count(), 2);
        QCOMPARE(files->currentData().toString(), QStringLiteral("histogram_blocks.cu"));
        app::CompileController* c = window.compileController();
        QSignalSpy shown(c, &app::CompileController::resultShown);
        window.findChild<QAction*>("compileAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 120000);
        QVERIFY(c->ptxView()->text().contains(".entry block_histograms"));

        // the merge step's file: the editor shows it and, since the reviewer was reading PTX, it is
        // compiled at once; PTX, SASS and the line links are of that file
        QVERIFY(window.taskController()->showSource(QStringLiteral("histogram_merge.cu")));
        QVERIFY(window.editor()->text().contains("merge_histograms"));
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 2, 120000);
        QVERIFY(shown.at(1).at(0).toBool());
        QVERIFY(c->ptxView()->text().contains(".entry merge_histograms"));
        QVERIFY(!c->ptxView()->text().contains("block_histograms"));
        QCOMPARE(c->result()->sourceName, std::string("histogram_merge.cu"));
        QVERIFY(!c->result()->lineMap.empty());

        // unsaved edits are not lost: when the reviewer keeps them, the editor stays on the file
        window.taskController()->setLeaveGuard([] { return false; });
        window.editor()->append(QStringLiteral("// an edit\n"));
        QVERIFY(window.editor()->isModified());
        QVERIFY(!window.taskController()->showSource(QStringLiteral("histogram_blocks.cu")));
        QCOMPARE(window.taskDocument()->currentSource(), QStringLiteral("histogram_merge.cu"));
        QCOMPARE(files->currentData().toString(), QStringLiteral("histogram_merge.cu"));
        QVERIFY(window.editor()->text().contains("// an edit"));
        // Save writes the file the editor shows, not the [kernel] source
        QVERIFY(window.taskController()->saveSource());
        QFile merge(dir.filePath("histogram_merge.cu"));
        QVERIFY(merge.open(QIODevice::ReadOnly));
        QVERIFY(merge.readAll().contains("// an edit"));
        QFile blocks(dir.filePath("histogram_blocks.cu"));
        QVERIFY(blocks.open(QIODevice::ReadOnly));
        QVERIFY(!blocks.readAll().contains("// an edit"));
    }
    void aCompileThatCannotRunSaysWhyInTheDiagnostics()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/triton_vector_add"), dir.path());
        // an interpreter without Triton: the compile cannot start, and the reviewer is told how to fix it
        const QByteArray saved = qgetenv("WARPSCOPE_PYTHON");
        qputenv("WARPSCOPE_PYTHON", "/usr/bin/python3");
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        QCOMPARE(window.editor()->language(), widgets::SourceEditor::Language::Python);
        app::CompileController* c = window.compileController();
        window.findChild<QAction*>("compileAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->diagnosticsList()->model()->rowCount() == 1, 120000);
        const QString text
            = c->diagnosticsList()->model()->index(0, widgets::DiagnosticsModel::MessageColumn).data().toString();
        QVERIFY2(text.contains("Triton is not installed") && text.contains("scripts/setup --triton"), qPrintable(text));
        QVERIFY(c->ptxView()->text().contains("did not run"));
        if (saved.isEmpty())
            qunsetenv("WARPSCOPE_PYTHON");
        else
            qputenv("WARPSCOPE_PYTHON", saved);
    }
    void ptxOpensOnTheSourceItsLineInfoNames()
    {
        QTemporaryDir dir;
        copyFolder(QStringLiteral(WARPSCOPE_SOURCE_DIR "/kernels/ptx_from_cuda"), dir.path());
        qputenv("WARPSCOPE_COMPILE_CACHE_DIR", "off");
        session::Session session;
        app::MainWindow window(&session);
        QVERIFY(window.openTask(dir.path()));
        // the .cu the PTX's .file names, read-only, with the PTX beside it in the chooser
        QCOMPARE(window.taskDocument()->currentSource(), QStringLiteral("leaky_relu.cu"));
        QVERIFY(window.editor()->isReadOnly());
        QCOMPARE(window.editor()->language(), widgets::SourceEditor::Language::Cuda);
        QVERIFY(window.editor()->text().contains("slope * v"));
        auto* files = window.findChild<QComboBox*>("kernelSourceFile");
        QVERIFY(files);
        QCOMPARE(files->count(), 2);
        QVERIFY(files->itemText(files->currentIndex()).contains("line info"));

        // Compile assembles the PTX (the .cu's text is not sent as PTX) and links it to the .cu
        app::CompileController* c = window.compileController();
        QSignalSpy shown(c, &app::CompileController::resultShown);
        window.findChild<QAction*>("compileAction")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 120000);
        QVERIFY(shown.at(0).at(0).toBool());
        QCOMPARE(c->result()->sourceName, std::string("leaky_relu.cu"));
        QVERIFY(!c->listings()->links().ptxLinesFor(9).empty()); // y[i] = v > 0.0f ? v : slope * v;

        // the PTX itself is editable, highlighted as PTX
        QVERIFY(window.taskController()->showSource(QStringLiteral("leaky_relu.ptx")));
        QVERIFY(!window.editor()->isReadOnly());
        QCOMPARE(window.editor()->language(), widgets::SourceEditor::Language::Ptx);
        QVERIFY(window.editor()->text().contains(".entry leaky_relu"));
    }
};

QTEST_MAIN(TestCompileController)
#include "tst_compilecontroller.moc"
