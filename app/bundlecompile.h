#pragma once

#include "core/compile/compiler.h"

#include <QString>

namespace warpscope::app {

/// Writes compile.json (the `compile` document) beside a fresh run's result.json, once, so a review's
/// report has the compile resources and occupancy that were on screen. An existing compile.json is kept.
/// Returns "" or why it was not written.
QString attachCompileResult(const QString& bundle, const core::CompileResult& result);

} // namespace warpscope::app
