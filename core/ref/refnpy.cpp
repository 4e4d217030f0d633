#include "core/ref/refnpy.h"

#include "core/common/paths.h"
#include "core/io/npy.h"

namespace warpscope::core {

namespace {

Tensor toF64(const Tensor& t)
{
    Tensor out = Tensor::zeros(DType::F64, t.shape);
    auto* y = reinterpret_cast<double*>(out.bytes.data());
    for (std::size_t i = 0; i < t.elementCount(); ++i)
        y[i] = t.at(i);
    return out;
}

bool precise(DType file, DType out)
{
    if (isFloat(out))
        return file == DType::F64 || (file == DType::F32 && (out == DType::F16 || out == DType::BF16));
    return !isFloat(file);
}

} // namespace

Result<Tensor> acceptReferenceTensor(Tensor t, const ResolvedBuffer& output, const Task& task, const std::string& file)
{
    const DType want = output.spec->dtype;
    if (want == DType::BF16 && t.dtype == DType::U16) {
        auto bf = reinterpretAsBf16(std::move(t), file);
        if (!bf)
            return bf.error();
        t = std::move(*bf);
    }
    if (t.dtype != want) {
        if (!precise(t.dtype, want))
            return makeError(ErrorCode::BadInput,
                "'" + file + "' holds " + dtypeName(t.dtype) + " values but output '" + output.spec->name + "' is "
                    + dtypeName(want) + "; save the expected values as " + dtypeName(want)
                    + (isFloat(want) ? " or f64" : ""),
                task.file.string(), task.reference.pos.line, "reference.outputs");
        t = toF64(t);
    }
    return conformToOutput(std::move(t), output, task, "'" + file + "'");
}

Result<ReferenceOutputs> npyReference(const Task& task, const ResolvedTask& resolved)
{
    const ReferenceSpec& spec = task.reference;
    ReferenceOutputs out;
    for (std::size_t i = 0; i < spec.outputs.size() && i < spec.files.size(); ++i) {
        const std::string field = "reference.files[" + std::to_string(i) + "]";
        auto path = resolveInsideFolder(task.dir, spec.files[i], task.file.string(), spec.pos.line, field);
        if (!path)
            return path.error();
        std::error_code ec;
        if (!std::filesystem::exists(*path, ec))
            return makeError(ErrorCode::NotFound,
                "the expected values of output '" + spec.outputs[i] + "' should be in '" + spec.files[i]
                    + "', which does not exist; create it (numpy.save) or fix the file name",
                task.file.string(), spec.pos.line, field);
        auto t = loadNpy(*path);
        if (!t)
            return t.error();
        const ResolvedBuffer* rb = nullptr;
        for (const auto& b : resolved.buffers)
            if (b.spec->name == spec.outputs[i])
                rb = &b;
        if (!rb)
            return makeError(ErrorCode::Internal, "output '" + spec.outputs[i] + "' is not a buffer");
        auto accepted = acceptReferenceTensor(std::move(*t), *rb, task, spec.files[i]);
        if (!accepted)
            return accepted.error();
        out.names.push_back(spec.outputs[i]);
        out.tensors.push_back(std::move(*accepted));
    }
    return out;
}

} // namespace warpscope::core
