#include "core/task/taskwriter.h"

#include "core/common/paths.h"
#include "core/task/taskloader.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace warpscope::core {

namespace {

std::string number(double v)
{
    // Shortest text that reads back to the same double, always with a '.' or exponent so TOML sees a float.
    char buf[64];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buf, sizeof buf, "%.*g", precision, v);
        if (std::strtod(buf, nullptr) == v)
            break;
    }
    std::string s(buf);
    if (s.find_first_of(".eEn") == std::string::npos)
        s += ".0";
    return s;
}

std::string dimension(const std::string& expr)
{
    const bool integer = !expr.empty() && expr.find_first_not_of("0123456789") == std::string::npos && expr.size() < 19;
    return integer ? expr : tomlQuote(expr);
}

std::string dims(const std::array<std::string, 3>& d)
{
    int n = 3;
    while (n > 1 && d[n - 1] == "1")
        --n;
    std::string s = "[";
    for (int i = 0; i < n; ++i)
        s += (i ? ", " : "") + dimension(d[i]);
    return s + "]";
}

std::string stringList(const std::vector<std::string>& v)
{
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + tomlQuote(v[i]);
    return s + "]";
}

std::string argList(const std::vector<LaunchArg>& args)
{
    std::vector<std::string> texts;
    for (const auto& a : args)
        texts.push_back(a.text);
    return stringList(texts);
}

std::string attrScalar(const AttrScalar& v)
{
    if (auto b = std::get_if<bool>(&v))
        return *b ? "true" : "false";
    if (auto i = std::get_if<std::int64_t>(&v))
        return std::to_string(*i);
    if (auto d = std::get_if<double>(&v))
        return number(*d);
    return tomlQuote(std::get<std::string>(v));
}

std::string attr(const AttrValue& v)
{
    if (const auto* list = std::get_if<AttrList>(&v)) {
        std::string s = "[";
        for (std::size_t i = 0; i < list->size(); ++i)
            s += (i ? ", " : "") + attrScalar((*list)[i]);
        return s + "]";
    }
    return std::visit(
        [](const auto& x) -> std::string {
            if constexpr (std::is_same_v<std::decay_t<decltype(x)>, AttrList>)
                return {};
            else
                return attrScalar(AttrScalar(x));
        },
        v);
}

void writeCompares(std::ostringstream& o, const std::map<std::string, CompareSpec>& compares)
{
    for (const auto& [name, c] : compares) {
        o << "\n[compare." << name << "]\n";
        if (!c.region.empty())
            o << "region = " << tomlQuote(c.region) << "\n";
        if (!c.mask.empty())
            o << "mask = " << tomlQuote(c.mask) << "\n";
        if (c.unordered)
            o << "unordered = true\n";
        if (c.unorderedAxis)
            o << "unordered_axis = " << *c.unorderedAxis << "\n";
        if (!c.anyOf.empty())
            o << "any_of = " << stringList(c.anyOf) << "\n";
    }
}

void writeLaunchBody(std::ostringstream& o, const LaunchSpec& l)
{
    o << "grid = " << dims(l.grid) << "\n";
    o << "block = " << dims(l.block) << "\n";
    if (l.dynamicShared != "0")
        o << "dynamic_shared = " << dimension(l.dynamicShared) << "\n";
    if (l.printfFifo != "1048576")
        o << "printf_fifo = " << dimension(l.printfFifo) << "\n";
    if (l.stackSize != 0)
        o << "stack_size = " << l.stackSize << "\n";
    if (l.cooperative)
        o << "cooperative = true\n";
    if (l.hasCluster)
        o << "cluster = " << dims(l.cluster) << "\n";
    o << "args = " << argList(l.args) << "\n";
}

/// The Triton keys of a [kernel] table (and `language` when the file wrote it).
void writeLanguage(std::ostream& o, const KernelSpec& k)
{
    if (!k.languageText.empty())
        o << "language = " << tomlQuote(k.languageText) << "\n";
    if (k.language != KernelLanguage::Triton)
        return;
    if (!k.constexprs.empty()) {
        o << "constexprs = { ";
        for (std::size_t i = 0; i < k.constexprs.size(); ++i) {
            const std::string& v = k.constexprs[i].second;
            o << (i ? ", " : "") << k.constexprs[i].first << " = "
              << (v == "True"           ? "true"
                         : v == "False" ? "false"
                                        : v);
        }
        o << " }\n";
    }
    if (k.autotuneConfig >= 0) { // the config gives the warps and stages
        o << "autotune_config = " << k.autotuneConfig << "\n";
        return;
    }
    o << "num_warps = " << k.numWarps << "\n";
    o << "num_stages = " << k.numStages << "\n";
}

/// One [[step]] or [[reference.step]]: the kernel fields that differ from the defaults, the loops and
/// the launch.
void writeStep(std::ostringstream& o, const std::string& header, const StepSpec& s, const KernelSpec& defaults)
{
    o << "\n[[" << header << "]]\n";
    if (!s.name.empty())
        o << "name = " << tomlQuote(s.name) << "\n";
    if (s.kernel.source != defaults.source)
        o << "source = " << tomlQuote(s.kernel.source) << "\n";
    o << "entry = " << tomlQuote(s.kernel.entry) << "\n";
    // a step in another language than [kernel]'s inherits no options: an empty list need not be said
    const bool ownLanguage = s.kernel.language != defaults.language;
    if (s.kernel.options != defaults.options && !(ownLanguage && s.kernel.options.empty()))
        o << "options = " << stringList(s.kernel.options) << "\n";
    if (ownLanguage || s.kernel.languageText != defaults.languageText || s.kernel.constexprs != defaults.constexprs
        || s.kernel.numWarps != defaults.numWarps || s.kernel.numStages != defaults.numStages
        || s.kernel.autotuneConfig != defaults.autotuneConfig)
        writeLanguage(o, s.kernel);
    if (!s.repeat.empty()) {
        o << "repeat = [";
        for (std::size_t i = 0; i < s.repeat.size(); ++i) {
            const LoopSpec& l = s.repeat[i];
            o << (i ? ", " : "") << "{ var = " << tomlQuote(l.var) << ", from = " << dimension(l.from)
              << ", to = " << dimension(l.to);
            if (l.step != "1")
                o << ", step = " << dimension(l.step);
            o << " }";
        }
        o << "]\n";
    }
    writeLaunchBody(o, s.launch);
}

/// Implementations first..last - 1 are one entry of the file: an arch array expanded one entry per
/// architecture (same family, the same kernel and launch), or a single implementation.
std::size_t familyEnd(const std::vector<ImplementationSpec>& impls, std::size_t first)
{
    std::size_t last = first + 1;
    while (last < impls.size() && sameImplementationEntry(impls[first], impls[last]))
        ++last;
    return last;
}

/// The [[implementation]] entries, each written out in full (a `like` entry is written with what it
/// copied, which reads back the same), an arch array folded back into one entry.
void writeImplementations(std::ostringstream& o, const std::vector<ImplementationSpec>& impls)
{
    for (std::size_t first = 0; first < impls.size();) {
        const std::size_t last = familyEnd(impls, first);
        const ImplementationSpec& impl = impls[first];
        o << "\n[[implementation]]\n";
        o << "name = " << tomlQuote(impl.family.empty() ? impl.name : impl.family) << "\n";
        if (last - first > 1) {
            o << "arch = [";
            for (std::size_t i = first; i < last; ++i)
                o << (i > first ? ", " : "") << tomlQuote(impls[i].arch);
            o << "]\n";
        } else if (!impl.arch.empty()) {
            o << "arch = " << tomlQuote(impl.arch) << "\n";
        }
        if (!impl.kernel.source.empty())
            o << "source = " << tomlQuote(impl.kernel.source) << "\n";
        if (!impl.kernel.entry.empty() && impl.steps.empty())
            o << "entry = " << tomlQuote(impl.kernel.entry) << "\n";
        if (!impl.kernel.options.empty())
            o << "options = " << stringList(impl.kernel.options) << "\n";
        writeLanguage(o, impl.kernel);
        if (impl.steps.empty()) {
            o << "\n[implementation.launch]\n";
            writeLaunchBody(o, impl.launch);
        }
        for (const auto& step : impl.steps)
            writeStep(o, "implementation.step", step, impl.kernel);
        first = last;
    }
}

void writeReference(std::ostringstream& o, const ReferenceSpec& r, const KernelSpec& taskKernel)
{
    if (r.kind == ReferenceSpec::Kind::Kernel && !r.steps.empty()) {
        o << "\n[reference]\nkind = \"kernel\"\n";
        KernelSpec defaults = taskKernel;
        if (r.kernel.source != taskKernel.source) {
            o << "source = " << tomlQuote(r.kernel.source) << "\n";
            defaults = r.kernel;
        }
        o << "outputs = " << stringList(r.outputs) << "\n";
        for (std::size_t i = 0; i < r.steps.size(); ++i)
            writeStep(o, "reference.step", r.steps[i], defaults);
        return;
    }
    if (r.kind == ReferenceSpec::Kind::None)
        return;
    o << "\n[reference]\n";
    o << "kind = " << tomlQuote(referenceKindName(r.kind)) << "\n";
    switch (r.kind) {
    case ReferenceSpec::Kind::Builtin:
        o << "op = " << tomlQuote(r.op) << "\n";
        o << "inputs = " << stringList(r.inputs) << "\n";
        for (const auto& [k, v] : r.attrs)
            o << k << " = " << attr(v) << "\n";
        break;
    case ReferenceSpec::Kind::Kernel: {
        o << "source = " << tomlQuote(r.kernel.source) << "\n";
        o << "entry = " << tomlQuote(r.kernel.entry) << "\n";
        if (!r.kernel.options.empty())
            o << "options = " << stringList(r.kernel.options) << "\n";
        std::ostringstream l;
        writeLaunchBody(l, r.launch);
        std::string body = l.str();
        std::string inl;
        std::istringstream lines(body);
        for (std::string line; std::getline(lines, line);)
            inl += (inl.empty() ? "" : ", ") + line;
        o << "launch = { " << inl << " }\n";
        break;
    }
    case ReferenceSpec::Kind::Npy:
        o << "files = " << stringList(r.files) << "\n";
        break;
    case ReferenceSpec::Kind::Python:
        o << "script = " << tomlQuote(r.script) << "\n";
        o << "timeout_s = " << number(r.timeoutS) << "\n";
        break;
    case ReferenceSpec::Kind::None:
        break;
    }
    o << "outputs = " << stringList(r.outputs) << "\n";
}

} // namespace

std::string tomlQuote(const std::string& s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    return out + "\"";
}

std::string writeTask(const Task& t)
{
    std::ostringstream o;
    o << "schema = " << t.schema << "\n";
    o << "name = " << tomlQuote(t.name) << "\n";
    if (!t.summary.empty())
        o << "summary = " << tomlQuote(t.summary) << "\n";
    if (!t.lesson.empty())
        o << "lesson = " << tomlQuote(t.lesson) << "\n";
    // with implementations, [kernel], [launch] and [[step]] are the first implementation's copies: each
    // implementation carries its own
    const bool implementations = !t.implementations.empty();
    if (!implementations) {
        o << "\n[kernel]\n";
        o << "source = " << tomlQuote(t.kernel.source) << "\n";
        o << "entry = " << tomlQuote(t.kernel.entry) << "\n";
        if (!t.kernel.options.empty())
            o << "options = " << stringList(t.kernel.options) << "\n";
        writeLanguage(o, t.kernel);
    }
    if (!t.params.empty()) {
        o << "\n[params]\n";
        for (const auto& [k, v] : t.params) {
            const auto e = t.paramExprs.find(k);
            if (e != t.paramExprs.end())
                o << k << " = " << tomlQuote(e->second.text) << "\n";
            else
                o << k << " = " << v << "\n";
        }
    }
    for (const auto& b : t.buffers) {
        if (b.isSymbol())
            continue;
        o << "\n[[buffer]]\n";
        o << "name = " << tomlQuote(b.name) << "\n";
        o << "dtype = " << tomlQuote(dtypeName(b.dtype)) << "\n";
        o << "shape = [";
        for (std::size_t i = 0; i < b.shape.size(); ++i)
            o << (i ? ", " : "") << dimension(b.shape[i]);
        o << "]\n";
        o << "role = " << tomlQuote(bufferRoleName(b.role)) << "\n";
        if (b.init)
            o << "init = " << tomlQuote(b.init->text) << "\n";
    }
    for (const auto& b : t.buffers) {
        if (!b.isSymbol())
            continue;
        o << "\n[[symbol]]\n";
        o << "name = " << tomlQuote(b.symbol) << "\n";
        if (b.name != b.symbol)
            o << "buffer = " << tomlQuote(b.name) << "\n";
        o << "dtype = " << tomlQuote(dtypeName(b.dtype)) << "\n";
        o << "shape = [";
        for (std::size_t i = 0; i < b.shape.size(); ++i)
            o << (i ? ", " : "") << dimension(b.shape[i]);
        o << "]\n";
        if (b.role != BufferRole::Input)
            o << "role = " << tomlQuote(bufferRoleName(b.role)) << "\n";
        if (b.fill != BufferSpec::Fill::Once)
            o << "fill = " << tomlQuote(symbolFillName(b.fill)) << "\n";
        if (b.init)
            o << "init = " << tomlQuote(b.init->text) << "\n";
    }
    if (implementations) {
        writeImplementations(o, t.implementations);
    } else {
        if (t.steps.empty()) {
            o << "\n[launch]\n";
            writeLaunchBody(o, t.launch);
        }
        for (const auto& step : t.steps)
            writeStep(o, "step", step, t.kernel);
    }
    writeReference(o, t.reference, implementations ? KernelSpec {} : t.kernel);
    if (!t.tolerances.empty()) {
        o << "\n[tolerance]\n";
        for (const auto& [name, tol] : t.tolerances) {
            std::string parts;
            if (tol.atol)
                parts += "atol = " + number(*tol.atol);
            if (tol.rtol)
                parts += std::string(parts.empty() ? "" : ", ") + "rtol = " + number(*tol.rtol);
            if (tol.maxUlp)
                parts += std::string(parts.empty() ? "" : ", ") + "max_ulp = " + std::to_string(*tol.maxUlp);
            o << name << " = { " << parts << " }\n";
        }
    }
    writeCompares(o, t.compares);
    if (t.seedCount != 1 || t.seedBase != 0)
        o << "\n[seeds]\ncount = " << t.seedCount << "\nbase = " << t.seedBase << "\n";
    for (const auto& e : t.expects) {
        o << "\n[[expect]]\nkind = " << tomlQuote(e.kind) << "\n";
        if (e.line > 0)
            o << "line = " << e.line << "\n";
        if (!e.buffer.empty())
            o << "buffer = " << tomlQuote(e.buffer) << "\n";
    }
    if (!t.sweep.empty()) {
        o << "\n[sweep]\n";
        for (const auto& [name, value] : t.sweep.front()) {
            o << name << " = [";
            for (std::size_t r = 0; r < t.sweep.size(); ++r)
                o << (r ? ", " : "") << t.sweep[r].at(name);
            o << "]\n";
        }
    }
    return o.str();
}

Status saveTask(const Task& task)
{
    const std::string text = writeTask(task);
    TaskDiagnostics diag;
    auto reparsed = parseTask(text, task.file, &diag);
    if (!reparsed)
        return reparsed.error();
    return writeFileAtomically(task.file, text);
}

} // namespace warpscope::core
