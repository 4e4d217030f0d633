// The task's [compare.NAME] tables: region, mask, unordered and any_of per output.
#include "core/task/taskreader.h"

#include "core/task/region.h"

#include <algorithm>

namespace warpscope::core {

void TaskReader::readCompare(const toml::table& root)
{
    const toml::node* n = root.get("compare");
    if (!n)
        return;
    if (!n->is_table()) {
        wrongType(*n, "compare", "a table with one entry per output, e.g. [compare.y] region = \"[:, :V]\"");
        return;
    }
    for (auto&& [k, v] : *n->as_table()) {
        const std::string name(k.str());
        const std::string field = "compare." + name;
        const BufferSpec* out = m_task.findBuffer(name);
        if (!out)
            error(lineOf(v), field, "'" + name + "' names no buffer; comparison controls are given per output buffer");
        else if (out->role != BufferRole::Output && out->role != BufferRole::InOut)
            error(lineOf(v), field,
                "'" + name + "' is an " + bufferRoleName(out->role) + " buffer; comparison controls apply to outputs");
        if (!v.is_table()) {
            wrongType(v, field, "a table such as { region = \"[:, :V]\", mask = \"finite(ref)\" }");
            continue;
        }
        const toml::table& t = *v.as_table();
        checkKeys(t, field, {"region", "mask", "unordered", "unordered_axis", "any_of"});
        CompareSpec c;
        c.pos.line = lineOf(v);
        c.region = optionalString(t, "region", field);
        if (!c.region.empty()) {
            auto dims = parseRegion(c.region);
            if (!dims)
                error(lineOf(t.get("region")), field + ".region", dims.error().message);
            else if (out && dims->size() > out->shape.size())
                error(lineOf(t.get("region")), field + ".region",
                    "region \"" + c.region + "\" has " + std::to_string(dims->size()) + " dimensions, but buffer '"
                        + name + "' has rank " + std::to_string(out->shape.size()));
            else
                for (const RegionDim& d : *dims)
                    for (const std::string* e : {&d.start, &d.stop})
                        if (!e->empty())
                            if (auto x = evaluateExpr(*e, m_task.paramMap()); !x)
                                error(lineOf(t.get("region")), field + ".region",
                                    "region \"" + c.region + "\": " + x.error().message);
        }
        c.mask = optionalString(t, "mask", field);
        if (const BufferSpec* m = c.mask.empty() ? nullptr : m_task.findBuffer(c.mask);
            m && m->role == BufferRole::Output)
            error(lineOf(t.get("mask")), field + ".mask",
                "mask buffer '" + c.mask + "' is an output, so it holds poison before the run; use an input buffer");
        if (const toml::node* u = t.get("unordered")) {
            if (!u->is_boolean())
                wrongType(*u, field + ".unordered", "true or false");
            else
                c.unordered = u->as_boolean()->get();
        }
        if (const toml::node* a = t.get("unordered_axis")) {
            const auto rank = out ? static_cast<std::int64_t>(out->shape.size()) : 0;
            const auto v = a->value<std::int64_t>();
            if (!a->is_integer() || !v || (out && (*v < -rank || *v >= rank)))
                error(lineOf(*a), field + ".unordered_axis",
                    "expected an axis of '" + name + "' (rank " + std::to_string(rank) + "): an integer from "
                        + std::to_string(-rank) + " to " + std::to_string(rank - 1));
            else if (!c.unordered)
                error(lineOf(*a), field + ".unordered_axis",
                    "unordered_axis needs unordered = true (it sorts each line along the axis separately)");
            else
                c.unorderedAxis = static_cast<int>(*v < 0 ? *v + rank : *v);
        }
        c.anyOf = stringArray(t.get("any_of"), field + ".any_of");
        for (std::size_t i = 0; i < c.anyOf.size(); ++i) {
            const BufferSpec* b = m_task.findBuffer(c.anyOf[i]);
            const std::string f = field + ".any_of[" + std::to_string(i) + "]";
            if (!b)
                error(lineOf(t.get("any_of")), f,
                    "'" + c.anyOf[i] + "' names no buffer; list input buffers that hold the allowed values");
            else if (c.anyOf[i] == name)
                error(lineOf(t.get("any_of")), f, "'" + name + "' cannot be its own candidate set");
            else if (b->role != BufferRole::Input && b->role != BufferRole::InOut
                && std::find(m_task.reference.outputs.begin(), m_task.reference.outputs.end(), c.anyOf[i])
                    == m_task.reference.outputs.end())
                error(lineOf(t.get("any_of")), f,
                    "'" + c.anyOf[i] + "' is an " + bufferRoleName(b->role)
                        + " buffer; candidates come from an input buffer (its pristine values) or from an output the "
                          "reference computes (list it in reference.outputs)");
        }
        if (c.unordered && !c.anyOf.empty())
            error(c.pos.line, field + ".any_of",
                "unordered and any_of do not combine: unordered matches the sorted output to the sorted reference, "
                "any_of each element to its own candidates; keep one");
        m_task.compares[name] = c;
    }
}

} // namespace warpscope::core
