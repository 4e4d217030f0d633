#include "core/compare/elementeval.h"

#include "core/common/floatbits.h"

#include <cfloat>

namespace warpscope::core::compare_detail {

EvalContext makeContext(DType t, const Tolerance& tol, std::optional<std::uint64_t> poison)
{
    EvalContext c;
    c.dtype = t;
    c.tol = tol;
    c.poison = poison;
    // The floor keeps an exact rule (atol = rtol = 0) ranking elements by their error instead of
    // calling every mismatch infinitely bad: the smallest step of the format (1 for integers).
    switch (t) {
    case DType::F64:
        c.allowedFloor = DBL_MIN;
        break;
    case DType::F32:
        c.allowedFloor = 0x1p-149;
        break;
    case DType::F16:
        c.allowedFloor = 0x1p-24;
        break;
    case DType::BF16:
        c.allowedFloor = 0x1p-133;
        break;
    default:
        c.allowedFloor = 1.0;
        break;
    }
    c.ulpDenominator = tol.maxUlp ? static_cast<double>(*tol.maxUlp) + 0.5 : 0.5;
    return c;
}

double bitsToValue(std::uint64_t bits, DType t)
{
    switch (t) {
    case DType::F64:
        return bitsToDouble(bits);
    case DType::F32:
        return bitsToFloat(static_cast<std::uint32_t>(bits));
    case DType::F16:
        return halfBitsToDouble(static_cast<std::uint16_t>(bits));
    case DType::BF16:
        return bf16BitsToDouble(static_cast<std::uint16_t>(bits));
    case DType::U64:
        return static_cast<double>(bits);
    default:
        return static_cast<double>(orderedBits(bits, t));
    }
}

namespace {

ElementEval nonFinite(ElementCategory c, bool refNonFinite)
{
    ElementEval e;
    e.category = c;
    e.finite = false;
    e.referenceNonFinite = refNonFinite;
    if (isMismatch(c)) {
        const double inf = std::numeric_limits<double>::infinity();
        e.absError = e.relError = e.excess = inf;
        e.ulp = kUlpNaN;
    }
    return e;
}

} // namespace

ElementEval evaluateElement(std::uint64_t outBits, double r, std::uint64_t refBits, const EvalContext& ctx)
{
    const DType t = ctx.dtype;
    const bool refNonFinite = !std::isfinite(r);
    // An element that still holds the poison was never written, unless the poison happens to be the
    // right answer (an integer -1, say).
    if (ctx.poison && outBits == *ctx.poison && refBits != outBits)
        return nonFinite(ElementCategory::Unwritten, refNonFinite);
    if (ctx.poison && ctx.referencePoisoned && outBits == *ctx.poison && refBits == outBits)
        return nonFinite(ElementCategory::NeitherWrote, false); // untouched on both sides: not an exact match
    const double o = bitsToValue(outBits, t);
    if (std::isnan(o) || std::isnan(r))
        return nonFinite(std::isnan(o) && std::isnan(r) ? ElementCategory::Exact : ElementCategory::NaN, refNonFinite);
    if (std::isinf(o) || std::isinf(r))
        return nonFinite(o == r ? ElementCategory::Exact : ElementCategory::Inf, refNonFinite);

    ElementEval e;
    e.ulp = ulpDistanceBits(outBits, refBits, t);
    // Integers compare exactly through their ULP distance (|a - b|), which a double may not hold.
    e.absError = !isFloat(t) && r == std::nearbyint(r) ? static_cast<double>(e.ulp) : std::fabs(o - r);
    const double ar = std::fabs(r);
    const double allowed = ctx.tol.atol + ctx.tol.rtol * ar;
    e.relError = e.absError == 0.0 ? 0.0 : e.absError / ar;
    const bool closeOk = ctx.tol.useClose && e.absError <= allowed;
    const bool ulpOk = ctx.tol.maxUlp && e.ulp <= *ctx.tol.maxUlp;
    const std::uint64_t zeroUlp = ulpDistanceBits(0, refBits, t);
    e.zeroWouldPass = (ctx.tol.useClose && ar <= allowed) || (ctx.tol.maxUlp && zeroUlp <= *ctx.tol.maxUlp);
    if (e.ulp == 0) {
        e.category = ElementCategory::Exact; // the reference rounded to the output's dtype: nothing better exists
        return e;
    }
    e.byAtol = ctx.tol.useClose && e.absError <= ctx.tol.atol;
    double excess = std::numeric_limits<double>::infinity();
    if (ctx.tol.useClose)
        excess = e.absError / std::max(allowed, ctx.allowedFloor);
    if (ctx.tol.maxUlp)
        excess = std::min(excess, static_cast<double>(e.ulp) / ctx.ulpDenominator);
    e.excess = excess;
    if (closeOk)
        e.category = ElementCategory::PassClose;
    else if (ulpOk)
        e.category = ElementCategory::PassUlp;
    else if (const double rr = bitsToValue(refBits, t); o != 0.0 && rr != 0.0 && std::signbit(o) != std::signbit(rr))
        e.category = ElementCategory::Sign; // signs of the output and the reference in the output's dtype
    else
        e.category = ElementCategory::Fail;
    return e;
}

void WorstTracker::offer(double excess, std::int64_t index)
{
    if (m_k == 0 || !(excess > 0.0))
        return;
    // Ordering on (excess, -index) makes an earlier element win a tie, whatever order they come in.
    auto greater
        = [](const auto& a, const auto& b) { return a.first > b.first || (a.first == b.first && a.second < b.second); };
    const std::pair<double, std::int64_t> item {excess, index};
    if (m_heap.size() < m_k) {
        m_heap.push_back(item);
        std::push_heap(m_heap.begin(), m_heap.end(), greater);
        return;
    }
    if (!greater(item, m_heap.front()))
        return;
    std::pop_heap(m_heap.begin(), m_heap.end(), greater);
    m_heap.back() = item;
    std::push_heap(m_heap.begin(), m_heap.end(), greater);
}

void WorstTracker::merge(const WorstTracker& other)
{
    for (const auto& [excess, index] : other.m_heap)
        offer(excess, index);
}

std::vector<std::int64_t> WorstTracker::sorted() const
{
    auto items = m_heap;
    std::sort(items.begin(), items.end(),
        [](const auto& a, const auto& b) { return a.first > b.first || (a.first == b.first && a.second < b.second); });
    std::vector<std::int64_t> out;
    for (const auto& [excess, index] : items)
        out.push_back(index);
    return out;
}

} // namespace warpscope::core::compare_detail
