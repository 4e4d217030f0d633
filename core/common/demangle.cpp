#include "core/common/demangle.h"

#include <cxxabi.h>

#include <cctype>
#include <cstdlib>
#include <memory>

namespace warpscope::core {

namespace {

bool isWordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.';
}

/// The raw demangler output, or an empty string when `lowered` is not a valid mangled name.
std::string demangleRaw(const std::string& lowered)
{
    if (lowered.rfind("_Z", 0) != 0)
        return {};
    int status = 0;
    std::unique_ptr<char, decltype(&std::free)> out(
        abi::__cxa_demangle(lowered.c_str(), nullptr, nullptr, &status), &std::free);
    return status == 0 && out ? std::string(out.get()) : std::string();
}

/// Where the final top-level parameter list opens, or npos when the text does not end with one.
std::size_t paramListStart(const std::string& s)
{
    if (s.empty() || s.back() != ')')
        return std::string::npos;
    int depth = 0;
    for (std::size_t i = s.size(); i-- > 0;) {
        if (s[i] == ')')
            ++depth;
        else if (s[i] == '(' && --depth == 0)
            return i;
    }
    return std::string::npos;
}

/// Drops a template's return type: "void scale<float>" -> "scale<float>". Spaces inside <> and ()
/// ("(anonymous namespace)", "foo<unsigned int>") are part of the name.
std::string dropReturnType(const std::string& head)
{
    int depth = 0;
    std::size_t cut = std::string::npos;
    for (std::size_t i = 0; i < head.size(); ++i) {
        const char c = head[i];
        if (c == '<' || c == '(')
            ++depth;
        else if ((c == '>' || c == ')') && depth > 0)
            --depth;
        else if (c == ' ' && depth == 0)
            cut = i;
    }
    return cut == std::string::npos ? head : head.substr(cut + 1);
}

/// "__nv_bfloat16 const*" -> "const __nv_bfloat16*": the demangler writes const after a named type,
/// CUDA sources put it first. A const after * or & (a const pointer) stays where it is.
std::string constFirst(const std::string& s)
{
    static const std::string kConst = " const";
    std::string out = s;
    std::size_t pos = 0;
    while ((pos = out.find(kConst, pos)) != std::string::npos) {
        const std::size_t after = pos + kConst.size();
        if (after < out.size() && isWordChar(out[after])) {
            pos = after; // "constexpr", "const_iterator"
            continue;
        }
        std::size_t start = pos;
        while (start > 0 && (isWordChar(out[start - 1]) || out[start - 1] == ':'))
            --start;
        if (start == pos || (start > 0 && out[start - 1] != ' ' && out[start - 1] != '(' && out[start - 1] != ',')) {
            pos = after; // "T* const", "foo<int> const": leave as written
            continue;
        }
        const std::string type = out.substr(start, pos - start);
        out.replace(start, after - start, "const " + type);
        pos = after;
    }
    return out;
}

} // namespace

std::string demangledName(const std::string& lowered)
{
    const std::string raw = demangleRaw(lowered);
    if (raw.empty())
        return lowered;
    const std::size_t open = paramListStart(raw);
    if (open == std::string::npos)
        return raw; // a variable ("transpose_tiled::tile")
    return dropReturnType(raw.substr(0, open)) + constFirst(raw.substr(open));
}

std::string shortDemangledName(const std::string& lowered)
{
    const std::string raw = demangleRaw(lowered);
    if (raw.empty())
        return lowered;
    const std::size_t open = paramListStart(raw);
    return open == std::string::npos ? raw : dropReturnType(raw.substr(0, open));
}

std::string demangleWithin(const std::string& text)
{
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const bool wordStart = i == 0 || !isWordChar(text[i - 1]);
        if (wordStart && text.compare(i, 2, "_Z") == 0) {
            std::size_t end = i;
            while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_'))
                ++end;
            const std::string word = text.substr(i, end - i);
            out += demangledName(word);
            i = end;
            continue;
        }
        out += text[i++];
    }
    return out;
}

std::string ptxParamName(const std::string& param, const std::string& kernelLowered)
{
    if (!kernelLowered.empty() && param.size() > kernelLowered.size() + 1 && param.rfind(kernelLowered, 0) == 0
        && param[kernelLowered.size()] == '_')
        return param.substr(kernelLowered.size() + 1);
    return param;
}

bool containsMangledName(const std::string& text)
{
    for (std::size_t i = 0; i + 2 < text.size(); ++i) {
        if (text.compare(i, 2, "_Z") != 0 || (i > 0 && isWordChar(text[i - 1])))
            continue;
        const char c = text[i + 2];
        if (std::isdigit(static_cast<unsigned char>(c)) || c == 'N' || c == 'L' || c == 'Z')
            return true;
    }
    return false;
}

} // namespace warpscope::core
