#include "core/analysis/expectations.h"

#include <toml++/toml.h>

namespace warpscope::core::analysis {

namespace {

constexpr const char* kKnown[] = {"out_of_bounds", "misaligned", "race", "uninitialized", "divergent_barrier",
    "bad_mask", "trap", "budget", "unsupported", "assert", "printf", "stack_overflow", "async", "deadlock"};

bool known(const std::string& kind)
{
    for (const char* k : kKnown)
        if (kind == k)
            return true;
    return false;
}

/// The line of expect[index].kind in task.toml, 0 when the file cannot be read again.
int lineOfExpect(const Task& task, std::size_t index)
{
    try {
        const toml::table root = toml::parse_file(task.file.string());
        const toml::array* arr = root.get_as<toml::array>("expect");
        if (!arr || index >= arr->size())
            return 0;
        const toml::node* entry = arr->get(index);
        const toml::table* t = entry->as_table();
        const toml::node* kind = t ? t->get("kind") : nullptr;
        return static_cast<int>((kind ? kind : entry)->source().begin.line);
    } catch (const toml::parse_error&) {
        return 0;
    }
}

} // namespace

Status validateExpectations(const Task& task)
{
    for (std::size_t i = 0; i < task.expects.size(); ++i) {
        const std::string& kind = task.expects[i].kind;
        if (known(kind))
            continue;
        std::string list;
        for (const char* k : kKnown)
            list += (list.empty() ? "" : ", ") + std::string(k);
        return makeError(ErrorCode::BadInput, "unknown finding kind '" + kind + "'; expected one of: " + list,
            task.file.string(), lineOfExpect(task, i), "expect[" + std::to_string(i) + "].kind");
    }
    return Ok {};
}

std::vector<ExpectSpec> unmetExpectations(const Task& task, const std::vector<Finding>& findings)
{
    std::vector<ExpectSpec> unmet;
    for (const auto& e : task.expects) {
        bool met = false;
        for (const auto& f : findings)
            met = met
                || (findingKindName(f.kind) == e.kind && (e.line == 0 || f.sourceLine == e.line)
                    && (e.buffer.empty() || f.buffer == e.buffer));
        if (!met)
            unmet.push_back(e);
    }
    return unmet;
}

} // namespace warpscope::core::analysis
