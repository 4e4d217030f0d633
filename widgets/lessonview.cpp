#include "widgets/lessonview.h"

#include <QUrl>

namespace warpscope::widgets {

LessonView::LessonView(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("lessonView"));
    setOpenExternalLinks(true);
}

void LessonView::setLesson(const QString& markdown, const QString& baseDir)
{
    setSearchPaths({baseDir});
    document()->setBaseUrl(QUrl::fromLocalFile(baseDir + QLatin1Char('/')));
    setMarkdown(markdown);
}

} // namespace warpscope::widgets
