#pragma once

// The annotation texts that pin sanitizer findings on source lines: one row per finding, grouped by
// line. A pure function of the findings, tested without a window.

#include "core/exec/finding.h"

#include <QMap>
#include <QStringList>

#include <vector>

namespace warpscope::app {

/// One finding as a row of its line's annotation, e.g. "race with line 10: block (0, 0, 0), thread
/// (3, 0, 0) vs thread (4, 0, 0) — read-after-write hazard on shared variable 'buf' (byte 12)".
QString findingPinText(const core::Finding& f);
/// The rows per 1-based source line; findings without a source line are left out, and identical
/// rows on one line are shown once.
QMap<int, QStringList> findingPins(const std::vector<core::Finding>& findings);

} // namespace warpscope::app
