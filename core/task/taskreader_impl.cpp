// The task's [[implementation]] entries: several kernels or pipelines of one operation, each with its
// own launch, architecture and options, sharing the task's buffers, reference, tolerances and seeds.
#include "core/task/taskreader.h"

#include <algorithm>
#include <cctype>
#include <regex>

namespace warpscope::core {

namespace {

bool isImplementationName(const std::string& s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.' || c == '+';
    });
}

} // namespace

const ImplementationSpec* TaskReader::findImplementation(const std::string& name) const
{
    for (const auto& impl : m_task.implementations)
        if (impl.name == name || impl.family == name)
            return &impl;
    return nullptr;
}

std::vector<std::pair<std::string, int>> TaskReader::implementationArchs(
    const toml::table& t, const std::string& prefix)
{
    std::vector<std::pair<std::string, int>> out;
    const toml::node* n = t.get("arch");
    if (!n)
        return out;
    std::vector<std::pair<const toml::node*, std::string>> items;
    if (n->is_string())
        items.emplace_back(n, join(prefix, "arch"));
    else if (const toml::array* a = n->as_array(); a && !a->empty())
        for (std::size_t i = 0; i < a->size(); ++i)
            items.emplace_back(a->get(i), join(prefix, "arch") + "[" + std::to_string(i) + "]");
    else
        wrongType(*n, join(prefix, "arch"), "a string such as \"sm_80\" or an array such as [\"sm_80\", \"sm_90a\"]");
    static const std::regex pattern(R"(sm_(\d{2,3})(a?))");
    for (const auto& [node, field] : items) {
        const auto* s = node->as_string();
        std::smatch m;
        const std::string text = s ? s->get() : std::string();
        if (!s || !std::regex_match(text, m, pattern) || std::stoi(m[1].str()) < 50) {
            error(lineOf(*node), field,
                (s ? "'" + text + "' is not an architecture" : std::string("expected a string"))
                    + "; write e.g. \"sm_80\" or \"sm_90a\" (an arch-specific target)");
            continue;
        }
        if (std::any_of(out.begin(), out.end(), [&](auto& p) { return p.first == text; })) {
            error(lineOf(*node), field, "'" + text + "' is listed twice; each architecture makes one implementation");
            continue;
        }
        out.emplace_back(text, std::stoi(m[1].str()));
    }
    return out;
}

KernelSpec TaskReader::implementationKernel(const toml::table& t, const std::string& prefix, const KernelSpec& base)
{
    KernelSpec k = base;
    if (t.get("source")) {
        // a source of its own: the [kernel] defaults (options, language, Triton keys) are not inherited
        k = KernelSpec {};
        k.source = requiredString(t, "source", prefix, lineOf(t));
        if (!k.source.empty())
            checkPath(k.source, lineOf(t.get("source")), join(prefix, "source"));
    }
    k.pos.line = lineOf(t);
    if (t.get("entry"))
        k.entry = requiredString(t, "entry", prefix, k.pos.line);
    if (t.get("options"))
        k.options = stringArray(t.get("options"), join(prefix, "options"));
    if (t.get("constexprs"))
        k.constexprs.clear();
    readLanguage(t, prefix, k);
    return k;
}

void TaskReader::readImplementation(const toml::table& root, const toml::table& t, const std::string& prefix)
{
    checkKeys(t, prefix,
        {"name", "like", "arch", "source", "entry", "language", "options", "constexprs", "num_warps", "num_stages",
            "autotune_config", "launch", "step"});
    ImplementationSpec impl;
    impl.pos.line = lineOf(t);
    impl.name = requiredString(t, "name", prefix, impl.pos.line);
    const int nameLine = t.get("name") ? lineOf(t.get("name")) : impl.pos.line;
    if (!impl.name.empty() && !isImplementationName(impl.name))
        error(nameLine, join(prefix, "name"),
            "'" + impl.name
                + "' is not a name; use letters, digits and _ - . + (it is shown in tables and "
                  "given to --implementation)");
    else if (impl.name == "all")
        error(nameLine, join(prefix, "name"),
            "'all' means every implementation to --implementation; choose another name");
    else if (!impl.name.empty() && findImplementation(impl.name))
        error(
            nameLine, join(prefix, "name"), "duplicate implementation name '" + impl.name + "'; names must be unique");
    impl.family = impl.name;
    impl.like = optionalString(t, "like", prefix);
    const ImplementationSpec* base = nullptr;
    if (!impl.like.empty() && !(base = findImplementation(impl.like))) {
        std::string names;
        for (const auto& i : m_task.implementations)
            names += (names.empty() ? "" : ", ") + i.family;
        error(lineOf(t.get("like")), join(prefix, "like"),
            "'" + impl.like + "' names no earlier implementation"
                + (names.empty() ? std::string("; like copies one written above this entry")
                                 : "; the implementations above are: " + names));
    }
    // copied before more entries are pushed (base points into the vector)
    const KernelSpec baseKernel = base ? base->kernel : m_task.kernel;
    const LaunchSpec baseLaunch = base ? base->launch : m_task.launch;
    const std::vector<StepSpec> baseSteps = base ? base->steps : std::vector<StepSpec> {};
    impl.kernel = implementationKernel(t, prefix, baseKernel);
    const toml::node* launch = t.get("launch");
    const toml::node* steps = t.get("step");
    if (launch && steps)
        error(lineOf(*steps), join(prefix, "step"),
            "an implementation has either a launch table or [[implementation.step]] tables; remove one");
    if (launch) {
        if (const toml::table* lt = launch->as_table())
            impl.launch = launchSpec(*lt, join(prefix, "launch"));
        else
            wrongType(*launch, join(prefix, "launch"), "a table such as { grid = [...], block = [...], args = [...] }");
    } else if (steps) {
        impl.steps = stepList(*steps, join(prefix, "step"), impl.kernel);
    } else if (base) {
        impl.launch = baseLaunch;
        impl.steps = baseSteps;
        for (StepSpec& s : impl.steps)
            if (t.get("options"))
                s.kernel.options = impl.kernel.options;
    } else if (root.get("launch")) {
        impl.launch = baseLaunch; // the task's [launch], shared by the implementations without their own
    } else {
        error(impl.pos.line, join(prefix, "launch"),
            "missing; give the implementation launch = { grid = [...], block = [...], args = [...] }, "
            "[[implementation.step]] tables, or write one [launch] table that every implementation shares");
    }
    if (impl.steps.empty() && impl.kernel.source.empty())
        error(
            impl.pos.line, join(prefix, "source"), "missing; add source = \"file.cu\" (or a [kernel] source to share)");
    if (impl.steps.empty() && impl.kernel.entry.empty())
        error(impl.pos.line, join(prefix, "entry"), "missing; add entry = \"kernel_name\"");
    const auto archs = implementationArchs(t, prefix);
    if (archs.empty() && base) {
        // like copies the architecture too, unless this entry names its own
        impl.arch = base->arch;
        impl.archNumber = base->archNumber;
        impl.archSpecific = base->archSpecific;
    }
    if (archs.size() <= 1) {
        if (!archs.empty()) {
            impl.arch = archs.front().first;
            impl.archNumber = archs.front().second;
            impl.archSpecific = impl.arch.back() == 'a';
        }
        m_task.implementations.push_back(std::move(impl));
        return;
    }
    // one implementation per architecture: the migration view puts them side by side
    for (const auto& [text, number] : archs) {
        ImplementationSpec one = impl;
        one.name = impl.name + "@" + text;
        one.arch = text;
        one.archNumber = number;
        one.archSpecific = text.back() == 'a';
        m_task.implementations.push_back(std::move(one));
    }
}

void TaskReader::readImplementations(const toml::table& root)
{
    const toml::node* n = root.get("implementation");
    if (!n)
        return;
    const toml::array* arr = n->as_array();
    if (!arr || !arr->is_array_of_tables() || arr->empty()) {
        wrongType(*n, "implementation", "an array of tables ([[implementation]]), one per implementation");
        return;
    }
    if (const toml::node* s = root.get("step"))
        error(lineOf(*s), "step",
            "a task with [[implementation]] entries gives each its own steps; move the [[step]] tables into "
            "[[implementation.step]] tables of the implementation they belong to");
    for (std::size_t i = 0; i < arr->size(); ++i)
        readImplementation(root, *arr->get(i)->as_table(), "implementation[" + std::to_string(i) + "]");
    if (m_task.implementations.empty())
        return;
    // the views that show one kernel show the first implementation's
    const ImplementationSpec& first = m_task.implementations.front();
    m_task.kernel = first.kernel;
    m_task.launch = first.launch;
    m_task.steps = first.steps;
    if (!m_task.steps.empty()) {
        if (m_task.kernel.entry.empty())
            m_task.kernel.entry = m_task.steps.front().kernel.entry;
        m_task.launch = m_task.steps.front().launch;
    }
}

} // namespace warpscope::core
