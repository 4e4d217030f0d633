#include "core/report/deflate.h"

#if WARPSCOPE_HAVE_ZLIB
#include <zlib.h>
#endif

#include <algorithm>
#include <array>

namespace warpscope::core {

#if WARPSCOPE_HAVE_ZLIB

bool haveZlib()
{
    return true;
}

std::string deflateBytes(std::string_view bytes, int level)
{
    uLongf size = compressBound(static_cast<uLong>(bytes.size()));
    std::string out(size, '\0');
    compress2(reinterpret_cast<Bytef*>(out.data()), &size, reinterpret_cast<const Bytef*>(bytes.data()),
        static_cast<uLong>(bytes.size()), level);
    out.resize(size);
    return out;
}

Result<std::string> inflateBytes(std::string_view bytes, std::size_t maxBytes, const std::string& name)
{
    z_stream z {};
    if (inflateInit(&z) != Z_OK)
        return makeError(ErrorCode::Internal, "zlib could not start", name);
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    z.avail_in = static_cast<uInt>(bytes.size());
    std::string out;
    std::array<char, 65536> chunk;
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        z.next_out = reinterpret_cast<Bytef*>(chunk.data());
        z.avail_out = static_cast<uInt>(chunk.size());
        rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            inflateEnd(&z);
            return makeError(ErrorCode::BadInput, "the compressed image data is damaged; capture it again", name);
        }
        out.append(chunk.data(), chunk.size() - z.avail_out);
        if (out.size() > maxBytes) {
            inflateEnd(&z);
            return makeError(ErrorCode::BadInput, "the image data is larger than its header says", name);
        }
        if (rc == Z_OK && z.avail_in == 0 && z.avail_out != 0)
            break; // truncated stream: keep what was decoded, the caller checks the size
    }
    inflateEnd(&z);
    return out;
}

std::uint32_t crc32Of(std::string_view bytes)
{
    return static_cast<std::uint32_t>(
        crc32(0L, reinterpret_cast<const Bytef*>(bytes.data()), static_cast<uInt>(bytes.size())));
}

#else

bool haveZlib()
{
    return false;
}

// Without zlib, a valid zlib stream of "stored" blocks: PDF streams and PNG files stay readable,
// only larger.
std::string deflateBytes(std::string_view bytes, int)
{
    std::string out = "\x78\x01";
    std::uint32_t a = 1, b = 0;
    for (unsigned char c : bytes) {
        a = (a + c) % 65521;
        b = (b + a) % 65521;
    }
    std::size_t pos = 0;
    do {
        const std::size_t n = std::min<std::size_t>(65535, bytes.size() - pos);
        const bool last = pos + n == bytes.size();
        out += static_cast<char>(last ? 1 : 0);
        out += static_cast<char>(n & 0xff);
        out += static_cast<char>(n >> 8);
        out += static_cast<char>(~n & 0xff);
        out += static_cast<char>((~n >> 8) & 0xff);
        out.append(bytes.substr(pos, n));
        pos += n;
    } while (pos < bytes.size());
    const std::uint32_t adler = (b << 16) | a;
    for (int shift = 24; shift >= 0; shift -= 8)
        out += static_cast<char>((adler >> shift) & 0xff);
    return out;
}

Result<std::string> inflateBytes(std::string_view, std::size_t, const std::string& name)
{
    return makeError(ErrorCode::Unsupported,
        "this Warpscope was built without zlib, so it cannot read PNG images; install zlib1g-dev and rebuild", name);
}

std::uint32_t crc32Of(std::string_view bytes)
{
    std::uint32_t c = 0xffffffffu;
    for (unsigned char b : bytes) {
        c ^= b;
        for (int k = 0; k < 8; ++k)
            c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return c ^ 0xffffffffu;
}

#endif

} // namespace warpscope::core
