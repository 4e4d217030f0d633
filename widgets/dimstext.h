#pragma once

// The text forms the Task pane's fields use for lists and launch dimensions, shared by the launch
// form and the steps table.

#include <QString>
#include <QStringList>

#include <array>
#include <string>

namespace warpscope::widgets {

/// Splits "a, ceil_div(N, 2), b" at top-level commas only.
QStringList splitTopLevel(const QString& text);
/// "N, 4" for {"N", "4", "1"}: trailing 1s left out.
QString joinDims(const std::array<std::string, 3>& dims);
/// Up to three dimensions from "N, 4"; missing ones are "1".
std::array<std::string, 3> parseDims(const QString& text);

} // namespace warpscope::widgets
