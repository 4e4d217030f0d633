// Chart export shared by the heatmap, the roofline and the profiler charts.
#include "widgets/plotexport.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QSvgGenerator>

#include <algorithm>

namespace warpscope::widgets {

namespace {

class ExportText {
    Q_DECLARE_TR_FUNCTIONS(PlotExport)
};

} // namespace

QString plotExportFilter()
{
    return ExportText::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)");
}

bool exportPlot(QCustomPlot* plot, const QString& path, const QString& title, QString* error, QSize size)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const int w = size.width() > 0 ? size.width() : std::max(plot->width(), 800);
    const int h = size.height() > 0 ? size.height() : std::max(plot->height(), 560);
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        ok = plot->savePng(path, w, h);
    } else if (suffix == QLatin1String("pdf")) {
        ok = plot->savePdf(path, w, h);
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(QSize(w, h));
        generator.setViewBox(QRect(0, 0, w, h));
        generator.setTitle(title);
        QCPPainter painter;
        ok = painter.begin(&generator);
        if (ok) {
            plot->toPainter(&painter, w, h);
            ok = painter.end();
        }
    } else {
        if (error)
            *error = ExportText::tr("%1: choose a file ending in .png, .svg or .pdf").arg(path);
        return false;
    }
    if (!ok || QFileInfo(path).size() == 0) {
        if (error)
            *error = ExportText::tr("%1 could not be written; check that the folder exists and is writable").arg(path);
        return false;
    }
    return true;
}

} // namespace warpscope::widgets
