#include "core/task/task.h"

#include "core/common/tensor.h"
#include "core/task/launchresolve.h"

#include <charconv>
#include <cstdlib>

namespace warpscope::core {

const char* bufferRoleName(BufferRole r)
{
    switch (r) {
    case BufferRole::Input:
        return "input";
    case BufferRole::Output:
        return "output";
    case BufferRole::InOut:
        return "inout";
    case BufferRole::Scratch:
        return "scratch";
    }
    return "input";
}

const char* referenceKindName(ReferenceSpec::Kind k)
{
    switch (k) {
    case ReferenceSpec::Kind::None:
        return "none";
    case ReferenceSpec::Kind::Builtin:
        return "builtin";
    case ReferenceSpec::Kind::Kernel:
        return "kernel";
    case ReferenceSpec::Kind::Npy:
        return "npy";
    case ReferenceSpec::Kind::Python:
        return "python";
    }
    return "none";
}

namespace {

std::string trim(std::string s)
{
    const auto b = s.find_first_not_of(" \t");
    const auto e = s.find_last_not_of(" \t");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

bool parseNumber(const std::string& text, double& out)
{
    const std::string t = trim(text);
    if (t.empty())
        return false;
    char* end = nullptr;
    out = std::strtod(t.c_str(), &end);
    return end && *end == '\0';
}

} // namespace

Result<InitSpec> parseInitSpec(const std::string& textIn)
{
    const std::string text = trim(textIn);
    const auto open = text.find('(');
    const auto close = text.rfind(')');
    const std::string usage = "expected one of uniform(a, b), normal(mu, sigma), iota(), ones(), zeros(), const(v), "
                              "npy(\"file.npy\")";
    if (open == std::string::npos || close == std::string::npos || close < open || close != text.size() - 1)
        return makeError(ErrorCode::BadInput, "'" + text + "' is not a generator; " + usage);
    const std::string fn = trim(text.substr(0, open));
    const std::string inner = text.substr(open + 1, close - open - 1);
    std::vector<std::string> args;
    if (!trim(inner).empty()) {
        std::size_t start = 0;
        for (std::size_t i = 0; i <= inner.size(); ++i) {
            if (i == inner.size() || inner[i] == ',') {
                args.push_back(trim(inner.substr(start, i - start)));
                start = i + 1;
            }
        }
    }
    InitSpec spec;
    spec.text = text;
    auto wantArgs = [&](std::size_t n) -> bool { return args.size() == n; };
    auto numbers = [&](double& a, double& b, std::size_t n) -> bool {
        if (!wantArgs(n))
            return false;
        if (n >= 1 && !parseNumber(args[0], a))
            return false;
        if (n >= 2 && !parseNumber(args[1], b))
            return false;
        return true;
    };
    if (fn == "uniform") {
        spec.kind = InitSpec::Kind::Uniform;
        if (!numbers(spec.a, spec.b, 2) || !(spec.a < spec.b))
            return makeError(
                ErrorCode::BadInput, "'" + text + "': uniform needs two numbers a < b, e.g. uniform(-1, 1)");
    } else if (fn == "normal") {
        spec.kind = InitSpec::Kind::Normal;
        if (!numbers(spec.a, spec.b, 2) || !(spec.b > 0))
            return makeError(
                ErrorCode::BadInput, "'" + text + "': normal needs a mean and a sigma > 0, e.g. normal(0, 1)");
    } else if (fn == "const") {
        spec.kind = InitSpec::Kind::Const;
        if (!numbers(spec.a, spec.b, 1))
            return makeError(ErrorCode::BadInput, "'" + text + "': const needs one number, e.g. const(0.5)");
    } else if (fn == "iota" || fn == "ones" || fn == "zeros") {
        spec.kind = fn == "iota" ? InitSpec::Kind::Iota : fn == "ones" ? InitSpec::Kind::Ones : InitSpec::Kind::Zeros;
        if (!wantArgs(0))
            return makeError(ErrorCode::BadInput, "'" + text + "': " + fn + "() takes no arguments");
    } else if (fn == "npy") {
        spec.kind = InitSpec::Kind::Npy;
        if (!wantArgs(1) || args[0].size() < 2 || args[0].front() != '"' || args[0].back() != '"')
            return makeError(ErrorCode::BadInput, "'" + text + "': npy needs a quoted file name, e.g. npy(\"x.npy\")");
        spec.path = args[0].substr(1, args[0].size() - 2);
    } else {
        return makeError(ErrorCode::BadInput, "unknown generator '" + fn + "'; " + usage);
    }
    return spec;
}

ParamMap Task::paramMap() const
{
    ParamMap m;
    for (const auto& [k, v] : params)
        m[k] = v;
    return m;
}

const BufferSpec* Task::findBuffer(const std::string& n) const
{
    for (const auto& b : buffers)
        if (b.name == n)
            return &b;
    return nullptr;
}

namespace { } // namespace

Result<ResolvedTask> resolveTask(const Task& task, const ParamMap& overrides)
{
    ResolvedTask r;
    r.params = task.paramMap();
    for (const auto& [k, v] : overrides)
        r.params[k] = v;
    for (std::size_t bi = 0; bi < task.buffers.size(); ++bi) {
        const BufferSpec& b = task.buffers[bi];
        const int line = b.shapePos.line ? b.shapePos.line : b.pos.line;
        ResolvedBuffer rb;
        rb.spec = &b;
        for (std::size_t d = 0; d < b.shape.size(); ++d) {
            const std::string field = "buffer[" + std::to_string(bi) + "].shape[" + std::to_string(d) + "]";
            auto v = evaluateExpr(b.shape[d], r.params);
            if (!v) {
                Error e = v.error();
                e.message = "buffer '" + b.name + "': " + e.message;
                e.file = task.file.string();
                e.line = line;
                e.column = 0; // the expression's column is in the message; the file column is unknown
                e.field = field;
                return e;
            }
            if (*v <= 0)
                return makeError(ErrorCode::BadInput,
                    "buffer '" + b.name + "': \"" + b.shape[d] + "\" evaluates to " + std::to_string(*v)
                        + "; every dimension must be at least 1",
                    task.file.string(), line, field);
            rb.shape.push_back(*v);
        }
        rb.elements = checkedElementCount(rb.shape, kMaxBufferBytes);
        if (rb.elements < 0
            || __builtin_mul_overflow(rb.elements, static_cast<std::int64_t>(dtypeSize(b.dtype)), &rb.bytes)
            || rb.bytes > kMaxBufferBytes)
            return makeError(ErrorCode::BadInput,
                "buffer '" + b.name + "': the shape is larger than the " + std::to_string(kMaxBufferBytes >> 30)
                    + " GiB a buffer may hold",
                task.file.string(), line, "buffer[" + std::to_string(bi) + "].shape");
        r.buffers.push_back(std::move(rb));
    }
    if (auto s = resolveLaunches(task, r); !s)
        return s.error();
    return r;
}

} // namespace warpscope::core
