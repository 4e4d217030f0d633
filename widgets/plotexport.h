#pragma once

#include <QSize>
#include <QString>

class QCustomPlot;

namespace warpscope::widgets {

/// Writes a chart to .png, .svg or .pdf, `size` pixels (an empty size: the chart's own, at least
/// 800 x 560); false with a message naming the file (an unknown ending, or a file that could not be
/// written) otherwise.
bool exportPlot(QCustomPlot* plot, const QString& path, const QString& title, QString* error, QSize size = {});

/// The file dialog's filter for exportPlot: PNG, SVG, PDF.
QString plotExportFilter();

} // namespace warpscope::widgets
