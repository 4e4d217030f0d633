#pragma once

// The scalar definition of an element's verdict. The fast path in fastcompare.cpp reproduces it
// exactly for finite, written elements; everything else comes here.

#include "core/compare/comparison.h"
#include "core/compare/ulp.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace warpscope::core::compare_detail {

/// What the comparison of every element needs to know, fixed for one output.
struct EvalContext {
    DType dtype = DType::F32;
    Tolerance tol;
    std::optional<std::uint64_t> poison;
    bool referencePoisoned = false; ///< poison on both sides means neither side wrote the element
    double allowedFloor = 0.0; ///< smallest allowed error used to rank elements (see excess)
    double ulpDenominator = 0.5; ///< maxUlp + 0.5: an element with ulp <= maxUlp has excess < 1
};

EvalContext makeContext(DType t, const Tolerance& tol, std::optional<std::uint64_t> poison);

/// One element's verdict.
struct ElementEval {
    ElementCategory category = ElementCategory::Exact;
    double absError = 0.0;
    double relError = 0.0;
    std::uint64_t ulp = 0;
    double excess = 0.0;
    bool finite = true; ///< both sides finite and written: counts toward the maxima
    /// Not exact and |out - ref| <= atol (the close rule in use): its ULP distance says nothing (near
    /// zero it is huge), so it stays out of OutputStats::maxUlpBeyondAtol.
    bool byAtol = false;
    bool zeroWouldPass = false;
    bool referenceNonFinite = false;
};

/// The value an output element holds, as a double (exact except 64-bit integers beyond 2^53).
double bitsToValue(std::uint64_t bits, DType t);

/// Evaluates one element: outBits in the output's dtype; ref the exact reference; refBits the
/// reference rounded to the output's dtype (its own bits when the reference has that dtype).
ElementEval evaluateElement(std::uint64_t outBits, double ref, std::uint64_t refBits, const EvalContext& ctx);

/// Keeps the K elements with the largest excess; ties keep the earliest element.
class WorstTracker {
public:
    explicit WorstTracker(int k)
        : m_k(static_cast<std::size_t>(std::max(k, 0)))
    { }
    /// The excess an element must beat to enter (0 while the list is not full).
    double threshold() const { return m_heap.size() < m_k ? 0.0 : m_heap.front().first; }
    void offer(double excess, std::int64_t index);
    /// Offers every element another tracker kept: the K worst of both, as if all were offered here.
    void merge(const WorstTracker& other);
    std::size_t capacity() const { return m_k; }
    /// Flat indices, worst first.
    std::vector<std::int64_t> sorted() const;

private:
    std::size_t m_k;
    std::vector<std::pair<double, std::int64_t>> m_heap; ///< min-heap on (excess, -index)
};

/// Bucket of the ULP histogram for a distance.
inline int ulpBucket(std::uint64_t ulp)
{
    return static_cast<int>(std::bit_width(ulp));
}

} // namespace warpscope::core::compare_detail
