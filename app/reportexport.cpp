#include "app/reportexport.h"

#include "app/session/filesaver.h"
#include "core/report/reportload.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace warpscope::app {

bool reportFormatForFile(const QString& file, core::ReportFormat* format)
{
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("htm"))
        return core::reportFormatFromName("html", format);
    return core::reportFormatFromName(suffix.toStdString(), format);
}

QString writeReportFile(const QString& reviewFolder, const QString& file, core::ReportFormat format)
{
    auto data = core::loadReportData(reviewFolder.toStdString());
    if (!data)
        return QString::fromStdString(data.error().describe());
    core::ReportRenderOptions options;
    options.assetFolder = QFileInfo(file).completeBaseName().toStdString() + "_files";
    auto rendered = core::renderReport(*data, format, options);
    if (!rendered)
        return QString::fromStdString(rendered.error().describe());
    const QDir dir = QFileInfo(file).absoluteDir();
    for (const auto& [relative, bytes] : rendered->assets) {
        const QString path = dir.filePath(QString::fromStdString(relative));
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return QCoreApplication::translate(
                "ReviewController", "Cannot create the folder %1 for the report's images.")
                .arg(QFileInfo(path).absolutePath());
        if (QString why = session::saveFileAtomically(path, QByteArray::fromStdString(bytes)); !why.isEmpty())
            return why;
    }
    return session::saveFileAtomically(file, QByteArray::fromStdString(rendered->bytes));
}

} // namespace warpscope::app
