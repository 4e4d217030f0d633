// The task's [reference], [tolerance], [seeds], [[expect]] and [sweep] sections.
#include "core/task/paramtext.h"
#include "core/task/taskreader.h"

#include "core/common/paths.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

namespace warpscope::core {

namespace fs = std::filesystem;

void TaskReader::readReference(const toml::table& root)
{
    const toml::node* n = root.get("reference");
    if (!n)
        return;
    if (!n->is_table()) {
        wrongType(*n, "reference", "a table");
        return;
    }
    const toml::table& t = *n->as_table();
    ReferenceSpec& r = m_task.reference;
    r.pos.line = lineOf(t);
    const std::string kind = requiredString(t, "kind", "reference", r.pos.line);
    r.outputs = stringArray(t.get("outputs"), "reference.outputs");
    if (!t.get("outputs"))
        error(r.pos.line, "reference.outputs", "missing; list the output buffers the reference produces");
    checkBufferNames(r.outputs, lineOf(t.get("outputs")), "reference.outputs", true);
    if (kind == "builtin") {
        r.kind = ReferenceSpec::Kind::Builtin;
        readBuiltinReference(t, r);
    } else if (kind == "kernel") {
        r.kind = ReferenceSpec::Kind::Kernel;
        checkKeys(t, "reference", {"kind", "source", "entry", "options", "outputs", "launch", "step"});
        const toml::node* steps = t.get("step");
        r.kernel = kernelSpec(t, "reference", !steps);
        const toml::node* l = t.get("launch");
        if (steps) {
            // a reference pipeline: its steps default to the reference's source, else the task's kernel's
            KernelSpec defaults = r.kernel.source.empty() ? m_task.kernel : r.kernel;
            defaults.entry.clear();
            r.steps = stepList(*steps, "reference.step", defaults);
            if (l)
                error(lineOf(*l), "reference.launch",
                    "a kernel reference has either one launch or [[reference.step]] tables; move the launch into a "
                    "step");
            if (!r.steps.empty()) {
                r.kernel = r.steps.front().kernel;
                r.launch = r.steps.front().launch;
            }
        } else if (!l || !l->is_table())
            error(r.pos.line, "reference.launch",
                "missing; a kernel reference needs launch = { grid = [...], block = [...], args = [...] }");
        else
            r.launch = launchSpec(*l->as_table(), "reference.launch");
    } else if (kind == "npy") {
        r.kind = ReferenceSpec::Kind::Npy;
        checkKeys(t, "reference", {"kind", "outputs", "files"});
        r.files = stringArray(t.get("files"), "reference.files");
        if (r.files.size() != r.outputs.size())
            error(r.pos.line, "reference.files",
                "expected one file per output (" + std::to_string(r.outputs.size()) + "), found "
                    + std::to_string(r.files.size()));
        for (std::size_t i = 0; i < r.files.size(); ++i)
            checkPath(r.files[i], lineOf(t.get("files")), "reference.files[" + std::to_string(i) + "]");
    } else if (kind == "python") {
        r.kind = ReferenceSpec::Kind::Python;
        checkKeys(t, "reference", {"kind", "outputs", "script", "timeout_s"});
        r.script = requiredString(t, "script", "reference", r.pos.line);
        if (!r.script.empty())
            checkPath(r.script, lineOf(t.get("script")), "reference.script");
        if (const toml::node* to = t.get("timeout_s")) {
            const auto v = to->value<double>();
            if (!v || *v <= 0 || *v > 3600)
                error(lineOf(*to), "reference.timeout_s", "expected a number of seconds from 0 to 3600");
            else
                r.timeoutS = *v;
        }
    } else if (!kind.empty()) {
        error(lineOf(t.get("kind")), "reference.kind",
            "unknown kind '" + kind + "'; expected builtin, kernel, npy or python");
    }
}

void TaskReader::readBuiltinReference(const toml::table& t, ReferenceSpec& r)
{
    static const std::set<std::string> attrKeys
        = {"axis", "transpose_a", "transpose_b", "alpha", "beta", "eps", "causal", "expr", "bins", "lo", "hi",
            "exclusive", "stride", "padding", "scale", "keepdims", "reduce", "axes", "block", "segments", "descending",
            "k", "largest", "bin", "range", "dilation", "groups", "layout", "ignore_index", "reduction", "approximate"};
    r.op = requiredString(t, "op", "reference", r.pos.line);
    r.inputs = stringArray(t.get("inputs"), "reference.inputs");
    checkBufferNames(r.inputs, lineOf(t.get("inputs")), "reference.inputs", false);
    for (auto&& [k, v] : t) {
        const std::string key(k.str());
        if (key == "kind" || key == "op" || key == "inputs" || key == "outputs")
            continue;
        if (!attrKeys.count(key)) {
            std::string list;
            for (const auto& a : attrKeys)
                list += (list.empty() ? "" : ", ") + a;
            error(static_cast<int>(k.source().begin.line), "reference." + key,
                "unknown key for a builtin reference; expected kind, op, inputs, outputs or one of: " + list);
            continue;
        }
        if (auto s = attrScalar(v))
            r.attrs[key] = std::visit([](auto&& x) -> AttrValue { return x; }, *s);
        else if (const toml::array* a = v.as_array()) {
            AttrList list;
            for (std::size_t i = 0; i < a->size(); ++i) {
                if (auto item = attrScalar(*a->get(i)))
                    list.push_back(*item);
                else
                    wrongType(
                        *a->get(i), "reference." + key + "[" + std::to_string(i) + "]", "a boolean, number or string");
            }
            r.attrs[key] = std::move(list);
        } else
            wrongType(v, "reference." + key, "a boolean, number, string or an array of them");
    }
}

std::optional<AttrScalar> TaskReader::attrScalar(const toml::node& v)
{
    if (v.is_boolean())
        return v.as_boolean()->get();
    if (v.is_integer())
        return v.as_integer()->get();
    if (v.is_floating_point())
        return v.as_floating_point()->get();
    if (v.is_string())
        return v.as_string()->get();
    return std::nullopt;
}

void TaskReader::readTolerances(const toml::table& root)
{
    const toml::node* n = root.get("tolerance");
    if (!n)
        return;
    if (!n->is_table()) {
        wrongType(*n, "tolerance", "a table with one entry per output");
        return;
    }
    for (auto&& [k, v] : *n->as_table()) {
        const std::string name(k.str());
        const std::string field = "tolerance." + name;
        const BufferSpec* out = m_task.findBuffer(name);
        if (!out)
            error(lineOf(v), field, "'" + name + "' names no buffer; tolerances are given per output buffer");
        else if (out->role != BufferRole::Output && out->role != BufferRole::InOut)
            error(lineOf(v), field,
                "'" + name + "' is an " + bufferRoleName(out->role) + " buffer; tolerances apply to outputs");
        if (!v.is_table()) {
            wrongType(v, field, "a table such as { atol = 1e-5, rtol = 1e-5, max_ulp = 4 }");
            continue;
        }
        const toml::table& t = *v.as_table();
        checkKeys(t, field, {"atol", "rtol", "max_ulp"});
        ToleranceSpec tol;
        tol.pos.line = lineOf(v);
        auto number = [&](const char* key) -> std::optional<double> {
            const toml::node* x = t.get(key);
            if (!x)
                return std::nullopt;
            const auto d = x->value<double>();
            if (!d || !(*d >= 0) || std::isinf(*d)) {
                error(lineOf(*x), field + "." + key, "expected a number >= 0");
                return std::nullopt;
            }
            return d;
        };
        tol.atol = number("atol");
        tol.rtol = number("rtol");
        if (const toml::node* u = t.get("max_ulp")) {
            if (!u->is_integer() || u->as_integer()->get() < 0)
                error(lineOf(*u), field + ".max_ulp", "expected an integer >= 0");
            else
                tol.maxUlp = u->as_integer()->get();
        }
        m_task.tolerances[name] = tol;
    }
}

void TaskReader::readSeeds(const toml::table& root)
{
    const toml::node* n = root.get("seeds");
    if (!n)
        return;
    if (!n->is_table()) {
        wrongType(*n, "seeds", "a table { count = 3, base = 42 }");
        return;
    }
    const toml::table& t = *n->as_table();
    checkKeys(t, "seeds", {"count", "base"});
    if (const toml::node* c = t.get("count")) {
        if (!c->is_integer() || c->as_integer()->get() < 1 || c->as_integer()->get() > 1000)
            error(lineOf(*c), "seeds.count", "expected an integer from 1 to 1000");
        else
            m_task.seedCount = static_cast<int>(c->as_integer()->get());
    }
    if (const toml::node* b = t.get("base")) {
        if (!b->is_integer() || b->as_integer()->get() < 0)
            error(lineOf(*b), "seeds.base", "expected an integer >= 0");
        else
            m_task.seedBase = static_cast<std::uint64_t>(b->as_integer()->get());
    }
}

void TaskReader::readExpects(const toml::table& root)
{
    const toml::node* n = root.get("expect");
    if (!n)
        return;
    const toml::array* arr = n->as_array();
    if (!arr) {
        wrongType(*n, "expect", "an array of tables ([[expect]] or expect = [{ kind = \"race\", line = 14 }])");
        return;
    }
    for (std::size_t i = 0; i < arr->size(); ++i) {
        const std::string prefix = "expect[" + std::to_string(i) + "]";
        const toml::table* t = arr->get(i)->as_table();
        if (!t) {
            wrongType(*arr->get(i), prefix, "a table { kind = \"race\", line = 14 }");
            continue;
        }
        checkKeys(*t, prefix, {"kind", "line", "buffer"});
        ExpectSpec e;
        e.kind = requiredString(*t, "kind", prefix, lineOf(*t));
        e.buffer = optionalString(*t, "buffer", prefix);
        if (const toml::node* l = t->get("line")) {
            if (!l->is_integer() || l->as_integer()->get() < 1)
                error(lineOf(*l), prefix + ".line", "expected a source line number >= 1");
            else
                e.line = static_cast<int>(l->as_integer()->get());
        }
        m_task.expects.push_back(e);
    }
}

void TaskReader::readSweep(const toml::table& root)
{
    const toml::node* n = root.get("sweep");
    if (!n)
        return;
    if (!n->is_table()) {
        wrongType(*n, "sweep", "a table of param arrays, e.g. N = [1, 31, 33, 1000]");
        return;
    }
    std::size_t rows = 0;
    std::vector<SweepColumn> columns;
    for (auto&& [k, v] : *n->as_table()) {
        const std::string name(k.str());
        const std::string field = "sweep." + name;
        if (std::none_of(m_task.params.begin(), m_task.params.end(), [&](auto& p) { return p.first == name; }))
            error(lineOf(v), field, "'" + name + "' is not a [params] name");
        const toml::array* a = v.as_array();
        if (!a || a->empty()) {
            wrongType(v, field, "a non-empty array of integers");
            continue;
        }
        std::vector<std::int64_t> values;
        for (std::size_t i = 0; i < a->size(); ++i) {
            if (!a->get(i)->is_integer())
                wrongType(*a->get(i), field + "[" + std::to_string(i) + "]", "an integer");
            else
                values.push_back(a->get(i)->as_integer()->get());
        }
        if (rows && values.size() != rows)
            error(lineOf(v), field,
                "expected " + std::to_string(rows) + " values like the other sweep arrays, found "
                    + std::to_string(values.size()));
        rows = values.size();
        columns.emplace_back(name, std::move(values));
    }
    if (!m_diag.ok())
        return;
    m_task.sweep = zipSweepColumns(columns);
}

} // namespace warpscope::core
