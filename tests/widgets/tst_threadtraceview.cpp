// The thread trace dock and the "Last writer" box with canned data: rows in step order with register
// values in hex and as floats, guard-false rows greyed, the source-line filter, a row click asking
// for its line; the writer text with links and the Trace button's intent.
#include "widgets/lastwriterpanel.h"
#include "widgets/threadtraceview.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
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
        QTableWidget* table = view.table();
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->item(0, widgets::ThreadTraceView::SourceColumn)->text(), QString("4"));
        QCOMPARE(table->item(0, widgets::ThreadTraceView::WritesColumn)->text(), QString("%r4 = 0x00000045"));
        QCOMPARE(table->item(2, widgets::ThreadTraceView::WritesColumn)->text(),
            QString("%f2 = 0x430a0000 (138), %p1 = true"));
        QVERIFY(table->item(1, widgets::ThreadTraceView::OpcodeColumn)->text().contains("guard false"));
        QVERIFY(table->item(1, 0)->foreground().color() != table->item(0, 0)->foreground().color());
        QVERIFY2(view.summary().contains("truncated"), qPrintable(view.summary()));
        QVERIFY(view.summary().contains("(1, 0, 0)"));
    }

    void filterAndClick()
    {
        widgets::ThreadTraceView view;
        view.setTrace(trace());
        view.setSourceLineFilter(6);
        QCOMPARE(view.table()->rowCount(), 1);
        QCOMPARE(view.table()->item(0, widgets::ThreadTraceView::StepColumn)->text(), QString("2"));
        QSignalSpy jump(&view, &widgets::ThreadTraceView::sourceLineActivated);
        emit view.table()->cellClicked(0, 1);
        QCOMPARE(jump.size(), 1);
        QCOMPARE(jump.first().at(0).toInt(), 6);
        view.setSourceLineFilter(0);
        QCOMPARE(view.table()->rowCount(), 3);
        view.showMessage("tracing");
        QCOMPARE(view.table()->rowCount(), 0);
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
