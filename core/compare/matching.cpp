#include "core/compare/matching.h"

#include "core/compare/elementeval.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

namespace warpscope::core {

using namespace compare_detail;

namespace {

double valueAt(const Tensor& t, std::size_t i)
{
    return bitsToValue(loadBits(t.bytes.data(), i, t.dtype), t.dtype);
}

/// The compared indices sorted by value (NaN last; a stable sort keeps ties in index order).
std::vector<std::size_t> sortedIndices(const Tensor& t, const std::vector<std::size_t>& indices)
{
    std::vector<std::pair<double, std::size_t>> keyed;
    keyed.reserve(indices.size());
    for (std::size_t i : indices)
        keyed.emplace_back(valueAt(t, i), i);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
        return !std::isnan(a.first) && (std::isnan(b.first) || a.first < b.first);
    });
    std::vector<std::size_t> out;
    out.reserve(keyed.size());
    for (const auto& k : keyed)
        out.push_back(k.second);
    return out;
}

} // namespace

Result<Tensor> unorderedReference(
    const Tensor& out, const Tensor& ref, const std::vector<std::uint8_t>* selected, std::optional<int> axis)
{
    const std::size_t n = out.elementCount();
    if (ref.elementCount() != n)
        return makeError(ErrorCode::Internal, "unorderedReference: the output and the reference differ in size");
    if (axis && (*axis < 0 || static_cast<std::size_t>(*axis) >= out.shape.size()))
        return makeError(ErrorCode::BadInput,
            "unordered_axis " + std::to_string(*axis) + " is outside the output's rank "
                + std::to_string(out.shape.size()));
    // Lines along the axis: element (o, k, j) of an (outer, length, inner) split; without an axis, one line of all.
    std::size_t length = n, inner = 1;
    if (axis) {
        length = static_cast<std::size_t>(out.shape[static_cast<std::size_t>(*axis)]);
        for (std::size_t d = static_cast<std::size_t>(*axis) + 1; d < out.shape.size(); ++d)
            inner *= static_cast<std::size_t>(out.shape[d]);
    }
    const std::size_t lines = length ? n / length : 0;
    Tensor matched = ref;
    const std::size_t size = dtypeSize(ref.dtype);
    std::vector<std::size_t> compared;
    for (std::size_t line = 0; line < lines; ++line) {
        const std::size_t o = line / inner, j = line % inner;
        compared.clear();
        for (std::size_t k = 0; k < length; ++k) {
            const std::size_t i = (o * length + k) * inner + j;
            if (!selected || (*selected)[i])
                compared.push_back(i);
        }
        const std::vector<std::size_t> outOrder = sortedIndices(out, compared);
        const std::vector<std::size_t> refOrder = sortedIndices(ref, compared);
        for (std::size_t k = 0; k < outOrder.size(); ++k)
            std::memcpy(matched.bytes.data() + outOrder[k] * size, ref.bytes.data() + refOrder[k] * size, size);
    }
    return matched;
}

Result<Tensor> anyOfReference(const Tensor& out, const Tensor& ref, const std::vector<CandidateSet>& sets,
    const Tolerance& tolerance, std::optional<std::uint64_t> poisonBits, const std::vector<std::uint8_t>* selected)
{
    const std::size_t n = out.elementCount();
    for (const CandidateSet& s : sets)
        if (n == 0 || s.tensor->elementCount() == 0 || s.tensor->elementCount() % n != 0)
            return makeError(ErrorCode::BadInput,
                "candidate buffer '" + s.name + "' has " + std::to_string(s.tensor->elementCount())
                    + " elements; any_of needs the output's " + std::to_string(n)
                    + " (one candidate per element) or a multiple K of it (K candidates, candidate-major: shape [K, "
                      "...output shape])");
    const EvalContext ctx = makeContext(out.dtype, tolerance, poisonBits);
    Tensor matched = Tensor::zeros(DType::F64, out.shape);
    auto* y = reinterpret_cast<double*>(matched.bytes.data());
    for (std::size_t i = 0; i < n; ++i) {
        double best = valueAt(ref, i);
        if (selected && !(*selected)[i]) {
            y[i] = best;
            continue;
        }
        const std::uint64_t ob = loadBits(out.bytes.data(), i, out.dtype);
        double bestExcess = evaluateElement(ob, best, roundedBits(best, out.dtype), ctx).excess;
        for (const CandidateSet& s : sets) {
            const std::size_t k = s.tensor->elementCount() / n;
            for (std::size_t j = 0; j < k && bestExcess > 0.0; ++j) {
                const double v = valueAt(*s.tensor, j * n + i);
                const double e = evaluateElement(ob, v, roundedBits(v, out.dtype), ctx).excess;
                if (e < bestExcess) {
                    best = v;
                    bestExcess = e;
                }
            }
        }
        y[i] = best;
    }
    return matched;
}

} // namespace warpscope::core
