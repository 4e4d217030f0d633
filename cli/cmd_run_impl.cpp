#include "cli/cmd_run_impl.h"

#include "cli/cancelsignal.h"

#include "core/pipeline/impljson.h"
#include "core/pipeline/implrun.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace warpscope::cli {

core::Result<std::vector<std::size_t>> chooseImplementations(core::Task& task, const std::string& selector, int& arch)
{
    auto which = core::selectImplementations(task, selector);
    if (!which || which->size() != 1)
        return which;
    arch = task.implementations[which->front()].archNumber;
    task = core::taskForImplementation(task, which->front());
    return std::vector<std::size_t> {};
}

int runImplementationsCli(const core::Task& task, core::Backend& backend, const core::RunOptions& options,
    const std::vector<std::size_t>& which, const std::string& out, bool asJson, bool oneRunOnly)
{
    if (oneRunOnly) {
        const core::Error e = core::makeError(core::ErrorCode::BadInput,
            "--sweep and --schedules run one implementation; add --implementation NAME", {}, 0, "--implementation");
        std::cerr << "error: " << e.describe() << "\n";
        return core::exitCodeFor(e.code);
    }
    core::RunControl control;
    control.notice = [](const std::string& line) { std::cerr << line << "\n"; };
    // Ctrl+C: the implementation running stops, the ones after it are listed as not run, and what
    // finished is printed and written (exit 130)
    control.cancel = cancelOnSignal();
    auto r = core::runImplementations(task, backend, options, which, control);
    if (!r) {
        std::cerr << "error: " << r.error().describe() << "\n";
        return core::exitCodeFor(r.error().code);
    }
    if (!out.empty()) {
        if (auto s = core::writeImplementationsBundle(*r, out); !s) {
            std::cerr << "error: " << s.error().describe() << "\n";
            return core::exitCodeFor(s.error().code);
        }
        std::cerr << "result bundle: " << out << " (implementations.json, impl-NAME/, diff/)\n";
    }
    std::cerr << core::summarizeImplementations(*r);
    if (asJson)
        std::cout << core::implementationsToJson(*r, !out.empty())
                         .dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
                  << std::endl;
    if (core::implementationsStop(*r).reason == "cancelled")
        return 130; // 128 + SIGINT, as a cancelled single run
    // an implementation that could not run is a toolchain or input failure unless another verdict failed
    for (const auto& run : r->runs)
        if (!run.ran && run.error.code != core::ErrorCode::BadInput)
            return r->passed ? 0 : core::exitCodeFor(run.error.code);
    return r->passed ? 0 : 1;
}

} // namespace warpscope::cli
