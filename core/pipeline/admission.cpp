#include "core/pipeline/admission.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace warpscope::core {

namespace {

/// The process, its libraries and NVRTC's compile: measured at 150-250 MiB on this project's tasks.
constexpr std::uint64_t kFixedAllowance = std::uint64_t(256) << 20;

bool compared(const Task& task, const BufferSpec& b)
{
    const auto& outs = task.reference.outputs;
    return task.reference.kind != ReferenceSpec::Kind::None
        && std::find(outs.begin(), outs.end(), b.name) != outs.end();
}

std::optional<std::uint64_t> readNumber(const std::string& path)
{
    std::ifstream in(path);
    std::string word;
    if (!(in >> word) || word == "max")
        return std::nullopt;
    char* end = nullptr;
    const unsigned long long v = std::strtoull(word.c_str(), &end, 10);
    if (end == word.c_str())
        return std::nullopt;
    return static_cast<std::uint64_t>(v);
}

/// The cgroup v2 path of this process ("0::/user.slice/..."), or empty.
std::string cgroupV2Path(const std::string& root)
{
    std::ifstream in(root + "proc/self/cgroup");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("0::", 0) == 0)
            return line.substr(3);
    return {};
}

void consider(MemoryBudget& b, std::optional<std::uint64_t> bytes, const std::string& source)
{
    if (bytes && (b.source.empty() || *bytes < b.bytes))
        b = {*bytes, source};
}

std::optional<std::uint64_t> limitLessUsage(std::optional<std::uint64_t> limit, std::optional<std::uint64_t> usage)
{
    // cgroup v1 reports "no limit" as a huge number near 2^63
    if (!limit || *limit >= (std::uint64_t(1) << 60))
        return std::nullopt;
    const std::uint64_t used = usage.value_or(0);
    return *limit > used ? *limit - used : 0;
}

} // namespace

MemoryEstimate estimateRunMemory(const Task& task, const ResolvedTask& resolved, const RunOptions& options)
{
    MemoryEstimate e;
    std::uint64_t outBytes = 0, outElements = 0, inElements = 0;
    for (const ResolvedBuffer& b : resolved.buffers) {
        e.bufferBytes += static_cast<std::uint64_t>(b.bytes);
        if (compared(task, *b.spec)) {
            outBytes += static_cast<std::uint64_t>(b.bytes);
            outElements += static_cast<std::uint64_t>(b.elements);
        } else if (b.spec->role != BufferRole::Output) {
            inElements += static_cast<std::uint64_t>(b.elements);
        }
    }
    auto add = [&e](std::string what, std::uint64_t bytes) {
        if (bytes)
            e.parts.push_back({std::move(what), bytes});
    };
    add("process and compiler", kFixedAllowance);
    add("pristine inputs (every buffer)", e.bufferBytes);
    add("the kernel's copy of the buffers", e.bufferBytes);
    switch (task.reference.kind) {
    case ReferenceSpec::Kind::Kernel:
        add("the reference kernel's copy of the buffers", e.bufferBytes);
        break;
    case ReferenceSpec::Kind::Builtin:
        add("the reference: inputs and outputs as float64", 8 * (inElements + outElements));
        break;
    case ReferenceSpec::Kind::Npy:
    case ReferenceSpec::Kind::Python:
        add("the reference outputs as float64", 8 * outElements);
        break;
    case ReferenceSpec::Kind::None:
        break;
    }
    if (options.keepTensors) {
        // per seed: the output, its reference (float64 at most) and four float32 error maps
        const std::uint64_t perSeed = outBytes + 8 * outElements + 16 * outElements;
        const int seeds = std::max(1, options.seedCount.value_or(task.seedCount));
        const std::uint64_t kept
            = std::min<std::uint64_t>(perSeed * static_cast<std::uint64_t>(seeds), options.tensorBudgetBytes + perSeed);
        add("kept outputs, references and error maps", kept);
    }
    if (options.analyze) {
        std::uint64_t watched = 0, watchedBytes = 0;
        for (const ResolvedBuffer& b : resolved.buffers)
            if (b.spec->role == BufferRole::Output || b.spec->role == BufferRole::InOut) {
                watched += static_cast<std::uint64_t>(b.elements);
                watchedBytes += static_cast<std::uint64_t>(b.bytes);
            }
        // provenance: 12 bytes per element while recording and again in the result; initcheck's bitmap
        add("analysis: provenance and initcheck shadow", 24 * watched + watchedBytes / 8);
    }
    if (!options.blockRanges.empty() || options.sampleBlocks > 0)
        add("sampled run: written-element flags", outElements);
    for (const auto& p : e.parts)
        e.bytes += p.bytes;
    return e;
}

Result<MemoryBudget> availableMemoryAt(const std::string& root, const RunOptions& options, const char* envCap)
{
    MemoryBudget b;
    {
        std::ifstream in(root + "proc/meminfo");
        std::string key;
        std::uint64_t kib = 0;
        std::string unit;
        while (in >> key >> kib) {
            std::getline(in, unit);
            if (key == "MemAvailable:")
                consider(b, kib * 1024, "MemAvailable in /proc/meminfo");
        }
    }
    if (const std::string cg = cgroupV2Path(root); !cg.empty()) {
        const std::string dir = root + "sys/fs/cgroup" + (cg == "/" ? std::string() : cg);
        consider(b, limitLessUsage(readNumber(dir + "/memory.max"), readNumber(dir + "/memory.current")),
            "the cgroup v2 limit (memory.max) less its usage");
    }
    consider(b,
        limitLessUsage(readNumber(root + "sys/fs/cgroup/memory/memory.limit_in_bytes"),
            readNumber(root + "sys/fs/cgroup/memory/memory.usage_in_bytes")),
        "the cgroup v1 limit (memory.limit_in_bytes) less its usage");
    if (envCap && *envCap) {
        auto cap = parseByteSize(envCap, kMemoryCapEnv);
        if (!cap)
            return cap.error();
        consider(b, *cap, std::string("the cap ") + kMemoryCapEnv + "=" + envCap);
    }
    if (options.memoryCapBytes > 0)
        consider(b, options.memoryCapBytes, "the cap --memory-cap " + formatBytes(options.memoryCapBytes));
    if (b.source.empty())
        b = {~std::uint64_t(0), "no figure found (no /proc/meminfo, no cgroup limit, no cap)"};
    return b;
}

Result<MemoryBudget> availableMemory(const RunOptions& options)
{
    return availableMemoryAt("/", options, std::getenv(kMemoryCapEnv));
}

Status admitRun(const MemoryEstimate& estimate, const MemoryBudget& budget, const RunOptions& options)
{
    if (estimate.bytes <= budget.bytes)
        return Ok {};
    std::string parts;
    for (const auto& p : estimate.parts)
        parts += (parts.empty() ? "" : ", ") + p.what + " " + formatBytes(p.bytes);
    std::string advice = "use smaller params (--param), fewer seeds (--seeds 1)";
    if (options.analyze)
        advice += ", no analysis (drop --analyze)";
    advice += " or fewer kept tensors (no --out), or raise the cap (--memory-cap, " + std::string(kMemoryCapEnv)
        + ") if more memory is really free";
    return makeError(ErrorCode::BadInput,
        "the run needs about " + formatBytes(estimate.bytes) + " of memory but this machine can give "
            + formatBytes(budget.bytes) + " (" + budget.source + "); it was refused before allocating anything. "
            + "Estimate: " + parts + ". To run it, " + advice,
        {}, 0, "memory");
}

Result<std::uint64_t> parseByteSize(const std::string& text, const std::string& field)
{
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    std::string unit(end ? end : "");
    unit.erase(std::remove(unit.begin(), unit.end(), ' '), unit.end());
    for (auto& c : unit)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    double scale = -1;
    if (unit.empty() || unit == "B")
        scale = 1;
    else if (unit == "K" || unit == "KB" || unit == "KIB")
        scale = 1024.0;
    else if (unit == "M" || unit == "MB" || unit == "MIB")
        scale = 1024.0 * 1024;
    else if (unit == "G" || unit == "GB" || unit == "GIB")
        scale = 1024.0 * 1024 * 1024;
    else if (unit == "T" || unit == "TB" || unit == "TIB")
        scale = 1024.0 * 1024 * 1024 * 1024;
    if (end == text.c_str() || scale < 0 || !(v > 0) || v * scale > 1.8e19)
        return makeError(ErrorCode::BadInput,
            "'" + text + "' is not a memory size; write e.g. 8G, 512M or a number of bytes", {}, 0, field);
    return static_cast<std::uint64_t>(std::llround(v * scale));
}

std::string formatBytes(std::uint64_t bytes)
{
    char buf[64];
    const double b = static_cast<double>(bytes);
    if (bytes >= (std::uint64_t(1) << 30))
        std::snprintf(buf, sizeof buf, "%.1f GiB", b / (1024.0 * 1024 * 1024));
    else if (bytes >= (std::uint64_t(1) << 20))
        std::snprintf(buf, sizeof buf, "%.0f MiB", b / (1024.0 * 1024));
    else if (bytes >= 1024)
        std::snprintf(buf, sizeof buf, "%.0f KiB", b / 1024.0);
    else
        std::snprintf(buf, sizeof buf, "%llu B", static_cast<unsigned long long>(bytes));
    return buf;
}

} // namespace warpscope::core
