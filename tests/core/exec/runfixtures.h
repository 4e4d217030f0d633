#pragma once

// What the runner tests share: a task from tests/core/exec/fixtures and run options without the
// environment probe (toolkit and driver versions cost a process start per run).

#include "core/pipeline/runresult.h"
#include "core/task/taskloader.h"

#include <QtGlobal>

#include <string>

inline warpscope::core::Task fixture(const char* name)
{
    auto t = warpscope::core::loadTask(std::string(WARPSCOPE_SOURCE_DIR "/tests/core/exec/fixtures/") + name);
    if (!t)
        qFatal("%s", t.error().describe().c_str());
    return *t;
}

inline warpscope::core::RunOptions quick()
{
    warpscope::core::RunOptions o;
    o.collectEnvironment = false;
    return o;
}
