#include "core/report/pagelayout.h"

#include <algorithm>
#include <cstdint>

namespace warpscope::core::detail {

namespace {

constexpr double kLeading = 1.38;
constexpr double kCellPad = 4;

constexpr Rgb kText {0.11, 0.11, 0.12};
constexpr Rgb kGrey {0.45, 0.45, 0.47};
constexpr Rgb kRule {0.75, 0.75, 0.78};
constexpr Rgb kCodeFill {0.955, 0.955, 0.965};
constexpr Rgb kLink {0.1, 0.3, 0.7};

Rgb verdictFill(const std::string& v)
{
    if (v == "pass")
        return {0.87, 0.95, 0.89};
    if (v == "fail")
        return {0.98, 0.88, 0.88};
    if (v == "n/a")
        return {0.93, 0.94, 0.95};
    return {1.0, 0.96, 0.84};
}

/// Inline text is one paragraph: line breaks and tabs in it are spaces, as in HTML.
std::string flattened(std::string text)
{
    for (char& c : text)
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    return text;
}

std::uint16_t channel(double v)
{
    return static_cast<std::uint16_t>(std::clamp(v, 0.0, 1.0) * 65535);
}

} // namespace

Rgb verdictColor(const std::string& v)
{
    if (v == "pass")
        return {0.09, 0.38, 0.16};
    if (v == "fail")
        return {0.61, 0.11, 0.11};
    if (v == "n/a")
        return {0.27, 0.35, 0.39};
    return {0.48, 0.34, 0.0};
}

PageLayout::PageLayout(const CairoApi& api, cairo_t* cr, PageSetup setup)
    : m_api(api)
    , m_cr(cr)
    , m_setup(std::move(setup))
{
    m_context = m_api.pango_cairo_create_context(m_cr);
    // Points as pango's unit, and outline metrics: the first pass (counting pages) and the second must
    // break lines in the same places whatever the surface's defaults.
    m_api.pango_cairo_context_set_resolution(m_context, 72);
    cairo_font_options_t* options = m_api.cairo_font_options_create();
    m_api.cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    m_api.cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    m_api.pango_cairo_context_set_font_options(m_context, options);
    m_api.cairo_font_options_destroy(options);
}

PageLayout::~PageLayout()
{
    m_api.g_object_unref(m_context);
}

void PageLayout::setColor(const Rgb& c)
{
    m_api.cairo_set_source_rgb(m_cr, c.r, c.g, c.b);
}

void PageLayout::fillRect(double x, double y, double w, double h, const Rgb& c)
{
    setColor(c);
    m_api.cairo_rectangle(m_cr, x, y, w, h);
    m_api.cairo_fill(m_cr);
}

void PageLayout::strokeRect(double x, double y, double w, double h, double width, const Rgb& c)
{
    setColor(c);
    m_api.cairo_set_line_width(m_cr, width);
    m_api.cairo_rectangle(m_cr, x, y, w, h);
    m_api.cairo_stroke(m_cr);
}

void PageLayout::rule(double y, double width, const Rgb& c)
{
    setColor(c);
    m_api.cairo_set_line_width(m_cr, width);
    m_api.cairo_move_to(m_cr, kLeft, y);
    m_api.cairo_line_to(m_cr, kLeft + kTextWidth, y);
    m_api.cairo_stroke(m_cr);
}

PageLayout::Styled PageLayout::styled(const ReportInline& text, bool allBold) const
{
    Styled out;
    out.attrs = m_api.pango_attr_list_new();
    const std::string mono = m_setup.family == "DejaVu Sans" ? "DejaVu Sans Mono,monospace" : "monospace";
    auto add = [&](PangoAttribute* a, std::size_t start) {
        a->start_index = static_cast<guint>(start);
        a->end_index = static_cast<guint>(out.text.size());
        m_api.pango_attr_list_insert(out.attrs, a);
    };
    for (const ReportSpan& span : text) {
        const std::size_t start = out.text.size();
        const bool link = span.style == ReportSpan::Style::Link;
        out.text += flattened(link ? span.text + " <" + span.url + ">" : span.text);
        if (allBold || span.style == ReportSpan::Style::Bold)
            add(m_api.pango_attr_weight_new(PANGO_WEIGHT_BOLD), start);
        if (span.style == ReportSpan::Style::Italic)
            add(m_api.pango_attr_style_new(PANGO_STYLE_OBLIQUE), start);
        if (span.style == ReportSpan::Style::Code)
            add(m_api.pango_attr_family_new(mono.c_str()), start);
        if (link)
            add(m_api.pango_attr_foreground_new(channel(kLink.r), channel(kLink.g), channel(kLink.b)), start);
    }
    return out;
}

PangoLayout* PageLayout::layout(const Styled& text, double size, double width, bool charWrap) const
{
    PangoLayout* l = m_api.pango_layout_new(m_context);
    PangoFontDescription* font = m_api.pango_font_description_new();
    m_api.pango_font_description_set_family(font, m_setup.family.c_str());
    m_api.pango_font_description_set_size(font, static_cast<gint>(size * PANGO_SCALE));
    m_api.pango_layout_set_font_description(l, font);
    m_api.pango_font_description_free(font);
    m_api.pango_layout_set_text(l, text.text.c_str(), static_cast<int>(text.text.size()));
    m_api.pango_layout_set_attributes(l, text.attrs);
    m_api.pango_attr_list_unref(text.attrs);
    // Words wrap between them; a word wider than the line (a path, a long number) is cut.
    m_api.pango_layout_set_wrap(l, charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR);
    m_api.pango_layout_set_width(l, width > 0 ? static_cast<int>(width * PANGO_SCALE) : -1);
    return l;
}

double PageLayout::naturalWidth(const std::string& text, double size, bool bold) const
{
    PangoLayout* l = layout(styled(plainText(text), bold), size, -1);
    int w = 0, h = 0;
    m_api.pango_layout_get_size(l, &w, &h);
    m_api.g_object_unref(l);
    return double(w) / PANGO_SCALE;
}

void PageLayout::showLine(PangoLayout* l, int line, double x, double baseline, const Rgb& color)
{
    setColor(color);
    m_api.cairo_move_to(m_cr, x, baseline);
    m_api.pango_cairo_show_layout_line(m_cr, m_api.pango_layout_get_line_readonly(l, line));
}

void PageLayout::flowLines(PangoLayout* l, double x, double size, double leading, const Rgb& color,
    const std::function<void(double top, double height)>& background)
{
    const double height = size * leading;
    const int lines = m_api.pango_layout_get_line_count(l);
    for (int i = 0; i < lines; ++i) {
        ensure(height);
        if (background)
            background(m_y, height);
        showLine(l, i, x, m_y + height - size * 0.3, color);
        m_y += height;
    }
}

void PageLayout::footer()
{
    if (!m_setup.paged)
        return;
    const std::string total = m_setup.totalPages > 0 ? std::to_string(m_setup.totalPages) : "?";
    const std::string text = m_setup.footerTitle + "  ·  page " + std::to_string(m_page) + " of " + total;
    rule(kPageHeight - kMargin + 2, 0.4, kRule);
    PangoLayout* l = layout(styled(plainText(text), false), 7.5, kTextWidth);
    showLine(l, 0, kLeft, kPageHeight - kMargin + 12, kGrey);
    m_api.g_object_unref(l);
}

void PageLayout::newPage()
{
    footer();
    m_api.cairo_show_page(m_cr);
    ++m_page;
    m_y = kTop;
}

void PageLayout::ensure(double height)
{
    if (m_setup.paged && m_y + height > kBottom && m_y > kTop)
        newPage();
}

int PageLayout::finish()
{
    if (m_setup.paged) {
        footer();
        m_api.cairo_show_page(m_cr);
    }
    return m_page;
}

namespace {
constexpr double kHeadingSizes[] = {20, 15, 12.5, 11};
double spaceBefore(int level)
{
    return level == 1 ? 0 : level == 2 ? 14 : 9;
}
double spaceAfter(int level)
{
    return level <= 2 ? 10 : 4; // levels 1 and 2 have a rule under them
}
} // namespace

double PageLayout::headingHeight(int level)
{
    return spaceBefore(level) + kHeadingSizes[std::clamp(level, 1, 4) - 1] * kLeading + spaceAfter(level);
}

void PageLayout::heading(int level, const ReportInline& text, double keepWith)
{
    const double size = kHeadingSizes[std::clamp(level, 1, 4) - 1];
    PangoLayout* l = layout(styled(text, true), size, kTextWidth);
    const int lines = m_api.pango_layout_get_line_count(l);
    const double before = spaceBefore(level);
    // Keep a heading with what follows: a figure heading alone at a page's foot reads as a lost title.
    ensure(before + lines * size * kLeading + spaceAfter(level) + std::max(60.0, keepWith));
    if (m_y > kTop)
        m_y += before;
    if (m_setup.onHeading && level <= 3) {
        std::string plain;
        for (const ReportSpan& span : text)
            plain += flattened(span.text);
        m_setup.onHeading(level, plain, m_page, m_y);
    }
    flowLines(l, kLeft, size, kLeading, kText);
    m_api.g_object_unref(l);
    if (level <= 2) {
        rule(m_y + 2, level == 1 ? 1.2 : 0.6, level == 1 ? kGrey : kRule);
        m_y += 6;
    }
    m_y += 4;
}

void PageLayout::paragraph(const ReportInline& text, double size, double indent, const std::string& marker)
{
    PangoLayout* l = layout(styled(text, false), size, kTextWidth - indent);
    if (!marker.empty()) {
        // The marker goes with the first line: keep room for it, then draw both at one baseline.
        ensure(size * kLeading);
        PangoLayout* m = layout(styled(plainText(marker), false), size, -1);
        showLine(m, 0, kLeft + indent - 12, m_y + size * kLeading - size * 0.3, kText);
        m_api.g_object_unref(m);
    }
    flowLines(l, kLeft + indent, size, kLeading, kText);
    m_api.g_object_unref(l);
    m_y += size * 0.6;
}

void PageLayout::verdict(const std::string& word, const ReportInline& text)
{
    const std::string label = "Verdict: " + word;
    const double size = 14;
    ensure(40);
    const double w = naturalWidth(label, size, true) + 20;
    fillRect(kLeft, m_y + 2, w, 24, verdictFill(word));
    PangoLayout* l = layout(styled(plainText(label), true), size, -1);
    showLine(l, 0, kLeft + 10, m_y + 19, verdictColor(word));
    m_api.g_object_unref(l);
    m_y += 34;
    paragraph(text);
}

void PageLayout::code(const std::string& text)
{
    const double size = 8;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        // One layout per source line, cut by characters: code has no words to keep whole.
        PangoLayout* l = layout(styled({{text.substr(start, end - start), ReportSpan::Style::Code, {}}}, false), size,
            kTextWidth - 2 * kCellPad, true);
        flowLines(l, kLeft + kCellPad, size, kLeading, kText,
            [&](double top, double height) { fillRect(kLeft, top, kTextWidth, height, kCodeFill); });
        m_api.g_object_unref(l);
        if (end == text.size())
            break;
        start = end + 1;
    }
    m_y += 6;
}

double PageLayout::imageHeight(int width, int height)
{
    const double w = width * 0.75, h = height * 0.75;
    const double maxHeight = (kBottom - kTop) * 0.62;
    return h * std::min({1.0, kTextWidth / w, maxHeight / h}) + 30;
}

void PageLayout::image(const RasterImage& image, const std::string& caption)
{
    // 0.75 pt per pixel is a 96 dpi screen's size; larger captures shrink to the text width.
    double w = image.width * 0.75, h = image.height * 0.75;
    const double fit = std::min({1.0, kTextWidth / w, (kBottom - kTop) * 0.62 / h});
    w *= fit;
    h *= fit;
    ensure(h + 30);
    m_y += 4;
    cairo_surface_t* surface = m_api.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, image.width, image.height);
    m_api.cairo_surface_flush(surface);
    unsigned char* data = m_api.cairo_image_surface_get_data(surface);
    const int stride = m_api.cairo_image_surface_get_stride(surface);
    for (int y = 0; data && y < image.height; ++y) {
        auto* row = reinterpret_cast<std::uint32_t*>(data + std::size_t(y) * stride);
        for (int x = 0; x < image.width; ++x) {
            const std::uint8_t* p = &image.rgba[(std::size_t(y) * image.width + x) * 4];
            const std::uint32_t a = p[3];
            auto pre = [&](std::uint8_t v) { return std::uint32_t((v * a + 127) / 255); };
            row[x] = a << 24 | pre(p[0]) << 16 | pre(p[1]) << 8 | pre(p[2]);
        }
    }
    m_api.cairo_surface_mark_dirty(surface);
    m_api.cairo_save(m_cr);
    m_api.cairo_translate(m_cr, kLeft, m_y);
    m_api.cairo_scale(m_cr, w / image.width, h / image.height);
    m_api.cairo_set_source_surface(m_cr, surface, 0, 0);
    // Unsmoothed, as the pixels were: a heatmap's cells stay sharp when the reader zooms in.
    m_api.cairo_pattern_set_filter(m_api.cairo_get_source(m_cr), CAIRO_FILTER_NEAREST);
    m_api.cairo_paint(m_cr);
    m_api.cairo_restore(m_cr);
    m_api.cairo_surface_destroy(surface);
    strokeRect(kLeft, m_y, w, h, 0.5, kRule);
    m_y += h + 4;
    if (!caption.empty())
        paragraph(ReportInline {{caption, ReportSpan::Style::Italic, {}}}, 8.5);
}

} // namespace warpscope::core::detail
