#pragma once

// A fixture for the module_graph_catches test: the CLI is Qt-free.
#include <QString>
