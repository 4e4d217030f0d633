#pragma once

#include "core/common/enginemessage.h"
#include "core/common/result.h"
#include "core/common/tensor.h"
#include "core/compare/tolerance.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace warpscope::core {

/// What happened to one output element; the values are those of the category error map.
enum class ElementCategory : std::uint8_t {
    Exact = 0, ///< the same value (or both NaN, or +0 against -0)
    PassClose = 1, ///< passed by |out - ref| <= atol + rtol * |ref|
    PassUlp = 2, ///< passed by the ULP rule alone
    Fail = 3, ///< a finite value outside the tolerance
    NaN = 4, ///< NaN on one side only
    Inf = 5, ///< an infinity on one side, or infinities of opposite signs
    Sign = 6, ///< a failing value whose sign differs from the reference's (rounded to the output's dtype)
    Unwritten = 7, ///< the kernel never wrote the element: the poison pattern is still there
    NotCompared = 8, ///< a sampled run: no CTA that ran wrote the element, so it was not compared
    /// Neither the kernel nor the reference wrote it: both still hold the poison pattern. A fact, not
    /// a match: it is neither exact nor a mismatch (CompareOptions::referencePoisoned).
    NeitherWrote = 9,
};
/// "exact", "pass_close", "pass_ulp", "fail", "nan", "inf", "sign", "unwritten", "not_compared",
/// "neither_wrote".
const char* elementCategoryName(ElementCategory c);
/// Whether elements of this category count as mismatches.
inline bool isMismatch(ElementCategory c)
{
    return c >= ElementCategory::Fail && c <= ElementCategory::Unwritten;
}

/// One of the worst elements of an output, ranked by how far past the tolerance it is.
struct WorstElement {
    std::int64_t flatIndex = 0;
    std::vector<std::int64_t> index; ///< multi-dimensional, C order
    double value = 0.0;
    double reference = 0.0;
    double absError = 0.0;
    double relError = 0.0;
    std::uint64_t ulp = 0;
    double excess = 0.0; ///< error over the allowed error by the most lenient rule; > 1 fails
    ElementCategory category = ElementCategory::Exact;
};

/// A finding of the comparison that a reviewer must see even when the output passes.
struct CompareWarning {
    enum class Kind {
        VacuousTolerance, ///< "vacuous_tolerance": an all-zero output would pass
        ConstantReference, ///< "constant_reference"
        UnchangedAcrossSeeds, ///< "unchanged_across_seeds": same output while inputs differ
        Unwritten, ///< "unwritten": elements still hold the poison pattern
        NonFiniteReference, ///< "nonfinite_reference": the reference holds NaN or Inf
        InputModified, ///< "input_modified": the kernel wrote to an input buffer
        NotCompared, ///< "not_compared": an output has no reference
        Sampled, ///< "sampled": only the elements a sample of the CTAs wrote were compared
    };
    Kind kind = Kind::VacuousTolerance;
    std::string message;
    /// message as ids and arguments (the GUI translates them); empty in a bundle from before ids
    std::vector<EngineMessage> messageParts;
};
/// A warning of `kind` whose message is `what`, rendered in English beside its ids.
CompareWarning compareWarning(CompareWarning::Kind kind, EngineMessage what);
const char* compareWarningKindName(CompareWarning::Kind k);
CompareWarning::Kind compareWarningKindFromName(const std::string& name);

/// The ULP histogram has one bucket for distance 0, one per power of two [2^(k-1), 2^k) for
/// k = 1..64, and a last bucket for NaN/Inf mismatches and unwritten elements.
inline constexpr int kUlpHistogramBuckets = 66;

/// Everything the comparison of one output against its reference found.
struct OutputStats {
    std::string name;
    DType dtype = DType::F32;
    std::vector<std::int64_t> shape;
    Tolerance tolerance;
    bool passed = false;
    std::int64_t elements = 0;
    std::int64_t mismatches = 0; ///< elements of a mismatch category
    std::int64_t exact = 0;
    std::int64_t passedByClose = 0;
    std::int64_t passedByUlp = 0;
    std::int64_t nanMismatches = 0;
    std::int64_t infMismatches = 0;
    std::int64_t signMismatches = 0;
    std::int64_t unwritten = 0;
    /// Elements neither the kernel nor the reference wrote (the poison on both sides): untouched, not
    /// counted as exact nor as mismatches; elements counts them.
    std::int64_t neitherWrote = 0;
    std::int64_t masked = 0; ///< not compared: a sampled run's CTAs did not write them (elements counts them)
    /// Outside the [compare] region or mask: not compared for error (elements counts them), but
    /// reported as facts: how many still hold the poison (or their input value) and how many were written.
    std::int64_t excluded = 0;
    std::int64_t excludedUntouched = 0;
    std::int64_t excludedWritten = 0;
    std::string selection; ///< what chose the compared elements ("region [:, :V], mask finite(ref)"), or empty
    std::string matching; ///< "unordered" or "any_of w0, w1" when the reference was matched that way, or empty
    std::int64_t zeroWouldPass = 0; ///< elements an all-zero output would pass
    std::int64_t nonFiniteReference = 0;
    /// Maxima over the elements where both sides are finite (and written); maxRelError is +inf when
    /// a reference of 0 meets a non-zero output.
    double maxAbsError = 0.0;
    double maxRelError = 0.0;
    std::uint64_t maxUlp = 0;
    /// maxUlp over the elements that did not pass by atol alone: near zero a tiny absolute error is a
    /// huge ULP distance, so this is the ULP figure to show; passedByAtol says how many were left out.
    std::uint64_t maxUlpBeyondAtol = 0;
    std::int64_t passedByAtol = 0; ///< not exact, |out - ref| <= atol: left out of maxUlpBeyondAtol
    std::vector<std::int64_t> worstIndex; ///< the first of worst, empty when every element is exact
    std::vector<WorstElement> worst; ///< worst first
    std::vector<std::uint64_t> ulpHistogram;
    bool referenceConstant = false;
    std::vector<CompareWarning> warnings;
};

/// Per-element error maps for the heatmap, each a F32 tensor of the output's shape: absolute and
/// relative error, ULP distance, and the ElementCategory as a number. Non-finite mismatches show +inf.
struct ErrorMaps {
    Tensor absError;
    Tensor relError;
    Tensor ulp;
    Tensor category;
    /// U8 per element, only when a region, mask or sampled run left elements out: 1 compared, 0 outside
    /// the [compare] region/mask, 2 not written by a sampled run's CTAs. Empty when every element was
    /// compared. The heatmap draws the region/mask from it (bundle file <output>.selection.npy).
    Tensor selection;
    bool empty() const { return category.bytes.empty(); }
};

/// How to compare: the output's name for messages, its poison pattern, how many worst elements to keep.
struct CompareOptions {
    std::string name;
    std::optional<std::uint64_t> poisonBits; ///< the raw bits written before the run, when poisoned
    int worstK = 16;
    /// The reference's copy of the output started with the same poison (a reference kernel): an element
    /// holding it on both sides was written by neither, and counts in OutputStats::neitherWrote.
    bool referencePoisoned = false;
    bool forceScalar = false; ///< test hook: skip the vectorised fast path
    bool forcePortable = false; ///< test hook: the portable fast path even where the AVX2 one runs
    /// Threads sharing the f32 fast path; 0 lets a large buffer use the machine's. Any count gives the
    /// same statistics.
    int threads = 0;
    /// A sampled run: one flag per element, non-zero where a CTA that ran wrote it. Only those are
    /// compared; the others count in OutputStats::masked. nullptr compares every element.
    const std::vector<std::uint8_t>* written = nullptr;
    /// The [compare] region/mask: one flag per element, non-zero where it is compared. The others count
    /// in OutputStats::excluded, split into untouched (still poisonBits, or equal to `before`) and written.
    const std::vector<std::uint8_t>* selected = nullptr;
    const Tensor* before = nullptr; ///< an inout buffer's input values, to tell untouched excluded elements
};

/// Compares an output with its reference element by element. The reference has the output's dtype or
/// is F64 (the builtin and script references); element counts must agree (shapes may differ in size-1
/// dimensions only, the caller has checked). maps, when given, receives the error maps.
Result<OutputStats> compareOutput(const Tensor& output, const Tensor& reference, const Tolerance& tolerance,
    const CompareOptions& options, ErrorMaps* maps = nullptr);

/// Multi-dimensional C-order index of a flat index.
std::vector<std::int64_t> unflattenIndex(std::int64_t flat, const std::vector<std::int64_t>& shape);
/// "[3, 17]" for messages.
std::string indexToString(const std::vector<std::int64_t>& index);

} // namespace warpscope::core
