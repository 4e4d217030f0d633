// The default arrangement of the docks that the controllers created. Each controller adds its docks
// where they belong (right: what describes the task and the review; bottom: results; left: the
// compiler's listings); this groups them into tabs so the window fits a laptop screen, and the step
// bar raises the tabs a step needs. Also what keeps the window usable on a 1280x800 laptop: tall
// panes scroll inside their docks, and a restored geometry is clamped to the screen.
#include "app/mainwindow.h"

#include "app/windowfit.h"

#include <QAbstractScrollArea>
#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QToolBar>

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

/// A pane taller than this scrolls inside its dock instead of raising the window's minimum height.
constexpr int kMaxPaneMinimumHeight = 160;

} // namespace

void MainWindow::makePanesScrollable()
{
    // The window's minimum height is the sum of the tallest pane minimums of the right and bottom dock
    // areas (forms, charts, the heatmap's controls): 860 px, taller than a 1280x800 screen.
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        QWidget* pane = dock->widget();
        if (!pane || qobject_cast<QAbstractScrollArea*>(pane)
            || pane->minimumSizeHint().height() <= kMaxPaneMinimumHeight)
            continue;
        auto* scroll = new QScrollArea(dock);
        scroll->setObjectName(dock->objectName() + QStringLiteral("Scroll"));
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        // Only the height scrolls: a pane keeps its minimum width, as it did outside the scroll area.
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        scroll->setMinimumSize(
            pane->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width(), kMaxPaneMinimumHeight);
        dock->setWidget(scroll);
        scroll->setWidget(pane);
        pane->show();
    }
}

void MainWindow::keepOnScreen()
{
    QScreen* screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = this->screen();
    if (screen)
        setGeometry(fitToScreen(geometry(), screen->availableGeometry(), minimumSizeHint()));
}

bool MainWindow::event(QEvent* event)
{
    // QMainWindow makes a tab bar for each group of tabbed docks and elides its titles, so five tabs
    // in the right-hand area read "Le…", "Ta…", "Lista de co…" in Spanish and Russian at 1280 px. Whole
    // titles with scroll arrows beside them read better than half words. A bar is polished after
    // QMainWindow has set it up, and again when docks are re-tabbed, so this catches every one.
    if (event->type() == QEvent::ChildPolished)
        if (auto* bar = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(event)->child())) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    if (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest)
        wrapToolBars();
    return QMainWindow::event(event);
}

void MainWindow::wrapToolBars()
{
    // The step bar and the Run toolbar share the top row. In Russian at 1280 px they are wider than the
    // window, and QMainWindow then cut the Run toolbar's last controls (Params, Options) off without an
    // overflow arrow; a second row keeps every control reachable. The decision uses size hints only, so
    // the relayout it causes does not change it again.
    // Looked up once: a search of the whole widget tree on every layout request would cost each event.
    if (!m_stepToolBar)
        m_stepToolBar = findChild<QToolBar*>(QStringLiteral("stepToolBar"));
    if (!m_runToolBar)
        m_runToolBar = findChild<QToolBar*>(QStringLiteral("runToolBar"));
    QToolBar* steps = m_stepToolBar;
    QToolBar* run = m_runToolBar;
    if (!steps || !run || toolBarArea(steps) != Qt::TopToolBarArea || toolBarArea(run) != Qt::TopToolBarArea
        || steps->isHidden() || run->isHidden())
        return;
    const bool wrap = steps->sizeHint().width() + run->sizeHint().width() > width();
    if (wrap == toolBarBreak(run))
        return;
    if (wrap)
        insertToolBarBreak(run);
    else
        removeToolBarBreak(run);
}

void MainWindow::arrangeDefaultLayout()
{
    QList<QDockWidget*> left, right, tables, pictures;
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        if (dock->isFloating())
            continue;
        const Qt::DockWidgetArea area = dockWidgetArea(dock);
        if (area == Qt::LeftDockWidgetArea && !dock->isHidden())
            left << dock;
        else if (area == Qt::RightDockWidgetArea)
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
    // The PTX and SASS listings got only their minimum width (about 150 px: "// Gene…"), which hides
    // the code a reviewer reads beside the source. A fifth of the screen, within readable bounds.
    if (!left.isEmpty()) {
        const QScreen* s = screen() ? screen() : QGuiApplication::primaryScreen();
        const int width = s ? s->availableGeometry().width() : 1280;
        resizeDocks({left.first()}, {std::clamp(width / 5 + 30, 280, 440)}, Qt::Horizontal);
    }
    if (!tables.isEmpty())
        resizeDocks({tables.first()}, {280}, Qt::Vertical);
}

} // namespace warpscope::app
