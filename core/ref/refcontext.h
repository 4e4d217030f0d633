#pragma once

#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/task/task.h"

#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// One input of a builtin reference: its buffer name, the tensor, and its values widened to double.
struct RefInput {
    std::string name;
    const Tensor* tensor = nullptr;
    std::vector<double> values;
    const std::vector<std::int64_t>& shape() const { return tensor->shape; }
};

/// One output a builtin op must produce: its buffer name, dtype and resolved shape.
struct RefOutput {
    std::string name;
    DType dtype = DType::F32;
    std::vector<std::int64_t> shape;
};

/// What a builtin op reads: its [reference] entry, its inputs and the output it must produce. Its
/// helpers read op-specific keys and build errors that name the task file, the field and the buffer.
struct RefContext {
    const Task* task = nullptr;
    const ReferenceSpec* spec = nullptr;
    ParamMap params;
    std::vector<RefInput> inputs;
    std::string outputName;
    DType outputType = DType::F32;
    std::vector<std::int64_t> outputShape;
    std::vector<RefOutput> outputs; ///< every output in [reference] outputs order (outputName is the first)

    /// A BadInput error at the [reference] table; field is relative to it ("axis", "inputs[1]").
    Error error(const std::string& field, const std::string& message) const;
    /// Refuses keys the op does not read.
    Status allowKeys(std::initializer_list<const char*> keys) const;
    /// Checks the number of inputs.
    Status inputCount(std::size_t min, std::size_t max) const;
    Result<double> number(const char* key, std::optional<double> fallback) const;
    /// An integer, or a string holding an integer expression over [params] ("BLOCK", "K / 2").
    Result<std::int64_t> integer(const char* key, std::optional<std::int64_t> fallback) const;
    /// One integer (each entry then takes it) or an array of count integers or expressions; fallback
    /// when absent. Several accepted counts: the array must have one of them.
    Result<std::vector<std::int64_t>> integers(
        const char* key, std::initializer_list<std::size_t> counts, std::vector<std::int64_t> fallback) const;
    /// An array of numbers of the given length.
    Result<std::vector<double>> numbers(const char* key, std::size_t count) const;
    Result<bool> flag(const char* key, bool fallback) const;
    Result<std::string> text(const char* key) const;
    /// Reads an axis key (default when absent) and normalises a negative axis against the rank of input i.
    Result<int> axis(const char* key, std::optional<int> fallback, std::size_t input) const;
    /// An error about input i's shape, naming the buffer.
    Error shapeError(std::size_t input, const std::string& expected) const;
};

/// The first error among several results, when any failed.
template <typename... R> std::optional<Error> firstError(const R&... results)
{
    std::optional<Error> e;
    ((e || results.ok() ? void() : void(e = results.error())), ...);
    return e;
}

/// A float64 tensor of the given shape, zero-filled.
Tensor makeF64(const std::vector<std::int64_t>& shape);
/// The doubles of an F64 tensor.
inline double* f64Data(Tensor& t)
{
    return reinterpret_cast<double*>(t.bytes.data());
}
/// Product of shape[begin, end).
std::int64_t extent(const std::vector<std::int64_t>& shape, std::size_t begin, std::size_t end);

/// Neumaier's compensated sum: float64 accumulation stays exact to a few ulps however long the sum.
struct CompensatedSum {
    double sum = 0.0;
    double carry = 0.0;
    void add(double x)
    {
        const double t = sum + x;
        carry += std::abs(sum) >= std::abs(x) ? (sum - t) + x : (x - t) + sum;
        sum = t;
    }
    /// An infinite or NaN running sum is returned as is (its carry is meaningless).
    double value() const { return std::isfinite(sum) ? sum + carry : sum; }
};

} // namespace warpscope::core
