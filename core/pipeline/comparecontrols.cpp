#include "core/pipeline/comparecontrols.h"

#include "core/compare/matching.h"
#include "core/ref/refexpr.h"
#include "core/task/region.h"

#include <algorithm>
#include <cmath>

namespace warpscope::core {

namespace {

Error controlError(const Task& task, const CompareSpec& spec, const std::string& name, const std::string& key,
    const std::string& message)
{
    return makeError(ErrorCode::BadInput, "output '" + name + "': " + message, task.file.string(), spec.pos.line,
        "compare." + name + "." + key);
}

/// Clears the flags of the elements outside the region.
Status applyRegion(const Task& task, const CompareSpec& spec, const ResolvedBuffer& rb, const ParamMap& params,
    std::vector<std::uint8_t>& selected)
{
    auto bounds = resolveRegion(spec.region, rb.shape, params);
    if (!bounds)
        return controlError(task, spec, rb.spec->name, "region", bounds.error().message);
    const std::size_t rank = rb.shape.size();
    for (std::size_t i = 0; i < selected.size(); ++i) {
        std::size_t rest = i;
        bool inside = true;
        for (std::size_t d = rank; d-- > 0;) {
            const auto ext = static_cast<std::size_t>(rb.shape[d]);
            const auto at = static_cast<std::int64_t>(rest % ext);
            rest /= ext;
            inside = inside && at >= bounds->begin[d] && at < bounds->end[d];
        }
        if (!inside)
            selected[i] = 0;
    }
    return Ok {};
}

double valueAt(const Tensor& t, std::size_t i)
{
    return t.at(i);
}

/// Clears the flags of the elements the mask leaves out: a buffer's zero elements, or where the
/// expression over ref, out, i, i0, i1, ... and [params] is 0 or NaN.
Status applyMask(const Task& task, const CompareSpec& spec, const ResolvedBuffer& rb, const ParamMap& params,
    const Tensor& out, const Tensor& ref, const std::vector<Tensor>& pristine, std::vector<std::uint8_t>& selected)
{
    const std::string& name = rb.spec->name;
    for (std::size_t k = 0; k < task.buffers.size(); ++k) {
        if (task.buffers[k].name != spec.mask)
            continue;
        if (pristine[k].elementCount() != selected.size())
            return controlError(task, spec, name, "mask",
                "mask buffer '" + spec.mask + "' has " + std::to_string(pristine[k].elementCount())
                    + " elements; it needs one per element of the output (" + std::to_string(selected.size()) + ")");
        for (std::size_t i = 0; i < selected.size(); ++i)
            if (pristine[k].at(i) == 0.0)
                selected[i] = 0;
        return Ok {};
    }
    std::vector<std::string> vars = {"ref", "out", "i"};
    for (std::size_t d = 0; d < rb.shape.size(); ++d)
        vars.push_back("i" + std::to_string(d));
    std::map<std::string, double, std::less<>> constants;
    for (const auto& [k, v] : params)
        constants[k] = static_cast<double>(v);
    auto expr = RefExpr::compile(spec.mask, vars, constants);
    if (!expr)
        return controlError(task, spec, name, "mask",
            expr.error().message
                + "; a mask is \"finite(ref)\", an input buffer's name, or an expression over ref, out, "
                  "i (the flat index), i0, i1, ... and [params]");
    std::vector<double> v(vars.size(), 0.0);
    const std::size_t rank = rb.shape.size();
    for (std::size_t i = 0; i < selected.size(); ++i) {
        if (!selected[i])
            continue;
        v[0] = valueAt(ref, i);
        v[1] = valueAt(out, i);
        v[2] = static_cast<double>(i);
        std::size_t rest = i;
        for (std::size_t d = rank; d-- > 0;) {
            const auto ext = static_cast<std::size_t>(rb.shape[d]);
            v[3 + d] = static_cast<double>(rest % ext);
            rest /= ext;
        }
        const double m = expr->evaluate(v.data());
        if (m == 0.0 || std::isnan(m))
            selected[i] = 0;
    }
    return Ok {};
}

} // namespace

bool isReferenceCandidateSet(const Task& task, const std::string& name)
{
    for (const auto& [output, spec] : task.compares) {
        (void)output;
        if (std::find(spec.anyOf.begin(), spec.anyOf.end(), name) != spec.anyOf.end()
            && std::find(task.reference.outputs.begin(), task.reference.outputs.end(), name)
                != task.reference.outputs.end())
            return true;
    }
    return false;
}

Result<AppliedControls> applyCompareControls(const Task& task, const ResolvedTask& resolved, std::size_t b,
    const CompareSpec& spec, const Tensor& out, const Tensor& ref, const std::vector<Tensor>& pristine,
    const ReferenceOutputs& refs, const Tolerance& tolerance, std::optional<std::uint64_t> poisonBits)
{
    AppliedControls a;
    const ResolvedBuffer& rb = resolved.buffers[b];
    const std::string& name = rb.spec->name;
    if (!spec.region.empty() || !spec.mask.empty()) {
        a.selected.assign(out.elementCount(), 1);
        if (!spec.region.empty()) {
            if (auto s = applyRegion(task, spec, rb, resolved.params, a.selected); !s)
                return s.error();
            a.selection = "region " + spec.region;
        }
        if (!spec.mask.empty()) {
            if (auto s = applyMask(task, spec, rb, resolved.params, out, ref, pristine, a.selected); !s)
                return s.error();
            a.selection += (a.selection.empty() ? "mask " : ", mask ") + spec.mask;
        }
    }
    const std::vector<std::uint8_t>* selected = a.selected.empty() ? nullptr : &a.selected;
    if (spec.unordered) {
        auto m = unorderedReference(out, ref, selected, spec.unorderedAxis);
        if (!m)
            return controlError(task, spec, name, "unordered", m.error().message);
        a.reference = std::move(*m);
        a.matching = spec.unorderedAxis ? "unordered along axis " + std::to_string(*spec.unorderedAxis) : "unordered";
    } else if (!spec.anyOf.empty()) {
        std::vector<CandidateSet> sets;
        for (const auto& c : spec.anyOf) {
            // a set the reference computes, else the input's pristine values
            const auto r = std::find(refs.names.begin(), refs.names.end(), c);
            if (r != refs.names.end() && static_cast<std::size_t>(r - refs.names.begin()) < refs.tensors.size()) {
                sets.push_back({c, &refs.tensors[static_cast<std::size_t>(r - refs.names.begin())]});
                continue;
            }
            for (std::size_t k = 0; k < task.buffers.size(); ++k)
                if (task.buffers[k].name == c)
                    sets.push_back({c, &pristine[k]});
        }
        auto m = anyOfReference(out, ref, sets, tolerance, poisonBits, selected);
        if (!m)
            return controlError(task, spec, name, "any_of", m.error().message);
        a.reference = std::move(*m);
        a.matching = "any_of";
        for (std::size_t k = 0; k < spec.anyOf.size(); ++k)
            a.matching += (k ? ", " : " ") + spec.anyOf[k];
    }
    return a;
}

} // namespace warpscope::core
