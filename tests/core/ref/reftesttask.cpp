#include "reftesttask.h"

#include "core/task/taskloader.h"

#include <fstream>

using namespace warpscope::core;

namespace {
std::string list(const std::vector<std::int64_t>& v)
{
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
}
} // namespace

TestTask makeTestTask(const std::vector<TestBuffer>& buffers, const std::string& referenceToml,
    const std::string& extraToml, const std::vector<std::pair<std::string, std::string>>& files)
{
    TestTask t;
    t.dir = std::make_unique<QTemporaryDir>();
    const std::string dir = t.dir->path().toStdString();
    std::ofstream(dir + "/k.cu") << "extern \"C\" __global__ void k() {}\n";
    for (const auto& [name, text] : files)
        std::ofstream(dir + "/" + name, std::ios::binary) << text;
    std::string toml = "schema = 1\nname = \"t\"\n[kernel]\nsource = \"k.cu\"\nentry = \"k\"\n[params]\nN = 1\n";
    for (const auto& b : buffers)
        toml += "[[buffer]]\nname = \"" + b.name + "\"\ndtype = \"" + b.dtype + "\"\nshape = " + list(b.shape)
            + "\nrole = \"" + b.role + "\"\n";
    toml += "[launch]\ngrid = [1]\nblock = [1]\nargs = []\n[reference]\n" + referenceToml + "\n" + extraToml;
    std::ofstream(dir + "/task.toml") << toml;
    auto task = loadTask(dir);
    if (!task) {
        t.error = task.error().describe();
        return t;
    }
    t.task = std::move(*task);
    auto resolved = resolveTask(t.task);
    if (!resolved) {
        t.error = resolved.error().describe();
        return t;
    }
    t.resolved = std::move(*resolved);
    for (std::size_t i = 0; i < buffers.size(); ++i) {
        Tensor x = Tensor::zeros(*parseDType(buffers[i].dtype), t.resolved.buffers[i].shape);
        for (std::size_t k = 0; k < buffers[i].values.size() && k < x.elementCount(); ++k)
            x.set(k, buffers[i].values[k]);
        t.pristine.push_back(std::move(x));
    }
    return t;
}

Result<ReferenceOutputs> computeTestReference(const TestTask& t, bool trust)
{
    ReferenceOptions o;
    o.trustPython = trust;
    return computeHostReference(t.task, t.resolved, t.pristine, o);
}
