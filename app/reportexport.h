#pragma once

#include "core/report/report.h"

#include <QString>

namespace warpscope::app {

/// Writes the report of a saved review folder to file, exactly as `warpscope-cli report` does (the
/// same core code), with QSaveFile: the main file and, for Markdown, its images in "<name>_files/".
/// Returns "" on success, else why, naming the file.
QString writeReportFile(const QString& reviewFolder, const QString& file, core::ReportFormat format);

/// The format for a report file name: .md, .html/.htm or .pdf; false for anything else.
bool reportFormatForFile(const QString& file, core::ReportFormat* format);

} // namespace warpscope::app
