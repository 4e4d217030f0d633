// [params] written as expressions of other params ("DATACOUNT = \"BYTES / 16\""): evaluated in
// dependency order for every param set (the written one, --param overrides, a [sweep] row), so a
// derived size never keeps a stale copy of the value it was derived from.
#include "core/task/task.h"

#include <algorithm>

namespace warpscope::core {

namespace {

/// Depth-first evaluation of the derived params; a param met again while being evaluated is a cycle.
class ParamResolver {
public:
    ParamResolver(const Task& task, const ParamMap& overrides)
        : m_task(task)
        , m_overrides(overrides)
    { }

    Result<ParamMap> run()
    {
        for (const auto& [name, value] : m_task.params) {
            const auto o = m_overrides.find(name);
            if (o != m_overrides.end())
                m_values[name] = o->second; // an override replaces a written value or an expression
            else if (!m_task.paramExprs.count(name))
                m_values[name] = value;
        }
        for (const auto& [name, value] : m_overrides)
            m_values[name] = value;
        for (const auto& [name, value] : m_task.params) {
            if (m_values.count(name))
                continue;
            if (auto s = evaluate(name); !s)
                return s.error();
        }
        return m_values;
    }

private:
    Status evaluate(const std::string& name)
    {
        const ParamExpr& expr = m_task.paramExprs.find(name)->second;
        if (const auto it = std::find(m_stack.begin(), m_stack.end(), name); it != m_stack.end())
            return cycleError(it);
        if (m_stack.size() >= kMaxDepth)
            return makeError(ErrorCode::BadInput,
                "param '" + name + "' depends on a chain of more than " + std::to_string(kMaxDepth)
                    + " derived params; write some of them as numbers",
                m_task.file.string(), expr.line, "params." + name);
        m_stack.push_back(name);
        for (const auto& dep : exprNames(expr.text)) {
            if (m_values.count(dep) || !m_task.paramExprs.count(dep))
                continue; // a known value, or an unknown name the evaluation below reports
            if (auto s = evaluate(dep); !s)
                return s;
        }
        m_stack.pop_back();
        auto v = evaluateExpr(expr.text, m_values);
        if (!v) {
            Error e = v.error();
            e.message = "param '" + name + "': " + e.message;
            e.file = m_task.file.string();
            e.line = expr.line;
            e.column = 0; // the expression's column is in the message
            e.field = "params." + name;
            return e;
        }
        m_values[name] = *v;
        return Ok {};
    }

    Error cycleError(std::vector<std::string>::const_iterator first) const
    {
        // told from the param written first, whichever one the evaluation met first
        std::vector<std::string> cycle(first, m_stack.cend());
        const auto line = [&](const std::string& n) { return m_task.paramExprs.find(n)->second.line; };
        std::rotate(cycle.begin(),
            std::min_element(
                cycle.begin(), cycle.end(), [&](const auto& a, const auto& b) { return line(a) < line(b); }),
            cycle.end());
        std::string chain, names;
        for (const auto& n : cycle) {
            chain += n + " = \"" + m_task.paramExprs.find(n)->second.text + "\""
                + (line(n) ? " (line " + std::to_string(line(n)) + ")" : std::string()) + " -> ";
            names += (names.empty() ? "" : ", ") + n;
        }
        chain += cycle.front();
        const std::string what = cycle.size() == 1 ? "param " + names + " depends on itself: "
                                                   : "params " + names + " depend on each other: ";
        return makeError(ErrorCode::BadInput,
            what + chain + (cycle.size() == 1 ? "; write it as a number" : "; write one of them as a number"),
            m_task.file.string(), line(cycle.front()), "params." + cycle.front());
    }

    static constexpr std::size_t kMaxDepth = 256; ///< keeps the recursion far from the stack's end

    const Task& m_task;
    const ParamMap& m_overrides;
    ParamMap m_values;
    std::vector<std::string> m_stack;
};

} // namespace

Result<ParamMap> resolveParams(const Task& task, const ParamMap& overrides)
{
    return ParamResolver(task, overrides).run();
}

ParamMap Task::paramMap() const
{
    if (auto resolved = resolveParams(*this))
        return *resolved;
    ParamMap m; // a cycle or a bad expression: the values last evaluated, which validation reports
    for (const auto& [k, v] : params)
        m[k] = v;
    return m;
}

bool Task::isDerivedParam(const std::string& name) const
{
    return paramExprs.count(name) != 0;
}

} // namespace warpscope::core
