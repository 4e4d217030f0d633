#include "app/cli/commands.h"
#include "app/cli/worker/workerserver.h"

namespace warpscope::cli {

CommandRunner registerWorker(CLI::App& app)
{
    app.add_subcommand("worker", "Serve the GUI's worker protocol on stdin/stdout (JSON lines)");
    return [] {
        WorkerServer server;
        registerInfoHandler(server);
        registerCompileHandler(server);
        registerRunHandler(server);
        registerRunFilesHandler(server);
        registerBenchFilesHandler(server);
        return server.run();
    };
}

} // namespace warpscope::cli
