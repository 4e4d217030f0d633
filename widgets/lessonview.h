#pragma once

#include <QTextBrowser>

namespace warpscope::widgets {

/// Shows a task's teaching notes (lesson.md) as rendered Markdown, read as reports read review notes.
class LessonView : public QTextBrowser {
    Q_OBJECT
public:
    explicit LessonView(QWidget* parent = nullptr);
    /// Renders Markdown (core::parseMarkdownBlocks); pictures show as their text and address.
    void setLesson(const QString& markdown, const QString& baseDir);
};

} // namespace warpscope::widgets
