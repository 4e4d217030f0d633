// The PTX/SASS view and its lexer: tokens get their styles, lines take palette colours, and the caret
// line the user picks comes out as a signal (but not the one the view moves to itself).
#include "widgets/asmview.h"
#include "widgets/compilepalette.h"

#include <QSignalSpy>
#include <QTest>

using namespace warpscope;
using widgets::AsmLexer;

namespace {
QString styleString(const QByteArray& line, AsmLexer::Dialect d)
{
    // One letter per byte: . default, c comment, d directive, o opcode, r register, n number, l label, p predicate.
    static const char letters[] = ".cdornlps";
    QString out;
    for (AsmLexer::Style s : AsmLexer::styleLine(line, d))
        out += QLatin1Char(letters[s]);
    return out;
}
} // namespace

class TestAsmView : public QObject {
    Q_OBJECT
private slots:
    void ptxTokens()
    {
        QCOMPARE(styleString("\tld.global.f32 \t%f1, [%rd4];", AsmLexer::Dialect::Ptx),
            QString(".ooooooooooooo..rrr...rrrr.."));
        QCOMPARE(styleString("@%p1 bra $L__BB0_2;", AsmLexer::Dialect::Ptx), QString("pppp.ooo..........."));
        QCOMPARE(styleString("$L__BB0_2:", AsmLexer::Dialect::Ptx), QString("llllllllll"));
        QCOMPARE(styleString(".loc 1 7 5 // x", AsmLexer::Dialect::Ptx), QString("dddd.n.n.n.cccc"));
        QCOMPARE(styleString("mov.u32 %r1, 0f3F800000;", AsmLexer::Dialect::Ptx), QString("ooooooo.rrr..nnnnnnnnnn."));
    }

    void sassTokens()
    {
        QCOMPARE(styleString("/*0040*/ @!P0 IMAD.MOV.U32 R1, RZ, RZ, 0x4 ;", AsmLexer::Dialect::Sass),
            QString("cccccccc.pppp.oooooooooooo.rr..rr..rr..nnn.."));
        QCOMPARE(styleString(".L_x_0:", AsmLexer::Dialect::Sass), QString("lllllll"));
        QCOMPARE(styleString("  LDG.E R2, desc[UR4][R2.64] ;", AsmLexer::Dialect::Sass),
            QString("..ooooo.rr.......rrr..rrrrr..."));
    }

    void linesTakeColours()
    {
        widgets::AsmView view(AsmLexer::Dialect::Ptx);
        view.setListing("a\nb\nc\nd\ne\n");
        QVERIFY(!view.showsMessage());
        QVERIFY(view.isReadOnly());
        view.setLineColours({{2, 0}, {4, 3}, {99, 1}}); // a line past the end is ignored
        QCOMPARE(view.lineColourAt(1), -1);
        QCOMPARE(view.lineColourAt(2), 0);
        QCOMPARE(view.lineColourAt(4), 3);
        view.setLineColours({{1, widgets::lineColourCount() + 2}}); // indices wrap around the palette
        QCOMPARE(view.lineColourAt(1), 2);
        QCOMPARE(view.lineColourAt(2), -1);
        view.clearLineColours();
        QCOMPARE(view.lineColourAt(1), -1);
    }

    void caretComesOutShowLineDoesNot()
    {
        widgets::AsmView view(AsmLexer::Dialect::Sass);
        view.setListing("one\ntwo\nthree\nfour\n");
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy activated(&view, &widgets::AsmView::lineActivated);
        // QScintilla reports caret moves on its next screen update, so wait for those.
        view.showLine(3);
        QTest::qWait(100);
        QCOMPARE(activated.count(), 0);
        QTest::mouseClick(view.viewport(), Qt::LeftButton); // a click clears the view's own move
        view.setCursorPosition(1, 0); // where a click would put it
        QTRY_VERIFY(!activated.isEmpty());
        QCOMPARE(activated.last().at(0).toInt(), 2);
    }

    void messageInsteadOfListing()
    {
        widgets::AsmView view(AsmLexer::Dialect::Sass);
        view.setMessage("nvdisasm was not found: run scripts/setup to install it.");
        QVERIFY(view.showsMessage());
        QVERIFY(view.text().contains("scripts/setup"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy activated(&view, &widgets::AsmView::lineActivated);
        view.setCursorPosition(0, 3);
        QTest::qWait(100);
        QCOMPARE(activated.count(), 0); // a message has no lines to link
    }
};

QTEST_MAIN(TestAsmView)
#include "tst_asmview.moc"
