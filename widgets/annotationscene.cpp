#include "widgets/annotationscene.h"

#include "widgets/annotationcommands.h"
#include "widgets/annotationitem.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QLineF>
#include <QUndoStack>

#include <algorithm>

namespace warpscope::widgets {

using Kind = core::AnnotationShape::Kind;

namespace {
constexpr double kMinDrag = 4; // a shorter drag is a click, not a shape

Kind kindFor(AnnotationScene::Tool tool)
{
    switch (tool) {
    case AnnotationScene::Tool::Rectangle:
        return Kind::Rectangle;
    case AnnotationScene::Tool::Ellipse:
        return Kind::Ellipse;
    case AnnotationScene::Tool::Highlight:
        return Kind::Highlight;
    case AnnotationScene::Tool::Freehand:
        return Kind::Freehand;
    case AnnotationScene::Tool::Text:
        return Kind::Text;
    case AnnotationScene::Tool::Marker:
        return Kind::Marker;
    case AnnotationScene::Tool::Blur:
        return Kind::Blur;
    case AnnotationScene::Tool::Crop:
        return Kind::Crop;
    default:
        return Kind::Arrow;
    }
}
} // namespace

AnnotationScene::AnnotationScene(QObject* parent)
    : QGraphicsScene(parent)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::indexChanged, this, &AnnotationScene::documentChanged);
}

QString AnnotationScene::kindTitle(Kind kind)
{
    switch (kind) {
    case Kind::Arrow:
        return tr("arrow");
    case Kind::Rectangle:
        return tr("rectangle");
    case Kind::Ellipse:
        return tr("ellipse");
    case Kind::Highlight:
        return tr("highlight");
    case Kind::Freehand:
        return tr("freehand line");
    case Kind::Text:
        return tr("text callout");
    case Kind::Marker:
        return tr("numbered marker");
    case Kind::Blur:
        return tr("redaction");
    case Kind::Crop:
        return tr("crop");
    }
    return {};
}

void AnnotationScene::setImage(const QImage& image)
{
    m_image = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    if (!m_background) {
        m_background = addPixmap(QPixmap::fromImage(m_image));
        m_background->setZValue(-10);
    } else {
        m_background->setPixmap(QPixmap::fromImage(m_image));
    }
    setSceneRect(m_image.rect());
}

void AnnotationScene::setDocument(const core::AnnotationDoc& doc)
{
    for (AnnotationItem* item : m_items)
        delete item;
    m_items.clear();
    for (const auto& s : doc.shapes)
        insertShapeAt(s, int(m_items.size()));
    m_nextId = doc.nextShapeId();
    m_undo->clear();
}

core::AnnotationDoc AnnotationScene::document() const
{
    core::AnnotationDoc doc;
    doc.imageWidth = m_image.width();
    doc.imageHeight = m_image.height();
    for (const AnnotationItem* item : m_items)
        doc.shapes.push_back(item->annotation());
    return doc;
}

void AnnotationScene::setTool(Tool tool)
{
    m_tool = tool;
    for (AnnotationItem* item : m_items)
        item->setFlag(QGraphicsItem::ItemIsMovable, tool == Tool::Select);
    if (tool != Tool::Select)
        clearSelection();
}

AnnotationItem* AnnotationScene::itemFor(int id) const
{
    const auto it = std::find_if(m_items.begin(), m_items.end(), [&](auto* i) { return i->annotation().id == id; });
    return it == m_items.end() ? nullptr : *it;
}

std::optional<core::AnnotationShape> AnnotationScene::shapeById(int id) const
{
    const AnnotationItem* item = itemFor(id);
    return item ? std::optional(item->annotation()) : std::nullopt;
}

void AnnotationScene::insertShapeAt(const core::AnnotationShape& shape, int index)
{
    auto* item = new AnnotationItem(shape, &m_image);
    item->setFlag(QGraphicsItem::ItemIsMovable, m_tool == Tool::Select);
    addItem(item);
    index = std::clamp(index, 0, int(m_items.size()));
    m_items.insert(m_items.begin() + index, item);
    m_nextId = std::max(m_nextId, shape.id + 1);
}

int AnnotationScene::takeShape(int id)
{
    const auto it = std::find_if(m_items.begin(), m_items.end(), [&](auto* i) { return i->annotation().id == id; });
    if (it == m_items.end())
        return -1;
    const int index = int(it - m_items.begin());
    delete *it;
    m_items.erase(it);
    return index;
}

void AnnotationScene::replaceShape(const core::AnnotationShape& shape)
{
    if (AnnotationItem* item = itemFor(shape.id)) {
        item->setPos(0, 0);
        item->setAnnotation(shape);
    }
}

void AnnotationScene::addShape(core::AnnotationShape shape)
{
    shape.id = m_nextId++;
    if (shape.kind == Kind::Crop) {
        std::vector<core::AnnotationShape> old;
        for (const AnnotationItem* item : m_items)
            if (item->annotation().kind == Kind::Crop)
                old.push_back(item->annotation());
        if (!old.empty()) {
            m_undo->beginMacro(tr("Crop"));
            m_undo->push(new RemoveAnnotationsCommand(this, old));
            m_undo->push(new AddAnnotationCommand(this, shape, int(m_items.size())));
            m_undo->endMacro();
            return;
        }
    }
    m_undo->push(new AddAnnotationCommand(this, shape, int(m_items.size())));
}

void AnnotationScene::removeSelected()
{
    std::vector<core::AnnotationShape> shapes;
    for (const AnnotationItem* item : m_items)
        if (item->isSelected())
            shapes.push_back(item->annotation());
    if (!shapes.empty())
        m_undo->push(new RemoveAnnotationsCommand(this, shapes));
}

void AnnotationScene::changeShape(const core::AnnotationShape& after)
{
    const auto before = shapeById(after.id);
    if (before && !(*before == after))
        m_undo->push(new ChangeAnnotationsCommand(this, {*before}, {after}, tr("Edit %1").arg(kindTitle(after.kind))));
}

void AnnotationScene::commitText(core::AnnotationShape shape, const QString& text)
{
    const QString trimmed = text.trimmed();
    if (shape.id != 0 && itemFor(shape.id)) {
        if (trimmed.isEmpty())
            return;
        shape.text = trimmed.toStdString();
        changeShape(shape);
        return;
    }
    if (trimmed.isEmpty())
        return;
    shape.text = trimmed.toStdString();
    addShape(shape);
}

core::AnnotationPoint AnnotationScene::clamp(QPointF p) const
{
    return {std::clamp(p.x(), 0.0, double(std::max(0, m_image.width() - 1))),
        std::clamp(p.y(), 0.0, double(std::max(0, m_image.height() - 1)))};
}

core::AnnotationShape AnnotationScene::newShape(Kind kind, QPointF at) const
{
    core::AnnotationShape s;
    s.kind = kind;
    s.color = m_color.toStdString();
    s.width = m_width;
    s.points = {clamp(at), clamp(at)};
    if (kind == Kind::Highlight && m_color == QStringLiteral("#e53935"))
        s.color = "#ffeb3b"; // a red highlight hides what it highlights; yellow is the convention
    if (kind == Kind::Marker) {
        s.points.resize(1);
        s.number = document().nextMarkerNumber();
    }
    return s;
}

void AnnotationScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    if (m_tool == Tool::Select || event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    m_pressAt = event->scenePos();
    if (m_tool == Tool::Marker) {
        addShape(newShape(Kind::Marker, m_pressAt));
        return;
    }
    m_preview = new AnnotationItem(newShape(kindFor(m_tool), m_pressAt), &m_image);
    m_preview->setFlags({});
    addItem(m_preview);
}

void AnnotationScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (!m_preview) {
        QGraphicsScene::mouseMoveEvent(event);
        return;
    }
    core::AnnotationShape s = m_preview->annotation();
    if (s.kind == Kind::Freehand)
        s.points.push_back(clamp(event->scenePos()));
    else if (s.kind == Kind::Text)
        s.points = {clamp(event->scenePos()), clamp(m_pressAt)};
    else
        s.points[1] = clamp(event->scenePos());
    m_preview->setAnnotation(s);
}

void AnnotationScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    if (m_preview && event->button() == Qt::LeftButton) {
        finishDrawing(event->scenePos());
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    if (m_tool == Tool::Select)
        commitMoves();
}

void AnnotationScene::finishDrawing(QPointF at)
{
    core::AnnotationShape s = m_preview->annotation();
    delete m_preview;
    m_preview = nullptr;
    const bool dragged = QLineF(m_pressAt, at).length() >= kMinDrag;
    if (s.kind == Kind::Text) {
        s.points = dragged ? std::vector {clamp(at), clamp(m_pressAt)} : std::vector {clamp(m_pressAt)};
        emit textRequested(s, QString());
        return;
    }
    if (!dragged)
        return;
    if (s.kind != Kind::Freehand)
        s.points[1] = clamp(at);
    addShape(s);
}

void AnnotationScene::commitMoves()
{
    std::vector<core::AnnotationShape> before, after;
    for (AnnotationItem* item : m_items)
        if (item->pos() != QPointF(0, 0)) {
            before.push_back(item->annotation());
            after.push_back(item->movedAnnotation());
            item->setPos(0, 0);
        }
    if (!after.empty())
        m_undo->push(new ChangeAnnotationsCommand(this, before, after, tr("Move")));
}

void AnnotationScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event)
{
    for (QGraphicsItem* g : items(event->scenePos())) {
        auto* item = dynamic_cast<AnnotationItem*>(g);
        if (item && item->annotation().kind == Kind::Text) {
            emit textRequested(item->annotation(), QString::fromStdString(item->annotation().text));
            return;
        }
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

void AnnotationScene::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
        removeSelected();
        event->accept();
        return;
    }
    QGraphicsScene::keyPressEvent(event);
}

} // namespace warpscope::widgets
