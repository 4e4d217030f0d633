#include "core/task/taskloader.h"

#include "core/task/taskreader.h"

#include "core/common/paths.h"

#include <toml++/toml.h>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

Error firstError(const TaskDiagnostics& d)
{
    Error e = d.errors.front();
    if (d.errors.size() > 1)
        e.message += " (and " + std::to_string(d.errors.size() - 1) + " more)";
    return e;
}

} // namespace

Result<fs::path> locateTaskFile(const fs::path& folderOrFile)
{
    std::error_code ec;
    if (fs::is_directory(folderOrFile, ec)) {
        const fs::path f = folderOrFile / "task.toml";
        if (!fs::exists(f, ec))
            return makeError(ErrorCode::NotFound, "the folder has no task.toml; open a task folder or its task.toml",
                folderOrFile.string());
        return fs::absolute(f);
    }
    if (!fs::exists(folderOrFile, ec))
        return makeError(ErrorCode::NotFound, "no such task folder or file", folderOrFile.string());
    return fs::absolute(folderOrFile);
}

Result<Task> parseTask(const std::string& text, const fs::path& file, TaskDiagnostics* diagnostics)
{
    TaskDiagnostics local;
    TaskDiagnostics& diag = diagnostics ? *diagnostics : local;
    diag.errors.clear();
    toml::table root;
    try {
        root = toml::parse(text, file.string());
    } catch (const toml::parse_error& e) {
        diag.errors.push_back(makeError(ErrorCode::BadInput, "TOML syntax error: " + std::string(e.description()),
            file.string(), static_cast<int>(e.source().begin.line), {}, static_cast<int>(e.source().begin.column)));
        return diag.errors.front();
    }
    Task task = TaskReader(file, diag).read(root);
    if (!diag.ok())
        return firstError(diag);
    return task;
}

Result<Task> loadTask(const fs::path& folderOrFile, TaskDiagnostics* diagnostics)
{
    auto file = locateTaskFile(folderOrFile);
    if (!file) {
        if (diagnostics)
            diagnostics->errors = {file.error()};
        return file.error();
    }
    auto text = readTextFile(*file, 4u << 20);
    if (!text) {
        if (diagnostics)
            diagnostics->errors = {text.error()};
        return text.error();
    }
    return parseTask(*text, *file, diagnostics);
}

} // namespace warpscope::core
