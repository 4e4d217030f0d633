// The diagnostics list: one row per diagnostic with its place, message and hint; activating a row asks
// to jump to its line.
#include "widgets/diagnosticslist.h"
#include "widgets/diagnosticsmodel.h"

#include <QAbstractItemModelTester>
#include <QIcon>

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
        QAbstractItemModelTester tester(list.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        list.setDiagnostics({diag(Severity::Error, 12, 5, "identifier \"x\" is undefined"),
            diag(Severity::Warning, 3, 0, "variable \"y\" was declared but never referenced"),
            diag(Severity::Error, 1, 10, "cannot open source file \"vector\"", "NVRTC has no C++ standard library")});
        using M = widgets::DiagnosticsModel;
        const QAbstractItemModel* m = list.model();
        QCOMPARE(m->rowCount(), 3);
        QCOMPARE(m->columnCount(), 4);
        QCOMPARE(m->headerData(M::HintColumn, Qt::Horizontal).toString(), QString("Hint"));
        QCOMPARE(m->index(0, M::SeverityColumn).data().toString(), QString("error"));
        QCOMPARE(m->index(0, M::LocationColumn).data().toString(), QString("kernel.cu:12:5"));
        QCOMPARE(m->index(0, M::MessageColumn).data().toString(), QString("identifier \"x\" is undefined"));
        QCOMPARE(
            m->index(0, M::MessageColumn).data(Qt::ToolTipRole).toString(), QString("identifier \"x\" is undefined"));
        QVERIFY(!m->index(0, M::SeverityColumn).data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(!m->index(0, M::LocationColumn).data(Qt::DecorationRole).isValid());
        QCOMPARE(m->index(1, M::LocationColumn).data().toString(), QString("kernel.cu:3"));
        QCOMPARE(m->index(1, M::SeverityColumn).data().toString(), QString("warning"));
        QVERIFY(m->index(2, M::HintColumn).data().toString().contains("standard library"));
        QVERIFY(m->index(2, M::HintColumn).data(Qt::ToolTipRole).toString().contains("standard library"));
        list.setDiagnostics({});
        QCOMPARE(m->rowCount(), 0);
    }

    void activationAsksToJump()
    {
        widgets::DiagnosticsList list;
        core::Diagnostic placeless = diag(Severity::Error, 0, 0, "nvrtc: error: invalid value for --gpu-architecture");
        placeless.file.clear();
        list.setDiagnostics({diag(Severity::Error, 12, 5, "x"), placeless});
        QSignalSpy jump(&list, &widgets::DiagnosticsList::diagnosticActivated);
        emit list.activated(list.model()->index(0, 0));
        QCOMPARE(jump.count(), 1);
        QCOMPARE(jump.at(0).at(0).toString(), QString("kernel.cu"));
        QCOMPARE(jump.at(0).at(1).toInt(), 12);
        QCOMPARE(jump.at(0).at(2).toInt(), 5);
        emit list.activated(list.model()->index(1, 0)); // no place to jump to
        QCOMPARE(jump.count(), 1);
    }
};

QTEST_MAIN(TestDiagnosticsList)
#include "tst_diagnosticslist.moc"
