#include "cli/commands.h"
#include "cli/worker/batchjob.h"
#include "cli/worker/workerserver.h"

#include <memory>

namespace warpscope::cli {

CommandRunner registerWorker(CLI::App& app)
{
    CLI::App* cmd = app.add_subcommand("worker", "Serve the GUI's worker protocol on stdin/stdout (JSON lines)");
    auto batchJob = std::make_shared<std::string>();
    cmd->add_option("--batch-job", *batchJob,
        "Run the Slurm batch job of this job folder (what sbatch's script calls; docs/remote.md)");
    return [batchJob] {
        if (!batchJob->empty())
            return runBatchJob(*batchJob);
        WorkerServer server;
        registerInfoHandler(server);
        registerCompileHandler(server);
        registerRunHandler(server);
        registerRunFilesHandler(server);
        registerBenchFilesHandler(server);
        registerBatchSubmitHandler(server);
        registerBatchFetchHandler(server);
        registerTaskFilesHandler(server);
        return server.run();
    };
}

} // namespace warpscope::cli
