#include "core/report/png.h"

#include "core/report/deflate.h"

#include <array>
#include <cstdlib>
#include <cstring>

namespace warpscope::core {

namespace {

constexpr std::string_view kSignature("\x89PNG\r\n\x1a\n", 8);

std::uint32_t be32(const unsigned char* p)
{
    return (std::uint32_t(p[0]) << 24) | (p[1] << 16) | (p[2] << 8) | p[3];
}

struct Header {
    std::uint32_t width = 0;
    std::uint32_t height = 0;
    int depth = 0;
    int colorType = 0;
    int interlace = 0;
    int channels() const { return colorType == 0 || colorType == 3 ? 1 : colorType == 4 ? 2 : colorType == 2 ? 3 : 4; }
    std::size_t rowBytes(std::uint32_t w) const { return (std::size_t(w) * channels() * depth + 7) / 8; }
    std::size_t filterBpp() const { return std::max<std::size_t>(1, std::size_t(channels()) * depth / 8); }
};

struct Chunks {
    Header header;
    std::string data; ///< IDAT, concatenated
    std::string palette;
    std::string transparency;
};

bool validDepth(int colorType, int depth)
{
    switch (colorType) {
    case 0:
        return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
    case 3:
        return depth == 1 || depth == 2 || depth == 4 || depth == 8;
    case 2:
    case 4:
    case 6:
        return depth == 8 || depth == 16;
    }
    return false;
}

Result<Chunks> readChunks(std::string_view bytes, const std::string& name)
{
    if (bytes.substr(0, 8) != kSignature)
        return makeError(ErrorCode::BadInput, "not a PNG file (the signature is wrong)", name);
    Chunks c;
    bool seenHeader = false;
    std::size_t pos = 8;
    bool seenEnd = false;
    while (pos < bytes.size()) {
        if (pos + 12 > bytes.size())
            return makeError(ErrorCode::BadInput, "a PNG chunk runs past the end of the file (it is truncated)", name);
        const auto* p = reinterpret_cast<const unsigned char*>(bytes.data() + pos);
        const std::uint32_t length = be32(p);
        const std::string type(bytes.substr(pos + 4, 4));
        if (length > bytes.size() - pos - 12)
            return makeError(ErrorCode::BadInput, "the PNG chunk '" + type + "' runs past the end of the file", name);
        const std::string_view body = bytes.substr(pos + 8, length);
        // The CRC covers the type and the body; a flipped byte anywhere in a chunk is caught here.
        if (crc32Of(bytes.substr(pos + 4, 4 + length))
            != be32(reinterpret_cast<const unsigned char*>(bytes.data() + pos + 8 + length)))
            return makeError(ErrorCode::BadInput,
                "the PNG chunk '" + type + "' is damaged (its checksum does not match); capture it again", name);
        if (type == "IHDR" && length >= 13) {
            const auto* h = reinterpret_cast<const unsigned char*>(body.data());
            c.header = {be32(h), be32(h + 4), h[8], h[9], h[12]};
            seenHeader = true;
        } else if (type == "PLTE") {
            c.palette = std::string(body);
        } else if (type == "tRNS") {
            c.transparency = std::string(body);
        } else if (type == "IDAT") {
            c.data.append(body);
        } else if (type == "IEND") {
            seenEnd = true;
            break;
        }
        pos += 12 + length;
    }
    if (!seenEnd)
        return makeError(ErrorCode::BadInput, "the PNG file ends before its IEND chunk (it is truncated)", name);
    const Header& h = c.header;
    if (!seenHeader || h.width == 0 || h.height == 0 || !validDepth(h.colorType, h.depth) || h.interlace > 1)
        return makeError(ErrorCode::BadInput, "the PNG header (IHDR) is missing or not supported", name);
    if (std::int64_t(h.width) * h.height > kMaxImagePixels)
        return makeError(ErrorCode::BadInput,
            "the image is " + std::to_string(h.width) + "x" + std::to_string(h.height)
                + " pixels, more than a report holds",
            name);
    if (h.colorType == 3 && c.palette.size() < 3)
        return makeError(ErrorCode::BadInput, "the PNG has no palette (PLTE) for its palette colours", name);
    return c;
}

int paeth(int a, int b, int c)
{
    const int p = a + b - c;
    const int pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// Undoes the per-row filters of one (sub)image in place; false on an unknown filter type.
bool unfilter(unsigned char* data, std::size_t rows, std::size_t stride, std::size_t bpp)
{
    for (std::size_t y = 0; y < rows; ++y) {
        unsigned char* row = data + y * (stride + 1);
        const int filter = row[0];
        unsigned char* cur = row + 1;
        const unsigned char* prev = y ? data + (y - 1) * (stride + 1) + 1 : nullptr;
        for (std::size_t x = 0; x < stride; ++x) {
            const int a = x >= bpp ? cur[x - bpp] : 0;
            const int b = prev ? prev[x] : 0;
            const int c = prev && x >= bpp ? prev[x - bpp] : 0;
            switch (filter) {
            case 0:
                break;
            case 1:
                cur[x] = static_cast<unsigned char>(cur[x] + a);
                break;
            case 2:
                cur[x] = static_cast<unsigned char>(cur[x] + b);
                break;
            case 3:
                cur[x] = static_cast<unsigned char>(cur[x] + ((a + b) >> 1));
                break;
            case 4:
                cur[x] = static_cast<unsigned char>(cur[x] + paeth(a, b, c));
                break;
            default:
                return false;
            }
        }
    }
    return true;
}

// Sample i of a row at the image's bit depth, scaled to 0..255 (palette indices stay indices).
int sample(const unsigned char* row, std::size_t i, int depth, bool scale)
{
    if (depth == 8)
        return row[i];
    if (depth == 16)
        return row[2 * i]; // the high byte
    const std::size_t bit = i * depth;
    const int v = (row[bit / 8] >> (8 - depth - bit % 8)) & ((1 << depth) - 1);
    return scale ? v * 255 / ((1 << depth) - 1) : v;
}

std::uint16_t sample16(const unsigned char* row, std::size_t i, int depth)
{
    if (depth == 16)
        return static_cast<std::uint16_t>((row[2 * i] << 8) | row[2 * i + 1]);
    return static_cast<std::uint16_t>(sample(row, i, depth, false));
}

void toRgba(const Chunks& c, const unsigned char* row, std::uint32_t width, unsigned char* out)
{
    const Header& h = c.header;
    const auto& trns = c.transparency;
    for (std::uint32_t x = 0; x < width; ++x, out += 4) {
        const std::size_t n = std::size_t(x) * h.channels();
        switch (h.colorType) {
        case 0: {
            out[0] = out[1] = out[2] = static_cast<unsigned char>(sample(row, n, h.depth, true));
            const bool clear = trns.size() >= 2
                && sample16(row, n, h.depth) == ((std::uint8_t(trns[0]) << 8) | std::uint8_t(trns[1]));
            out[3] = clear ? 0 : 255;
            break;
        }
        case 3: {
            std::size_t index = static_cast<std::size_t>(sample(row, n, h.depth, false));
            if (index * 3 + 2 >= c.palette.size())
                index = 0;
            for (int k = 0; k < 3; ++k)
                out[k] = static_cast<unsigned char>(c.palette[index * 3 + k]);
            out[3] = index < trns.size() ? static_cast<unsigned char>(trns[index]) : 255;
            break;
        }
        case 4:
            out[0] = out[1] = out[2] = static_cast<unsigned char>(sample(row, n, h.depth, true));
            out[3] = static_cast<unsigned char>(sample(row, n + 1, h.depth, true));
            break;
        default:
            for (int k = 0; k < 3; ++k)
                out[k] = static_cast<unsigned char>(sample(row, n + k, h.depth, true));
            out[3] = h.colorType == 6 ? static_cast<unsigned char>(sample(row, n + 3, h.depth, true)) : 255;
            if (h.colorType == 2 && trns.size() >= 6) {
                bool match = true;
                for (int k = 0; k < 3; ++k)
                    match = match
                        && sample16(row, n + k, h.depth)
                            == ((std::uint8_t(trns[2 * k]) << 8) | std::uint8_t(trns[2 * k + 1]));
                out[3] = match ? 0 : 255;
            }
        }
    }
}

struct Pass {
    int x0, y0, dx, dy;
};
constexpr std::array<Pass, 7> kAdam7
    = {{{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}}};

} // namespace

bool RasterImage::hasAlpha() const
{
    for (std::size_t i = 3; i < rgba.size(); i += 4)
        if (rgba[i] != 255)
            return true;
    return false;
}

Result<RasterImage> decodePng(std::string_view bytes, const std::string& name)
{
    auto chunks = readChunks(bytes, name);
    if (!chunks)
        return chunks.error();
    const Chunks& c = *chunks;
    const Header& h = c.header;
    const std::vector<Pass> passes
        = h.interlace ? std::vector<Pass>(kAdam7.begin(), kAdam7.end()) : std::vector<Pass> {{0, 0, 1, 1}};
    std::size_t expected = 0;
    for (const Pass& p : passes) {
        const std::uint32_t w = (h.width + p.dx - 1 - p.x0) / p.dx, rows = (h.height + p.dy - 1 - p.y0) / p.dy;
        if (w && rows)
            expected += rows * (h.rowBytes(w) + 1);
    }
    auto raw = inflateBytes(c.data, expected, name);
    if (!raw)
        return raw.error();
    if (raw->size() < expected)
        return makeError(
            ErrorCode::BadInput, "the PNG image data (IDAT) is shorter than the image; capture it again", name);
    RasterImage image {int(h.width), int(h.height), std::vector<std::uint8_t>(std::size_t(h.width) * h.height * 4)};
    auto* data = reinterpret_cast<unsigned char*>(raw->data());
    std::vector<unsigned char> line(std::size_t(h.width) * 4);
    for (const Pass& p : passes) {
        const std::uint32_t w = (h.width + p.dx - 1 - p.x0) / p.dx, rows = (h.height + p.dy - 1 - p.y0) / p.dy;
        if (!w || !rows)
            continue;
        const std::size_t stride = h.rowBytes(w);
        if (!unfilter(data, rows, stride, h.filterBpp()))
            return makeError(ErrorCode::BadInput, "a PNG row has an unknown filter type; the file is damaged", name);
        for (std::uint32_t y = 0; y < rows; ++y) {
            toRgba(c, data + y * (stride + 1) + 1, w, line.data());
            for (std::uint32_t x = 0; x < w; ++x)
                std::memcpy(&image.rgba[((std::size_t(p.y0) + y * p.dy) * h.width + p.x0 + x * p.dx) * 4],
                    &line[std::size_t(x) * 4], 4);
        }
        data += rows * (stride + 1);
    }
    return image;
}

std::string encodePng(const RasterImage& image)
{
    const bool alpha = image.hasAlpha();
    const int channels = alpha ? 4 : 3;
    std::string raw;
    raw.reserve(std::size_t(image.height) * (std::size_t(image.width) * channels + 1));
    for (int y = 0; y < image.height; ++y) {
        raw += '\0'; // filter "none": screenshots compress well enough without prediction
        for (int x = 0; x < image.width; ++x)
            raw.append(reinterpret_cast<const char*>(&image.rgba[(std::size_t(y) * image.width + x) * 4]), channels);
    }
    auto chunk = [](std::string& out, const char* type, const std::string& body) {
        const std::uint32_t n = static_cast<std::uint32_t>(body.size());
        for (int s = 24; s >= 0; s -= 8)
            out += static_cast<char>((n >> s) & 0xff);
        const std::string typed = std::string(type, 4) + body;
        out += typed;
        const std::uint32_t crc = crc32Of(typed);
        for (int s = 24; s >= 0; s -= 8)
            out += static_cast<char>((crc >> s) & 0xff);
    };
    std::string header;
    for (std::uint32_t v : {std::uint32_t(image.width), std::uint32_t(image.height)})
        for (int s = 24; s >= 0; s -= 8)
            header += static_cast<char>((v >> s) & 0xff);
    header += std::string {char(8), char(alpha ? 6 : 2), 0, 0, 0};
    std::string out(kSignature);
    chunk(out, "IHDR", header);
    chunk(out, "IDAT", deflateBytes(raw));
    chunk(out, "IEND", {});
    return out;
}

} // namespace warpscope::core
