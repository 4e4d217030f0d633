#pragma once

#include "core/review/annotation.h"

#include <QUndoCommand>

#include <vector>

namespace warpscope::widgets {

class AnnotationScene;

/// Adds one shape at a position in the stacking order; undo takes it away.
class AddAnnotationCommand : public QUndoCommand {
public:
    AddAnnotationCommand(
        AnnotationScene* scene, core::AnnotationShape shape, int index, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    AnnotationScene* m_scene;
    core::AnnotationShape m_shape;
    int m_index;
};

/// Removes shapes; undo puts each back where it was in the stacking order.
class RemoveAnnotationsCommand : public QUndoCommand {
public:
    RemoveAnnotationsCommand(
        AnnotationScene* scene, std::vector<core::AnnotationShape> shapes, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    AnnotationScene* m_scene;
    std::vector<core::AnnotationShape> m_shapes;
    std::vector<int> m_indexes;
};

/// Replaces shapes by edited copies (moved, retexted); undo restores them.
class ChangeAnnotationsCommand : public QUndoCommand {
public:
    ChangeAnnotationsCommand(AnnotationScene* scene, std::vector<core::AnnotationShape> before,
        std::vector<core::AnnotationShape> after, const QString& text);
    void redo() override;
    void undo() override;

private:
    AnnotationScene* m_scene;
    std::vector<core::AnnotationShape> m_before;
    std::vector<core::AnnotationShape> m_after;
};

} // namespace warpscope::widgets
