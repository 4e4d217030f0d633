// libFuzzer target for the PNG decoder (reports embed user screenshots; libpng behind
// core/report/png.h): any bytes must decode or come back as an error naming the file, never crash,
// leak past libpng's longjmp or allocate past kMaxImagePixels; a decoded image must re-encode and
// decode to the same pixels.
#include "core/report/png.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace warpscope::core;

std::uint32_t crc32Of(const std::uint8_t* p, std::size_t n)
{
    static const auto table = [] {
        std::array<std::uint32_t, 256> t {};
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    std::uint32_t c = 0xffffffffu;
    for (std::size_t i = 0; i < n; ++i)
        c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

/// The input with every complete chunk's CRC made right: a mutated chunk body otherwise stops at
/// the CRC check and the fuzzer never reaches the header, palette, filter and interlace code.
std::string withFixedCrcs(std::string bytes)
{
    std::size_t pos = 8;
    while (pos + 12 <= bytes.size()) {
        const auto* b = reinterpret_cast<const std::uint8_t*>(bytes.data());
        const std::size_t length = std::size_t(b[pos]) << 24 | b[pos + 1] << 16 | b[pos + 2] << 8 | b[pos + 3];
        if (length > bytes.size() - pos - 12)
            break;
        const std::uint32_t crc = crc32Of(b + pos + 4, 4 + length);
        for (int i = 0; i < 4; ++i)
            bytes[pos + 8 + length + std::size_t(i)] = static_cast<char>(crc >> (24 - 8 * i));
        pos += 12 + length;
    }
    return bytes;
}

void check(std::string_view bytes)
{
    auto image = decodePng(bytes, "fuzz.png");
    if (!image.ok())
        return;
    const std::int64_t pixels = std::int64_t(image->width) * image->height;
    if (image->width <= 0 || image->height <= 0 || pixels > kMaxImagePixels
        || image->rgba.size() != std::size_t(pixels) * 4)
        std::abort();
    if (pixels > (1 << 22))
        return; // re-encoding a big image only slows the fuzzer down
    auto again = decodePng(encodePng(*image), "again.png");
    if (!again.ok() || again->width != image->width || again->height != image->height || again->rgba != image->rgba)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    check(bytes); // as given: damaged CRCs must be refused cleanly
    if (const std::string fixed = withFixedCrcs(bytes); fixed != bytes)
        check(fixed);
    return 0;
}
