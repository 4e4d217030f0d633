// The checklist pane: items in, whole edited items out; refreshing with the same items keeps what
// the user is typing; evidence can be cited from the menu.
#include "widgets/checklistpane.h"

#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace warpscope;

class TestChecklistPane : public QObject {
    Q_OBJECT
private slots:
    void editsComeOutAsItems()
    {
        widgets::ChecklistPane pane;
        pane.setItems(core::defaultChecklist());
        QCOMPARE(pane.itemCount(), 6);
        QSignalSpy spy(&pane, &widgets::ChecklistPane::itemEdited);
        pane.verdictBox(2)->setCurrentIndex(pane.verdictBox(2)->findData(int(core::Verdict::Fail)));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 2);
        const auto item = spy.at(0).at(1).value<core::ChecklistItem>();
        QCOMPARE(item.verdict, core::Verdict::Fail);
        QCOMPARE(item.id, std::string("no_vacuous_pass"));
    }

    void refreshKeepsTheCursor()
    {
        widgets::ChecklistPane pane;
        auto items = core::defaultChecklist();
        pane.setItems(items);
        pane.show();
        QPlainTextEdit* note = pane.noteEdit(0);
        note->setFocus();
        QTest::keyClicks(note, "checked seeds 1-3");
        items[0].note = "checked seeds 1-3";
        QTextCursor before = note->textCursor();
        QSignalSpy spy(&pane, &widgets::ChecklistPane::itemEdited);
        pane.setItems(items); // what the controller does after each edit
        QCOMPARE(note->textCursor().position(), before.position());
        QCOMPARE(spy.count(), 0); // a refresh is not an edit
    }

    void citesEvidence()
    {
        widgets::ChecklistPane pane;
        pane.setItems(core::defaultChecklist());
        pane.setEvidence({{"e1", "heatmap"}, {"e2", "SASS"}});
        QSignalSpy spy(&pane, &widgets::ChecklistPane::itemEdited);
        QMenu* menu = pane.evidenceButton(4)->menu();
        emit menu->aboutToShow();
        QCOMPARE(menu->actions().size(), 2);
        menu->actions().at(1)->setChecked(true);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(1).value<core::ChecklistItem>().evidence, std::vector<std::string> {"e2"});
        QVERIFY(pane.evidenceButton(4)->text().contains("e2"));
    }

    void overallVerdict()
    {
        widgets::ChecklistPane pane;
        QSignalSpy spy(&pane, &widgets::ChecklistPane::overallVerdictEdited);
        pane.setOverallVerdict(core::Verdict::Open, core::Verdict::Fail);
        QCOMPARE(spy.count(), 0);
        QVERIFY(pane.findChild<QLabel*>("effectiveVerdict")->text().contains("Fail"));
        auto* box = pane.findChild<QComboBox*>("overallVerdict");
        box->setCurrentIndex(box->findData(int(core::Verdict::Pass)));
        QCOMPARE(spy.count(), 1);
    }

    void questionsAreTranslatedById()
    {
        QVERIFY(widgets::ChecklistPane::questionText("benchmark_fair", "x").startsWith("Benchmark fair"));
        QCOMPARE(widgets::ChecklistPane::questionText("custom", "Own question?"), QString("Own question?"));
    }
};

QTEST_MAIN(TestChecklistPane)
#include "tst_checklistpane.moc"
