// `warpscope-cli report` in a build configured with -DWARPSCOPE_REPORTS=OFF (the GPU machine's image
// lacks libpng and the cairo/pango headers): the command exists and says why it cannot run.
#include "cli/commands.h"

#include "core/common/result.h"

#include <iostream>

namespace warpscope::cli {

CommandRunner registerReport(CLI::App& app)
{
    auto* cmd = app.add_subcommand("report", "Write a review's report (not in this build)");
    cmd->allow_extras();
    return [] {
        std::cerr << "error: this warpscope-cli was built without reports (-DWARPSCOPE_REPORTS=OFF); use a build "
                     "configured with libpng-dev, libcairo2-dev and libpango1.0-dev installed\n";
        return core::exitCodeFor(core::ErrorCode::Toolchain);
    };
}

} // namespace warpscope::cli
