// LineNavigator: every "show this source line" goes through it. A view's request moves the editor's
// caret and is announced once with its origin; the reviewer's own caret moves and a listing's pick
// are announced too; nonsense lines are ignored.
#include "app/linecorrespondence.h"
#include "app/linenavigator.h"
#include "app/listinghighlighter.h"
#include "widgets/asmview.h"
#include "widgets/sourceeditor.h"

#include <QSignalSpy>
#include <QTest>

using namespace warpscope;

Q_DECLARE_METATYPE(warpscope::app::LineOrigin)

namespace {
int caretLine(const widgets::SourceEditor& editor)
{
    int line = 0;
    int column = 0;
    editor.getCursorPosition(&line, &column);
    return line + 1;
}
} // namespace

class TestLineNavigator : public QObject {
    Q_OBJECT
private slots:
    void requestMovesTheEditorAndIsAnnouncedOnce()
    {
        widgets::SourceEditor editor;
        editor.setText(QStringLiteral("a\nb\nc\nd\ne\nf\n"));
        app::LineNavigator nav(&editor);
        QSignalSpy shown(&nav, &app::LineNavigator::sourceLineShown);
        nav.goToSource(5, app::LineOrigin::Findings);
        QCOMPARE(caretLine(editor), 5);
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.at(0).at(0).toInt(), 5);
        QCOMPARE(shown.at(0).at(1).value<app::LineOrigin>(), app::LineOrigin::Findings);
        QCOMPARE(nav.currentLine(), 5);
    }

    void theReviewersCaretIsAnnounced()
    {
        widgets::SourceEditor editor;
        editor.setText(QStringLiteral("a\nb\nc\nd\n"));
        app::LineNavigator nav(&editor);
        // QScintilla reports caret moves from its update pass, so the editor must be on screen
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QSignalSpy shown(&nav, &app::LineNavigator::sourceLineShown);
        editor.setCursorPosition(2, 0);
        QTRY_COMPARE(shown.count(), 1);
        QCOMPARE(shown.at(0).at(0).toInt(), 3);
        QCOMPARE(shown.at(0).at(1).value<app::LineOrigin>(), app::LineOrigin::Editor);
        editor.setCursorPosition(2, 1); // same line: nothing new to follow
        QTest::qWait(50);
        QCOMPARE(shown.count(), 1);
    }

    void listingPicksAreAnnouncedWithoutMovingTheCaret()
    {
        widgets::SourceEditor editor;
        editor.setText(QStringLiteral("a\nb\nc\nd\n"));
        app::LineNavigator nav(&editor);
        QSignalSpy shown(&nav, &app::LineNavigator::sourceLineShown);
        nav.listingPicked(4, true);
        QCOMPARE(caretLine(editor), 1); // the reviewer keeps reading the SASS
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.at(0).at(1).value<app::LineOrigin>(), app::LineOrigin::Sass);
    }

    void aPtxLineIsShownAndItsSourceLineAnnounced()
    {
        widgets::SourceEditor editor;
        editor.setText(QStringLiteral("a\nb\nc\nd\n"));
        widgets::AsmView ptx(widgets::AsmLexer::Dialect::Ptx);
        widgets::AsmView sass(widgets::AsmLexer::Dialect::Sass);
        ptx.setListing(QStringLiteral("p1\np2\np3\np4\np5\np6\np7\n"));
        app::ListingHighlighter listings(&editor, &ptx, &sass);
        core::CompileResult compiled;
        compiled.lineMap = {{3, {5, 6}, {}}, {4, {7}, {}}};
        listings.setLinks(app::LineCorrespondence(compiled));
        app::LineNavigator nav(&editor);
        QObject::connect(&listings, &app::ListingHighlighter::sourcePicked, &nav, &app::LineNavigator::listingPicked);
        QSignalSpy shown(&nav, &app::LineNavigator::sourceLineShown);
        nav.goToPtx(6); // no listings given yet: nothing happens
        QCOMPARE(shown.count(), 0);
        nav.setListings(&listings);
        nav.goToPtx(6); // the last writer's store, say
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.at(0).at(0).toInt(), 3);
        QCOMPARE(shown.at(0).at(1).value<app::LineOrigin>(), app::LineOrigin::Ptx);
        QCOMPARE(listings.currentSourceLine(), 3);
        QCOMPARE(ptx.lineColourAt(6), listings.links().colourOf(3));
    }

    void nonsenseLinesAreIgnored()
    {
        widgets::SourceEditor editor;
        editor.setText(QStringLiteral("a\n"));
        app::LineNavigator nav(&editor);
        QSignalSpy shown(&nav, &app::LineNavigator::sourceLineShown);
        nav.goToSource(0, app::LineOrigin::Findings);
        nav.goToSource(-3, app::LineOrigin::ThreadTrace);
        nav.listingPicked(0, false);
        QCOMPARE(shown.count(), 0);
    }
};

QTEST_MAIN(TestLineNavigator)
#include "tst_linenavigator.moc"
