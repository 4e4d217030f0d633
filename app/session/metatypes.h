#pragma once

#include "core/common/result.h"
#include "core/env/environment.h"

#include <QMetaType>

// Core value types that cross threads through queued signals.
Q_DECLARE_METATYPE(warpscope::core::Error)
Q_DECLARE_METATYPE(warpscope::core::EnvironmentInfo)
