// The reader's top level and the checks every section uses: keys, types, strings, paths, names.
#include "core/task/taskreader.h"

#include "core/common/paths.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

namespace warpscope::core {

namespace fs = std::filesystem;

Task TaskReader::read(const toml::table& root)
{
    m_task.file = fs::absolute(m_file);
    m_task.dir = m_task.file.parent_path();
    checkKeys(root, "",
        {"schema", "name", "summary", "lesson", "kernel", "params", "buffer", "symbol", "launch", "step", "reference",
            "tolerance", "compare", "seeds", "expect", "sweep", "implementation"});
    readSchema(root);
    m_task.name = requiredString(root, "name", "", lineOf(root));
    m_task.summary = optionalString(root, "summary", "");
    m_task.lesson = optionalString(root, "lesson", "");
    if (!m_task.lesson.empty())
        checkPath(m_task.lesson, lineOf(root["lesson"].node()), "lesson");
    readKernel(root);
    readParams(root);
    readBuffers(root);
    readSymbols(root);
    readLaunch(root);
    readImplementations(root);
    readReference(root);
    readTolerances(root);
    readCompare(root);
    readSeeds(root);
    readExpects(root);
    readSweep(root);
    if (m_diag.ok())
        checkResolves();
    return std::move(m_task);
}

void TaskReader::error(int line, const std::string& field, const std::string& message)
{
    m_diag.errors.push_back(makeError(ErrorCode::BadInput, message, m_file.string(), line, field));
}

std::string TaskReader::join(const std::string& prefix, const std::string& key)
{
    return prefix.empty() ? key : prefix + "." + key;
}

void TaskReader::checkKeys(const toml::table& t, const std::string& prefix, std::initializer_list<const char*> allowed)
{
    for (auto&& [k, v] : t) {
        const std::string key(k.str());
        if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; })) {
            std::string list;
            for (const char* a : allowed)
                list += std::string(list.empty() ? "" : ", ") + a;
            error(static_cast<int>(k.source().begin.line), join(prefix, key), "unknown key; expected one of: " + list);
        }
    }
}

const char* TaskReader::typeName(const toml::node& n)
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

void TaskReader::wrongType(const toml::node& n, const std::string& field, const std::string& expected)
{
    error(lineOf(n), field, std::string("expected ") + expected + ", found " + typeName(n));
}

std::string TaskReader::requiredString(const toml::table& t, const char* key, const std::string& prefix, int tableLine)
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

std::string TaskReader::optionalString(const toml::table& t, const char* key, const std::string& prefix)
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

std::vector<std::string> TaskReader::stringArray(const toml::node* n, const std::string& field)
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

std::string TaskReader::dimension(const toml::node& n, const std::string& field)
{
    if (n.is_integer())
        return std::to_string(n.as_integer()->get());
    if (n.is_string())
        return n.as_string()->get();
    wrongType(n, field, "an integer or a string with an integer expression such as \"ceil_div(N, 256)\"");
    return "1";
}

void TaskReader::checkPath(const std::string& rel, int line, const std::string& field)
{
    auto r = resolveInsideFolder(m_task.dir, rel, m_file.string(), line, field);
    if (!r)
        m_diag.errors.push_back(r.error());
}

void TaskReader::readSchema(const toml::table& root)
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

const toml::table* TaskReader::requiredTable(const toml::table& root, const char* key)
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

void TaskReader::checkBufferNames(
    const std::vector<std::string>& names, int line, const std::string& field, bool mustBeOutput)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        const BufferSpec* b = m_task.findBuffer(names[i]);
        const std::string f = field + "[" + std::to_string(i) + "]";
        if (!b)
            error(line, f, "'" + names[i] + "' names no buffer");
        else if (mustBeOutput && b->role != BufferRole::Output && b->role != BufferRole::InOut)
            error(line, f,
                "'" + names[i] + "' is an " + bufferRoleName(b->role) + " buffer; expected an output or inout buffer");
    }
}

Status TaskReader::checkArgs(const LaunchSpec& launch, const std::string& table, const ParamMap& params)
{
    for (std::size_t i = 0; i < launch.args.size(); ++i) {
        auto v = evaluateLaunchArg(m_task, launch.args[i], params);
        if (!v)
            return makeError(ErrorCode::BadInput, v.error().message, m_file.string(),
                launch.argsPos.line ? launch.argsPos.line : launch.pos.line,
                table + ".args[" + std::to_string(i) + "]");
    }
    return Ok {};
}

Status TaskReader::checkLaunchArgs(
    const std::vector<StepSpec>& steps, const std::vector<ResolvedStepLaunch>& launches, const std::string& table)
{
    // every launch, with its loop values: an argument may use them ("i32:1 << k")
    for (const ResolvedStepLaunch& l : launches) {
        const std::size_t step = static_cast<std::size_t>(l.step);
        const std::string where = l.label.empty() ? table : table + "[" + std::to_string(step) + "]";
        if (auto st = checkArgs(steps.at(step).launch, where, l.params); !st) {
            Error e = st.error();
            if (!l.label.empty())
                e.message = l.label + ": " + e.message;
            return e;
        }
    }
    return Ok {};
}

Status TaskReader::checkInits(const ParamMap& params)
{
    for (std::size_t i = 0; i < m_task.buffers.size(); ++i) {
        const BufferSpec& b = m_task.buffers[i];
        if (!b.init)
            continue;
        if (auto v = evaluateInitSpec(*b.init, params); !v)
            return makeError(ErrorCode::BadInput, v.error().message, m_file.string(),
                b.initPos.line ? b.initPos.line : b.pos.line, m_task.bufferField(i) + ".init");
    }
    return Ok {};
}

Status TaskReader::checkResolvesOf(const Task& task, const std::string& table)
{
    // every param set the task runs with: the written one and each [sweep] row
    for (std::size_t i = 0; i <= task.sweep.size(); ++i) {
        const ParamMap overrides = i ? task.sweep[i - 1] : ParamMap {};
        auto r = resolveTask(task, overrides);
        Status s = r ? checkLaunchArgs(kernelSteps(task), r->launches, table + (r->pipeline ? "step" : "launch"))
                     : Status(r.error());
        if (s && task.reference.kind == ReferenceSpec::Kind::Kernel)
            s = checkLaunchArgs(referenceSteps(task), r->referenceLaunches,
                task.reference.steps.empty() ? "reference.launch" : "reference.step");
        if (s && r)
            s = checkInits(r->params);
        if (!s) {
            Error e = s.error();
            if (i)
                e.message = "with sweep row " + std::to_string(i) + ": " + e.message;
            return e;
        }
    }
    return Ok {};
}

void TaskReader::checkResolves()
{
    if (m_task.implementations.empty()) {
        if (auto s = checkResolvesOf(m_task, ""); !s)
            m_diag.errors.push_back(s.error());
        return;
    }
    for (std::size_t i = 0; i < m_task.implementations.size(); ++i) {
        const ImplementationSpec& impl = m_task.implementations[i];
        if (auto s = checkResolvesOf(taskForImplementation(m_task, i), "implementation[" + std::to_string(i) + "].");
            !s) {
            Error e = s.error();
            e.message = "implementation '" + impl.name + "': " + e.message;
            if (e.line == 0)
                e.line = impl.pos.line;
            m_diag.errors.push_back(e);
        }
    }
}

} // namespace warpscope::core
