// The language-specific part of a compile request: what a PTX or Triton kernel needs from the task.
#include "core/compile/compileoptions.h"

namespace warpscope::core {

std::string tritonTypeOf(DType t)
{
    switch (t) {
    case DType::F64:
        return "fp64";
    case DType::F32:
        return "fp32";
    case DType::F16:
        return "fp16";
    case DType::BF16:
        return "bf16";
    default:
        return dtypeName(t); // i64 i32 i16 i8 u64 u32 u16 u8: Triton spells them as Warpscope does
    }
}

void applyKernelLanguage(CompileRequest& r, const Task& task, const KernelSpec& kernel, const LaunchSpec& launch)
{
    r.language = kernelLanguageName(kernel.language);
    if (kernel.language != KernelLanguage::Triton)
        return;
    r.triton.constexprs = kernel.constexprs;
    r.triton.numWarps = kernel.numWarps;
    r.triton.numStages = kernel.numStages;
    r.triton.autotuneConfig = kernel.autotuneConfig;
    r.triton.signature.clear();
    for (const LaunchArg& a : launch.args) {
        switch (a.kind) {
        case LaunchArg::Kind::Buffer: {
            std::string type = "*fp32";
            for (const auto& b : task.buffers)
                if (b.name == a.name)
                    type = "*" + tritonTypeOf(b.dtype);
            r.triton.signature.push_back(type);
            break;
        }
        case LaunchArg::Kind::Literal:
            r.triton.signature.push_back(tritonTypeOf(a.literalType));
            break;
        case LaunchArg::Kind::Param:
        case LaunchArg::Kind::Expr:
            r.triton.signature.emplace_back("i32"); // an integer argument, as Triton types a Python int that fits
            break;
        }
    }
}

} // namespace warpscope::core
