#pragma once

// A fixture for the module_graph_catches test: the emulator may not reach the run pipeline.
#include "core/pipeline/runner.h"
