// warpscope-cli: the headless client of the core (ARCHITECTURE §8). No Qt.
#include "cli/commands.h"

#include <iostream>
#include <utility>
#include <vector>

int main(int argc, char** argv)
{
    CLI::App app {"Warpscope: compile, run and check CUDA kernels, on a GPU or on the built-in PTX emulator"};
    app.require_subcommand(1);
    app.set_version_flag("--version", WARPSCOPE_VERSION);

    using namespace warpscope::cli;
    const std::vector<std::pair<CLI::App*, CommandRunner>> commands = [&] {
        std::vector<std::pair<CLI::App*, CommandRunner>> c;
        auto add = [&](CommandRunner (*reg)(CLI::App&)) {
            const std::size_t before = app.get_subcommands({}).size();
            CommandRunner run = reg(app);
            c.emplace_back(app.get_subcommands({}).at(before), std::move(run));
        };
        add(registerInfo);
        add(registerValidate);
        add(registerCompile);
        add(registerRun);
        add(registerBench);
        add(registerFetch);
        add(registerReport);
        add(registerWorker);
        return c;
    }();

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // Usage errors exit 2, as bad input does (ARCHITECTURE §8); --help and --version exit 0.
        const int rc = app.exit(e, std::cout, std::cerr); // --help on stdout, errors on stderr
        return rc == 0 ? 0 : 2;
    }
    for (const auto& [sub, run] : commands)
        if (sub->parsed())
            return run();
    return 2;
}
