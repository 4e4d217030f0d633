#include "widgets/lessonview.h"

#include "core/report/reportdocument.h"

#include <QUrl>

namespace warpscope::widgets {

namespace {
// The HTML report's look, in what Qt's rich text understands.
constexpr const char* kStyle = "table { border-collapse: collapse; margin: 6px 0; }"
                               "th, td { border: 1px solid #c8c8c8; padding: 3px 6px; }"
                               "th { background-color: #eef0f3; }"
                               "code, pre { font-family: \"DejaVu Sans Mono\", monospace; background-color: #f4f4f6; }";
} // namespace

LessonView::LessonView(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("lessonView"));
    setOpenExternalLinks(true);
    document()->setDefaultStyleSheet(QString::fromLatin1(kStyle));
}

void LessonView::setLesson(const QString& markdown, const QString& baseDir)
{
    setSearchPaths({baseDir});
    document()->setBaseUrl(QUrl::fromLocalFile(baseDir + QLatin1Char('/')));
    // The reports' Markdown reader (md4c in core/report), so a lesson and a review's notes follow one
    // dialect: raw HTML shows as text, only http(s) and mailto links are followed.
    setHtml(QString::fromStdString(core::renderHtmlBlocks(core::parseMarkdownBlocks(markdown.toStdString(), 0))));
}

} // namespace warpscope::widgets
