#pragma once
// A hand-built RunResult for the run views' tests: the GUI process never runs kernels, so the
// views are tested with canned data whose every number is known.

#include "core/pipeline/runresult.h"

#include <limits>
#include <memory>

namespace runfixture {

using namespace warpscope::core;

inline Tensor f32(std::vector<std::int64_t> shape, float fill = 0.0f)
{
    Tensor t = Tensor::zeros(DType::F32, std::move(shape));
    for (std::size_t i = 0; i < t.elementCount(); ++i)
        t.set(i, fill);
    return t;
}

/// One output "out" of the given shape: every element 1.0 against a reference of 1.0, except
/// flat 8 (2.0: a failure of 8388608 ULP), flat 1 (NaN) and the last element (unwritten).
inline OutputResult makeOutput(const std::vector<std::int64_t>& shape)
{
    OutputResult o;
    o.tensorsKept = true;
    o.output = f32(shape, 1.0f);
    o.reference = f32(shape, 1.0f);
    o.maps.absError = f32(shape);
    o.maps.relError = f32(shape);
    o.maps.ulp = f32(shape);
    o.maps.category = f32(shape, float(ElementCategory::Exact));
    const float inf = std::numeric_limits<float>::infinity();
    const std::size_t last = o.output.elementCount() - 1;
    o.output.set(8, 2.0f);
    o.maps.absError.set(8, 1.0f);
    o.maps.relError.set(8, 1.0f);
    o.maps.ulp.set(8, 8388608.0f);
    o.maps.category.set(8, float(ElementCategory::Fail));
    o.output.set(1, std::numeric_limits<float>::quiet_NaN());
    o.maps.absError.set(1, inf);
    o.maps.relError.set(1, inf);
    o.maps.ulp.set(1, inf);
    o.maps.category.set(1, float(ElementCategory::NaN));
    o.output.set(last, std::numeric_limits<float>::quiet_NaN());
    o.maps.absError.set(last, inf);
    o.maps.category.set(last, float(ElementCategory::Unwritten));

    OutputStats& s = o.stats;
    s.name = "out";
    s.shape = shape;
    s.elements = std::int64_t(o.output.elementCount());
    s.mismatches = 3;
    s.nanMismatches = 1;
    s.unwritten = 1;
    s.maxAbsError = 1.0;
    s.maxRelError = 1.0;
    s.maxUlp = 9000000; // counts the elements within atol too
    s.maxUlpBeyondAtol = 8388608; // what the pane shows
    s.passedByAtol = 2;
    s.passed = false;
    auto worst = [&](std::int64_t flat, double value, double abs, std::uint64_t ulp, double excess, ElementCategory c) {
        WorstElement w;
        w.flatIndex = flat;
        w.index = unflattenIndex(flat, shape);
        w.value = value;
        w.reference = 1.0;
        w.absError = abs;
        w.relError = abs;
        w.ulp = ulp;
        w.excess = excess;
        w.category = c;
        return w;
    };
    const double nan = std::numeric_limits<double>::quiet_NaN();
    s.worst = {worst(1, nan, inf, 0, inf, ElementCategory::NaN),
        worst(std::int64_t(last), nan, inf, 0, inf, ElementCategory::Unwritten),
        worst(8, 2.0, 1.0, 8388608, 99999.0, ElementCategory::Fail)};
    s.worstIndex = s.worst.front().index;
    s.ulpHistogram.assign(kUlpHistogramBuckets, 0);
    s.ulpHistogram[0] = std::uint64_t(s.elements - 3);
    s.ulpHistogram[24] = 1; // 8388608 = 2^23 is in [2^23, 2^24)
    s.ulpHistogram[kUlpHistogramBuckets - 1] = 2;
    CompareWarning unwritten;
    unwritten.kind = CompareWarning::Kind::Unwritten;
    unwritten.message = "output 'out': 1 element was never written";
    s.warnings.push_back(unwritten);
    return o;
}

/// A run with two seeds: seed 1 passes (a clean copy), seed 2 has the failures of makeOutput.
inline std::shared_ptr<const RunResult> makeRun(const std::vector<std::int64_t>& shape)
{
    auto r = std::make_shared<RunResult>();
    r->taskName = "fixture";
    r->backend = "emulator";
    r->backendDescription = "PTX emulator";
    r->referenceKind = "builtin";
    r->params = {{"N", 4}};
    SeedResult good;
    good.seed = 1;
    good.passed = true;
    OutputResult clean = makeOutput(shape);
    clean.stats.passed = true;
    clean.stats.mismatches = 0;
    clean.stats.warnings.clear();
    clean.stats.worst.clear();
    good.outputs.push_back(clean);
    SeedResult bad;
    bad.seed = 2;
    bad.passed = false;
    bad.outputs.push_back(makeOutput(shape));
    r->seeds = {good, bad};
    r->passed = false;
    return r;
}

} // namespace runfixture
