#include "core/task/region.h"

#include <algorithm>
#include <cctype>

namespace warpscope::core {

namespace {

std::string trim(const std::string& s)
{
    std::size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])))
        --e;
    return s.substr(b, e - b);
}

Error regionError(const std::string& text, const std::string& what)
{
    return makeError(ErrorCode::BadInput,
        "region \"" + text + "\": " + what + "; write a slice per dimension such as \"[:, :V]\" or \"[2:N-2, 2:N-2]\"");
}

} // namespace

Result<std::vector<RegionDim>> parseRegion(const std::string& text)
{
    std::string body = trim(text);
    if (!body.empty() && body.front() == '[') {
        if (body.back() != ']')
            return regionError(text, "a '[' without its closing ']'");
        body = body.substr(1, body.size() - 2);
    }
    if (trim(body).empty())
        return regionError(text, "no dimensions");
    std::vector<RegionDim> dims;
    int depth = 0;
    std::string part;
    auto finish = [&]() -> Status {
        RegionDim d;
        std::size_t colon = std::string::npos;
        int level = 0;
        for (std::size_t i = 0; i < part.size(); ++i) {
            if (part[i] == '(')
                ++level;
            else if (part[i] == ')')
                --level;
            else if (part[i] == ':' && level == 0) {
                if (colon != std::string::npos)
                    return regionError(
                        text, "dimension " + std::to_string(dims.size()) + " has a step, which regions do not take");
                colon = i;
            }
        }
        if (colon == std::string::npos) {
            d.start = trim(part);
            d.single = true;
            if (d.start.empty())
                return regionError(
                    text, "dimension " + std::to_string(dims.size()) + " is empty (use ':' for all of it)");
        } else {
            d.start = trim(part.substr(0, colon));
            d.stop = trim(part.substr(colon + 1));
        }
        dims.push_back(d);
        part.clear();
        return Ok {};
    };
    for (char c : body) {
        if (c == '(')
            ++depth;
        if (c == ')')
            --depth;
        if (c == '[' || c == ']')
            return regionError(text, "unexpected '" + std::string(1, c) + "'");
        if (c == ',' && depth == 0) {
            if (auto s = finish(); !s)
                return s.error();
            continue;
        }
        part += c;
    }
    if (auto s = finish(); !s)
        return s.error();
    return dims;
}

Result<RegionBounds> resolveRegion(
    const std::string& text, const std::vector<std::int64_t>& shape, const ParamMap& params)
{
    auto dims = parseRegion(text);
    if (!dims)
        return dims.error();
    if (dims->size() > shape.size())
        return regionError(
            text, std::to_string(dims->size()) + " dimensions for an output of rank " + std::to_string(shape.size()));
    RegionBounds r;
    for (std::size_t d = 0; d < shape.size(); ++d) {
        const std::int64_t n = shape[d];
        std::int64_t b = 0, e = n;
        if (d < dims->size()) {
            const RegionDim& rd = (*dims)[d];
            auto bound = [&](const std::string& expr, std::int64_t fallback) -> Result<std::int64_t> {
                if (expr.empty())
                    return fallback;
                auto v = evaluateExpr(expr, params);
                if (!v)
                    return regionError(text, "dimension " + std::to_string(d) + ": " + v.error().message);
                return *v < 0 ? *v + n : *v; // Python: a negative bound counts from the end
            };
            auto start = bound(rd.start, 0);
            if (!start)
                return start.error();
            b = *start;
            if (rd.single) {
                if (b < 0 || b >= n)
                    return regionError(text,
                        "index " + std::to_string(b) + " is outside dimension " + std::to_string(d) + " of extent "
                            + std::to_string(n));
                e = b + 1;
            } else {
                auto stop = bound(rd.stop, n);
                if (!stop)
                    return stop.error();
                e = *stop;
            }
        }
        b = std::clamp<std::int64_t>(b, 0, n);
        e = std::clamp<std::int64_t>(e, b, n);
        r.begin.push_back(b);
        r.end.push_back(e);
    }
    return r;
}

} // namespace warpscope::core
