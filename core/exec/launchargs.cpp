#include "core/exec/launchargs.h"

#include "core/common/demangle.h"
#include "core/common/numbertext.h"
#include "core/exec/kernelprep.h"
#include "core/exec/tensormapbuild.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace warpscope::core {

namespace {

/// Where an argument sits, for messages.
struct ArgPlace {
    const Task& task;
    const LaunchSpec& launch;
    std::string field;
    std::string kernel;
    const KernelParamInfo& param;
    std::size_t index;

    Error error(const std::string& message) const
    {
        return makeError(ErrorCode::BadInput, message, task.file.string(),
            launch.argsPos.line ? launch.argsPos.line : launch.pos.line, field);
    }
    std::string describeParam() const
    {
        return "parameter " + std::to_string(index) + " of kernel '" + demangledName(kernel) + "' ("
            + ptxParamName(param.name, kernel) + ": ." + param.type + ", " + std::to_string(param.size) + " bytes)";
    }
};

bool isArray(const KernelParamInfo& p)
{
    const int elem = p.type.size() > 1 ? std::atoi(p.type.c_str() + 1) / 8 : 0;
    return elem > 0 && p.size != elem;
}

std::vector<std::byte> bytesOf(std::uint64_t v, int size)
{
    std::vector<std::byte> out(static_cast<std::size_t>(size));
    std::memcpy(out.data(), &v, out.size()); // little-endian, as the device expects
    return out;
}

/// An integer (a param or an expression of params) into an integer parameter. A float parameter is
/// refused: C would convert silently, but a size bound to a float is almost always a slip in args.
Result<std::vector<std::byte>> integerArg(const ArgPlace& at, const LaunchArg& arg, std::int64_t v)
{
    const KernelParamInfo& p = at.param;
    const char cls = p.type.empty() ? '?' : p.type[0];
    if (cls == 'f') {
        const std::string what = arg.kind == LaunchArg::Kind::Param ? "the integer param '" + arg.name + "'"
                                                                    : "the integer expression '" + arg.text + "'";
        return at.error("'" + arg.text + "' binds " + what + " (= " + std::to_string(v) + ") to " + at.describeParam()
            + ", a float; write \"f" + std::to_string(8 * p.size) + ":" + arg.text
            + "\" to convert it on purpose, or check the order of args");
    }
    if (isArray(p) || (cls != 'u' && cls != 's' && cls != 'b') || p.size > 8)
        return at.error("'" + arg.text + "' is an integer but " + at.describeParam()
            + " is not an integer parameter; Warpscope passes integers, floats and pointers");
    if (p.size < 8) {
        const int bits = 8 * p.size;
        // NVRTC declares an int parameter as .u32, so unsigned parameters take the signed range too.
        const std::int64_t lo = -(std::int64_t(1) << (bits - 1));
        const std::int64_t hi = cls == 's' ? (std::int64_t(1) << (bits - 1)) - 1 : (std::int64_t(1) << bits) - 1;
        if (v < lo || v > hi)
            return at.error("'" + arg.text + "' = " + std::to_string(v) + " does not fit " + at.describeParam()
                + " (range " + std::to_string(lo) + " to " + std::to_string(hi) + ")");
    }
    return bytesOf(static_cast<std::uint64_t>(v), p.size);
}

/// A typed value "dtype:value" (its value evaluated already): the value must fit the dtype, the dtype
/// must match the parameter's size and kind.
Result<std::vector<std::byte>> literalArg(const ArgPlace& at, const LaunchArg& arg, const ArgValue& value)
{
    const KernelParamInfo& p = at.param;
    const DType t = arg.literalType;
    const double v = value.real;
    if (isFloat(t)) {
        std::byte probe[8] = {};
        storeFromDouble(probe, t, v);
        if (std::isfinite(v) && !std::isfinite(loadAsDouble(probe, t)))
            return at.error("'" + arg.text + "' overflows " + dtypeName(t));
    }
    const int size = static_cast<int>(dtypeSize(t));
    const char cls = p.type.empty() ? '?' : p.type[0];
    const bool untyped = cls == 'b'; // .bN and byte arrays (__half) take any value of their size
    if (size != p.size)
        return at.error("'" + arg.text + "' is " + std::to_string(size) + " bytes but " + at.describeParam() + " takes "
            + std::to_string(p.size) + "; write " + articleForNumber(std::uint64_t(p.size)) + " "
            + std::to_string(p.size) + "-byte literal");
    if (!untyped && (cls == 'f') != isFloat(t))
        return at.error("'" + arg.text + "' is " + (isFloat(t) ? "a float" : "an integer") + " but "
            + at.describeParam() + " is " + (cls == 'f' ? "a float" : "an integer") + "; write e.g. \""
            + (cls == 'f' ? "f" : "i") + std::to_string(8 * p.size) + ":...\"");
    std::vector<std::byte> out(static_cast<std::size_t>(size));
    if (isFloat(t))
        storeFromDouble(out.data(), t, v);
    else
        out = bytesOf(static_cast<std::uint64_t>(value.integer), size); // exact for every 64-bit value
    return out;
}

} // namespace

Result<std::vector<KernelArg>> buildLaunchArgs(const Task& task, const LaunchSpec& launch, const std::string& table,
    const ParamMap& params, const std::string& kernel, const std::vector<KernelParamInfo>& parameters)
{
    if (launch.args.size() != parameters.size()) {
        std::string names;
        for (const auto& p : parameters)
            names += (names.empty() ? "" : ", ") + ptxParamName(p.name, kernel);
        return makeError(ErrorCode::BadInput,
            table + ".args lists " + std::to_string(launch.args.size()) + " arguments but kernel '"
                + demangledName(kernel) + "' takes " + std::to_string(parameters.size())
                + (names.empty() ? "" : " (" + names + ")") + "; list one argument per parameter, in order",
            task.file.string(), launch.argsPos.line ? launch.argsPos.line : launch.pos.line, table + ".args");
    }
    std::vector<KernelArg> out;
    for (std::size_t i = 0; i < launch.args.size(); ++i) {
        const LaunchArg& a = launch.args[i];
        const ArgPlace at {task, launch, table + ".args[" + std::to_string(i) + "]", kernel, parameters[i], i};
        // evaluated with the params given (overrides, sweep rows, loop variables), never the task's own
        auto value = evaluateLaunchArg(task, a, params);
        if (!value)
            return at.error(value.error().message);
        KernelArg k;
        if (a.kind == LaunchArg::Kind::TensorMap) {
            // a CUtensorMap parameter: `const __grid_constant__ CUtensorMap` is .align 64 .b8 [128]
            if (parameters[i].size != 128)
                return at.error("'" + a.text + "' is a tensor map (128 bytes), but " + at.describeParam()
                    + " is not; declare the parameter `const __grid_constant__ CUtensorMap`");
            // at.error names the file, line and field; the message starts with the argument itself
            auto desc = buildTensorMapDesc(a, task.buffers[static_cast<std::size_t>(value->buffer)], params, "");
            if (!desc)
                return at.error(desc.error().message);
            k.kind = KernelArg::Kind::TensorMap;
            k.buffer = value->buffer;
            k.tensorMap = *desc;
        } else if (a.kind == LaunchArg::Kind::Buffer) {
            if (parameters[i].size != 8 || isArray(parameters[i]))
                return at.error("'" + a.text + "' is a buffer, but " + at.describeParam()
                    + " is not a pointer; check the order of args");
            k.kind = KernelArg::Kind::Buffer;
            k.buffer = value->buffer;
            k.byteOffset = static_cast<std::uint64_t>(value->offset)
                * dtypeSize(task.buffers[static_cast<std::size_t>(value->buffer)].dtype);
        } else {
            auto bytes
                = a.kind == LaunchArg::Kind::Literal ? literalArg(at, a, *value) : integerArg(at, a, value->integer);
            if (!bytes)
                return bytes.error();
            k.kind = KernelArg::Kind::Scalar;
            k.bytes = std::move(*bytes);
        }
        out.push_back(std::move(k));
    }
    return out;
}

} // namespace warpscope::core
