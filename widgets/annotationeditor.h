#pragma once

#include "core/review/annotation.h"

#include <QDialog>
#include <QImage>

class QAction;
class QActionGroup;
class QLabel;
class QLineEdit;
class QToolBar;
class QToolButton;

namespace warpscope::widgets {

class AnnotationScene;
class AnnotationView;

/// The evidence editor: the capture with tools to mark it up (arrow, rectangle, ellipse, highlight,
/// freehand, text callout, numbered markers, redaction, crop), select/move/delete, undo/redo, and a
/// caption, zoom (Ctrl+wheel, +/-, 0 fits). A view: the capture and any earlier annotations go in, the annotations, the
/// caption and the rendered picture come out when the user accepts.
class AnnotationEditor : public QDialog {
    Q_OBJECT
public:
    explicit AnnotationEditor(QWidget* parent = nullptr);

    /// The original capture and its annotations (empty for a new capture).
    void setCapture(const QImage& original, const core::AnnotationDoc& doc = {});
    void setCaption(const QString& caption);
    /// A line under the canvas saying what the capture shows (pane, step, line).
    void setContextText(const QString& text);

    core::AnnotationDoc annotations() const;
    QString caption() const;
    /// The original with the annotations applied (blurs pixelated, crop cut).
    QImage renderedImage() const;

    AnnotationScene* scene() const { return m_scene; }
    AnnotationView* view() const { return m_view; }
    /// The action that selects a tool, e.g. for tests and shortcuts.
    QAction* toolAction(int tool) const;

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildToolBar();
    void addTool(int tool, const QString& text, const QString& shortcut);
    QToolButton* colorButton();
    void askForText(const core::AnnotationShape& shape, const QString& current);
    void finishText(bool commit);
    void addZoomActions();
    void placeTextEdit();

    AnnotationScene* m_scene;
    AnnotationView* m_view;
    QToolBar* m_toolBar;
    QActionGroup* m_tools;
    QLineEdit* m_caption;
    QLabel* m_context;
    QLabel* m_zoomLabel;
    QLineEdit* m_textEdit; ///< the inline editor for callout text
    bool m_returnPlacedCallout = false; ///< the Return that placed a callout must not reach the dialog
    core::AnnotationShape m_pendingText;
    QImage m_original;
};

} // namespace warpscope::widgets
