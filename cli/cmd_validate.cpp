#include "cli/commands.h"

#include "core/task/taskloader.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <memory>

namespace warpscope::cli {

namespace {
int runValidate(const std::string& taskPath, bool json)
{
    core::TaskDiagnostics diag;
    auto task = core::loadTask(taskPath, &diag);
    if (json) {
        nlohmann::json j;
        j["schema"] = 1;
        j["ok"] = task.ok();
        j["errors"] = nlohmann::json::array();
        for (const auto& e : diag.errors)
            j["errors"].push_back(
                {{"file", e.file}, {"line", e.line}, {"column", e.column}, {"field", e.field}, {"message", e.message}});
        if (task)
            j["name"] = task->name;
        std::cout << j.dump(2) << std::endl;
    }
    if (!task) {
        for (const auto& e : diag.errors)
            std::cerr << "error: " << e.describe() << "\n";
        return core::exitCodeFor(task.error().code);
    }
    // the verdict is the command's output (stdout); only problems go to stderr
    if (!json)
        std::cout << task->file.string() << ": ok: \"" << task->name << "\", " << task->buffers.size() << " buffers";
    if (!task->implementations.empty()) {
        std::cout << ", " << task->implementations.size() << " implementations:";
        for (const auto& impl : task->implementations)
            std::cout << " " << impl.name;
    }
    std::cout << "\n";
    return 0;
}

} // namespace

CommandRunner registerValidate(CLI::App& app)
{
    auto task = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    auto* cmd = app.add_subcommand("validate", "Check a task folder or task.toml and list every problem");
    cmd->add_option("TASK", *task, "Task folder or task.toml")->required();
    cmd->add_flag("--json", *json, "Print one JSON document");
    return [task, json] { return runValidate(*task, *json); };
}

} // namespace warpscope::cli
