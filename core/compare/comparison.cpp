#include "core/compare/comparison.h"

#include "core/common/numbertext.h"
#include "core/compare/elementeval.h"
#include "core/compare/fastcompare.h"

#include <array>
#include <cstdio>
#include <cstring>

namespace warpscope::core {

using namespace compare_detail;

const char* elementCategoryName(ElementCategory c)
{
    static constexpr std::array<const char*, 10> names = {
        "exact", "pass_close", "pass_ulp", "fail", "nan", "inf", "sign", "unwritten", "not_compared", "neither_wrote"};
    const auto i = static_cast<std::size_t>(c);
    return i < names.size() ? names[i] : "exact";
}

namespace {
constexpr std::array<std::pair<CompareWarning::Kind, const char*>, 8> kWarningNames = {{
    {CompareWarning::Kind::VacuousTolerance, "vacuous_tolerance"},
    {CompareWarning::Kind::ConstantReference, "constant_reference"},
    {CompareWarning::Kind::UnchangedAcrossSeeds, "unchanged_across_seeds"},
    {CompareWarning::Kind::Unwritten, "unwritten"},
    {CompareWarning::Kind::NonFiniteReference, "nonfinite_reference"},
    {CompareWarning::Kind::InputModified, "input_modified"},
    {CompareWarning::Kind::NotCompared, "not_compared"},
    {CompareWarning::Kind::Sampled, "sampled"},
}};
} // namespace

CompareWarning compareWarning(CompareWarning::Kind kind, EngineMessage what)
{
    CompareWarning w;
    w.kind = kind;
    w.messageParts = {std::move(what)};
    w.message = engineMessageText(w.messageParts);
    return w;
}

const char* compareWarningKindName(CompareWarning::Kind k)
{
    for (const auto& [kind, name] : kWarningNames)
        if (kind == k)
            return name;
    return "vacuous_tolerance";
}

CompareWarning::Kind compareWarningKindFromName(const std::string& name)
{
    for (const auto& [kind, n] : kWarningNames)
        if (name == n)
            return kind;
    return CompareWarning::Kind::NotCompared;
}

std::vector<std::int64_t> unflattenIndex(std::int64_t flat, const std::vector<std::int64_t>& shape)
{
    std::vector<std::int64_t> index(shape.size(), 0);
    for (std::size_t d = shape.size(); d-- > 0;) {
        const std::int64_t extent = shape[d] > 0 ? shape[d] : 1;
        index[d] = flat % extent;
        flat /= extent;
    }
    return index;
}

std::string indexToString(const std::vector<std::int64_t>& index)
{
    return shapeToString(index);
}

namespace {

/// Reads a reference element as its exact value and its bits in the output's dtype.
RefElement refElement(const Tensor& ref, std::size_t i, DType outType)
{
    const std::uint64_t bits = loadBits(ref.bytes.data(), i, ref.dtype);
    if (ref.dtype == outType)
        return {bitsToValue(bits, outType), bits};
    const double v = bitsToValue(bits, ref.dtype);
    return {v, roundedBits(v, outType)};
}

/// What the elements outside the region/mask hold: still the poison (or the inout input), or written.
struct ExcludedFacts {
    std::int64_t untouched = 0;
    std::int64_t written = 0;

    void add(const Tensor& out, const CompareOptions& o, std::size_t b, std::size_t e)
    {
        const std::size_t size = dtypeSize(out.dtype);
        for (std::size_t i = b; i < e; ++i) {
            const std::uint64_t bits = loadBits(out.bytes.data(), i, out.dtype);
            const bool same = o.poisonBits ? bits == *o.poisonBits
                : o.before && o.before->bytes.size() == out.bytes.size()
                ? std::memcmp(out.bytes.data() + i * size, o.before->bytes.data() + i * size, size) == 0
                : false;
            (same ? untouched : written)++;
        }
    }
};

/// The scalar path over [b, e): every element through evaluateElement.
struct ScalarPass {
    const Tensor& out;
    const Tensor& ref;
    const EvalContext& ctx;
    Totals& totals;
    WorstTracker& worst;
    std::uint64_t refFirstBits;
    std::int64_t firstUnwritten = -1;

    void run(std::size_t b, std::size_t e)
    {
        for (std::size_t i = b; i < e; ++i) {
            const std::uint64_t ob = loadBits(out.bytes.data(), i, out.dtype);
            const RefElement r = refElement(ref, i, out.dtype);
            const ElementEval ev = evaluateElement(ob, r.value, r.bits, ctx);
            if (loadBits(ref.bytes.data(), i, ref.dtype) != refFirstBits)
                totals.referenceVaries = true;
            add(ev, static_cast<std::int64_t>(i));
        }
    }

    void add(const ElementEval& ev, std::int64_t i)
    {
        totals.categories[static_cast<std::size_t>(ev.category)]++;
        if (ev.finite) {
            totals.maxAbs = std::max(totals.maxAbs, ev.absError);
            totals.maxRel = std::max(totals.maxRel, ev.relError);
            totals.maxUlp = std::max(totals.maxUlp, ev.ulp);
            if (ev.byAtol)
                ++totals.byAtol;
            else
                totals.maxUlpBeyondAtol = std::max(totals.maxUlpBeyondAtol, ev.ulp);
            totals.histogram[ulpBucket(ev.ulp)]++;
        } else if (ev.category != ElementCategory::NeitherWrote) { // untouched: no distance to count
            totals.histogram[isMismatch(ev.category) ? kUlpHistogramBuckets - 1 : 0]++;
        }
        totals.zeroWouldPass += ev.zeroWouldPass;
        totals.nonFiniteReference += ev.referenceNonFinite;
        if (ev.category == ElementCategory::Unwritten && firstUnwritten < 0)
            firstUnwritten = i;
        worst.offer(ev.excess, i);
    }
};

void addWarnings(OutputStats& s, const Tensor& ref, std::int64_t firstUnwritten)
{
    using K = CompareWarning::Kind;
    const double first = s.elements ? bitsToValue(loadBits(ref.bytes.data(), 0, ref.dtype), ref.dtype) : 0.0;
    if (s.unwritten > 0)
        s.warnings.push_back(compareWarning(K::Unwritten,
            engineMessage("compare.unwritten",
                {numberMessage(s.unwritten), numberMessage(s.elements), literalMessage(s.name),
                    literalMessage(indexToString(unflattenIndex(firstUnwritten, s.shape)))})));
    const bool refAllZero = !s.referenceConstant ? false : first == 0.0;
    if (s.masked > 0)
        s.warnings.push_back(compareWarning(K::Sampled,
            engineMessage("compare.sampled",
                {numberMessage(s.elements - s.masked), numberMessage(s.elements), literalMessage(s.name),
                    numberMessage(s.masked)})));
    const std::int64_t compared = s.elements - s.masked - s.excluded - s.neitherWrote;
    if (compared > 0 && s.zeroWouldPass == compared && !refAllZero)
        s.warnings.push_back(compareWarning(K::VacuousTolerance,
            engineMessage(
                "compare.vacuous_tolerance", {literalMessage(s.name), literalMessage(s.tolerance.describe())})));
    if (s.referenceConstant)
        s.warnings.push_back(compareWarning(K::ConstantReference,
            engineMessage(
                "compare.constant_reference", {literalMessage(s.name), literalMessage(valueText(first, s.dtype, 6))})));
    if (s.nonFiniteReference > 0)
        s.warnings.push_back(compareWarning(K::NonFiniteReference,
            engineMessage(
                "compare.nonfinite_reference", {literalMessage(s.name), numberMessage(s.nonFiniteReference)})));
}

void fillWorst(OutputStats& s, const Tensor& out, const Tensor& ref, const EvalContext& ctx, const WorstTracker& worst)
{
    for (std::int64_t i : worst.sorted()) {
        const auto k = static_cast<std::size_t>(i);
        const std::uint64_t ob = loadBits(out.bytes.data(), k, out.dtype);
        const RefElement r = refElement(ref, k, out.dtype);
        const ElementEval ev = evaluateElement(ob, r.value, r.bits, ctx);
        WorstElement w;
        w.flatIndex = i;
        w.index = unflattenIndex(i, s.shape);
        w.value = bitsToValue(ob, out.dtype);
        w.reference = r.value;
        w.absError = ev.absError;
        w.relError = ev.relError;
        w.ulp = ev.ulp;
        w.excess = ev.excess;
        w.category = ev.category;
        s.worst.push_back(std::move(w));
    }
    if (!s.worst.empty())
        s.worstIndex = s.worst.front().index;
}

void computeMaps(const Tensor& out, const Tensor& ref, const EvalContext& ctx, const std::vector<std::uint8_t>* written,
    ErrorMaps& maps)
{
    const std::size_t n = out.elementCount();
    maps.absError = Tensor::zeros(DType::F32, out.shape);
    maps.relError = Tensor::zeros(DType::F32, out.shape);
    maps.ulp = Tensor::zeros(DType::F32, out.shape);
    maps.category = Tensor::zeros(DType::F32, out.shape);
    auto* a = reinterpret_cast<float*>(maps.absError.bytes.data());
    auto* rel = reinterpret_cast<float*>(maps.relError.bytes.data());
    auto* u = reinterpret_cast<float*>(maps.ulp.bytes.data());
    auto* c = reinterpret_cast<float*>(maps.category.bytes.data());
    for (std::size_t i = 0; i < n; ++i) {
        if (written && (*written)[i] != 1) {
            c[i] = static_cast<float>(static_cast<int>(ElementCategory::NotCompared));
            continue;
        }
        const RefElement r = refElement(ref, i, out.dtype);
        const ElementEval ev = evaluateElement(loadBits(out.bytes.data(), i, out.dtype), r.value, r.bits, ctx);
        a[i] = static_cast<float>(ev.absError);
        rel[i] = static_cast<float>(ev.relError);
        u[i] = ev.ulp == kUlpNaN ? std::numeric_limits<float>::infinity() : static_cast<float>(ev.ulp);
        c[i] = static_cast<float>(static_cast<int>(ev.category));
    }
}

} // namespace

Result<OutputStats> compareOutput(
    const Tensor& out, const Tensor& ref, const Tolerance& tolerance, const CompareOptions& options, ErrorMaps* maps)
{
    if (ref.dtype != out.dtype && ref.dtype != DType::F64)
        return makeError(ErrorCode::Internal,
            "the reference of '" + options.name + "' is " + dtypeName(ref.dtype) + "; expected " + dtypeName(out.dtype)
                + " or f64");
    const std::size_t n = out.elementCount();
    if (ref.elementCount() != n || out.bytes.size() != n * dtypeSize(out.dtype)
        || ref.bytes.size() != n * dtypeSize(ref.dtype))
        return makeError(ErrorCode::BadInput,
            "output '" + options.name + "' has shape " + shapeToString(out.shape) + " but its reference has shape "
                + shapeToString(ref.shape) + "; make the reference produce the output's shape");
    EvalContext ctx = makeContext(out.dtype, tolerance, options.poisonBits);
    ctx.referencePoisoned = options.referencePoisoned;
    Totals totals;
    WorstTracker worst(options.worstK);
    const std::uint64_t refFirst = n ? loadBits(ref.bytes.data(), 0, ref.dtype) : 0;
    ScalarPass scalar {out, ref, ctx, totals, worst, refFirst};
    if ((options.written && options.written->size() != n) || (options.selected && options.selected->size() != n))
        return makeError(ErrorCode::Internal,
            "the element mask of '" + options.name + "' does not have one flag per element (" + std::to_string(n)
                + ")");
    // One mask drives the scalar path: 1 compared, 0 outside the region/mask, 2 not written by a sampled run.
    std::vector<std::uint8_t> selection;
    if (options.written || options.selected) {
        selection.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            selection[i] = options.selected && !(*options.selected)[i] ? 0
                : options.written && !(*options.written)[i]            ? 2
                                                                       : 1;
    }
    const std::vector<std::uint8_t>* written = selection.empty() ? nullptr : &selection;
    std::int64_t masked = 0;
    ExcludedFacts facts;
    if (written) {
        // runs of compared elements go through the scalar path; the others are counted
        std::size_t i = 0;
        while (i < n) {
            const std::size_t b = i;
            const std::uint8_t kind = selection[i];
            while (i < n && selection[i] == kind)
                ++i;
            if (kind == 1)
                scalar.run(b, i);
            else if (kind == 2)
                masked += static_cast<std::int64_t>(i - b);
            else
                facts.add(out, options, b, i);
        }
    } else if (out.dtype == DType::F32 && !options.forceScalar) {
        const auto slow = fastCompareF32(reinterpret_cast<const float*>(out.bytes.data()), ref.bytes.data(),
            ref.dtype == DType::F64, n, refFirst, ctx, totals, worst, options.forcePortable, options.threads);
        for (const auto& [b, e] : slow)
            scalar.run(b, e);
    } else {
        scalar.run(0, n);
    }

    OutputStats s;
    s.name = options.name;
    s.dtype = out.dtype;
    s.shape = out.shape;
    s.tolerance = tolerance;
    s.elements = static_cast<std::int64_t>(n);
    const auto count = [&](ElementCategory c) { return totals.categories[static_cast<std::size_t>(c)]; };
    s.exact = count(ElementCategory::Exact);
    s.passedByClose = count(ElementCategory::PassClose);
    s.passedByUlp = count(ElementCategory::PassUlp);
    s.nanMismatches = count(ElementCategory::NaN);
    s.infMismatches = count(ElementCategory::Inf);
    s.signMismatches = count(ElementCategory::Sign);
    s.unwritten = count(ElementCategory::Unwritten);
    s.neitherWrote = count(ElementCategory::NeitherWrote);
    s.mismatches = count(ElementCategory::Fail) + s.nanMismatches + s.infMismatches + s.signMismatches + s.unwritten;
    s.masked = masked;
    s.excluded = facts.untouched + facts.written;
    s.excludedUntouched = facts.untouched;
    s.excludedWritten = facts.written;
    s.maxUlpBeyondAtol = totals.maxUlpBeyondAtol;
    s.passedByAtol = totals.byAtol;
    s.passed = s.mismatches == 0;
    s.zeroWouldPass = totals.zeroWouldPass;
    s.nonFiniteReference = totals.nonFiniteReference;
    s.maxAbsError = totals.maxAbs;
    s.maxRelError = totals.maxRel;
    s.maxUlp = totals.maxUlp;
    s.ulpHistogram.assign(totals.histogram.begin(), totals.histogram.end());
    s.referenceConstant = n > 1 && !totals.referenceVaries;
    fillWorst(s, out, ref, ctx, worst);
    addWarnings(s, ref, scalar.firstUnwritten);
    if (maps) {
        computeMaps(out, ref, ctx, written, *maps);
        if (written) {
            maps->selection = Tensor::zeros(DType::U8, out.shape);
            std::memcpy(maps->selection.bytes.data(), selection.data(), n);
        }
    }
    return s;
}

} // namespace warpscope::core
