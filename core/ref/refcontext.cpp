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
    return error(key, "expected an integer");
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
