// libFuzzer target: any bytes as task.toml must give a Task or a located error, never a crash.
#include "core/task/taskloader.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    warpscope::core::TaskDiagnostics diag;
    auto task = warpscope::core::parseTask(text, "/tmp/warpscope-fuzz/task.toml", &diag);
    if (task.ok())
        (void)warpscope::core::resolveTask(*task);
    return 0;
}
