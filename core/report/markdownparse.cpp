// The reviewer's notes and a task's lesson are Markdown, read by md4c (the CommonMark parser Qt's own
// Markdown support uses) with GitHub's tables, into report blocks. Raw HTML is never passed through:
// md4c is told there is none, so it stays literal text that each writer escapes. Links are kept only
// for http(s) and mailto; any other target is shown as text beside its label.
//
// md4c is opened at run time, as cairo and pango are (cairoapi.cpp): the CLI a remote target runs
// needs only glibc and zlib. Without it (libmd4c0 is missing, which a Qt desktop never lacks) the
// text is kept as plain paragraphs.
#include "core/common/dynlib.h"
#include "core/report/reportdocument.h"

#include <md4c.h>

#include <algorithm>
#include <mutex>

namespace warpscope::core {

namespace {

using MdParse = decltype(&::md_parse);

MdParse mdParse()
{
    static std::once_flag once;
    static MdParse parse = nullptr;
    std::call_once(once, [] {
        static auto lib = DynamicLibrary::open({"libmd4c.so.0"}, "md4c");
        if (lib)
            parse = reinterpret_cast<MdParse>(lib->symbol("md_parse"));
    });
    return parse;
}

bool allowedUrl(const std::string& url)
{
    return url.rfind("https://", 0) == 0 || url.rfind("http://", 0) == 0 || url.rfind("mailto:", 0) == 0;
}

void append(ReportInline& out, ReportSpan::Style style, const std::string& text, const std::string& url = {})
{
    if (text.empty())
        return;
    if (!out.empty() && out.back().style == style && out.back().url == url) {
        out.back().text += text;
        return;
    }
    out.push_back({text, style, url});
}

/// Builds blocks from md4c's callbacks. Nested lists are flattened into the outermost one, and a
/// block quote's paragraphs are paragraphs: report blocks have no nesting.
struct Builder {
    std::vector<ReportBlock> blocks;
    int headingShift = 0;

    int listDepth = 0;
    bool inItem = false; ///< text goes to the current list item
    bool inCode = false;
    bool inTable = false;
    bool inHead = false;
    std::vector<std::string> row; ///< the table row being read
    ReportInline* target = nullptr; ///< where inline text goes (a heading, paragraph or item)
    int bold = 0, italic = 0, code = 0;
    int linkDepth = 0;
    std::string linkUrl;
    std::string linkLabel;

    bool ordered = false; ///< the outermost list's kind

    /// The list that items go to: the last block, or a new one of the same kind when a code block or a
    /// table inside an item came after it.
    ReportBlock& list()
    {
        if (blocks.empty() || blocks.back().kind != ReportBlock::Kind::List) {
            blocks.push_back(makeBlock(ReportBlock::Kind::List));
            blocks.back().ordered = ordered;
        }
        return blocks.back();
    }

    /// The item that text inside a list goes to.
    ReportInline& currentItem()
    {
        ReportBlock& l = list();
        return l.items.empty() ? l.items.emplace_back() : l.items.back();
    }

    ReportSpan::Style style() const
    {
        if (code)
            return ReportSpan::Style::Code;
        if (bold)
            return ReportSpan::Style::Bold;
        return italic ? ReportSpan::Style::Italic : ReportSpan::Style::Plain;
    }

    void text(const std::string& t)
    {
        if (inCode) {
            blocks.back().code += t;
        } else if (inTable) {
            if (!row.empty())
                row.back() += t;
        } else if (linkDepth > 0) {
            linkLabel += t;
        } else if (target) {
            append(*target, style(), t);
        }
    }

    void enterBlock(MD_BLOCKTYPE type, void* detail)
    {
        switch (type) {
        case MD_BLOCK_H:
            blocks.push_back(makeBlock(ReportBlock::Kind::Heading,
                std::min(4, int(static_cast<MD_BLOCK_H_DETAIL*>(detail)->level) + headingShift)));
            target = &blocks.back().text;
            break;
        case MD_BLOCK_P:
            if (inItem) {
                ReportInline& item = currentItem();
                if (!item.empty())
                    append(item, ReportSpan::Style::Plain, " ");
                target = &item;
            } else {
                blocks.push_back(makeBlock(ReportBlock::Kind::Paragraph));
                target = &blocks.back().text;
            }
            break;
        case MD_BLOCK_UL:
        case MD_BLOCK_OL:
            if (listDepth++ == 0) {
                ordered = type == MD_BLOCK_OL;
                blocks.push_back(makeBlock(ReportBlock::Kind::List));
                blocks.back().ordered = ordered;
            }
            break;
        case MD_BLOCK_LI:
            inItem = true;
            target = &list().items.emplace_back();
            break;
        case MD_BLOCK_CODE:
            target = nullptr; // pushing a block moves the others
            blocks.push_back(makeBlock(ReportBlock::Kind::Code));
            inCode = true;
            break;
        case MD_BLOCK_TABLE:
            target = nullptr;
            blocks.push_back(makeBlock(ReportBlock::Kind::Table));
            inTable = true;
            break;
        case MD_BLOCK_THEAD:
            inHead = true;
            break;
        case MD_BLOCK_TR:
            row.clear();
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD:
            row.emplace_back();
            break;
        default:
            break;
        }
    }

    void leaveBlock(MD_BLOCKTYPE type)
    {
        switch (type) {
        case MD_BLOCK_H:
        case MD_BLOCK_P:
            target = nullptr;
            break;
        case MD_BLOCK_UL:
        case MD_BLOCK_OL:
            --listDepth;
            break;
        case MD_BLOCK_LI:
            // After a nested list's item, the rest of the outer item joins the last item.
            inItem = listDepth > 1;
            target = inItem ? &currentItem() : nullptr;
            break;
        case MD_BLOCK_CODE:
            inCode = false;
            target = inItem ? &currentItem() : nullptr;
            break;
        case MD_BLOCK_TABLE:
            inTable = false;
            target = inItem ? &currentItem() : nullptr;
            break;
        case MD_BLOCK_THEAD:
            inHead = false;
            break;
        case MD_BLOCK_TR:
            if (inHead)
                blocks.back().header = row;
            else
                blocks.back().rows.push_back(row);
            break;
        default:
            break;
        }
    }

    void enterSpan(MD_SPANTYPE type, void* detail)
    {
        if (type == MD_SPAN_STRONG)
            ++bold;
        else if (type == MD_SPAN_EM)
            ++italic;
        else if (type == MD_SPAN_CODE)
            ++code;
        else if (type == MD_SPAN_A || type == MD_SPAN_IMG) {
            if (linkDepth++ == 0) {
                const MD_ATTRIBUTE& a = type == MD_SPAN_A ? static_cast<MD_SPAN_A_DETAIL*>(detail)->href
                                                          : static_cast<MD_SPAN_IMG_DETAIL*>(detail)->src;
                linkUrl.assign(a.text, a.size);
                linkLabel.clear();
            }
        }
    }

    void leaveSpan(MD_SPANTYPE type)
    {
        if (type == MD_SPAN_STRONG)
            --bold;
        else if (type == MD_SPAN_EM)
            --italic;
        else if (type == MD_SPAN_CODE)
            --code;
        else if ((type == MD_SPAN_A || type == MD_SPAN_IMG) && --linkDepth == 0) {
            // Pictures in notes are not loaded: a report embeds only its own captures.
            const bool link = type == MD_SPAN_A && allowedUrl(linkUrl);
            if (inTable && !row.empty())
                row.back() += link ? linkLabel + " <" + linkUrl + ">" : linkLabel + " (" + linkUrl + ")";
            else if (target && link)
                append(*target, ReportSpan::Style::Link, linkLabel, linkUrl);
            else if (target)
                append(*target, style(), linkLabel + " (" + linkUrl + ")");
        }
    }
};

Builder& builderOf(void* userdata)
{
    return *static_cast<Builder*>(userdata);
}

int onText(MD_TEXTTYPE type, const MD_CHAR* text, MD_SIZE size, void* userdata)
{
    Builder& b = builderOf(userdata);
    if (type == MD_TEXT_NULLCHAR)
        b.text("\xEF\xBF\xBD");
    else if (type == MD_TEXT_BR || type == MD_TEXT_SOFTBR)
        b.text(b.inCode ? "\n" : " "); // a paragraph's lines are one line of text
    else
        b.text(std::string(text, size)); // entities stay as written, escaped by each writer
    return 0;
}

/// Without md4c: the text in paragraphs split at blank lines, no formatting.
std::vector<ReportBlock> plainParagraphs(const std::string& markdown)
{
    std::vector<ReportBlock> blocks;
    std::string paragraph;
    for (std::size_t start = 0; start <= markdown.size();) {
        const std::size_t end = std::min(markdown.find('\n', start), markdown.size());
        const std::string line = markdown.substr(start, end - start);
        if (line.find_first_not_of(" \t\r") == std::string::npos) {
            if (!paragraph.empty())
                blocks.push_back(makeBlock(ReportBlock::Kind::Paragraph, 1, plainText(paragraph)));
            paragraph.clear();
        } else {
            paragraph += (paragraph.empty() ? "" : " ") + line;
        }
        start = end + 1;
    }
    if (!paragraph.empty())
        blocks.push_back(makeBlock(ReportBlock::Kind::Paragraph, 1, plainText(paragraph)));
    return blocks;
}

} // namespace

ReportInline plainText(const std::string& text)
{
    return {ReportSpan {text, ReportSpan::Style::Plain, {}}};
}

ReportBlock makeBlock(ReportBlock::Kind kind, int level, ReportInline text)
{
    ReportBlock b;
    b.kind = kind;
    b.level = level;
    b.text = std::move(text);
    return b;
}

std::vector<ReportBlock> parseMarkdownBlocks(const std::string& markdown, int headingShift)
{
    const MdParse parse = mdParse();
    if (!parse)
        return plainParagraphs(markdown);
    Builder builder;
    builder.headingShift = headingShift;
    MD_PARSER parser {};
    parser.abi_version = 0;
    parser.flags = MD_FLAG_TABLES | MD_FLAG_NOHTML;
    parser.enter_block = [](MD_BLOCKTYPE t, void* d, void* u) { return builderOf(u).enterBlock(t, d), 0; };
    parser.leave_block = [](MD_BLOCKTYPE t, void*, void* u) { return builderOf(u).leaveBlock(t), 0; };
    parser.enter_span = [](MD_SPANTYPE t, void* d, void* u) { return builderOf(u).enterSpan(t, d), 0; };
    parser.leave_span = [](MD_SPANTYPE t, void*, void* u) { return builderOf(u).leaveSpan(t), 0; };
    parser.text = onText;
    if (parse(markdown.data(), MD_SIZE(markdown.size()), &parser, &builder) != 0)
        return plainParagraphs(markdown);
    // Items left empty (a list item holding only a code block) and lists left without items go.
    std::vector<ReportBlock> out;
    for (ReportBlock& b : builder.blocks) {
        if (b.kind == ReportBlock::Kind::List) {
            std::erase_if(b.items, [](const ReportInline& i) { return i.empty(); });
            if (b.items.empty())
                continue;
        }
        out.push_back(std::move(b));
    }
    return out;
}

ReportInline parseMarkdownInline(const std::string& text)
{
    ReportInline out;
    for (const ReportBlock& b : parseMarkdownBlocks(text, 0)) {
        const std::vector<ReportInline> parts
            = b.kind == ReportBlock::Kind::List ? b.items : std::vector<ReportInline> {b.text};
        for (const ReportInline& part : parts) {
            if (!out.empty())
                append(out, ReportSpan::Style::Plain, " ");
            for (const ReportSpan& s : part)
                append(out, s.style, s.text, s.url);
        }
    }
    return out;
}

} // namespace warpscope::core
