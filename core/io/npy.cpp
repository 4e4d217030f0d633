#include "core/io/npy.h"

#include "core/common/paths.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <fstream>
#include <optional>

namespace warpscope::core {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr std::size_t kMagicLen = 6;

struct Header {
    std::string descr;
    bool fortran = false;
    std::vector<std::int64_t> shape;
};

/// A small parser for the Python dict literal numpy writes; it accepts exactly the three keys.
class HeaderParser {
public:
    HeaderParser(std::string_view text, const std::string& name)
        : m_text(text)
        , m_name(name)
    { }

    Result<Header> parse()
    {
        Header h;
        bool haveDescr = false, haveFortran = false, haveShape = false;
        if (!accept('{'))
            return fail("the header does not start with '{'");
        while (!accept('}')) {
            auto key = string();
            if (!key)
                return fail("expected a quoted key in the header");
            if (!accept(':'))
                return fail("expected ':' after '" + *key + "'");
            if (*key == "descr") {
                auto d = string();
                if (!d)
                    return fail("'descr' must be a string such as '<f4'; structured dtypes are not supported");
                h.descr = *d;
                haveDescr = true;
            } else if (*key == "fortran_order") {
                skip();
                if (m_text.substr(m_pos, 4) == "True") {
                    h.fortran = true;
                    m_pos += 4;
                } else if (m_text.substr(m_pos, 5) == "False") {
                    m_pos += 5;
                } else {
                    return fail("'fortran_order' must be True or False");
                }
                haveFortran = true;
            } else if (*key == "shape") {
                auto s = shape();
                if (!s)
                    return s.error();
                h.shape = *s;
                haveShape = true;
            } else {
                return fail("unexpected key '" + *key + "' in the header");
            }
            if (!accept(',')) {
                if (!accept('}'))
                    return fail("expected ',' or '}' in the header");
                break;
            }
        }
        if (!haveDescr || !haveFortran || !haveShape)
            return fail("the header lacks one of 'descr', 'fortran_order', 'shape'");
        return h;
    }

private:
    Error fail(const std::string& msg) const
    {
        return makeError(ErrorCode::BadInput, "not a valid .npy file: " + msg, m_name);
    }

    void skip()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }

    bool accept(char c)
    {
        skip();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }

    std::optional<std::string> string()
    {
        skip();
        if (m_pos >= m_text.size() || (m_text[m_pos] != '\'' && m_text[m_pos] != '"'))
            return std::nullopt;
        const char q = m_text[m_pos++];
        const auto end = m_text.find(q, m_pos);
        if (end == std::string_view::npos)
            return std::nullopt;
        std::string s(m_text.substr(m_pos, end - m_pos));
        m_pos = end + 1;
        return s;
    }

    Result<std::vector<std::int64_t>> shape()
    {
        std::vector<std::int64_t> dims;
        if (!accept('('))
            return fail("'shape' must be a tuple");
        while (!accept(')')) {
            skip();
            if (m_pos < m_text.size() && m_text[m_pos] == '-')
                return fail("the shape has a negative dimension");
            std::int64_t v = 0;
            std::size_t digits = 0;
            while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
                if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, m_text[m_pos] - '0', &v))
                    return fail("a shape dimension is too large");
                ++m_pos;
                ++digits;
            }
            if (!digits)
                return fail("the shape must hold non-negative integers");
            if (m_pos < m_text.size() && m_text[m_pos] == 'L')
                ++m_pos; // Python 2 long suffix
            dims.push_back(v);
            if (dims.size() > 32)
                return fail("the shape has more than 32 dimensions");
            if (!accept(',')) {
                if (!accept(')'))
                    return fail("expected ',' or ')' in the shape");
                break;
            }
        }
        return dims;
    }

    std::string_view m_text;
    const std::string& m_name;
    std::size_t m_pos = 0;
};

struct DescrInfo {
    DType type;
    bool bigEndian;
};

std::optional<DescrInfo> parseDescr(const std::string& d)
{
    if (d.size() < 3)
        return std::nullopt;
    const char order = d[0];
    if (order != '<' && order != '>' && order != '|' && order != '=')
        return std::nullopt;
    const std::string kind = d.substr(1);
    struct Map {
        const char* k;
        DType t;
    };
    static const Map maps[] = {{"f8", DType::F64}, {"f4", DType::F32}, {"f2", DType::F16}, {"i8", DType::I64},
        {"i4", DType::I32}, {"i2", DType::I16}, {"i1", DType::I8}, {"u8", DType::U64}, {"u4", DType::U32},
        {"u2", DType::U16}, {"u1", DType::U8}, {"b1", DType::U8}, {"V2", DType::U16}};
    for (const auto& m : maps)
        if (kind == m.k)
            return DescrInfo {m.t, order == '>' && dtypeSize(m.t) > 1};
    return std::nullopt;
}

const char* descrFor(DType t)
{
    switch (t) {
    case DType::F64:
        return "<f8";
    case DType::F32:
        return "<f4";
    case DType::F16:
        return "<f2";
    case DType::BF16:
        return "<u2";
    case DType::I64:
        return "<i8";
    case DType::I32:
        return "<i4";
    case DType::I16:
        return "<i2";
    case DType::I8:
        return "|i1";
    case DType::U64:
        return "<u8";
    case DType::U32:
        return "<u4";
    case DType::U16:
        return "<u2";
    case DType::U8:
        return "|u1";
    }
    return "<f4";
}

/// Converts Fortran order to C order: element (i0..in) lives at the column-major offset in src.
std::vector<std::byte> fortranToC(
    const std::vector<std::byte>& src, const std::vector<std::int64_t>& shape, std::size_t esize)
{
    std::vector<std::byte> dst(src.size());
    const std::size_t n = shape.size();
    const std::size_t count = src.size() / esize;
    std::vector<std::int64_t> idx(n, 0);
    for (std::size_t c = 0; c < count; ++c) {
        std::size_t f = 0, stride = 1;
        for (std::size_t d = 0; d < n; ++d) {
            f += static_cast<std::size_t>(idx[d]) * stride;
            stride *= static_cast<std::size_t>(shape[d]);
        }
        std::memcpy(dst.data() + c * esize, src.data() + f * esize, esize);
        for (std::size_t d = n; d-- > 0;) {
            if (++idx[d] < shape[d])
                break;
            idx[d] = 0;
        }
    }
    return dst;
}

struct Preamble {
    Header header;
    DescrInfo info;
    std::size_t dataOffset = 0;
    std::int64_t dataBytes = 0;
};

/// Reads magic, version and header, and checks the sizes, before any data is touched.
Result<Preamble> readPreamble(std::string_view bytes, const std::string& name)
{
    if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic, kMagicLen) != 0)
        return makeError(ErrorCode::BadInput, "not a .npy file (the magic string \\x93NUMPY is missing)", name);
    const auto major = static_cast<unsigned char>(bytes[6]);
    std::size_t headerLen = 0, headerStart = 0;
    if (major == 1) {
        headerLen = static_cast<unsigned char>(bytes[8])
            | (static_cast<std::size_t>(static_cast<unsigned char>(bytes[9])) << 8);
        headerStart = 10;
    } else if (major == 2 || major == 3) {
        if (bytes.size() < 12)
            return makeError(ErrorCode::BadInput, "the .npy file is truncated inside its preamble", name);
        for (int i = 3; i >= 0; --i)
            headerLen = (headerLen << 8) | static_cast<unsigned char>(bytes[8 + i]);
        headerStart = 12;
    } else {
        return makeError(ErrorCode::BadInput,
            "unsupported .npy format version " + std::to_string(major) + "; versions 1 to 3 are read", name);
    }
    if (headerLen > bytes.size() - headerStart)
        return makeError(ErrorCode::BadInput, "the .npy file is truncated inside its header", name);
    auto header = HeaderParser(bytes.substr(headerStart, headerLen), name).parse();
    if (!header)
        return header.error();
    auto info = parseDescr(header->descr);
    if (!info)
        return makeError(ErrorCode::BadInput,
            "unsupported dtype '" + header->descr + "'; use a numeric dtype (f8 f4 f2 i8..i1 u8..u1 b1)", name);
    Preamble p;
    p.header = std::move(*header);
    p.info = *info;
    p.dataOffset = headerStart + headerLen;
    const std::int64_t count = checkedElementCount(p.header.shape, kMaxNpyBytes);
    if (count < 0 || __builtin_mul_overflow(count, static_cast<std::int64_t>(dtypeSize(info->type)), &p.dataBytes)
        || p.dataBytes > kMaxNpyBytes)
        return makeError(ErrorCode::BadInput,
            "the shape " + shapeToString(p.header.shape) + " is larger than the 16 GiB Warpscope reads", name);
    return p;
}

Result<Tensor> decode(const Preamble& p, std::string_view data, const std::string& name)
{
    if (static_cast<std::int64_t>(data.size()) < p.dataBytes)
        return makeError(ErrorCode::BadInput,
            "the .npy file is truncated: the header promises " + std::to_string(p.dataBytes)
                + " data bytes, the file has " + std::to_string(data.size()),
            name);
    Tensor t;
    t.dtype = p.info.type;
    t.shape = p.header.shape;
    t.bytes.resize(static_cast<std::size_t>(p.dataBytes));
    std::memcpy(t.bytes.data(), data.data(), t.bytes.size());
    const std::size_t esize = dtypeSize(t.dtype);
    if (p.info.bigEndian)
        for (std::size_t i = 0; i < t.bytes.size(); i += esize)
            std::reverse(t.bytes.begin() + static_cast<std::ptrdiff_t>(i),
                t.bytes.begin() + static_cast<std::ptrdiff_t>(i + esize));
    if (p.header.fortran && t.shape.size() > 1)
        t.bytes = fortranToC(t.bytes, t.shape, esize);
    return t;
}

} // namespace

Result<Tensor> parseNpy(std::string_view bytes, const std::string& name)
{
    auto p = readPreamble(bytes, name);
    if (!p)
        return p.error();
    return decode(*p, bytes.substr(p->dataOffset), name);
}

Result<Tensor> loadNpy(const std::filesystem::path& path)
{
    const std::string name = path.string();
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError(ErrorCode::NotFound, "cannot open the .npy file", name);
    std::string head(65536 + 12, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    auto p = readPreamble(head, name);
    if (!p)
        return p.error();
    std::error_code ec;
    const auto fileSize = std::filesystem::file_size(path, ec);
    if (ec || fileSize < p->dataOffset || static_cast<std::int64_t>(fileSize - p->dataOffset) < p->dataBytes)
        return makeError(ErrorCode::BadInput,
            "the .npy file is truncated: the header promises " + std::to_string(p->dataBytes) + " data bytes", name);
    std::string data(static_cast<std::size_t>(p->dataBytes), '\0');
    in.clear();
    in.seekg(static_cast<std::streamoff>(p->dataOffset));
    in.read(data.data(), static_cast<std::streamsize>(data.size()));
    return decode(*p, data, name);
}

std::string serializeNpy(const Tensor& t, int alignment)
{
    std::string dict = "{'descr': '" + std::string(descrFor(t.dtype)) + "', 'fortran_order': False, 'shape': (";
    for (std::size_t i = 0; i < t.shape.size(); ++i)
        dict += std::to_string(t.shape[i]) + (t.shape.size() == 1 || i + 1 < t.shape.size() ? ", " : "");
    if (!t.shape.empty() && dict.back() == ' ')
        dict.pop_back();
    dict += "), }";
    const std::size_t align = alignment == 16 ? 16 : 64;
    std::size_t preamble = 10;
    std::size_t total = preamble + dict.size() + 1;
    int major = 1;
    if ((total + align - 1) / align * align - preamble > 65535) {
        major = 2;
        preamble = 12;
        total = preamble + dict.size() + 1;
    }
    const std::size_t padded = (total + align - 1) / align * align;
    dict.append(padded - total, ' ');
    dict += '\n';
    const std::size_t headerLen = dict.size();
    std::string out(kMagic, kMagicLen);
    out += static_cast<char>(major);
    out += '\0';
    for (std::size_t i = 0; i < (major == 1 ? 2u : 4u); ++i)
        out += static_cast<char>((headerLen >> (8 * i)) & 0xff);
    out += dict;
    out.append(reinterpret_cast<const char*>(t.bytes.data()), t.bytes.size());
    return out;
}

Status saveNpy(const std::filesystem::path& path, const Tensor& t)
{
    return writeFileAtomically(path, serializeNpy(t));
}

Result<Tensor> reinterpretAsBf16(Tensor t, const std::string& name)
{
    if (t.dtype == DType::BF16)
        return t;
    if (t.dtype != DType::U16 && t.dtype != DType::I16)
        return makeError(ErrorCode::BadInput,
            std::string("holds ") + dtypeName(t.dtype)
                + "; a bf16 buffer reads raw 16-bit bfloat16 bits stored as '<u2'",
            name);
    t.dtype = DType::BF16;
    return t;
}

} // namespace warpscope::core
