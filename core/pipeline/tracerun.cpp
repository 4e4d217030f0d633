#include "core/pipeline/tracerun.h"

#include "core/common/paths.h"
#include "core/pipeline/runner.h"

#include <system_error>

namespace warpscope::core::analysis {

namespace {

/// "1,2,3" into up to three indices; false on anything else.
bool parseIndices(const std::string& text, std::array<std::uint32_t, 3>& out)
{
    out = {0, 0, 0};
    std::size_t pos = 0;
    for (int i = 0; i < 3; ++i) {
        const std::size_t comma = text.find(',', pos);
        const std::string part = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
        if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos || part.size() > 9)
            return false;
        out[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(std::stoul(part));
        if (comma == std::string::npos)
            return true;
        pos = comma + 1;
    }
    return false;
}

} // namespace

Result<TraceTarget> parseTraceTarget(const std::string& text)
{
    TraceTarget t;
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos || !parseIndices(text.substr(0, colon), t.block)
        || !parseIndices(text.substr(colon + 1), t.thread))
        return makeError(ErrorCode::BadInput,
            "'" + text + "' is not a thread; write BLOCK:THREAD as BX,BY,BZ:TX,TY,TZ, e.g. 0,0,0:5,0,0", {}, 0,
            "--trace");
    return t;
}

Result<ThreadTrace> traceTask(
    const Task& task, Backend& backend, RunOptions options, const TraceTarget& target, const RunControl& control)
{
    auto resolved = resolveTask(task, options.overrides);
    if (!resolved)
        return resolved.error();
    if (auto st = checkTraceTarget(target, resolved->launch.grid, resolved->launch.block); !st)
        return st.error();
    ThreadTraceObserver observer(target);
    options.seedCount = 1;
    options.analyze = false;
    options.keepTensors = false;
    options.collectEnvironment = false;
    RunControl c = control;
    c.observers.push_back(&observer);
    auto run = runTask(task, backend, options, c);
    if (!run)
        return run.error();
    if (!observer.observed())
        return makeError(ErrorCode::BadInput,
            "a trace needs the emulator's instruction events: the " + run->backend
                + " backend has none; run with --backend emu",
            {}, 0, "trace");
    return observer.take();
}

Status writeTraceFile(const ThreadTrace& trace, const std::filesystem::path& dir)
{
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        return makeError(ErrorCode::Io, "cannot create the folder for trace.json: " + ec.message(), dir.string());
    return writeFileAtomically(dir / "trace.json", threadTraceToJson(trace).dump(1) + "\n");
}

} // namespace warpscope::core::analysis
