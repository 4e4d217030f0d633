#include "cli/commands.h"

#include "core/report/report.h"
#include "core/report/reportload.h"
#include "core/review/reviewfolder.h"

#include <iostream>
#include <memory>

namespace warpscope::cli {

namespace {

struct ReportArgs {
    std::string review;
    std::string format = "md";
    std::string out;
};

int runReport(const ReportArgs& args)
{
    core::ReportFormat format;
    if (!core::reportFormatFromName(args.format, &format)) {
        std::cerr << "error: --format must be md, html, pdf or svg, not '" << args.format << "'\n";
        return 2;
    }
    auto data = core::loadReportData(args.review);
    if (!data) {
        std::cerr << "error: " << data.error().describe() << "\n";
        return core::exitCodeFor(data.error().code);
    }
    const std::filesystem::path out = args.out.empty()
        ? core::reviewFolderOf(args.review) / (std::string("report.") + core::reportFormatExtension(format))
        : std::filesystem::path(args.out);
    auto written = core::writeReport(*data, format, out);
    if (!written) {
        std::cerr << "error: " << written.error().describe() << "\n";
        return core::exitCodeFor(written.error().code);
    }
    std::cerr << out.string() << ": written (" << data->evidence.size() << " pieces of evidence, " << data->runs.size()
              << " result bundles)\n";
    return 0;
}

} // namespace

CommandRunner registerReport(CLI::App& app)
{
    auto args = std::make_shared<ReportArgs>();
    auto* cmd = app.add_subcommand("report", "Write a review's report as Markdown, self-contained HTML, PDF or SVG");
    cmd->add_option("REVIEW", args->review, "A NAME.wsreview folder")->required();
    cmd->add_option("--format", args->format, "md, html, pdf or svg (default md)");
    cmd->add_option("--out", args->out, "The report file (default REVIEW/report.<format>)");
    return [args] { return runReport(*args); };
}

} // namespace warpscope::cli
