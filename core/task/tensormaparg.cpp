// The options of a tmap: launch argument (syntax in docs/task-format.md, "Tensor maps").
#include "core/task/tensormaparg.h"

#include <cctype>

namespace warpscope::core {

namespace {

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t");
    const auto e = s.find_last_not_of(" \t");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

std::string lower(std::string s)
{
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

/// Splits at commas outside brackets.
std::vector<std::string> splitTop(const std::string& text)
{
    std::vector<std::string> out;
    int depth = 0;
    std::string cur;
    for (char c : text) {
        if (c == '[' || c == '(')
            ++depth;
        else if (c == ']' || c == ')')
            --depth;
        if (c == ',' && depth == 0) {
            out.push_back(trim(cur));
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (!trim(cur).empty() || !out.empty())
        out.push_back(trim(cur));
    return out;
}

Result<std::vector<std::string>> listValue(const std::string& key, const std::string& value)
{
    if (value.size() < 2 || value.front() != '[' || value.back() != ']')
        return makeError(ErrorCode::BadInput,
            "tensor-map option " + key + " takes a list, one entry per buffer dimension (outermost first), e.g. " + key
                + "=[64, 64]");
    std::vector<std::string> items = splitTop(value.substr(1, value.size() - 2));
    for (const auto& i : items)
        if (i.empty())
            return makeError(ErrorCode::BadInput, "tensor-map option " + key + " has an empty entry");
    return items;
}

Result<std::uint8_t> choice(const std::string& key, const std::string& value, std::initializer_list<const char*> names)
{
    std::uint8_t k = 0;
    std::string list;
    for (const char* n : names) {
        if (lower(value) == lower(n))
            return k;
        list += (list.empty() ? "" : ", ") + std::string(n);
        ++k;
    }
    return makeError(ErrorCode::BadInput, "tensor-map option " + key + "=" + value + " is not one of " + list);
}

} // namespace

Result<TensorMapArgSpec> parseTensorMapOptions(const std::string& text)
{
    TensorMapArgSpec s;
    bool haveBox = false;
    for (const std::string& item : splitTop(text)) {
        const auto eq = item.find('=');
        if (eq == std::string::npos)
            return makeError(ErrorCode::BadInput,
                "tensor-map option '" + item
                    + "' is not key=value; the keys are box, element_strides, swizzle, interleave, l2_promotion, "
                      "oob_fill, mode (and for mode=im2col channels_per_pixel, pixels_per_column, lower_corner, "
                      "upper_corner)");
        const std::string key = trim(item.substr(0, eq));
        const std::string value = trim(item.substr(eq + 1));
        if (key == "box" || key == "element_strides" || key == "lower_corner" || key == "upper_corner") {
            auto l = listValue(key, value);
            if (!l)
                return l.error();
            (key == "box"                   ? s.box
                    : key == "lower_corner" ? s.lowerCorner
                    : key == "upper_corner" ? s.upperCorner
                                            : s.elementStrides)
                = std::move(*l);
            haveBox = haveBox || key == "box";
            continue;
        }
        if (key == "channels_per_pixel" || key == "pixels_per_column") {
            if (value.empty())
                return makeError(
                    ErrorCode::BadInput, "tensor-map option " + key + " needs a value, e.g. " + key + "=64");
            (key == "channels_per_pixel" ? s.channelsPerPixel : s.pixelsPerColumn) = value;
            continue;
        }
        if (key == "mode") {
            auto m = choice(key, value, {"tile", "im2col"});
            if (!m)
                return m.error();
            s.im2col = *m == 1;
            continue;
        }
        Result<std::uint8_t> v = key == "swizzle" ? choice(key, value, {"none", "32B", "64B", "128B"})
            : key == "interleave"                 ? choice(key, value, {"none", "16B", "32B"})
            : key == "l2_promotion"               ? choice(key, value, {"none", "64B", "128B", "256B"})
            : key == "oob_fill"                   ? choice(key, value, {"zeros", "nan"})
                                                  : Result<std::uint8_t>(makeError(ErrorCode::BadInput,
                                                      "unknown tensor-map option '" + key
                                                          + "'; the keys are box, element_strides, swizzle, "
                                                                              "interleave, l2_promotion, oob_fill, mode, "
                                                                              "channels_per_pixel, pixels_per_column, lower_corner, "
                                                                              "upper_corner"));
        if (!v)
            return v.error();
        (key == "swizzle"               ? s.swizzle
                : key == "interleave"   ? s.interleave
                : key == "l2_promotion" ? s.l2Promotion
                                        : s.oobFill)
            = *v;
    }
    if (s.im2col) {
        if (haveBox)
            return makeError(ErrorCode::BadInput,
                "an im2col tensor map has no box; it moves pixels_per_column pixels of channels_per_pixel channels");
        if (s.channelsPerPixel.empty() || s.pixelsPerColumn.empty())
            return makeError(ErrorCode::BadInput,
                "an im2col tensor map needs channels_per_pixel= and pixels_per_column=, e.g. tmap:X(mode=im2col, "
                "channels_per_pixel=64, pixels_per_column=128)");
        return s;
    }
    if (!s.lowerCorner.empty() || !s.upperCorner.empty() || !s.channelsPerPixel.empty() || !s.pixelsPerColumn.empty())
        return makeError(ErrorCode::BadInput,
            "lower_corner, upper_corner, channels_per_pixel and pixels_per_column belong to mode=im2col maps");
    if (!haveBox)
        return makeError(ErrorCode::BadInput,
            "a tensor map needs box=[...]: the size of the tile one TMA copy moves, per buffer dimension (outermost "
            "first), e.g. tmap:A(box=[64, 64])");
    return s;
}

} // namespace warpscope::core
