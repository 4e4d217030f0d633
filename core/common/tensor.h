#pragma once

#include "core/common/dtype.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace warpscope::core {

/// A host array that owns its bytes: inputs, outputs and references cross threads and processes as this.
struct Tensor {
    DType dtype = DType::F32;
    std::vector<std::int64_t> shape;
    std::vector<std::byte> bytes; ///< C order, little-endian

    std::size_t elementCount() const;
    std::size_t byteSize() const { return bytes.size(); }
    /// Allocates zeroed storage for the shape; the caller checked that the size is sane.
    static Tensor zeros(DType dtype, std::vector<std::int64_t> shape);
    double at(std::size_t i) const { return loadAsDouble(bytes.data() + i * dtypeSize(dtype), dtype); }
    void set(std::size_t i, double v) { storeFromDouble(bytes.data() + i * dtypeSize(dtype), dtype, v); }
};

/// "[3, 4]" for messages.
std::string shapeToString(const std::vector<std::int64_t>& shape);

/// Element count of a shape with overflow and sign checks; nullopt-like -1 when the product overflows
/// or exceeds limit, or a dimension is negative.
std::int64_t checkedElementCount(const std::vector<std::int64_t>& shape, std::int64_t limit);

} // namespace warpscope::core
