#include "core/task/task.h"

#include "core/common/tensor.h"
#include "core/task/launchresolve.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
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

const char* kernelLanguageName(KernelLanguage language)
{
    switch (language) {
    case KernelLanguage::Ptx:
        return "ptx";
    case KernelLanguage::Triton:
        return "triton";
    case KernelLanguage::Cuda:
        break;
    }
    return "cuda";
}

KernelLanguage kernelLanguageOf(const std::string& source, const std::string& language)
{
    if (language == "ptx")
        return KernelLanguage::Ptx;
    if (language == "triton")
        return KernelLanguage::Triton;
    if (!language.empty())
        return KernelLanguage::Cuda;
    const auto endsWith = [&](const char* ext) {
        const std::string e(ext);
        return source.size() > e.size() && source.compare(source.size() - e.size(), e.size(), e) == 0;
    };
    if (endsWith(".ptx"))
        return KernelLanguage::Ptx;
    if (endsWith(".py"))
        return KernelLanguage::Triton;
    return KernelLanguage::Cuda;
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

namespace {

/// Splits "a, f(b, c)" at top-level commas, so an argument may be an expression with calls.
std::vector<std::string> splitArgs(const std::string& inner)
{
    std::vector<std::string> args;
    if (trim(inner).empty())
        return args;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= inner.size(); ++i) {
        if (i < inner.size() && inner[i] == '(')
            ++depth;
        else if (i < inner.size() && inner[i] == ')')
            --depth;
        else if (i == inner.size() || (inner[i] == ',' && depth == 0)) {
            args.push_back(trim(inner.substr(start, i - start)));
            start = i + 1;
        }
    }
    return args;
}

/// The shortest text that reads back as v ("0.1", not "0.10000000000000001").
std::string formatValue(double v)
{
    char buf[32] = {};
    if (std::nearbyint(v) == v && std::fabs(v) < 1e15) {
        std::snprintf(buf, sizeof buf, "%.0f", v);
        return buf;
    }
    for (int digits = 1; digits <= 17; ++digits) {
        std::snprintf(buf, sizeof buf, "%.*g", digits, v);
        if (std::strtod(buf, nullptr) == v)
            break;
    }
    return buf;
}

/// The rule each generator's values must follow, checked once they are numbers.
Status checkInitValues(const InitSpec& spec)
{
    const std::string quoted = "'" + spec.text + "': ";
    if (spec.kind == InitSpec::Kind::Uniform && !(spec.a < spec.b))
        return makeError(ErrorCode::BadInput,
            quoted + "uniform needs a < b, got a = " + formatValue(spec.a) + " and b = " + formatValue(spec.b)
                + "; e.g. uniform(-1, 1)");
    if (spec.kind == InitSpec::Kind::Normal && !(spec.b > 0))
        return makeError(ErrorCode::BadInput,
            quoted + "normal needs a sigma > 0, got " + formatValue(spec.b) + "; e.g. normal(0, 1)");
    if ((spec.kind == InitSpec::Kind::Uniform || spec.kind == InitSpec::Kind::Normal
            || spec.kind == InitSpec::Kind::Const)
        && (!std::isfinite(spec.a) || !std::isfinite(spec.b)))
        return makeError(ErrorCode::BadInput, quoted + "the arguments must be finite numbers");
    return Ok {};
}

} // namespace

Result<InitSpec> parseInitSpec(const std::string& textIn)
{
    const std::string text = trim(textIn);
    const auto open = text.find('(');
    const auto close = text.rfind(')');
    const std::string usage = "expected one of uniform(a, b), normal(mu, sigma), iota(), ones(), zeros(), const(v), "
                              "npy(\"file.npy\"); a, b, mu, sigma and v may be expressions of params";
    if (open == std::string::npos || close == std::string::npos || close < open || close != text.size() - 1)
        return makeError(ErrorCode::BadInput, "'" + text + "' is not a generator; " + usage);
    const std::string fn = trim(text.substr(0, open));
    const std::vector<std::string> args = splitArgs(text.substr(open + 1, close - open - 1));
    InitSpec spec;
    spec.text = text;
    auto numeric = [&](std::size_t n, const char* usageOf) -> Status {
        if (args.size() != n || std::any_of(args.begin(), args.end(), [](auto& a) { return a.empty(); }))
            return makeError(ErrorCode::BadInput, "'" + text + "': " + usageOf);
        spec.args = args;
        bool plain = true;
        double values[2] = {0.0, 0.0};
        for (std::size_t i = 0; i < n; ++i)
            plain = plain && parseNumber(args[i], values[i]);
        if (!plain) {
            // expressions wait for the run's params; their syntax is checked now, with every name as 1
            for (const auto& arg : args) {
                ParamMap names;
                for (const auto& name : exprNames(arg))
                    names[name] = 1;
                if (auto v = evaluateRealExpr(arg, names); !v && v.error().message.find("by zero") == std::string::npos)
                    return makeError(ErrorCode::BadInput, "'" + text + "': " + v.error().message);
            }
            return Ok {};
        }
        spec.a = values[0];
        spec.b = values[1];
        return checkInitValues(spec);
    };
    Status s = Ok {};
    if (fn == "uniform") {
        spec.kind = InitSpec::Kind::Uniform;
        s = numeric(2, "uniform needs two numbers a < b, e.g. uniform(-1, 1)");
    } else if (fn == "normal") {
        spec.kind = InitSpec::Kind::Normal;
        s = numeric(2, "normal needs a mean and a sigma > 0, e.g. normal(0, 1)");
    } else if (fn == "const") {
        spec.kind = InitSpec::Kind::Const;
        s = numeric(1, "const needs one number, e.g. const(0.5)");
    } else if (fn == "iota" || fn == "ones" || fn == "zeros") {
        spec.kind = fn == "iota" ? InitSpec::Kind::Iota : fn == "ones" ? InitSpec::Kind::Ones : InitSpec::Kind::Zeros;
        if (!args.empty())
            return makeError(ErrorCode::BadInput, "'" + text + "': " + fn + "() takes no arguments");
    } else if (fn == "npy") {
        spec.kind = InitSpec::Kind::Npy;
        if (args.size() != 1 || args[0].size() < 2 || args[0].front() != '"' || args[0].back() != '"')
            return makeError(ErrorCode::BadInput, "'" + text + "': npy needs a quoted file name, e.g. npy(\"x.npy\")");
        spec.path = args[0].substr(1, args[0].size() - 2);
    } else {
        return makeError(ErrorCode::BadInput, "unknown generator '" + fn + "'; " + usage);
    }
    if (!s)
        return s.error();
    return spec;
}

Result<InitSpec> evaluateInitSpec(const InitSpec& specIn, const ParamMap& params)
{
    InitSpec spec = specIn;
    if (spec.args.empty())
        return spec;
    double values[2] = {spec.a, spec.b};
    for (std::size_t i = 0; i < spec.args.size() && i < 2; ++i) {
        for (const auto& name : exprNames(spec.args[i]))
            if (!params.count(name))
                return makeError(ErrorCode::BadInput,
                    "'" + spec.text + "': " + name + " is not a param; define it under [params] or write a number");
        auto v = evaluateRealExpr(spec.args[i], params);
        if (!v)
            return makeError(ErrorCode::BadInput, "'" + spec.text + "': " + v.error().message);
        values[i] = *v;
    }
    spec.a = values[0];
    spec.b = values[1];
    if (auto s = checkInitValues(spec); !s)
        return s.error();
    return spec;
}

const BufferSpec* Task::findBuffer(const std::string& n) const
{
    for (const auto& b : buffers)
        if (b.name == n)
            return &b;
    return nullptr;
}

std::string Task::bufferField(std::size_t i) const
{
    const bool symbol = i < buffers.size() && buffers[i].isSymbol();
    std::size_t k = 0;
    for (std::size_t j = 0; j < i && j < buffers.size(); ++j)
        k += buffers[j].isSymbol() == symbol;
    return (symbol ? "symbol[" : "buffer[") + std::to_string(k) + "]";
}

Result<ResolvedTask> resolveTask(const Task& task, const ParamMap& overrides)
{
    ResolvedTask r;
    auto params = resolveParams(task, overrides);
    if (!params)
        return params.error();
    r.params = std::move(*params);
    for (std::size_t bi = 0; bi < task.buffers.size(); ++bi) {
        const BufferSpec& b = task.buffers[bi];
        const int line = b.shapePos.line ? b.shapePos.line : b.pos.line;
        ResolvedBuffer rb;
        rb.spec = &b;
        for (std::size_t d = 0; d < b.shape.size(); ++d) {
            const std::string field = task.bufferField(bi) + ".shape[" + std::to_string(d) + "]";
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
                task.file.string(), line, task.bufferField(bi) + ".shape");
        r.buffers.push_back(std::move(rb));
    }
    if (auto s = resolveLaunches(task, r); !s)
        return s.error();
    return r;
}

} // namespace warpscope::core
