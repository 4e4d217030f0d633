#pragma once

#include "core/review/review.h"
#include "core/review/steps.h"

#include <QImage>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QAction;
class QMainWindow;
class QMenu;
class QWidget;

namespace warpscope::widgets {
class AnnotationEditor;
}

namespace warpscope::app {

class ReviewController;

/// Captures a pane (the dock holding the focus, Ctrl+Shift+P) or the whole window (Ctrl+Shift+W),
/// opens the annotation editor on it, and stores the result as evidence in the review: the original
/// PNG, the annotated PNG and the editable annotation JSON, with what the capture shows.
class CaptureController : public QObject {
    Q_OBJECT
public:
    CaptureController(QMainWindow* window, ReviewController* review);

    void fillMenu(QMenu* menu);
    QAction* capturePaneAction() const { return m_capturePane; }
    QAction* captureWindowAction() const { return m_captureWindow; }
    /// The editor while one is open (tests drive it).
    widgets::AnnotationEditor* editor() const;
    /// Which review step a pane belongs to (the main window's step docks); a capture records it, so a
    /// heatmap reads "compare", not the step bar's "source". Without one, the step bar's step is used.
    void setStepLookup(std::function<std::optional<core::ReviewStep>(QWidget*)> lookup)
    {
        m_stepOf = std::move(lookup);
    }

public slots:
    void capturePane();
    void captureWindow();
    /// Opens an evidence again with its annotations, to change them.
    void editEvidence(const QString& id);

signals:
    void editorOpened(widgets::AnnotationEditor* editor);
    void evidenceSaved(const QString& id);

private:
    /// citeOn: the checklist item the saved capture is cited on ("" for none).
    void openEditor(const QImage& image, const core::CaptureContext& context, const QString& citeOn = {});

    QMainWindow* m_window;
    ReviewController* m_review;
    QAction* m_capturePane;
    QAction* m_captureWindow;
    QPointer<widgets::AnnotationEditor> m_editor;
    std::function<std::optional<core::ReviewStep>(QWidget*)> m_stepOf;
};

} // namespace warpscope::app
