// The bundle-folder policy: the review's folder when one is open and saved, else the cache.
#include "app/bundlefolders.h"

#include "app/session/reviewdocument.h"

#include <QDir>

namespace warpscope::app {

QString BundleFolders::next(const session::ReviewDocument* review, const QString& cacheDir, const QDateTime& now)
{
    const QString stamp = QStringLiteral("runs/") + now.toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    if (review && review->isOpen() && !review->isUntitled())
        return QDir(review->folder()).filePath(stamp);
    return QDir(cacheDir).filePath(stamp);
}

QString BundleFolders::sweep(const QString& runFolder)
{
    return runFolder + QStringLiteral("-sweep");
}

QString BundleFolders::sweepRow(const QString& sweepFolder, int row)
{
    return QDir(sweepFolder).filePath(QStringLiteral("row-%1").arg(row));
}

} // namespace warpscope::app
