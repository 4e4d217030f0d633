#include "core/compile/nvrtcrun.h"

#include <chrono>

namespace warpscope::core {

namespace {

std::string withoutTrailingNuls(std::string s)
{
    while (!s.empty() && (s.back() == '\0' || s.back() == '\n'))
        s.pop_back();
    return s;
}

/// Destroys the program however the compile ends.
struct ProgramGuard {
    const NvrtcApi& api;
    nvrtcProgram& program;
    ~ProgramGuard()
    {
        if (program)
            api.destroyProgram(&program);
    }
};

} // namespace

Result<NvrtcOutput> runNvrtc(const NvrtcApi& api, const std::string& source, const std::string& name,
    const std::vector<std::string>& options, const std::vector<std::string>& nameExpressions)
{
    const auto start = std::chrono::steady_clock::now();
    nvrtcProgram prog = nullptr;
    if (const nvrtcResult rc = api.createProgram(&prog, source.c_str(), name.c_str(), 0, nullptr, nullptr);
        rc != NVRTC_SUCCESS)
        return makeError(
            ErrorCode::Toolchain, std::string("NVRTC could not create a program: ") + api.getErrorString(rc));
    const ProgramGuard guard {api, prog};
    for (const auto& n : nameExpressions)
        api.addNameExpression(prog, n.c_str());
    std::vector<const char*> argv;
    for (const auto& o : options)
        argv.push_back(o.c_str());
    NvrtcOutput out;
    out.status = api.compileProgram(prog, static_cast<int>(argv.size()), argv.data());
    std::size_t size = 0;
    if (api.getProgramLogSize(prog, &size) == NVRTC_SUCCESS && size > 1) {
        out.log.resize(size);
        api.getProgramLog(prog, out.log.data());
        out.log = withoutTrailingNuls(std::move(out.log));
    }
    if (out.status == NVRTC_SUCCESS) {
        if (api.getPTXSize(prog, &size) == NVRTC_SUCCESS && size > 0) {
            out.ptx.resize(size);
            api.getPTX(prog, out.ptx.data());
            while (!out.ptx.empty() && out.ptx.back() == '\0')
                out.ptx.pop_back();
        }
        // Only an sm_XX compile has a cubin; asking a compute_XX one fails, which just leaves it empty.
        if (api.getCUBINSize(prog, &size) == NVRTC_SUCCESS && size > 0) {
            out.cubin.resize(size);
            if (api.getCUBIN(prog, reinterpret_cast<char*>(out.cubin.data())) != NVRTC_SUCCESS)
                out.cubin.clear();
        }
        for (const auto& n : nameExpressions) {
            const char* lowered = nullptr;
            if (api.getLoweredName(prog, n.c_str(), &lowered) == NVRTC_SUCCESS && lowered)
                out.loweredNames[n] = lowered;
        }
    }
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

} // namespace warpscope::core
