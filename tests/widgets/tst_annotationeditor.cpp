// The annotation editor, driven with the mouse and keyboard: shapes from drags and clicks, callout
// text typed in place, select/move/delete, undo/redo, and the rendered picture (redaction, crop).
#include "widgets/annotationeditor.h"
#include "widgets/annotationpainter.h"
#include "widgets/annotationscene.h"

#include <QAction>
#include <QGraphicsView>
#include <QLineEdit>
#include <QPainter>
#include <QTest>
#include <QUndoStack>

using namespace warpscope;
using Tool = widgets::AnnotationScene::Tool;
using Kind = core::AnnotationShape::Kind;

namespace {

// A capture with fine detail (a striped text-like area) so redaction is measurable.
QImage sampleCapture()
{
    QImage img(320, 200, QImage::Format_ARGB32);
    img.fill(QColor(40, 44, 52));
    QPainter p(&img);
    for (int x = 20; x < 300; x += 4)
        p.fillRect(x, 20, 2, 30, QColor(230, 230, 230));
    p.fillRect(20, 100, 120, 60, QColor(30, 136, 229));
    return img;
}

struct Fixture {
    widgets::AnnotationEditor editor;
    Fixture()
    {
        editor.setCapture(sampleCapture());
        editor.resize(900, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.view()->resetTransform(); // scene pixels = view pixels, so the drags below are exact
        editor.view()->centerOn(160, 100);
    }
    QWidget* viewport() const { return editor.view()->viewport(); }
    QPoint at(double x, double y) const { return editor.view()->mapFromScene(QPointF(x, y)); }
    void tool(Tool t) { editor.toolAction(int(t))->trigger(); }
    void drag(QPointF from, QPointF to)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at(from.x(), from.y()));
        QTest::mouseMove(viewport(), at((from.x() + to.x()) / 2, (from.y() + to.y()) / 2));
        QTest::mouseMove(viewport(), at(to.x(), to.y()));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(to.x(), to.y()));
    }
    void click(QPointF p) { QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(p.x(), p.y())); }
    widgets::AnnotationScene* scene() const { return editor.scene(); }
};

} // namespace

class TestAnnotationEditor : public QObject {
    Q_OBJECT
private slots:
    void drawsShapesWithTheMouse_data()
    {
        QTest::addColumn<int>("tool");
        QTest::addColumn<int>("kind");
        QTest::newRow("arrow") << int(Tool::Arrow) << int(Kind::Arrow);
        QTest::newRow("rectangle") << int(Tool::Rectangle) << int(Kind::Rectangle);
        QTest::newRow("ellipse") << int(Tool::Ellipse) << int(Kind::Ellipse);
        QTest::newRow("highlight") << int(Tool::Highlight) << int(Kind::Highlight);
        QTest::newRow("freehand") << int(Tool::Freehand) << int(Kind::Freehand);
        QTest::newRow("blur") << int(Tool::Blur) << int(Kind::Blur);
        QTest::newRow("crop") << int(Tool::Crop) << int(Kind::Crop);
    }
    void drawsShapesWithTheMouse()
    {
        QFETCH(int, tool);
        QFETCH(int, kind);
        Fixture f;
        f.tool(Tool(tool));
        f.drag({40, 30}, {140, 90});
        const core::AnnotationDoc doc = f.editor.annotations();
        QCOMPARE(doc.shapes.size(), std::size_t(1));
        QCOMPARE(int(doc.shapes[0].kind), kind);
        QVERIFY(std::abs(doc.shapes[0].points.front().x - 40) < 1.5);
        QVERIFY(std::abs(doc.shapes[0].points.back().y - 90) < 1.5);
        // A click without a drag makes no shape.
        f.click({200, 150});
        QCOMPARE(f.editor.annotations().shapes.size(), std::size_t(1));
    }

    void undoRedo()
    {
        Fixture f;
        f.tool(Tool::Arrow);
        f.drag({10, 10}, {100, 100});
        f.tool(Tool::Rectangle);
        f.drag({150, 50}, {250, 150});
        QUndoStack* undo = f.scene()->undoStack();
        QCOMPARE(f.scene()->shapeCount(), 2);
        undo->undo();
        QCOMPARE(f.scene()->shapeCount(), 1);
        QCOMPARE(f.editor.annotations().shapes[0].kind, Kind::Arrow);
        undo->redo();
        QCOMPARE(f.scene()->shapeCount(), 2);
        QCOMPARE(f.editor.annotations().shapes[1].kind, Kind::Rectangle);
        // The toolbar's actions drive the same stack.
        f.editor.findChild<QAction*>("annotationUndo")->trigger();
        f.editor.findChild<QAction*>("annotationUndo")->trigger();
        QCOMPARE(f.scene()->shapeCount(), 0);
        f.editor.findChild<QAction*>("annotationRedo")->trigger();
        QCOMPARE(f.scene()->shapeCount(), 1);
    }

    void markersCountUp()
    {
        Fixture f;
        f.tool(Tool::Marker);
        f.click({50, 50});
        f.click({100, 50});
        f.click({150, 50});
        auto doc = f.editor.annotations();
        QCOMPARE(doc.shapes.size(), std::size_t(3));
        QCOMPARE(doc.shapes[2].number, 3);
        f.scene()->undoStack()->undo();
        f.click({200, 50});
        QCOMPARE(f.editor.annotations().shapes.back().number, 3); // numbers follow what is there
    }

    void calloutTextIsTypedInPlace()
    {
        Fixture f;
        f.tool(Tool::Text);
        f.drag({200, 150}, {60, 120}); // press on the target, release where the box goes
        auto* field = f.editor.findChild<QLineEdit*>("calloutTextField");
        QVERIFY(field->isVisible());
        QTest::keyClicks(field, "race on line 14");
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(!field->isVisible());
        QVERIFY(f.editor.isVisible()); // Enter placed the callout; it did not close the editor
        const auto doc = f.editor.annotations();
        QCOMPARE(doc.shapes.size(), std::size_t(1));
        QCOMPARE(doc.shapes[0].text, std::string("race on line 14"));
        QCOMPARE(doc.shapes[0].points.size(), std::size_t(2)); // with a leader to the target
        // Esc drops a callout being typed.
        f.click({250, 30});
        QTest::keyClicks(field, "dropped");
        QTest::keyClick(field, Qt::Key_Escape);
        QCOMPARE(f.editor.annotations().shapes.size(), std::size_t(1));
        QVERIFY(f.editor.isVisible());
    }

    void selectMoveDelete()
    {
        Fixture f;
        f.tool(Tool::Arrow);
        f.drag({20, 20}, {120, 20});
        f.tool(Tool::Select);
        f.drag({70, 20}, {70, 60}); // grab the shaft, move it down 40 px
        auto moved = f.editor.annotations().shapes[0];
        QVERIFY2(std::abs(moved.points[0].y - 60) < 1.5, qPrintable(QString::number(moved.points[0].y)));
        f.scene()->undoStack()->undo();
        QVERIFY(std::abs(f.editor.annotations().shapes[0].points[0].y - 20) < 1.5);
        f.click({70, 20});
        QTest::keyClick(f.editor.view()->viewport(), Qt::Key_Delete);
        f.scene()->removeSelected();
        QCOMPARE(f.scene()->shapeCount(), 0);
        f.scene()->undoStack()->undo();
        QCOMPARE(f.scene()->shapeCount(), 1);
    }

    void aNewCropReplacesTheOld()
    {
        Fixture f;
        f.tool(Tool::Crop);
        f.drag({10, 10}, {200, 150});
        f.drag({50, 50}, {100, 100});
        auto doc = f.editor.annotations();
        QCOMPARE(doc.shapes.size(), std::size_t(1));
        QCOMPARE(f.editor.renderedImage().size(), QSize(50, 50));
        f.scene()->undoStack()->undo(); // one step brings the first crop back
        QCOMPARE(f.editor.renderedImage().size(), QSize(190, 140));
    }

    void redactionPixelatesTheExport()
    {
        const QImage capture = sampleCapture();
        core::AnnotationDoc doc;
        core::AnnotationShape blur;
        blur.id = 1;
        blur.kind = Kind::Blur;
        blur.points = {{20, 20}, {300, 50}};
        doc.shapes.push_back(blur);
        const QImage out = widgets::renderAnnotated(capture, doc);
        QCOMPARE(out.size(), capture.size());
        // Inside: the stripes are gone (each 12 px block is one colour). Outside: untouched.
        QCOMPARE(out.pixel(24, 30), out.pixel(26, 30));
        QVERIFY(capture.pixel(24, 30) != capture.pixel(26, 30));
        QCOMPARE(out.pixel(50, 130), capture.pixel(50, 130));
        // The original is kept as it was.
        QVERIFY(capture.pixel(24, 30) != out.pixel(24, 30) || capture.pixel(26, 30) != out.pixel(26, 30));
    }

    void reopensWithItsAnnotations()
    {
        Fixture f;
        f.tool(Tool::Ellipse);
        f.drag({30, 30}, {90, 80});
        const core::AnnotationDoc saved = f.editor.annotations();
        widgets::AnnotationEditor again;
        again.setCapture(sampleCapture(), saved);
        QVERIFY(again.annotations() == saved);
        QVERIFY(!again.scene()->undoStack()->canUndo()); // a fresh history
        QCOMPARE(again.renderedImage(), f.editor.renderedImage());
    }
};

QTEST_MAIN(TestAnnotationEditor)
#include "tst_annotationeditor.moc"
