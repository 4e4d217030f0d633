#include "core/ref/reference.h"

#include "core/ref/refnpy.h"
#include "core/ref/refops.h"
#include "core/ref/refpython.h"

#include <chrono>
#include <functional>

namespace warpscope::core {

namespace {

using OpFn = Result<Tensor> (*)(const RefContext&);

struct OpEntry {
    const char* name;
    OpFn fn;
};

const std::vector<OpEntry>& opTable()
{
    static const std::vector<OpEntry> ops = {
        {"elementwise", refops::elementwise},
        {"axpby", refops::axpby},
        {"matmul", refops::matmul},
        {"bmm", refops::bmm},
        {"transpose", refops::transpose},
        {"sum", refops::reduce},
        {"max", refops::reduce},
        {"min", refops::reduce},
        {"mean", refops::reduce},
        {"softmax", refops::softmax},
        {"log_softmax", refops::softmax},
        {"layernorm", refops::layernorm},
        {"rmsnorm", refops::rmsnorm},
        {"prefix_sum", refops::prefixSum},
        {"histogram", refops::histogram},
        {"conv2d", refops::conv2d},
        {"attention", refops::attention},
        {"copy", refops::copy},
    };
    return ops;
}

std::size_t bufferIndex(const Task& task, const std::string& name)
{
    for (std::size_t i = 0; i < task.buffers.size(); ++i)
        if (task.buffers[i].name == name)
            return i;
    return task.buffers.size();
}

std::vector<std::int64_t> squeezed(const std::vector<std::int64_t>& s)
{
    std::vector<std::int64_t> out;
    for (auto d : s)
        if (d != 1)
            out.push_back(d);
    return out;
}

Result<ReferenceOutputs> builtin(const Task& task, const ResolvedTask& resolved, const std::vector<Tensor>& pristine)
{
    const ReferenceSpec& spec = task.reference;
    RefContext c;
    c.task = &task;
    c.spec = &spec;
    c.params = resolved.params;
    const auto& ops = opTable();
    const auto it = std::find_if(ops.begin(), ops.end(), [&](const OpEntry& e) { return spec.op == e.name; });
    if (it == ops.end()) {
        std::string list;
        for (const auto& o : builtinReferenceOps())
            list += (list.empty() ? "" : ", ") + o;
        return makeError(ErrorCode::BadInput, "unknown builtin op '" + spec.op + "'; expected one of: " + list,
            task.file.string(), spec.pos.line, "reference.op");
    }
    if (spec.outputs.size() != 1)
        return c.error(
            "outputs", "produces one output; reference.outputs lists " + std::to_string(spec.outputs.size()));
    for (const auto& name : spec.inputs) {
        const std::size_t b = bufferIndex(task, name);
        RefInput in;
        in.name = name;
        in.tensor = &pristine[b];
        in.values.resize(in.tensor->elementCount());
        for (std::size_t i = 0; i < in.values.size(); ++i)
            in.values[i] = in.tensor->at(i);
        c.inputs.push_back(std::move(in));
    }
    const std::size_t ob = bufferIndex(task, spec.outputs[0]);
    c.outputName = spec.outputs[0];
    c.outputType = task.buffers[ob].dtype;
    c.outputShape = resolved.buffers[ob].shape;
    auto t = it->fn(c);
    if (!t)
        return t.error();
    auto conformed = conformToOutput(std::move(*t), resolved.buffers[ob], task, "builtin op '" + spec.op + "'");
    if (!conformed)
        return conformed.error();
    ReferenceOutputs out;
    out.names = spec.outputs;
    out.tensors.push_back(std::move(*conformed));
    return out;
}

} // namespace

std::vector<std::string> builtinReferenceOps()
{
    std::vector<std::string> names;
    for (const auto& e : opTable())
        names.push_back(e.name);
    return names;
}

Result<Tensor> conformToOutput(Tensor ref, const ResolvedBuffer& output, const Task& task, const std::string& source)
{
    if (ref.shape == output.shape)
        return ref;
    if (squeezed(ref.shape) == squeezed(output.shape)) {
        ref.shape = output.shape;
        return ref;
    }
    return makeError(ErrorCode::BadInput,
        source + " gives shape " + shapeToString(ref.shape) + " for output '" + output.spec->name
            + "', but the buffer has shape " + shapeToString(output.shape)
            + "; fix the buffer's shape or the reference",
        task.file.string(), task.reference.pos.line, "reference.outputs");
}

Result<ReferenceOutputs> computeHostReference(const Task& task, const ResolvedTask& resolved,
    const std::vector<Tensor>& pristine, const ReferenceOptions& options)
{
    const auto start = std::chrono::steady_clock::now();
    Result<ReferenceOutputs> r = makeError(ErrorCode::Internal, "no reference");
    switch (task.reference.kind) {
    case ReferenceSpec::Kind::Builtin:
        r = builtin(task, resolved, pristine);
        break;
    case ReferenceSpec::Kind::Npy:
        r = npyReference(task, resolved);
        break;
    case ReferenceSpec::Kind::Python:
        r = pythonReference(task, resolved, pristine, options);
        break;
    default:
        return makeError(ErrorCode::Internal,
            std::string("computeHostReference cannot compute a '") + referenceKindName(task.reference.kind)
                + "' reference");
    }
    if (r)
        r->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

} // namespace warpscope::core
