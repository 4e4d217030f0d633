#pragma once

#include "core/common/result.h"
#include "core/compile/compiler.h"
#include "core/env/environment.h"
#include "core/pipeline/implrun.h"
#include "core/pipeline/runresult.h"

#include <QMetaType>

#include <memory>

namespace warpscope::session {
/// Results are shared, immutable and possibly large (tensors), so they cross threads by pointer.
using CompileResultPtr = std::shared_ptr<const core::CompileResult>;
using RunResultPtr = std::shared_ptr<const core::RunResult>;
/// A run of several [[implementation]] entries: each one's verdict, their differences and pair runs.
using ImplementationsPtr = std::shared_ptr<const core::ImplementationsResult>;
} // namespace warpscope::session

// Core value types that cross threads through queued signals.
Q_DECLARE_METATYPE(warpscope::core::Error)
Q_DECLARE_METATYPE(warpscope::core::EnvironmentInfo)
Q_DECLARE_METATYPE(warpscope::session::CompileResultPtr)
Q_DECLARE_METATYPE(warpscope::session::RunResultPtr)
Q_DECLARE_METATYPE(warpscope::session::ImplementationsPtr)
