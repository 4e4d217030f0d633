// The diagnostics list: one row per diagnostic with its place, message and hint; activating a row asks
// to jump to its line.
#include "widgets/diagnosticslist.h"

#include <QSignalSpy>
#include <QTest>

using namespace warpscope;
using Severity = core::Diagnostic::Severity;

namespace {
core::Diagnostic diag(Severity s, int line, int column, const char* message, const char* hint = "")
{
    core::Diagnostic d;
    d.file = "kernel.cu";
    d.severity = s;
    d.line = line;
    d.column = column;
    d.message = message;
    d.hint = hint;
    return d;
}
} // namespace

class TestDiagnosticsList : public QObject {
    Q_OBJECT
private slots:
    void fillsRows()
    {
        widgets::DiagnosticsList list;
        list.setDiagnostics({diag(Severity::Error, 12, 5, "identifier \"x\" is undefined"),
            diag(Severity::Warning, 3, 0, "variable \"y\" was declared but never referenced"),
            diag(Severity::Error, 1, 10, "cannot open source file \"vector\"", "NVRTC has no C++ standard library")});
        QCOMPARE(list.topLevelItemCount(), 3);
        const QTreeWidgetItem* first = list.topLevelItem(0);
        QCOMPARE(first->text(widgets::DiagnosticsList::SeverityColumn), QString("error"));
        QCOMPARE(first->text(widgets::DiagnosticsList::LocationColumn), QString("kernel.cu:12:5"));
        QCOMPARE(first->text(widgets::DiagnosticsList::MessageColumn), QString("identifier \"x\" is undefined"));
        QVERIFY(!first->icon(widgets::DiagnosticsList::SeverityColumn).isNull());
        QCOMPARE(list.topLevelItem(1)->text(widgets::DiagnosticsList::LocationColumn), QString("kernel.cu:3"));
        QCOMPARE(list.topLevelItem(1)->text(widgets::DiagnosticsList::SeverityColumn), QString("warning"));
        QVERIFY(list.topLevelItem(2)->text(widgets::DiagnosticsList::HintColumn).contains("standard library"));
        list.setDiagnostics({});
        QCOMPARE(list.topLevelItemCount(), 0);
    }

    void activationAsksToJump()
    {
        widgets::DiagnosticsList list;
        core::Diagnostic placeless = diag(Severity::Error, 0, 0, "nvrtc: error: invalid value for --gpu-architecture");
        placeless.file.clear();
        list.setDiagnostics({diag(Severity::Error, 12, 5, "x"), placeless});
        QSignalSpy jump(&list, &widgets::DiagnosticsList::diagnosticActivated);
        emit list.itemActivated(list.topLevelItem(0), 0);
        QCOMPARE(jump.count(), 1);
        QCOMPARE(jump.at(0).at(0).toString(), QString("kernel.cu"));
        QCOMPARE(jump.at(0).at(1).toInt(), 12);
        QCOMPARE(jump.at(0).at(2).toInt(), 5);
        emit list.itemActivated(list.topLevelItem(1), 0); // no place to jump to
        QCOMPARE(jump.count(), 1);
    }
};

QTEST_MAIN(TestDiagnosticsList)
#include "tst_diagnosticslist.moc"
