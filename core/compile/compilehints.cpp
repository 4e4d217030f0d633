#include "core/compile/diagnostics.h"

#include <map>
#include <regex>
#include <set>

namespace warpscope::core {

namespace {

/// What to use instead of a C++ standard header under NVRTC.
std::string standardHeaderAdvice(const std::string& header)
{
    static const std::set<std::string> cudaStd {"array", "atomic", "bit", "cassert", "cfloat", "climits", "cmath",
        "complex", "cstddef", "cstdint", "cstdlib", "functional", "limits", "numeric", "optional", "ratio", "span",
        "tuple", "type_traits", "utility", "variant", "concepts", "chrono", "barrier", "latch", "semaphore"};
    static const std::map<std::string, std::string> cNames {{"stdint.h", "cstdint"}, {"math.h", "cmath"},
        {"assert.h", "cassert"}, {"limits.h", "climits"}, {"float.h", "cfloat"}, {"stddef.h", "cstddef"},
        {"stdlib.h", "cstdlib"}};
    std::string name = header;
    if (auto it = cNames.find(header); it != cNames.end())
        name = it->second;
    std::string advice = "NVRTC compiles device code only and has no C++ standard library. ";
    if (name == "cmath")
        advice += "Math functions (sqrtf, expf, fmaxf, ...) are built in and need no header; <cuda/std/cmath> "
                  "also exists.";
    else if (cudaStd.count(name))
        advice += "Use <cuda/std/" + name + "> (namespace cuda::std) instead.";
    else if (name == "cstdio" || name == "stdio.h" || name == "iostream")
        advice += "printf is built in and needs no header; there are no streams in device code.";
    else
        advice += "<" + header
            + "> has no device version: use fixed-size arrays, cuda::std::array "
              "(<cuda/std/array>) or shared memory instead of containers and strings.";
    return advice;
}

bool isStandardHeader(const std::string& h)
{
    static const std::set<std::string> known {"algorithm", "array", "atomic", "bit", "bitset", "cassert", "cctype",
        "cfloat", "chrono", "climits", "cmath", "complex", "concepts", "cstddef", "cstdint", "cstdio", "cstdlib",
        "cstring", "deque", "functional", "iomanip", "iostream", "iterator", "limits", "list", "map", "memory", "mutex",
        "numeric", "optional", "queue", "random", "ratio", "set", "span", "sstream", "stack", "string", "string_view",
        "thread", "tuple", "type_traits", "unordered_map", "unordered_set", "utility", "variant", "vector", "barrier",
        "latch", "semaphore", "stdio.h", "stdlib.h", "string.h", "math.h", "stdint.h", "assert.h", "limits.h",
        "float.h", "stddef.h"};
    return known.count(h) > 0;
}

std::string hintFor(const Diagnostic& d, const HintContext& context)
{
    static const std::regex cannotOpen(R"re((?:cannot|could not) open source file "([^"]+)")re");
    std::smatch m;
    const std::string& msg = d.message;
    if (std::regex_search(msg, m, cannotOpen)) {
        const std::string header = m[1];
        if (isStandardHeader(header))
            return standardHeaderAdvice(header);
        return "The include path is the task folder and the CUDA toolkit's headers (cuda_fp16.h, cuda_bf16.h, "
               "<cuda/std/...>); put \""
            + header + "\" in the task folder, next to the kernel source.";
    }
    if (msg.find("host function") != std::string::npos || msg.find("__host__ function") != std::string::npos)
        return "NVRTC compiles device code only: mark the function __device__ (or __host__ __device__), or add "
               "-default-device to [kernel].options to treat unannotated functions as device functions.";
    if (msg.find("host variable") != std::string::npos)
        return "NVRTC compiles device code only: declare the variable __device__ or __constant__, or add "
               "-default-device to [kernel].options.";
    if (msg.find("unrecognized option") != std::string::npos)
        return "NVRTC does not know this option; docs/compile.md lists the options a task may pass.";
    if (msg.find("--gpu-architecture") != std::string::npos || msg.find("unsupported arch") != std::string::npos)
        return "pick one of the architectures this NVRTC supports: " + archList(context.supportedArchs);
    if (msg.find("too much shared data") != std::string::npos)
        return "Static __shared__ arrays are limited to 48 KiB per block. Use dynamic shared memory (extern "
               "__shared__, sized at launch) for more, up to the architecture's opt-in limit.";
    if (msg.find("uses too many registers") != std::string::npos || msg.find("too many resources") != std::string::npos)
        return "Lower the register use (-maxrregcount=N in [kernel].options, __launch_bounds__) or the block size.";
    return {};
}

} // namespace

void addHints(std::vector<Diagnostic>& diagnostics, const HintContext& context)
{
    for (auto& d : diagnostics)
        if (d.hint.empty())
            d.hint = hintFor(d, context);
}

} // namespace warpscope::core
