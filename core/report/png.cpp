// PNG through libpng (linked statically where the static library exists, so the CLI a remote target
// runs still needs only glibc and zlib). libpng reports errors through a callback and longjmp; both
// stay inside this file, which turns them into messages naming the file.
#include "core/report/png.h"

#include <png.h>

#include <csetjmp>
#include <cstring>

namespace warpscope::core {

namespace {

/// What the read and write callbacks share with the code that set them up.
struct PngIo {
    std::string_view input; ///< decode: the file's bytes
    std::size_t position = 0;
    std::string* output = nullptr; ///< encode: where the bytes go
    std::string message; ///< the first error, worded for the user
    std::size_t idatBytes = 0; ///< decode: the compressed image data the file holds (every IDAT chunk)
};

/// Deflate's largest expansion: one compressed byte stands for at most 1032 bytes of output.
constexpr std::size_t kMaxInflateRatio = 1032;

PngIo* ioOf(png_structp png)
{
    return static_cast<PngIo*>(png_get_error_ptr(png));
}

[[noreturn]] void onError(png_structp png, png_const_charp message)
{
    PngIo* io = ioOf(png);
    if (io->message.empty())
        io->message = std::string("the PNG data is damaged (libpng: ") + message + ")";
    png_longjmp(png, 1);
}

void onWarning(png_structp, png_const_charp)
{
    // Warnings (a damaged ancillary chunk, an odd gamma) leave a readable image; reports ignore them.
}

void readBytes(png_structp png, png_bytep out, png_size_t length)
{
    PngIo* io = static_cast<PngIo*>(png_get_io_ptr(png));
    if (length > io->input.size() - io->position) {
        io->message = "the PNG data runs past the end of the file (it is truncated)";
        png_error(png, "truncated");
    }
    std::memcpy(out, io->input.data() + io->position, length);
    io->position += length;
}

void writeBytes(png_structp png, png_bytep data, png_size_t length)
{
    static_cast<PngIo*>(png_get_io_ptr(png))->output->append(reinterpret_cast<const char*>(data), length);
}

void flushNothing(png_structp) { }

/// Owns a read struct and its info struct.
struct Reader {
    png_structp png = nullptr;
    png_infop info = nullptr;
    ~Reader() { png_destroy_read_struct(&png, info ? &info : nullptr, nullptr); }
};

struct Writer {
    png_structp png = nullptr;
    png_infop info = nullptr;
    ~Writer() { png_destroy_write_struct(&png, info ? &info : nullptr); }
};

/// Reads the image into out; false after a libpng error (io.message says which). Kept free of objects
/// with destructors between setjmp and the calls that may longjmp.
bool readInto(Reader& r, PngIo& io, RasterImage& out, std::vector<png_bytep>& rows)
{
    if (setjmp(png_jmpbuf(r.png)))
        return false;
    png_set_read_fn(r.png, &io, readBytes);
    // A wrong CRC, in any chunk, means the file was damaged on its way: refuse it rather than show
    // a picture that may be wrong (libpng would skip a damaged ancillary chunk silently).
    png_set_crc_action(r.png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    // Bombs: no image past kMaxImagePixels, no ancillary chunk (text, ICC profile) past 8 MiB.
    png_set_user_limits(r.png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(r.png, 8u << 20);
    png_read_info(r.png, r.info);
    const png_uint_32 width = png_get_image_width(r.png, r.info);
    const png_uint_32 height = png_get_image_height(r.png, r.info);
    if (std::int64_t(width) * height > kMaxImagePixels) {
        io.message = "the image is " + std::to_string(width) + " x " + std::to_string(height)
            + " pixels, more than a report embeds";
        return false;
    }
    // The header may promise far more pixels than the data can hold. Checked before the image is
    // allocated, so a small damaged file cannot make us clear hundreds of megabytes first.
    const std::size_t rawBytes = std::size_t(height) * png_get_rowbytes(r.png, r.info);
    if (rawBytes > io.idatBytes * kMaxInflateRatio + (64u << 10)) {
        io.message = "the PNG says it is " + std::to_string(width) + " x " + std::to_string(height)
            + " pixels but holds only " + std::to_string(io.idatBytes)
            + " bytes of image data, too little for them (it is truncated or damaged)";
        return false;
    }
    // Every colour type and depth to 8-bit RGBA: palettes and low depths expanded, tRNS as alpha,
    // 16-bit samples keep their high byte, grey copied into R, G and B.
    png_set_expand(r.png);
    png_set_strip_16(r.png);
    png_set_gray_to_rgb(r.png);
    png_set_add_alpha(r.png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(r.png);
    png_read_update_info(r.png, r.info);
    if (png_get_rowbytes(r.png, r.info) != std::size_t(width) * 4) {
        io.message = "the PNG's pixel format is not supported";
        return false;
    }
    out.width = int(width);
    out.height = int(height);
    out.rgba.resize(std::size_t(width) * height * 4);
    rows.resize(height);
    for (png_uint_32 y = 0; y < height; ++y)
        rows[y] = out.rgba.data() + std::size_t(y) * width * 4;
    png_read_image(r.png, rows.data());
    png_read_end(r.png, nullptr);
    return true;
}

bool writeFrom(Writer& w, PngIo& io, const RasterImage& image, bool alpha, std::vector<png_bytep>& rows)
{
    if (setjmp(png_jmpbuf(w.png)))
        return false;
    png_set_write_fn(w.png, &io, writeBytes, flushNothing);
    png_set_IHDR(w.png, w.info, png_uint_32(image.width), png_uint_32(image.height), 8,
        alpha ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
        PNG_FILTER_TYPE_DEFAULT);
    png_write_info(w.png, w.info);
    if (!alpha)
        png_set_filler(w.png, 0, PNG_FILLER_AFTER); // RGBA rows in, RGB out
    png_write_image(w.png, rows.data());
    png_write_end(w.png, nullptr);
    return true;
}

/// Every chunk's length must fit in the file. libpng allocates a text chunk's stated length before
/// reading it, so a 300-byte file could otherwise ask for gigabytes; checked first, the allocation
/// is bounded by the file's size. Adds up the IDAT chunks' lengths into idatBytes on the way.
std::string chunkRunningPastTheEnd(std::string_view bytes, std::size_t& idatBytes)
{
    std::size_t pos = 8;
    while (pos + 8 <= bytes.size()) {
        const auto* b = reinterpret_cast<const unsigned char*>(bytes.data() + pos);
        const std::size_t length = std::size_t(b[0]) << 24 | std::size_t(b[1]) << 16 | std::size_t(b[2]) << 8 | b[3];
        const std::string type(bytes.substr(pos + 4, 4));
        if (length > bytes.size() - pos - 8 || bytes.size() - pos - 8 - length < 4)
            return type;
        if (type == "IEND")
            break;
        if (type == "IDAT")
            idatBytes += length;
        pos += 12 + length;
    }
    return {};
}

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
    if (bytes.size() < 8 || png_sig_cmp(reinterpret_cast<png_const_bytep>(bytes.data()), 0, 8) != 0)
        return makeError(ErrorCode::BadInput, "not a PNG file (the signature is wrong)", name);
    PngIo io;
    io.input = bytes;
    if (const std::string type = chunkRunningPastTheEnd(bytes, io.idatBytes); !type.empty())
        return makeError(ErrorCode::BadInput,
            "the PNG chunk '" + type + "' runs past the end of the file (it is truncated or damaged)", name);
    Reader r;
    r.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &io, onError, onWarning);
    if (r.png)
        r.info = png_create_info_struct(r.png);
    if (!r.png || !r.info)
        return makeError(ErrorCode::Internal, "libpng could not start (out of memory?)", name);
    RasterImage image;
    std::vector<png_bytep> rows;
    if (!readInto(r, io, image, rows))
        return makeError(ErrorCode::BadInput, io.message.empty() ? "the PNG data is damaged" : io.message, name);
    return image;
}

std::string encodePng(const RasterImage& image)
{
    PngIo io;
    std::string out;
    io.output = &out;
    Writer w;
    w.png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &io, onError, onWarning);
    if (w.png)
        w.info = png_create_info_struct(w.png);
    if (!w.png || !w.info || image.width <= 0 || image.height <= 0
        || image.rgba.size() != std::size_t(image.width) * image.height * 4)
        return {};
    std::vector<png_bytep> rows(std::size_t(image.height));
    for (int y = 0; y < image.height; ++y)
        rows[std::size_t(y)] = const_cast<png_bytep>(image.rgba.data() + std::size_t(y) * image.width * 4);
    return writeFrom(w, io, image, image.hasAlpha(), rows) ? out : std::string();
}

} // namespace warpscope::core
