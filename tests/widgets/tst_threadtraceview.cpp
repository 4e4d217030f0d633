// The thread trace dock and the "Last writer" box with canned data: rows in step order with register
// values in hex and as floats, guard-false rows greyed, the source-line filter, a row click asking
// for its line; the writer text with links and the Trace button's intent.
#include "widgets/lastwriterpanel.h"
#include "widgets/threadtraceview.h"

#include <QAbstractItemModelTester>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <bit>

using namespace warpscope;
using namespace warpscope::core::analysis;

namespace {

ThreadTrace trace()
{
    ThreadTrace t;
    t.kernel = "scale";
    t.target.block = {1, 0, 0};
    t.target.thread = {5, 0, 0};
    t.target.limit = 3;
    t.truncated = true;
    TraceStep a;
    a.pc = 0;
    a.ptxLine = 20;
    a.sourceLine = 4;
    a.opcode = "mad.lo.s32";
    a.writes = {{"%r4", 4, RegisterKind::Bits, 69}};
    TraceStep b;
    b.pc = 1;
    b.ptxLine = 21;
    b.sourceLine = 5;
    b.opcode = "bra.uni";
    b.guard = false;
    TraceStep c;
    c.pc = 2;
    c.ptxLine = 22;
    c.sourceLine = 6;
    c.opcode = "mul.f32";
    c.writes
        = {{"%f2", 4, RegisterKind::F32, std::bit_cast<std::uint32_t>(138.0f)}, {"%p1", 0, RegisterKind::Predicate, 1}};
    t.steps = {a, b, c};
    return t;
}

} // namespace

class TestThreadTraceView : public QObject {
    Q_OBJECT
private slots:
    void rowsAndValues()
    {
        widgets::ThreadTraceView view;
        view.setTrace(trace());
        QAbstractItemModelTester tester(view.steps(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            view.table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view.rowCount(), 3);
        using C = widgets::ThreadTraceView;
        QCOMPARE(view.textAt(0, C::SourceColumn), QString("4"));
        QCOMPARE(view.textAt(0, C::WritesColumn), QString("%r4 = 0x00000045"));
        QCOMPARE(view.textAt(2, C::WritesColumn), QString("%f2 = 0x430a0000 (138), %p1 = true"));
        QVERIFY(view.textAt(1, C::OpcodeColumn).contains("guard false"));
        // the guard-false step is greyed, the others keep the table's colour
        QVERIFY(view.table()->model()->index(1, 0).data(Qt::ForegroundRole).value<QColor>().isValid());
        QVERIFY(!view.table()->model()->index(0, 0).data(Qt::ForegroundRole).isValid());
        QVERIFY2(view.summary().contains("truncated"), qPrintable(view.summary()));
        QVERIFY(view.summary().contains("(1, 0, 0)"));
    }

    void filterAndClick()
    {
        widgets::ThreadTraceView view;
        view.setTrace(trace());
        view.setSourceLineFilter(6);
        QCOMPARE(view.rowCount(), 1);
        QCOMPARE(view.textAt(0, widgets::ThreadTraceView::StepColumn), QString("2")); // the whole trace's numbering
        QSignalSpy jump(&view, &widgets::ThreadTraceView::sourceLineActivated);
        emit view.table()->clicked(view.table()->model()->index(0, 1));
        QCOMPARE(jump.size(), 1);
        QCOMPARE(jump.first().at(0).toInt(), 6);
        view.setSourceLineFilter(0);
        QCOMPARE(view.rowCount(), 3);
        view.showMessage("tracing");
        QCOMPARE(view.rowCount(), 0);
        QCOMPARE(view.summary(), QString("tracing"));
    }

    void lastWriterPanel()
    {
        widgets::LastWriterPanel panel;
        auto* button = panel.findChild<QPushButton*>("traceThreadButton");
        QVERIFY(button);
        QVERIFY(!panel.writer());
        WriterInfo w;
        w.block = {2, 0, 0};
        w.thread = {7, 0, 0};
        w.ptxLine = 41;
        w.sourceLine = 10;
        panel.setWriter(w, "y[519]");
        const QString text = panel.text();
        QVERIFY2(text.contains("y[519] was last written by block (2, 0, 0), thread (7, 0, 0)"), qPrintable(text));
        QVERIFY(text.contains("source line 10"));
        QVERIFY(text.contains("PTX line 41"));
        QVERIFY(panel.toolTip().contains("highest lane"));
        QSignalSpy trace(&panel, &widgets::LastWriterPanel::traceRequested);
        button->click();
        QCOMPARE(trace.size(), 1);
        panel.showMessage("profile the task to see who wrote each element");
        QVERIFY(!panel.writer());
        QVERIFY(panel.text().contains("profile the task"));
    }
};

QTEST_MAIN(TestThreadTraceView)
#include "tst_threadtraceview.moc"
