#include "core/task/taskloader.h"

#include "core/common/paths.h"

#include <toml++/toml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

namespace warpscope::core {

namespace fs = std::filesystem;

namespace {

/// Walks the TOML tree into a Task, collecting every error with its line and field.
class TaskReader {
public:
    TaskReader(const fs::path& file, TaskDiagnostics& diag)
        : m_file(file)
        , m_diag(diag)
    { }

    Task read(const toml::table& root)
    {
        m_task.file = fs::absolute(m_file);
        m_task.dir = m_task.file.parent_path();
        checkKeys(root, "",
            {"schema", "name", "summary", "lesson", "kernel", "params", "buffer", "launch", "reference", "tolerance",
                "seeds", "expect", "sweep"});
        readSchema(root);
        m_task.name = requiredString(root, "name", "", lineOf(root));
        m_task.summary = optionalString(root, "summary", "");
        m_task.lesson = optionalString(root, "lesson", "");
        if (!m_task.lesson.empty())
            checkPath(m_task.lesson, lineOf(root["lesson"].node()), "lesson");
        readKernel(root);
        readParams(root);
        readBuffers(root);
        readLaunch(root);
        readReference(root);
        readTolerances(root);
        readSeeds(root);
        readExpects(root);
        readSweep(root);
        if (m_diag.ok())
            checkResolves();
        return std::move(m_task);
    }

private:
    static int lineOf(const toml::node* n) { return n ? static_cast<int>(n->source().begin.line) : 0; }
    static int lineOf(const toml::node& n) { return static_cast<int>(n.source().begin.line); }

    void error(int line, const std::string& field, const std::string& message)
    {
        m_diag.errors.push_back(makeError(ErrorCode::BadInput, message, m_file.string(), line, field));
    }

    static std::string join(const std::string& prefix, const std::string& key)
    {
        return prefix.empty() ? key : prefix + "." + key;
    }

    void checkKeys(const toml::table& t, const std::string& prefix, std::initializer_list<const char*> allowed)
    {
        for (auto&& [k, v] : t) {
            const std::string key(k.str());
            if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; })) {
                std::string list;
                for (const char* a : allowed)
                    list += std::string(list.empty() ? "" : ", ") + a;
                error(static_cast<int>(k.source().begin.line), join(prefix, key),
                    "unknown key; expected one of: " + list);
            }
        }
    }

    static const char* typeName(const toml::node& n)
    {
        switch (n.type()) {
        case toml::node_type::string:
            return "a string";
        case toml::node_type::integer:
            return "an integer";
        case toml::node_type::floating_point:
            return "a number";
        case toml::node_type::boolean:
            return "a boolean";
        case toml::node_type::array:
            return "an array";
        case toml::node_type::table:
            return "a table";
        default:
            return "a date or time";
        }
    }

    void wrongType(const toml::node& n, const std::string& field, const std::string& expected)
    {
        error(lineOf(n), field, std::string("expected ") + expected + ", found " + typeName(n));
    }

    std::string requiredString(const toml::table& t, const char* key, const std::string& prefix, int tableLine)
    {
        const toml::node* n = t.get(key);
        if (!n) {
            error(tableLine, join(prefix, key), "missing; add " + std::string(key) + " = \"...\"");
            return {};
        }
        if (!n->is_string()) {
            wrongType(*n, join(prefix, key), "a string");
            return {};
        }
        return n->as_string()->get();
    }

    std::string optionalString(const toml::table& t, const char* key, const std::string& prefix)
    {
        const toml::node* n = t.get(key);
        if (!n)
            return {};
        if (!n->is_string()) {
            wrongType(*n, join(prefix, key), "a string");
            return {};
        }
        return n->as_string()->get();
    }

    std::vector<std::string> stringArray(const toml::node* n, const std::string& field)
    {
        std::vector<std::string> out;
        if (!n)
            return out;
        const toml::array* a = n->as_array();
        if (!a) {
            wrongType(*n, field, "an array of strings");
            return out;
        }
        for (std::size_t i = 0; i < a->size(); ++i) {
            const toml::node& e = *a->get(i);
            if (!e.is_string())
                wrongType(e, field + "[" + std::to_string(i) + "]", "a string");
            else
                out.push_back(e.as_string()->get());
        }
        return out;
    }

    /// A dimension: an integer or a string holding an integer expression.
    std::string dimension(const toml::node& n, const std::string& field)
    {
        if (n.is_integer())
            return std::to_string(n.as_integer()->get());
        if (n.is_string())
            return n.as_string()->get();
        wrongType(n, field, "an integer or a string with an integer expression such as \"ceil_div(N, 256)\"");
        return "1";
    }

    void checkPath(const std::string& rel, int line, const std::string& field)
    {
        auto r = resolveInsideFolder(m_task.dir, rel, m_file.string(), line, field);
        if (!r)
            m_diag.errors.push_back(r.error());
    }

    void readSchema(const toml::table& root)
    {
        const toml::node* n = root.get("schema");
        if (!n) {
            error(1, "schema", "missing; add schema = 1 as the first line");
            return;
        }
        if (!n->is_integer()) {
            wrongType(*n, "schema", "an integer");
            return;
        }
        const auto v = n->as_integer()->get();
        if (v > kTaskSchema)
            error(lineOf(*n), "schema",
                "the task was written for schema " + std::to_string(v) + ", newer than this Warpscope reads ("
                    + std::to_string(kTaskSchema) + "); update Warpscope");
        else if (v < 1)
            error(lineOf(*n), "schema", "schema must be 1 or more");
        m_task.schema = static_cast<int>(v);
    }

    const toml::table* requiredTable(const toml::table& root, const char* key)
    {
        const toml::node* n = root.get(key);
        if (!n) {
            error(0, key, std::string("missing; add a [") + key + "] table");
            return nullptr;
        }
        if (!n->is_table()) {
            wrongType(*n, key, "a table");
            return nullptr;
        }
        return n->as_table();
    }

    KernelSpec kernelSpec(const toml::table& t, const std::string& prefix, bool sourceRequired)
    {
        KernelSpec k;
        k.pos.line = lineOf(t);
        if (sourceRequired || t.get("source"))
            k.source = requiredString(t, "source", prefix, k.pos.line);
        if (!k.source.empty())
            checkPath(k.source, lineOf(t.get("source")), join(prefix, "source"));
        if (sourceRequired || t.get("entry"))
            k.entry = requiredString(t, "entry", prefix, k.pos.line);
        k.options = stringArray(t.get("options"), join(prefix, "options"));
        return k;
    }

    void readKernel(const toml::table& root)
    {
        const toml::table* t = requiredTable(root, "kernel");
        if (!t)
            return;
        checkKeys(*t, "kernel", {"source", "entry", "options"});
        m_task.kernel = kernelSpec(*t, "kernel", true);
    }

    void readParams(const toml::table& root)
    {
        const toml::node* n = root.get("params");
        if (!n)
            return;
        if (!n->is_table()) {
            wrongType(*n, "params", "a table of integers");
            return;
        }
        for (auto&& [k, v] : *n->as_table()) {
            const std::string name(k.str());
            if (!v.is_integer()) {
                wrongType(v, "params." + name, "an integer");
                continue;
            }
            m_task.params.emplace_back(name, v.as_integer()->get());
        }
    }

    void readBuffers(const toml::table& root)
    {
        const toml::node* n = root.get("buffer");
        if (!n) {
            error(0, "buffer", "missing; declare each kernel buffer in a [[buffer]] table");
            return;
        }
        const toml::array* arr = n->as_array();
        if (!arr || !arr->is_array_of_tables()) {
            wrongType(*n, "buffer", "an array of tables ([[buffer]])");
            return;
        }
        std::set<std::string> seen;
        for (std::size_t i = 0; i < arr->size(); ++i) {
            const toml::table& t = *arr->get(i)->as_table();
            const std::string prefix = "buffer[" + std::to_string(i) + "]";
            checkKeys(t, prefix, {"name", "dtype", "shape", "role", "init"});
            BufferSpec b;
            b.pos.line = lineOf(t);
            b.name = requiredString(t, "name", prefix, b.pos.line);
            if (!b.name.empty() && !seen.insert(b.name).second)
                error(lineOf(t.get("name")), prefix + ".name",
                    "duplicate buffer name '" + b.name + "'; names must be unique");
            const std::string dt = requiredString(t, "dtype", prefix, b.pos.line);
            if (!dt.empty()) {
                if (auto d = parseDType(dt))
                    b.dtype = *d;
                else
                    error(lineOf(t.get("dtype")), prefix + ".dtype",
                        "unknown dtype '" + dt + "'; expected one of " + dtypeNames());
            }
            readShape(t, prefix, b);
            readRole(t, prefix, b);
            if (const toml::node* init = t.get("init")) {
                if (!init->is_string()) {
                    wrongType(*init, prefix + ".init", "a string such as \"uniform(-1, 1)\"");
                } else if (auto spec = parseInitSpec(init->as_string()->get())) {
                    b.init = *spec;
                    if (spec->kind == InitSpec::Kind::Npy)
                        checkPath(spec->path, lineOf(*init), prefix + ".init");
                } else {
                    error(lineOf(*init), prefix + ".init", spec.error().message);
                }
            }
            m_task.buffers.push_back(std::move(b));
        }
    }

    void readShape(const toml::table& t, const std::string& prefix, BufferSpec& b)
    {
        const toml::node* s = t.get("shape");
        if (!s) {
            error(
                b.pos.line, prefix + ".shape", "missing; add shape = [\"N\"] (integers or expressions over [params])");
            return;
        }
        b.shapePos.line = lineOf(*s);
        const toml::array* a = s->as_array();
        if (!a || a->empty()) {
            if (a)
                error(lineOf(*s), prefix + ".shape", "empty; a buffer needs at least one dimension");
            else
                wrongType(*s, prefix + ".shape", "an array of dimensions");
            return;
        }
        for (std::size_t d = 0; d < a->size(); ++d)
            b.shape.push_back(dimension(*a->get(d), prefix + ".shape[" + std::to_string(d) + "]"));
    }

    void readRole(const toml::table& t, const std::string& prefix, BufferSpec& b)
    {
        const std::string role = requiredString(t, "role", prefix, b.pos.line);
        if (role == "input")
            b.role = BufferRole::Input;
        else if (role == "output")
            b.role = BufferRole::Output;
        else if (role == "inout")
            b.role = BufferRole::InOut;
        else if (role == "scratch")
            b.role = BufferRole::Scratch;
        else if (!role.empty())
            error(lineOf(t.get("role")), prefix + ".role",
                "unknown role '" + role + "'; expected input, output, inout or scratch");
    }

    LaunchSpec launchSpec(const toml::table& t, const std::string& prefix)
    {
        LaunchSpec l;
        l.pos.line = lineOf(t);
        checkKeys(t, prefix,
            {"grid", "block", "dynamic_shared", "printf_fifo", "args", "stack_size", "cooperative", "cluster"});
        auto dims = [&](const char* key, std::array<std::string, 3>& out, SourcePos& pos) {
            const toml::node* n = t.get(key);
            if (n)
                pos.line = lineOf(*n);
            if (!n) {
                error(l.pos.line, join(prefix, key),
                    std::string("missing; add ") + key + " = [x, y, z] (1 to 3 dimensions)");
                return;
            }
            const toml::array* a = n->as_array();
            if (!a || a->empty() || a->size() > 3) {
                if (a)
                    error(lineOf(*n), join(prefix, key),
                        "expected 1 to 3 dimensions, found " + std::to_string(a->size()));
                else
                    wrongType(*n, join(prefix, key), "an array of 1 to 3 dimensions");
                return;
            }
            for (std::size_t i = 0; i < a->size(); ++i)
                out[i] = dimension(*a->get(i), join(prefix, key) + "[" + std::to_string(i) + "]");
        };
        dims("grid", l.grid, l.gridPos);
        dims("block", l.block, l.blockPos);
        if (const toml::node* ds = t.get("dynamic_shared")) {
            l.sharedPos.line = lineOf(*ds);
            l.dynamicShared = dimension(*ds, join(prefix, "dynamic_shared"));
        }
        if (const toml::node* pf = t.get("printf_fifo")) {
            l.printfPos.line = lineOf(*pf);
            l.printfFifo = dimension(*pf, join(prefix, "printf_fifo"));
        }
        if (const toml::node* ss = t.get("stack_size")) {
            const auto* v = ss->as_integer();
            if (!v || v->get() < 1 || v->get() > kMaxStackSize)
                error(lineOf(*ss), join(prefix, "stack_size"),
                    "expected the per-thread stack in bytes, an integer from 1 to " + std::to_string(kMaxStackSize)
                        + " (the driver's default is 1024)");
            else
                l.stackSize = v->get();
        }
        if (const toml::node* c = t.get("cooperative")) {
            if (c->as_boolean())
                l.cooperative = c->as_boolean()->get();
            else
                wrongType(*c, join(prefix, "cooperative"), "true or false");
        }
        if (t.get("cluster")) {
            l.hasCluster = true;
            dims("cluster", l.cluster, l.clusterPos);
        }
        const toml::node* args = t.get("args");
        if (!args)
            error(l.pos.line, join(prefix, "args"),
                "missing; list the kernel's arguments, e.g. args = [\"x\", \"y\", \"N\"]");
        int i = 0;
        for (const auto& text : stringArray(args, join(prefix, "args")))
            l.args.push_back(launchArg(text, lineOf(args), join(prefix, "args") + "[" + std::to_string(i++) + "]"));
        return l;
    }

    LaunchArg launchArg(const std::string& text, int line, const std::string& field)
    {
        LaunchArg a;
        a.text = text;
        const auto colon = text.find(':');
        if (colon != std::string::npos) {
            a.kind = LaunchArg::Kind::Literal;
            const auto type = parseDType(text.substr(0, colon));
            const std::string value = text.substr(colon + 1);
            char* end = nullptr;
            a.literalValue = std::strtod(value.c_str(), &end);
            if (!type || value.empty() || *end != '\0')
                error(line, field,
                    "'" + text + "' is not a typed literal; write dtype:value, e.g. \"f32:0.5\" or \"i32:7\"");
            else
                a.literalType = *type;
            return a;
        }
        a.name = text;
        if (m_task.findBuffer(text)) {
            a.kind = LaunchArg::Kind::Buffer;
            return a;
        }
        const bool isParam
            = std::any_of(m_task.params.begin(), m_task.params.end(), [&](auto& p) { return p.first == text; });
        if (isParam) {
            a.kind = LaunchArg::Kind::Param;
            return a;
        }
        error(line, field,
            "'" + text
                + "' names no buffer and no param; use a buffer name, a [params] name or a typed literal such as "
                  "\"f32:0.5\"");
        return a;
    }

    void readLaunch(const toml::table& root)
    {
        if (const toml::table* t = requiredTable(root, "launch"))
            m_task.launch = launchSpec(*t, "launch");
    }

    void checkBufferNames(const std::vector<std::string>& names, int line, const std::string& field, bool mustBeOutput)
    {
        for (std::size_t i = 0; i < names.size(); ++i) {
            const BufferSpec* b = m_task.findBuffer(names[i]);
            const std::string f = field + "[" + std::to_string(i) + "]";
            if (!b)
                error(line, f, "'" + names[i] + "' names no buffer");
            else if (mustBeOutput && b->role != BufferRole::Output && b->role != BufferRole::InOut)
                error(line, f,
                    "'" + names[i] + "' is an " + bufferRoleName(b->role)
                        + " buffer; expected an output or inout buffer");
        }
    }

    void readReference(const toml::table& root)
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
            checkKeys(t, "reference", {"kind", "source", "entry", "options", "outputs", "launch"});
            r.kernel = kernelSpec(t, "reference", true);
            const toml::node* l = t.get("launch");
            if (!l || !l->is_table())
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

    void readBuiltinReference(const toml::table& t, ReferenceSpec& r)
    {
        static const std::set<std::string> attrKeys = {"axis", "transpose_a", "transpose_b", "alpha", "beta", "eps",
            "causal", "expr", "bins", "lo", "hi", "exclusive", "stride", "padding", "scale", "keepdims", "reduce"};
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
            if (v.is_boolean())
                r.attrs[key] = v.as_boolean()->get();
            else if (v.is_integer())
                r.attrs[key] = v.as_integer()->get();
            else if (v.is_floating_point())
                r.attrs[key] = v.as_floating_point()->get();
            else if (v.is_string())
                r.attrs[key] = v.as_string()->get();
            else
                wrongType(v, "reference." + key, "a boolean, number or string");
        }
    }

    void readTolerances(const toml::table& root)
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

    void readSeeds(const toml::table& root)
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

    void readExpects(const toml::table& root)
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

    void readSweep(const toml::table& root)
    {
        const toml::node* n = root.get("sweep");
        if (!n)
            return;
        if (!n->is_table()) {
            wrongType(*n, "sweep", "a table of param arrays, e.g. N = [1, 31, 33, 1000]");
            return;
        }
        std::size_t rows = 0;
        std::vector<std::pair<std::string, std::vector<std::int64_t>>> columns;
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
        for (std::size_t r = 0; r < rows; ++r) {
            ParamMap row;
            for (const auto& [name, values] : columns)
                row[name] = values[r];
            m_task.sweep.push_back(std::move(row));
        }
    }

    void checkResolves()
    {
        auto r = resolveTask(m_task);
        if (!r)
            m_diag.errors.push_back(r.error());
        for (std::size_t i = 0; r && i < m_task.sweep.size(); ++i) {
            auto s = resolveTask(m_task, m_task.sweep[i]);
            if (!s) {
                Error e = s.error();
                e.message = "with sweep row " + std::to_string(i + 1) + ": " + e.message;
                m_diag.errors.push_back(e);
            }
        }
    }

    fs::path m_file;
    TaskDiagnostics& m_diag;
    Task m_task;
};

Error firstError(const TaskDiagnostics& d)
{
    Error e = d.errors.front();
    if (d.errors.size() > 1)
        e.message += " (and " + std::to_string(d.errors.size() - 1) + " more)";
    return e;
}

} // namespace

Result<fs::path> locateTaskFile(const fs::path& folderOrFile)
{
    std::error_code ec;
    if (fs::is_directory(folderOrFile, ec)) {
        const fs::path f = folderOrFile / "task.toml";
        if (!fs::exists(f, ec))
            return makeError(ErrorCode::NotFound, "the folder has no task.toml; open a task folder or its task.toml",
                folderOrFile.string());
        return fs::absolute(f);
    }
    if (!fs::exists(folderOrFile, ec))
        return makeError(ErrorCode::NotFound, "no such task folder or file", folderOrFile.string());
    return fs::absolute(folderOrFile);
}

Result<Task> parseTask(const std::string& text, const fs::path& file, TaskDiagnostics* diagnostics)
{
    TaskDiagnostics local;
    TaskDiagnostics& diag = diagnostics ? *diagnostics : local;
    diag.errors.clear();
    toml::table root;
    try {
        root = toml::parse(text, file.string());
    } catch (const toml::parse_error& e) {
        diag.errors.push_back(makeError(ErrorCode::BadInput, "TOML syntax error: " + std::string(e.description()),
            file.string(), static_cast<int>(e.source().begin.line), {}, static_cast<int>(e.source().begin.column)));
        return diag.errors.front();
    }
    Task task = TaskReader(file, diag).read(root);
    if (!diag.ok())
        return firstError(diag);
    return task;
}

Result<Task> loadTask(const fs::path& folderOrFile, TaskDiagnostics* diagnostics)
{
    auto file = locateTaskFile(folderOrFile);
    if (!file) {
        if (diagnostics)
            diagnostics->errors = {file.error()};
        return file.error();
    }
    auto text = readTextFile(*file, 4u << 20);
    if (!text) {
        if (diagnostics)
            diagnostics->errors = {text.error()};
        return text.error();
    }
    return parseTask(*text, *file, diagnostics);
}

} // namespace warpscope::core
