#include "core/ref/refcontext.h"

#include <algorithm>

namespace warpscope::core {

Error RefContext::error(const std::string& field, const std::string& message) const
{
    return makeError(ErrorCode::BadInput, "builtin reference '" + spec->op + "': " + message, task->file.string(),
        spec->pos.line, "reference." + field);
}

Status RefContext::allowKeys(std::initializer_list<const char*> keys) const
{
    for (const auto& [key, value] : spec->attrs) {
        if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return key == k; })) {
            std::string list;
            for (const char* k : keys)
                list += std::string(list.empty() ? "" : ", ") + k;
            return error(key,
                "'" + key + "' does not apply to this op; it reads " + (list.empty() ? std::string("no keys") : list));
        }
    }
    return Ok {};
}

Status RefContext::inputCount(std::size_t min, std::size_t max) const
{
    if (inputs.size() >= min && inputs.size() <= max)
        return Ok {};
    const std::string want = min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max);
    return error("inputs", "expects " + want + " input buffers, found " + std::to_string(inputs.size()));
}

Result<double> RefContext::number(const char* key, std::optional<double> fallback) const
{
    const auto it = spec->attrs.find(key);
    if (it == spec->attrs.end()) {
        if (fallback)
            return *fallback;
        return error(key, std::string("missing; add ") + key + " = <number>");
    }
    if (const auto* d = std::get_if<double>(&it->second))
        return *d;
    if (const auto* i = std::get_if<std::int64_t>(&it->second))
        return static_cast<double>(*i);
    return error(key, "expected a number");
}

Result<std::int64_t> RefContext::integer(const char* key, std::optional<std::int64_t> fallback) const
{
    const auto it = spec->attrs.find(key);
    if (it == spec->attrs.end()) {
        if (fallback)
            return *fallback;
        return error(key, std::string("missing; add ") + key + " = <integer>");
    }
    if (const auto* i = std::get_if<std::int64_t>(&it->second))
        return *i;
    if (const auto* text = std::get_if<std::string>(&it->second)) {
        auto v = evaluateExpr(*text, params);
        if (!v)
            return error(key, "\"" + *text + "\": " + v.error().message);
        return *v;
    }
    return error(key, "expected an integer or a string holding an integer expression over [params]");
}

Result<std::vector<std::int64_t>> RefContext::integers(
    const char* key, std::initializer_list<std::size_t> counts, std::vector<std::int64_t> fallback) const
{
    const auto it = spec->attrs.find(key);
    if (it == spec->attrs.end())
        return fallback;
    const std::size_t want = *std::max_element(counts.begin(), counts.end());
    const auto* list = std::get_if<AttrList>(&it->second);
    if (!list) {
        auto one = integer(key, std::nullopt);
        if (!one)
            return one.error();
        return std::vector<std::int64_t>(want, *one);
    }
    if (std::none_of(counts.begin(), counts.end(), [&](std::size_t c) { return c == list->size(); })) {
        std::string expected;
        for (std::size_t c : counts)
            expected += (expected.empty() ? "" : " or ") + std::to_string(c);
        return error(key,
            "expected an integer or an array of " + expected + " integers, found an array of "
                + std::to_string(list->size()));
    }
    std::vector<std::int64_t> out;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string field = std::string(key) + "[" + std::to_string(i) + "]";
        if (const auto* v = std::get_if<std::int64_t>(&(*list)[i]))
            out.push_back(*v);
        else if (const auto* text = std::get_if<std::string>(&(*list)[i])) {
            auto v = evaluateExpr(*text, params);
            if (!v)
                return error(field, "\"" + *text + "\": " + v.error().message);
            out.push_back(*v);
        } else
            return error(field, "expected an integer or an integer expression");
    }
    return out;
}

Result<std::vector<double>> RefContext::numbers(const char* key, std::size_t count) const
{
    const auto it = spec->attrs.find(key);
    const auto* list = it == spec->attrs.end() ? nullptr : std::get_if<AttrList>(&it->second);
    if (!list || list->size() != count)
        return error(key, "expected an array of " + std::to_string(count) + " numbers");
    std::vector<double> out;
    for (const AttrScalar& v : *list) {
        if (const auto* d = std::get_if<double>(&v))
            out.push_back(*d);
        else if (const auto* i = std::get_if<std::int64_t>(&v))
            out.push_back(static_cast<double>(*i));
        else
            return error(key, "expected an array of " + std::to_string(count) + " numbers");
    }
    return out;
}

Result<bool> RefContext::flag(const char* key, bool fallback) const
{
    const auto it = spec->attrs.find(key);
    if (it == spec->attrs.end())
        return fallback;
    if (const auto* b = std::get_if<bool>(&it->second))
        return *b;
    return error(key, "expected true or false");
}

Result<std::string> RefContext::text(const char* key) const
{
    const auto it = spec->attrs.find(key);
    if (it == spec->attrs.end())
        return error(key, std::string("missing; add ") + key + " = \"...\"");
    if (const auto* s = std::get_if<std::string>(&it->second))
        return *s;
    return error(key, "expected a string");
}

Result<int> RefContext::axis(const char* key, std::optional<int> fallback, std::size_t input) const
{
    const auto rank = static_cast<std::int64_t>(inputs[input].shape().size());
    auto a = integer(key, fallback);
    if (!a)
        return a.error();
    const std::int64_t v = *a < 0 ? *a + rank : *a;
    if (v < 0 || v >= rank)
        return error(key,
            "axis " + std::to_string(*a) + " is outside buffer '" + inputs[input].name + "' of shape "
                + shapeToString(inputs[input].shape()) + " (rank " + std::to_string(rank) + ")");
    return static_cast<int>(v);
}

Error RefContext::shapeError(std::size_t input, const std::string& expected) const
{
    return error("inputs[" + std::to_string(input) + "]",
        "buffer '" + inputs[input].name + "' has shape " + shapeToString(inputs[input].shape()) + "; expected "
            + expected);
}

Tensor makeF64(const std::vector<std::int64_t>& shape)
{
    return Tensor::zeros(DType::F64, shape);
}

std::int64_t extent(const std::vector<std::int64_t>& shape, std::size_t begin, std::size_t end)
{
    std::int64_t n = 1;
    for (std::size_t i = begin; i < end && i < shape.size(); ++i)
        n *= shape[i];
    return n;
}

} // namespace warpscope::core
