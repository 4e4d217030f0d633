// The kernel source editor's language by file, and a new file that is not an edit; the source
// chooser above it.
#include "widgets/sourcechooser.h"
#include "widgets/sourceeditor.h"

#include <Qsci/qscilexer.h>

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

using namespace warpscope;
using Language = widgets::SourceEditor::Language;

class TestSourceEditor : public QObject {
    Q_OBJECT
private slots:
    void languageFollowsTheFileName_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("language");
        QTest::newRow("cuda") << "kernel.cu" << int(Language::Cuda);
        QTest::newRow("header") << "tile.cuh" << int(Language::Cuda);
        QTest::newRow("ptx") << "saxpy.ptx" << int(Language::Ptx);
        QTest::newRow("ptx upper case") << "SAXPY.PTX" << int(Language::Ptx);
        QTest::newRow("triton") << "kernel.py" << int(Language::Python);
        QTest::newRow("in a folder") << "steps/merge.cu" << int(Language::Cuda);
    }

    void languageFollowsTheFileName()
    {
        QFETCH(QString, file);
        QFETCH(int, language);
        QCOMPARE(int(widgets::SourceEditor::languageOfFile(file)), language);
    }

    void eachLanguageHasItsLexer()
    {
        widgets::SourceEditor editor;
        QCOMPARE(QString(editor.lexer()->language()), QStringLiteral("CUDA"));
        editor.setLanguage(Language::Python);
        QCOMPARE(QString(editor.lexer()->language()), QStringLiteral("Python"));
        editor.setLanguage(Language::Ptx);
        QCOMPARE(QString(editor.lexer()->language()), QStringLiteral("PTX"));
        editor.setLanguage(Language::Cuda);
        QCOMPARE(QString(editor.lexer()->language()), QStringLiteral("CUDA"));
        QCOMPARE(editor.language(), Language::Cuda);
    }

    void anotherFileIsNotAnEdit()
    {
        widgets::SourceEditor editor;
        editor.setDocumentText(QStringLiteral("first file\n"));
        editor.insertAt(QStringLiteral("an edit\n"), 0, 0);
        QVERIFY(editor.isUndoAvailable());
        editor.setDocumentText(QStringLiteral("second file\n"));
        QVERIFY(!editor.isModified());
        // undo must not bring the first file's text into the second
        QVERIFY(!editor.isUndoAvailable());
        editor.undo();
        QCOMPARE(editor.text(), QStringLiteral("second file\n"));
    }

    void chooserListsFilesAndHidesForOne()
    {
        widgets::SourceChooser chooser;
        chooser.setSources({QStringLiteral("k.cu")}, {}, {}, QStringLiteral("k.cu"));
        QVERIFY(chooser.isHidden());
        chooser.setSources(
            {QStringLiteral("a.ptx"), QStringLiteral("a.cu"), QStringLiteral("b.cu"), QStringLiteral("ref.cu")},
            {QStringLiteral("ref.cu")}, {QStringLiteral("a.cu")}, QStringLiteral("b.cu"));
        QVERIFY(!chooser.isHidden());
        QCOMPARE(chooser.current(), QStringLiteral("b.cu"));
        auto* box = chooser.findChild<QComboBox*>("kernelSourceFile");
        QVERIFY(box);
        QCOMPARE(box->itemText(3), QStringLiteral("ref.cu (reference)"));
        QCOMPARE(box->itemText(1), QStringLiteral("a.cu (named by the PTX's line info)"));

        // picking a file asks for it by its path, not its label; setting it from outside is silent
        QSignalSpy chosen(&chooser, &widgets::SourceChooser::sourceChosen);
        box->activated(3);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().first().toString(), QStringLiteral("ref.cu"));
        chooser.setCurrent(QStringLiteral("a.cu"));
        QCOMPARE(chooser.current(), QStringLiteral("a.cu"));
        QCOMPARE(chosen.size(), 1);
    }

    void chooserListsOneEntryPerImplementation()
    {
        widgets::SourceChooser chooser;
        chooser.setChoices({{QStringLiteral("k.cu"), QStringLiteral("cuda@sm_80")},
                               {QStringLiteral("k.cu"), QStringLiteral("cuda@sm_90a")},
                               {QStringLiteral("k.py"), QStringLiteral("triton")}},
            {}, {}, {QStringLiteral("k.cu"), QStringLiteral("cuda@sm_90a")});
        QVERIFY(!chooser.isHidden());
        auto* box = chooser.findChild<QComboBox*>("kernelSourceFile");
        QCOMPARE(box->currentIndex(), 1);
        QCOMPARE(box->itemText(2), QStringLiteral("k.py (triton)"));
        QSignalSpy chosen(&chooser, &widgets::SourceChooser::sourceChosen);
        box->activated(0);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().at(0).toString(), QStringLiteral("k.cu"));
        QCOMPARE(chosen.first().at(1).toString(), QStringLiteral("cuda@sm_80"));
        chooser.setCurrent(QStringLiteral("k.py"));
        QCOMPARE(chooser.currentImplementation(), QStringLiteral("triton"));
        QCOMPARE(chosen.size(), 1);
    }
};

QTEST_MAIN(TestSourceEditor)
#include "tst_sourceeditor.moc"
