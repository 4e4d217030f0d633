// The forms an args entry takes (a buffer, a view into one, a param, an integer expression, a typed
// value) and their evaluation for one param set. The reader classifies, validation and every launch
// evaluate with the params they are given, so --param, a [sweep] row or a loop variable is honoured.
#include "core/common/tensor.h"
#include "core/task/launchargnames.h"
#include "core/task/task.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace warpscope::core {

namespace {

std::string trimmed(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t");
    const auto e = s.find_last_not_of(" \t");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

bool isIdentifier(const std::string& s)
{
    if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_'))
        return false;
    for (char c : s)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
            return false;
    return true;
}

int bufferIndex(const std::vector<BufferSpec>& buffers, const std::string& name)
{
    for (std::size_t i = 0; i < buffers.size(); ++i)
        if (buffers[i].name == name)
            return static_cast<int>(i);
    return -1;
}

Error argError(const std::string& message)
{
    return makeError(ErrorCode::BadInput, message);
}

std::string viewHint(const std::string& buffer)
{
    return "a buffer is passed alone or as a view: \"" + buffer + " + OFFSET\" or \"" + buffer + "[OFFSET:]\"";
}

/// The names of an expression must be params of this run; a buffer inside arithmetic is refused.
Status checkNames(const Task& task, const std::string& text, const std::string& expr, const ParamMap& params)
{
    for (const auto& name : exprNames(expr)) {
        if (params.count(name))
            continue;
        if (bufferIndex(task.buffers, name) >= 0)
            return argError("'" + text + "': '" + name + "' is a buffer; " + viewHint(name));
        return argError("'" + text + "': '" + name
            + "' names no buffer and no param; use a buffer name, a [params] name, an expression of params or a "
              "typed literal such as \"f32:0.5\"");
    }
    return Ok {};
}

Result<std::int64_t> integerExpr(
    const Task& task, const std::string& text, const std::string& expr, const ParamMap& params)
{
    if (auto s = checkNames(task, text, expr, params); !s)
        return s.error();
    auto v = evaluateExpr(expr, params);
    if (!v)
        return argError("'" + text + "': " + v.error().message);
    return *v;
}

/// The integer range of an integer dtype, limited to int64 (u64 takes the non-negative int64 values).
void integerRange(DType t, std::int64_t& lo, std::int64_t& hi)
{
    const int bits = static_cast<int>(8 * dtypeSize(t));
    const bool isSigned = t == DType::I8 || t == DType::I16 || t == DType::I32 || t == DType::I64;
    if (bits >= 64) {
        lo = isSigned ? INT64_MIN : 0;
        hi = INT64_MAX;
        return;
    }
    lo = isSigned ? -(std::int64_t(1) << (bits - 1)) : 0;
    hi = isSigned ? (std::int64_t(1) << (bits - 1)) - 1 : (std::int64_t(1) << bits) - 1;
}

Result<ArgValue> literalValue(const Task& task, const LaunchArg& arg, const ParamMap& params)
{
    ArgValue v;
    const DType t = arg.literalType;
    v.isReal = isFloat(t);
    if (v.isReal) {
        if (arg.expr.empty()) {
            v.real = arg.literalValue;
            return v;
        }
        if (auto s = checkNames(task, arg.text, arg.expr, params); !s)
            return s.error();
        auto r = evaluateRealExpr(arg.expr, params);
        if (!r)
            return argError("'" + arg.text + "': " + r.error().message);
        v.real = *r;
        return v;
    }
    std::int64_t lo = 0, hi = 0;
    integerRange(t, lo, hi);
    const std::string range = std::string("an integer in the range of ") + dtypeName(t) + " (" + std::to_string(lo)
        + " to " + std::to_string(hi) + ")";
    if (arg.expr.empty()) {
        const double d = arg.literalValue;
        // 2^63 is the first double above the int64 range
        if (std::nearbyint(d) != d || d < static_cast<double>(lo) || d >= 9223372036854775808.0
            || static_cast<std::int64_t>(d) > hi)
            return argError("'" + arg.text + "' is not " + range);
        v.integer = static_cast<std::int64_t>(d);
        return v;
    }
    auto i = integerExpr(task, arg.text, arg.expr, params);
    if (!i)
        return i.error();
    if (*i < lo || *i > hi)
        return argError("'" + arg.text + "' = " + std::to_string(*i) + " is not " + range);
    v.integer = *i;
    return v;
}

Result<ArgValue> viewValue(const Task& task, const LaunchArg& arg, const ParamMap& params)
{
    ArgValue v;
    v.buffer = bufferIndex(task.buffers, arg.name);
    if (v.buffer < 0)
        return argError("'" + arg.text + "': '" + arg.name + "' names no buffer");
    const BufferSpec& b = task.buffers[static_cast<std::size_t>(v.buffer)];
    if (b.isSymbol())
        return argError("'" + arg.text + "': '" + b.name + "' is a [[symbol]] that fills the module variable "
            + b.symbol + "; a symbol never binds to a kernel parameter, so remove it from args");
    if (arg.expr.empty())
        return v;
    auto offset = integerExpr(task, arg.text, arg.expr, params);
    if (!offset)
        return offset.error();
    std::vector<std::int64_t> shape;
    for (const auto& d : b.shape) {
        auto n = evaluateExpr(d, params);
        if (!n)
            return argError("'" + arg.text + "': the shape of buffer '" + b.name + "': " + n.error().message);
        shape.push_back(*n);
    }
    const std::int64_t elements = checkedElementCount(shape, kMaxBufferBytes);
    if (*offset < 0 || *offset > elements)
        return argError("view '" + arg.text + "' starts at element " + std::to_string(*offset) + " of buffer '" + b.name
            + "', which has " + std::to_string(elements) + " elements; the offset must be from 0 to "
            + std::to_string(elements));
    v.offset = *offset;
    return v;
}

} // namespace

const char* symbolFillName(BufferSpec::Fill f)
{
    return f == BufferSpec::Fill::EachLaunch ? "each_launch" : "once";
}

Result<LaunchArg> parseLaunchArg(const std::string& textIn, const std::vector<BufferSpec>& buffers)
{
    LaunchArg a;
    a.text = textIn;
    const std::string text = trimmed(textIn);
    if (text.empty())
        return argError("an empty argument; write a buffer name, a param, an expression or a typed literal");
    if (text.starts_with("tmap:")) {
        // a TMA tensor map of a buffer: tmap:NAME(box=[..], ...)
        const auto open = text.find('(');
        a.kind = LaunchArg::Kind::TensorMap;
        a.name = trimmed(text.substr(5, open == std::string::npos ? std::string::npos : open - 5));
        if (open == std::string::npos || text.back() != ')')
            return argError("'" + text
                + "' is not a tensor map; write tmap:BUFFER(box=[...], ...), e.g. "
                  "\"tmap:A(box=[64, 64], swizzle=128B)\"");
        if (bufferIndex(buffers, a.name) < 0)
            return argError(
                "'" + text + "': '" + a.name + "' names no [[buffer]]; a tensor map is built from a buffer");
        auto spec = parseTensorMapOptions(text.substr(open + 1, text.size() - open - 2));
        if (!spec)
            return argError("'" + text + "': " + spec.error().message);
        a.tensorMap = std::move(*spec);
        return a;
    }
    // a view "data[offset:]"; checked before typed values, whose ':' it shares
    if (text.back() == ']') {
        const auto open = text.find('[');
        const std::string inner
            = open == std::string::npos ? "" : trimmed(text.substr(open + 1, text.size() - open - 2));
        const std::string name = open == std::string::npos ? "" : trimmed(text.substr(0, open));
        if (inner.size() < 2 || inner.back() != ':' || bufferIndex(buffers, name) < 0)
            return argError(
                "'" + text + "' is not a view; write BUFFER[OFFSET:] with a [[buffer]] name, e.g. \"data[N:]\"");
        a.kind = LaunchArg::Kind::Buffer;
        a.name = name;
        a.expr = trimmed(inner.substr(0, inner.size() - 1));
        return a;
    }
    if (const auto colon = text.find(':'); colon != std::string::npos) {
        a.kind = LaunchArg::Kind::Literal;
        const auto type = parseDType(trimmed(text.substr(0, colon)));
        const std::string value = trimmed(text.substr(colon + 1));
        if (!type || value.empty())
            return argError("'" + text
                + "' is not a typed literal; write dtype:value, e.g. \"f32:0.5\", \"i32:7\" or \"i32:N / 16\"");
        a.literalType = *type;
        char* end = nullptr;
        a.literalValue = std::strtod(value.c_str(), &end);
        if (*end != '\0')
            a.expr = value; // an expression, evaluated with the run's params
        return a;
    }
    if (bufferIndex(buffers, text) >= 0) {
        a.kind = LaunchArg::Kind::Buffer;
        a.name = text;
        return a;
    }
    std::size_t identEnd = 0;
    while (
        identEnd < text.size() && (std::isalnum(static_cast<unsigned char>(text[identEnd])) || text[identEnd] == '_'))
        ++identEnd;
    const std::string head = text.substr(0, identEnd);
    if (isIdentifier(head) && bufferIndex(buffers, head) >= 0) {
        const std::string rest = trimmed(text.substr(identEnd));
        if (rest.size() < 2 || rest[0] != '+')
            return argError("'" + text + "': " + viewHint(head));
        a.kind = LaunchArg::Kind::Buffer;
        a.name = head;
        a.expr = trimmed(rest.substr(1));
        return a;
    }
    a.kind = isIdentifier(text) ? LaunchArg::Kind::Param : LaunchArg::Kind::Expr;
    if (a.kind == LaunchArg::Kind::Param)
        a.name = text;
    else
        a.expr = text;
    return a;
}

Result<ArgValue> evaluateLaunchArg(const Task& task, const LaunchArg& arg, const ParamMap& params)
{
    switch (arg.kind) {
    case LaunchArg::Kind::Buffer:
        return viewValue(task, arg, params);
    case LaunchArg::Kind::TensorMap: {
        for (const auto* list : {&arg.tensorMap.box, &arg.tensorMap.elementStrides})
            for (const auto& e : *list)
                if (auto v = integerExpr(task, arg.text, e, params); !v)
                    return v.error();
        ArgValue out;
        out.buffer = bufferIndex(task.buffers, arg.name);
        return out;
    }
    case LaunchArg::Kind::Literal:
        return literalValue(task, arg, params);
    case LaunchArg::Kind::Param:
    case LaunchArg::Kind::Expr: {
        auto v = integerExpr(task, arg.text, arg.kind == LaunchArg::Kind::Param ? arg.name : arg.expr, params);
        if (!v)
            return v.error();
        ArgValue out;
        out.integer = *v;
        return out;
    }
    }
    return argError("'" + arg.text + "': unknown argument kind");
}

Status checkLaunchArgNames(const Task& task, const LaunchArg& arg, const ParamMap& known)
{
    if (arg.kind == LaunchArg::Kind::TensorMap) {
        for (const auto* list : {&arg.tensorMap.box, &arg.tensorMap.elementStrides})
            for (const auto& e : *list)
                if (auto s = checkNames(task, arg.text, e, known); !s)
                    return s;
        return Ok {};
    }
    return checkNames(task, arg.text, arg.kind == LaunchArg::Kind::Param ? arg.name : arg.expr, known);
}

} // namespace warpscope::core
