// The default arrangement of the docks that the controllers created. Each controller adds its docks
// where they belong (right: what describes the task and the review; bottom: results; left: the
// compiler's listings); this groups them into tabs so the window fits a laptop screen, and the step
// bar raises the tabs a step needs.
#include "app/mainwindow.h"

#include <QDockWidget>

#include <algorithm>

namespace warpscope::app {

namespace {

/// Pictures (heatmap, occupancy curves, charts) get their own tab group beside the tables.
bool isPicture(const QDockWidget* dock)
{
    static const QStringList pictures {QStringLiteral("heatmap"), QStringLiteral("occupancy"),
        QStringLiteral("roofline"), QStringLiteral("memorychart"), QStringLiteral("warpaccess"),
        QStringLiteral("profiler")};
    const QString name = dock->objectName().toLower();
    return std::any_of(pictures.begin(), pictures.end(), [&](const QString& p) { return name.contains(p); });
}

} // namespace

void MainWindow::arrangeDefaultLayout()
{
    QList<QDockWidget*> right, tables, pictures;
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        if (dock->isFloating())
            continue;
        const Qt::DockWidgetArea area = dockWidgetArea(dock);
        if (area == Qt::RightDockWidgetArea)
            right << dock;
        else if (area == Qt::BottomDockWidgetArea)
            (isPicture(dock) ? pictures : tables) << dock;
    }
    if (!tables.isEmpty() && !pictures.isEmpty())
        splitDockWidget(tables.first(), pictures.first(), Qt::Horizontal);
    for (const QList<QDockWidget*>* group : {&right, &tables, &pictures})
        for (qsizetype i = 1; i < group->size(); ++i)
            tabifyDockWidget(group->first(), group->at(i));
    for (const QList<QDockWidget*>* group : {&right, &tables, &pictures})
        if (!group->isEmpty())
            group->first()->raise();
    if (m_taskDock)
        m_taskDock->raise();
    if (!right.isEmpty())
        resizeDocks({right.first()}, {420}, Qt::Horizontal);
    if (!tables.isEmpty())
        resizeDocks({tables.first()}, {280}, Qt::Vertical);
}

} // namespace warpscope::app
