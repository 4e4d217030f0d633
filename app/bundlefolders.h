#pragma once

#include <QDateTime>
#include <QString>

namespace warpscope::session {
class ReviewDocument;
}

namespace warpscope::app {

/// Where runs write their bundles: inside the open (saved) review's folder, so the review keeps its
/// evidence, else in the user's cache; one folder per run named by its start time, and a sweep's rows
/// in row-N folders under one "-sweep" folder.
class BundleFolders {
public:
    /// The folder of a run started at `now`: <review>/runs/<stamp> for an open, saved review, else
    /// <cacheDir>/runs/<stamp>; stamp is yyyyMMdd-HHmmss-zzz.
    static QString next(const session::ReviewDocument* review, const QString& cacheDir, const QDateTime& now);
    /// The folder of a sweep started in `runFolder` (a next() folder).
    static QString sweep(const QString& runFolder);
    /// The bundle folder of row `row` (0-based) of a sweep.
    static QString sweepRow(const QString& sweepFolder, int row);
};

} // namespace warpscope::app
