// The task's pipeline sections: [[step]] and [[reference.step]], each a launch with an optional
// kernel of its own and `repeat` loops.
#include "core/task/taskreader.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace warpscope::core {

namespace {

bool isIdentifier(const std::string& s)
{
    if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_'))
        return false;
    return std::all_of(
        s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

} // namespace

LoopSpec TaskReader::loopSpec(const toml::node& n, const std::string& field)
{
    LoopSpec l;
    l.pos.line = lineOf(n);
    const toml::table* t = n.as_table();
    if (!t) {
        wrongType(n, field, "a table such as { var = \"k\", from = 0, to = \"LOG2N\" }");
        return l;
    }
    checkKeys(*t, field, {"var", "from", "to", "step"});
    l.var = requiredString(*t, "var", field, l.pos.line);
    if (!l.var.empty() && !isIdentifier(l.var))
        error(lineOf(t->get("var")), join(field, "var"),
            "'" + l.var + "' is not a name; a loop variable is letters, digits and _, starting with a letter");
    if (const toml::node* f = t->get("from"))
        l.from = dimension(*f, join(field, "from"));
    if (const toml::node* s = t->get("step"))
        l.step = dimension(*s, join(field, "step"));
    if (const toml::node* to = t->get("to"))
        l.to = dimension(*to, join(field, "to"));
    else
        error(l.pos.line, join(field, "to"), "missing; the loop runs while var < to (var > to for a negative step)");
    return l;
}

StepSpec TaskReader::stepSpec(const toml::table& t, const std::string& prefix, const KernelSpec& defaults)
{
    StepSpec s;
    s.pos.line = lineOf(t);
    s.name = optionalString(t, "name", prefix);
    s.kernel = defaults;
    s.kernel.pos.line = s.pos.line;
    if (t.get("source")) {
        s.kernel.source = requiredString(t, "source", prefix, s.pos.line);
        if (!s.kernel.source.empty())
            checkPath(s.kernel.source, lineOf(t.get("source")), join(prefix, "source"));
        // a source in another language (a Triton or PTX step in a CUDA pipeline) inherits nothing from
        // [kernel]: NVRTC options mean nothing to Triton, constexprs nothing to NVRTC
        const toml::node* language = t.get("language");
        const std::string text = language && language->as_string() ? language->as_string()->get() : std::string();
        if (kernelLanguageOf(s.kernel.source, text) != defaults.language) {
            KernelSpec own;
            own.source = s.kernel.source;
            own.pos = s.kernel.pos;
            s.kernel = own;
        }
    }
    if (t.get("options"))
        s.kernel.options = stringArray(t.get("options"), join(prefix, "options"));
    if (t.get("constexprs"))
        s.kernel.constexprs.clear(); // the step's own constexprs replace [kernel]'s
    readLanguage(t, prefix, s.kernel);
    s.kernel.entry = requiredString(t, "entry", prefix, s.pos.line);
    if (s.kernel.source.empty())
        error(s.pos.line, join(prefix, "source"), "missing; give the step a source or the [kernel] table one");
    if (const toml::node* r = t.get("repeat")) {
        if (const toml::array* a = r->as_array()) {
            for (std::size_t i = 0; i < a->size(); ++i)
                s.repeat.push_back(loopSpec(*a->get(i), join(prefix, "repeat") + "[" + std::to_string(i) + "]"));
        } else {
            s.repeat.push_back(loopSpec(*r, join(prefix, "repeat")));
        }
    }
    std::set<std::string> vars;
    for (const auto& l : s.repeat) {
        const bool isParam
            = std::any_of(m_task.params.begin(), m_task.params.end(), [&](auto& p) { return p.first == l.var; });
        if (isParam)
            error(l.pos.line, join(prefix, "repeat.var"),
                "loop variable '" + l.var + "' hides the param of that name; choose another name");
        else if (!l.var.empty() && !vars.insert(l.var).second)
            error(l.pos.line, join(prefix, "repeat.var"), "loop variable '" + l.var + "' is used twice in this step");
    }
    m_loopVars = vars;
    s.launch = launchSpec(t, prefix, true);
    m_loopVars.clear();
    return s;
}

std::vector<StepSpec> TaskReader::stepList(const toml::node& n, const std::string& field, const KernelSpec& defaults)
{
    std::vector<StepSpec> steps;
    const toml::array* arr = n.as_array();
    if (!arr || !arr->is_array_of_tables() || arr->empty()) {
        wrongType(n, field, "an array of tables ([[" + field + "]]), one per launch in order");
        return steps;
    }
    for (std::size_t i = 0; i < arr->size(); ++i)
        steps.push_back(stepSpec(*arr->get(i)->as_table(), field + "[" + std::to_string(i) + "]", defaults));
    return steps;
}

void TaskReader::readSteps(const toml::table& root)
{
    const toml::node* n = root.get("step");
    if (!n)
        return;
    if (const toml::node* l = root.get("launch"))
        error(lineOf(*l), "launch",
            "a task has either one [launch] or a pipeline of [[step]] tables; move the launch into a [[step]]");
    m_task.steps = stepList(*n, "step", m_task.kernel);
    if (m_task.steps.empty())
        return;
    // the views that show one kernel show the first step's
    if (m_task.kernel.entry.empty())
        m_task.kernel.entry = m_task.steps.front().kernel.entry;
    m_task.launch = m_task.steps.front().launch;
}

} // namespace warpscope::core
