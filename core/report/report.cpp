#include "core/report/report.h"

#include "core/common/paths.h"

namespace warpscope::core {

namespace fs = std::filesystem;

bool reportFormatFromName(const std::string& name, ReportFormat* format)
{
    if (name == "md" || name == "markdown")
        *format = ReportFormat::Markdown;
    else if (name == "html")
        *format = ReportFormat::Html;
    else if (name == "pdf")
        *format = ReportFormat::Pdf;
    else if (name == "svg")
        *format = ReportFormat::Svg;
    else
        return false;
    return true;
}

const char* reportFormatExtension(ReportFormat format)
{
    switch (format) {
    case ReportFormat::Html:
        return "html";
    case ReportFormat::Pdf:
        return "pdf";
    case ReportFormat::Svg:
        return "svg";
    case ReportFormat::Markdown:
        break;
    }
    return "md";
}

Result<std::string> reportImageBytes(const ReportImage& image)
{
    if (!image.png.empty())
        return image.png;
    return readTextFile(image.file, 256u << 20);
}

Result<RenderedReport> renderReport(const ReportData& data, ReportFormat format, const ReportRenderOptions& options)
{
    switch (format) {
    case ReportFormat::Markdown:
        return renderMarkdownReport(data, options.assetFolder);
    case ReportFormat::Html:
        return RenderedReport {renderHtmlReport(data), {}};
    case ReportFormat::Pdf: {
        auto pdf = renderPdfReport(data, options.font);
        if (!pdf)
            return pdf.error();
        return RenderedReport {std::move(*pdf), {}};
    }
    case ReportFormat::Svg: {
        auto svg = renderSvgReport(data, options.font);
        if (!svg)
            return svg.error();
        return RenderedReport {std::move(*svg), {}};
    }
    }
    return makeError(ErrorCode::Internal, "unknown report format");
}

Status writeReport(const ReportData& data, ReportFormat format, const fs::path& out)
{
    ReportRenderOptions options;
    options.assetFolder = out.stem().string() + "_files";
    auto rendered = renderReport(data, format, options);
    if (!rendered)
        return rendered.error();
    std::error_code ec;
    for (const auto& [relative, bytes] : rendered->assets) {
        const fs::path target = out.parent_path() / relative;
        fs::create_directories(target.parent_path(), ec);
        auto written = writeFileAtomically(target, bytes);
        if (!written)
            return written.error();
    }
    return writeFileAtomically(out, rendered->bytes);
}

} // namespace warpscope::core
