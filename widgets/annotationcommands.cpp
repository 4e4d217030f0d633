#include "widgets/annotationcommands.h"

#include "widgets/annotationscene.h"

#include <QCoreApplication>

#include <algorithm>

namespace warpscope::widgets {

AddAnnotationCommand::AddAnnotationCommand(
    AnnotationScene* scene, core::AnnotationShape shape, int index, QUndoCommand* parent)
    : QUndoCommand(
        QCoreApplication::translate("AnnotationEditor", "Add %1").arg(AnnotationScene::kindTitle(shape.kind)), parent)
    , m_scene(scene)
    , m_shape(std::move(shape))
    , m_index(index)
{ }

void AddAnnotationCommand::redo()
{
    m_scene->insertShapeAt(m_shape, m_index);
}

void AddAnnotationCommand::undo()
{
    m_scene->takeShape(m_shape.id);
}

RemoveAnnotationsCommand::RemoveAnnotationsCommand(
    AnnotationScene* scene, std::vector<core::AnnotationShape> shapes, QUndoCommand* parent)
    : QUndoCommand(QCoreApplication::translate("AnnotationEditor", "Delete"), parent)
    , m_scene(scene)
    , m_shapes(std::move(shapes))
{ }

void RemoveAnnotationsCommand::redo()
{
    m_indexes.clear();
    for (const auto& s : m_shapes)
        m_indexes.push_back(m_scene->takeShape(s.id));
}

void RemoveAnnotationsCommand::undo()
{
    // Put back in reverse, so each index refers to the order it was taken from.
    for (std::size_t i = m_shapes.size(); i-- > 0;)
        m_scene->insertShapeAt(m_shapes[i], std::max(0, m_indexes[i]));
}

ChangeAnnotationsCommand::ChangeAnnotationsCommand(AnnotationScene* scene, std::vector<core::AnnotationShape> before,
    std::vector<core::AnnotationShape> after, const QString& text)
    : QUndoCommand(text)
    , m_scene(scene)
    , m_before(std::move(before))
    , m_after(std::move(after))
{ }

void ChangeAnnotationsCommand::redo()
{
    for (const auto& s : m_after)
        m_scene->replaceShape(s);
}

void ChangeAnnotationsCommand::undo()
{
    for (const auto& s : m_before)
        m_scene->replaceShape(s);
}

} // namespace warpscope::widgets
