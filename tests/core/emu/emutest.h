#pragma once

// Shared helpers of the emulator suites: fixture files, NVRTC compilation, launching PTX on the
// emulator, and running a kernels/ task with generated inputs. Header-only: each suite is its own
// executable.

#include "core/common/floatbits.h"
#include "core/compile/compiler.h"
#include "core/compile/ptxsignature.h"
#include "core/emu/emulatorbackend.h"
#include "core/exec/tensormapbuild.h"
#include "core/task/generators.h"
#include "core/task/taskloader.h"
#include "tests/core/kernelcompile.h"

#include <QString>
#include <QTest>

#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace emutest {

using namespace warpscope::core;

inline std::string sourceDir()
{
    return WARPSCOPE_SOURCE_DIR;
}

/// The text of tests/core/emu/<rel>.
inline std::string fixture(const std::string& rel)
{
    std::ifstream f(sourceDir() + "/tests/core/emu/" + rel);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

inline std::string replaceAll(std::string text, const std::string& from, const std::string& to)
{
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

using kerneltest::compile;
using kerneltest::Compiled;

inline KernelArg bufferArg(int index)
{
    KernelArg a;
    a.kind = KernelArg::Kind::Buffer;
    a.buffer = index;
    return a;
}

template <class T> KernelArg scalarArg(T v)
{
    KernelArg a;
    a.kind = KernelArg::Kind::Scalar;
    a.bytes.resize(sizeof(T));
    std::memcpy(a.bytes.data(), &v, sizeof(T));
    return a;
}

template <class T> Tensor tensorOf(DType dt, const std::vector<T>& values)
{
    Tensor t = Tensor::zeros(dt, {static_cast<std::int64_t>(values.size())});
    std::memcpy(t.bytes.data(), values.data(), values.size() * sizeof(T));
    return t;
}

template <class T> std::vector<T> valuesOf(const Tensor& t)
{
    std::vector<T> v(t.bytes.size() / sizeof(T));
    std::memcpy(v.data(), t.bytes.data(), v.size() * sizeof(T));
    return v;
}

/// Every finding the emulator raises carries its message as ids (the GUI translates them) that
/// render to exactly its English text; only an unsupported instruction's (the decoder's wording) has
/// none. Checked after every launch of the emulator suites, so each instruction's finding is covered
/// where its own test raises it.
inline void checkMessageIds(const Result<LaunchResult>& r, const char* file = __FILE__, int line = __LINE__)
{
    if (!r)
        return;
    for (const Finding& f : r->findings) {
        if (f.kind == Finding::Kind::Unsupported)
            continue;
        const std::string rendered = engineMessageText(f.messageParts);
        QTest::qVerify(!f.messageParts.empty(), "!messageParts.empty()", ("no ids: " + f.message).c_str(), file, line);
        QTest::qVerify(rendered == f.message, "rendered == message",
            ("ids render to\n  " + rendered + "\nbut the message is\n  " + f.message).c_str(), file, line);
        for (const EngineMessage& part : f.messageParts)
            QTest::qVerify(part.id.empty() || engineMessageTemplate(part.id), "known id",
                ("unknown id " + part.id).c_str(), file, line);
    }
}

/// One launch on the emulator.
struct Launch {
    std::string ptx;
    std::string entry;
    std::array<std::uint32_t, 3> grid {1, 1, 1};
    std::array<std::uint32_t, 3> block {32, 1, 1};
    std::uint32_t dynamicShared = 0;
    std::uint32_t printfFifo = 1u << 20;
    std::uint32_t stackSize = 0; ///< 0: the driver's default
    int arch = 0; ///< 0: sm_90
    std::vector<Tensor> buffers;
    std::vector<KernelArg> args;
    RunControl control;

    Result<LaunchResult> run()
    {
        EmulatorBackend backend;
        LaunchRequest r;
        r.ptx = ptx;
        r.entry = entry;
        r.dims.grid = grid;
        r.dims.block = block;
        r.dims.dynamicShared = dynamicShared;
        r.dims.printfFifo = printfFifo;
        r.dims.stackSize = stackSize;
        r.arch = arch;
        r.buffers = &buffers;
        for (std::size_t i = 0; i < buffers.size(); ++i)
            r.bufferNames.push_back("buf" + std::to_string(i));
        r.args = args;
        r.control = control;
        if (r.control.threads == 0)
            r.control.threads = 2;
        Result<LaunchResult> out = backend.launch(r);
        checkMessageIds(out);
        return out;
    }
};

/// A kernels/ task run on the emulator: inputs as generated, outputs as the kernel left them.
struct TaskRun {
    Task task;
    ResolvedTask resolved;
    std::vector<Tensor> inputs; ///< every buffer before the run
    std::vector<Tensor> buffers; ///< every buffer after the run
    LaunchResult result;
    std::string error;

    const Tensor& in(const std::string& name) const { return inputs[index(name)]; }
    const Tensor& out(const std::string& name) const { return buffers[index(name)]; }
    std::size_t index(const std::string& name) const
    {
        for (std::size_t i = 0; i < task.buffers.size(); ++i)
            if (task.buffers[i].name == name)
                return i;
        return 0;
    }
    std::int64_t param(const std::string& name) const { return resolved.params.at(name); }
};

/// Scalar bytes of a launch argument for a PTX parameter of the given size.
inline std::vector<std::byte> scalarBytes(double value, DType type, int size)
{
    std::vector<std::byte> b(static_cast<std::size_t>(size));
    if (type == DType::F32 && size == 4) {
        const float f = static_cast<float>(value);
        std::memcpy(b.data(), &f, 4);
    } else if (type == DType::F64 && size == 8) {
        std::memcpy(b.data(), &value, 8);
    } else if (type == DType::F16 && size == 2) {
        const std::uint16_t h = doubleToHalfBits(value);
        std::memcpy(b.data(), &h, 2);
    } else {
        const auto i = static_cast<std::int64_t>(value);
        std::memcpy(b.data(), &i, static_cast<std::size_t>(size));
    }
    return b;
}

/// Loads kernels/<name>, generates the inputs of seed `seed`, compiles and runs it.
inline TaskRun runTask(const std::string& name, int seed = 0, const ParamMap& overrides = {}, int threads = 2)
{
    TaskRun run;
    auto task = loadTask(sourceDir() + "/kernels/" + name);
    if (!task) {
        run.error = task.error().describe();
        return run;
    }
    run.task = *task;
    auto resolved = resolveTask(run.task, overrides);
    if (!resolved) {
        run.error = resolved.error().describe();
        return run;
    }
    run.resolved = *resolved;
    const std::uint64_t taskSeed = run.task.seedBase + static_cast<std::uint64_t>(seed);
    for (std::size_t i = 0; i < run.task.buffers.size(); ++i) {
        const BufferSpec& spec = run.task.buffers[i];
        const auto& shape = run.resolved.buffers[i].shape;
        if (spec.init) {
            auto t = generateBuffer(run.task, spec, shape, run.resolved.params, taskSeed);
            if (!t) {
                run.error = t.error().describe();
                return run;
            }
            run.inputs.push_back(std::move(*t));
        } else {
            Tensor t = Tensor::zeros(spec.dtype, shape);
            std::memset(t.bytes.data(), 0xFF, t.bytes.size()); // poisoned, as the runner does
            run.inputs.push_back(std::move(t));
        }
    }
    std::ifstream f(run.task.dir / run.task.kernel.source);
    std::stringstream ss;
    ss << f.rdbuf();
    Compiled c = compile(ss.str(), run.task.kernel.entry, run.task.kernel.options, run.task.dir.string());
    if (!c.ok) {
        run.error = "compile failed: " + c.message;
        return run;
    }
    auto params = ptxEntryParams(c.ptx, c.entry);
    if (!params) {
        run.error = params.error().describe();
        return run;
    }
    Launch l;
    l.ptx = c.ptx;
    l.entry = c.entry;
    l.grid = run.resolved.launch.grid;
    l.block = run.resolved.launch.block;
    l.dynamicShared = run.resolved.launch.dynamicShared;
    l.buffers = run.inputs;
    l.control.threads = threads;
    const auto& args = run.task.launch.args;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const LaunchArg& a = args[i];
        const int size = i < params->size() ? (*params)[i].size : 4;
        if (a.kind == LaunchArg::Kind::Buffer) {
            l.args.push_back(bufferArg(static_cast<int>(run.index(a.name))));
        } else if (a.kind == LaunchArg::Kind::TensorMap) {
            const std::size_t b = run.index(a.name);
            auto desc = buildTensorMapDesc(a, run.task.buffers[b], run.resolved.params, "launch.args");
            if (!desc) {
                run.error = desc.error().describe();
                return run;
            }
            KernelArg k;
            k.kind = KernelArg::Kind::TensorMap;
            k.buffer = static_cast<int>(b);
            k.tensorMap = *desc;
            l.args.push_back(std::move(k));
        } else {
            KernelArg k;
            k.bytes = a.kind == LaunchArg::Kind::Param
                ? scalarBytes(static_cast<double>(run.resolved.params.at(a.name)), DType::I64, size)
                : scalarBytes(a.literalValue, a.literalType, size);
            l.args.push_back(std::move(k));
        }
    }
    auto r = l.run();
    if (!r) {
        run.error = r.error().describe();
        return run;
    }
    run.result = *r;
    run.buffers = std::move(l.buffers);
    return run;
}

} // namespace emutest
