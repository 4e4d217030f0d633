#include "core/exec/tensormapbuild.h"

#include "core/common/tensor.h"

#include <algorithm>

namespace warpscope::core {

std::optional<TensorMapDataType> tensorMapTypeOf(DType t)
{
    switch (t) {
    case DType::U8:
    case DType::I8:
        return TensorMapDataType::U8;
    case DType::U16:
    case DType::I16:
        return TensorMapDataType::U16;
    case DType::U32:
        return TensorMapDataType::U32;
    case DType::I32:
        return TensorMapDataType::I32;
    case DType::U64:
        return TensorMapDataType::U64;
    case DType::I64:
        return TensorMapDataType::I64;
    case DType::F16:
        return TensorMapDataType::F16;
    case DType::BF16:
        return TensorMapDataType::BF16;
    case DType::F32:
        return TensorMapDataType::F32;
    case DType::F64:
        return TensorMapDataType::F64;
    default:
        return std::nullopt;
    }
}

namespace {

/// The task's words for a driver argument: "boxDim[0]" of a rank-2 map is box[1] (shape order).
std::string taskField(const std::string& driverField, std::uint32_t rank)
{
    const auto open = driverField.find('[');
    const std::string base = driverField.substr(0, open);
    std::string index;
    if (open != std::string::npos) {
        const int i = std::stoi(driverField.substr(open + 1));
        // globalStrides[i] is the stride of driver dimension i + 1
        const int dim = base == "globalStrides" ? i + 1 : i;
        index = "[" + std::to_string(static_cast<int>(rank) - 1 - dim) + "]";
    }
    if (base == "boxDim")
        return "box" + index;
    if (base == "elementStrides")
        return "element_strides" + index;
    if (base == "globalDim" || base == "globalStrides" || base == "tensorRank")
        return "the buffer's shape" + index;
    if (base == "globalAddress")
        return "the buffer's address";
    if (base == "tensorDataType")
        return "the buffer's dtype";
    if (base == "oobFill")
        return "oob_fill";
    if (base == "l2Promotion")
        return "l2_promotion";
    if (base == "channelsPerPixel")
        return "channels_per_pixel";
    if (base == "pixelsPerColumn")
        return "pixels_per_column";
    if (base == "pixelBoxLowerCorner" || base == "pixelBoxUpperCorner") {
        // corner i is W, H, D; the task lists spatial dimensions outermost first
        const int i = std::stoi(driverField.substr(open + 1));
        return std::string(base == "pixelBoxLowerCorner" ? "lower_corner" : "upper_corner") + "["
            + std::to_string(static_cast<int>(rank) - 3 - i) + "]";
    }
    return base;
}

} // namespace

Result<TensorMapDesc> buildTensorMapDesc(
    const LaunchArg& arg, const BufferSpec& b, const ParamMap& params, const std::string& where)
{
    auto fail = [&](const std::string& m) {
        return makeError(ErrorCode::BadInput, (where.empty() ? "" : where + " ") + "'" + arg.text + "': " + m);
    };
    TensorMapDesc d;
    const auto type = tensorMapTypeOf(b.dtype);
    if (!type)
        return fail(std::string("buffer '") + b.name + "' has dtype " + dtypeName(b.dtype)
            + ", which no CUtensorMapDataType holds");
    d.dtype = *type;
    const auto rank = static_cast<std::uint32_t>(b.shape.size());
    if (rank < 1 || rank > 5)
        return fail("buffer '" + b.name + "' has " + std::to_string(rank)
            + " dimensions; cuTensorMapEncodeTiled's tensorRank must be 1 to 5 (CUDA_ERROR_INVALID_VALUE)");
    d.rank = rank;
    const TensorMapArgSpec& s = arg.tensorMap;
    d.im2col = s.im2col;
    if (s.im2col) {
        if (rank < 3)
            return fail("an im2col map needs a buffer of 3 to 5 dimensions (N, [D, [H,]] W, C); buffer '" + b.name
                + "' has " + std::to_string(rank));
        for (const auto* corner : {&s.lowerCorner, &s.upperCorner}) {
            const char* key = corner == &s.lowerCorner ? "lower_corner" : "upper_corner";
            if (!corner->empty() && corner->size() != rank - 2)
                return fail(std::string(key) + " has " + std::to_string(corner->size()) + " entries but buffer '"
                    + b.name + "' has " + std::to_string(rank - 2)
                    + " spatial dimensions; give one per dimension between N and C, outermost first");
            for (std::size_t i = 0; i < corner->size(); ++i) {
                auto v = evaluateExpr((*corner)[i], params);
                if (!v)
                    return fail(std::string(key) + "[" + std::to_string(i) + "]: " + v.error().message);
                // shape order (outermost first) to the driver's W, H, D
                auto& out = corner == &s.lowerCorner ? d.lowerCorner : d.upperCorner;
                out[rank - 3 - i] = static_cast<std::int32_t>(std::clamp<std::int64_t>(*v, -(1 << 20), 1 << 20));
            }
        }
        auto cpp = evaluateExpr(s.channelsPerPixel, params);
        if (!cpp)
            return fail("channels_per_pixel: " + cpp.error().message);
        auto ppc = evaluateExpr(s.pixelsPerColumn, params);
        if (!ppc)
            return fail("pixels_per_column: " + ppc.error().message);
        d.channelsPerPixel = static_cast<std::uint32_t>(std::clamp<std::int64_t>(*cpp, 0, 1 << 20));
        d.pixelsPerColumn = static_cast<std::uint32_t>(std::clamp<std::int64_t>(*ppc, 0, 1 << 20));
    } else if (s.box.size() != rank)
        return fail("box has " + std::to_string(s.box.size()) + " entries but buffer '" + b.name + "' has "
            + std::to_string(rank) + " dimensions; give one box size per dimension, outermost first");
    if (!s.elementStrides.empty() && s.elementStrides.size() != rank)
        return fail("element_strides has " + std::to_string(s.elementStrides.size()) + " entries but buffer '" + b.name
            + "' has " + std::to_string(rank) + " dimensions");
    const std::uint64_t elem = tensorMapElementBytes(d.dtype);
    std::uint64_t stride = elem;
    for (std::uint32_t k = 0; k < rank; ++k) {
        // driver dimension k is shape dimension rank - 1 - k (innermost first)
        const std::uint32_t at = rank - 1 - k;
        auto n = evaluateExpr(b.shape[at], params);
        if (!n)
            return fail("the shape of buffer '" + b.name + "': " + n.error().message);
        auto box = s.im2col ? Result<std::int64_t>(1) : evaluateExpr(s.box[at], params);
        if (!box)
            return fail("box[" + std::to_string(at) + "]: " + box.error().message);
        std::int64_t es = 1;
        if (!s.elementStrides.empty()) {
            auto e = evaluateExpr(s.elementStrides[at], params);
            if (!e)
                return fail("element_strides[" + std::to_string(at) + "]: " + e.error().message);
            es = *e;
        }
        d.dims[k] = static_cast<std::uint64_t>(std::max<std::int64_t>(*n, 0));
        d.box[k] = static_cast<std::uint32_t>(std::clamp<std::int64_t>(*box, 0, 0xFFFFFFFF));
        d.elementStrides[k] = static_cast<std::uint32_t>(std::clamp<std::int64_t>(es, 0, 0xFFFFFFFF));
        if (k > 0)
            d.strides[k - 1] = stride;
        stride *= d.dims[k];
    }
    d.swizzle = s.swizzle;
    d.interleave = s.interleave;
    d.l2Promotion = s.l2Promotion;
    d.oobFill = s.oobFill;
    // both backends place buffers on 256-byte boundaries, so the address rule holds for the buffer's start
    if (const TensorMapProblem p = checkTensorMap(d, 0); !p.field.empty())
        return fail(taskField(p.field, rank) + ": " + tensorMapEncoder(d) + "'s " + p.field + " " + p.rule
            + " (CUDA_ERROR_INVALID_VALUE)");
    return d;
}

} // namespace warpscope::core
