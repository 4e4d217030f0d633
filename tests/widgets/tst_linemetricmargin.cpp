// The metric margin beside the source editor's and the PTX view's lines, and the findings pinned on
// source lines: what is painted per line, clearing, the stale mark, and bad line numbers ignored.
#include "widgets/asmview.h"
#include "widgets/linemetricmargin.h"
#include "widgets/sourceeditor.h"

#include <QTest>

using namespace warpscope;

namespace {

const QString kSource
    = QStringLiteral("__global__ void k(float* y)\n{\n    y[threadIdx.x] = 1.0f;\n    y[0] = 2.0f;\n}\n");

QMap<int, widgets::LineMetricCell> cells()
{
    return {{3, {QStringLiteral("12.3k"), 1.0, QStringLiteral("Source line 3\nInstructions Executed: 12,300")}},
        {4, {QStringLiteral("7"), 0.1, QStringLiteral("Source line 4")}}, {0, {QStringLiteral("bad"), 0.5, QString()}},
        {99, {QStringLiteral("bad"), 0.5, QString()}}};
}

} // namespace

class TestLineMetricMargin : public QObject {
    Q_OBJECT
private slots:
    void editorShowsAndClearsCells()
    {
        widgets::SourceEditor editor;
        editor.setDocumentText(kSource);
        const widgets::LineMetricMargin* margin = editor.lineMetricMargin();
        QCOMPARE(editor.marginWidth(margin->margin()), 0); // nothing profiled: no room taken
        editor.setLineMetrics(cells());
        QCOMPARE(margin->cells().size(), 2); // lines 0 and 99 do not exist
        QVERIFY(editor.marginWidth(margin->margin()) > 0);
        QCOMPARE(margin->shownText(3), QString("12.3k"));
        QCOMPARE(margin->shownText(4), QString("7"));
        QCOMPARE(margin->shownText(1), QString());
        QVERIFY(margin->cellAt(3).tooltip.contains("Instructions Executed"));
        QVERIFY(!margin->isStale());

        editor.setLineMetricsStale(true);
        QVERIFY(margin->isStale());
        QCOMPARE(margin->shownText(3), QString("12.3k")); // greyed, not dropped

        editor.clearLineMetrics();
        QVERIFY(margin->isEmpty());
        QVERIFY(!margin->isStale());
        QCOMPARE(margin->shownText(3), QString());
        QCOMPARE(editor.marginWidth(margin->margin()), 0);
    }

    void staleCellsFollowTheirLinesWhenTextIsInserted()
    {
        widgets::SourceEditor editor;
        editor.setDocumentText(kSource);
        editor.setLineMetrics(cells());
        editor.insertAt(QStringLiteral("// a new first line\n"), 0, 0);
        editor.setLineMetricsStale(true);
        QCOMPARE(editor.lineMetricMargin()->shownText(4), QString("12.3k"));
        QCOMPARE(editor.lineMetricMargin()->shownText(5), QString("7"));
    }

    /// A cell's tooltip is written when it is asked for, not when the cells are set: a profile sets one
    /// on hundreds of lines.
    void aLazyTooltipIsWrittenOnlyWhenAsked()
    {
        widgets::SourceEditor editor;
        editor.setDocumentText(kSource);
        int written = 0;
        widgets::LineMetricCell lazy {QStringLiteral("5"), 0.5, QString(), {}};
        lazy.makeTooltip = [&written] {
            ++written;
            return QStringLiteral("Source line 3\nInstructions Executed: 5");
        };
        editor.setLineMetrics({{3, lazy}});
        QCOMPARE(editor.lineMetricMargin()->shownText(3), QString("5"));
        QCOMPARE(written, 0);
        QCOMPARE(
            editor.lineMetricMargin()->cellAt(3).tooltipText(), QString("Source line 3\nInstructions Executed: 5"));
        QCOMPARE(written, 1);
    }

    void findingsArePinnedOnTheirLines()
    {
        widgets::SourceEditor editor;
        editor.setDocumentText(kSource);
        editor.setFindingPins(
            {{3, {QStringLiteral("race with line 4: block (0, 0, 0)"), QStringLiteral("uninitialized")}},
                {4, {QStringLiteral("out_of_bounds")}}, {42, {QStringLiteral("past the end")}}, {2, {}}});
        QVERIFY(editor.hasFindingPin(3));
        QVERIFY(editor.hasFindingPin(4));
        QVERIFY(!editor.hasFindingPin(2)); // no rows, no pin
        QVERIFY(!editor.hasFindingPin(1));
        QCOMPARE(editor.findingAnnotation(3), QString("race with line 4: block (0, 0, 0)\nuninitialized"));
        QCOMPARE(editor.findingAnnotation(4), QString("out_of_bounds"));
        QCOMPARE(editor.diagnosticAt(3), 0); // not taken for a compiler message

        // the compiler's marks and the pins live side by side
        editor.setDiagnostics({{3, 0, true}});
        QCOMPARE(editor.diagnosticAt(3), 2);
        QVERIFY(editor.hasFindingPin(3));
        editor.clearDiagnostics();
        QVERIFY(editor.hasFindingPin(3));

        editor.clearFindingPins();
        QVERIFY(!editor.hasFindingPin(3));
        QVERIFY(editor.findingAnnotation(3).isEmpty());
        QVERIFY(editor.findingAnnotation(0).isEmpty());
    }

    void ptxViewShowsCellsForTheSameListingOnly()
    {
        widgets::AsmView ptx(widgets::AsmLexer::Dialect::Ptx);
        const QString listing = QStringLiteral(
            ".version 8.0\n.target sm_90\nld.global.f32 %f1, [%rd1];\nst.global.f32 [%rd2], %f1;\nret;\n");
        ptx.setListing(listing);
        ptx.setLineMetrics(cells());
        const widgets::LineMetricMargin* margin = ptx.lineMetricMargin();
        QCOMPARE(margin->shownText(3), QString("12.3k"));
        QVERIFY(ptx.marginWidth(margin->margin()) > 0);
        // the same listing again (a recompile of the same source): the cells stay
        ptx.setListing(listing);
        QCOMPARE(margin->shownText(3), QString("12.3k"));
        // another listing: its lines mean something else
        ptx.setListing(listing + QStringLiteral("// more\n"));
        QVERIFY(margin->isEmpty());
        QCOMPARE(margin->shownText(3), QString());
        // a message is not a listing
        ptx.setListing(listing);
        ptx.setLineMetrics(cells());
        ptx.setMessage(QStringLiteral("Compile the kernel"));
        QVERIFY(margin->isEmpty());
        ptx.setLineMetrics(cells());
        QVERIFY(margin->isEmpty());
    }
};

QTEST_MAIN(TestLineMetricMargin)
#include "tst_linemetricmargin.moc"
