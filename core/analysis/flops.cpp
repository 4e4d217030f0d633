#include "core/analysis/flops.h"

#include <cstdio>
#include <string>
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
    case FlopType::TF32:
        return "tf32";
    case FlopType::FP8:
        return "fp8";
    case FlopType::INT8:
        return "int8";
    case FlopType::INT4:
        return "int4";
    }
    return "f32";
}

namespace {

bool tensorInputType(std::string_view t, FlopType& out)
{
    if (t == "f16")
        out = FlopType::F16;
    else if (t == "bf16")
        out = FlopType::BF16;
    else if (t == "tf32")
        out = FlopType::TF32;
    else if (t == "f64")
        out = FlopType::F64;
    else if (t == "e4m3" || t == "e5m2")
        out = FlopType::FP8;
    else if (t == "s8" || t == "u8")
        out = FlopType::INT8;
    else if (t == "s4" || t == "u4")
        out = FlopType::INT4;
    else
        return false;
    return true;
}

bool isTypeToken(std::string_view t)
{
    FlopType ignored;
    return tensorInputType(t, ignored) || t == "f32" || t == "s32" || t == "b1";
}

/// mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32, wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32,
/// wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16, mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32,
/// wgmma.mma_async.sp.sync.aligned.m64n64k32.f32.f16.f16 (sparse: half the dense products)
FlopClass classifyTensor(std::string_view op, std::string_view base)
{
    FlopClass c;
    const bool sparse = op.starts_with("mma.sp") || op.starts_with("wgmma.mma_async.sp");
    const std::uint64_t threads = base == "wgmma" ? 128 : 32;
    std::uint64_t m = 0, n = 0, k = 0;
    std::string_view types[4];
    int typeCount = 0;
    for (std::size_t at = 0; at != std::string_view::npos;) {
        const std::size_t next = op.find('.', at);
        const std::string_view part = op.substr(at, next == std::string_view::npos ? next : next - at);
        at = next == std::string_view::npos ? next : next + 1;
        if (part.size() > 3 && part[0] == 'm' && part.find('n') != std::string_view::npos
            && part.find('k') != std::string_view::npos) {
            // mMnNkK
            unsigned long long mv = 0, nv = 0, kv = 0;
            if (std::sscanf(std::string(part).c_str(), "m%llun%lluk%llu", &mv, &nv, &kv) == 3) {
                m = mv;
                n = nv;
                k = kv;
            }
        } else if (isTypeToken(part) && typeCount < 4)
            types[typeCount++] = part;
    }
    if (!m || !n || !k)
        return c;
    // D, A, B, C (mma, wmma with explicit input types) or D, A, B (wgmma); wmma's f16 form names
    // only D and C, the inputs being f16
    FlopType type = FlopType::F16;
    if (typeCount >= 3 && !tensorInputType(types[1], type))
        return c; // b1
    if (typeCount < 3 && typeCount > 0 && types[0] == "s32")
        return c;
    const std::uint64_t products = m * n * k / (sparse ? 2 : 1);
    c.type = type;
    c.count = static_cast<std::uint32_t>(2 * products / threads);
    c.tensor = true;
    return c;
}

} // namespace

FlopClass classifyFlops(const std::string& opcode)
{
    // called once per instruction per analysed launch: string views, no allocation
    const std::string_view op(opcode);
    const std::size_t firstDot = op.find('.');
    FlopClass c;
    if (firstDot == std::string_view::npos)
        return c;
    const std::string_view base = op.substr(0, firstDot);
    if (base == "wgmma"      ? op.starts_with("wgmma.mma_async")
            : base == "wmma" ? op.starts_with("wmma.mma")
                             : base == "mma")
        return classifyTensor(op, base);
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
