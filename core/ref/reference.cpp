#include "core/ref/reference.h"

#include "core/ref/refnpy.h"
#include "core/ref/refops.h"
#include "core/ref/refpython.h"

#include <chrono>
#include <functional>

namespace warpscope::core {

namespace {

using OpFn = Result<Tensor> (*)(const RefContext&);
using MultiOpFn = Result<std::vector<Tensor>> (*)(const RefContext&);

/// A builtin op: one output (fn), or several (multi) named in the order [reference] outputs lists them.
struct OpEntry {
    const char* name;
    OpFn fn = nullptr;
    MultiOpFn multi = nullptr;
    std::size_t minOutputs = 1;
    std::vector<const char*> outputNames = {"result"};
    const char* hint = ""; ///< what the extra outputs are, for the count error
};

OpEntry one(const char* name, OpFn fn)
{
    return {name, fn, nullptr, 1, {"result"}, ""};
}

const std::vector<OpEntry>& opTable()
{
    static const std::vector<OpEntry> ops = {
        one("elementwise", refops::elementwise),
        one("axpby", refops::axpby),
        one("matmul", refops::matmul),
        one("bmm", refops::bmm),
        one("transpose", refops::transpose),
        one("sum", refops::reduce),
        one("max", refops::reduce),
        one("min", refops::reduce),
        one("mean", refops::reduce),
        one("softmax", refops::softmax),
        one("log_softmax", refops::softmax),
        one("layernorm", refops::layernorm),
        one("rmsnorm", refops::rmsnorm),
        one("prefix_sum", refops::prefixSum),
        one("histogram", refops::histogram),
        one("conv1d", refops::conv1d),
        one("conv2d", refops::conv2d),
        one("attention", refops::attention),
        one("copy", refops::copy),
        one("gelu", refops::activation),
        one("silu", refops::activation),
        {"sort", nullptr, refops::sort, 1, {"keys", "values"},
            "the values output holds the values input permuted like the keys, or the sorting indices"},
        {"topk", nullptr, refops::topk, 1, {"values", "indices"}, "the indices output holds each value's position"},
        {"cross_entropy", nullptr, refops::crossEntropy, 1, {"loss", "reduced"},
            "with two outputs the first holds the per-row losses and the second their reduction"},
    };
    return ops;
}

std::string outputCountError(const OpEntry& op, std::size_t listed)
{
    const std::size_t max = op.outputNames.size();
    std::string names;
    for (const char* n : op.outputNames)
        names += (names.empty() ? "" : ", ") + std::string(n);
    std::string produces
        = op.minOutputs == max ? std::to_string(max) : std::to_string(op.minOutputs) + " to " + std::to_string(max);
    std::string text = std::string(op.name) + " produces " + produces + (max == 1 ? " output" : " outputs") + " ("
        + names + "); outputs lists " + std::to_string(listed) + ": ";
    if (listed > max)
        text += "drop " + std::to_string(listed - max) + " of them, or compute the others with a second task";
    else
        text += std::string("add the ") + op.outputNames[listed] + " buffer";
    if (*op.hint)
        text += std::string(" (") + op.hint + ")";
    return text;
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
    if (spec.outputs.size() < it->minOutputs || spec.outputs.size() > it->outputNames.size())
        return c.error("outputs", outputCountError(*it, spec.outputs.size()));
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
    for (const auto& name : spec.outputs) {
        const std::size_t ob = bufferIndex(task, name);
        c.outputs.push_back({name, task.buffers[ob].dtype, resolved.buffers[ob].shape});
    }
    c.outputName = c.outputs[0].name;
    c.outputType = c.outputs[0].dtype;
    c.outputShape = c.outputs[0].shape;
    std::vector<Tensor> tensors;
    if (it->fn) {
        auto t = it->fn(c);
        if (!t)
            return t.error();
        tensors.push_back(std::move(*t));
    } else {
        auto t = it->multi(c);
        if (!t)
            return t.error();
        tensors = std::move(*t);
    }
    ReferenceOutputs out;
    out.names = spec.outputs;
    for (std::size_t i = 0; i < spec.outputs.size() && i < tensors.size(); ++i) {
        const std::size_t ob = bufferIndex(task, spec.outputs[i]);
        auto conformed = conformToOutput(std::move(tensors[i]), resolved.buffers[ob], task,
            "builtin op '" + spec.op + "' (its " + it->outputNames[std::min(i, it->outputNames.size() - 1)] + ")");
        if (!conformed)
            return conformed.error();
        out.tensors.push_back(std::move(*conformed));
    }
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
