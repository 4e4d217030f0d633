#include "core/analysis/flops.h"

#include <string_view>

namespace warpscope::core::analysis {

const char* flopTypeName(FlopType t)
{
    switch (t) {
    case FlopType::F64:
        return "f64";
    case FlopType::F32:
        return "f32";
    case FlopType::F16:
        return "f16";
    case FlopType::BF16:
        return "bf16";
    }
    return "f32";
}

FlopClass classifyFlops(const std::string& opcode)
{
    // called once per instruction per analysed launch: string views, no allocation
    const std::string_view op(opcode);
    const std::size_t firstDot = op.find('.');
    FlopClass c;
    if (firstDot == std::string_view::npos)
        return c;
    const std::string_view base = op.substr(0, firstDot);
    std::uint32_t perOp = 0;
    if (base == "add" || base == "sub" || base == "mul")
        perOp = 1;
    else if (base == "fma" || base == "mad")
        perOp = 2;
    else
        return c;
    // the type is the last part (fma.rn.ftz.f32, add.rn.f16x2, mul.rn.bf16)
    const std::string_view type = op.substr(op.rfind('.') + 1);
    if (type == "f64")
        c.type = FlopType::F64;
    else if (type == "f32")
        c.type = FlopType::F32;
    else if (type == "f16" || type == "f16x2")
        c.type = FlopType::F16;
    else if (type == "bf16" || type == "bf16x2")
        c.type = FlopType::BF16;
    else
        return c; // integer arithmetic
    const bool packed = type.size() > 2 && type.substr(type.size() - 2) == "x2";
    c.count = perOp * (packed ? 2 : 1);
    return c;
}

} // namespace warpscope::core::analysis
