// warpscope-cli: the headless client of the core (ARCHITECTURE §8). No Qt.
#include "app/cli/commands.h"

#include <CLI/CLI.hpp>

#include <iostream>

int main(int argc, char** argv)
{
    CLI::App app {"Warpscope: compile, run and check CUDA kernels, on a GPU or on the built-in PTX emulator"};
    app.require_subcommand(1);
    app.set_version_flag("--version", WARPSCOPE_VERSION);

    bool infoJson = false;
    auto* info = app.add_subcommand("info", "Toolkit, NVRTC, nvdisasm, GPU and emulator versions");
    info->add_flag("--json", infoJson, "Print one JSON document");

    std::string validateTask;
    bool validateJson = false;
    auto* validate = app.add_subcommand("validate", "Check a task folder or task.toml and list every problem");
    validate->add_option("TASK", validateTask, "Task folder or task.toml")->required();
    validate->add_flag("--json", validateJson, "Print one JSON document");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // Usage errors exit 2, as bad input does (ARCHITECTURE §8); --help and --version exit 0.
        const int rc = app.exit(e, std::cerr, std::cerr);
        return rc == 0 ? 0 : 2;
    }

    if (*info)
        return warpscope::cli::runInfo(infoJson);
    if (*validate)
        return warpscope::cli::runValidate(validateTask, validateJson);
    return 2;
}
