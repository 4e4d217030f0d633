// Precompiled header for the Qt Widgets targets (warpscope_widgets, warpscope_app): the Qt and
// standard headers most of their sources include. Parsing these once per target instead of once per
// source file is most of the GUI's first build on a two-core machine (docs/development.md).
// Only headers that never change with our code belong here; a project header would rebuild all.
#pragma once

#include "qt_core_pch.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidget>
