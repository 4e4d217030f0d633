// The PDF report: the report's blocks flowed onto A4 pages in DejaVu Sans (regular, bold, oblique and
// mono when installed), so Spanish and Russian notes print as written.
#include "core/report/pdflayout.h"
#include "core/report/report.h"
#include "core/report/reportdocument.h"

#include <cstdlib>
#include <memory>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

constexpr const char* kDefaultFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

fs::path regularFontPath(const fs::path& requested)
{
    if (!requested.empty())
        return requested;
    if (const char* env = std::getenv("WARPSCOPE_REPORT_FONT"); env && *env)
        return env;
    return kDefaultFont;
}

// DejaVuSans.ttf -> DejaVuSans-Bold.ttf, or DejaVuSansMono.ttf for "Mono".
fs::path variant(const fs::path& regular, const std::string& suffix)
{
    return regular.parent_path() / (regular.stem().string() + suffix + regular.extension().string());
}

struct Fonts {
    std::unique_ptr<TrueTypeFont> regular, bold, italic, mono;
};

Result<Fonts> loadFonts(const fs::path& requested)
{
    const fs::path path = regularFontPath(requested);
    auto regular = loadTrueType(path);
    if (!regular)
        return makeError(regular.error().code,
            regular.error().message
                + "; the PDF report needs a TrueType font: install fonts-dejavu-core (apt-get install "
                  "fonts-dejavu-core) or set WARPSCOPE_REPORT_FONT to a .ttf file",
            path.string());
    Fonts f;
    f.regular = std::make_unique<TrueTypeFont>(std::move(*regular));
    auto optional = [&](const std::string& suffix) -> std::unique_ptr<TrueTypeFont> {
        std::error_code ec;
        const fs::path p = variant(path, suffix);
        if (!fs::is_regular_file(p, ec))
            return nullptr;
        auto font = loadTrueType(p);
        return font ? std::make_unique<TrueTypeFont>(std::move(*font)) : nullptr;
    };
    f.bold = optional("-Bold");
    f.italic = optional("-Oblique");
    f.mono = optional("Mono");
    return f;
}

/// The height a heading must keep on its page for the block after it: a whole figure, else a few lines.
double keepWithNext(const ReportBlock* next)
{
    if (!next || next->kind != ReportBlock::Kind::Image)
        return 60;
    auto bytes = reportImageBytes(next->image);
    auto image = bytes ? decodePng(*bytes, next->image.name) : Result<RasterImage>(bytes.error());
    return image ? detail::PdfLayout::imageHeight(image->width, image->height) : 60;
}

void renderBlock(detail::PdfLayout& layout, PdfWriter& writer, const ReportBlock& b, const ReportBlock* next)
{
    switch (b.kind) {
    case ReportBlock::Kind::Heading:
        layout.heading(b.level, b.text, keepWithNext(next));
        break;
    case ReportBlock::Kind::Paragraph:
        layout.paragraph(b.text);
        break;
    case ReportBlock::Kind::Verdict:
        layout.verdict(b.verdict, b.text);
        break;
    case ReportBlock::Kind::List: {
        int n = 1;
        for (const ReportInline& item : b.items)
            layout.paragraph(item, 10, 16, b.ordered ? std::to_string(n++) + "." : "•");
        break;
    }
    case ReportBlock::Kind::Table:
        layout.table(b.header, b.rows, b.verdictColumn);
        break;
    case ReportBlock::Kind::Code:
        layout.code(b.code);
        break;
    case ReportBlock::Kind::Image: {
        auto bytes = reportImageBytes(b.image);
        auto image = bytes ? decodePng(*bytes, b.image.name) : Result<RasterImage>(bytes.error());
        if (!image) {
            layout.paragraph(plainText("Image missing: " + image.error().describe()));
            break;
        }
        layout.image(writer.addImage(*image), image->width, image->height, b.caption);
        break;
    }
    }
}

} // namespace

Result<std::string> renderPdfReport(const ReportData& data, const fs::path& font)
{
    auto fonts = loadFonts(font);
    if (!fonts)
        return fonts.error();
    const ReportDocument doc = buildReportDocument(data);
    PdfWriter writer(doc.title);
    detail::PdfFaces faces;
    faces.regularFont = fonts->regular.get();
    faces.regular = writer.addFont(faces.regularFont);
    auto add = [&](const std::unique_ptr<TrueTypeFont>& f, int* handle, const TrueTypeFont** face) {
        *face = f ? f.get() : faces.regularFont;
        *handle = f ? writer.addFont(f.get()) : faces.regular;
    };
    add(fonts->bold, &faces.bold, &faces.boldFont);
    add(fonts->italic, &faces.italic, &faces.italicFont);
    add(fonts->mono, &faces.mono, &faces.monoFont);
    detail::PdfLayout layout(writer, faces);
    for (std::size_t i = 0; i < doc.blocks.size(); ++i)
        renderBlock(layout, writer, doc.blocks[i], i + 1 < doc.blocks.size() ? &doc.blocks[i + 1] : nullptr);
    layout.pageNumbers(doc.title);
    return writer.finish();
}

} // namespace warpscope::core
