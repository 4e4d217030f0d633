#pragma once

#include <QString>

class QCustomPlot;

namespace warpscope::widgets {

/// Writes a chart to .png, .svg or .pdf at least 800 x 560 pixels; false with a message naming the
/// file (an unknown ending, or a file that could not be written) otherwise.
bool exportPlot(QCustomPlot* plot, const QString& path, const QString& title, QString* error);

/// The file dialog's filter for exportPlot: PNG, SVG, PDF.
QString plotExportFilter();

} // namespace warpscope::widgets
