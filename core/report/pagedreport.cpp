// The PDF and SVG reports: the report's blocks drawn by cairo, text shaped and broken into lines by
// pango (font fallback covers Spanish, Russian and anything else the reviewer typed; cairo embeds
// subsets of the fonts used, with their Unicode maps, so the text can be searched and copied).
// Each is drawn twice: the first pass counts the pages (the foot says "page n of N") or, for SVG,
// measures the one long page; both passes break lines the same way (pagelayout.cpp fixes the metrics).
#include "core/report/pagelayout.h"
#include "core/report/report.h"

#include <cstdlib>
#include <map>
#include <strings.h>

namespace warpscope::core {

namespace {

using detail::CairoApi;

constexpr const char* kDefaultFamily = "DejaVu Sans";

std::string fontFamily(const std::string& requested)
{
    if (!requested.empty())
        return requested;
    if (const char* env = std::getenv("WARPSCOPE_REPORT_FONT"); env && *env)
        return env;
    return kDefaultFamily;
}

cairo_status_t appendBytes(void* closure, const unsigned char* data, unsigned int length)
{
    if (closure)
        static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

/// fontconfig answers any family with its nearest font; a report in a font the reader did not ask
/// for is refused with what to install instead.
Status checkFamily(const CairoApi& api, cairo_t* cr, const std::string& family)
{
    PangoContext* context = api.pango_cairo_create_context(cr);
    PangoFontDescription* wanted = api.pango_font_description_new();
    api.pango_font_description_set_family(wanted, family.c_str());
    api.pango_font_description_set_size(wanted, 10 * PANGO_SCALE);
    std::string found;
    if (PangoFont* font = api.pango_context_load_font(context, wanted)) {
        PangoFontDescription* described = api.pango_font_describe(font);
        if (const char* name = api.pango_font_description_get_family(described))
            found = name;
        api.pango_font_description_free(described);
        api.g_object_unref(font);
    }
    api.pango_font_description_free(wanted);
    api.g_object_unref(context);
    if (strcasecmp(found.c_str(), family.c_str()) == 0)
        return Ok {};
    return makeError(ErrorCode::Toolchain,
        "the report font '" + family + "' is not installed" + (found.empty() ? "" : " (the nearest is '" + found + "')")
            + "; install fonts-dejavu-core (apt-get install fonts-dejavu-core) or set WARPSCOPE_REPORT_FONT to an "
              "installed font family (fc-list : family lists them)",
        family);
}

/// The decoded pictures of a document's image blocks, by block index (decoded once for both passes).
using Pictures = std::map<std::size_t, Result<RasterImage>>;

Pictures decodePictures(const ReportDocument& doc)
{
    Pictures out;
    for (std::size_t i = 0; i < doc.blocks.size(); ++i) {
        const ReportBlock& b = doc.blocks[i];
        if (b.kind != ReportBlock::Kind::Image)
            continue;
        auto bytes = reportImageBytes(b.image);
        out.emplace(i, bytes ? decodePng(*bytes, b.image.name) : Result<RasterImage>(bytes.error()));
    }
    return out;
}

/// The height a heading must keep on its page for the blocks after it: a whole figure, else a few lines;
/// a heading right under it ("Evidence" over "Figure 1") keeps what that one keeps, so neither is
/// left alone at a page's foot.
double keepWithNext(const ReportDocument& doc, const Pictures& pictures, std::size_t next)
{
    if (next >= doc.blocks.size())
        return 60;
    const ReportBlock& b = doc.blocks[next];
    if (b.kind == ReportBlock::Kind::Heading)
        return detail::PageLayout::headingHeight(b.level) + keepWithNext(doc, pictures, next + 1);
    const auto it = pictures.find(next);
    if (it == pictures.end() || !it->second)
        return 60;
    return detail::PageLayout::imageHeight(it->second->width, it->second->height);
}

void drawBlock(detail::PageLayout& layout, const ReportDocument& doc, std::size_t i, const Pictures& pictures)
{
    const ReportBlock& b = doc.blocks[i];
    switch (b.kind) {
    case ReportBlock::Kind::Heading:
        layout.heading(b.level, b.text, keepWithNext(doc, pictures, i + 1));
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
        const Result<RasterImage>& image = pictures.at(i);
        if (!image)
            layout.paragraph(plainText("Image missing: " + image.error().describe()));
        else
            layout.image(*image, b.caption);
        break;
    }
    }
}

struct Drawn {
    int pages = 0;
    double bottom = 0;
};

/// Draws the whole document on the surface (which this call finishes and destroys).
Result<Drawn> draw(const CairoApi& api, cairo_surface_t* surface, const ReportDocument& doc, const Pictures& pictures,
    const detail::PageSetup& setup, bool checkFont)
{
    cairo_t* cr = api.cairo_create(surface);
    Status font = checkFont ? checkFamily(api, cr, setup.family) : Status(Ok {});
    Drawn drawn;
    if (font) {
        detail::PageLayout layout(api, cr, setup);
        for (std::size_t i = 0; i < doc.blocks.size(); ++i)
            drawBlock(layout, doc, i, pictures);
        drawn.pages = layout.finish();
        drawn.bottom = layout.contentBottom();
    }
    const cairo_status_t status = api.cairo_status(cr);
    api.cairo_destroy(cr);
    api.cairo_surface_finish(surface);
    const cairo_status_t surfaceStatus = api.cairo_surface_status(surface);
    api.cairo_surface_destroy(surface);
    if (!font)
        return font.error();
    if (status != CAIRO_STATUS_SUCCESS || surfaceStatus != CAIRO_STATUS_SUCCESS)
        return makeError(ErrorCode::Internal,
            std::string("cairo could not draw the report: ")
                + api.cairo_status_to_string(status != CAIRO_STATUS_SUCCESS ? status : surfaceStatus));
    return drawn;
}

} // namespace

Result<std::string> renderPdfReport(const ReportData& data, const std::string& font)
{
    auto api = detail::cairoApi();
    if (!api)
        return api.error();
    const CairoApi& c = **api;
    const ReportDocument doc = buildReportDocument(data);
    const Pictures pictures = decodePictures(doc);
    detail::PageSetup setup;
    setup.family = fontFamily(font);
    setup.footerTitle = doc.title;
    auto counted
        = draw(c, c.cairo_pdf_surface_create_for_stream(appendBytes, nullptr, detail::kPageWidth, detail::kPageHeight),
            doc, pictures, setup, true);
    if (!counted)
        return counted.error();
    setup.totalPages = counted->pages;
    std::string bytes;
    cairo_surface_t* surface
        = c.cairo_pdf_surface_create_for_stream(appendBytes, &bytes, detail::kPageWidth, detail::kPageHeight);
    c.cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, doc.title.c_str());
    // No creation date: the same review gives the same bytes, so a report in version control diffs clean.
    c.cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "");
    std::vector<int> parents {CAIRO_PDF_OUTLINE_ROOT};
    setup.onHeading = [&](int level, const std::string& text, int page, double y) {
        parents.resize(std::size_t(std::min<std::size_t>(std::size_t(level), parents.size())));
        const std::string target
            = "page=" + std::to_string(page) + " pos=[" + std::to_string(detail::kLeft) + " " + std::to_string(y) + "]";
        const int id = c.cairo_pdf_surface_add_outline(surface, parents.back(), text.c_str(), target.c_str(),
            level == 1 ? CAIRO_PDF_OUTLINE_FLAG_OPEN : cairo_pdf_outline_flags_t(0));
        parents.push_back(id);
    };
    auto drawn = draw(c, surface, doc, pictures, setup, false);
    if (!drawn)
        return drawn.error();
    return bytes;
}

Result<std::string> renderSvgReport(const ReportData& data, const std::string& font)
{
    auto api = detail::cairoApi();
    if (!api)
        return api.error();
    const CairoApi& c = **api;
    const ReportDocument doc = buildReportDocument(data);
    const Pictures pictures = decodePictures(doc);
    detail::PageSetup setup;
    setup.paged = false;
    setup.family = fontFamily(font);
    auto measured = draw(c, c.cairo_svg_surface_create_for_stream(appendBytes, nullptr, detail::kPageWidth, 1e6), doc,
        pictures, setup, true);
    if (!measured)
        return measured.error();
    std::string bytes;
    auto drawn = draw(c,
        c.cairo_svg_surface_create_for_stream(
            appendBytes, &bytes, detail::kPageWidth, measured->bottom + detail::kMargin),
        doc, pictures, setup, false);
    if (!drawn)
        return drawn.error();
    return bytes;
}

} // namespace warpscope::core
