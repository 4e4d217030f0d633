#pragma once

// The pinned baseline on disk: which result bundles it is (a Run's and a profile's), what task and
// source they came from, kept in one JSON file so the baseline outlives opening another task and
// restarting. The bundles themselves stay where Run and Profile wrote them.

#include "app/session/metatypes.h"
#include "core/analysis/analysisreport.h"
#include "core/perf/occupancy.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace warpscope::app {

/// A pinned baseline as remembered.
struct BaselineRecord {
    QString runBundle; ///< the Run's bundle (verdicts, tensors); empty when only a profile was pinned
    QString profileBundle; ///< the profile's bundle (metrics); empty when none was on screen
    QString taskName;
    QString taskFile;
    /// The kernel source the profile's line numbers refer to, as it was when pinned: the same task
    /// edited later still pairs its lines with these (core::analysis::alignSourceLines).
    QString sourceText;
    QDateTime pinnedAt;
};

/// What readBaseline found: the bundles read back, the profile's report, or why not.
struct LoadedBaseline {
    BaselineRecord record;
    session::RunResultPtr run; ///< the Run's, else the profile's run (its one seed)
    std::optional<core::analysis::AnalysisReport> report;
    /// The occupancy of the compile kept beside a bundle (compile.json, app/bundlecompile), when there is one
    std::optional<core::OccupancyResult> occupancy;
    QString error; ///< set when a bundle is gone or damaged: nothing else is then
};

/// Where the baseline is remembered: baseline.json in the application's data folder.
QString defaultBaselineFile();
/// Writes the record atomically; false with a message naming the file otherwise.
bool saveBaselineRecord(const BaselineRecord& record, const QString& file, QString* error);
/// The record in `file`; nullopt with an empty error when none is pinned, with an error naming the
/// file when it does not parse.
std::optional<BaselineRecord> loadBaselineRecord(const QString& file, QString* error);
/// Reads the record's bundles (blocking: call it off the GUI thread). A folder that vanished or a
/// damaged bundle gives an error that names the folder and says what to do.
LoadedBaseline readBaseline(const BaselineRecord& record);

} // namespace warpscope::app
