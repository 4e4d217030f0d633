// subsetTrueType: a report uses a few hundred of DejaVu Sans's 6,000 glyphs; embedding only those
// keeps a PDF small. Glyph ids are unchanged (unused outlines are emptied), so text needs no remapping.
#include "core/report/sfnt.h"
#include "core/report/truetype.h"

#include <deque>

namespace warpscope::core {

namespace {

using sfnt::put16;
using sfnt::put32;
using sfnt::s16;
using sfnt::u16;
using sfnt::u32;

std::uint32_t checksum(const std::string& t)
{
    std::uint32_t sum = 0;
    for (std::size_t i = 0; i < t.size(); i += 4) {
        std::uint32_t v = 0;
        for (std::size_t k = 0; k < 4; ++k)
            v = (v << 8) | (i + k < t.size() ? std::uint8_t(t[i + k]) : 0);
        sum += v;
    }
    return sum;
}

struct Outlines {
    const std::string& data;
    std::size_t glyf = 0;
    std::size_t loca = 0;
    bool longLoca = false;
    int numGlyphs = 0;

    std::pair<std::size_t, std::size_t> range(int g) const
    {
        if (g < 0 || g >= numGlyphs)
            return {0, 0};
        const auto at = [&](int i) -> std::size_t {
            return longLoca ? u32(data, loca + 4 * std::size_t(i))
                            : 2 * std::size_t(u16(data, loca + 2 * std::size_t(i)));
        };
        const std::size_t begin = at(g), end = at(g + 1);
        return end > begin && glyf + end <= data.size() ? std::pair {glyf + begin, end - begin}
                                                        : std::pair {glyf, std::size_t(0)};
    }
};

// The glyphs a composite glyph is built from.
std::vector<std::uint16_t> components(const Outlines& o, int g)
{
    std::vector<std::uint16_t> out;
    const auto [at, length] = o.range(g);
    if (length < 10 || s16(o.data, at) >= 0)
        return out;
    std::size_t p = at + 10;
    for (int guard = 0; guard < 64 && p + 4 <= at + length; ++guard) {
        const std::uint16_t flags = u16(o.data, p);
        out.push_back(u16(o.data, p + 2));
        p += 4 + ((flags & 0x0001) ? 4 : 2);
        p += (flags & 0x0008) ? 2 : (flags & 0x0040) ? 4 : (flags & 0x0080) ? 8 : 0;
        if (!(flags & 0x0020))
            break;
    }
    return out;
}

std::set<std::uint16_t> closure(const Outlines& o, const std::set<std::uint16_t>& glyphs)
{
    std::set<std::uint16_t> keep {0};
    std::deque<std::uint16_t> todo(glyphs.begin(), glyphs.end());
    while (!todo.empty()) {
        const std::uint16_t g = todo.front();
        todo.pop_front();
        if (g >= o.numGlyphs || !keep.insert(g).second)
            continue;
        for (std::uint16_t c : components(o, g))
            todo.push_back(c);
    }
    return keep;
}

std::string assemble(const std::map<std::string, std::string>& tables)
{
    const std::uint16_t n = static_cast<std::uint16_t>(tables.size());
    std::uint16_t power = 1, log2 = 0;
    while (power * 2 <= n) {
        power *= 2;
        ++log2;
    }
    std::string out;
    put32(out, 0x00010000);
    put16(out, n);
    put16(out, power * 16);
    put16(out, log2);
    put16(out, n * 16 - power * 16);
    std::size_t offset = 12 + std::size_t(n) * 16;
    std::string body;
    for (const auto& [tag, table] : tables) {
        out += tag;
        put32(out, checksum(table));
        put32(out, static_cast<std::uint32_t>(offset + body.size()));
        put32(out, static_cast<std::uint32_t>(table.size()));
        body += table;
        body.append((4 - table.size() % 4) % 4, '\0');
    }
    return out + body;
}

} // namespace

std::string subsetTrueType(const TrueTypeFont& font, const std::set<std::uint16_t>& glyphs)
{
    const std::string& d = font.data;
    const auto dir = sfnt::readDirectory(d);
    const std::size_t head = dir.at("head").offset;
    Outlines o {d, dir.at("glyf").offset, dir.at("loca").offset, s16(d, head + 50) == 1, font.numGlyphs};
    const std::set<std::uint16_t> keep = closure(o, glyphs);

    std::string glyf, loca;
    for (int g = 0; g < font.numGlyphs; ++g) {
        put32(loca, static_cast<std::uint32_t>(glyf.size()));
        if (!keep.count(static_cast<std::uint16_t>(g)))
            continue;
        const auto [at, length] = o.range(g);
        glyf.append(d, at, length);
        glyf.append((4 - glyf.size() % 4) % 4, '\0');
    }
    put32(loca, static_cast<std::uint32_t>(glyf.size()));

    std::map<std::string, std::string> tables;
    for (const char* tag : {"OS/2", "cmap", "cvt ", "fpgm", "hhea", "hmtx", "maxp", "name", "prep"})
        if (dir.count(tag))
            tables[tag] = d.substr(dir.at(tag).offset, dir.at(tag).length);
    tables["glyf"] = glyf;
    tables["loca"] = loca;
    std::string headTable = d.substr(head, dir.at("head").length);
    headTable.replace(8, 4, std::string(4, '\0')); // checkSumAdjustment, set below
    headTable.replace(50, 2, std::string("\0\1", 2)); // long loca offsets
    tables["head"] = headTable;
    if (dir.count("post") && dir.at("post").length >= 32) {
        std::string post = d.substr(dir.at("post").offset, 32);
        post.replace(0, 4, std::string("\0\3\0\0", 4)); // format 3: no glyph names, which are most of 'post'
        tables["post"] = post;
    }
    std::string out = assemble(tables);
    const std::uint32_t adjust = 0xB1B0AFBAu - checksum(out);
    const std::size_t headAt = u32(out, 12 + 16 * std::distance(tables.begin(), tables.find("head")) + 8);
    std::string fixed;
    put32(fixed, adjust);
    out.replace(headAt + 8, 4, fixed);
    return out;
}

} // namespace warpscope::core
