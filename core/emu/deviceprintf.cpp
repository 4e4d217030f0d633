// The device printf's formatting. Like the CUDA runtime, each conversion is handed to the host C
// library (snprintf) with a conversion spec rebuilt here from parsed parts, so the argument type
// always matches the spec whatever the kernel's format string says.
#include "core/emu/deviceprintf.h"

#include <cstdarg>
#include <cstdio>
#include <cstring>

namespace warpscope::core::emu {

namespace {

/// Widths and precisions beyond this are clamped: a kernel's "%99999999d" must not allocate
/// gigabytes on the host.
constexpr int kMaxWidth = 1 << 16;

struct Spec {
    std::string flags;
    int width = -1;
    int precision = -1;
    int size = 0; ///< 0 none, 1 h, 2 hh, 3 l, 4 ll
    char type = 0;
};

std::string vformat(const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    va_list copy;
    va_copy(copy, ap);
    const int n = std::vsnprintf(nullptr, 0, fmt, copy);
    va_end(copy);
    std::string out;
    if (n > 0) {
        out.resize(static_cast<std::size_t>(n) + 1);
        std::vsnprintf(out.data(), out.size(), fmt, ap);
        out.resize(static_cast<std::size_t>(n));
    }
    va_end(ap);
    return out;
}

/// The spec for snprintf: flags, numeric width and precision, then `length` and the type.
std::string rebuild(const Spec& s, const char* length)
{
    std::string f = "%" + s.flags;
    if (s.width >= 0)
        f += std::to_string(s.width);
    if (s.precision >= 0)
        f += "." + std::to_string(s.precision);
    f += length;
    f += s.type;
    return f;
}

class Formatter {
public:
    Formatter(std::string_view format, const PrintfMemory& memory)
        : m_fmt(format)
        , m_mem(memory)
    { }

    PrintfFormatted run()
    {
        std::size_t i = 0;
        while (i < m_fmt.size()) {
            const char ch = m_fmt[i];
            if (ch != '%') {
                m_out.text += ch;
                ++i;
                continue;
            }
            i = conversion(i);
        }
        m_out.returnValue = m_args;
        return std::move(m_out);
    }

private:
    /// Handles the conversion starting at fmt[start] == '%'; returns the index after it.
    std::size_t conversion(std::size_t start)
    {
        std::size_t i = start + 1;
        if (i < m_fmt.size() && m_fmt[i] == '%') {
            m_out.text += '%';
            return i + 1;
        }
        Spec s;
        bool starWidth = false;
        bool starPrecision = false;
        while (i < m_fmt.size() && std::strchr("-+ #0", m_fmt[i]) && m_fmt[i] != 0)
            s.flags += m_fmt[i++];
        if (i < m_fmt.size() && m_fmt[i] == '*') {
            starWidth = true;
            ++i;
        } else {
            i = digits(i, s.width);
        }
        if (i < m_fmt.size() && m_fmt[i] == '.') {
            ++i;
            if (i < m_fmt.size() && m_fmt[i] == '*') {
                starPrecision = true;
                ++i;
            } else {
                s.precision = 0;
                i = digits(i, s.precision);
            }
        }
        if (m_fmt.compare(i, 2, "hh") == 0) {
            s.size = 2;
            i += 2;
        } else if (m_fmt.compare(i, 2, "ll") == 0) {
            s.size = 4;
            i += 2;
        } else if (i < m_fmt.size() && (m_fmt[i] == 'h' || m_fmt[i] == 'l')) {
            s.size = m_fmt[i] == 'h' ? 1 : 3;
            ++i;
        }
        const std::string_view written = m_fmt.substr(start, std::min(i + 1, m_fmt.size()) - start);
        if (i >= m_fmt.size() || !std::strchr("cdiouxXpeEfFgGaAs", m_fmt[i]) || m_fmt[i] == 0) {
            m_out.text += written; // not a conversion the device printf knows: printed as written
            return std::min(i + 1, m_fmt.size());
        }
        s.type = m_fmt[i];
        const int needed = 1 + (starWidth ? 1 : 0) + (starPrecision ? 1 : 0);
        if (m_args + needed > kPrintfMaxArgs) {
            m_out.text += written;
            return i + 1;
        }
        if (starWidth) {
            const std::int64_t w = signedArg(4);
            if (w < 0 && s.flags.find('-') == std::string::npos)
                s.flags += '-';
            s.width = static_cast<int>(std::min<std::int64_t>(w < 0 ? -w : w, kMaxWidth));
        }
        if (starPrecision) {
            const std::int64_t p = signedArg(4);
            s.precision = p < 0 ? -1 : static_cast<int>(std::min<std::int64_t>(p, kMaxWidth));
        }
        emit(s);
        return i + 1;
    }

    std::size_t digits(std::size_t i, int& value)
    {
        if (i >= m_fmt.size() || m_fmt[i] < '0' || m_fmt[i] > '9')
            return i;
        long v = 0;
        while (i < m_fmt.size() && m_fmt[i] >= '0' && m_fmt[i] <= '9') {
            v = std::min<long>(v * 10 + (m_fmt[i] - '0'), kMaxWidth);
            ++i;
        }
        value = static_cast<int>(v);
        return i;
    }

    /// Reads the next argument of `bytes` at the next offset aligned to its size.
    std::uint64_t rawArg(std::size_t bytes)
    {
        ++m_args;
        m_offset = (m_offset + bytes - 1) / bytes * bytes;
        std::uint64_t v = 0;
        if (!m_mem.readArg || !m_mem.readArg(m_offset, &v, bytes)) {
            fail(engineMessage("printf.argument_unreadable", {numberMessage(m_args), numberMessage(m_offset)}));
            m_unreadable = true;
        }
        m_offset += bytes;
        return v;
    }

    std::int64_t signedArg(std::size_t bytes)
    {
        const std::uint64_t v = rawArg(bytes);
        return bytes == 4 ? static_cast<std::int32_t>(static_cast<std::uint32_t>(v)) : static_cast<std::int64_t>(v);
    }

    void fail(EngineMessage why)
    {
        if (m_out.error.empty()) {
            m_out.error = engineMessageText(why);
            m_out.errorMessage = std::move(why);
        }
    }

    void emit(const Spec& s)
    {
        m_unreadable = false;
        switch (s.type) {
        case 'd':
        case 'i':
            integer(s, true);
            break;
        case 'o':
        case 'u':
        case 'x':
        case 'X':
            integer(s, false);
            break;
        case 'c': {
            const auto v = static_cast<unsigned char>(rawArg(4));
            if (!m_unreadable)
                m_out.text += vformat(rebuild(s, "").c_str(), static_cast<int>(v));
            break;
        }
        case 'p': {
            const std::uint64_t v = rawArg(8);
            if (!m_unreadable)
                m_out.text += vformat(rebuild(s, "").c_str(), reinterpret_cast<void*>(static_cast<std::uintptr_t>(v)));
            break;
        }
        case 's':
            string(s);
            break;
        default: {
            const std::uint64_t bits = rawArg(8);
            double d = 0;
            std::memcpy(&d, &bits, sizeof d);
            if (!m_unreadable)
                m_out.text += vformat(rebuild(s, "").c_str(), d);
            break;
        }
        }
        if (m_unreadable)
            m_out.text += "<unreadable argument>";
    }

    void integer(const Spec& s, bool isSigned)
    {
        const std::size_t bytes = s.size >= 3 ? 8 : 4;
        const std::uint64_t raw = rawArg(bytes);
        if (m_unreadable)
            return;
        const std::string f = rebuild(s, "ll");
        if (isSigned) {
            long long v = bytes == 8 ? static_cast<long long>(raw) : static_cast<std::int32_t>(raw);
            if (s.size == 1)
                v = static_cast<std::int16_t>(v);
            else if (s.size == 2)
                v = static_cast<std::int8_t>(v);
            m_out.text += vformat(f.c_str(), v);
        } else {
            unsigned long long v = bytes == 8 ? raw : static_cast<std::uint32_t>(raw);
            if (s.size == 1)
                v = static_cast<std::uint16_t>(v);
            else if (s.size == 2)
                v = static_cast<std::uint8_t>(v);
            m_out.text += vformat(f.c_str(), v);
        }
    }

    void string(const Spec& s)
    {
        const std::uint64_t address = rawArg(8);
        if (m_unreadable)
            return;
        const std::string f = rebuild(s, "");
        if (address == 0) { // glibc's text, which the CUDA runtime's host-side formatting prints
            m_out.text += vformat(f.c_str(), "(null)");
            return;
        }
        std::optional<std::string> str = m_mem.readString ? m_mem.readString(address) : std::nullopt;
        if (!str) {
            const std::string hex = vformat("0x%llx", static_cast<unsigned long long>(address));
            fail(engineMessage("printf.bad_string", {numberMessage(m_args), literalMessage(hex)}));
            m_out.text += "<bad string pointer " + hex + ">";
            return;
        }
        m_out.text += vformat(f.c_str(), str->c_str());
    }

    std::string_view m_fmt;
    const PrintfMemory& m_mem;
    PrintfFormatted m_out;
    std::uint64_t m_offset = 0;
    int m_args = 0;
    bool m_unreadable = false;
};

} // namespace

PrintfFormatted formatDevicePrintf(std::string_view format, const PrintfMemory& memory)
{
    return Formatter(format, memory).run();
}

} // namespace warpscope::core::emu
