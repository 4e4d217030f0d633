// The worker's "compile" request: the GUI's Compile (Ctrl+B) and A/B compare run here, never in the
// GUI process (ARCHITECTURE §2).
#include "cli/worker/workerserver.h"

#include "core/compile/compilejson.h"
#include "core/protocol/requests.h"
#include "core/task/kernelsources.h"
#include "core/task/taskloader.h"

namespace warpscope::cli {

namespace {

/// The task as the named implementation compiles: its kernel, options and language, and its arch in
/// place of the window's (an implementation written for sm_80 shows sm_80's PTX whatever the box says).
core::Status selectImplementation(core::Task& task, const std::string& name, core::CompileOptions& options)
{
    std::string known;
    for (std::size_t i = 0; i < task.implementations.size(); ++i) {
        const core::ImplementationSpec& impl = task.implementations[i];
        if (impl.name == name) {
            if (impl.archNumber > 0)
                options.arch = impl.archNumber;
            task = core::taskForImplementation(task, i);
            return core::Ok {};
        }
        known += (known.empty() ? "" : ", ") + impl.name;
    }
    return core::makeError(core::ErrorCode::BadInput,
        "the task has no implementation named " + name + "; its implementations are "
            + (known.empty() ? std::string("none (it has no [[implementation]] tables)") : known),
        task.file.string(), 0, "implementation");
}

} // namespace

/// Payload: a WorkerCompileRequest (core/protocol/requests.h): the task, the editor's text and which
/// of the task's sources it is, which implementation, the options.
/// Result: the compile document with the cubin; a kernel that does not compile is a result with
/// ok = false and its diagnostics, not a failure.
void registerCompileHandler(WorkerServer& server)
{
    server.handle("compile", [](const nlohmann::json& payload, JobContext&) -> core::Result<nlohmann::json> {
        auto parsed = core::workerCompileRequestFromJson(payload);
        if (!parsed)
            return parsed.error();
        auto task = core::loadTask(parsed->taskPath);
        if (!task)
            return task.error();
        if (parsed->implementation)
            if (auto st = selectImplementation(*task, *parsed->implementation, parsed->options); !st)
                return st.error();
        if (parsed->kernelSource) {
            // the editor shows another of the task's sources (a pipeline step's, a reference kernel's)
            auto kernel = core::kernelForSource(*task, *parsed->kernelSource);
            if (!kernel)
                return kernel.error();
            task->kernel = std::move(*kernel);
        }
        auto request = core::compileRequestForTask(*task, parsed->options, parsed->source);
        if (!request)
            return request.error();
        auto result = core::compileKernel(*request);
        if (!result)
            return result.error();
        core::CompileJsonOptions json;
        json.includeCubin = true; // the GUI keeps the cubin with the result (runs, captures)
        return core::compileResultToJson(*result, json);
    });
}

} // namespace warpscope::cli
