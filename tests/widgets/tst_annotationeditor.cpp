// The annotation editor, driven with the mouse and keyboard: shapes from drags and clicks, callout
// text typed in place, select/move/delete, undo/redo, the rendered picture (redaction, crop), and the
// canvas: the capture fills it after show and resize, zooms, and shapes land on image pixels at any zoom.
#include "widgets/annotationeditor.h"
#include "widgets/annotationpainter.h"
#include "widgets/annotationscene.h"
#include "widgets/annotationview.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QPainter>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

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

// A full-window capture, the size the app's captures have.
QImage windowCapture(QSize size)
{
    QImage img(size, QImage::Format_ARGB32);
    img.fill(QColor(250, 250, 250));
    QPainter p(&img);
    p.fillRect(0, 0, size.width(), 30, QColor(60, 63, 65));
    p.fillRect(size.width() / 4, size.height() / 4, size.width() / 2, size.height() / 2, QColor(30, 136, 229));
    return img;
}

/// Where the capture is on screen, in viewport pixels.
QRect captureOnScreen(const widgets::AnnotationEditor& editor)
{
    return editor.view()->mapFromScene(editor.scene()->sceneRect()).boundingRect();
}

/// The capture fills the viewport along one side and fits inside along the other.
bool fillsCanvas(const widgets::AnnotationEditor& editor)
{
    const QRect shown = captureOnScreen(editor);
    const QSize area = editor.view()->viewport()->size();
    const bool inside = shown.width() <= area.width() + 2 && shown.height() <= area.height() + 2;
    const bool filled = shown.width() >= area.width() - 8 || shown.height() >= area.height() - 8;
    return inside && filled;
}

struct Fixture {
    widgets::AnnotationEditor editor;
    explicit Fixture(double zoom = 1.0)
    {
        editor.setCapture(sampleCapture());
        editor.resize(900, 700);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        if (zoom > 0)
            editor.view()->setZoom(zoom); // 1: scene pixels = view pixels, so the drags below are exact
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

    void captureFillsTheCanvas_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("window capture") << QSize(1600, 1000);
        QTest::newRow("small pane") << QSize(320, 200);
        QTest::newRow("tall pane") << QSize(400, 1200);
    }
    void captureFillsTheCanvas()
    {
        QFETCH(QSize, size);
        widgets::AnnotationEditor editor;
        editor.setCapture(windowCapture(size)); // before show, as the app does
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY2(fillsCanvas(editor),
            qPrintable(QStringLiteral("shown %1x%2 in %3x%4")
                           .arg(captureOnScreen(editor).width())
                           .arg(captureOnScreen(editor).height())
                           .arg(editor.view()->viewport()->width())
                           .arg(editor.view()->viewport()->height())));
        QVERIFY(editor.view()->isFitted());
        const double before = editor.view()->zoom();
        editor.resize(editor.width() + 300, editor.height() + 200);
        QTRY_VERIFY(fillsCanvas(editor));
        QVERIFY(editor.view()->zoom() > before);
        editor.resize(700, 500);
        QTRY_VERIFY(fillsCanvas(editor));
    }

    void zoomsWithKeysAndCtrlWheel()
    {
        widgets::AnnotationEditor editor;
        editor.setCapture(windowCapture({1600, 1000}));
        editor.show();
        editor.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        widgets::AnnotationView* view = editor.view();
        const double fit = view->zoom();
        QTest::keyClick(view->viewport(), Qt::Key_Plus);
        QVERIFY(view->zoom() > fit * 1.1);
        QVERIFY(!view->isFitted());
        editor.resize(editor.width() + 100, editor.height());
        QCOMPARE(view->zoom(), fit * 1.148698354997035); // a chosen zoom survives a resize
        QTest::keyClick(view->viewport(), Qt::Key_0);
        QVERIFY(view->isFitted());
        QVERIFY(fillsCanvas(editor));
        const double refit = view->zoom();
        QTest::keyClick(view->viewport(), Qt::Key_Minus);
        QVERIFY(view->zoom() < refit);
        editor.findChild<QAction*>("annotationZoomActual")->trigger();
        QCOMPARE(view->zoom(), 1.0);

        const QPointF at(200, 150);
        QWheelEvent plain(at, view->viewport()->mapToGlobal(at), {}, {0, 120}, Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &plain);
        QCOMPARE(view->zoom(), 1.0); // the wheel alone scrolls
        QWheelEvent ctrl(at, view->viewport()->mapToGlobal(at), {}, {0, 240}, Qt::NoButton, Qt::ControlModifier,
            Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &ctrl);
        QVERIFY(view->zoom() > 1.2);
        for (int i = 0; i < 40; ++i)
            editor.findChild<QAction*>("annotationZoomIn")->trigger();
        QCOMPARE(view->zoom(), widgets::AnnotationView::maxZoom);
    }

    void shapesLandOnImagePixelsAtAnyZoom_data()
    {
        QTest::addColumn<double>("zoom");
        QTest::newRow("fitted") << -1.0;
        QTest::newRow("half") << 0.5;
        QTest::newRow("2.5x") << 2.5;
        QTest::newRow("7x") << 7.0;
    }
    void shapesLandOnImagePixelsAtAnyZoom()
    {
        QFETCH(double, zoom);
        Fixture f(zoom);
        // One screen pixel of rounding is 1/zoom image pixels.
        const double tolerance = 1.0 + 1.0 / f.editor.view()->zoom();
        for (Tool tool : {Tool::Arrow, Tool::Rectangle, Tool::Blur}) {
            f.tool(tool);
            f.drag({140, 85}, {175, 110});
        }
        f.tool(Tool::Marker);
        f.click({150, 95});
        const auto doc = f.editor.annotations();
        QCOMPARE(doc.shapes.size(), std::size_t(4));
        for (std::size_t i = 0; i < 3; ++i) {
            const auto& s = doc.shapes[i];
            QVERIFY2(std::abs(s.points.front().x - 140) < tolerance && std::abs(s.points.front().y - 85) < tolerance,
                qPrintable(
                    QStringLiteral("shape %1 starts at %2,%3").arg(i).arg(s.points.front().x).arg(s.points.front().y)));
            QVERIFY(std::abs(s.points.back().x - 175) < tolerance && std::abs(s.points.back().y - 110) < tolerance);
        }
        QVERIFY(std::abs(doc.shapes[3].points.front().x - 150) < tolerance);
        QVERIFY(std::abs(doc.shapes[3].points.front().y - 95) < tolerance);

        // A callout: its leader and box at the pixels dragged, the text typed in place.
        f.tool(Tool::Text);
        f.drag({170, 100}, {140, 80});
        auto* field = f.editor.findChild<QLineEdit*>("calloutTextField");
        QVERIFY(field->isVisible());
        QTest::keyClicks(field, "here");
        QTest::keyClick(field, Qt::Key_Return);
        const auto callout = f.editor.annotations().shapes.back();
        QCOMPARE(callout.text, std::string("here"));
        QCOMPARE(callout.points.size(), std::size_t(2));
        bool targetFound = false;
        bool boxFound = false;
        for (const auto& p : callout.points) {
            targetFound |= std::abs(p.x - 170) < tolerance && std::abs(p.y - 100) < tolerance;
            boxFound |= std::abs(p.x - 140) < tolerance && std::abs(p.y - 80) < tolerance;
        }
        QVERIFY(targetFound && boxFound);
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
