#pragma once

#include <QTextBrowser>

namespace warpscope::widgets {

/// Shows a task's teaching notes (lesson.md) as rendered Markdown.
class LessonView : public QTextBrowser {
    Q_OBJECT
public:
    explicit LessonView(QWidget* parent = nullptr);
    /// Renders Markdown; relative links and images resolve in baseDir.
    void setLesson(const QString& markdown, const QString& baseDir);
};

} // namespace warpscope::widgets
