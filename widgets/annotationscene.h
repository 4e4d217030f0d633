#pragma once

#include "core/review/annotation.h"

#include <QGraphicsScene>
#include <QImage>

#include <optional>
#include <vector>

class QGraphicsPixmapItem;
class QUndoStack;

namespace warpscope::widgets {

class AnnotationItem;

/// The annotation editor's canvas: the capture as background (scene coordinates are its pixels) and
/// one AnnotationItem per shape. Drawing tools create shapes with the mouse; every change goes
/// through the undo stack.
class AnnotationScene : public QGraphicsScene {
    Q_OBJECT
public:
    enum class Tool { Select, Arrow, Rectangle, Ellipse, Highlight, Freehand, Text, Marker, Blur, Crop };

    explicit AnnotationScene(QObject* parent = nullptr);

    void setImage(const QImage& image);
    const QImage& image() const { return m_image; }
    /// Replaces every shape and clears the undo history (an evidence opened again for editing).
    void setDocument(const core::AnnotationDoc& doc);
    /// The shapes in stacking order, with the image's size.
    core::AnnotationDoc document() const;
    QUndoStack* undoStack() const { return m_undo; }

    void setTool(Tool tool);
    Tool tool() const { return m_tool; }
    void setColor(const QString& hex) { m_color = hex; }
    QString color() const { return m_color; }
    void setStrokeWidth(double width) { m_width = width; }

    /// Adds a shape (a new id is given) as one undo step; a crop replaces the previous crop.
    void addShape(core::AnnotationShape shape);
    /// Deletes the selected shapes as one undo step.
    void removeSelected();
    /// Replaces a shape by an edited copy as one undo step.
    void changeShape(const core::AnnotationShape& after);
    /// Finishes a callout the user typed: adds it, or changes the text of an existing one.
    void commitText(core::AnnotationShape shape, const QString& text);

    int shapeCount() const { return int(m_items.size()); }
    std::optional<core::AnnotationShape> shapeById(int id) const;

    /// Used by the undo commands.
    void insertShapeAt(const core::AnnotationShape& shape, int index);
    int takeShape(int id);
    void replaceShape(const core::AnnotationShape& shape);

    /// "arrow", "rectangle", ... as the user reads them.
    static QString kindTitle(core::AnnotationShape::Kind kind);

signals:
    /// A callout needs its words: a new one (id 0) or an existing one being edited.
    void textRequested(const core::AnnotationShape& shape, const QString& currentText);
    void documentChanged();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    AnnotationItem* itemFor(int id) const;
    core::AnnotationPoint clamp(QPointF p) const;
    core::AnnotationShape newShape(core::AnnotationShape::Kind kind, QPointF at) const;
    void finishDrawing(QPointF at);
    void commitMoves();

    QImage m_image;
    QGraphicsPixmapItem* m_background = nullptr;
    QUndoStack* m_undo;
    Tool m_tool = Tool::Arrow;
    QString m_color = QStringLiteral("#e53935");
    double m_width = 3;
    std::vector<AnnotationItem*> m_items; ///< in stacking (document) order
    AnnotationItem* m_preview = nullptr; ///< the shape being drawn
    QPointF m_pressAt;
    int m_nextId = 1;
};

} // namespace warpscope::widgets
