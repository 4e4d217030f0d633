#pragma once

// Byte-level helpers for reading and writing sfnt (TrueType) files.

#include <cstdint>
#include <map>
#include <string>

namespace warpscope::core::sfnt {

/// Big-endian reads that return 0 past the end, so a damaged font cannot read out of bounds.
inline std::uint16_t u16(const std::string& d, std::size_t at)
{
    if (at + 2 > d.size())
        return 0;
    return static_cast<std::uint16_t>((std::uint8_t(d[at]) << 8) | std::uint8_t(d[at + 1]));
}
/// A signed big-endian 16-bit value.
inline std::int16_t s16(const std::string& d, std::size_t at)
{
    return static_cast<std::int16_t>(u16(d, at));
}
/// A big-endian 32-bit value.
inline std::uint32_t u32(const std::string& d, std::size_t at)
{
    return (std::uint32_t(u16(d, at)) << 16) | u16(d, at + 2);
}
/// Appends a big-endian 16-bit value.
inline void put16(std::string& out, std::uint32_t v)
{
    out += static_cast<char>((v >> 8) & 0xff);
    out += static_cast<char>(v & 0xff);
}
/// Appends a big-endian 32-bit value.
inline void put32(std::string& out, std::uint32_t v)
{
    put16(out, v >> 16);
    put16(out, v & 0xffff);
}

/// Where a table sits in an sfnt (TrueType) file.
struct Table {
    std::size_t offset = 0;
    std::size_t length = 0;
};

/// The table directory, by tag; tables that run past the end of the file are left out.
inline std::map<std::string, Table> readDirectory(const std::string& d)
{
    std::map<std::string, Table> tables;
    const int count = u16(d, 4);
    for (int i = 0; i < count; ++i) {
        const std::size_t rec = 12 + std::size_t(i) * 16;
        const Table t {u32(d, rec + 8), u32(d, rec + 12)};
        if (t.offset <= d.size() && t.length <= d.size() - t.offset)
            tables[d.substr(rec, 4)] = t;
    }
    return tables;
}

} // namespace warpscope::core::sfnt
