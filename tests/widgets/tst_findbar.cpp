#include "widgets/findbar.h"
#include "widgets/sourceeditor.h"

#include <QLineEdit>
#include <QTest>

using namespace warpscope;

class TestFindBar : public QObject {
    Q_OBJECT
private slots:
    void findsAndWraps()
    {
        widgets::SourceEditor editor;
        editor.setDocumentText("float a;\nfloat b;\nint c;\n");
        widgets::FindBar bar;
        bar.setEditor(&editor);
        bar.activate(false);
        QTest::keyClicks(bar.findChild<QLineEdit*>("findField"), "float");
        QVERIFY(bar.findNext());
        int line = -1, index = -1;
        editor.getCursorPosition(&line, &index);
        QCOMPARE(line, 0);
        QVERIFY(bar.findNext());
        editor.getCursorPosition(&line, &index);
        QCOMPARE(line, 1);
        QVERIFY2(bar.findNext(), "search wraps to the start");
        editor.getCursorPosition(&line, &index);
        QCOMPARE(line, 0);
    }

    void replacesAllInOneUndoStep()
    {
        widgets::SourceEditor editor;
        editor.setDocumentText("float a; float b; float c;");
        widgets::FindBar bar;
        bar.setEditor(&editor);
        bar.activate(true);
        QTest::keyClicks(bar.findChild<QLineEdit*>("findField"), "float");
        QTest::keyClicks(bar.findChild<QLineEdit*>("replaceField"), "double");
        QCOMPARE(bar.replaceAll(), 3);
        QCOMPARE(editor.text(), QString("double a; double b; double c;"));
        QVERIFY(editor.isModified());
        editor.undo();
        QCOMPARE(editor.text(), QString("float a; float b; float c;"));
    }

    void notFoundIsSaid()
    {
        widgets::SourceEditor editor;
        editor.setDocumentText("int x;");
        widgets::FindBar bar;
        bar.setEditor(&editor);
        bar.activate(false);
        QTest::keyClicks(bar.findChild<QLineEdit*>("findField"), "nothing");
        QVERIFY(!bar.findNext());
    }
};

QTEST_MAIN(TestFindBar)
#include "tst_findbar.moc"
