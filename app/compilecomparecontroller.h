#pragma once

#include "app/session/metatypes.h"

#include <QObject>
#include <QPointer>

#include <vector>

class QDialog;
class QMenu;
class QWidget;

namespace warpscope::session {
class SessionInterface;
class TaskDocument;
} // namespace warpscope::session

namespace warpscope::widgets {
class CompileDiffView;
class SourceEditor;
} // namespace warpscope::widgets

namespace warpscope::app {

/// A/B compare: compiles the editor's text under two option sets (or two architectures) as two
/// worker jobs with their own tags, so each replaces only its own older request, and shows the PTX,
/// SASS and resources diff when both have arrived.
class CompileCompareController : public QObject {
    Q_OBJECT
public:
    CompileCompareController(QWidget* window, session::SessionInterface* session, session::TaskDocument* task,
        widgets::SourceEditor* editor, QObject* parent = nullptr);

    void fillMenu(QMenu* menu);
    void setArchs(const std::vector<int>& archs);
    /// The dialog's view (created on first use).
    widgets::CompileDiffView* view();
    QDialog* dialog();

public slots:
    void showDialog();
    /// Compiles both sides with the dialog's options.
    void compare();
    /// Shows two results and their diff (the worker's results arrive here).
    void showResults(warpscope::session::CompileResultPtr a, warpscope::session::CompileResultPtr b);

signals:
    void compared();

private:
    /// Lists the task's implementations in both sides' boxes (the choices stay while the list does).
    void listImplementations();
    void finished(quint64 generation, const QString& tag, warpscope::session::CompileResultPtr result);
    void failed(quint64 generation, const QString& tag, const QString& message);

    QWidget* m_window;
    QPointer<session::SessionInterface> m_session;
    session::TaskDocument* m_task;
    QPointer<widgets::SourceEditor> m_editor;
    QDialog* m_dialog = nullptr;
    widgets::CompileDiffView* m_view = nullptr;
    std::vector<int> m_archs;
    quint64 m_pendingA = 0;
    quint64 m_pendingB = 0;
    session::CompileResultPtr m_a;
    session::CompileResultPtr m_b;
};

} // namespace warpscope::app
