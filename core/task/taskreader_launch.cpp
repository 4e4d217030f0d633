// The task's [kernel], [params], [[buffer]] and [launch] sections.
#include "core/task/taskreader.h"

#include "core/common/paths.h"
#include "core/task/launchargnames.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

namespace warpscope::core {

namespace fs = std::filesystem;

KernelSpec TaskReader::kernelSpec(const toml::table& t, const std::string& prefix, bool sourceRequired)
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
    readLanguage(t, prefix, k);
    return k;
}

void TaskReader::readLanguage(const toml::table& t, const std::string& prefix, KernelSpec& k)
{
    if (const toml::node* n = t.get("language")) {
        const auto* v = n->as_string();
        const std::string text = v ? v->get() : std::string();
        if (text != "cuda" && text != "ptx" && text != "triton")
            error(lineOf(*n), join(prefix, "language"),
                (v ? "unknown language '" + text + "'" : std::string("expected a string"))
                    + "; expected \"cuda\", \"ptx\" or \"triton\" (or leave it out: .ptx and .py sources say it)");
        else
            k.languageText = text;
    }
    k.language = kernelLanguageOf(k.source, k.languageText);
    const bool triton = k.language == KernelLanguage::Triton;
    for (const char* key : {"constexprs", "num_warps", "num_stages", "autotune_config"})
        if (const toml::node* n = t.get(key); n && !triton)
            error(lineOf(*n), join(prefix, key),
                std::string("only a Triton kernel takes ") + key + "; set language = \"triton\" or remove it");
    if (!triton)
        return;
    if (!k.options.empty())
        error(k.pos.line, join(prefix, "options"),
            "a Triton kernel takes no NVRTC options; use constexprs, num_warps and num_stages");
    const auto count = [&](const char* key, int& out, int lo, int hi) {
        const toml::node* n = t.get(key);
        if (!n)
            return;
        const auto* v = n->as_integer();
        if (!v || v->get() < lo || v->get() > hi)
            error(lineOf(*n), join(prefix, key),
                "expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
        else
            out = static_cast<int>(v->get());
    };
    count("num_warps", k.numWarps, 1, 32);
    count("num_stages", k.numStages, 1, 8);
    if (t.get("autotune_config")) {
        count("autotune_config", k.autotuneConfig, 0, 1023);
        // the config carries its own warps and stages; two sources for one value would be a guess
        for (const char* key : {"num_warps", "num_stages"})
            if (const toml::node* n = t.get(key))
                error(lineOf(*n), join(prefix, key),
                    std::string("autotune_config = ") + std::to_string(k.autotuneConfig) + " sets " + key
                        + " from the @triton.autotune config; remove one of them");
    }
    if (k.numWarps & (k.numWarps - 1))
        error(lineOf(t.get("num_warps")), join(prefix, "num_warps"),
            "Triton needs a power of two (1, 2, 4, 8, 16 or 32), found " + std::to_string(k.numWarps));
    const toml::node* c = t.get("constexprs");
    if (!c)
        return;
    if (!c->is_table()) {
        wrongType(*c, join(prefix, "constexprs"), "a table such as { BLOCK = 1024 }");
        return;
    }
    for (auto&& [name, v] : *c->as_table()) {
        const std::string key(name.str());
        std::string value;
        if (const auto* i = v.as_integer())
            value = std::to_string(i->get());
        else if (const auto* b = v.as_boolean())
            value = b->get() ? "True" : "False";
        else if (const auto* f = v.as_floating_point())
            value = std::to_string(f->get());
        else {
            wrongType(v, join(prefix, "constexprs." + key), "an integer, a float or true/false");
            continue;
        }
        k.constexprs.emplace_back(key, value);
    }
}

void TaskReader::readKernel(const toml::table& root)
{
    // [[implementation]] entries name their kernels; a [kernel] table then only gives defaults
    if (root.get("implementation") && !root.get("kernel"))
        return;
    const toml::table* t = requiredTable(root, "kernel");
    if (!t)
        return;
    checkKeys(*t, "kernel",
        {"source", "entry", "options", "language", "constexprs", "num_warps", "num_stages", "autotune_config"});
    // a pipeline's steps name their entries; [kernel] then gives the default source and options
    m_task.kernel = kernelSpec(*t, "kernel", !root.get("step") && !root.get("implementation"));
    if (root.get("step") && !t->get("source"))
        error(lineOf(*t), "kernel.source", "missing; add source = \"file.cu\" (the steps' default source)");
}

void TaskReader::readParams(const toml::table& root)
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
        if (v.is_string()) {
            m_task.paramExprs[name] = {v.as_string()->get(), lineOf(v)};
            m_task.params.emplace_back(name, 0);
            continue;
        }
        if (!v.is_integer()) {
            wrongType(
                v, "params." + name, "an integer or a string with an expression of other params (\"BYTES / 16\")");
            continue;
        }
        m_task.params.emplace_back(name, v.as_integer()->get());
    }
    if (m_task.paramExprs.empty())
        return;
    // the derived params' values for the written params, which the task pane and reports show
    auto resolved = resolveParams(m_task);
    if (!resolved) {
        m_diag.errors.push_back(resolved.error());
        return;
    }
    for (auto& [name, value] : m_task.params)
        value = resolved->at(name);
}

void TaskReader::readBuffers(const toml::table& root)
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
        readDType(t, prefix, b);
        readShape(t, prefix, b);
        readRole(t, prefix, b);
        readInit(t, prefix, b);
        m_task.buffers.push_back(std::move(b));
    }
}

void TaskReader::readDType(const toml::table& t, const std::string& prefix, BufferSpec& b)
{
    const std::string dt = requiredString(t, "dtype", prefix, b.pos.line);
    if (dt.empty())
        return;
    if (auto d = parseDType(dt))
        b.dtype = *d;
    else
        error(lineOf(t.get("dtype")), prefix + ".dtype", "unknown dtype '" + dt + "'; expected one of " + dtypeNames());
}

void TaskReader::readInit(const toml::table& t, const std::string& prefix, BufferSpec& b)
{
    const toml::node* init = t.get("init");
    if (!init)
        return;
    b.initPos.line = lineOf(*init);
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

void TaskReader::readShape(const toml::table& t, const std::string& prefix, BufferSpec& b)
{
    const toml::node* s = t.get("shape");
    if (!s) {
        error(b.pos.line, prefix + ".shape", "missing; add shape = [\"N\"] (integers or expressions over [params])");
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

void TaskReader::readRole(const toml::table& t, const std::string& prefix, BufferSpec& b)
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

LaunchSpec TaskReader::launchSpec(const toml::table& t, const std::string& prefix, bool stepKeys)
{
    LaunchSpec l;
    l.pos.line = lineOf(t);
    if (stepKeys)
        checkKeys(t, prefix,
            {"name", "source", "entry", "options", "language", "constexprs", "num_warps", "num_stages",
                "autotune_config", "repeat", "grid", "block", "dynamic_shared", "printf_fifo", "args", "stack_size",
                "cooperative", "cluster"});
    else
        checkKeys(t, prefix,
            {"grid", "block", "dynamic_shared", "printf_fifo", "args", "stack_size", "cooperative", "cluster"});
    auto dims = [&](const char* key, std::array<std::string, 3>& out, SourcePos& pos) {
        const toml::node* n = t.get(key);
        if (n)
            pos.line = lineOf(*n);
        if (!n) {
            error(
                l.pos.line, join(prefix, key), std::string("missing; add ") + key + " = [x, y, z] (1 to 3 dimensions)");
            return;
        }
        const toml::array* a = n->as_array();
        if (!a || a->empty() || a->size() > 3) {
            if (a)
                error(lineOf(*n), join(prefix, key), "expected 1 to 3 dimensions, found " + std::to_string(a->size()));
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
    l.argsPos.line = args ? lineOf(*args) : l.pos.line;
    if (!args)
        error(l.pos.line, join(prefix, "args"),
            "missing; list the kernel's arguments, e.g. args = [\"x\", \"y\", \"N\"]");
    int i = 0;
    for (const auto& text : stringArray(args, join(prefix, "args")))
        l.args.push_back(launchArg(text, lineOf(args), join(prefix, "args") + "[" + std::to_string(i++) + "]"));
    return l;
}

LaunchArg TaskReader::launchArg(const std::string& text, int line, const std::string& field)
{
    auto a = parseLaunchArg(text, m_task.buffers);
    if (!a) {
        error(line, field, a.error().message);
        LaunchArg bad;
        bad.text = text;
        return bad;
    }
    // names are checked here too, so a misspelt one is reported with every other problem of the file;
    // the values are evaluated later, with each run's params and a step's loop variables
    ParamMap known;
    for (const auto& p : m_task.params)
        known[p.first] = 0;
    for (const auto& [name, expr] : m_task.paramExprs)
        known[name] = 0;
    for (const auto& var : m_loopVars)
        known[var] = 0;
    if (auto names = checkLaunchArgNames(m_task, *a, known); !names)
        error(line, field, names.error().message);
    return *a;
}

void TaskReader::readLaunch(const toml::table& root)
{
    if (root.get("step"))
        return readSteps(root);
    if (root.get("implementation") && !root.get("launch"))
        return; // each implementation has its own launch
    if (const toml::table* t = requiredTable(root, "launch"))
        m_task.launch = launchSpec(*t, "launch");
}

} // namespace warpscope::core
