#pragma once

// The task loader's reader (taskloader.cpp runs it): walks the TOML tree of a task.toml into a Task,
// collecting every error with its line and field instead of stopping at the first. Its sections live
// in three files: taskreader.cpp (the common checks and the top level), taskreader_launch.cpp
// (kernel, params, buffers, launch), taskreader_steps.cpp (pipelines of [[step]]),
// taskreader_impl.cpp ([[implementation]]),
// taskreader_symbol.cpp ([[symbol]]) and taskreader_reference.cpp (reference, tolerances, seeds,
// expectations, sweep). Internal to core/task.

#include "core/task/taskloader.h"

#include <toml++/toml.h>

#include <filesystem>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace warpscope::core {

/// Walks the TOML tree into a Task, collecting every error with its line and field.
class TaskReader {
public:
    TaskReader(const std::filesystem::path& file, TaskDiagnostics& diag)
        : m_file(file)
        , m_diag(diag)
    { }

    Task read(const toml::table& root);

private:
    static int lineOf(const toml::node* n) { return n ? static_cast<int>(n->source().begin.line) : 0; }
    static int lineOf(const toml::node& n) { return static_cast<int>(n.source().begin.line); }
    void error(int line, const std::string& field, const std::string& message);
    static std::string join(const std::string& prefix, const std::string& key);
    void checkKeys(const toml::table& t, const std::string& prefix, std::initializer_list<const char*> allowed);
    static const char* typeName(const toml::node& n);
    void wrongType(const toml::node& n, const std::string& field, const std::string& expected);
    std::string requiredString(const toml::table& t, const char* key, const std::string& prefix, int tableLine);
    std::string optionalString(const toml::table& t, const char* key, const std::string& prefix);
    std::vector<std::string> stringArray(const toml::node* n, const std::string& field);
    /// A dimension: an integer or a string holding an integer expression.
    std::string dimension(const toml::node& n, const std::string& field);
    void checkPath(const std::string& rel, int line, const std::string& field);
    void readSchema(const toml::table& root);
    const toml::table* requiredTable(const toml::table& root, const char* key);
    KernelSpec kernelSpec(const toml::table& t, const std::string& prefix, bool sourceRequired);
    void readKernel(const toml::table& root);
    void readLanguage(const toml::table& t, const std::string& prefix, KernelSpec& k);
    void readParams(const toml::table& root);
    void readBuffers(const toml::table& root);
    void readShape(const toml::table& t, const std::string& prefix, BufferSpec& b);
    void readRole(const toml::table& t, const std::string& prefix, BufferSpec& b);
    void readDType(const toml::table& t, const std::string& prefix, BufferSpec& b);
    void readInit(const toml::table& t, const std::string& prefix, BufferSpec& b);
    void readSymbols(const toml::table& root);
    /// A launch table; stepKeys: it is a [[step]], which also holds name, source, entry, options, repeat.
    LaunchSpec launchSpec(const toml::table& t, const std::string& prefix, bool stepKeys = false);
    LoopSpec loopSpec(const toml::node& n, const std::string& field);
    StepSpec stepSpec(const toml::table& t, const std::string& prefix, const KernelSpec& defaults);
    std::vector<StepSpec> stepList(const toml::node& n, const std::string& field, const KernelSpec& defaults);
    void readSteps(const toml::table& root);
    void readImplementations(const toml::table& root);
    void readImplementation(const toml::table& root, const toml::table& t, const std::string& prefix);
    KernelSpec implementationKernel(const toml::table& t, const std::string& prefix, const KernelSpec& base);
    std::vector<std::pair<std::string, int>> implementationArchs(const toml::table& t, const std::string& prefix);
    const ImplementationSpec* findImplementation(const std::string& name) const;
    LaunchArg launchArg(const std::string& text, int line, const std::string& field);
    void readLaunch(const toml::table& root);
    void checkBufferNames(const std::vector<std::string>& names, int line, const std::string& field, bool mustBeOutput);
    void readReference(const toml::table& root);
    void readBuiltinReference(const toml::table& t, ReferenceSpec& r);
    static std::optional<AttrScalar> attrScalar(const toml::node& v);
    void readCompare(const toml::table& root);
    void readTolerances(const toml::table& root);
    void readSeeds(const toml::table& root);
    void readExpects(const toml::table& root);
    void readSweep(const toml::table& root);
    /// Evaluates every argument of a launch with params (a view's bounds included).
    Status checkArgs(const LaunchSpec& launch, const std::string& table, const ParamMap& params);
    /// checkArgs for every unrolled launch of steps, with its loop values; table "launch", "step", ...
    Status checkLaunchArgs(
        const std::vector<StepSpec>& steps, const std::vector<ResolvedStepLaunch>& launches, const std::string& table);
    /// Evaluates every generator's arguments with params.
    Status checkInits(const ParamMap& params);
    void checkResolves();
    /// Resolves a task (the task itself, or one implementation's) for every param set; table prefixes
    /// the launch fields ("" or "implementation[1].").
    Status checkResolvesOf(const Task& task, const std::string& table);

    std::filesystem::path m_file;
    TaskDiagnostics& m_diag;
    Task m_task;
    std::set<std::string> m_loopVars; ///< the loop variables of the step being read, usable in its args
};

} // namespace warpscope::core
